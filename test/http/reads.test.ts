import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient, HttpError, NotFoundError, UnauthorizedError, type HttpClientOptions } from '../../src/http/index.js';
import {
  ClubActivity, ClubAthlete, DetailedAthlete, DetailedClub, DetailedGear, DetailedSegment, ExplorerResponse, Fault, Route, SegmentEffort, StreamSet,
  SummaryAthlete, SummaryClub, SummarySegment, Zones, decodeJSON, type Id,
} from '../../src/index.js';
import type { Body } from '../../bench/dataset.mjs';
import { sendJson, startApiServerForFile, type SeenRequest } from '../helpers/api-server.js';
import { testBody, testData, testText } from '../helpers/fixtures.js';
import { rejectionOf } from './clients.js';

// Every read of segments, routes, clubs, gear and the athlete's zones against a local
// server answering with the test data's bodies: paths, queries, paging to the end, the
// options checked before any request, and errors as for the other calls.

const server = await startApiServerForFile();
const data = testData();
const ATHLETE = data.athleteBody().id as number;
const [SEGMENT] = data.segmentIndex().filter((segment) => (data.segmentEfforts(segment.id)?.length ?? 0) >= 3);
const [ROUTE] = data.routes().filter((route) => typeof route.id === 'bigint');
const [CLUB] = data.athleteClubs();
const BIKE = (data.athleteBody().bikes as Body[])[0]?.id as string;

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ accessToken: 'reads-token', baseUrl: server.baseUrl, ...options });
}

