import { apiText, createDataset, type Body, type Dataset } from '../../bench/dataset.mjs';

/**
 * The span of the generated data that tests needing a body in every clone read: a month of
 * one athlete's activities (seed 1, March 2024: runs with laps, splits and best efforts,
 * rides with and without power, pool swims, a walk, manual entries, comments, kudos and
 * photos). Real bodies are read from ../shared/fixtures/ (shared-fixtures.ts).
 */
export const TEST_SPAN = { seed: 1, from: '2024-03-01', until: '2024-03-31' } as const;

let data: Dataset | undefined;

/** The generated data set of TEST_SPAN, made once a test file asks for it. */
export function testData(): Dataset {
  return (data ??= createDataset(TEST_SPAN));
}

/** In the test data: a long run of 21.2 km, 22 laps, splits, best efforts and segment efforts, two comments. */
export const TEST_RUN = 8200137494;
/** In the test data: a ride of 47.5 km with a power meter, segment efforts (ids past 2^53), six comments, a photo. */
export const TEST_RIDE = 8200105195;
/** In the test data: a pool swim of 107 lengths, a lap each. */
export const TEST_SWIM = 8200058386;
/** In the test data: a manual entry (yoga): no streams, no laps. */
export const TEST_MANUAL = 8200080679;

/**
 * What `GET /segments/explore` would answer around the test data's segments, which the
 * data set does not make: the first ten, under the explorer's names (`avg_grade`,
 * `elev_difference`, `points` for the line, the climb category as riders label it).
 */
export function testExploreAnswer(): Body {
  const labels = ['NC', '4', '3', '2', '1', 'HC'];
  const segments = testData().segmentIndex().slice(0, 10).map(({ id }) => {
    const segment = testBody(testData().segment(id), `segment ${id}`) as Body & { climb_category: number; elevation_high: number; elevation_low: number; map: Body };
    return {
      id: segment.id,
      resource_state: 2,
      name: segment.name,
      climb_category: segment.climb_category,
      climb_category_desc: labels[segment.climb_category],
      avg_grade: segment.average_grade,
      start_latlng: segment.start_latlng,
      end_latlng: segment.end_latlng,
      elev_difference: Math.round((segment.elevation_high - segment.elevation_low) * 10) / 10,
      distance: segment.distance,
      points: segment.map.polyline,
      starred: segment.starred,
    };
  });
  return { segments };
}

/** A body of the test data, or a test fails saying which it lacks. */
export function testBody<T>(body: T | null, what: string): T {
  if (body === null) throw new Error(`the test data has no ${what}`);
  return body;
}

/** A generated body as the API's JSON text: compact, ids past 2^53 exact, whole floats as `12.0`. */
export function testText(body: unknown): string {
  return apiText(body);
}

type Json = Body;

/**
 * A laps body as text, written by hand: one lap of a ride with every field of the spec but
 * `pace_zone`, and ids past 2^53 (`JSON.parse` reads 9007199254740993 as …992 and
 * 9007199254740995 and …997 as …996), for the tests of reading text exactly.
 */
export const BIG_ID_LAPS_TEXT = `[
  {
    "id": 9007199254740993,
    "resource_state": 2,
    "name": "Lap 1",
    "activity": { "id": 9007199254740995, "resource_state": 1 },
    "athlete": { "id": 9007199254740997, "resource_state": 1 },
    "elapsed_time": 1802,
    "moving_time": 1745,
    "start_date": "2024-03-20T17:35:07Z",
    "start_date_local": "2024-03-20T11:35:07Z",
    "distance": 15003.4,
    "start_index": 0,
    "end_index": 1790,
    "total_elevation_gain": 112,
    "average_speed": 8.598,
    "max_speed": 13.2,
    "average_cadence": 86,
    "device_watts": true,
    "average_watts": 181.4,
    "average_heartrate": 143.8,
    "max_heartrate": 161.0,
    "lap_index": 1,
    "split": 1
  }
]
`;

/** Every lap object of the test data's run and ride (their laps, and the laps of their details), with where it came from. */
export function testLaps(): [string, Json][] {
  return [TEST_RUN, TEST_RIDE].flatMap((id) => [
    ...testBody(testData().laps(id), 'laps').map((lap, i): [string, Json] => [`laps of ${id} [${i}]`, lap]),
    ...(testBody(testData().activity(id), 'activity').laps as Json[]).map((lap, i): [string, Json] => [`${id}.laps[${i}]`, lap]),
  ]);
}

/** Every segment effort and best effort object of the test data's run and ride, with where it came from. */
export function testEfforts(): [string, Json][] {
  return [TEST_RUN, TEST_RIDE].flatMap((id) => {
    const detail = testBody(testData().activity(id), 'activity');
    return ['segment_efforts', 'best_efforts'].flatMap((key) => ((detail[key] ?? []) as Json[]).map((effort, i): [string, Json] => [`${id}.${key}[${i}]`, effort]));
  });
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
    'average_heartrate', 'max_heartrate', 'segment', 'kom_rank', 'pr_rank', 'is_kom', 'hidden', 'athlete_segment_stats',
  ],
  nested: { activity: META_ACTIVITY_SHAPE, athlete: META_ATHLETE_SHAPE, segment: SUMMARY_SEGMENT_SHAPE, athlete_segment_stats: SUMMARY_SEGMENT_EFFORT_SHAPE },
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
