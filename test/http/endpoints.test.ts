import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient, type HttpClientOptions } from '../../src/http/index.js';
import { ActivityStats, Lap, ParseError, decodeJSON } from '../../src/index.js';
import { sendJson, startApiServerForFile, type SeenRequest } from '../helpers/api-server.js';
import { fixtureText } from '../helpers/fixtures.js';
import { rejectionOf } from './clients.js';

const TOKEN = 'endpoint-token-0c1d';
const REAL = 'real/strava-ruby-client/';
const ACTIVITY = `${REAL}activity__0__activities_1946417534__f7f30f15bdafdbca.json`;
const BIG_ID_ACTIVITY = `${REAL}activity_with_fake_id__0__activities_194641753419464175341946417534__70c3287d96d4a558.json`;
const LAPS = `${REAL}activity_laps__0__activities_15605032352_laps__c874ee91983d7eec.json`;
const COMMENT_PAGES = [
  `${REAL}activity_comments_page_size_3_by_2__0__activities_15605032352_comments__30aae7abb9e1b980.json`,
  `${REAL}activity_comments_page_size_3_by_2__1__activities_15605032352_comments__3d7e5ff05291542b.json`,
];
const KUDOS = `${REAL}activity_kudos__0__activities_15605032352_kudos__7da726566f91cbdf.json`;

const server = await startApiServerForFile();

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ accessToken: TOKEN, baseUrl: server.baseUrl, ...options });
}

/** The status and body the API gave for this request, from the real bodies: comments by cursor (two per page), kudos by page. */
function realAnswer({ path, query }: SeenRequest): [number, unknown] {
  if (/^\/activities\/1946417534$/.test(path)) return [200, fixtureText(ACTIVITY)];
  if (/^\/activities\/194641753419464175341946417534$/.test(path)) return [200, fixtureText(BIG_ID_ACTIVITY)];
  if (/^\/activities\/\d+\/laps$/.test(path)) return [200, fixtureText(LAPS)];
  if (/^\/activities\/\d+\/comments$/.test(path)) {
    const pages = COMMENT_PAGES.map((name) => fixtureText(name));
    const firstCursor = (JSON.parse(pages[0] ?? '[]') as { cursor: string }[]).at(-1)?.cursor;
    const after = query.get('after_cursor');
    if (after === null) return [200, pages[0]];
    return [200, after === firstCursor ? pages[1] : []];
  }
  if (/^\/activities\/\d+\/kudos$/.test(path)) return [200, query.get('page') === '1' ? fixtureText(KUDOS) : []];
  if (/^\/activities\/\d+\/zones$/.test(path)) return [200, [{ type: 'heartrate', distribution_buckets: [] }]];
  if (/^\/activities\/\d+\/photos$/.test(path)) return [200, [{ unique_id: 'p1' }]];
  if (/^\/athletes\/\d+\/stats$/.test(path)) return [200, { biggest_ride_distance: 152127 }];
  return [404, { message: 'Record Not Found', errors: [] }];
}

function answerFromRealBodies(): void {
  server.answer((request, response) => {
    const [status, body] = realAnswer(request);
    sendJson(response, status, body);
  });
}

