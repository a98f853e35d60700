import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient, HttpError, NotFoundError, type HttpClient } from '../../src/http/index.js';

// An attacker's cases against the reads of this round: what a caller passes (the
// explorer's bounds, the efforts' local times, ids) and what a server answers (a route's
// GPX and TCX, the API's error body as a Fault record).

const TOKEN = 'attack-token-9b41d7';

function server(answer: () => Response | Promise<Response>) {
  const urls: string[] = [];
  const fetch = (url: string | URL | Request): Promise<Response> => {
    urls.push(url instanceof Request ? url.url : url.toString());
    return Promise.resolve(answer());
  };
  return { urls, fetch };
}

const ok = (body = '{}', type = 'application/json') => () => new Response(body, { status: 200, headers: { 'content-type': type } });

function clientOf(fetch: typeof globalThis.fetch, maxBodyBytes?: number): HttpClient {
  return createHttpClient({ accessToken: TOKEN, fetch, maxRetries: 0, ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }) });
}

/** The query the explorer sent. */
const boundsSent = (url: string | undefined) => new URL(url ?? 'x:').searchParams.get('bounds');

const sparse: number[] = [40];
sparse[2] = 41;
sparse[3] = 2;
const throwingIndex = Object.defineProperty<number[]>([40, 1, 41, 2], 2, { get: () => { throw new Error('index threw'); } });

/** Options the explorer refuses before any request. */
const REFUSED_EXPLORE: readonly [name: string, options: unknown, error: new (...args: never[]) => Error, message: RegExp][] = [
  ['a corner NaN', { bounds: [Number.NaN, 0, 1, 1] }, RangeError, /bounds\[0\] \(south\) must be a number of degrees from -90 to 90, received NaN/],
  ['a corner Infinity', { bounds: [0, Infinity, 1, 1] }, RangeError, /bounds\[1\] \(west\)/],
  ['a latitude of 90.000001', { bounds: [0, 0, 90.000001, 1] }, RangeError, /bounds\[2\] \(north\)/],
  ['a corner as a numeric string', { bounds: ['1', 0, 2, 1] }, TypeError, /bounds\[0\] \(south\) must be a number, received a string/],
  ['a corner as a bigint', { bounds: [1n, 0, 2, 1] }, TypeError, /received a bigint/],
  ['five corners', { bounds: [1, 0, 2, 1, 5] }, TypeError, /bounds must be \[south, west, north, east\].* of 5/],
  ['an array-like object', { bounds: { 0: 1, 1: 0, 2: 2, 3: 1, length: 4 } }, TypeError, /bounds must be \[south, west, north, east\]/],
  ['a hole in bounds', { bounds: sparse }, TypeError, /bounds\[1\] \(west\) must be a number, received an undefined/],
  ['south north of north', { bounds: [42, 0, 41, 1] }, RangeError, /south \(42\) must not be north of north \(41\)/],
  ['activityType __proto__', { bounds: [40, 1, 41, 2], activityType: '__proto__' }, TypeError, /activityType must be 'running' or 'riding', received "__proto__"/],
  ['activityType Riding', { bounds: [40, 1, 41, 2], activityType: 'Riding' }, TypeError, /activityType/],
  ['minCategory 2.5', { bounds: [40, 1, 41, 2], minCategory: 2.5 }, RangeError, /minCategory must be an integer from 0 to 5/],
  ['maxCategory 6', { bounds: [40, 1, 41, 2], maxCategory: 6 }, RangeError, /maxCategory/],
  ['minCategory above maxCategory', { bounds: [40, 1, 41, 2], minCategory: 4, maxCategory: 3 }, RangeError, /minCategory \(4\) must not be above maxCategory \(3\)/],
  ['a corner whose getter throws', { bounds: throwingIndex }, Error, /index threw/],
];

describe('the explorer\'s options, refused before any request', () => {
  it.each(REFUSED_EXPLORE)('%s', async (_name, options, error, message) => {
    const api = server(ok('{"segments":[]}'));
    const call = clientOf(api.fetch).exploreSegments(options as never);
    await expect(call).rejects.toThrow(error);
    await expect(call).rejects.toThrow(message);
    expect(api.urls).toHaveLength(0);
  });
});

