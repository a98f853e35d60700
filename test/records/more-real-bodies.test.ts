import { expect, it } from 'vitest';
import {
  ClubActivity,
  ClubAthlete,
  DetailedClub,
  DetailedGear,
  DetailedSegment,
  ExplorerResponse,
  ExplorerSegment,
  ParseError,
  Route,
  SegmentEffort,
  SummaryClub,
  SummaryGear,
  SummarySegment,
  SummarySegmentEffort,
  decodeJSON,
  encodeJSON,
  type DataRecord,
  type Issue,
} from '../../src/index.js';
import { describeShared, FIXTURE_SETS, hasSharedFixtures, sharedBodies, sharedBody, type SharedBody } from '../helpers/shared-fixtures.js';

/**
 * Every real body in `../shared/fixtures/` of the endpoints whose records `spec/more-records.md`
 * specifies (segments, explore, efforts on a segment, routes, clubs, members, club activities,
 * gear), read by its record: none refused but those an app edited into an invalid value (named
 * below, with the value), ids exact, written back exactly (through JSON text both ways),
 * unknown keys kept exactly, every record frozen. Tier B bodies (an app's stored copy) are
 * read for their shapes: they too must not be refused unless edited so.
 */

type Json = Record<string, unknown>;

/** A record class as this test reads bodies with it. */
interface RecordClass {
  safeParse(value: unknown): { success: true; data: DataRecord } | { success: false; error: ParseError };
}

/** What a body is: one record, or a list of them. */
interface Part {
  readonly type: RecordClass;
  readonly many: boolean;
}

const one = (type: RecordClass): Part => ({ type, many: false });
const list = (type: RecordClass): Part => ({ type, many: true });

/** The record of each endpoint's body, by the endpoint as the manifests give it (a recorded path, or the manifest's words). */
const PARTS_BY_ENDPOINT: Readonly<Record<string, Part>> = {
  '/segments/{id}': one(DetailedSegment),
  'GET /segments/{id}': one(DetailedSegment),
  '/segments/starred': list(SummarySegment),
  '/athletes/{id}/segments/starred': list(SummarySegment),
  '/segments/explore': one(ExplorerResponse),
  'GET /segments/explore': one(ExplorerResponse),
  '/segments/{id}/all_efforts': list(SegmentEffort),
  'GET /segments/{id}/all_efforts': list(SegmentEffort),
  '/athletes/{id}/koms': list(SegmentEffort),
  '/segment_efforts/{id}': one(SegmentEffort),
  '/routes/{id}': one(Route),
  'GET /routes/{id}': one(Route),
  'route reference (state 1) inside a group event': one(Route),
  '/athletes/{id}/routes': list(Route),
  'GET /athletes/{id}/routes': list(Route),
  '/clubs/{id}': one(DetailedClub),
  'GET /clubs/{id}': one(DetailedClub),
  '/clubs/{id}/members': list(ClubAthlete),
  '/clubs/{id}/activities': list(ClubActivity),
  'GET /clubs/{id}/activities': list(ClubActivity),
  'one item of GET /clubs/{id}/activities': one(ClubActivity),
  'GET /athlete/clubs': list(SummaryClub),
  'one item of GET /athlete/clubs': one(SummaryClub),
  'club reference (state 1) inside GET /clubs/{id}/group_events': one(SummaryClub),
};

/** The record of each model file kept by another project (no request recorded), by its path there. */
const PARTS_BY_MODEL_PATH: Readonly<Record<string, Part>> = {
  'spec/fixtures/strava/models/detailed_segment.json': one(DetailedSegment),
  'spec/fixtures/strava/models/summary_segment.json': one(SummarySegment),
  'spec/fixtures/strava/models/explorer_segment.json': one(ExplorerSegment),
  'spec/fixtures/strava/models/detailed_segment_effort.json': one(SegmentEffort),
  'spec/fixtures/strava/models/athlete_segment_stats.json': one(SummarySegmentEffort),
  'spec/fixtures/strava/models/route.json': one(Route),
  'spec/fixtures/strava/models/detailed_club.json': one(DetailedClub),
  'spec/fixtures/strava/models/summary_club.json': one(SummaryClub),
  'spec/fixtures/strava/models/detailed_gear/bike.json': one(DetailedGear),
  'spec/fixtures/strava/models/detailed_gear/shoe.json': one(DetailedGear),
  'spec/fixtures/strava/models/summary_gear.json': one(SummaryGear),
};

