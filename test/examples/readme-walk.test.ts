import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeApi } from '../../examples/fake-api.mjs';
import { formatDuration } from '../../src/index.js';
import { fixture } from '../helpers/fixtures.js';

// The README's walk (the athlete → their activities → one in detail → its laps → the
// comments of a lap's activity → the lap's samples), run as it is written, against the
// local fake of the API that `npm run demo` uses: every request the walk sends to the API
// goes to the fake instead, which answers with the recorded bodies of the athlete, the list
// and the NYC marathon of 2018 (its detail, laps, comments and streams).

const root = fileURLToPath(new URL('../../', import.meta.url));
const API = 'https://www.strava.com/api/v3';

/** The first `ts` block after the README's heading of the walk. */
function walkBlock(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const heading = readme.indexOf('\n## The walk');
  const start = readme.indexOf('```ts\n', heading);
  expect(heading, 'the README has its walk').toBeGreaterThan(0);
  return readme.slice(start + '```ts\n'.length, readme.indexOf('\n```', start));
}

let api: Awaited<ReturnType<typeof startFakeApi>>;
const scratch = join(root, '.tmp', `readme-walk-${process.pid}`);

beforeAll(async () => {
  api = await startFakeApi({ fixtures: new URL('../fixtures/', import.meta.url), expiredToken: 'expired', fifteenMinuteLimit: 1000 });
  mkdirSync(scratch, { recursive: true });
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await api.close();
});

describe('the README\'s walk', () => {
  it('runs as written against the fake API, from the athlete to a lap\'s samples', async () => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) => realFetch(String(input).replace(API, api.baseUrl), init));
    vi.stubEnv('STRAVA_ACCESS_TOKEN', 'walk-token');
    const logged: unknown[][] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...values: unknown[]) => { logged.push(values); });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const file = join(scratch, 'walk.ts');
    writeFileSync(file, walkBlock());
    try {
      await import(pathToFileURL(file).href);
    } finally {
      log.mockRestore();
      error.mockRestore();
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
    }
    expect(error).not.toHaveBeenCalled();
    // What the recorded bodies hold: the list's item, the lap (3:41:39, 42,882.9 m at 170.1
    // bpm), 8 comments; the streams hold distance alone (42,268.1 m over the lap's window),
    // so no heart rate is recomputed.
    const [lap] = fixture('real/strava-ruby-client/activity_laps__0__activities_1946417534_laps__765137367f4be7fa.json') as [{ moving_time: number; distance: number; average_heartrate: number }];
    expect(logged).toEqual([
      ['Daniel', 'feet'],
      ['2018-11-04T09:53:46Z', 'Run', 'TCS NYC Marathon 2018', 42268.1],
      [43, 13],
      ['Lap 1', formatDuration(lap.moving_time), 8, 13129, lap.distance, 42268.1, lap.average_heartrate, null],
      [[null, null, null, null, null]],
    ]);
    // The lap's line as the README shows it under the walk.
    expect(logged[3]?.map(String).join(' ')).toBe('Lap 1 3:41:39 8 13129 42882.9 42268.1 170.1 null');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('`Lap 1 3:41:39 8 13129 42882.9 42268.1 170.1 null`');
    // Oldest first after the date asked, so the marathon is the first; one streams call for its lap.
    const paths = api.requests.map((request) => request.path.replace(/\?.*/, ''));
    expect(paths).toEqual([
      '/athlete',
      '/athlete/activities',
      '/activities/1946417534',
      '/activities/1946417534/laps',
      '/activities/1946417534/comments',
      '/activities/1946417534/streams',
    ]);
    expect(api.requests[1]?.path).toBe(`/athlete/activities?after=${Date.parse('2018-11-04') / 1000}&page=1&per_page=200`);
  });
});
