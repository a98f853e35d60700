import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, HttpError, type SyncCheckpoint } from '../../src/http/index.js';
import { syncActivities } from '../../src/http/index.js';
import { encodeJSON } from '../../src/index.js';
import { ActivityHistory, activityBody } from '../helpers/activity-history.js';
import { clientWithClock } from './clients.js';
import { FakeClock } from './fake-clock.js';

const DAY = 86_400;
const FIRST_START = Date.UTC(2020, 0, 1) / 1000;

/** What happens between two runs of the sync, or during one. */
type Change =
  | { readonly kind: 'new'; readonly gap: number }
  | { readonly kind: 'late'; readonly back: number }
  | { readonly kind: 'too-late'; readonly back: number }
  /** An activity already in the list moves later, by a share of the window (an athlete edits its start). */
  | { readonly kind: 'edit'; readonly which: number; readonly later: number };

/**
 * How the server lies in one answer:
 * - `repeat`: the answer to the request before, again;
 * - `empty`: no activity (a page dropped);
 * - `fail`: a 503, tried again by the client (twice in a row: one too many for `maxRetries: 1`);
 * - `newest-first`: the page, newest first (a page of one activity, or one second, cannot
 *   show it: the newest activity alone is a page from further on, which no sync can tell
 *   from a list that holds nothing before it);
 * - `ignore-after`: the list from its start, whatever `after` says;
 * - `too-long`: one activity more than `per_page`;
 * - `unplaced`: new items whose start cannot be read, then the page's first activity (on a first page);
 * - `move`: an activity the sync gave moves one second later (into a second of its own), then the page.
 */
type Lie = 'repeat' | 'empty' | 'fail' | 'fail-twice' | 'newest-first' | 'ignore-after' | 'too-long' | 'unplaced' | 'move';

/** A history to sync, a server that may lie about it, and how the sync meets it. */
interface Scenario {
  /** Gaps between starts in seconds (0: the same second as the one before). */
  readonly gaps: readonly number[];
  /** Which of them are not valid activities, and how. */
  readonly invalid: readonly ('field' | 'no-id' | 'no-start' | null)[];
  readonly pageSize: number;
  readonly windowDays: number;
  /** Items each run gives before it stops (the last runs go to the end). */
  readonly stops: readonly number[];
  /** Uploads and edits between runs, one list per run. */
  readonly between: readonly (readonly Change[])[];
  /** Uploads during the first run: at which of its requests, and what. */
  readonly during: readonly (readonly [number, Change])[];
  /** Activities of one second come in another order on every request (never with `cap`: page numbers would mean nothing). */
  readonly shuffleTies: boolean;
  /** The most activities the server answers a page, whatever `per_page` asks; null: as many as asked. */
  readonly cap: number | null;
  /** The lies, by the number of the request (over every run but the last ones) they are told at. */
  readonly lies: readonly (readonly [number, Lie])[];
}

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('new' as const), gap: fc.integer({ min: 0, max: 3 * DAY }) }),
  fc.record({ kind: fc.constant('late' as const), back: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('too-late' as const), back: fc.integer({ min: 1, max: 5 * DAY }) }),
  fc.record({ kind: fc.constant('edit' as const), which: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), later: fc.double({ min: 0, max: 1, noNaN: true }) }),
);

const lie: fc.Arbitrary<Lie> = fc.constantFrom('repeat', 'empty', 'fail', 'fail-twice', 'newest-first', 'ignore-after', 'too-long', 'unplaced', 'move');

