import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHttpClient, syncActivities, type SyncCheckpoint } from '../../src/http/index.js';
import { encodeJSON } from '../../src/index.js';
import { ActivityHistory, activityBody } from '../helpers/activity-history.js';

const DAY = 86_400;

/** What happens between two runs of the sync, or during one. */
type Change =
  | { readonly kind: 'new'; readonly gap: number }
  | { readonly kind: 'late'; readonly back: number }
  | { readonly kind: 'too-late'; readonly back: number };

/** A history to sync, and how the sync meets it. */
interface Scenario {
  /** Gaps between starts in seconds (0: the same second as the one before). */
  readonly gaps: readonly number[];
  /** Which of them are not valid activities, and how. */
  readonly invalid: readonly ('field' | 'no-id' | 'no-start' | null)[];
  readonly pageSize: number;
  readonly windowDays: number;
  /** Items each run gives before it stops (the last run goes to the end). */
  readonly stops: readonly number[];
  /** Uploads between runs, one list per run. */
  readonly between: readonly (readonly Change[])[];
  /** Uploads during runs: at which request of the run, and what. */
  readonly during: readonly (readonly [number, Change])[];
  readonly shuffleTies: boolean;
}

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('new' as const), gap: fc.integer({ min: 0, max: 3 * DAY }) }),
  fc.record({ kind: fc.constant('late' as const), back: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('too-late' as const), back: fc.integer({ min: 1, max: 5 * DAY }) }),
);

const scenario: fc.Arbitrary<Scenario> = fc.integer({ min: 3, max: 6 }).chain((pageSize) => fc.record({
  // A second holds at most pageSize - 2 activities with a readable start, and one item has
  // none (the sync counts it in the second before it): a full page of one second, which
  // the sync cannot go past, never happens.
  gaps: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2 * DAY })), { maxLength: 60 })
    .map((gaps) => capRuns(gaps, pageSize - 2)),
  invalid: fc.array(fc.constantFrom('field' as const, 'no-id' as const, 'no-start' as const, null, null, null, null, null), { maxLength: 60 })
    .map((forms) => forms.map((form, index) => (form === 'no-start' && forms.indexOf('no-start') !== index ? null : form))),
  pageSize: fc.constant(pageSize),
  windowDays: fc.constantFrom(0, 1, 3, 7),
  stops: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }),
  between: fc.array(fc.array(change, { maxLength: 3 }), { maxLength: 12 }),
  during: fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), change.filter((c) => c.kind === 'late')), { maxLength: 3 }),
  shuffleTies: fc.boolean(),
}));

/** The gaps with no more than `most` activities in one second. */
function capRuns(gaps: number[], most: number): number[] {
  let run = 1;
  return gaps.map((gap, index) => {
    run = gap === 0 && index > 0 ? run + 1 : 1;
    if (run <= most) return gap;
    run = 1;
    return 1;
  });
}

/** Plays a scenario; gives the keys given, in order, and those that had to be. */
async function play(s: Scenario): Promise<{ given: string[]; due: Set<string>; all: Set<string> }> {
  const history = new ActivityHistory();
  const due = new Set<string>();
  const all = new Set<string>();
  let next = 1;
  let start = Date.UTC(2020, 0, 1) / 1000;
  const upload = (at: number, form: 'field' | 'no-id' | 'no-start' | null, mustBeGiven: boolean) => {
    // A second of pageSize activities would end the sync with ApiError: such an upload is not made.
    if (history.items.filter((item) => item.start === at).length >= s.pageSize - 2) return;
    const id = next++;
    const body: Record<string, unknown> = activityBody(id, at, id);
    const key = form === 'no-id' ? `no-id-${id}` : String(id);
    if (form === 'field') body.distance = 'far';
    if (form === 'no-id') {
      delete body.id;
      body.name = key;
    }
    if (form === 'no-start') body.start_date = 'not a date';
    history.add(body, at, key);
    all.add(key);
    if (mustBeGiven) due.add(key);
  };
  for (const [index, gap] of s.gaps.entries()) {
    start += gap;
    upload(start, s.invalid[index] ?? null, true);
  }
  const windowSeconds = s.windowDays * DAY;
  const apply = (c: Change) => {
    const newest = Math.max(history.newestStart, Date.UTC(2020, 0, 1) / 1000);
    if (c.kind === 'new') upload(newest + c.gap + 1, null, true);
    else if (c.kind === 'late') upload(newest - Math.floor(c.back * windowSeconds), null, true);
    else upload(newest - windowSeconds - c.back, null, false);
  };
  let run = 0;
  let request = 0;
  const random = s.shuffleTies ? seeded(s.gaps.length) : null;
  history.tieOrder = random;
  const http = createHttpClient({
    accessToken: 'property-token',
    baseUrl: 'http://sync.test/api/v3',
    pageSize: s.pageSize,
    fetch: (input) => {
      request += 1;
      for (const [at, c] of s.during) if (at === request && run === 0) apply(c);
      const url = new URL(input instanceof Request ? input.url : String(input));
      return Promise.resolve(new Response(encodeJSON(history.page(url.searchParams)), { headers: { 'content-type': 'application/json' } }));
    },
  });
  const given: string[] = [];
  let stored: string | null = null;
  const keyOf = (raw: unknown) => {
    const { id, name } = raw as { id?: number; name: string };
    return id === undefined ? name : String(id);
  };
  // The bounded runs, then two to the end: the first of them may meet an upload made during run 0.
  for (; run < s.stops.length + 2; run++) {
    request = 0;
    const stop = s.stops[run] ?? Number.POSITIVE_INFINITY;
    let count = 0;
    const checkpoint: SyncCheckpoint | null = stored === null ? null : JSON.parse(stored) as SyncCheckpoint;
    for await (const item of syncActivities(http, { checkpoint, lateUploadWindow: windowSeconds * 1000 })) {
      given.push(item.ok ? String(item.activity.id ?? item.activity.name) : keyOf(item.raw));
      stored = JSON.stringify(item.checkpoint);
      if (++count === stop) break;
    }
    if (run <= s.stops.length) for (const c of s.between[run] ?? []) apply(c);
  }
  return { given, due, all };
}

function seeded(seed: number): () => number {
  let state = seed * 7919 + 1;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('syncActivities, by property', () => {
  it('gives each activity at most once, and every one uploaded within the late-upload window, whatever the stops and uploads', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const { given, due, all } = await play(s);
        expect(new Set(given).size).toBe(given.length);
        for (const key of given) expect(all.has(key)).toBe(true);
        for (const key of due) expect(given).toContain(key);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
