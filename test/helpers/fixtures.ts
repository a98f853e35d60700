import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeJSON } from '../../src/index.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** The text of a fixture body under test/fixtures/. */
export function fixtureText(name: string): string {
  return readFileSync(FIXTURES + name, 'utf8');
}

/** A fixture body decoded with `decodeJSON` (ids beyond 2^53 exact). */
export function fixture(name: string): unknown {
  return decodeJSON(fixtureText(name));
}

type Json = Record<string, unknown>;

/** Every lap object in the fixtures, with where it came from. */
export function fixtureLaps(): [string, Json][] {
  const laps = (fixture('docs-activity-laps.json') as Json[]).map((lap, i): [string, Json] => [`docs-activity-laps[${i}]`, lap]);
  const detailed = (fixture('docs-activity-detailed.json') as { laps: Json[] });
  return [...laps, ...detailed.laps.map((lap, i): [string, Json] => [`docs-activity-detailed.laps[${i}]`, lap])];
}

/** Every segment effort object in the fixtures, with where it came from. */
export function fixtureEfforts(): [string, Json][] {
  const named = (source: string, efforts: Json[]) => efforts.map((effort, i): [string, Json] => [`${source}[${i}]`, effort]);
  return [
    ...named('docs-segment-efforts', (fixture('docs-segment-efforts.json') as Json[])),
    ...named('docs-segment-effort', [(fixture('docs-segment-effort.json') as Json)]),
    ...named('docs-activity-detailed.segment_efforts', (fixture('docs-activity-detailed.json') as { segment_efforts: Json[] }).segment_efforts),
    ...named('real-activity-2013.segment_efforts', (fixture('real-activity-2013.json') as { segment_efforts: Json[] }).segment_efforts),
  ];
}

export const LAP_FIELDS = [
  'activity', 'athlete', 'average_cadence', 'average_speed', 'average_watts', 'average_heartrate',
  'max_heartrate', 'device_watts', 'distance', 'elapsed_time', 'moving_time', 'end_index', 'start_index',
  'id', 'lap_index', 'max_speed', 'name', 'pace_zone', 'split', 'start_date', 'start_date_local',
  'total_elevation_gain',
] as const;
export const META_ACTIVITY_FIELDS = ['id'] as const;
export const META_ATHLETE_FIELDS = ['id', 'resource_state'] as const;
export const EFFORT_FIELDS = [
  'id', 'distance', 'is_kom', 'pr_activity_id', 'pr_elapsed_time', 'start_date', 'start_date_local',
] as const;

/**
 * What `toJSON()` of a record class writes back: its spec fields, the nested records
 * among them (a record or an array of records) and its position fields (`[]` reads as
 * null, so it is not written back).
 */
export interface Shape {
  readonly fields: readonly string[];
  readonly nested?: Readonly<Record<string, Shape>>;
  readonly positions?: readonly string[];
}

/**
 * The wire form a record parsed from `value` writes back: `value` less its null spec fields
 * and its `[]` positions, nested records and arrays of records likewise.
 */
