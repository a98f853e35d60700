import { describe, expect, it } from 'vitest';
import {
  ActivityComment,
  ActivityPhoto,
  ActivityStats,
  ActivityZone,
  DetailedActivity,
  DetailedAthlete,
  Lap,
  PhotosSummary,
  SegmentEffort,
  Split,
  SummaryActivity,
  SummaryAthlete,
  SummaryClub,
  SummaryGear,
  SummarySegment,
  decodeJSON,
  encodeJSON,
  timeZoneName,
  toInstant,
  utcOffsetSeconds,
  zonedStartDate,
} from '../../src/index.js';
import {
  ACTIVITY_COMMENT_SHAPE,
  ACTIVITY_PHOTO_SHAPE,
  ACTIVITY_STATS_SHAPE,
  ACTIVITY_ZONE_SHAPE,
  DETAILED_ACTIVITY_SHAPE,
  DETAILED_ATHLETE_SHAPE,
  LAP_SHAPE,
  PHOTOS_SUMMARY_SHAPE,
  SEGMENT_EFFORT_SHAPE,
  SPLIT_SHAPE,
  SUMMARY_ACTIVITY_SHAPE,
  SUMMARY_ATHLETE_SHAPE,
  SUMMARY_CLUB_SHAPE,
  SUMMARY_GEAR_SHAPE,
  SUMMARY_SEGMENT_SHAPE,
  modelBodies,
  realBodies,
  realBody,
  realText,
  wireForm,
  type Shape,
} from '../helpers/fixtures.js';

type Json = Record<string, unknown>;

/** A record class as this test uses it. */
interface RecordClass {
  parse(value: unknown): { toJSON(): Json };
  parseMany(values: unknown): { toJSON(): Json }[];
}

/** A body read as records: one record, or a list of them. */
interface Part {
  readonly value: unknown;
  readonly type: RecordClass;
  readonly shape: Shape;
  readonly many: boolean;
}

const list = (type: RecordClass, shape: Shape) => (body: unknown): Part => ({ value: body, type, shape, many: true });
const one = (type: RecordClass, shape: Shape) => (body: unknown): Part => ({ value: body, type, shape, many: false });
const summaryActivities = list(SummaryActivity, SUMMARY_ACTIVITY_SHAPE);
const detailedActivity = one(DetailedActivity, DETAILED_ACTIVITY_SHAPE);
const detailedAthlete = one(DetailedAthlete, DETAILED_ATHLETE_SHAPE);

/** An activity kept as a fixture file: in detail (`resource_state` 3, with laps and efforts) or as a list shows it. */
function activityByState(body: unknown): Part {
  return (body as Json).resource_state === 3 ? detailedActivity(body) : one(SummaryActivity, SUMMARY_ACTIVITY_SHAPE)(body);
}

/** Which records each endpoint's body is, as docs/graph-and-accessors.md's table says. */
const PARTS_BY_ENDPOINT: Record<string, (body: unknown) => Part> = {
  '/athlete': detailedAthlete,
  '/athletes/{id}': detailedAthlete,
  '/athlete/activities': summaryActivities,
  '/athletes/{id}/activities': summaryActivities,
  '/clubs/{id}/activities': summaryActivities,
  '/activities/{id}': detailedActivity,
  '/activities/{id}/laps': list(Lap, LAP_SHAPE),
  '/activities/{id}/comments': list(ActivityComment, ACTIVITY_COMMENT_SHAPE),
  '/activities/{id}/kudos': list(SummaryAthlete, SUMMARY_ATHLETE_SHAPE),
  '/activities/{id}/zones': list(ActivityZone, ACTIVITY_ZONE_SHAPE),
  '/activities/{id}/photos': list(ActivityPhoto, ACTIVITY_PHOTO_SHAPE),
  '/athletes/{id}/stats': one(ActivityStats, ACTIVITY_STATS_SHAPE),
  '/segment_efforts/{id}': one(SegmentEffort, SEGMENT_EFFORT_SHAPE),
  '/segments/{id}/all_efforts': list(SegmentEffort, SEGMENT_EFFORT_SHAPE),
  '/athletes/{id}/koms': list(SegmentEffort, SEGMENT_EFFORT_SHAPE),
  '/segments/{id}': one(SummarySegment, SUMMARY_SEGMENT_SHAPE),
  '/segments/starred': list(SummarySegment, SUMMARY_SEGMENT_SHAPE),
  '/athletes/{id}/segments/starred': list(SummarySegment, SUMMARY_SEGMENT_SHAPE),
};

