import { beforeEach, describe, expect, it } from 'vitest';
import { apiText, createDataset } from '../../bench/dataset.mjs';
import { ApiError, createHttpClient, type HttpClientOptions } from '../../src/http/index.js';
import { DetailedActivity, DetailedAthlete, Lap, SummaryActivity, decodeJSON } from '../../src/index.js';
import { sendJson, startApiServerForFile, type SeenRequest } from '../helpers/api-server.js';
import { rejectionOf } from './clients.js';

/** Half a year of the generated athlete's activities: a list of 128, newest first, as the API pages it. */
const data = createDataset({ seed: 1, from: '2024-01-01', until: '2024-06-30' });
const COUNT = data.activityIds().length;
/** The list's pages of `perPage` items, as the API's text: every one, to the first empty page. */
function pagesOf(perPage: number): string[] {
  const pages: string[] = [];
  for (let page = 1; ; page++) {
    const items = data.athleteActivities({ page, per_page: perPage });
    pages.push(apiText(items));
    if (items.length === 0) return pages;
  }
}
const BY_30 = pagesOf(30);
const BY_72 = pagesOf(72);
const itemsIn = (pages: string[]) => pages.flatMap((page) => decodeJSON(page) as unknown[]);
/** A run of the year: its detail and its laps. */
const RUN = data.activityIndex().find((entry) => entry.sport === 'Run')?.id ?? 0;

const server = await startApiServerForFile();

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ accessToken: 'activities-token', baseUrl: server.baseUrl, ...options });
}

/** Answers as the API did: the athlete, their activity pages by `page` and `per_page`, one activity and its laps. */
function answerAsTheApi(): void {
  const answers: Record<string, (query: URLSearchParams) => string> = {
    '/athlete': () => apiText(data.athleteBody()),
    '/athlete/activities': (query) => (query.get('per_page') === '72' ? BY_72 : BY_30)[Number(query.get('page')) - 1] ?? '[]',
    [`/activities/${RUN}`]: () => apiText(data.activity(RUN)),
    [`/activities/${RUN}/laps`]: () => apiText(data.laps(RUN)),
  };
  server.answer((request: SeenRequest, response) => {
    const answer = answers[request.path];
    if (answer === undefined) sendJson(response, 404, { message: 'Record Not Found', errors: [] });
    else sendJson(response, 200, answer(request.query));
  });
}

