import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  HttpError,
  RateLimitError,
  createHttpClient,
  syncActivities,
  type HttpClient,
  type HttpClientOptions,
  type SyncCheckpoint,
  type SyncInvalidItem,
  type SyncItem,
  type SyncOptions,
  type SyncProgress,
  type SyncWaitProgress,
} from '../../src/http/index.js';
import { ParseError, SummaryActivity, encodeJSON } from '../../src/index.js';
import { ActivityHistory, activityBody, generateHistory, seededRandom, uniqueId, type ListedActivity } from '../helpers/activity-history.js';
import { sendJson, startApiServerForFile, type Route } from '../helpers/api-server.js';
import { testData } from '../helpers/fixtures.js';
import { itShared, sharedFile } from '../helpers/shared-fixtures.js';
import { clientWithClock, rejectionOf } from './clients.js';
import { FakeClock } from './fake-clock.js';
import { UNTIL_HANG } from '../helpers/wait.js';

const server = await startApiServerForFile();
const DAY = 86_400;

function client(options: Partial<HttpClientOptions> = {}): HttpClient {
  return createHttpClient({ accessToken: 'sync-token', baseUrl: server.baseUrl, ...options });
}

function clockedClient(clock: FakeClock, options: Partial<HttpClientOptions> = {}): HttpClient {
  return clientWithClock({ accessToken: 'sync-token', baseUrl: server.baseUrl, ...options }, clock);
}

/** Serves `history` by the API's rule. */
function serve(history: ActivityHistory): ActivityHistory {
  server.answer(history.route());
  return history;
}

/** The key the history names an item by: its id as digits. */
function keyOf(item: SyncItem): string {
  return String(item.ok ? item.activity.id : (item.raw as { id: unknown }).id);
}

/** Every item of a sync, run to its end. */
async function collect(http: HttpClient, options?: SyncOptions): Promise<SyncItem[]> {
  const items: SyncItem[] = [];
  for await (const item of syncActivities(http, options)) items.push(item);
  return items;
}

/** The items of a sync until it ends or fails, and how it failed. */
async function collectUntilFailure(http: HttpClient, options?: SyncOptions): Promise<{ items: SyncItem[]; failure: unknown }> {
  const items: SyncItem[] = [];
  try {
    for await (const item of syncActivities(http, options)) items.push(item);
  } catch (failure) {
    return { items, failure };
  }
  return { items, failure: null };
}

/**
 * The items of a sync until it ends, fails or has given `most`, and how it failed (null
 * when it ended or was stopped at `most`): for servers that would feed a sync without end.
 */
async function collectAtMost(http: HttpClient, most: number, options?: SyncOptions): Promise<{ items: SyncItem[]; failure: unknown }> {
  const items: SyncItem[] = [];
  try {
    for await (const item of syncActivities(http, options)) {
      items.push(item);
      if (items.length === most) break;
    }
  } catch (failure) {
    return { items, failure };
  }
  return { items, failure: null };
}

/** How many ids a checkpoint remembers. */
const remembered = (checkpoint: SyncCheckpoint | undefined) => checkpoint?.seen.reduce((count, [, ...ids]) => count + ids.length, 0) ?? 0;

/** A checkpoint as an app stores and reads it back. */
const stored = (checkpoint: SyncCheckpoint | null | undefined): SyncCheckpoint => JSON.parse(JSON.stringify(checkpoint)) as SyncCheckpoint;

/** The first `count` items of a sync, then a stop: the items and the checkpoint to go on from. */
async function takeThenStop(http: HttpClient, count: number, checkpoint: SyncCheckpoint | null): Promise<{ items: SyncItem[]; checkpoint: SyncCheckpoint | null; done: boolean }> {
  const items: SyncItem[] = [];
  let last = checkpoint;
  for await (const item of syncActivities(http, { checkpoint })) {
    items.push(item);
    last = stored(item.checkpoint);
    if (items.length === count) return { items, checkpoint: last, done: false };
  }
  return { items, checkpoint: last, done: true };
}

const keysOf = (items: readonly (SyncItem | ListedActivity)[]) => items.map((item) => ('key' in item ? item.key : keyOf(item)));

/** Expects `items` to be the listed activities exactly: each once. */
function expectExactly(items: readonly SyncItem[], listed: readonly ListedActivity[]): void {
  const given = keysOf(items);
  expect(new Set(given).size).toBe(given.length);
  expect([...given].sort()).toEqual(keysOf(listed).sort());
}

/** The start second of a given item. */
const startOf = (item: SyncItem) => Date.parse(String((item.ok ? item.activity.toJSON() : item.raw as Record<string, unknown>).start_date)) / 1000;

const RATE_LIMITED = { message: 'Rate Limit Exceeded', errors: [{ resource: 'Application', field: 'rate limit', code: 'exceeded' }] };
const OVER_DAY: Route = (_request, response) => {
  sendJson(response, 429, RATE_LIMITED, { 'x-ratelimit-limit': '200,2000', 'x-ratelimit-usage': '35,2000' });
};
const OVER_15_MINUTES: Route = (_request, response) => {
  sendJson(response, 429, RATE_LIMITED, { 'x-ratelimit-limit': '200,2000', 'x-ratelimit-usage': '200,1500' });
};
const UNAVAILABLE: Route = (_request, response) => {
  sendJson(response, 503, { message: 'Service Unavailable', errors: [] });
};

/**
 * Syncs `list` (items of `GET /athlete/activities`) from `after`, four a page: the items
 * come oldest first, as the API gives them after a time, each a SummaryActivity bound to
 * the client, one request a page, each with `after`.
 */