describe('the explorer\'s bounds, sent as checked', () => {
  it.each([
    ['the least number above 0', [5e-324, 0, 1, 1], `0.${'0'.repeat(323)}5,0,1,1`],
    ['a corner of 13 digits below 1e-6', [1.234567890123e-10, 0, 1, 1], '0.0000000001234567890123,0,1,1'],
    ['a negative corner below 1e-6', [-1.5e-7, -1e-7, 1, 1], '-0.00000015,-0.0000001,1,1'],
    ['-0', [-0, -0, 1, 1], '0,0,1,1'],
    ['corners across the antimeridian', [-10, 179.5, 10, -179.5], '-10,179.5,10,-179.5'],
  ] as const)('%s', async (_name, bounds, sent) => {
    const api = server(ok('{"segments":[]}'));
    await clientOf(api.fetch).exploreSegments({ bounds: [...bounds] as [number, number, number, number] });
    expect(boundsSent(api.urls[0])).toBe(sent);
    expect(sent.split(',').map(Number)).toEqual(bounds.map((corner) => corner === 0 ? 0 : corner));
  });

  it('reads each corner of a Proxy once, whatever its getter gives the second time', async () => {
    const api = server(ok('{"segments":[]}'));
    const reads: PropertyKey[] = [];
    const corners = [40, 1, 41, 2];
    const bounds = new Proxy(corners, { get: (target, key) => { reads.push(key); return key === '0' && reads.filter((read) => read === '0').length > 1 ? 999 : Reflect.get(target, key) as unknown; } });
    await clientOf(api.fetch).exploreSegments({ bounds: bounds as unknown as [number, number, number, number] });
    expect(boundsSent(api.urls[0])).toBe('40,1,41,2');
    expect(reads.filter((read) => read === '0')).toHaveLength(1);
  });
});

const proxiedDate = new Proxy(new Date(0), {});
class LyingDate extends Date {
  override toISOString(): string {
    return '2024-03-01T00:00:00.000Z&per_page=1';
  }
}