/** The page `page` (from 1) of `per_page` items of a list, as the API pages its lists. */
function pageOf(items: readonly unknown[], query: URLSearchParams): unknown[] {
  const perPage = Number(query.get('per_page'));
  const page = Number(query.get('page'));
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Sends text with a content type, as the API answers an export. */
function sendText(response: ServerResponse, status: number, type: string | null, text: string): void {
  response.writeHead(status, type === null ? {} : { 'content-type': type });
  response.end(text);
}

/** The test data's answer to a request: its status, then a body for the API's JSON text, or a document. */
function apiAnswer({ path, query }: SeenRequest): [number, unknown, string?] {
  const [, resource = '', id = '', part = ''] = path.split('/');
  if (path === '/athlete/zones') return [200, data.athleteZones()];
  if (path === '/athlete/clubs') return [200, pageOf(data.athleteClubs(), query)];
  if (path === '/segments/starred') return [200, pageOf(data.starredSegments(), query)];
  if (path === '/segments/explore') {
    const [south = 0, west = 0, north = 0, east = 0] = (query.get('bounds') ?? '').split(',').map(Number);
    return [200, data.exploreSegments({ bounds: [south, west, north, east], activityType: query.get('activity_type') })];
  }
  if (path === '/segment_efforts') {
    const range = { start_date_local: query.get('start_date_local'), end_date_local: query.get('end_date_local') };
    return [200, pageOf(data.segmentEfforts(query.get('segment_id') ?? '', range) ?? [], query)];
  }
  const body = {
    segments: part === '' ? data.segment(id) : data.segmentStreams(id),
    segment_efforts: data.segmentEffort(id),
    routes: { '': data.route(id), streams: data.routeStreams(id), export_gpx: data.routeGpx(id), export_tcx: data.routeTcx(id) }[part],
    athletes: part === 'routes' && id === String(ATHLETE) ? data.routes() : null,
    clubs: { '': data.club(id), members: data.clubMembers(id), admins: data.clubAdmins(id), activities: data.clubActivities(id) }[part],
    gear: data.gearDetail(id),
  }[resource];
  if (body === null || body === undefined) return [404, { message: 'Record Not Found', errors: [{ resource, field: 'id', code: 'invalid' }] }];
  if (part === 'export_gpx') return [200, body, 'application/gpx+xml'];
  if (part === 'export_tcx') return [200, body, 'application/tcx+xml'];
  return [200, Array.isArray(body) && part !== 'streams' ? pageOf(body, query) : body];
}

function answerFromTestData(): void {
  server.answer((request, response) => {
    const [status, body, type] = apiAnswer(request);
    if (type === undefined) sendJson(response, status, testText(body));
    else sendText(response, status, type, body as string);
  });
}

/** The test data's body read back as the client decodes it (ids past 2^53 exact). */
const decoded = (body: unknown) => decodeJSON(testText(body));

/** Every item of an iterator. */
async function collect(items: AsyncIterable<unknown>): Promise<unknown[]> {
  const all: unknown[] = [];
  for await (const item of items) all.push(item);
  return all;
}

beforeEach(answerFromTestData);

describe('the reads of one object', () => {
  it.each([
    ['getSegment', `/segments/${String(SEGMENT?.id)}`, () => client().getSegment(SEGMENT?.id ?? 0), () => data.segment(SEGMENT?.id ?? 0), DetailedSegment],
    ['getRoute', `/routes/${String(ROUTE?.id)}`, () => client().getRoute(ROUTE?.id as Id), () => data.route(ROUTE?.id as Id), Route],
    ['getClub', `/clubs/${String(CLUB?.id)}`, () => client().getClub(CLUB?.id as Id), () => data.club(CLUB?.id as Id), DetailedClub],
    ['getGear', `/gear/${BIKE}`, () => client().getGear(BIKE), () => data.gearDetail(BIKE), DetailedGear],
    ['getAthleteZones', '/athlete/zones', () => client().getAthleteZones(), () => data.athleteZones(), Zones],
  ] as const)('%s asks for %s and gives its body decoded, which its record reads', async (_name, path, call, body, record) => {
    const answer = await call();
    expect(server.requests.map((request) => `${request.method} ${request.path}${request.query.size === 0 ? '' : '?'}`)).toEqual([`GET ${path}`]);
    expect(answer).toEqual(decoded(body()));
    expect((record as { parse(value: unknown): unknown }).parse(answer)).toBeInstanceOf(record);
  });

  it('gives a route whose id is past 2^53 with every digit, and asks for it by every digit', async () => {
    expect(typeof ROUTE?.id).toBe('bigint');
    const route = await client().getRoute(ROUTE?.id as bigint);
    expect(route.id).toBe(ROUTE?.id);
    expect(server.requests[0]?.path).toBe(`/routes/${String(ROUTE?.id)}`);
  });

  it('gives one segment effort, for SegmentEffort.parse', async () => {
    const ride = testBody(data.activity(data.activityIndex().find((entry) => entry.sport === 'Ride')?.id ?? 0), 'ride');
    const [effort] = ride.segment_efforts as Body[];
    const answer = await client().getSegmentEffort(effort?.id as Id);
    expect(server.requests[0]?.path).toBe(`/segment_efforts/${String(effort?.id)}`);
    expect(SegmentEffort.parse(answer).id).toBe(effort?.id);
  });

  it.each([['', '""'], ['../athlete', '"../athlete"'], ['b1/zones', '"b1/zones"'], ['b1?x=1', '"b1?x=1"'], [5, 'a number'], ['x'.repeat(65), `"${'x'.repeat(40)}…"`]] as const)(
    'refuses the gear id %j with a TypeError, without a request',
    async (id, shown) => {
      await expect(client().getGear(id as string)).rejects.toThrow(new TypeError(`getGear: id must be 1 to 64 letters, digits, underscores or hyphens (b12345), received ${shown}`));
      expect(server.requests).toEqual([]);
    },
  );
});

describe('the reads of a list', () => {
  it.each([
    ['getStarredSegments', '/segments/starred', (http: ReturnType<typeof client>) => http.getStarredSegments(), () => data.starredSegments(), SummarySegment],
    ['getAthleteRoutes', `/athletes/${ATHLETE}/routes`, (http: ReturnType<typeof client>) => http.getAthleteRoutes(ATHLETE), () => data.routes(), Route],
    ['getAthleteClubs', '/athlete/clubs', (http: ReturnType<typeof client>) => http.getAthleteClubs(), () => data.athleteClubs(), SummaryClub],
    ['getClubMembers', `/clubs/${String(CLUB?.id)}/members`, (http: ReturnType<typeof client>) => http.getClubMembers(CLUB?.id as Id), () => data.clubMembers(CLUB?.id as Id) ?? [], ClubAthlete],
    ['getClubAdmins', `/clubs/${String(CLUB?.id)}/admins`, (http: ReturnType<typeof client>) => http.getClubAdmins(CLUB?.id as Id), () => data.clubAdmins(CLUB?.id as Id) ?? [], SummaryAthlete],
    ['getClubActivities', `/clubs/${String(CLUB?.id)}/activities`, (http: ReturnType<typeof client>) => http.getClubActivities(CLUB?.id as Id), () => data.clubActivities(CLUB?.id as Id) ?? [], ClubActivity],
  ] as const)('%s pages %s by page and per_page to the empty page, every item in order', async (_name, path, call, items, record) => {
    const all = items();
    expect(all.length).toBeGreaterThan(0);
    const pageSize = Math.ceil(all.length / 2);
    const answer = await call(client({ pageSize }));
    expect(answer).toEqual(decoded(all));
    expect((record as { parseMany(values: unknown): unknown[] }).parseMany(answer)).toHaveLength(all.length);
    const pages = Math.ceil(all.length / pageSize) + 1;
    expect(server.requests.map((request) => [request.path, request.query.get('page'), request.query.get('per_page')])).toEqual(
      Array.from({ length: pages }, (_, i) => [path, String(i + 1), String(pageSize)]),
    );
  });

  it.each([
    ['iterateStarredSegments', (http: ReturnType<typeof client>) => http.iterateStarredSegments(), () => data.starredSegments()],
    ['iterateAthleteRoutes', (http: ReturnType<typeof client>) => http.iterateAthleteRoutes(ATHLETE), () => data.routes()],
    ['iterateAthleteClubs', (http: ReturnType<typeof client>) => http.iterateAthleteClubs(), () => data.athleteClubs()],
    ['iterateClubMembers', (http: ReturnType<typeof client>) => http.iterateClubMembers(CLUB?.id as Id), () => data.clubMembers(CLUB?.id as Id) ?? []],
    ['iterateClubAdmins', (http: ReturnType<typeof client>) => http.iterateClubAdmins(CLUB?.id as Id), () => data.clubAdmins(CLUB?.id as Id) ?? []],
    ['iterateClubActivities', (http: ReturnType<typeof client>) => http.iterateClubActivities(CLUB?.id as Id), () => data.clubActivities(CLUB?.id as Id) ?? []],
    ['iterateSegmentEfforts', (http: ReturnType<typeof client>) => http.iterateSegmentEfforts(SEGMENT?.id ?? 0), () => data.segmentEfforts(SEGMENT?.id ?? 0) ?? []],
  ] as const)('%s yields the items page by page, and stops paging when the loop breaks', async (_name, iterate, items) => {
    const all = items();
    await expect(collect(iterate(client({ pageSize: 1 })))).resolves.toEqual(decoded(all));
    expect(server.requests).toHaveLength(all.length + 1);
    server.requests.length = 0;
    for await (const item of iterate(client({ pageSize: 1 }))) {
      expect(item).toEqual(decoded(all[0]));
      break;
    }
    expect(server.requests).toHaveLength(1);
  });

  it('reads the options and the id of an iterated list when its first item is asked for', async () => {
    const iterator = client().iterateClubMembers(-1);
    expect(server.requests).toEqual([]);
    await expect(iterator.next()).rejects.toThrow(TypeError);
    await expect(client().iterateAthleteClubs({ timeout: -1 }).next()).rejects.toThrow(RangeError);
    expect(server.requests).toEqual([]);
  });

  it('bounds a collected list by maxItems and any list by maxPages, as the other lists', async () => {
    const members = data.clubMembers(CLUB?.id as Id) ?? [];
    await expect(client({ pageSize: 1, maxItems: members.length - 1 }).getClubMembers(CLUB?.id as Id)).rejects.toThrow(/holds more than maxItems/);
    await expect(client({ pageSize: 1, maxPages: members.length }).getClubMembers(CLUB?.id as Id)).rejects.toThrow(/did not end within maxPages/);
    await expect(client({ pageSize: 1, maxPages: members.length + 1 }).getClubMembers(CLUB?.id as Id)).resolves.toHaveLength(members.length);
  });
});

describe('the athlete\'s efforts on a segment', () => {
  const efforts = () => data.segmentEfforts(SEGMENT?.id ?? 0) ?? [];

  it('asks GET /segment_efforts with segment_id, pages to the empty page, and gives what SegmentEffort reads', async () => {
    const answer = await client({ pageSize: 2 }).getSegmentEfforts(SEGMENT?.id ?? 0);
    expect(answer).toEqual(decoded(efforts()));
    expect(SegmentEffort.parseMany(answer).map((effort) => effort.segment?.id)).toEqual(efforts().map(() => SEGMENT?.id));
    expect(server.requests.every((request) => request.path === '/segment_efforts' && request.query.get('segment_id') === String(SEGMENT?.id))).toBe(true);
    expect(server.requests.map((request) => request.query.get('page'))).toEqual(Array.from({ length: Math.ceil(efforts().length / 2) + 1 }, (_, i) => String(i + 1)));
  });

  it('sends from and to as start_date_local and end_date_local: a date-time string as given, a Date as its UTC time', async () => {
    const [, second, third] = efforts().map((effort) => effort.start_date_local as string);
    const answer = await client().getSegmentEfforts(SEGMENT?.id ?? 0, { from: second, to: new Date(third ?? '') });
    expect(answer.map((effort) => (effort as Body).start_date_local)).toEqual([second, third]);
    expect(server.requests[0]?.query.get('start_date_local')).toBe(second);
    expect(server.requests[0]?.query.get('end_date_local')).toBe(third);
    await client().getSegmentEfforts(1, { from: new Date(Date.UTC(2024, 2, 1, 6, 30, 0, 250)), to: '2024-03-31T23:59:59+02:00' });
    expect(server.requests.at(-1)?.query.get('start_date_local')).toBe('2024-03-01T06:30:00.250Z');
    expect(server.requests.at(-1)?.query.get('end_date_local')).toBe('2024-03-31T23:59:59+02:00');
  });

  it.each([
    [{ from: '2024-03-01' }, new RangeError('getSegmentEfforts: from must be an RFC 3339 date-time such as 2024-03-01T00:00:00Z, received "2024-03-01"')],
    [{ to: '2024-03-01T00:00:00' }, new RangeError('getSegmentEfforts: to must be an RFC 3339 date-time such as 2024-03-01T00:00:00Z, received "2024-03-01T00:00:00"')],
    [{ from: new Date(Number.NaN) }, new RangeError('getSegmentEfforts: from is an invalid Date')],
    [{ to: new Date(Date.UTC(10_000, 0, 1)) }, new RangeError('getSegmentEfforts: to must be within the years 0 to 9999, received +010000-01-01T00:00:00.000Z')],
    [{ from: 1_709_251_200 }, new TypeError('getSegmentEfforts: from must be a Date or a date-time string, received a number')],
  ])('refuses %j before any request', async (options, error) => {
    await expect(client().getSegmentEfforts(1, options as never)).rejects.toThrow(error);
    expect(server.requests).toEqual([]);
  });

  it('rejects with ApiError after two requests when the server gives the first page again, whatever page asks', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, testText(efforts().slice(0, 2)));
    });
    const error = await rejectionOf(client({ pageSize: 2 }).getSegmentEfforts(SEGMENT?.id ?? 0));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toContain('answered page 2 with the first page\'s first item again');
    expect(server.requests).toHaveLength(2);
  });
});

