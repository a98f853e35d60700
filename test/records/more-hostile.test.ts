import { afterAll, describe, expect, it } from 'vitest';
import {
  ClubActivity,
  ClubAthlete,
  DetailedClub,
  DetailedGear,
  DetailedSegment,
  ExplorerResponse,
  ExplorerSegment,
  Fault,
  FaultError,
  HeartRateZoneRanges,
  ParseError,
  PowerZoneRanges,
  Route,
  Upload,
  Waypoint,
  ZoneRange,
  Zones,
  decodeJSON,
} from '../../src/index.js';
import { isolatedLibrary, type IsolatedLibrary } from '../helpers/isolated-run.js';

/** A record class as this test reads with it. */
interface RecordClass {
  readonly name: string;
  parse(value: unknown): { readonly extra: Readonly<Record<string, unknown>>; toJSON(): unknown };
  safeParse(value: unknown): { readonly success: boolean };
  parseMany(values: unknown): unknown[];
}

/** Every record class of the reads, with a field each that holds nested records (where it has one). */
const CLASSES: readonly (readonly [RecordClass, string | null])[] = [
  [DetailedSegment, 'map'], [ExplorerResponse, 'segments'], [ExplorerSegment, null], [Route, 'segments'], [Waypoint, null],
  [DetailedClub, null], [ClubAthlete, null], [ClubActivity, 'athlete'], [DetailedGear, null], [Zones, 'heart_rate'],
  [HeartRateZoneRanges, 'zones'], [PowerZoneRanges, 'zones'], [ZoneRange, null], [Fault, 'errors'], [FaultError, null], [Upload, null],
];

let library: IsolatedLibrary | undefined;

afterAll(() => {
  library?.dispose();
});

/**
 * Runs `code` in a child process against the library bundled from source, with a time and
 * memory limit, so that a regression to quadratic or exponential time or memory fails the
 * test instead of taking the run down. No time is asserted. The code prints its result as
 * JSON with `report(value)`.
 */
async function inChild(code: string): Promise<unknown> {
  library ??= await isolatedLibrary();
  const result = library.run(`const report = (value) => console.log(JSON.stringify(value));\n${code}`, {
    timeLimit: 30_000,
    nodeOptions: ['--max-old-space-size=256'],
  });
  if (result.timedOut || result.status !== 0) {
    throw new Error(`child failed (${result.timedOut ? 'killed at the time limit' : String(result.status)}): ${result.stderr.slice(0, 500)}`);
  }
  return JSON.parse(result.stdout) as unknown;
}

const CHILD_TIMEOUT = 60_000;

describe('hostile input to the records of every read', () => {
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  const throwing = new Proxy({}, { ownKeys: () => { throw new Error('ownKeys'); }, get: () => { throw new Error('get'); } });

  it.each(CLASSES.map(([type, nested]) => [type.name, type, nested] as const))('%s throws nothing but ParseError, whatever the input does', (_name, type, nested) => {
    const inputs: unknown[] = [revoked(), throwing, { x: revoked() }, Object.defineProperty({}, 'id', { get: () => { throw new Error('id'); }, enumerable: true })];
    if (nested !== null) inputs.push({ [nested]: revoked() }, { [nested]: [throwing] });
    for (const input of inputs) {
      expect(() => type.parse(input)).toThrow(ParseError);
      expect(type.safeParse(input).success).toBe(false);
      expect(() => type.parseMany([input])).toThrow(ParseError);
    }
  });

  it.each(CLASSES.map(([type]) => [type.name, type] as const))('%s keeps __proto__, constructor and prototype keys as data, and pollutes nothing', (_name, type) => {
    const input = decodeJSON('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "prototype": [1]}') as Record<string, unknown>;
    const record = type.parse(input);
    expect(Object.keys(record.extra)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(record.toJSON()).toEqual(input);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads a route of 100,000 segments and 100,000 waypoints, and finds the one bad position among them by index', { timeout: CHILD_TIMEOUT }, async () => {
    const result = await inChild(`
      const segments = Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: 'S' + i, start_latlng: [40 + i / 1e6, -73], end_latlng: [], resource_state: 2 }));
      const waypoints = Array.from({ length: 100_000 }, (_, i) => ({ latlng: [40, -73], categories: ['a', 'b'], distance_into_route: i }));
      const route = lib.Route.parse({ id: 1, segments, waypoints });
      waypoints[99_999] = { latlng: [40, 181] };
      const refused = lib.Route.safeParse({ id: 1, segments, waypoints });
      report([route.segments.length, route.waypoints.length, route.segments[99_999].end_latlng, refused.error.issues.map((issue) => issue.path)]);
    `);
    expect(result).toEqual([100_000, 100_000, null, [['waypoints', 99_999, 'latlng', 1]]]);
  });

  it('reports each shared reference of a 22-level DAG under a zone\'s unknown key once, without copying its 4 million paths', { timeout: CHILD_TIMEOUT }, async () => {
    const result = await inChild(`
      let node = {};
      for (let level = 0; level < 22; level++) node = { l: node, r: node };
      const outcome = lib.Zones.safeParse({ heart_rate: { zones: [{ min: 0, max: -1, x: node }] } });
      report(outcome.success ? 'accepted' : outcome.error.issues.map((issue) => issue.path.length));
    `);
    expect(result).toEqual(Array.from({ length: 22 }, (_, index) => 26 - index));
  });

  it('rejects a club member nested 200,000 deep, and an explore answer holding a cycle, each with one issue where it goes wrong', { timeout: CHILD_TIMEOUT }, async () => {
    const result = await inChild(`
      const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000));
      const member = lib.ClubAthlete.safeParse({ firstname: 'Ann', badge: deep });
      const a = {}; a.self = a;
      const explored = lib.ExplorerResponse.safeParse({ segments: [{ id: 1, x: a }] });
      report([member.error.issues.map((issue) => [issue.path.length, issue.message]), explored.error.issues.map((issue) => issue.path)]);
    `);
    expect(result).toEqual([
      [[1001, 'expected JSON value, received array (nested deeper than 1000 levels)']],
      [['segments', 0, 'x', 'self']],
    ]);
  });

  it('reads 200,000 club activities in one parseMany, the athletes of identical data one shared record', { timeout: CHILD_TIMEOUT }, async () => {
    const result = await inChild(`
      const items = Array.from({ length: 200_000 }, (_, i) => ({ resource_state: 2, athlete: { resource_state: 2, firstname: 'Ann', lastname: 'R.' }, name: 'Run ' + i, distance: i }));
      const activities = lib.ClubActivity.parseMany(items);
      report([activities.length, activities[199_999].name, activities[0].athlete === activities[1].athlete]);
    `);
    expect(result).toEqual([200_000, 'Run 199999', true]);
  });
});