/**
 * The bodies an app edited into a value the API never sends, by file, with the issue that
 * names it: the strava-club-events app wrote route ids as strings (its manifest says so).
 */
const EDITED: Readonly<Record<string, string>> = {
  'strava-club-events/route_3465434395661532938_state_3_exampl__a075d859__0__31d44ffac4f0.json': 'id: expected integer, received "3465434395661532938"',
  'strava-club-events/route_3465434395661532938_state_1_exampl__a075d859__0__49b1a3edfa49.json': 'id: expected integer, received "3465434395661532938"',
};

function partOf(body: SharedBody): Part | undefined {
  return (body.endpoint === null ? undefined : PARTS_BY_ENDPOINT[body.endpoint]) ?? PARTS_BY_MODEL_PATH[body.path];
}

const bodies = hasSharedFixtures ? FIXTURE_SETS.flatMap(sharedBodies).filter((body) => partOf(body) !== undefined) : [];

/** What a part's records are, or the ParseError that refused them. */
function read(body: SharedBody): { records: DataRecord[]; value: unknown } | ParseError {
  const part = partOf(body);
  if (part === undefined) throw new Error(`${body.file}: no record is known for it`);
  const value = sharedBody(body);
  const items = part.many ? (value as unknown[]) : [value];
  const records: DataRecord[] = [];
  const issues: Issue[] = [];
  for (const [index, item] of items.entries()) {
    const result = part.type.safeParse(item);
    if (result.success) records.push(result.data);
    else issues.push(...result.error.issues.map((issue) => ({ ...issue, path: part.many ? [index, ...issue.path] : issue.path })));
  }
  const [first, ...rest] = issues;
  return first === undefined ? { records, value: part.many ? value : [value] } : new ParseError([first, ...rest]);
}

const isRecord = (value: unknown): value is DataRecord & Json =>
  typeof value === 'object' && value !== null && 'toJSON' in value && 'extra' in value && Object.hasOwn(value, 'extra');

/**
 * What `record`, read from `input`, must write back: `input` less the spec fields the record
 * holds as null (null, or a position given as `[]`), nested records likewise; every other key
 * as it came.
 */
function wireForm(input: unknown, record: unknown): unknown {
  if (Array.isArray(record)) return (input as unknown[]).map((item, index) => wireForm(item, record[index]));
  if (!isRecord(record)) return input;
  const wire: Json = {};
  for (const [key, value] of Object.entries(input as Json)) {
    const isField = key !== 'extra' && Object.hasOwn(record, key);
    if (isField && (value === null || record[key] === null)) continue;
    Object.defineProperty(wire, key, { value: isField ? wireForm(value, record[key]) : value, enumerable: true, writable: true, configurable: true });
  }
  return wire;
}

/**
 * Where a record (or a nested one) keeps in `extra` other keys than the input's that it does
 * not read. A key read under the API's other name for a field (`SummarySegmentEffort`'s
 * `activity_id`) is one `toJSON()` writes back and `extra` does not hold.
 */
function extraMismatches(input: unknown, record: unknown, path = '$'): string[] {
  if (Array.isArray(record)) return record.flatMap((item: unknown, index) => extraMismatches((input as unknown[])[index], item, `${path}[${index}]`));
  if (!isRecord(record)) return [];
  const json = record.toJSON();
  const readUnderOtherName = (key: string) => Object.hasOwn(json, key) && !Object.hasOwn(record.extra, key) && !Object.hasOwn(record, key);
  const unread = Object.keys(input as Json).filter((key) => key === 'extra' || (!Object.hasOwn(record, key) && !readUnderOtherName(key)));
  const mismatches = encodeJSON(Object.keys(record.extra)) === encodeJSON(unread) ? [] : [`${path}.extra`];
  for (const key of Object.keys(record)) {
    if (key !== 'extra') mismatches.push(...extraMismatches((input as Json)[key], record[key], `${path}.${key}`));
  }
  return mismatches;
}