const scenario: fc.Arbitrary<Scenario> = fc.integer({ min: 3, max: 6 }).chain((pageSize) => fc.record({
  // A second holds at most pageSize - 2 activities with a readable start, and one item has
  // none (the sync counts it in the second after it): a full page of one second, which
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
  cap: fc.option(fc.integer({ min: 1, max: pageSize - 1 }), { freq: 2 }),
  lies: fc.oneof(fc.constant([]), fc.array(fc.tuple(fc.integer({ min: 1, max: 40 }), lie), { minLength: 1, maxLength: 12 })),
})).map((s) => ({
  ...s,
  // An item without a start has no place of its own: a server that answers out of place
  // can hide an activity behind it, or show it elsewhere, and no sync can see it.
  invalid: s.lies.length === 0 ? s.invalid : s.invalid.map((form) => (form === 'no-start' ? null : form)),
  shuffleTies: s.shuffleTies && s.cap === null,
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

/** What a sync may end with: an error that names why, each of the ways the sync stops, or the 503 tried once too often. */
const NAMED_STOP = /^GET \S+ answered .+(?:the sync stops rather than|it cannot tell where they belong, and stops|the sync cannot tell what its next request would skip, and stops)/;

/** What one run did. */
interface RunRecord {
  readonly requests: number;
  readonly given: number;
  readonly remembered: number;
}

/** Plays a scenario; gives the keys given, in order, those that had to be, and what each run cost. */
async function play(s: Scenario) {
  const history = new ActivityHistory();
  const due = new Set<string>();
  const all = new Set<string>();
  /** Activities that may be given twice: moved later once the checkpoint had forgotten them (their first start at or before its after). */
  const forgiven = new Set<string>();
  const failures: unknown[] = [];
  const runs: RunRecord[] = [];
  const windowSeconds = s.windowDays * DAY;
  let next = 1;
  let made = 1_000_000;
  let stored: string | null = null;
  const storedAfter = () => (stored === null ? 0 : (JSON.parse(stored) as SyncCheckpoint).after);
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
  /** Moves the activity `key` to a second of its own at least `by` seconds later. */
  const moveLater = (key: string, by: number) => {
    const item = history.items.find((candidate) => candidate.key === key);
    if (item === undefined) return;
    let to = item.start + Math.max(1, by);
    while (history.items.some((other) => other.start === to)) to += 1;
    // Given once, an activity is given again when it moves after the checkpoint forgot it,
    // or further than the window (the sync may give what lies between before it reads it
    // there); an item without an id, named by its content, whenever it changes.
    if (item.start <= storedAfter() || to - item.start > windowSeconds || key.startsWith('no-id-')) forgiven.add(key);
    history.move(key, to);
  };
  let start = FIRST_START;
  for (const [index, gap] of s.gaps.entries()) {
    start += gap;
    upload(start, s.invalid[index] ?? null, true);
  }
  const apply = (c: Change) => {
    const newest = Math.max(history.newestStart, FIRST_START);
    if (c.kind === 'new') upload(newest + c.gap + 1, null, true);
    else if (c.kind === 'late') upload(newest - Math.floor(c.back * windowSeconds), null, true);
    else if (c.kind === 'too-late') upload(newest - windowSeconds - c.back, null, false);
    else moveLater(history.items[Math.floor(c.which * history.items.length)]?.key ?? '', Math.floor(c.later * windowSeconds));
  };

  let run = 0;
  let request = 0;
  /** Requests of the runs with lies, over all of them. */
  let lyingRequests = 0;
  let lying = true;
  let failsLeft = 0;
  let previousAnswer: unknown[] = [];
  /**
   * Whether a request is one of those the sync reads the list on by `after` (page 1, a
   * whole page), which the server lies to; it answers the pages of one request it reads a
   * second through by as one list (the sync trusts those to be, as page numbers promise).
   */
  const readsOn = (query: URLSearchParams) => query.get('page') === '1' && query.get('per_page') === String(s.pageSize);
  const given: string[] = [];
  history.tieOrder = s.shuffleTies ? seeded(s.gaps.length) : null;
  const answer = (url: URL): unknown[] => {
    const query = url.searchParams;
    const asked = Number(query.get('per_page'));
    const perPage = String(s.cap === null ? asked : Math.min(asked, s.cap));
    const honest = history.page(new URLSearchParams({ after: query.get('after') ?? '0', page: query.get('page') ?? '1', per_page: perPage }));
    const told = lying && readsOn(query) ? s.lies.find(([at]) => at === lyingRequests)?.[1] : undefined;
    switch (told) {
      case 'repeat': return previousAnswer;
      case 'empty': return [];
      case 'newest-first': return [...honest].reverse();
      case 'ignore-after': return history.page(new URLSearchParams({ after: '0', page: query.get('page') ?? '1', per_page: perPage }));
      case 'too-long': return history.page(new URLSearchParams({ after: query.get('after') ?? '0', per_page: String(asked + 1) }));
      case 'unplaced': {
        if (query.get('page') !== '1' || honest.length === 0) return honest;
        const made_ = Array.from({ length: Number(perPage) - 1 }, () => {
          const key = String(++made);
          all.add(key);
          return { ...activityBody(Number(key), FIRST_START), start_date: 'soon' };
        });
        return [...made_, honest[0]];
      }
      case 'move': {
        const given_ = history.items.filter((item) => given.includes(item.key));
        const chosen = given_[lyingRequests % Math.max(1, given_.length)];
        if (chosen !== undefined) moveLater(chosen.key, 1);
        return history.page(new URLSearchParams({ after: query.get('after') ?? '0', page: query.get('page') ?? '1', per_page: perPage }));
      }
      default: return honest;
    }
  };
  const clock = new FakeClock(Date.UTC(2040, 0, 1));
  const http = clientWithClock({
    accessToken: 'property-token',
    baseUrl: 'http://sync.test/api/v3',
    pageSize: s.pageSize,
    maxRetries: 1,
    fetch: (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (failsLeft > 0) {
        failsLeft -= 1;
        return Promise.resolve(new Response('{"message":"down","errors":[]}', { status: 503, headers: { 'content-type': 'application/json' } }));
      }
      if (lying && readsOn(url.searchParams)) {
        lyingRequests += 1;
        const told = s.lies.find(([at]) => at === lyingRequests)?.[1];
        if (told === 'fail' || told === 'fail-twice') {
          failsLeft = told === 'fail' ? 0 : 1;
          return Promise.resolve(new Response('{"message":"down","errors":[]}', { status: 503, headers: { 'content-type': 'application/json' } }));
        }
      }
      request += 1;
      for (const [at, c] of s.during) if (at === request && run === 0) apply(c);
      previousAnswer = answer(url);
      return Promise.resolve(new Response(encodeJSON(previousAnswer), { headers: { 'content-type': 'application/json' } }));
    },
  }, clock);
  const keyOf = (raw: unknown) => {
    const { id, name } = raw as { id?: number; name: string };
    return id === undefined ? name : String(id);
  };
  // The runs with lies, each stopped after its items; then two honest runs to the end (the
  // first may meet an upload made during run 0 behind where run 0 read).
  const lyingRuns = s.stops.length + 1;
  for (; run < lyingRuns + 2; run++) {
    lying = run < lyingRuns;
    request = 0;
    // A repeated answer is one of this sync's: the last answer of another would be a page
    // from further on than its first request asks, which no sync can tell from a list
    // that holds nothing before it.
    previousAnswer = [];
    const stop = lying ? (s.stops[run] ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
    let count = 0;
    const checkpoint: SyncCheckpoint | null = stored === null ? null : JSON.parse(stored) as SyncCheckpoint;
    const remembered = checkpoint?.seen.reduce((ids, [, ...keys]) => ids + keys.length, 0) ?? 0;
    try {
      for await (const item of syncActivities(http, { checkpoint, lateUploadWindow: windowSeconds * 1000 })) {
        given.push(item.ok ? String(item.activity.id ?? item.activity.name) : keyOf(item.raw));
        stored = JSON.stringify(item.checkpoint);
        if (++count === stop) break;
      }
    } catch (error) {
      failures.push(error);
      if (!lying) throw error;
    }
    runs.push({ requests: request, given: count, remembered });
    if (run <= lyingRuns) for (const c of s.between[run] ?? []) apply(c);
  }
  return { given, due, all, forgiven, failures, runs };
}

function seeded(seed: number): () => number {
  let state = seed * 7919 + 1;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('syncActivities, by property', () => {
  it('gives every activity once, or ends in an error that names why, whatever the server\'s lies, stops and uploads; within a bound of requests', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const { given, due, all, forgiven, failures, runs } = await play(s);
        const twice = given.filter((key, index) => given.indexOf(key) !== index && !forgiven.has(key));
        expect(twice).toEqual([]);
        for (const key of given) expect(all.has(key)).toBe(true);
        for (const key of due) expect(given).toContain(key);
        for (const failure of failures) {
          if (failure instanceof HttpError && failure.status === 503) continue;
          expect(failure).toBeInstanceOf(ApiError);
          expect((failure as Error).message).toMatch(NAMED_STOP);
        }
        // An honest server (uploads between runs aside) never makes the sync stop.
        if (s.lies.length === 0 && s.during.length === 0) expect(failures).toEqual([]);
        // Requests: at most (items given + ids the checkpoint remembered + 1) x (4 + pageSize / the most the server answers a page).
        const pagesPerSecond = 4 + Math.ceil(s.pageSize / (s.cap ?? s.pageSize));
        for (const { requests, given: count, remembered } of runs) expect(requests).toBeLessThanOrEqual((count + remembered + 1) * pagesPerSecond);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
