import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  ConnectionError,
  HttpError,
  RateLimitError,
  TimeoutError,
  UnauthorizedError,
  UnknownOutcomeError,
  createHttpClient,
  type HttpClientOptions,
} from '../../src/http/index.js';
import { WRITE_RETRIES } from '../../src/http/transport/retry-policy.js';
import { arrivingFetch, sendJson, startApiServerForFile, type Route } from '../helpers/api-server.js';
import { clientWithClock, rejectionOf } from './clients.js';
import { echoes, expectNoEcho } from './echoes.js';
import { FakeClock } from './fake-clock.js';
import { OPERATIONS, type HttpMethod, type Operation } from './operations.js';

const server = await startApiServerForFile();

/** The writes of the table of operations: every call whose request is not a GET. */
const WRITES = (Object.entries(OPERATIONS) as [HttpMethod, Operation][]).filter(([, operation]) => !operation.request.startsWith('GET '));
/** The write scope each call that needs one names when it is missing. */
const SCOPES: Partial<Record<HttpMethod, string>> = {
  uploadActivity: 'activity:write', getUpload: 'activity:write', createActivity: 'activity:write', updateActivity: 'activity:write',
  updateAthlete: 'profile:write', starSegment: 'profile:write',
};

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ accessToken: 'write-token', baseUrl: server.baseUrl, maxRetries: 5, ...options });
}

const ok: Route = (_request, response) => {
  sendJson(response, 200, { id: 1 });
};
const failing = (status: number, headers: Record<string, string> = {}): Route => (_request, response) => {
  sendJson(response, status, { message: 'Server Error', errors: [] }, headers);
};
/** Reads the whole request, then ends the connection without an answer: the write reached the server. */
const dropped: Route = (_request, response) => {
  response.socket?.destroy();
};
/** The 15-minute window used up, as the API's 429 says. */
const rateLimited: Route = (_request, response) => {
  sendJson(response, 429, { message: 'Rate Limit Exceeded', errors: [{ resource: 'Application', field: 'overall rate limit', code: 'exceeded' }] },
    { 'x-ratelimit-limit': '600,30000', 'x-ratelimit-usage': '600,1200' });
};
const invalidToken: Route = (_request, response) => {
  sendJson(response, 401, { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }] });
};
/** The API's 401 for a token without the write scope (`star_segment.yml`). */
const noWriteScope: Route = (_request, response) => {
  sendJson(response, 401, { message: 'Authorization Error', errors: [{ resource: 'AccessToken', field: 'write_permission', code: 'missing' }] });
};

/** A port on 127.0.0.1 where nothing listens: a connection to it is refused. */
async function closedPort(): Promise<number> {
  const listener = createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as { port: number };
  await new Promise<void>((resolve) => listener.close(() => { resolve(); }));
  return port;
}

