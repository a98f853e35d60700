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

/** `value` less its null-valued keys among `specKeys` (and, for nested records, theirs). */
export function withoutNullSpecFields(value: Json, specKeys: readonly string[], nested: Record<string, readonly string[]> = {}): Json {
  const result: Json = {};
  for (const [key, field] of Object.entries(value)) {
    if (specKeys.includes(key) && field === null) continue;
    const nestedKeys = Object.hasOwn(nested, key) ? nested[key] : undefined;
    const kept = nestedKeys !== undefined && field !== null && typeof field === 'object'
      ? withoutNullSpecFields(field as Json, nestedKeys)
      : field;
    Object.defineProperty(result, key, { value: kept, enumerable: true, writable: true, configurable: true });
  }
  return result;
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