/** Which records each fixture file kept by another project is, by its path there. */
const PARTS_BY_MODEL_PATH: Record<string, (body: unknown) => Part> = {
  'spec/fixtures/strava/activities/ride.json': activityByState,
  'spec/fixtures/strava/activities/run.json': activityByState,
  'spec/fixtures/strava/activities/swim.json': activityByState,
  'spec/fixtures/strava/models/activities/ride.json': activityByState,
  'spec/fixtures/strava/models/activities/run.json': activityByState,
  'spec/fixtures/strava/models/activities/swim.json': activityByState,
  'spec/fixtures/strava/models/detailed_activities/ride.json': detailedActivity,
  'spec/fixtures/strava/models/detailed_activities/run.json': detailedActivity,
  'spec/fixtures/strava/models/summary_activity.json': activityByState,
  'spec/fabricators/activity.json': activityByState,
  'spec/fabricators/ride_activity.json': activityByState,
  'spec/fabricators/swim_activity.json': activityByState,
  'tests/data/activity.json': detailedActivity,
  'cassettes/activity_get.body': detailedActivity,
  'server/example.js': list(DetailedActivity, DETAILED_ACTIVITY_SHAPE),
  'Strava/formentor.js': list(DetailedActivity, DETAILED_ACTIVITY_SHAPE),
  'spec/fixtures/strava/models/athlete.json': detailedAthlete,
  'spec/fixtures/strava/models/detailed_athlete.json': detailedAthlete,
  'spec/fixtures/strava/models/split.json': one(Split, SPLIT_SHAPE),
  'spec/fixtures/strava/models/summary_club.json': one(SummaryClub, SUMMARY_CLUB_SHAPE),
  'spec/fixtures/strava/models/detailed_club.json': one(SummaryClub, SUMMARY_CLUB_SHAPE),
  'spec/fixtures/strava/models/summary_gear.json': one(SummaryGear, SUMMARY_GEAR_SHAPE),
  'spec/fixtures/strava/models/detailed_gear/bike.json': one(SummaryGear, SUMMARY_GEAR_SHAPE),
  'spec/fixtures/strava/models/detailed_gear/shoe.json': one(SummaryGear, SUMMARY_GEAR_SHAPE),
  'spec/fixtures/strava/models/photos_summary.json': one(PhotosSummary, PHOTOS_SUMMARY_SHAPE),
};

function partOf(file: string, kind: string, parts: Record<string, (body: unknown) => Part>): Part {
  const part = parts[kind];
  if (part === undefined) throw new Error(`${file}: no record is known for ${kind}`);
  return part(realBody(file));
}

/**
 * The paths of every object reachable from `value` through own properties that is not
 * frozen: a record, its nested records, arrays, maps and extras.
 */
function unfrozenPaths(value: unknown, path = '$', seen = new Set<object>()): string[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const paths = Object.isFrozen(value) ? [] : [path];
  for (const key of Object.keys(value)) paths.push(...unfrozenPaths((value as Record<string, unknown>)[key], `${path}.${key}`, seen));
  return paths;
}

const bodies = realBodies().map((body) => [body.file, body.endpoint] as const);
const models = modelBodies().map((body) => [body.file, body.path] as const);
const itemsOf = (endpoint: string) => realBodies().filter((body) => body.endpoint === endpoint).map((body) => realBody(body) as unknown[]);