/** The paths of every object reachable from `value` through own properties that is not frozen. */
function unfrozenPaths(value: unknown, path = '$', seen = new Set<object>()): string[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const paths = Object.isFrozen(value) ? [] : [path];
  for (const key of Object.keys(value)) paths.push(...unfrozenPaths((value as Json)[key], `${path}.${key}`, seen));
  return paths;
}

describeShared('every real body of the reads of spec/more-records.md', () => {
  it('covers each endpoint in the numbers the corpus holds', () => {
    const counts: Json = {};
    for (const body of bodies) {
      const key = body.endpoint ?? body.path;
      counts[key] = ((counts[key] as number | undefined) ?? 0) + 1;
    }
    expect(counts).toEqual({
      '/segments/{id}': 9,
      'GET /segments/{id}': 4,
      '/segments/starred': 5,
      '/athletes/{id}/segments/starred': 1,
      '/segments/explore': 1,
      'GET /segments/explore': 2,
      '/segments/{id}/all_efforts': 11,
      'GET /segments/{id}/all_efforts': 1,
      '/athletes/{id}/koms': 2,
      '/segment_efforts/{id}': 9,
      '/routes/{id}': 1,
      'GET /routes/{id}': 4,
      'route reference (state 1) inside a group event': 1,
      '/athletes/{id}/routes': 1,
      'GET /athletes/{id}/routes': 1,
      '/clubs/{id}': 2,
      'GET /clubs/{id}': 3,
      '/clubs/{id}/members': 4,
      '/clubs/{id}/activities': 12,
      'GET /clubs/{id}/activities': 2,
      'one item of GET /clubs/{id}/activities': 1,
      'GET /athlete/clubs': 1,
      'one item of GET /athlete/clubs': 1,
      'club reference (state 1) inside GET /clubs/{id}/group_events': 1,
      ...Object.fromEntries(Object.keys(PARTS_BY_MODEL_PATH).map((path) => [path, path.endsWith('detailed_segment_effort.json') ? 2 : 1])),
    });
  });

  it('refuses only the bodies an app edited into a value the API never sends, naming it', () => {
    const refused = Object.fromEntries(bodies.flatMap((body) => {
      const result = read(body);
      return result instanceof ParseError ? [[body.file, result.message]] : [];
    }));
    expect(refused).toEqual(EDITED);
  });

  it.each(bodies.filter((body) => !Object.hasOwn(EDITED, body.file)).map((body) => [body.file, body.endpoint ?? body.path, body] as const))(
    '%s (%s) is read, written back exactly, its unknown keys kept exactly, frozen',
    (_file, _endpoint, body) => {
      const result = read(body);
      if (result instanceof ParseError) throw result;
      const { records, value } = result;
      const written = records.map((record) => record.toJSON());
      const expected = wireForm(value, records);
      expect(written).toStrictEqual(expected);
      // Through text both ways, as DESIGN's round trip goes: ids beyond 2^53 stay bigints.
      expect(decodeJSON(encodeJSON(written))).toStrictEqual(expected);
      expect(extraMismatches(value, records)).toEqual([]);
      for (const record of records) expect(unfrozenPaths(record)).toEqual([]);
    },
  );

  it('reads every route\'s id exactly, as the id_str beside it writes it', () => {
    const routes = bodies.filter((body) => partOf(body)?.type === Route && !Object.hasOwn(EDITED, body.file)).flatMap((body) => {
      const result = read(body);
      if (result instanceof ParseError) throw result;
      return result.records.filter((record) => record instanceof Route);
    });
    const withText = routes.filter((route) => route.id_str !== null);
    expect(withText.length).toBeGreaterThanOrEqual(3);
    for (const route of withText) expect(String(route.id)).toBe(route.id_str);
  });
});