export function wireForm(value: unknown, shape: Shape): unknown {
  if (Array.isArray(value)) return value.map((item) => wireForm(item, shape));
  const result: Json = {};
  for (const [key, field] of Object.entries(value as Json)) {
    const isSpecField = shape.fields.includes(key);
    if (isSpecField && field === null) continue;
    if (isSpecField && shape.positions?.includes(key) === true && Array.isArray(field) && field.length === 0) continue;
    const nested = isSpecField && shape.nested !== undefined && Object.hasOwn(shape.nested, key) ? shape.nested[key] : undefined;
    Object.defineProperty(result, key, {
      value: nested === undefined ? field : wireForm(field, nested),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

export const META_ACTIVITY_SHAPE: Shape = { fields: META_ACTIVITY_FIELDS };
export const META_ATHLETE_SHAPE: Shape = { fields: META_ATHLETE_FIELDS };
export const LAP_SHAPE: Shape = { fields: LAP_FIELDS, nested: { activity: META_ACTIVITY_SHAPE, athlete: META_ATHLETE_SHAPE } };
/** With the API's other names, which `toJSON()` writes back as they were read. */
export const SUMMARY_SEGMENT_EFFORT_SHAPE: Shape = { fields: EFFORT_FIELDS };
export const SUMMARY_SEGMENT_SHAPE: Shape = {
  fields: [
    'id', 'name', 'activity_type', 'distance', 'average_grade', 'maximum_grade', 'elevation_high', 'elevation_low',
    'start_latlng', 'end_latlng', 'climb_category', 'city', 'state', 'country', 'private', 'hazardous', 'starred',
    'athlete_pr_effort', 'athlete_segment_stats',
  ],
  nested: { athlete_pr_effort: SUMMARY_SEGMENT_EFFORT_SHAPE, athlete_segment_stats: SUMMARY_SEGMENT_EFFORT_SHAPE },
  positions: ['start_latlng', 'end_latlng'],
};
export const SEGMENT_EFFORT_SHAPE: Shape = {
  fields: [
    'id', 'activity_id', 'name', 'activity', 'athlete', 'elapsed_time', 'moving_time', 'start_date',
    'start_date_local', 'distance', 'start_index', 'end_index', 'average_cadence', 'average_watts', 'device_watts',
    'average_heartrate', 'max_heartrate', 'segment', 'kom_rank', 'pr_rank', 'is_kom', 'hidden',
  ],
  nested: { activity: META_ACTIVITY_SHAPE, athlete: META_ATHLETE_SHAPE, segment: SUMMARY_SEGMENT_SHAPE },
};
export const SUMMARY_ATHLETE_SHAPE: Shape = {
  fields: [
    'id', 'resource_state', 'firstname', 'lastname', 'profile_medium', 'profile', 'city', 'state', 'country', 'sex',
    'premium', 'summit', 'created_at', 'updated_at',
  ],
};
export const ACTIVITY_COMMENT_SHAPE: Shape = {
  fields: ['id', 'activity_id', 'post_id', 'resource_state', 'text', 'created_at', 'athlete', 'cursor', 'reaction_count', 'has_reacted'],
  nested: { athlete: SUMMARY_ATHLETE_SHAPE },
};
export const TIMED_ZONE_RANGE_SHAPE: Shape = { fields: ['min', 'max', 'time'] };
export const ACTIVITY_ZONE_SHAPE: Shape = {
  fields: ['score', 'distribution_buckets', 'type', 'resource_state', 'sensor_based', 'points', 'custom_zones', 'max'],
  nested: { distribution_buckets: TIMED_ZONE_RANGE_SHAPE },
};
export const ACTIVITY_PHOTO_SHAPE: Shape = {
  fields: [
    'id', 'unique_id', 'activity_id', 'athlete_id', 'resource_state', 'caption', 'source', 'urls', 'sizes', 'created_at',
    'created_at_local', 'uploaded_at', 'location', 'default_photo',
  ],
  positions: ['location'],
};
export const SPLIT_SHAPE: Shape = {
  fields: ['split', 'distance', 'elapsed_time', 'moving_time', 'elevation_difference', 'average_speed',
    'average_grade_adjusted_speed', 'average_heartrate', 'pace_zone'],
};
export const POLYLINE_MAP_SHAPE: Shape = { fields: ['id', 'polyline', 'summary_polyline', 'resource_state'] };
export const SUMMARY_GEAR_SHAPE: Shape = {
  fields: ['id', 'name', 'nickname', 'primary', 'retired', 'distance', 'converted_distance', 'resource_state'],
};
export const PHOTOS_SUMMARY_SHAPE: Shape = { fields: ['count', 'primary', 'use_primary_photo'], nested: { primary: ACTIVITY_PHOTO_SHAPE } };
export const SUMMARY_CLUB_SHAPE: Shape = {
  fields: ['id', 'resource_state', 'name', 'profile_medium', 'cover_photo', 'cover_photo_small', 'sport_type', 'activity_types',
    'city', 'state', 'country', 'private', 'member_count', 'featured', 'verified', 'url'],
};
export const SUMMARY_ACTIVITY_SHAPE: Shape = {
  fields: [
    'id', 'resource_state', 'external_id', 'upload_id', 'upload_id_str', 'athlete', 'name', 'distance', 'moving_time',
    'elapsed_time', 'total_elevation_gain', 'elev_high', 'elev_low', 'type', 'sport_type', 'workout_type', 'start_date',
    'start_date_local', 'timezone', 'utc_offset', 'start_latlng', 'end_latlng', 'achievement_count', 'pr_count',
    'kudos_count', 'comment_count', 'athlete_count', 'photo_count', 'total_photo_count', 'map', 'trainer', 'commute',
    'manual', 'private', 'visibility', 'flagged', 'hide_from_home', 'gear_id', 'average_speed', 'max_speed',
    'average_cadence', 'average_temp', 'has_heartrate', 'average_heartrate', 'max_heartrate', 'average_watts', 'max_watts',
    'weighted_average_watts', 'device_watts', 'kilojoules', 'suffer_score', 'has_kudoed',
  ],
  nested: { athlete: META_ATHLETE_SHAPE, map: POLYLINE_MAP_SHAPE },
  positions: ['start_latlng', 'end_latlng'],
};
export const DETAILED_ACTIVITY_SHAPE: Shape = {
  fields: [
    ...SUMMARY_ACTIVITY_SHAPE.fields, 'description', 'calories', 'device_name', 'embed_token', 'gear', 'photos', 'laps',
    'segment_efforts', 'best_efforts', 'splits_metric', 'splits_standard', 'available_zones', 'perceived_exertion',
  ],
  nested: {
    ...SUMMARY_ACTIVITY_SHAPE.nested, gear: SUMMARY_GEAR_SHAPE, photos: PHOTOS_SUMMARY_SHAPE, laps: LAP_SHAPE,
    segment_efforts: SEGMENT_EFFORT_SHAPE, best_efforts: SEGMENT_EFFORT_SHAPE, splits_metric: SPLIT_SHAPE, splits_standard: SPLIT_SHAPE,
  },
  positions: SUMMARY_ACTIVITY_SHAPE.positions ?? [],
};
export const DETAILED_ATHLETE_SHAPE: Shape = {
  fields: [
    ...SUMMARY_ATHLETE_SHAPE.fields, 'username', 'bio', 'weight', 'ftp', 'measurement_preference', 'follower_count',
    'friend_count', 'clubs', 'bikes', 'shoes',
  ],
  nested: { clubs: SUMMARY_CLUB_SHAPE, bikes: SUMMARY_GEAR_SHAPE, shoes: SUMMARY_GEAR_SHAPE },
};
export const ACTIVITY_TOTAL_SHAPE: Shape = { fields: ['count', 'distance', 'moving_time', 'elapsed_time', 'elevation_gain', 'achievement_count'] };
const TOTALS = ['recent', 'ytd', 'all'].flatMap((period) => ['ride', 'run', 'swim'].map((sport) => `${period}_${sport}_totals`));
export const ACTIVITY_STATS_SHAPE: Shape = {
  fields: ['biggest_ride_distance', 'biggest_climb_elevation_gain', ...TOTALS],
  nested: Object.fromEntries(TOTALS.map((key) => [key, ACTIVITY_TOTAL_SHAPE])),
};

/** One line of `test/fixtures/real/MANIFEST.jsonl`: a real API body and where it was recorded. */
export interface RealBody {
  /** The body's file under `test/fixtures/real/`. */
  readonly file: string;
  /** The request it answered, for example `https://www.strava.com/api/v3/activities/1946417534/comments?page_size=2`. */
  readonly uri: string;
  /** The endpoint, with every id written `{id}`: `/activities/{id}/comments`. */
  readonly endpoint: string;
}

/**
 * A body kept in another project as a fixture file rather than recorded from a request:
 * its manifest line has no `uri`, only the file's `path` in that project.
 */
export interface ModelBody {
  /** The body's file under `test/fixtures/real/`. */
  readonly file: string;
  /** Where the other project keeps it: `spec/fixtures/strava/models/split.json`. */
  readonly path: string;
}

interface ManifestLine {
  readonly file: string;
  readonly uri?: string | null;
  readonly path: string;
}

function manifest(): ManifestLine[] {
  return fixtureText('real/MANIFEST.jsonl')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ManifestLine);
}

/** Every real body copied from the corpus that answered a request, as its manifest lists them. */
export function realBodies(): RealBody[] {
  return manifest().flatMap(({ file, uri }) => {
    if (uri == null) return [];
    const path = new URL(uri).pathname.replace(/^\/api\/v3/, '');
    return [{ file, uri, endpoint: path.replace(/\/\d+/g, '/{id}') }];
  });
}

/** Every body copied from another project's fixture files (no request recorded). */
export function modelBodies(): ModelBody[] {
  return manifest().flatMap(({ file, uri, path }) => (uri == null ? [{ file, path }] : []));
}

/** The real bodies of one endpoint. */
export function realBodiesOf(endpoint: string): RealBody[] {
  return realBodies().filter((body) => body.endpoint === endpoint);
}

/** A real body's text. */
export function realText(body: RealBody | string): string {
  return fixtureText(`real/${typeof body === 'string' ? body : body.file}`);
}

/** A real body, decoded with `decodeJSON` (ids beyond 2^53 exact). */
export function realBody(body: RealBody | string): unknown {
  return decodeJSON(realText(body));
}
