import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ConnectionError,
  HttpError,
  NotFoundError,
  RateLimitError,
  UnauthorizedError,
  createHttpClient,
} from '../../src/http/index.js';
import { Lap, ParseError } from '../../src/index.js';
import { startApiServer } from '../helpers/api-server.js';
import { fixture } from '../helpers/fixtures.js';

const TOKEN = 'secret-token-4f2a9c';
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer({ commentCount: 7, kudosCount: 6, secret: TOKEN });
});
afterAll(async () => {
  await server.close();
});

function client(options: { pageSize?: number; accessToken?: string | (() => string | Promise<string>) } = {}) {
  return createHttpClient({ accessToken: options.accessToken ?? TOKEN, baseUrl: server.baseUrl, pageSize: options.pageSize });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('createHttpClient', () => {
  it('sends the bearer token and asks for JSON', async () => {
    await client().getActivityZones(1);
    const request = server.requests.at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.path).toBe('/activities/1/zones');
  });

  it('decodes bodies with decodeJSON, keeping ids beyond 2^53 exact, and writes big ids into paths exactly', async () => {
    const body = (await client().getActivityLaps(12345678987654321n)) as { id: unknown }[];
    expect(body[0]?.id).toBe(12345678987654321n);
    expect(server.requests.at(-1)?.path).toBe('/activities/12345678987654321/laps');
  });

  it('pages comments by cursor until a short page', async () => {
    const before = server.requests.length;
    const comments = (await client({ pageSize: 3 }).getActivityComments(9)) as { id: unknown }[];
    expect(comments.map((comment) => comment.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const pages = server.requests.slice(before);
    expect(pages.map((request) => [request.query.get('page_size'), request.query.get('after_cursor')])).toEqual([
      ['3', null], ['3', 'c3'], ['3', 'c6'],
    ]);
  });

  it('asks once more after an exactly full last page of comments, and stops at the empty page', async () => {
    const before = server.requests.length;
    const comments = await client({ pageSize: 7 }).getActivityComments(9);
    expect(comments).toHaveLength(7);
    expect(server.requests.length - before).toBe(2);
  });

  it('pages kudos by page and per_page until a short page', async () => {
    const before = server.requests.length;
    const kudos = (await client({ pageSize: 4 }).getActivityKudos(9)) as { firstname: unknown }[];
    expect(kudos.map((athlete) => athlete.firstname)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    const pages = server.requests.slice(before);
    expect(pages.map((request) => [request.query.get('page'), request.query.get('per_page')])).toEqual([['1', '4'], ['2', '4']]);
  });

  it('asks for photo sources and the size when given', async () => {
    const photos = (await client().getActivityPhotos(9, { size: 600 })) as { urls: unknown }[];
    expect(photos[0]?.urls).toEqual({ '600': 'https://example.invalid/p1.jpg' });
    expect(server.requests.at(-1)?.query.get('photo_sources')).toBe('true');
    expect(server.requests.at(-1)?.query.get('size')).toBe('600');
    await client().getActivityPhotos(9);
    expect(server.requests.at(-1)?.query.has('size')).toBe(false);
  });

  it('fetches zones and stats as the fixture bodies', async () => {
    await expect(client().getActivityZones(9)).resolves.toEqual(fixture('real-activity-zones.json'));
    await expect(client().getAthleteStats(134815)).resolves.toEqual(fixture('real-athlete-stats.json'));
    expect(server.requests.at(-1)?.path).toBe('/athletes/134815/stats');
  });

  it('calls a token function before every request', async () => {
    const accessToken = vi.fn(() => Promise.resolve(TOKEN));
    const before = server.requests.length;
    await client({ accessToken, pageSize: 3 }).getActivityComments(9);
    expect(accessToken).toHaveBeenCalledTimes(server.requests.length - before);
    expect(accessToken).toHaveBeenCalledTimes(3);
  });

  it('keeps the last rate-limit figures seen', async () => {
    const http = client();
    expect(http.rateLimit).toBeNull();
    await http.getActivityLaps(1);
    expect(http.rateLimit).toEqual({ limit: { fifteenMinutes: 600, daily: 30000 }, usage: { fifteenMinutes: 1, daily: 7 }, readLimit: null, readUsage: null });
    await http.getActivityZones(1);
    expect(http.rateLimit?.usage).toEqual({ fifteenMinutes: 1, daily: 7 });
  });

  it('maps 429 to RateLimitError with the parsed figures, and updates rateLimit', async () => {
    const http = client();
    const error = await rejection(http.getActivityZones(429));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(ApiError);
    const limits = { limit: { fifteenMinutes: 600, daily: 30000 }, usage: { fifteenMinutes: 601, daily: 1200 },
      readLimit: { fifteenMinutes: 300, daily: 15000 }, readUsage: { fifteenMinutes: 301, daily: 600 } };
    expect((error as RateLimitError).rateLimit).toEqual(limits);
    expect((error as RateLimitError).status).toBe(429);
    expect((error as RateLimitError).message).toContain('15-minute usage 601/600');
    expect(http.rateLimit).toEqual(limits);
  });

  it.each([
    [401, UnauthorizedError],
    [404, NotFoundError],
    [500, HttpError],
  ])('maps %i to %o with status, url and body, never showing the token', async (status, type) => {
    const error = await rejection(client().getActivityKudos(status));
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(ParseError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(status);
    expect(httpError.url).toBe(`${server.baseUrl}/activities/${status}/kudos?page=1&per_page=200`);
    expect(httpError.body).toContain('failed');
    const everything = JSON.stringify({ ...Object.fromEntries(Object.entries(httpError)), message: httpError.message, stack: httpError.stack });
    expect(everything).not.toContain(TOKEN);
    expect(httpError.body).toContain('[redacted]');
  });

  it('rejects an id that is not an integer, without a request', async () => {
    const before = server.requests.length;
    await expect(client().getAthleteStats(1.5)).rejects.toThrow(TypeError);
    expect(server.requests.length).toBe(before);
  });

  it('maps a route the server does not know to NotFoundError', async () => {
    const http = createHttpClient({ accessToken: TOKEN, baseUrl: `${server.baseUrl}/nowhere` });
    await expect(http.getAthleteStats(1)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('maps a refused connection to ConnectionError with the cause', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => { resolve(); }));
    const http = createHttpClient({ accessToken: TOKEN, baseUrl: `http://127.0.0.1:${port}` });
    const error = await rejection(http.getAthleteStats(1));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as ConnectionError).cause).toBeInstanceOf(Error);
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain(TOKEN);
  });

  it('reports a body that is not JSON as an ApiError, not a ParseError', async () => {
    // A '#' ends the base URL's path, so every request goes to /not-json.
    const http = createHttpClient({ accessToken: TOKEN, baseUrl: `${server.baseUrl}/not-json#` });
    const error = await rejection(http.getActivityLaps(1));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ParseError);
  });

  it('aborts mid-request with the signal\'s reason', async () => {
    const http = createHttpClient({ accessToken: TOKEN, baseUrl: `${server.baseUrl}/hang#` });
    const controller = new AbortController();
    const before = server.requests.length;
    const call = http.getActivityLaps(1, { signal: controller.signal });
    await vi.waitFor(() => {
      expect(server.requests.length).toBe(before + 1);
    });
    const reason = new Error('user left');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    await vi.waitFor(() => {
      expect(server.open.size).toBe(0);
    });
  });

  it('stops between pages when the signal aborts', async () => {
    const controller = new AbortController();
    let calls = 0;
    const accessToken = () => {
      calls += 1;
      if (calls === 2) controller.abort('stop paging');
      return TOKEN;
    };
    const before = server.requests.length;
    const call = client({ accessToken, pageSize: 3 }).getActivityComments(9, { signal: controller.signal });
    await expect(call).rejects.toBe('stop paging');
    expect(server.requests.length - before).toBe(1);
  });

  it('rejects at once for a signal already aborted', async () => {
    const before = server.requests.length;
    await expect(client().getAthleteStats(1, { signal: AbortSignal.abort('gone') })).rejects.toBe('gone');
    expect(server.requests.length).toBe(before);
  });

  it('checks its options', () => {
    expect(() => createHttpClient({ accessToken: TOKEN, pageSize: 0 })).toThrow(RangeError);
    expect(() => createHttpClient({ accessToken: TOKEN, pageSize: 201 })).toThrow(RangeError);
    expect(() => createHttpClient({ accessToken: 5 as never })).toThrow(TypeError);
  });

  it('serves the lazy accessors end to end: laps, then the activity\'s comments through the same server', async () => {
    const http = client({ pageSize: 5 });
    const [lap] = Lap.parseMany(await http.getActivityLaps(12345678987654321n), { client: http });
    expect(lap?.id).toBe(12345678987654321n);
    const before = server.requests.length;
    const comments = await lap?.activity?.comments();
    expect(comments).toHaveLength(7);
    expect(server.requests.slice(before).map((request) => request.path)).toEqual([
      '/activities/12345678987654321/comments', '/activities/12345678987654321/comments',
    ]);
    await expect(lap?.athlete?.stats()).resolves.toMatchObject({ biggest_ride_distance: 152127 });
  });
});