describe('the segment explorer', () => {
  it('sends bounds as south,west,north,east and the other options by the API\'s names, for ExplorerResponse.parse', async () => {
    const [first] = data.exploreSegments({ bounds: [-90, -180, 90, 180] }).segments as Body[];
    const [south = 0, west = 0] = first?.start_latlng as number[];
    const bounds = [south - 0.2, west - 0.2, south + 0.2, west + 0.2] as const;
    const answer = await client().exploreSegments({ bounds, activityType: 'riding', minCategory: 0, maxCategory: 5 });
    const [request] = server.requests;
    expect(request?.path).toBe('/segments/explore');
    expect(request?.query.get('bounds')).toBe(bounds.join(','));
    expect([request?.query.get('activity_type'), request?.query.get('min_cat'), request?.query.get('max_cat')]).toEqual(['riding', '0', '5']);
    const explored = ExplorerResponse.parse(answer);
    expect(explored.segments?.length).toBeGreaterThan(0);
    expect(explored.segments?.every((segment) => segment.start_latlng !== null)).toBe(true);
    await client().exploreSegments({ bounds: [0.0000001, -1e-7, 0.5, 0.5] });
    expect(server.requests.at(-1)?.query.get('bounds')).toBe('0.0000001,-0.0000001,0.5,0.5');
    expect(server.requests.at(-1)?.query.has('activity_type')).toBe(false);
  });

  it.each([
    [{}, new TypeError('exploreSegments: bounds must be [south, west, north, east], four numbers in degrees, received an undefined')],
    [{ bounds: [1, 2, 3] }, new TypeError('exploreSegments: bounds must be [south, west, north, east], four numbers in degrees, received an array of 3')],
    [{ bounds: [1, '2', 3, 4] }, new TypeError('exploreSegments: bounds[1] (west) must be a number, received a string')],
    [{ bounds: [1, 2, Number.NaN, 4] }, new RangeError('exploreSegments: bounds[2] (north) must be a number of degrees from -90 to 90, received NaN')],
    [{ bounds: [-91, 2, 3, 4] }, new RangeError('exploreSegments: bounds[0] (south) must be a number of degrees from -90 to 90, received -91')],
    [{ bounds: [1, 2, 3, 180.5] }, new RangeError('exploreSegments: bounds[3] (east) must be a number of degrees from -180 to 180, received 180.5')],
    [{ bounds: [1, -200, 3, 4] }, new RangeError('exploreSegments: bounds[1] (west) must be a number of degrees from -180 to 180, received -200')],
    [{ bounds: [1, 2, 3, Number.POSITIVE_INFINITY] }, new RangeError('exploreSegments: bounds[3] (east) must be a number of degrees from -180 to 180, received Infinity')],
    [{ bounds: [45, 2, 44, 4] }, new RangeError('exploreSegments: bounds: south (45) must not be north of north (44)')],
    [{ bounds: [1, 2, 3, 4], activityType: 'Ride' }, new TypeError('exploreSegments: activityType must be \'running\' or \'riding\', received "Ride"')],
    [{ bounds: [1, 2, 3, 4], minCategory: 6 }, new RangeError('exploreSegments: minCategory must be an integer from 0 to 5, received 6')],
    [{ bounds: [1, 2, 3, 4], minCategory: 3, maxCategory: 2 }, new RangeError('exploreSegments: minCategory (3) must not be above maxCategory (2)')],
    [{ bounds: [1, 2, 3, 4], timeout: -1 }, new RangeError(`exploreSegments: timeout must be a number of milliseconds from 0 to ${2 ** 31 - 1}, received -1`)],
  ])('refuses %j before any request', async (options, error) => {
    await expect(client().exploreSegments(options as never)).rejects.toThrow(error);
    expect(server.requests).toEqual([]);
  });

  it('takes a box across the antimeridian (west past east) as the API does', async () => {
    await client().exploreSegments({ bounds: [-42, 174, -41, -179] });
    expect(server.requests[0]?.query.get('bounds')).toBe('-42,174,-41,-179');
  });
});