describe('the athlete and their activities over HTTP', () => {
  beforeEach(answerAsTheApi);

  it('getAuthenticatedAthlete fetches GET /athlete in one request, for DetailedAthlete.parse', async () => {
    const http = client();
    const athlete = DetailedAthlete.parse(await http.getAuthenticatedAthlete(), { client: http });
    expect(server.requests.map((request) => request.path)).toEqual(['/athlete']);
    expect(athlete.username).toBe('hannahmuller');
    expect(athlete.bound_client).toBe(http);
  });

  it('getAthleteActivities pages by page and per_page until the empty page: 6 requests for half a year\'s 128 activities', async () => {
    const activities = await client({ pageSize: 30 }).getAthleteActivities();
    expect(activities).toEqual(itemsIn(BY_30));
    expect(activities).toHaveLength(COUNT);
    expect(COUNT).toBe(128);
    expect(server.requests).toHaveLength(6);
    expect(server.requests.map((request) => request.query.get('page'))).toEqual(Array.from({ length: 6 }, (_, index) => String(index + 1)));
    expect(server.requests.every((request) => request.query.get('per_page') === '30' && !request.query.has('after'))).toBe(true);
  });

  it('stops at the short page with stopOnShortPage, saving the empty page: 2 requests for the same activities', async () => {
    const activities = await client({ pageSize: 72, stopOnShortPage: true }).getAthleteActivities();
    expect(server.requests).toHaveLength(2);
    expect(activities.map((item) => (item as { id: unknown }).id)).toEqual(itemsIn(BY_30).map((item) => (item as { id: unknown }).id));
  });

  it('iterateAthleteActivities yields items as pages arrive, and stops paging when the loop ends', async () => {
    let count = 0;
    for await (const item of client({ pageSize: 30 }).iterateAthleteActivities()) {
      expect(SummaryActivity.parse(item)).toBeInstanceOf(SummaryActivity);
      count += 1;
      if (count === 45) break;
    }
    expect(server.requests).toHaveLength(2);
  });

  it('bounds a list by maxPages, rejecting with ApiError', async () => {
    const error = await rejectionOf(client({ pageSize: 30, maxPages: 3 }).getAthleteActivities());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/athlete\/activities did not end within maxPages \(3\)/);
    expect(server.requests).toHaveLength(3);
  });

  it('sends after and before as whole epoch seconds: numbers as given, Dates taken to the second outward', async () => {
    await client().getAthleteActivities({ after: 1522022400, before: 1530000000 });
    expect(server.requests[0]?.query.get('after')).toBe('1522022400');
    expect(server.requests[0]?.query.get('before')).toBe('1530000000');
    server.requests.length = 0;
    await client().getAthleteActivities({ after: new Date('2018-03-26T00:00:00.900Z'), before: new Date('2018-06-26T08:00:00.100Z') });
    expect(server.requests[0]?.query.get('after')).toBe(String(Date.parse('2018-03-26T00:00:00Z') / 1000));
    expect(server.requests[0]?.query.get('before')).toBe(String(Date.parse('2018-06-26T08:00:01Z') / 1000));
    server.requests.length = 0;
    await client().getAthleteActivities({ after: 0, before: 253_402_300_799 });
    expect(server.requests[0]?.query.get('before')).toBe('253402300799');
    server.requests.length = 0;
    await client().getAthleteActivities({ after: new Date(0), before: new Date('2018-06-26T08:00:00Z') });
    expect(server.requests[0]?.query.get('after')).toBe('0');
    expect(server.requests[0]?.query.get('before')).toBe(String(Date.parse('2018-06-26T08:00:00Z') / 1000));
  });

  it.each([
    ['a fraction of a second', { after: 1522022400.5 }, RangeError, /after must be whole epoch seconds, received 1522022400\.5/],
    ['NaN', { before: Number.NaN }, RangeError, /before must be whole epoch seconds, received NaN/],
    ['an infinite time', { before: Number.POSITIVE_INFINITY }, RangeError, /before must be whole epoch seconds/],
    ['a time before 1970', { after: -1 }, RangeError, /after must not be before 1970-01-01T00:00:00Z, received -1/],
    ['a Date before 1970', { after: new Date(-500) }, RangeError, /after must not be before 1970/],
    ['an invalid Date', { after: new Date('yesterday') }, RangeError, /after is an invalid Date/],
    ['epoch milliseconds', { after: 1_764_115_200_000 }, RangeError, /after must not be after 9999-12-31T23:59:59Z, received 1764115200000 epoch seconds \(epoch milliseconds, as Date\.now\(\) gives\? divide by 1000, or pass a Date\)/],
    ['a Date past the year 9999', { before: new Date('+010000-01-01T00:00:00Z') }, RangeError, /before must not be after 9999-12-31T23:59:59Z/],
    ['a string', { after: '1522022400' }, TypeError, /after must be epoch seconds \(a number\) or a Date, received string/],
    ['null', { before: null }, TypeError, /before must be epoch seconds \(a number\) or a Date, received null/],
  ])('rejects %s without a request', async (_name, options, type, message) => {
    const error = await rejectionOf(client().getAthleteActivities(options as never));
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toMatch(/^getAthleteActivities: /);
    const iterator = client().iterateAthleteActivities(options as never);
    await expect(iterator.next()).rejects.toThrow(type);
    expect(server.requests).toHaveLength(0);
  });

  it('serves the walk a user makes: the athlete, their activities, one in detail, its laps, through the accessors', async () => {
    const http = client({ pageSize: 30 });
    const athlete = DetailedAthlete.parse(await http.getAuthenticatedAthlete(), { client: http });
    const activities = SummaryActivity.parseMany(await http.getAthleteActivities({ before: new Date('2024-03-05T00:00:00Z') }), { client: http });
    const run = SummaryActivity.parse({ id: RUN, athlete: { id: athlete.id } }, { client: http });
    expect(activities.length).toBeGreaterThan(0);
    server.requests.length = 0;
    const detail = await run.details();
    expect(detail).toBeInstanceOf(DetailedActivity);
    expect(server.requests.at(-1)?.path).toBe(`/activities/${RUN}`);
    expect(server.requests.at(-1)?.query.get('include_all_efforts')).toBe('true');
    const laps = await run.laps();
    expect(laps[0]).toBeInstanceOf(Lap);
    expect(laps[0]?.bound_client).toBe(http);
    expect(server.requests.map((request) => request.path)).toEqual([`/activities/${RUN}`, `/activities/${RUN}/laps`]);
  });
});
