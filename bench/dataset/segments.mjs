// Segments: stretches of the athlete's courses that the service times on every activity
// that covers them. A segment lies on one course, from one distance along it to another,
// so that every effort on it, in any activity, covers the same ground.

import { encodePolyline } from './courses.mjs';
import { isoSeconds } from './people.mjs';

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

/** What a segment's rise and grade make of it: 0 (uncategorised) to 5 (hors catégorie). */
function climbCategory(rise, grade) {
  const score = rise * Math.max(grade, 0);
  if (score < 100) return 0;
  if (score < 300) return 1;
  if (score < 800) return 2;
  if (score < 1600) return 3;
  if (score < 3200) return 4;
  return 5;
}

/** The figures of a segment's ground: length, grades and heights, ends. */
export function segmentGround(segment) {
  const { course, from, to } = segment;
  const distance = to - from;
  let high = -Infinity;
  let low = Infinity;
  let steepest = -Infinity;
  for (let meters = from; meters <= to; meters += 5) {
    const altitude = course.altitude(meters);
    high = Math.max(high, altitude);
    low = Math.min(low, altitude);
    if (meters + 50 <= to) steepest = Math.max(steepest, ((course.altitude(meters + 50) - altitude) / 50) * 100);
  }
  const rise = course.altitude(to) - course.altitude(from);
  const grade = (rise / distance) * 100;
  return {
    distance: round(distance, 2),
    averageGrade: round(grade, 1),
    maximumGrade: round(Math.max(steepest, grade), 1),
    high: round(high, 1),
    low: round(low, 1),
    start: [round(course.latitude(from), 6), round(course.longitude(from), 6)],
    end: [round(course.latitude(to), 6), round(course.longitude(to), 6)],
    category: climbCategory(high - low, grade),
    gain: round(course.climbing(from, to), 1),
  };
}

/** A segment as a `SummarySegment` body (in an effort, in a route, in the starred list). */
export function summarySegment(segment, place) {
  const ground = segmentGround(segment);
  return {
    id: segment.id,
    resource_state: 2,
    name: segment.name,
    activity_type: segment.activityType,
    distance: ground.distance,
    average_grade: ground.averageGrade,
    maximum_grade: ground.maximumGrade,
    elevation_high: ground.high,
    elevation_low: ground.low,
    start_latlng: ground.start,
    end_latlng: ground.end,
    elevation_profile: null,
    elevation_profiles: null,
    climb_category: ground.category,
    city: place.city,
    state: place.state,
    country: place.country,
    private: false,
    hazardous: segment.hazardous,
    starred: segment.starred,
  };
}

/**
 * A segment as a `DetailedSegment` body (`GET /segments/{id}`): the summary, the dates,
 * counters and line, and the athlete's figures on it from `efforts` (theirs on this
 * segment, oldest first: `{ activityId, elapsedTime, startDateLocal, visibility }`).
 */
export function detailedSegment(segment, place, efforts) {
  const ground = segmentGround(segment);
  const best = efforts.reduce((found, effort) => (found === null || effort.elapsedTime < found.elapsedTime ? effort : found), null);
  const chart = `https://charts.example.com/segments/${segment.id}`;
  return {
    ...summarySegment(segment, place),
    resource_state: 3,
    elevation_profile: `${chart}/light.png`,
    elevation_profiles: { light_url: `${chart}/light.png`, dark_url: `${chart}/dark.png` },
    created_at: isoSeconds(segment.createdAt),
    updated_at: isoSeconds(segment.createdAt + 86_400 * 400),
    total_elevation_gain: ground.gain,
    map: { id: `s${segment.id}`, polyline: encodePolyline(segment.course.positions(segment.from, segment.to, 20)), resource_state: 3 },
    effort_count: segment.effortCount + efforts.length,
    athlete_count: segment.athleteCount,
    star_count: segment.starCount,
    athlete_segment_stats: {
      pr_elapsed_time: best?.elapsedTime ?? null,
      pr_date: best === null ? null : best.startDateLocal.slice(0, 10),
      pr_visibility: best?.visibility ?? null,
      pr_activity_id: best?.activityId ?? null,
      pr_activity_visibility: best?.visibility ?? null,
      effort_count: efforts.length,
    },
    xoms: {
      kom: formatClock(segment.komSeconds),
      qom: formatClock(Math.round(segment.komSeconds * 1.12)),
      overall: formatClock(segment.komSeconds),
      destination: { href: `strava://segments/${segment.id}/leaderboard`, type: 'overall', name: 'All-Time' },
    },
  };
}