async function expectSyncedInOrder(list: Record<string, unknown>[], after: Date): Promise<void> {
  const history = serve(new ActivityHistory());
  for (const body of list) history.add(body, Date.parse(String(body.start_date)) / 1000);
  const http = client({ pageSize: 4 });
  const items = await collect(http, { after });
  expect(items.map((item) => (item.ok ? item.activity.id : null))).toEqual(list.map((body) => body.id));
  for (const item of items) {
    expect(item.ok && item.activity).toBeInstanceOf(SummaryActivity);
    expect(item.ok && item.activity.bound_client).toBe(http);
  }
  const queries = server.requests.map((request) => Object.fromEntries(request.query));
  expect(queries[0]).toEqual({ after: String(after.getTime() / 1000), page: '1', per_page: '4' });
  expect(queries.every((query) => query.page === '1' && query.per_page === '4' && query.after !== undefined)).toBe(true);
  expect(server.requests.every((request) => request.path === '/athlete/activities')).toBe(true);
}

describe('syncActivities over a list as the API gives it', () => {
  it('reads a month of the generated athlete\'s activities oldest first, each a SummaryActivity bound to the client', async () => {
    await expectSyncedInOrder(testData().summaries(), new Date('2024-03-01T00:00:00Z'));
  });

  itShared('reads an athlete\'s recorded activities oldest first, as the API gave them after a time', async () => {
    const real = [
      ...(sharedFile('real/slack-strava/user_sync_new_strava_activities_many__0__athlete_activities__761ff28b69efb57f.json') as Record<string, unknown>[]),
      ...(sharedFile('real/slack-strava/user_sync_new_strava_activities_many__1__athlete_activities__11cdcc0926f3a279.json') as Record<string, unknown>[]),
    ];
    await expectSyncedInOrder(real, new Date('2018-02-01T00:00:00Z'));
  });
});

describe('syncActivities over a generated history', () => {
  it('gives every activity once, oldest first, across pages that split activities of one second', async () => {
    const history = serve(generateHistory({ count: 3000, seed: 11 }));
    expect(history.items.filter((item, index) => item.start === history.items[index - 1]?.start).length).toBeGreaterThan(150);
    const items = await collect(client({ pageSize: 50 }));
    expectExactly(items, history.items);
    const starts = items.map(startOf);
    expect(starts.every((start, index) => start >= (starts[index - 1] ?? start))).toBe(true);
  });

  it('gives the same when activities of one second come in another order on every request', async () => {
    const history = serve(generateHistory({ count: 1500, seed: 13, sameSecond: 0.3 }));
    history.tieOrder = seededRandom(3);
    expectExactly(await collect(client({ pageSize: 30 })), history.items);
  });

  it('goes on from a stop after any item, the checkpoint through JSON, giving each activity once', async () => {
    const history = serve(generateHistory({ count: 3000, seed: 12 }));
    const http = client({ pageSize: 40 });
    const random = seededRandom(5);
    const given: SyncItem[] = [];
    let checkpoint: SyncCheckpoint | null = null;
    for (let runs = 0; ; runs++) {
      const run = await takeThenStop(http, 1 + Math.floor(random() * 7), checkpoint);
      given.push(...run.items);
      checkpoint = run.checkpoint;
      if (run.done) break;
      expect(runs).toBeLessThan(3000);
    }
    expectExactly(given, history.items);
  });

  it('goes on from each of a sample of stops exactly, with a late upload made before it goes on', async () => {
    const shape = { count: 2000, seed: 14 };
    serve(generateHistory(shape));
    const http = client({ pageSize: 60 });
    const full = await collect(http);
    const random = seededRandom(9);
    for (const stop of [0, 1, 59, 60, 61, 119, 120, 777, 1500, 1998, 1999]) {
      const history = serve(generateHistory(shape));
      const before = full.slice(0, stop + 1);
      // Uploaded now: an activity that started within the window of the newest one given.
      const start = Math.max(...before.slice(-1).map(startOf)) - Math.floor(random() * 6 * DAY);
      const late = history.add(activityBody(uniqueId(random, new Set(keysOf(history.items))), start, stop), start);
      const rest = await collect(http, { checkpoint: stored(before.at(-1)?.checkpoint) });
      expectExactly([...before, ...rest], history.items);
      expect(keysOf(rest)).toContain(late.key);
    }
  });
});

describe('syncActivities and late uploads', () => {
  it('gives an activity uploaded late within lateUploadWindow once, on the next sync, and none uploaded later than that', async () => {
    const history = serve(generateHistory({ count: 300, seed: 21 }));
    const http = client({ pageSize: 25 });
    const first = await collect(http);
    const checkpoint = stored(first.at(-1)?.checkpoint);
    const newest = history.newestStart;
    const random = seededRandom(4);
    const ids = new Set(keysOf(history.items));
    const upload = (start: number) => history.add(activityBody(uniqueId(random, ids), start, 3), start);
    const withinWindow = [upload(newest - 7 * DAY), upload(newest - 3 * DAY), upload(newest), upload(newest + 3600)];
    const tooLate = upload(newest - 7 * DAY - 1);
    const second = await collect(http, { checkpoint });
    expect(keysOf(second).sort()).toEqual(keysOf(withinWindow).sort());
    expect(keysOf(second)).not.toContain(tooLate.key);
    const third = await collect(http, { checkpoint: stored(second.at(-1)?.checkpoint) });
    expect(third).toEqual([]);
  });

  it('counts lateUploadWindow in milliseconds: a day\'s window takes an activity that started a day before the newest, not a second more', async () => {
    const history = serve(generateHistory({ count: 40, seed: 22 }));
    const http = client();
    const checkpoint = stored((await collect(http, { lateUploadWindow: DAY * 1000 })).at(-1)?.checkpoint);
    const newest = history.newestStart;
    const ids = new Set(keysOf(history.items));
    const random = seededRandom(2);
    const atEdge = history.add(activityBody(uniqueId(random, ids), newest - DAY), newest - DAY);
    const pastEdge = history.add(activityBody(uniqueId(random, ids), newest - DAY - 1), newest - DAY - 1);
    const given = keysOf(await collect(http, { checkpoint, lateUploadWindow: DAY * 1000 }));
    expect(given).toEqual([atEdge.key]);
    expect(given).not.toContain(pastEdge.key);
  });

  it('gives an activity uploaded during a sync ahead of where it reads in that sync, and one behind it in the next', async () => {
    const history = serve(generateHistory({ count: 600, seed: 23 }));
    const http = client({ pageSize: 20 });
    const lateUploadWindow = 120 * DAY * 1000;
    const random = seededRandom(8);
    const ids = new Set(keysOf(history.items));
    const newest = history.newestStart;
    const behindStart = (history.items[500]?.start ?? 0) + 1;
    let ahead: ListedActivity | undefined;
    let behind: ListedActivity | undefined;
    history.onRequest = (request) => {
      if (request !== 28) return;
      ahead = history.add(activityBody(uniqueId(random, ids), newest - 2 * DAY), newest - 2 * DAY);
      behind = history.add(activityBody(uniqueId(random, ids), behindStart), behindStart);
    };
    const first = await collect(http, { lateUploadWindow });
    history.onRequest = null;
    expect(first.slice(539, 540).map(startOf)[0]).toBeGreaterThan(behindStart);
    expect(keysOf(first)).toContain(ahead?.key);
    expect(keysOf(first)).not.toContain(behind?.key);
    const second = await collect(http, { checkpoint: stored(first.at(-1)?.checkpoint), lateUploadWindow });
    expect(keysOf(second)).toEqual([behind?.key]);
    expectExactly([...first, ...second], history.items);
  });
});