describe.each(WRITES)('the write %s', (method, operation) => {
  it.each([500, 501, 502, 503, 504, 599])('is sent once on a %i, and ends in UnknownOutcomeError, its cause the answer', async (status) => {
    server.answer(failing(status, { 'retry-after': '0' }), ok);
    const error = await rejectionOf(operation.call(client(), {}));
    expect(server.requests).toHaveLength(1);
    expect(error).toBeInstanceOf(UnknownOutcomeError);
    expect(error).toMatchObject({ name: 'UnknownOutcomeError', call: method, method: operation.request.split(' ')[0], status });
    expect((error as Error).cause).toBeInstanceOf(HttpError);
    expect((error as Error).cause).toMatchObject({ status });
  });

  it('is sent once when no answer comes in time, and ends in UnknownOutcomeError, its cause the TimeoutError', async () => {
    server.answer(() => undefined, ok);
    const arriving = arrivingFetch(server);
    const error = await rejectionOf(operation.call(client({ timeout: 50, fetch: arriving.fetch }), {}));
    expect(await arriving.settled()).toBe(1);
    expect(server.requests).toHaveLength(1);
    expect(error).toMatchObject({ name: 'UnknownOutcomeError', call: method, status: null });
    expect((error as Error).cause).toBeInstanceOf(TimeoutError);
  });

  it('is sent once when the connection drops after the request, and ends in UnknownOutcomeError', async () => {
    server.answer(dropped, ok);
    const error = await rejectionOf(operation.call(client(), {}));
    expect(server.requests).toHaveLength(1);
    expect(error).toMatchObject({ name: 'UnknownOutcomeError', call: method, status: null });
    expect((error as Error).cause).toBeInstanceOf(ConnectionError);
    expect((error as Error).cause).not.toBeInstanceOf(TimeoutError);
  });

  it('is sent again after a 429, once its 15-minute window is waited out within maxRateLimitWait', async () => {
    server.answer(rateLimited, ok);
    const clock = new FakeClock();
    await operation.call(clientWithClock({ accessToken: 'write-token', baseUrl: server.baseUrl, maxRateLimitWait: 15 * 60_000 }, clock), {});
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toEqual([Date.UTC(2026, 2, 9, 10, 15) - Date.UTC(2026, 2, 9, 10, 7, 30)]);
  });

  it('is not sent again after a 429 that is not waited out', async () => {
    server.answer(rateLimited, ok);
    await expect(operation.call(client(), {})).rejects.toBeInstanceOf(RateLimitError);
    expect(server.requests).toHaveLength(1);
  });

  it('is sent again, once, with a fresh token after a 401 for an invalid one', async () => {
    server.answer(invalidToken, ok);
    let refreshes = 0;
    await operation.call(client({ accessToken: ({ refresh }) => (refresh ? `fresh-${++refreshes}` : 'stale') }), {});
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh-1']);
    server.answer(invalidToken);
    await expect(operation.call(client({ accessToken: () => 'stale' }), {})).rejects.toMatchObject({ name: 'UnauthorizedError', reason: 'invalid-token' });
    expect(server.requests).toHaveLength(2);
  });

  it('names the write scope it needs when the token lacks it, and is not sent again', async () => {
    server.answer(noWriteScope);
    const error = await rejectionOf(operation.call(client({ accessToken: () => 'read-only' }), {}));
    expect(server.requests).toHaveLength(1);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ reason: 'missing-scope', scope: SCOPES[method] });
    expect((error as Error).message).toContain(`(missing-scope ${SCOPES[method] ?? ''})`);
  });

  it('is sent once on a 400, and ends in its HttpError', async () => {
    server.answer(failing(400), ok);
    const error = await rejectionOf(operation.call(client(), {}));
    expect(server.requests).toHaveLength(1);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(UnknownOutcomeError);
  });

  it('is tried again, as a read is, when the connection is refused: it was never sent', async () => {
    const port = await closedPort();
    let attempts = 0;
    const clock = new FakeClock();
    const refused = clientWithClock({
      accessToken: 'write-token', baseUrl: `http://127.0.0.1:${port}/api/v3`, maxRetries: 2,
      fetch: (input, init) => {
        attempts += 1;
        return fetch(input, init);
      },
    }, clock);
    const error = await rejectionOf(operation.call(refused, {}));
    expect(attempts).toBe(3);
    expect(clock.sleeps).toHaveLength(2);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).not.toBeInstanceOf(UnknownOutcomeError);
  });

  it('is sent once when a fetch fails without saying why, as a browser\'s does', async () => {
    let attempts = 0;
    const silent = client({
      fetch: () => {
        attempts += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await expect(operation.call(silent, {})).rejects.toMatchObject({ name: 'UnknownOutcomeError', call: method });
    expect(attempts).toBe(1);
  });
});

describe('a read of an upload', () => {
  it('is tried again on a 503, as every read is', async () => {
    server.answer(failing(503, { 'retry-after': '0' }), ok);
    await expect(client().getUpload(1)).resolves.toEqual({ id: 1 });
    expect(server.requests).toHaveLength(2);
  });

  it('names activity:write when the token lacks it', async () => {
    server.answer(noWriteScope);
    await expect(client().getUpload(1)).rejects.toMatchObject({ reason: 'missing-scope', scope: 'activity:write' });
  });
});

describe('a read\'s missing scope', () => {
  it('is named as the fault names it, as before', async () => {
    server.answer((_request, response) => {
      sendJson(response, 401, { message: 'Authorization Error', errors: [{ resource: 'AccessToken', field: 'activity:read_permission', code: 'missing' }] });
    });
    await expect(client().getActivity(1)).rejects.toMatchObject({ reason: 'missing-scope', scope: 'activity:read_permission' });
  });
});

describe('UnknownOutcomeError', () => {
  it('says what was not sent again and what to look for: the external id given, else the file\'s name', async () => {
    server.answer(failing(502));
    const given = await rejectionOf(client().uploadActivity(new TextEncoder().encode('<gpx/>'), { dataType: 'gpx', externalId: 'ride-42.gpx' })) as UnknownOutcomeError;
    expect(given.externalId).toBe('ride-42.gpx');
    expect(given.message).toBe(`uploadActivity: POST ${server.baseUrl}/uploads may have been done: it answered 502. It was not sent again, so that it is not done twice; `
      + 'look among the athlete\'s activities for one whose external_id is "ride-42.gpx" before uploading the file again (the API refuses the same file twice, as a duplicate)');
    const named = await rejectionOf(client().uploadActivity(new File(['<gpx/>'], 'evening.gpx'), { dataType: 'gpx' })) as UnknownOutcomeError;
    expect(named.externalId).toBe('evening.gpx');
    const bytes = await rejectionOf(client().uploadActivity(new Uint8Array([1]), { dataType: 'fit.gz' })) as UnknownOutcomeError;
    expect(bytes.externalId).toBe('activity.fit.gz');
  });

  it('tells a new activity to be looked for, and an update that sending it again is harmless', async () => {
    server.answer(dropped);
    const created = await rejectionOf(OPERATIONS.createActivity.call(client(), {})) as UnknownOutcomeError;
    expect(created.message).toMatch(/^createActivity: POST \S+\/activities may have been done: no complete answer came\. .*look among the athlete's activities for it \(its name and start\) before creating it again$/);
    expect(created.externalId).toBeNull();
    const updated = await rejectionOf(OPERATIONS.updateAthlete.call(client(), {})) as UnknownOutcomeError;
    expect(updated.message).toMatch(/it sets values, so sending it again is harmless unless they were changed meanwhile$/);
  });

  it('holds no echo of the token, whatever the answer echoes', async () => {
    const token = 'tok/en+"x é\\9=<&';
    server.answer((request, response) => {
      const sent = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      response.writeHead(502, { 'content-type': 'text/plain', 'x-echo': encodeURIComponent(sent) }).end(echoes(sent).join('\n'));
    });
    for (const [, operation] of WRITES) {
      const error = await rejectionOf(operation.call(client({ accessToken: token }), {}));
      expect(error).toBeInstanceOf(UnknownOutcomeError);
      expectNoEcho(error, token);
    }
  });

  it('holds none of the file, whatever a fetch that fails throws with it', async () => {
    const marker = 'FILE-CONTENT-7d1f3c';
    const file = new TextEncoder().encode(`<gpx>${marker}</gpx>`);
    const throwing = client({
      fetch: (input, init) => Promise.reject(Object.assign(new TypeError('fetch failed'), { request: new Request(input, init), init, body: init?.body })),
    });
    const error = await rejectionOf(throwing.uploadActivity(file, { dataType: 'gpx' }));
    expect(error).toBeInstanceOf(UnknownOutcomeError);
    expectNoEcho(error, marker);
  });
});

describe('the rule of what a write sends again', () => {
  it('sends again only after answers given before processing, and connections never made', () => {
    expect(WRITE_RETRIES.statuses).toEqual([401, 429]);
    expect(WRITE_RETRIES.unsentCodes).toContain('ECONNREFUSED');
    expect(Object.isFrozen(WRITE_RETRIES) && Object.isFrozen(WRITE_RETRIES.statuses) && Object.isFrozen(WRITE_RETRIES.unsentCodes)).toBe(true);
  });
});