/**
 * A starred segment as `GET /segments/starred` lists it: the summary with `pr_time`, the
 * athlete's best effort (`athlete_pr_effort`) where they have one, and `starred_date`.
 */
export function starredSegment(segment, place, efforts) {
  const best = efforts.reduce((found, effort) => (found === null || effort.elapsedTime < found.elapsedTime ? effort : found), null);
  const body = { ...summarySegment(segment, place), pr_time: best?.elapsedTime ?? null };
  if (best !== null) {
    body.athlete_pr_effort = {
      id: best.id,
      activity_id: best.activityId,
      elapsed_time: best.elapsedTime,
      distance: best.distance,
      start_date: best.startDate,
      start_date_local: best.startDateLocal,
      is_kom: false,
    };
  }
  body.starred_date = isoSeconds(segment.createdAt + 86_400 * 30);
  return body;
}

/** `GET /segments/{id}/streams`: the segment's line, keyed by type (distance, latlng, altitude), a point every 10 meters. */
export function segmentStreams(segment) {
  const { course, from, to } = segment;
  const positions = course.positions(from, to, 10);
  const distance = positions.map((_, i) => round(Math.min(i * 10, to - from), 1));
  const altitude = distance.map((meters) => round(course.altitude(from + meters), 1));
  const stream = (data) => ({ data, series_type: 'distance', original_size: data.length, resolution: 'high' });
  return { latlng: stream(positions), distance: stream(distance), altitude: stream(altitude) };
}

/** A climb category as riders label it, for the explorer: `NC` (0), `4` (1) to `1` (4), `HC` (5). */
const CATEGORY_LABELS = ['NC', '4', '3', '2', '1', 'HC'];

/**
 * A segment as `GET /segments/explore` lists it (an `ExplorerSegment`): a light summary
 * under the explorer's own names, its line as an encoded polyline in `points`.
 */
export function explorerSegment(segment) {
  const ground = segmentGround(segment);
  return {
    id: segment.id,
    resource_state: 2,
    name: segment.name,
    climb_category: ground.category,
    climb_category_desc: CATEGORY_LABELS[ground.category],
    avg_grade: ground.averageGrade,
    start_latlng: ground.start,
    end_latlng: ground.end,
    elev_difference: round(ground.high - ground.low, 1),
    distance: ground.distance,
    points: encodePolyline(segment.course.positions(segment.from, segment.to, 20)),
    starred: segment.starred,
    elevation_profile: `https://charts.example.com/segments/${segment.id}/light.png`,
    local_legend_enabled: !segment.hazardous,
  };
}

/**
 * Whether a segment is what the explorer's query asks for: both ends within `bounds`
 * (`[south, west, north, east]`), of `activityType` (`running`, `riding`) and within the
 * climb categories asked, when asked.
 */
export function exploredBy(segment, { bounds, activityType = null, minCategory = null, maxCategory = null }) {
  const [south, west, north, east] = bounds;
  const { start, end, category } = segmentGround(segment);
  const within = ([latitude, longitude]) => latitude >= south && latitude <= north && longitude >= west && longitude <= east;
  if (!within(start) || !within(end)) return false;
  if (activityType !== null && segment.activityType !== (activityType === 'running' ? 'Run' : 'Ride')) return false;
  return (minCategory === null || category >= minCategory) && (maxCategory === null || category <= maxCategory);
}

/** Seconds as the API writes a leaderboard time: `1:09`, `12:04`, `1:02:33`. */
function formatClock(seconds) {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