/** Every activity of the real bodies, as records: list items, detailed activities, and those kept as fixture files. */
function realActivities(): (SummaryActivity | DetailedActivity)[] {
  const activities: (SummaryActivity | DetailedActivity)[] = [];
  for (const [file, endpoint] of bodies) {
    if (endpoint === '/activities/{id}') activities.push(DetailedActivity.parse(realBody(file)));
    if (endpoint.endsWith('/activities') && endpoint !== '/activities') activities.push(...SummaryActivity.parseMany(realBody(file)));
  }
  for (const [file, path] of models) {
    const part = partOf(file, path, PARTS_BY_MODEL_PATH);
    if (part.type === DetailedActivity || part.type === SummaryActivity) {
      const records = part.many ? part.type.parseMany(part.value) : [part.type.parse(part.value)];
      activities.push(...(records as (SummaryActivity | DetailedActivity)[]));
    }
  }
  return activities;
}

/**
 * The paths of spec fields that a record (or a nested one, as `shape` nests them) left in
 * its `extra` rather than reading them: a round trip alone would not notice.
 */
function specFieldsInExtra(record: unknown, shape: Shape, path = '$'): string[] {
  if (Array.isArray(record)) return record.flatMap((item: unknown, index) => specFieldsInExtra(item, shape, `${path}[${index}]`));
  if (typeof record !== 'object' || record === null) return [];
  const { extra } = record as { extra: Json };
  const misplaced = shape.fields.filter((field) => Object.hasOwn(extra, field)).map((field) => `${path}.extra.${field}`);
  for (const [key, nested] of Object.entries(shape.nested ?? {})) {
    misplaced.push(...specFieldsInExtra((record as Json)[key], nested, `${path}.${key}`));
  }
  return misplaced;
}

/** Checks that `part` is accepted, reads every spec field, and is written back exactly, through text both ways, and frozen throughout. */
function expectExactRoundTrip(part: Part): void {
  const records = part.many ? part.type.parseMany(part.value) : [part.type.parse(part.value)];
  expect(specFieldsInExtra(records, part.shape)).toEqual([]);
  const written = records.map((record) => record.toJSON());
  const expected = part.many ? wireForm(part.value, part.shape) : [wireForm(part.value, part.shape)];
  expect(written).toStrictEqual(expected);
  // Through text both ways, as DESIGN's round trip goes: -0.0 in real bodies stays -0, ids beyond 2^53 stay bigints.
  expect(decodeJSON(encodeJSON(written))).toStrictEqual(expected);
  for (const record of records) expect(unfrozenPaths(record)).toEqual([]);
}

describe('every real body of the record graph\'s endpoints', () => {
  it('covers each endpoint the graph reads, in the numbers the corpus holds', () => {
    const counts = new Map<string, number>();
    for (const [, endpoint] of bodies) counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(Object.keys(PARTS_BY_ENDPOINT).sort());
    expect(counts.get('/activities/{id}')).toBe(23);
    expect(counts.get('/athlete/activities')).toBe(67);
    expect(counts.get('/clubs/{id}/activities')).toBe(11);
    expect(counts.get('/athletes/{id}/activities')).toBe(1);
    expect(counts.get('/athlete')).toBe(6);
    expect(counts.get('/athletes/{id}')).toBe(2);
    expect(counts.get('/activities/{id}/comments')).toBeGreaterThanOrEqual(10);
    const listItems = ['/athlete/activities', '/clubs/{id}/activities', '/athletes/{id}/activities'].flatMap(itemsOf).flat();
    expect(listItems).toHaveLength(2556);
  });

  it('covers each fixture file of those shapes kept by other projects', () => {
    expect([...new Set(models.map(([, path]) => path))].sort()).toEqual(Object.keys(PARTS_BY_MODEL_PATH).sort());
    expect(models).toHaveLength(29);
  });

  it.each(bodies)('%s (%s) is accepted and written back exactly', (file, endpoint) => {
    expectExactRoundTrip(partOf(file, endpoint, PARTS_BY_ENDPOINT));
  });

  it.each(models)('%s (%s, a fixture file) is accepted and written back exactly', (file, path) => {
    expectExactRoundTrip(partOf(file, path, PARTS_BY_MODEL_PATH));
  });
});

