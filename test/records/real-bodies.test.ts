import { describe, expect, it } from 'vitest';
import {
  ActivityComment,
  ActivityPhoto,
  ActivityStats,
  ActivityZone,
  Lap,
  SegmentEffort,
  SummaryAthlete,
  SummarySegment,
  decodeJSON,
  encodeJSON,
} from '../../src/index.js';
import {
  ACTIVITY_COMMENT_SHAPE,
  ACTIVITY_PHOTO_SHAPE,
  ACTIVITY_STATS_SHAPE,
  ACTIVITY_ZONE_SHAPE,
  LAP_SHAPE,
  SEGMENT_EFFORT_SHAPE,
  SUMMARY_ATHLETE_SHAPE,
  SUMMARY_SEGMENT_SHAPE,
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

/** A part of a body that is read as records: the body itself, or a list inside it. */
interface Part {
  readonly label: string;
  readonly value: unknown;
  readonly type: RecordClass;
  readonly shape: Shape;
  readonly many: boolean;
}

const list = (type: RecordClass, shape: Shape) => (body: unknown): Part[] => [{ label: 'body', value: body, type, shape, many: true }];
const one = (type: RecordClass, shape: Shape) => (body: unknown): Part[] => [{ label: 'body', value: body, type, shape, many: false }];

/** A detailed activity: its segment efforts and best efforts are `SegmentEffort`s, its laps `Lap`s. */
function detailedActivity(body: unknown): Part[] {
  const activity = body as Json;
  const parts: Part[] = [];
  for (const key of ['segment_efforts', 'best_efforts']) {
    if (activity[key] != null) parts.push({ label: key, value: activity[key], type: SegmentEffort, shape: SEGMENT_EFFORT_SHAPE, many: true });
  }
  if (activity.laps != null) parts.push({ label: 'laps', value: activity.laps, type: Lap, shape: LAP_SHAPE, many: true });
  return parts;
}

/** Which records each endpoint's body is, as docs/graph-and-accessors.md's table says. */
const PARTS_BY_ENDPOINT: Record<string, (body: unknown) => Part[]> = {
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

function partsOf(file: string, endpoint: string): Part[] {
  const parts = PARTS_BY_ENDPOINT[endpoint];
  if (parts === undefined) throw new Error(`${file}: no record is known for ${endpoint}`);
  return parts(realBody(file));
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

describe('every real body of the record graph\'s endpoints', () => {
  it('covers each endpoint the graph reads, several bodies for most', () => {
    const counts = new Map<string, number>();
    for (const [, endpoint] of bodies) counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(Object.keys(PARTS_BY_ENDPOINT).sort());
    expect(counts.get('/activities/{id}')).toBeGreaterThanOrEqual(20);
    expect(counts.get('/activities/{id}/comments')).toBeGreaterThanOrEqual(10);
  });

  it.each(bodies)('%s (%s) is accepted and written back exactly', (file, endpoint) => {
    const parts = partsOf(file, endpoint);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      const records = part.many ? part.type.parseMany(part.value) : [part.type.parse(part.value)];
      const written = records.map((record) => record.toJSON());
      const expected = part.many ? wireForm(part.value, part.shape) : [wireForm(part.value, part.shape)];
      expect(written, part.label).toStrictEqual(expected);
      // Through text both ways, as DESIGN's round trip goes: -0.0 in real bodies stays -0.
      expect(decodeJSON(encodeJSON(written)), part.label).toStrictEqual(expected);
      for (const record of records) expect(unfrozenPaths(record), part.label).toEqual([]);
    }
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