describe('stream sets of segments and routes', () => {
  it('asks a segment for distance, latlng and altitude by default, keyed by type, decoded or as text', async () => {
    const id = SEGMENT?.id ?? 0;
    const body = await client().getSegmentStreams(id);
    expect(server.requests[0]?.path).toBe(`/segments/${id}/streams`);
    expect(server.requests[0]?.query.get('keys')).toBe('distance,latlng,altitude');
    expect(server.requests[0]?.query.get('key_by_type')).toBe('true');
    expect(StreamSet.parse(body).latlng?.length).toBeGreaterThan(1);
    const text = await client().getSegmentStreams(id, { asText: true, keys: ['altitude'] });
    expect(server.requests[1]?.query.get('keys')).toBe('altitude');
    expect(StreamSet.parseJSON(text).toJSON()).toEqual(StreamSet.parse(body).toJSON());
  });

  it('asks a route for its streams without keys, and gives the array the API answers, decoded or as text', async () => {
    const id = ROUTE?.id as Id;
    const body = await client().getRouteStreams(id);
    expect(server.requests[0]?.path).toBe(`/routes/${String(id)}/streams`);
    expect(server.requests[0]?.query.size).toBe(0);
    expect(Array.isArray(body)).toBe(true);
    expect(StreamSet.parse(body).distance?.length).toBeGreaterThan(1);
    const text = await client().getRouteStreams(id, { asText: true });
    expect(StreamSet.parseJSON(text).toJSON()).toEqual(StreamSet.parse(body).toJSON());
  });

  it('refuses a route stream body that is neither a list nor an object with ApiError', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, '"streams"');
    });
    await expect(client().getRouteStreams(1)).rejects.toThrow(new ApiError(`GET ${server.baseUrl}/routes/1/streams answered with a string where an object or a list was expected`));
  });
});