describe('local time in real activities', () => {
  const activities = realActivities();

  it('utcOffsetSeconds equals utc_offset on every activity that carries one', () => {
    const carrying = activities.filter((activity) => activity.utc_offset !== null);
    expect(carrying.length).toBeGreaterThan(2300);
    for (const activity of carrying) expect(utcOffsetSeconds(activity), String(activity.id)).toBe(activity.utc_offset);
  });

  it('zonedStartDate names the instant of start_date, on the athlete\'s clock', () => {
    const dated = activities.filter((activity) => activity.start_date !== null && activity.start_date_local !== null);
    expect(dated.length).toBeGreaterThan(2300);
    for (const activity of dated) {
      const zoned = zonedStartDate(activity) ?? '';
      expect(new Date(zoned).getTime(), zoned).toBe(toInstant(activity.start_date)?.getTime());
      expect(zoned.slice(0, 19)).toBe(activity.start_date_local?.slice(0, 19));
    }
  });

  it('timeZoneName gives a zone whose offset at the start is the activity\'s, where the bracket often is not', () => {
    const zoned = activities.filter((activity) => activity.timezone !== null && activity.utc_offset !== null && activity.start_date !== null);
    let bracketWrong = 0;
    for (const activity of zoned) {
      const name = timeZoneName(activity) ?? '';
      const instant = toInstant(activity.start_date) ?? new Date(Number.NaN);
      const parts = new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' }).formatToParts(instant);
      const offset = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(parts.find((part) => part.type === 'timeZoneName')?.value ?? '');
      const seconds = offset?.[1] === undefined ? 0 : (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 3600 + Number(offset[3]) * 60);
      expect(seconds, `${String(activity.id)} ${name}`).toBe(activity.utc_offset);
      if (!activity.timezone?.includes(`GMT${offset?.[1] ?? '+'}${offset?.[2] ?? '00'}:${offset?.[3] ?? '00'}`)) bracketWrong += 1;
    }
    expect(zoned.length).toBeGreaterThan(2300);
    expect(bracketWrong).toBeGreaterThan(100);
  });
});

describe('ids beyond 2^53 in real bodies', () => {
  it('stay exact in the efforts of a detailed activity', () => {
    const file = 'strava-ruby-client/activity_ride__0__activities_3958491750__d3bc42dc058ca162.json';
    const text = realText(file);
    const efforts = SegmentEffort.parseMany((realBody(file) as Json).segment_efforts);
    const beyond = efforts.filter((effort) => typeof effort.id === 'bigint');
    expect(beyond.length).toBeGreaterThan(10);
    for (const effort of beyond) {
      expect(effort.id).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
      expect(text).toContain(`"id":${String(effort.id)},`);
    }
  });

  it('stay exact however long, as in an activity recorded with an id of 30 digits', () => {
    const file = 'strava-ruby-client/activity_with_fake_id__0__activities_194641753419464175341946417534__70c3287d96d4a558.json';
    const [effort] = SegmentEffort.parseMany((realBody(file) as Json).segment_efforts);
    expect(effort?.activity?.id).toBe(194641753419464175341946417534n);
  });

  it('are rejected, naming decodeJSON, when the body was decoded with JSON.parse', () => {
    const file = 'strava-ruby-client/activity_ride__0__activities_3958491750__d3bc42dc058ca162.json';
    const rounded = (JSON.parse(realText(file)) as Json).segment_efforts;
    expect(() => SegmentEffort.parseMany(rounded)).toThrow(/\[0\]\.id: expected integer.*decodeJSON\(text\)/);
  });
});