describe('syncActivities and items that are not valid activities', () => {
  it('gives an invalid item as it came, with its ParseError, and the rest of its page as activities', async () => {
    const history = serve(generateHistory({ count: 120, seed: 31 }));
    const invalid = history.items[45];
    const body = { ...(invalid?.body ?? {}), id: 4242, distance: 'far', average_speed: '3 m/s' };
    const spoilt = history.add(body, invalid?.start ?? 0, 'spoilt');
    const items = await collect(client({ pageSize: 10 }));
    const bad = items.filter((item) => !item.ok);
    expect(bad).toHaveLength(1);
    const [only] = bad;
    expect(only?.ok === false && only.error).toBeInstanceOf(ParseError);
    expect(only?.ok === false && only.error.issues.map((issue) => issue.path.join('.'))).toEqual(['distance', 'average_speed']);
    expect(only?.ok === false && only.raw).toEqual(spoilt.body);
    expect(items.filter((item) => item.ok)).toHaveLength(120);
    expect(items.findIndex((item) => !item.ok)).toBe(items.findIndex((item) => keyOf(item) === invalid?.key) + 1);
  });

  it('gives an item that is not an object once, told apart from another by its content', async () => {
    const history = serve(generateHistory({ count: 30, seed: 35 }));
    const at = (index: number) => history.items[index]?.start ?? 0;
    history.add(['not', 'an', 'activity'] as unknown as Record<string, unknown>, at(10), 'list');
    history.add('not an activity either' as unknown as Record<string, unknown>, at(10), 'text');
    const items = await collect(client({ pageSize: 4 }));
    expect(items.filter((item): item is SyncInvalidItem => !item.ok).map((item) => item.raw)).toEqual([['not', 'an', 'activity'], 'not an activity either']);
    expect(items).toHaveLength(32);
    for (let stop = 5; stop < 15; stop++) expect(await collect(client({ pageSize: 4 }), { checkpoint: stored(items[stop]?.checkpoint) })).toHaveLength(31 - stop);
  });

  it('keeps an id beyond 2^53 exact, in the activity and in the checkpoint', async () => {
    const history = serve(generateHistory({ count: 20, seed: 32 }));
    const big = history.items.find((item) => BigInt(item.key) > BigInt(Number.MAX_SAFE_INTEGER));
    const items = await collect(client());
    const item = items.find((candidate) => keyOf(candidate) === big?.key);
    expect(item?.ok && typeof item.activity.id).toBe('bigint');
    expect(JSON.stringify(item?.checkpoint)).toContain(`"${big?.key ?? 'none'}"`);
  });

  it('gives an item without an id or a start once, and goes on from stops around it', async () => {
    const history = serve(generateHistory({ count: 200, seed: 33 }));
    const bodyAt = (index: number): Readonly<Record<string, unknown>> => history.items[index]?.body ?? {};
    const withoutId: Record<string, unknown> = { ...bodyAt(50), name: 'no id' };
    delete withoutId.id;
    const withoutStart = { ...bodyAt(120), id: 77, start_date: 'yesterday' };
    history.add(withoutId, (history.items[50]?.start ?? 0) + 1, 'no id');
    history.add(withoutStart, (history.items[120]?.start ?? 0) + 1, '77');
    const http = client({ pageSize: 7 });
    const full = await collect(http);
    const names = full.map((item) => (item.ok ? String(item.activity.id ?? item.activity.name) : keyOf(item)));

    expect(names.filter((name) => name === 'no id')).toHaveLength(1);
    expect(names.filter((name) => name === '77')).toHaveLength(1);
    expect(full).toHaveLength(202);
    expect(full.at(-1)?.checkpoint.seen.flat()).not.toContain('77');
    const nameOf = (item: SyncItem) => (item.ok ? String(item.activity.id ?? item.activity.name) : keyOf(item));
    for (let stop = 40; stop < 140; stop += 3) {
      const rest = await collect(http, { checkpoint: stored(full[stop]?.checkpoint) });
      expect(rest.map(nameOf)).toEqual(full.slice(stop + 1).map(nameOf));
    }
  });
  it('files an item without a start under the start of the item after it, once one is read, so that the checkpoint forgets it in time', async () => {
    const history = serve(generateHistory({ count: 10, seed: 34 }));
    const newest = history.newestStart;
    history.add({ ...activityBody(99, newest + 60), start_date: null }, newest + 60, '99');
    const first = await collect(client());
    expect(keysOf(first).at(-1)).toBe('99');
    expect(first.at(-1)?.checkpoint.seen.at(-1)).toEqual([Number.MAX_SAFE_INTEGER, '99']);
    history.add(activityBody(100, newest + 3600), newest + 3600);
    const second = await collect(client(), { checkpoint: stored(first.at(-1)?.checkpoint) });
    expect(keysOf(second)).toEqual(['100']);
    expect(second.at(-1)?.checkpoint.seen.at(-1)).toEqual([newest + 3600, '99', '100']);
  });
});