describe('the efforts\' local times and the ids, refused before any request', () => {
  it.each([
    ['a date without a time', (c: HttpClient) => c.getSegmentEfforts(1, { from: '2024-03-01' }), RangeError, /getSegmentEfforts: from must be an RFC 3339 date-time/],
    ['an invalid Date', (c: HttpClient) => c.getSegmentEfforts(1, { to: new Date(Number.NaN) }), RangeError, /to is an invalid Date/],
    ['a Date in the year 10000', (c: HttpClient) => c.getSegmentEfforts(1, { from: new Date(Date.UTC(10_000, 0, 1)) }), RangeError, /within the years 0 to 9999/],
    ['a time with an escape sequence', (c: HttpClient) => c.getSegmentEfforts(1, { from: '\u001b[31m2024-03-01T00:00:00Z' }), RangeError, /received "\\u001b\[31m2024/],
    ['a Proxy of a Date', (c: HttpClient) => c.getSegmentEfforts(1, { from: proxiedDate }), TypeError, /./],
    ['a Date whose toISOString adds a query', (c: HttpClient) => c.getSegmentEfforts(1, { from: new LyingDate(0) }), RangeError, /within the years 0 to 9999/],
    ['a time given as a number', (c: HttpClient) => c.getSegmentEfforts(1, { from: 0 as never }), TypeError, /from must be a Date or a date-time string, received a number/],
    ['a gear id that leaves the path', (c: HttpClient) => c.getGear('../athlete'), TypeError, /^getGear: id must be 1 to 64 letters/],
    ['a gear id with a line feed at its end', (c: HttpClient) => c.getGear('b1\n'), TypeError, /received "b1\\n"/],
    ['a gear id of 65 characters', (c: HttpClient) => c.getGear('b'.repeat(65)), TypeError, /^getGear: id must be 1 to 64/],
    ['a route id of 2^53', (c: HttpClient) => c.exportRouteGpx(2 ** 53), TypeError, /received 9007199254740992/],
    ['a club id of 1.5', (c: HttpClient) => c.getClub(1.5), TypeError, /received 1\.5/],
    ['a segment id of -1n', (c: HttpClient) => c.getSegment(-1n), TypeError, /^getSegment: id must be a non-negative safe integer or bigint, received a bigint/],
  ] as const)('%s', async (_name, call, error, message) => {
    const api = server(ok());
    const rejection = call(clientOf(api.fetch));
    await expect(rejection).rejects.toThrow(error);
    await expect(rejection).rejects.toThrow(message);
    expect(api.urls).toHaveLength(0);
  });

  it('sends a segment id of 2^64 - 1 with every digit', async () => {
    const api = server(ok());
    await clientOf(api.fetch).getSegment(18446744073709551615n);
    expect(api.urls[0]).toMatch(/\/segments\/18446744073709551615$/);
  });
});

const GPX = '<?xml version="1.0"?><gpx version="1.1" creator="x"></gpx>';

describe('a route\'s GPX and TCX as a server answers them', () => {
  it.each([
    ['the API\'s JSON error body with a 200, echoing the token', () => new Response(`{"message":"${TOKEN}"}`, { status: 200, headers: { 'content-type': 'application/json' } }), ApiError, /answered 200 with application\/json where GPX was expected \(33 characters\)/],
    ['a media type that starts as GPX\'s', ok(GPX, 'application/gpx+xmlx'), ApiError, /with application\/gpx\+xmlx where GPX was expected/],
    ['no content type', () => new Response(new Blob([GPX]), { status: 200 }), ApiError, /with no content type where GPX was expected/],
    ['a document over maxBodyBytes', ok(GPX.repeat(100), 'application/gpx+xml'), ApiError, /over maxBodyBytes \(1000 bytes\)/],
    ['a document that is not UTF-8', () => new Response(new Uint8Array([0x3c, 0x67, 0x70, 0x78, 0xc3, 0x28]), { status: 200, headers: { 'content-type': 'application/gpx+xml' } }), ApiError, /not UTF-8/],
    ['a 404 with the API\'s fault', () => new Response('{"message":"Record Not Found","errors":[{"resource":"Route","field":"id","code":"invalid"}]}', { status: 404, headers: { 'content-type': 'application/json' } }), NotFoundError, /answered 404.*Record Not Found \(Route id invalid\)/],
  ] as const)('%s', async (_name, answer, error, message) => {
    const rejection = clientOf(server(answer).fetch, 1000).exportRouteGpx(7);
    await expect(rejection).rejects.toThrow(error);
    await expect(rejection).rejects.toThrow(message);
    await expect(rejection).rejects.not.toThrow(TOKEN);
  });

  it('gives a document whose type is written in capitals, with parameters, as it came', async () => {
    const tcx = '<?xml version="1.0"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"/>';
    await expect(clientOf(server(ok(GPX, 'Application/GPX+XML; charset=UTF-8')).fetch).exportRouteGpx(7)).resolves.toBe(GPX);
    await expect(clientOf(server(ok(tcx, 'application/vnd.garmin.tcx+xml')).fetch).exportRouteTcx(7)).resolves.toBe(tcx);
  });
});

/** The error a read of a segment ends in when the server answers `status` with `body`. */
async function errorFor(status: number, body: string): Promise<HttpError> {
  const rejection = clientOf(server(() => new Response(body, { status, headers: { 'content-type': 'application/json' } })).fetch).getSegment(1);
  return rejection.then(() => { throw new Error('resolved'); }, (error: unknown) => error as HttpError);
}

describe('the API\'s error body as a Fault record', () => {
  it.each([
    ['the token as a value, a key and an escaped value', `{"message":"${TOKEN}","errors":[{"resource":"${TOKEN.replace('a', '\\u0061')}","field":"f","code":"c"}],"${TOKEN}":1}`],
    ['the token inside a key of a nested extra', `{"message":"m","meta":{"k-${TOKEN}":[{"v":"${TOKEN}"}]}}`],
  ])('keeps %s out of the message, the body and the fault', async (_name, body) => {
    const error = await errorFor(400, body);
    expect(error.fault).not.toBeNull();
    expect(`${error.message} ${error.body} ${JSON.stringify(error.fault)} ${JSON.stringify(error)}`).not.toContain(TOKEN);
  });

  it.each([
    ['errors that is not a list', '{"message":"m","errors":"x"}'],
    ['a message that is a number', '{"message":5,"errors":[]}'],
    ['a body cut at 64 KiB', `{"message":"${'m'.repeat(70_000)}"}`],
    ['an extra nested 30,000 deep', `{"message":"m","x":${'['.repeat(30_000)}${']'.repeat(30_000)}}`],
  ])('gives no fault for %s, and keeps the body', async (_name, body) => {
    const error = await errorFor(500, body);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.fault).toBeNull();
    expect(error.body).toBe(body.slice(0, 64 * 1024));
  });

  it('keeps __proto__ and constructor keys of a fault as data, and pollutes nothing', async () => {
    const error = await errorFor(400, '{"message":"m","errors":[],"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}');
    expect(Object.keys(error.fault?.extra ?? {})).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps an id past 2^63 in a fault exact', async () => {
    const error = await errorFor(400, '{"message":"m","errors":[],"activity_id":18446744073709551615}');
    expect(error.fault?.extra.activity_id).toBe(18446744073709551615n);
  });

  it('quotes 5 of 500 entries in the message, cut to its length', async () => {
    const errors = Array.from({ length: 500 }, (_, index) => ({ resource: 'Activity', field: `f${index}`, code: 'invalid' }));
    const error = await errorFor(400, JSON.stringify({ message: 'Bad Request', errors }));
    expect(error.fault?.errors).toHaveLength(500);
    expect(error.message).toMatch(/Bad Request \(Activity f0 invalid; .*Activity f4 invalid\)$/);
  });

  it('writes a fault\'s control characters as escapes in the message, never as they came', async () => {
    const error = await errorFor(400, '{"message":"\\u001b[2J\\u001b]0;owned\\u0007Bad\\r\\nX-Injected: 1","errors":[{"resource":"\\u009bA","field":"f","code":"c"}]}');
    expect(error.fault?.message).toBe('\u001b[2J\u001b]0;owned\u0007Bad\r\nX-Injected: 1');
    expect(/\p{Cc}/u.test(error.message)).toBe(false);
    expect(error.message).toContain('\\u001b[2J');
  });
});

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
