import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeApi } from '../../examples/fake-api.mjs';
import { apiFigures } from '../../bench/dataset.mjs';
import { Lap, StreamSet, Zones, formatDuration } from '../../src/index.js';

// The README's walk (the athlete → their activities → one in detail → its laps → the
// comments of a lap's activity → the lap's samples), run as it is written, against the
// local fake of the API that `npm run demo` uses: every request the walk sends to the API
// goes to the fake instead, which answers with the generated data set (the athlete, the
// list, and the race of 15 December 2024: its detail, laps, comments and streams).

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
  api = await startFakeApi({ expiredToken: 'expired', fifteenMinuteLimit: 1000 });
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
    // What the data set holds: the run's list item and detail; each lap beside the figures()
    // of its window of the run's streams. The first lap has no pause nor stop: its samples'
    // figures are the API's, as the generator's own rule (apiFigures) adds them up.
    const [activity] = api.data.athleteActivities({ after: Date.parse('2024-12-15') / 1000, per_page: 1 });
    const id = activity?.id as number;
    const detail = api.data.activity(id) as { splits_metric: unknown[]; best_efforts: unknown[] };
    const streams = StreamSet.parse(api.data.streams(id));
    const laps = Lap.parseMany(api.data.laps(id));
    const heartRateZones = Zones.parse(api.data.athleteZones()).heart_rate ?? [];
    const lapLines = laps.flatMap((lap) => {
      const figures = streams.window(lap).figures();
      return [[
        lap.name, formatDuration(lap.moving_time), formatDuration(figures.moving_time), api.data.comments(id)?.length,
        streams.window(lap).length, lap.distance, figures.distance?.toFixed(1), lap.average_heartrate, figures.average_heartrate?.toFixed(1),
      ], [streams.window(lap).timeInZones(heartRateZones).zones.map((zone) => zone.seconds)]];
    });
    expect(logged).toEqual([
      ['Hannah', 'meters'],
      ['2024-12-15T09:06:17Z', 'Run', 'Course des Quais 11 km 🏅', activity?.distance],
      [detail.splits_metric.length, detail.best_efforts.length],
      ...lapLines,
    ]);
    const [first] = laps;
    const recording = api.data.recording(id);
    expect(recording?.pauses.some((pause) => pause.index > (first?.start_index ?? 0) && pause.index <= (first?.end_index ?? 0))).toBe(false);
    const firstFigures = streams.window(first ?? {}).figures();
    expect(firstFigures.moving_time).toBe(first?.moving_time);
    expect(firstFigures.average_heartrate).toBeCloseTo(first?.average_heartrate ?? 0, 1);
    expect(apiFigures(recording?.samples ?? {}, first?.start_index ?? 0, first?.end_index ?? 0)).toMatchObject({ moving_time: first?.moving_time, distance: first?.distance, average_heartrate: first?.average_heartrate });
    // The first lap's line as the README shows it under the walk.
    const line = logged[3]?.map(String).join(' ') ?? '';
    expect(line).toBe('Lap 1 4:32 4:32 4 270 1001.6 1001.6 167 167.0');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`\`${line}\``);
    // The seconds of the first lap in each of the athlete's zones, as the README shows them.
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`\`[ ${(logged[4]?.[0] as number[]).join(', ')} ]\``);
    // Oldest first after the date asked, so the run is the first; its comments to the empty page after
    // the last comment's cursor; one streams call for all its laps.
    const paths = api.requests.map((request) => request.path.replace(/\?.*/, ''));
    expect(paths).toEqual([
      '/athlete',
      '/athlete/zones',
      '/athlete/activities',
      `/activities/${id}`,
      `/activities/${id}/laps`,
      `/activities/${id}/comments`,
      `/activities/${id}/comments`,
      `/activities/${id}/streams`,
    ]);
    expect(api.requests[2]?.path).toBe(`/athlete/activities?after=${Date.parse('2024-12-15') / 1000}&page=1&per_page=200`);
  });
});