describe('the endpoints of the http client', () => {
  beforeAll(answerFromRealBodies);
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('sends the bearer token and asks for JSON', async () => {
    await client().getActivityZones(1);
    const request = server.requests.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.path).toBe('/activities/1/zones');
  });

  it('fetches an activity with include_all_efforts only when asked, and its laps and efforts parse', async () => {
    const http = client();
    const activity = await http.getActivity(1946417534, { includeAllEfforts: true });
    expect(server.requests.at(-1)?.query.get('include_all_efforts')).toBe('true');
    expect(activity).toEqual(decodeJSON(fixtureText(ACTIVITY)));
    expect(activity.segment_efforts).toHaveLength(53);
    const laps = Lap.parseMany(activity.laps, { client: http });
    expect(laps[0]?.activity?.bound_client).toBe(http);
    await http.getActivity(1946417534);
    expect(server.requests.at(-1)?.query.has('include_all_efforts')).toBe(false);
    await http.getActivity(1946417534, { includeAllEfforts: false });
    expect(server.requests.at(-1)?.query.has('include_all_efforts')).toBe(false);
  });

  it('writes an id beyond 2^53 into the path exactly and decodes it exactly', async () => {
    const activity = await client().getActivity(194641753419464175341946417534n);
    expect(server.requests.at(-1)?.path).toBe('/activities/194641753419464175341946417534');
    expect(activity.id).toBe(194641753419464175341946417534n);
  });

  it('fetches laps for Lap.parseMany, bound to the client', async () => {
    const http = client();
    const laps = Lap.parseMany(await http.getActivityLaps(15605032352), { client: http });
    expect(server.requests.at(-1)?.path).toBe('/activities/15605032352/laps');
    expect(laps.map((lap) => lap.toJSON())).toEqual(
      (decodeJSON(fixtureText(LAPS)) as Record<string, unknown>[]).map((lap) => Lap.parse(lap).toJSON()),
    );
    expect(laps[0]?.bound_client).toBe(http);
  });

  it('pages real comments by cursor, sending the cursor exactly as the API gave it', async () => {
    const comments = await client({ pageSize: 2 }).getActivityComments(15605032352);
    const expected = COMMENT_PAGES.flatMap((name) => decodeJSON(fixtureText(name)) as unknown[]);
    expect(comments).toEqual(expected);
    const [first, second, third] = server.requests;
    expect(server.requests).toHaveLength(3);
    expect(first?.query.get('page_size')).toBe('2');
    expect(first?.query.has('after_cursor')).toBe(false);
    expect(second?.query.get('after_cursor')).toBe((expected[1] as { cursor: string }).cursor);
    expect(third?.query.get('after_cursor')).toBe((expected[2] as { cursor: string }).cursor);
  });

  it('pages real kudos by page and per_page until the empty page', async () => {
    const kudos = await client({ pageSize: 30 }).getActivityKudos(15605032352);
    expect(kudos).toEqual(decodeJSON(fixtureText(KUDOS)));
    expect(server.requests.map((request) => [request.query.get('page'), request.query.get('per_page')])).toEqual([['1', '30'], ['2', '30']]);
  });

  it('asks for photo sources, and the size when given', async () => {
    await client().getActivityPhotos(9, { size: 600 });
    expect(server.requests.at(-1)?.query.get('photo_sources')).toBe('true');
    expect(server.requests.at(-1)?.query.get('size')).toBe('600');
    await client().getActivityPhotos(9);
    expect(server.requests.at(-1)?.query.has('size')).toBe(false);
    await expect(client().getActivityPhotos(9, { size: 0 })).rejects.toThrow(RangeError);
  });

  it('fetches zones and stats', async () => {
    await expect(client().getActivityZones(9)).resolves.toEqual([{ type: 'heartrate', distribution_buckets: [] }]);
    await expect(client().getAthleteStats(134815)).resolves.toEqual({ biggest_ride_distance: 152127 });
    expect(server.requests.at(-1)?.path).toBe('/athletes/134815/stats');
  });

  it('serves the lazy accessors: laps, then the activity\'s comments and the athlete\'s stats through the same server', async () => {
    const http = client({ pageSize: 2 });
    const [lap] = Lap.parseMany(await http.getActivityLaps(15605032352), { client: http });
    server.requests.length = 0;
    const comments = await lap?.activity?.comments();
    expect(comments).toHaveLength(3);
    expect(server.requests.map((request) => request.path)).toEqual(Array(3).fill('/activities/15605032352/comments'));
    const stats = await lap?.athlete?.stats();
    expect(stats).toBeInstanceOf(ActivityStats);
    expect(stats?.toJSON()).toEqual({ biggest_ride_distance: 152127 });
  });

  it.each([1.5, -1, Number.NaN, 2 ** 53])('rejects the id %s with a TypeError, without a request', async (id) => {
    await expect(client().getAthleteStats(id)).rejects.toThrow(TypeError);
    await expect(client().getActivityComments(id)).rejects.toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('bodies of the wrong shape', () => {
  it.each([
    ['a list where an object is expected', (http: ReturnType<typeof client>) => http.getActivity(1), '[]', /where an object was expected/],
    ['an object where a list is expected', (http: ReturnType<typeof client>) => http.getActivityLaps(1), '{}', /where a list was expected/],
    ['null where a list is expected', (http: ReturnType<typeof client>) => http.getActivityZones(1), 'null', /null where a list/],
    ['a string where an object is expected', (http: ReturnType<typeof client>) => http.getAthleteStats(1), '"x"', /a string where an object/],
    ['a page that is not a list', (http: ReturnType<typeof client>) => http.getActivityComments(1), '{"a": 1}', /where a list was expected/],
  ])('rejects %s with an ApiError, not a ParseError', async (_name, call, body, message) => {
    server.answer((_request, response) => {
      sendJson(response, 200, body);
    });
    const error = await rejectionOf(call(client()));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ParseError);
    expect((error as Error).message).toMatch(message);
  });
});