describe('a route\'s GPX and TCX', () => {
  it.each([
    ['exportRouteGpx', 'export_gpx', 'application/gpx+xml, application/xml, text/xml', () => data.routeGpx(ROUTE?.id as Id)],
    ['exportRouteTcx', 'export_tcx', 'application/tcx+xml, application/vnd.garmin.tcx+xml, application/xml, text/xml', () => data.routeTcx(ROUTE?.id as Id)],
  ] as const)('%s asks for the document by its media types and gives its text as it came', async (name, part, accept, text) => {
    await expect(client()[name](ROUTE?.id as Id)).resolves.toBe(text());
    expect(server.requests[0]?.path).toBe(`/routes/${String(ROUTE?.id)}/${part}`);
    expect(server.requests[0]?.headers.accept).toBe(accept);
  });

  it('takes the XML types the swagger allows, parameters and case aside', async () => {
    for (const type of ['application/xml', 'text/xml; charset=utf-8', 'Application/GPX+XML']) {
      server.answer((_request, response) => {
        sendText(response, 200, type, '<gpx/>');
      });
      await expect(client().exportRouteGpx(1)).resolves.toBe('<gpx/>');
    }
    server.answer((_request, response) => {
      sendText(response, 200, 'application/vnd.garmin.tcx+xml', '<TrainingCenterDatabase/>');
    });
    await expect(client().exportRouteTcx(1)).resolves.toBe('<TrainingCenterDatabase/>');
  });

  it.each([
    ['the API\'s JSON', 'application/json; charset=utf-8', '{"message":"Record Not Found","errors":[]}', 'with application/json; charset=utf-8 where GPX was expected (42 characters)'],
    ['a page', 'text/html', '<html></html>', 'with text/html where GPX was expected (13 characters)'],
    ['TCX', 'application/tcx+xml', '<TrainingCenterDatabase/>', 'with application/tcx+xml where GPX was expected (25 characters)'],
    ['no content type', null, '<gpx/>', 'with no content type where GPX was expected (6 characters)'],
  ])('refuses a 2xx answer of %s with ApiError naming its type, never its text', async (_name, type, text, message) => {
    server.answer((_request, response) => {
      sendText(response, 200, type, text);
    });
    const error = await rejectionOf(client().exportRouteGpx(1));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe(`GET ${server.baseUrl}/routes/1/export_gpx answered 200 ${message}`);
  });

  it('rejects a failed export with the client\'s error, its Fault record read from the JSON body', async () => {
    server.answer((_request, response) => {
      sendJson(response, 404, { message: 'Record Not Found', errors: [{ resource: 'Route', field: 'id', code: 'invalid' }] });
    });
    const error = await rejectionOf(client().exportRouteTcx(1)) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.fault).toBeInstanceOf(Fault);
    expect(error.fault?.errors?.[0]?.resource).toBe('Route');
  });
});

