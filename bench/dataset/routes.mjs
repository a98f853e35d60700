// Routes: the athlete's courses as they planned them. Route ids created since mid-2023
// exceed 2^53, as the API's do; `id_str` carries the same digits.

import { encodePolyline } from './courses.mjs';
import { isoSeconds, summaryAthlete } from './people.mjs';
import { summarySegment } from './segments.mjs';

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Meters between two positions (the haversine formula on a sphere of the Earth's mean radius). */
function metersBetween([lat1, lon1], [lat2, lon2]) {
  const radians = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * radians) / 2) ** 2
    + Math.cos(lat1 * radians) * Math.cos(lat2 * radians) * Math.sin(((lon2 - lon1) * radians) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(a));
}

/**
 * A route as the API gives it: `detail` for `GET /routes/{id}` (the full line, its
 * segments), else as `GET /athletes/{id}/routes` lists it (the summary line only).
 */
export function routeBody(route, athlete, place, detail) {
  const { course } = route;
  const line = course.positions(0, course.length, 10);
  let distance = 0;
  for (let i = 1; i < line.length; i++) distance += metersBetween(line[i - 1], line[i]);
  const map = { id: `r${route.id}`, summary_polyline: encodePolyline(course.positions(0, course.length, 100)), resource_state: detail ? 3 : 2 };
  if (detail) map.polyline = encodePolyline(line);
  const body = {
    athlete: summaryAthlete(athlete, 'full'),
    description: route.description,
    distance,
    elevation_gain: course.climbing(0, course.length),
    id: route.id,
    id_str: String(route.id),
    map,
    name: route.name,
    private: route.private,
    resource_state: detail ? 3 : 2,
    starred: route.starred,
    sub_type: route.subType,
    created_at: isoSeconds(route.createdAt),
    updated_at: isoSeconds(route.createdAt + 86_400 * 21),
    timestamp: route.createdAt,
    type: route.type,
    estimated_moving_time: Math.round(distance / route.speed),
    waypoints: [],
  };
  if (detail) body.segments = route.segments.map((segment) => summarySegment(segment, place));
  return body;
}

/** `GET /routes/{id}/streams`: the array form with `latlng`, `distance` and `altitude` only, a point every 10 meters, as the API's example answers. */
export function routeStreams(route) {
  const { course } = route;
  const latlng = course.positions(0, course.length, 10);
  const distance = latlng.map((_, i) => round(Math.min(i * 10, course.length), 1));
  const altitude = distance.map((meters) => round(course.altitude(meters), 1));
  return [{ type: 'latlng', data: latlng }, { type: 'distance', data: distance }, { type: 'altitude', data: altitude }];
}
