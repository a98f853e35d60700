import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient, type HttpClientOptions } from '../../src/http/index.js';
import { ActivityStats, Lap, ParseError, decodeJSON } from '../../src/index.js';
import { sendJson, startApiServerForFile, type SeenRequest } from '../helpers/api-server.js';
import { TEST_RIDE, TEST_RUN, testBody, testData, testText } from '../helpers/fixtures.js';
import { rejectionOf } from './clients.js';

const TOKEN = 'endpoint-token-0c1d';
/** The test data's ride in detail (segment effort ids past 2^53) and its six comments, the long run's laps and four kudos, as the API's text. */
const ACTIVITY = testText(testBody(testData().activity(TEST_RIDE), 'ride'));
const COMMENTS = testBody(testData().comments(TEST_RIDE), 'comments');
const LAPS = testText(testBody(testData().laps(TEST_RUN), 'laps'));
const KUDOS = testText(testBody(testData().kudos(TEST_RUN), 'kudos'));
/** An activity whose id has thirty digits, as one recorded answer of the API has. */
const BIG_ID_ACTIVITY = '{"id":194641753419464175341946417534,"resource_state":3,"name":"Thirty digits"}';

const server = await startApiServerForFile();

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ accessToken: TOKEN, baseUrl: server.baseUrl, ...options });
}

/** The status and body the API gives for this request, from the test data: comments by cursor (`page_size` a page), kudos by page. */
function apiAnswer({ path, query }: SeenRequest): [number, unknown] {
  if (path === `/activities/${TEST_RIDE}`) return [200, ACTIVITY];
  if (/^\/activities\/194641753419464175341946417534$/.test(path)) return [200, BIG_ID_ACTIVITY];
  if (/^\/activities\/\d+\/laps$/.test(path)) return [200, LAPS];
  if (/^\/activities\/\d+\/comments$/.test(path)) {
    const after = query.get('after_cursor');
    const from = after === null ? 0 : COMMENTS.findIndex((comment) => comment.cursor === after) + 1;
    return [200, testText(COMMENTS.slice(from, from + Number(query.get('page_size'))))];
  }
  if (/^\/activities\/\d+\/kudos$/.test(path)) return [200, query.get('page') === '1' ? KUDOS : []];
  if (/^\/activities\/\d+\/zones$/.test(path)) return [200, [{ type: 'heartrate', distribution_buckets: [] }]];
  if (/^\/activities\/\d+\/photos$/.test(path)) return [200, [{ unique_id: 'p1' }]];
  if (/^\/athletes\/\d+\/stats$/.test(path)) return [200, { biggest_ride_distance: 152127 }];
  return [404, { message: 'Record Not Found', errors: [] }];
}

function answerFromTestData(): void {
  server.answer((request, response) => {
    const [status, body] = apiAnswer(request);
    sendJson(response, status, body);
  });
}

describe('the endpoints of the http client', () => {
  beforeAll(answerFromTestData);
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
    const activity = await http.getActivity(TEST_RIDE, { includeAllEfforts: true });
    expect(server.requests.at(-1)?.query.get('include_all_efforts')).toBe('true');
    expect(activity).toEqual(decodeJSON(ACTIVITY));
    expect(activity.segment_efforts).toHaveLength(3);
    const laps = Lap.parseMany(activity.laps, { client: http });
    expect(laps[0]?.activity?.bound_client).toBe(http);
    await http.getActivity(TEST_RIDE);
    expect(server.requests.at(-1)?.query.has('include_all_efforts')).toBe(false);
    await http.getActivity(TEST_RIDE, { includeAllEfforts: false });
    expect(server.requests.at(-1)?.query.has('include_all_efforts')).toBe(false);
  });

  it('writes an id beyond 2^53 into the path exactly and decodes it exactly', async () => {
    const activity = await client().getActivity(194641753419464175341946417534n);
    expect(server.requests.at(-1)?.path).toBe('/activities/194641753419464175341946417534');
    expect(activity.id).toBe(194641753419464175341946417534n);
  });

  it('fetches laps for Lap.parseMany, bound to the client', async () => {
    const http = client();
    const laps = Lap.parseMany(await http.getActivityLaps(TEST_RUN), { client: http });
    expect(server.requests.at(-1)?.path).toBe(`/activities/${TEST_RUN}/laps`);
    expect(laps.map((lap) => lap.toJSON())).toEqual(
      (decodeJSON(LAPS) as Record<string, unknown>[]).map((lap) => Lap.parse(lap).toJSON()),
    );
    expect(laps[0]?.bound_client).toBe(http);
  });

  it('pages comments by cursor, sending the cursor exactly as the API gave it (URL-encoded already)', async () => {
    const comments = await client({ pageSize: 2 }).getActivityComments(TEST_RIDE);
    const expected = decodeJSON(testText(COMMENTS)) as { cursor: string }[];
    expect(comments).toEqual(expected);
    expect(expected[1]?.cursor).toContain('%3D');
    expect(server.requests.map((request) => [request.query.get('page_size'), request.query.get('after_cursor')])).toEqual([
      ['2', null],
      ['2', expected[1]?.cursor],
      ['2', expected[3]?.cursor],
      ['2', expected[5]?.cursor],
    ]);
  });

  it('pages kudos by page and per_page until the empty page', async () => {
    const kudos = await client({ pageSize: 30 }).getActivityKudos(TEST_RUN);
    expect(kudos).toEqual(decodeJSON(KUDOS));
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
    const [lap] = Lap.parseMany(await http.getActivityLaps(TEST_RUN), { client: http });
    server.requests.length = 0;
    const comments = await lap?.activity?.comments();
    expect(comments).toHaveLength(6);
    expect(server.requests.map((request) => request.path)).toEqual(Array(4).fill(`/activities/${TEST_RUN}/comments`));
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