describe('errors of the reads, as of the other calls', () => {
  it('rejects a 4xx with its HttpError, the API\'s error body a Fault record, and a 401 with UnauthorizedError', async () => {
    const missing = await rejectionOf(client().getClub(404)) as NotFoundError;
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.fault?.toJSON()).toEqual({ message: 'Record Not Found', errors: [{ resource: 'clubs', field: 'id', code: 'invalid' }] });
    server.answer((_request, response) => {
      sendJson(response, 401, { message: 'Authorization Error', errors: [{ resource: 'AccessToken', field: 'profile:read_all_permission', code: 'missing' }] });
    });
    const refused = await rejectionOf(client().getAthleteZones()) as UnauthorizedError;
    expect(refused).toBeInstanceOf(UnauthorizedError);
    expect([refused.reason, refused.scope]).toEqual(['missing-scope', 'profile:read_all_permission']);
    expect(refused.fault).toBeInstanceOf(Fault);
  });

  it('tries a 503 again within the call\'s budget, across a list\'s pages', async () => {
    let answered = 0;
    server.answer((request, response) => {
      answered += 1;
      if (answered === 2) sendJson(response, 503, { message: 'Service Unavailable', errors: [] }, { 'retry-after': '0' });
      else sendJson(response, 200, testText(pageOf(data.athleteClubs(), request.query)));
    });
    await expect(client({ pageSize: 1 }).getAthleteClubs()).resolves.toEqual(decoded(data.athleteClubs()));
    expect(server.requests).toHaveLength(data.athleteClubs().length + 2);
  });

  it('holds a body to maxBodyBytes, a document\'s too', async () => {
    await expect(client({ maxBodyBytes: 100 }).getRoute(ROUTE?.id as Id)).rejects.toThrow(/with a body over maxBodyBytes \(100 bytes\)/);
    await expect(client({ maxBodyBytes: 100 }).exportRouteGpx(ROUTE?.id as Id)).rejects.toThrow(/with a body over maxBodyBytes \(100 bytes\)/);
  });

  it('refuses an id that is no id with a TypeError, without a request', async () => {
    await expect(client().getSegment(-1)).rejects.toThrow(TypeError);
    await expect(client().exportRouteGpx(1.5)).rejects.toThrow(TypeError);
    await expect(client().getClubActivities(2 ** 53)).rejects.toThrow(TypeError);
    expect(server.requests).toEqual([]);
  });
});

