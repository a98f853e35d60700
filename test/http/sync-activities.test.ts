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
async function collectAtMost(http: HttpClient, most: number): Promise<{ items: SyncItem[]; failure: unknown }> {
  const items: SyncItem[] = [];
  try {
    for await (const item of syncActivities(http)) {
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

  it.each([[10, 10], [200, 50]])('ends with ApiError when the server ignores after, once it has given its page (pageSize %i)', async (pageSize, given) => {
    const history = generateHistory({ count: 50, seed: 53 });
    server.answer((request, response) => {
      sendJson(response, 200, encodeJSON(history.page(new URLSearchParams({ page: '1', per_page: request.query.get('per_page') ?? '30', after: '0' }))));
    });
    const { items, failure } = await collectUntilFailure(client({ pageSize }));
    expect(items).toHaveLength(given);
    expect(failure).toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(2);
    const asked = server.requests[1]?.query.get('after') ?? '';
    expect((failure as Error).message).toContain(`answered only activities the sync has given, some of them started before the after it asked for (${new Date(Number(asked) * 1000).toISOString()}): the server ignores after`);
  });

  it('ends with ApiError naming the after it asked for in epoch seconds when that is past what a Date holds', async () => {
    const history = generateHistory({ count: 5, seed: 56 });
    server.answer((_request, response) => {
      sendJson(response, 200, encodeJSON(history.page(new URLSearchParams({ page: '1', per_page: '30', after: '0' }))));
    });
    // An after option past the year 9999 is refused before any request; a stored checkpoint's is read as it is.
    const after = Number.MAX_SAFE_INTEGER - 1;
    const { items, failure } = await collectUntilFailure(client(), { checkpoint: { version: 1, after, seen: [] } });
    expect(items).toEqual([]);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as Error).message).toContain(`started before the after it asked for (${after} epoch seconds): the server ignores after`);
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