describe('syncActivities and rate limits', () => {
  it('ends at the daily limit with a RateLimitError whose checkpoint goes on exactly', async () => {
    const history = serve(generateHistory({ count: 3000, seed: 41 }));
    history.override = (request) => (request === 23 ? OVER_DAY : null);
    const http = client({ pageSize: 50, maxRateLimitWait: 15 * 60_000 });
    const { items, failure } = await collectUntilFailure(http);
    expect(failure).toBeInstanceOf(RateLimitError);
    const error = failure as RateLimitError;
    expect([error.limit, error.window, error.status]).toEqual(['overall', 'daily', 429]);
    expect(error.checkpoint).toEqual(items.at(-1)?.checkpoint);
    expect(items.length).toBeGreaterThan(900);
    const rest = await collect(http, { checkpoint: stored(error.checkpoint) });
    expectExactly([...items, ...rest], history.items);
  });

  it('ends with a checkpoint that starts afresh when the first request meets the limit', async () => {
    const history = serve(generateHistory({ count: 30, seed: 42 }));
    history.override = (request) => (request === 1 ? OVER_DAY : null);
    const error = await rejectionOf(collect(client(), { after: 1_400_000_000 })) as RateLimitError;
    expect(error.checkpoint).toEqual({ version: 1, after: 1_400_000_000, seen: [] });
    expectExactly(await collect(client(), { checkpoint: stored(error.checkpoint) }), history.items);
  });

  it('carries no checkpoint on a RateLimitError of any other call', async () => {
    server.answer(OVER_DAY);
    const error = await rejectionOf(client().getAthleteActivities()) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.checkpoint).toBeNull();
  });

  it('waits out a 15-minute window when maxRateLimitWait allows, telling onProgress, and goes on', async () => {
    const history = serve(generateHistory({ count: 500, seed: 43 }));
    history.override = (request) => (request === 4 ? OVER_15_MINUTES : null);
    const clock = new FakeClock();
    const progress: SyncProgress[] = [];
    const items = await collect(clockedClient(clock, { pageSize: 50, maxRateLimitWait: 15 * 60_000 }), { onProgress: (event) => progress.push(event) });
    expectExactly(items, history.items);
    expect(clock.sleeps).toEqual([7.5 * 60_000]);
    const waits = progress.filter((event) => event.type === 'wait');
    expect(waits).toEqual([{ type: 'wait', reason: 'rate-limit', ms: 7.5 * 60_000, until: new Date('2026-03-09T10:15:00Z') }]);
    const pages = progress.filter((event) => event.type === 'page');
    expect(pages.map((event) => event.number)).toEqual(pages.map((_event, index) => index + 1));
    expect(pages.reduce((sum, event) => sum + event.received, 0)).toBeGreaterThanOrEqual(500);
    expect(pages.length).toBe(history.requests - 1);
  });

  it('ends with RateLimitError and its checkpoint when the window resets later than maxRateLimitWait', async () => {
    const history = serve(generateHistory({ count: 300, seed: 44 }));
    history.override = (request) => (request === 3 ? OVER_15_MINUTES : null);
    const clock = new FakeClock();
    const http = clockedClient(clock, { pageSize: 50, maxRateLimitWait: 60_000 });
    const { items, failure } = await collectUntilFailure(http);
    expect((failure as RateLimitError).window).toBe('15-minute');
    expect(clock.sleeps).toEqual([]);
    expectExactly([...items, ...await collect(http, { checkpoint: stored((failure as RateLimitError).checkpoint) })], history.items);
  });
});