describe('the accessors over the HTTP client', () => {
  it('lead from the athlete to their zones, routes and a route\'s GPX; from a club to its members; from a segment to its efforts', async () => {
    const http = client({ pageSize: 3 });
    const athlete = DetailedAthlete.parse(decoded(data.athleteBody()), { client: http });
    expect((await athlete.zones()).heart_rate?.zones?.at(-1)?.max).toBe(-1);
    const routes = await athlete.routes();
    expect(routes.map((route) => route.id)).toEqual(data.routes().map((route) => route.id));
    const big = routes.find((route) => route.id === ROUTE?.id);
    await expect(big?.gpx()).resolves.toBe(data.routeGpx(ROUTE?.id as Id));
    expect((await big?.streams())?.altitude?.length).toBeGreaterThan(1);
    const members = await athlete.clubs?.[0]?.members();
    expect(members?.length).toBe(data.clubMembers(CLUB?.id as Id)?.length);
    const segment = SummarySegment.parse({ id: SEGMENT?.id }, { client: http });
    expect((await segment.efforts()).length).toBe(data.segmentEfforts(SEGMENT?.id ?? 0)?.length);
    expect((await segment.details()).athlete_segment_stats?.extra.effort_count).toBe(data.segmentEfforts(SEGMENT?.id ?? 0)?.length);
  });
});
