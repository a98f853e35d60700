import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { SRC, sourceModules } from '../helpers/module-graph.js';
import { TEST_RUN, testBody, testData, testText } from '../helpers/fixtures.js';

type Library = typeof import('../../src/index.js');
type HttpEntry = typeof import('../../src/http/index.js');

/** A detailed run of the test data, as the API's text: laps, efforts, splits, gear. */
const DETAILED_RUN = testText(testBody(testData().activity(TEST_RUN), 'run'));

/** `src/cli/main.ts` runs the command when evaluated: it is the program, never imported by a module. */
const PROGRAMS = new Set(['cli/main.ts']);
const modules = sourceModules().filter((module) => !PROGRAMS.has(module));

const load = (module: string): Promise<unknown> => import(pathToFileURL(join(SRC, module)).href);

/**
 * Uses the classes of a freshly loaded library the way an app does: the whole graph from
 * a detailed activity, the hierarchy of each extending class, the accessors that load a
 * class on demand, and the http entry.
 */
async function useEveryClass(library: Library, http: HttpEntry): Promise<void> {
  const { DetailedActivity, DetailedAthlete, Lap, MetaActivity, MetaAthlete, SummaryActivity, SummaryAthlete, decodeJSON } = library;
  const client = { getActivity: () => DETAILED_RUN, getActivityLaps: () => '[{"id": 1, "activity": {"id": 7}}]' } as never;
  const detail = DetailedActivity.parse(decodeJSON(DETAILED_RUN), { client });
  expect(detail).toBeInstanceOf(SummaryActivity);
  expect(detail).toBeInstanceOf(MetaActivity);
  expect(detail.laps?.[0]).toBeInstanceOf(Lap);
  expect(detail.laps?.[0]?.activity).toBeInstanceOf(MetaActivity);
  expect(DetailedAthlete.parse({ id: 1 })).toBeInstanceOf(SummaryAthlete);
  expect(SummaryAthlete.parse({ id: 1 })).toBeInstanceOf(MetaAthlete);
  const activity = SummaryActivity.parse({ id: 7 }, { client });
  await expect(activity.details()).resolves.toBeInstanceOf(DetailedActivity);
  const [lap] = await activity.laps();
  expect(lap).toBeInstanceOf(Lap);
  await expect(lap?.activity?.details()).resolves.toBeInstanceOf(SummaryActivity);
  expect(typeof http.createHttpClient({ accessToken: 't' }).getAthleteActivities).toBe('function');
}

describe('whichever module of src/ is imported first', () => {
  it('lists the modules it imports: every one of src/ but the program', () => {
    expect(modules).toContain('records/meta-activity.ts');
    expect(modules).toContain('records/summary-activity.ts');
    expect(modules.length).toBeGreaterThan(90);
  });

  it.each(modules)('%s first, in a fresh module registry: every class is there and usable', async (module) => {
    vi.resetModules();
    await load(module);
    const library = (await load('index.ts')) as Library;
    const http = (await load('http/index.ts')) as HttpEntry;
    await useEveryClass(library, http);
  });
});