describe('syncActivities and the client\'s rules', () => {
  it('shares one retry budget across the whole sync, as a list does, and goes on from the last item after it fails', async () => {
    const history = serve(generateHistory({ count: 400, seed: 51 }));
    history.override = (request) => (request === 2 || request === 5 ? UNAVAILABLE : null);
    const clock = new FakeClock();
    const progress: SyncProgress[] = [];
    const http = clockedClient(clock, { pageSize: 50, maxRetries: 1 });
    const { items, failure } = await collectUntilFailure(http, { onProgress: (event) => progress.push(event) });
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(503);
    expect(progress.filter((event): event is SyncWaitProgress => event.type === 'wait').map((event) => event.reason)).toEqual(['retry']);
    history.override = null;
    expectExactly([...items, ...await collect(http, { checkpoint: stored(items.at(-1)?.checkpoint) })], history.items);
  });

  it('is not bounded by maxPages, and saves the last requests with stopOnShortPage', async () => {
    const history = serve(generateHistory({ count: 500, seed: 52 }));
    expectExactly(await collect(client({ pageSize: 20, maxPages: 1 })), history.items);
    const plain = history.requests;
    const checkpoint = stored((await collect(client({ pageSize: 20, stopOnShortPage: true }))).at(-1)?.checkpoint);
    expect(history.requests - plain).toBe(plain - 2);
    const before = history.requests;
    expect(await collect(client({ pageSize: 20 }), { checkpoint })).toEqual([]);
    expect(history.requests - before).toBe(3);
  });

  it('ends with ApiError rather than ask forever for a full page of one second it has given', async () => {
    const history = serve(new ActivityHistory());
    const second = Date.UTC(2024, 4, 1) / 1000;
    for (let id = 1; id <= 6; id++) history.add(activityBody(id, second), second);
    history.add(activityBody(7, second + 60), second + 60);
    const { items, failure } = await collectUntilFailure(client({ pageSize: 5 }));
    expect(items).toHaveLength(5);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as Error).message).toBe(`GET ${server.baseUrl}/athlete/activities?after=${second - 1}&page=1&per_page=5 answered a full page of activities the sync has given, `
      + 'none after 2024-05-01T00:00:00.000Z: pageSize (5) or more activities start in that second; the sync stops rather than ask again forever');
  });

  it('ends with ApiError when the server gives more new activities of one second than a page holds, remembering at most a page of them', async () => {
    // A server that makes up activities of one second, page after page: each is new, so
    // none ends the sync, and all of them would stay remembered (the second is the newest read).
    const second = Date.UTC(2024, 4, 1) / 1000;
    let made = 0;
    server.answer((_request, response) => {
      sendJson(response, 200, Array.from({ length: 5 }, () => activityBody(++made, second)));
    });
    const { items, failure } = await collectAtMost(client({ pageSize: 5 }), 500);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as Error).message).toBe(`GET ${server.baseUrl}/athlete/activities?after=${second - 1}&page=1&per_page=5 answered more than pageSize (5) `
      + 'activities that start in one second (2024-05-01T00:00:00.000Z), more than a page holds; the sync stops rather than read on without end');
    expect(items).toHaveLength(5);
    expect(remembered(items.at(-1)?.checkpoint)).toBe(5);
  });

  it.each([
    ['an id', (made: number) => ({ ...activityBody(made, 0), start_date: 'soon' })],
    ['no id', (made: number) => ({ name: `Activity ${String(made)}`, start_date: null })],
  ])('ends with ApiError when the server gives ever more items without a start it can read (with %s), after an activity that moves on', async (_name, unplaced) => {
    // Items whose start cannot be read are remembered until an item after them shows where
    // they belong; a server that puts new ones after the last activity of every page would
    // make the checkpoint grow without end (and each item cost a copy of them all).
    const first = Date.UTC(2024, 4, 1) / 1000;
    let page = 0;
    let made = 0;
    server.answer((_request, response) => {
      page += 1;
      sendJson(response, 200, [activityBody(++made, first + page * 60), ...Array.from({ length: 4 }, () => unplaced(++made))]);
    });
    const { items, failure } = await collectAtMost(client({ pageSize: 5 }), 500);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as Error).message).toBe(`GET ${server.baseUrl}/athlete/activities?after=${first + 60 - 1}&page=1&per_page=5 answered more than pageSize (5) `
      + 'items whose start the sync cannot read, none followed by one it can: it cannot tell where they belong, and stops rather than remember them without end');
    // The first page's five, then the second page's activity and its first such item.
    expect(items).toHaveLength(7);
    expect(remembered(items.at(-1)?.checkpoint)).toBe(7);
  });

  it.each([[10, 10], [200, 50]])('ends with ApiError when the server ignores after, giving nothing of the page that shows it (pageSize %i)', async (pageSize, given) => {
    const history = generateHistory({ count: 50, seed: 53 });
    server.answer((request, response) => {
      sendJson(response, 200, encodeJSON(history.page(new URLSearchParams({ page: '1', per_page: request.query.get('per_page') ?? '30', after: '0' }))));
    });
    const { items, failure } = await collectUntilFailure(client({ pageSize }));
    expect(items).toHaveLength(given);
    expect(failure).toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(2);
    const asked = server.requests[1]?.query.get('after') ?? '';
    expect((failure as Error).message).toBe(`GET ${server.baseUrl}/athlete/activities?after=${asked}&page=1&per_page=${pageSize} answered an activity that started at or before `
      + `the after it asked for (${new Date(Number(asked) * 1000).toISOString()}): the server ignores after (or answers as it did an earlier request); the sync stops rather than read the list out of place`);
  });

  it('stops asking when the loop is left, and aborts a wait at once with the signal\'s reason', async () => {
    const history = serve(generateHistory({ count: 200, seed: 54 }));
    let count = 0;
    for await (const item of syncActivities(client({ pageSize: 10 }))) {
      expect(item.ok).toBe(true);
      if (++count === 15) break;
    }
    expect(history.requests).toBe(2);
    history.override = () => OVER_15_MINUTES;
    const clock = new FakeClock();
    clock.hold = true;
    const controller = new AbortController();
    const sync = collect(clockedClient(clock, { maxRateLimitWait: 15 * 60_000 }), { signal: controller.signal });
    await vi.waitFor(() => {
      expect(clock.sleeps).toHaveLength(1);
    }, UNTIL_HANG);
    controller.abort('stop the sync');
    await expect(sync).rejects.toBe('stop the sync');
  });

  it('ends with the signal\'s reason when it aborts while the caller holds an item', async () => {
    serve(generateHistory({ count: 30, seed: 55 }));
    const controller = new AbortController();
    const iterator = syncActivities(client(), { signal: controller.signal });
    await iterator.next();
    controller.abort('enough');
    await expect(iterator.next()).rejects.toBe('enough');
  });
});

describe('syncActivities options', () => {
  it('starts a fresh sync after `after` (0 by default: the whole history), and ignores it beside a checkpoint', async () => {
    const history = serve(generateHistory({ count: 100, seed: 61 }));
    const cut = history.items[40]?.start ?? 0;
    expectExactly(await collect(client(), { after: cut }), history.items.filter((item) => item.start > cut));
    expectExactly(await collect(client(), { after: new Date(cut * 1000 + 999) }), history.items.filter((item) => item.start > cut));
    expect(server.requests.at(-1)?.query.get('after')).not.toBeNull();
    server.requests.length = 0;
    await collect(client());
    expect(server.requests[0]?.query.get('after')).toBe('0');
    const checkpoint = stored((await collect(client(), { after: cut })).at(-1)?.checkpoint);
    expect(await collect(client(), { checkpoint, after: 0 })).toEqual([]);
  });

  it.each([
    ['a fraction of a second for after', { after: 1.5 }, RangeError, /^syncActivities: after must be whole epoch seconds, received 1\.5/],
    ['an invalid Date for after', { after: new Date('soon') }, RangeError, /^syncActivities: after is an invalid Date/],
    ['a string for after', { after: '0' }, TypeError, /^syncActivities: after must be epoch seconds \(a number\) or a Date, received string/],
    ['a negative lateUploadWindow', { lateUploadWindow: -1 }, RangeError, /^syncActivities: lateUploadWindow must be a number of milliseconds from 0/],
    ['a lateUploadWindow in a string', { lateUploadWindow: '7d' }, TypeError, /^syncActivities: lateUploadWindow must be a number of milliseconds, received a string/],
    ['a signal that is not one', { signal: {} }, TypeError, /^syncActivities: signal must be an AbortSignal/],
    ['an onProgress that is not a function', { onProgress: true }, TypeError, /^syncActivities: onProgress must be a function/],
  ])('refuses %s before any request', async (_name, options, type, message) => {
    serve(generateHistory({ count: 5, seed: 62 }));
    const error = await rejectionOf(collect(client(), options as SyncOptions));
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toMatch(message);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a client createHttpClient did not make, and options that are not an object', async () => {
    const own = { getActivityComments: () => [] } as unknown as HttpClient;
    await expect(collect(own)).rejects.toThrow(/^syncActivities: client must be a client createHttpClient made, received an object$/);
    await expect(collect(null as unknown as HttpClient)).rejects.toThrow(TypeError);
    await expect(collect(client(), 7 as unknown as SyncOptions)).rejects.toThrow(/^syncActivities: options must be an object, received a number$/);
  });
});

