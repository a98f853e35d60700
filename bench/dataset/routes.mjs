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

/** Text as XML writes it between tags or in an attribute. */
function xmlText(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * `GET /routes/{id}/export_gpx`: GPX 1.1 as the API writes it (`creator="StravaGPX"`),
 * its metadata and one track of the route's line, a point every 10 meters with its
 * elevation, no times.
 */
export function routeGpx(route) {
  const { course } = route;
  const name = xmlText(route.name);
  const points = course.positions(0, course.length, 10).map(([lat, lon], i) => (
    `   <trkpt lat="${lat}" lon="${lon}">\n    <ele>${round(course.altitude(Math.min(i * 10, course.length)), 1)}</ele>\n   </trkpt>\n`
  ));
  return '<?xml version="1.0" encoding="UTF-8"?>\n'
    + '<gpx creator="StravaGPX" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
    + 'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n'
    + ` <metadata>\n  <name>${name}</name>\n  <link href="https://www.strava.com/routes/${route.id}"/>\n </metadata>\n`
    + ` <trk>\n  <name>${name}</name>\n  <link href="https://www.strava.com/routes/${route.id}"/>\n  <type>${route.type === 1 ? 'cycling' : 'running'}</type>\n  <trkseg>\n`
    + points.join('')
    + '  </trkseg>\n </trk>\n</gpx>\n';
}

/**
 * `GET /routes/{id}/export_tcx`: a TCX course as the API writes it, one lap over the
 * whole route and a track of its line, a point every 10 meters with the time the athlete
 * is expected there (from the route's creation, at its expected speed), its position,
 * elevation and distance.
 */
export function routeTcx(route) {
  const { course } = route;
  const line = course.positions(0, course.length, 10);
  const at = (meters) => isoSeconds(route.createdAt + Math.round(meters / route.speed));
  const last = line.length - 1;
  const points = line.map(([lat, lon], i) => {
    const meters = Math.min(i * 10, course.length);
    return `     <Trackpoint>\n      <Time>${at(meters)}</Time>\n      <Position>\n       <LatitudeDegrees>${lat}</LatitudeDegrees>\n`
      + `       <LongitudeDegrees>${lon}</LongitudeDegrees>\n      </Position>\n      <AltitudeMeters>${round(course.altitude(meters), 1)}</AltitudeMeters>\n`
      + `      <DistanceMeters>${round(meters, 1)}</DistanceMeters>\n     </Trackpoint>\n`;
  });
  const [startLat, startLon] = line[0];
  const [endLat, endLon] = line[last];
  return '<?xml version="1.0" encoding="UTF-8"?>\n'
    + '<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
    + 'xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd">\n'
    + ` <Courses>\n  <Course>\n   <Name>${xmlText(route.name.slice(0, 15))}</Name>\n   <Lap>\n`
    + `    <TotalTimeSeconds>${Math.round(course.length / route.speed)}</TotalTimeSeconds>\n    <DistanceMeters>${round(course.length, 1)}</DistanceMeters>\n`
    + `    <BeginPosition>\n     <LatitudeDegrees>${startLat}</LatitudeDegrees>\n     <LongitudeDegrees>${startLon}</LongitudeDegrees>\n    </BeginPosition>\n`
    + `    <EndPosition>\n     <LatitudeDegrees>${endLat}</LatitudeDegrees>\n     <LongitudeDegrees>${endLon}</LongitudeDegrees>\n    </EndPosition>\n`
    + '    <Intensity>Active</Intensity>\n   </Lap>\n   <Track>\n'
    + points.join('')
    + '   </Track>\n  </Course>\n </Courses>\n</TrainingCenterDatabase>\n';
}