describe('syncActivities checkpoints', () => {
  const valid = (): Record<string, unknown> => ({ version: 1, after: 1_600_000_000, seen: [[1_600_000_100, '12', '13'], [1_600_000_200, '14']] });

  it('reads a checkpoint back from JSON, and gives frozen ones whose size follows the window, not the history', async () => {
    const history = serve(generateHistory({ count: 2000, seed: 71, maxGap: 12 * 3600 }));
    const items = await collect(client());
    const sizes = items.map((item) => JSON.stringify(item.checkpoint).length);
    expect(Math.max(...sizes)).toBeLessThan(1200);
    const last = items.at(-1)?.checkpoint;
    expect(Object.isFrozen(last) && Object.isFrozen(last?.seen) && Object.isFrozen(last?.seen[0])).toBe(true);
    expect(last?.after).toBe(history.newestStart - 7 * DAY - 1);
    expect(last?.seen.flatMap(([, ...ids]) => ids).sort()).toEqual(keysOf(history.items.filter((item) => item.start > (last?.after ?? 0))).sort());
    expect(await collect(client(), { checkpoint: stored(last) })).toEqual([]);
    const bare = Object.create(null) as Record<string, unknown>;
    Object.assign(bare, stored(last));
    expect(await collect(client(), { checkpoint: bare as unknown as SyncCheckpoint })).toEqual([]);
  });

  it('remembers at most 10,000 activities: past that, the window narrows to the newest of them', async () => {
    const history = serve(generateHistory({ count: 10_100, seed: 73, maxGap: 60, sameSecond: 0 }));
    expect(history.newestStart - (history.items[0]?.start ?? 0)).toBeLessThan(7 * DAY);
    const items = await collect(client());
    expectExactly(items, history.items);
    const last = items.at(-1)?.checkpoint;
    const remembered = last?.seen.flatMap(([, ...ids]) => ids) ?? [];
    expect(remembered).toHaveLength(10_000);
    expect(remembered).toEqual(keysOf(history.items.slice(100)));
    expect(last?.after).toBe(history.items[99]?.start);
    expect(Math.max(...items.map((item) => item.checkpoint.seen.length))).toBe(10_000);
  });

  it('refuses a checkpoint of more ids than a sync ever gives (10,400) with a RangeError before any request, however many it holds', async () => {
    serve(new ActivityHistory());
    const base = 1_600_000_000;
    const checkpointOf = (seconds: number, perSecond: number): SyncCheckpoint => ({
      version: 1,
      after: base,
      seen: Array.from({ length: seconds }, (_, second) => [base + 1 + second, ...Array.from({ length: perSecond }, (_id, place) => String(second * perSecond + place + 1))] as [number, string, ...string[]]),
    });
    // A million ids: accepted, one item then took 15 to 26 s.
    const error = await rejectionOf(collect(client(), { checkpoint: checkpointOf(1000, 1000) }));
    expect(error).toBeInstanceOf(RangeError);
    expect((error as Error).message).toBe('syncActivities: checkpoint.seen holds more than 10400 ids, more than a sync ever gives (it remembers 10000, and at most a page '
      + 'more of the second it reads and of items whose start it cannot read); pass a checkpoint the sync gave, unchanged, or none to start afresh');
    expect(server.requests).toHaveLength(0);
    await expect(collect(client(), { checkpoint: checkpointOf(80, 130) })).resolves.toEqual([]);
    const past = checkpointOf(80, 130);
    await expect(collect(client(), { checkpoint: { ...past, seen: [...past.seen, [base + 100, '999999']] } })).rejects.toThrow(RangeError);
  });

  it('refuses a checkpoint, or an after option, more than a day after now with a RangeError before any request, and takes one within the day', async () => {
    serve(generateHistory({ count: 5, seed: 74 }));
    const clock = new FakeClock();
    const now = clock.now() / 1000;
    const future = { version: 1 as const, after: now + DAY + 1, seen: [] };
    const error = await rejectionOf(collect(clockedClient(clock), { checkpoint: future }));
    expect(error).toBeInstanceOf(RangeError);
    expect((error as Error).message).toBe(`syncActivities: checkpoint.after is ${now + DAY + 1} epoch seconds, more than a day after now (2026-03-09T10:07:30.000Z): `
      + 'a sync from there would skip every activity before it without a word (a sync never dates a checkpoint after the time it gives it); check the clock');
    await expect(collect(clockedClient(clock), { checkpoint: { ...future, after: 1e15 } })).rejects.toThrow(RangeError);
    await expect(collect(clockedClient(clock), { after: new Date((now + 2 * DAY) * 1000) })).rejects.toThrow(/^syncActivities: after is \d+ epoch seconds, more than a day after now/);
    expect(server.requests).toHaveLength(0);
    await expect(collect(clockedClient(clock), { checkpoint: { ...future, after: now + DAY } })).resolves.toEqual([]);
  });

  it('keeps the window at now when it gives an activity dated in the future: one that starts before that date and shows up late is still given', async () => {
    const clock = new FakeClock();
    const now = clock.now() / 1000;
    const history = serve(generateHistory({ count: 20, seed: 75, from: now - 20 * DAY, maxGap: DAY / 2 }));
    const ahead = history.add(activityBody(500, now + 300 * DAY), now + 300 * DAY);
    const http = clockedClient(clock);
    const first = await collect(http);
    expectExactly(first, history.items);
    const checkpoint = stored(first.at(-1)?.checkpoint);
    expect(checkpoint.after).toBe(now - 7 * DAY - 1);
    expect(checkpoint.seen.at(-1)).toEqual([ahead.start, ahead.key]);
    const late = history.add(activityBody(501, now - 3 * DAY), now - 3 * DAY);
    expect(keysOf(await collect(http, { checkpoint }))).toEqual([late.key]);
  });

  it.each([
    ['a string', 'checkpoint', /^syncActivities: checkpoint must be an object, received a string; pass a checkpoint the sync gave, unchanged, or none to start afresh$/],
    ['a list', [], /checkpoint must be an object, received an array/],
    ['another version', { ...valid(), version: 2 }, /^syncActivities: checkpoint\.version is 2, a format this version of activity-records cannot read \(it reads version 1\)$/],
    ['no version', { after: 0, seen: [] }, /checkpoint\.version must be 1, received an undefined/],
    ['a version as text', { ...valid(), version: '1' }, /checkpoint\.version must be 1, received a string/],
    ['a key of its own', { ...valid(), cursor: 'x' }, /checkpoint has a key a checkpoint does not have \("cursor"\)/],
    ['a negative after', { ...valid(), after: -1 }, /checkpoint\.after must be whole epoch seconds \(a safe integer, 0 or more\), received -1/],
    ['a fraction for after', { ...valid(), after: 1.5 }, /checkpoint\.after must be whole epoch seconds .*received 1\.5/],
    ['after as text', { ...valid(), after: '0' }, /checkpoint\.after must be whole epoch seconds .*received a string/],
    ['seen not a list', { ...valid(), seen: {} }, /checkpoint\.seen must be a list, received an object/],
    ['a second without ids', { ...valid(), seen: [[1_600_000_100]] }, /checkpoint\.seen\[0\] must be a list of a start second and at least one id/],
    ['a second before after', { ...valid(), seen: [[1_600_000_000, '1']] }, /checkpoint\.seen\[0\]\[0\] must be epoch seconds after 1600000000/],
    ['seconds out of order', { ...valid(), seen: [[1_600_000_200, '1'], [1_600_000_100, '2']] }, /checkpoint\.seen\[1\]\[0\] must be epoch seconds after 1600000200/],
    ['an id as a number', { ...valid(), seen: [[1_600_000_100, 12]] }, /checkpoint\.seen\[0\]\[1\] must be an id as decimal digits, received a number/],
    ['an id that is not digits', { ...valid(), seen: [[1_600_000_100, '12a']] }, /checkpoint\.seen\[0\]\[1\] must be an id as decimal digits, received a string/],
    ['an id twice', { ...valid(), seen: [[1_600_000_100, '12'], [1_600_000_200, '12']] }, /checkpoint\.seen\[1\]\[1\] names an activity given twice/],
    // eslint-disable-next-line no-sparse-arrays
    ['a hole in seen', { ...valid(), seen: [, [1_600_000_100, '12']] }, /^syncActivities: checkpoint\.seen\[0\] is missing \(a hole in a sparse list\); pass a checkpoint/],
    // eslint-disable-next-line no-sparse-arrays
    ['a hole among the ids of a second', { ...valid(), seen: [[1_600_000_100, '12', , '13']] }, /^syncActivities: checkpoint\.seen\[0\]\[2\] is missing \(a hole in a sparse list\)/],
  ])('refuses %s with a TypeError before any request', async (_name, checkpoint, message) => {
    serve(generateHistory({ count: 5, seed: 72 }));
    const error = await rejectionOf(collect(client(), { checkpoint: checkpoint as SyncCheckpoint }));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(message);
    expect(server.requests).toHaveLength(0);
  });
});

describe('syncActivities against a server that lies', () => {
  /** The list as the API answers `after` requests, with a lie in each answer as `lie` makes it. */
  function serveLying(history: ActivityHistory, lie: (page: unknown[], query: URLSearchParams, request: number) => unknown[]): void {
    let request = 0;
    server.answer((seen, response) => {
      request += 1;
      sendJson(response, 200, encodeJSON(lie(history.page(seen.query), seen.query, request)));
    });
  }

  it.each([5, 200])('ends with ApiError, its checkpoint within a page of the second, when pages of items without a start each end with an activity given before (pageSize %i)', async (pageSize) => {
    // Each page: pageSize - 1 new items whose start cannot be read, then the same activity.
    // They were filed under its second, which nothing forgot: the checkpoint grew past
    // 10,000 ids, each item copied the second (quadratic), and the sync never ended.
    const second = Date.UTC(2024, 4, 1) / 1000;
    let made = 100;
    server.answer((_request, response) => {
      sendJson(response, 200, [...Array.from({ length: pageSize - 1 }, () => ({ ...activityBody(++made, second), start_date: 'soon' })), activityBody(1, second)]);
    });
    const { items, failure } = await collectAtMost(client({ pageSize }), 20_000);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as Error).message).toBe(`GET ${server.baseUrl}/athlete/activities?after=${second - 1}&page=1&per_page=${pageSize} answered more than pageSize (${pageSize}) `
      + 'activities that start in one second (2024-05-01T00:00:00.000Z), more than a page holds; the sync stops rather than read on without end');
    expect(server.requests).toHaveLength(2);
    expect(items).toHaveLength(2 * pageSize - 1);
    expect(remembered(items.at(-1)?.checkpoint)).toBe(2 * pageSize - 1);
  });

  it('ends with ApiError within three requests when the one activity it gave moves a second later on every request', async () => {
    const start = Date.UTC(2024, 4, 1) / 1000;
    let request = 0;
    server.answer((seen, response) => {
      request += 1;
      // Past 100 requests, an empty page: a sync that asked on would end there, giving nothing.
      sendJson(response, 200, request > 100 || seen.query.get('page') !== '1' ? [] : [activityBody(1, start + request)]);
    });
    const { items, failure } = await collectAtMost(client(), 1000);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as Error).message).toBe(`GET ${server.baseUrl}/athlete/activities?after=${start + 1}&page=1&per_page=200 answered an activity the sync has given `
      + 'at a later start again than the one this sync read it at: the server moves activities on every request; the sync stops rather than ask again forever');
    expect(keysOf(items)).toEqual(['1']);
    expect(request).toBe(3);
    // From the checkpoint, the same: no item, the same error, as many requests.
    request = 0;
    const again = await collectUntilFailure(client(), { checkpoint: stored(items[0]?.checkpoint) });
    expect([again.items, again.failure instanceof ApiError, request]).toEqual([[], true, 3]);
  });

  it('does not give an activity again when its start was moved later after it was given, once the window passes its first start', async () => {
    const history = serve(generateHistory({ count: 30, seed: 81, maxGap: 3600 }));
    const http = client({ pageSize: 10 });
    const first = await collect(http);
    const edited = history.items[25];
    const start = edited?.start ?? 0;
    // The athlete moves the activity two days later; it is read there by the next sync.
    const moved = history.move(edited?.key ?? '', start + 2 * DAY);
    const second = await collect(http, { checkpoint: stored(first.at(-1)?.checkpoint) });
    expect(second).toEqual([]);
    // A new activity eight days after its first start: the window passes that start.
    const newer = history.add(activityBody(77, start + 8 * DAY), start + 8 * DAY);
    const third = await collect(http, { checkpoint: stored(first.at(-1)?.checkpoint) });
    expect(keysOf(third)).toEqual([newer.key]);
    const fourth = await collect(http, { checkpoint: stored(third.at(-1)?.checkpoint) });
    expect(keysOf(fourth)).toEqual([]);
    expect(moved.start).toBe(start + 2 * DAY);
  });

  it('ends with ApiError before giving an activity of a page that is not oldest first, and goes on exactly once the server answers as the API does', async () => {
    const history = generateHistory({ count: 60, seed: 82 });
    // From the fourth request on, the server answers newest first.
    serveLying(history, (page, query, request) => (request < 4 ? page : history.page(new URLSearchParams({ per_page: query.get('per_page') ?? '30' }))));
    const { items, failure } = await collectUntilFailure(client({ pageSize: 10 }));
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as Error).message).toMatch(/ answered an activity that started at \S+ after one that started at \S+: not oldest first, as the API answers after; the sync stops rather than skip the activities between$/);
    expect(items).toHaveLength(28);
    serve(history);
    expectExactly([...items, ...await collect(client({ pageSize: 10 }), { checkpoint: stored(items.at(-1)?.checkpoint) })], history.items);
  });

  it.each([1, 2, 3])('gives every activity once from a server that answers at most %i a page, pages of one second included, at the list\'s end too', async (cap) => {
    const history = generateHistory({ count: 40, seed: 83 });
    const middle = history.items[20]?.start ?? 0;
    const last = history.newestStart + 60;
    for (let index = 0; index < 4; index++) history.add(activityBody(900 + index, middle), middle);
    for (let index = 0; index < 5; index++) history.add(activityBody(950 + index, last), last);
    serveLying(history, (page) => page.slice(0, cap));
    const items = await collect(client({ pageSize: 10 }));
    expectExactly(items, history.items);
    // Resumed from the last checkpoint, nothing is new, and the tail is read again page by page.
    expect(await collect(client({ pageSize: 10 }), { checkpoint: stored(items.at(-1)?.checkpoint) })).toEqual([]);
  });

  it('ends with ApiError when it reads a second page by page from a server that caps its pages and ignores page', async () => {
    const history = generateHistory({ count: 10, seed: 85 });
    const second = history.newestStart + 60;
    for (let index = 0; index < 5; index++) history.add(activityBody(960 + index, second), second);
    serveLying(history, (_page, query) => history.page(new URLSearchParams({ after: query.get('after') ?? '0', per_page: '2' })));
    const { items, failure } = await collectUntilFailure(client({ pageSize: 10 }));
    expect((failure as Error).message).toBe(`GET ${server.baseUrl}/athlete/activities?after=${second - 1}&page=2&per_page=2 answered on page 2 an activity it answered `
      + 'on an earlier page of the same request: its pages overlap (the server repeats them, or the list changed between two requests); the sync stops rather than skip what a page left out (run it again)');
    expect(keysOf(items)).toEqual(keysOf(history.items.slice(0, 12)));
  });

  it('ends with ApiError rather than pass 10,400 ids when thousands of activities are dated after now, which the checkpoint cannot forget', async () => {
    const clock = new FakeClock();
    const history = serve(generateHistory({ count: 10_401, seed: 86, from: clock.now() / 1000 + DAY, maxGap: 1, sameSecond: 0 }));
    const { items, failure } = await collectUntilFailure(clockedClient(clock));
    expect((failure as Error).message).toMatch(/ answered activities that would take the checkpoint past 10400 ids, none of which it can forget yet \(they start where it has not read past, or after now\); the sync stops rather than remember them without end$/);
    expect(items).toHaveLength(10_400);
    expect(remembered(items.at(-1)?.checkpoint)).toBe(10_400);
    expect(history.requests).toBeLessThan(60);
  });

  it('ends with ApiError when a page holds more activities than the per_page it asked for', async () => {
    const history = generateHistory({ count: 30, seed: 84 });
    serveLying(history, (_page, query) => history.page(new URLSearchParams({ after: query.get('after') ?? '0', per_page: '100' })));
    const { items, failure } = await collectUntilFailure(client({ pageSize: 10 }));
    expect(items).toEqual([]);
    expect((failure as Error).message).toBe(`GET ${server.baseUrl}/athlete/activities?after=0&page=1&per_page=10 answered 30 activities, more than the 10 it asked for (per_page): `
      + 'the sync cannot tell what its next request would skip, and stops');
  });
});
