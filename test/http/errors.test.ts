import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  HttpError,
  NotFoundError,
  RateLimitError,
  UnauthorizedError,
  createHttpClient,
  type HttpClientOptions,
} from '../../src/http/index.js';
import { readFault } from '../../src/http/errors/api-fault.js';
import { Fault, FaultError, ParseError } from '../../src/index.js';
import { sendJson, startApiServerForFile, type Route } from '../helpers/api-server.js';
import { clientWithClock, rejectionOf } from './clients.js';
import { FakeClock } from './fake-clock.js';
import { UNTIL_HANG } from '../helpers/wait.js';

const server = await startApiServerForFile();

function client(options: Partial<HttpClientOptions> = {}, clock = new FakeClock()) {
  return clientWithClock({ accessToken: 'errors-token', baseUrl: server.baseUrl, ...options }, clock);
}

const ok: Route = (_request, response) => {
  sendJson(response, 200, { ok: true }, { 'x-ratelimit-limit': '600,30000', 'x-ratelimit-usage': '12,340' });
};
const fault = (code: number, body: unknown, headers: Record<string, string> = {}): Route => (_request, response) => {
  sendJson(response, code, body, headers);
};

const INVALID_TOKEN = { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }] };
const MISSING_SCOPE = { message: 'Authorization Error', errors: [{ resource: 'AccessToken', field: 'activity:read_permission', code: 'missing' }] };
const RATE_LIMITED = { message: 'Rate Limit Exceeded', errors: [{ resource: 'Application', field: 'rate limit', code: 'exceeded' }] };

describe('HttpError', () => {
  it('carries status, url, body, headers, requestId and the parsed fault', async () => {
    server.answer(fault(422, { message: 'Bad Request', errors: [{ resource: 'Activity', field: 'id', code: 'invalid' }] }, {
      'x-request-id': 'req-81f3', 'X-Custom': 'Value',
    }));
    const error = await rejectionOf(client().getActivity(7)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ParseError);
    expect(error.name).toBe('HttpError');
    expect(error.status).toBe(422);
    expect(error.url).toBe(`${server.baseUrl}/activities/7`);
    expect(JSON.parse(error.body)).toEqual({ message: 'Bad Request', errors: [{ resource: 'Activity', field: 'id', code: 'invalid' }] });
    expect(error.headers).toMatchObject({ 'content-type': 'application/json', 'x-request-id': 'req-81f3', 'x-custom': 'Value' });
    expect(Object.getPrototypeOf(error.headers)).toBe(Object.prototype);
    expect(error.requestId).toBe('req-81f3');
    expect(error.fault).toBeInstanceOf(Fault);
    expect(error.fault?.toJSON()).toEqual({ message: 'Bad Request', errors: [{ resource: 'Activity', field: 'id', code: 'invalid' }] });
    expect(error.message).toBe(`GET ${server.baseUrl}/activities/7 answered 422: Bad Request (Activity id invalid)`);
  });

  it('has a null requestId and fault when the answer has neither', async () => {
    server.answer((_request, response) => {
      response.writeHead(418, { 'content-type': 'text/plain' }).end('teapot');
    });
    const error = await rejectionOf(client().getActivity(7)) as HttpError;
    expect(error.requestId).toBeNull();
    expect(error.fault).toBeNull();
    expect(error.body).toBe('teapot');
  });

  it('quotes at most 300 characters of the fault in its message, and keeps the whole fault', async () => {
    const long = 'x'.repeat(1000);
    server.answer(fault(400, { message: long, errors: [] }));
    const error = await rejectionOf(client().getActivity(7)) as HttpError;
    expect(error.message).toBe(`GET ${server.baseUrl}/activities/7 answered 400: ${'x'.repeat(300)}…`);
    expect(error.fault?.message).toBe(long);
  });

  it('carries the fault as a Fault record: its unknown keys kept, an id in them exact, its FaultErrors read', async () => {
    server.answer((_request, response) => {
      sendJson(response, 403, '{"message":"Forbidden","errors":[{"resource":"Activity","field":"id","code":"forbidden","hint":"private"}],"activity_id":9007199254740993}');
    });
    const error = await rejectionOf(client().getActivity(7)) as HttpError;
    expect(error.fault).toBeInstanceOf(Fault);
    expect(error.fault?.errors?.[0]).toBeInstanceOf(FaultError);
    expect(error.fault?.extra).toEqual({ activity_id: 9007199254740993n });
    expect(error.fault?.errors?.[0]?.extra).toEqual({ hint: 'private' });
    expect(Object.isFrozen(error.fault)).toBe(true);
  });

  it('has a null fault for a body the Fault record refuses, and still judges a 401 by what the body says', async () => {
    server.answer(fault(401, { message: 'Authorization Error', errors: [5, { resource: 'Athlete', field: 'access_token', code: 'invalid' }] }));
    const error = await rejectionOf(client().getActivity(7)) as UnauthorizedError;
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.reason).toBe('invalid-token');
    expect(error.fault).toBeNull();
    expect(error.message).toBe(`GET ${server.baseUrl}/activities/7 answered 401 Unauthorized (invalid-token)`);
    for (const body of [{ errors: 'none' }, { message: 7, errors: [] }, { other: 1 }]) {
      server.answer(fault(400, body));
      await expect(rejectionOf(client().getActivity(7))).resolves.toMatchObject({ status: 400, fault: null });
    }
  });

  it('reads a fault 64 KiB deep without overflowing the stack: a body the record refuses, so no fault', async () => {
    const depth = 30_000;
    const body = `{"message":"Bad Request","errors":[],"nested":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    server.answer((_request, response) => {
      sendJson(response, 400, body);
    });
    const error = await rejectionOf(client().getActivity(7)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.fault).toBeNull();
    expect(error.message).toBe(`GET ${server.baseUrl}/activities/7 answered 400`);
    expect(error.body).toBe(body);
  });

  it('maps 404 to NotFoundError', async () => {
    server.answer(fault(404, { message: 'Record Not Found', errors: [{ resource: 'Activity', field: 'id', code: 'not found' }] }));
    const error = await rejectionOf(client().getActivity(7));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as NotFoundError).message).toContain('answered 404 Not Found: Record Not Found');
    expect(server.requests).toHaveLength(1);
  });
});

describe('readFault', () => {
  it('reads the API\'s error body and nothing else', () => {
    expect(readFault('{"message":"x","errors":[{"resource":"A","field":"f","code":"c"}, 5, {"field": 3}]}')).toEqual({
      message: 'x',
      errors: [{ resource: 'A', field: 'f', code: 'c' }, { resource: null, field: null, code: null }],
    });
    expect(readFault('{"errors": []}')).toEqual({ message: null, errors: [] });
    expect(readFault('{"message": "only"}')).toEqual({ message: 'only', errors: [] });
    expect(readFault('{"other": 1}')).toBeNull();
    expect(readFault('[1]')).toBeNull();
    expect(readFault('<html>')).toBeNull();
    expect(readFault('{"message": 5, "errors": "no"}')).toBeNull();
  });
});

describe('UnauthorizedError', () => {
  it('says an invalid token is one, and is not tried again with a string token', async () => {
    server.answer(fault(401, INVALID_TOKEN), ok);
    const error = await rejectionOf(client().getAthleteStats(1));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as UnauthorizedError).reason).toBe('invalid-token');
    expect((error as UnauthorizedError).scope).toBeNull();
    expect((error as Error).message).toContain('answered 401 Unauthorized (invalid-token): Authorization Error');
    expect(server.requests).toHaveLength(1);
  });

  it('names the missing scope, and never refreshes for it', async () => {
    server.answer(fault(401, MISSING_SCOPE), ok);
    let calls = 0;
    const accessToken = () => {
      calls += 1;
      return 'scoped-token';
    };
    const error = await rejectionOf(client({ accessToken }).getActivityPhotos(1));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as UnauthorizedError).reason).toBe('missing-scope');
    expect((error as UnauthorizedError).scope).toBe('activity:read_permission');
    expect(calls).toBe(1);
  });

  it('has a null reason for a 401 that says neither', async () => {
    server.answer(fault(401, { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'expired' }] }));
    const error = await rejectionOf(client().getActivity(1)) as UnauthorizedError;
    expect(error.reason).toBeNull();
    expect(error.scope).toBeNull();
    server.answer((_request, response) => response.writeHead(401).end());
    expect(((await rejectionOf(client().getActivity(1))) as UnauthorizedError).reason).toBeNull();
  });

  it('asks a token function for a fresh token once on an invalid token, and tries again', async () => {
    server.answer(fault(401, INVALID_TOKEN), ok);
    const contexts: unknown[] = [];
    const tokens = ['expired-token', 'fresh-token'];
    const accessToken = (context: unknown) => {
      contexts.push(context);
      return tokens[contexts.length - 1] ?? 'more-token';
    };
    await expect(client({ accessToken }).getAthleteStats(1)).resolves.toEqual({ ok: true });
    expect(contexts).toEqual([{ refresh: false }, { refresh: true }]);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer expired-token', 'Bearer fresh-token']);
  });

  it('refreshes only once per request: a second invalid-token answer rejects', async () => {
    server.answer(fault(401, INVALID_TOKEN));
    let calls = 0;
    const accessToken = () => `token-number-${++calls}`;
    await expect(client({ accessToken }).getAthleteStats(1)).rejects.toMatchObject({ reason: 'invalid-token' });
    expect(calls).toBe(2);
    expect(server.requests).toHaveLength(2);
  });
});

describe('RateLimitError', () => {
  // The fake clock starts at 2026-03-09 10:07:30 UTC.
  const OVER_15_MINUTES = { 'x-ratelimit-limit': '600,30000', 'x-ratelimit-usage': '601,1200' };
  const OVER_DAY = { 'x-ratelimit-limit': '600,30000', 'x-ratelimit-usage': '10,30000' };
  const OVER_READ = {
    'x-ratelimit-limit': '600,30000', 'x-ratelimit-usage': '301,1200',
    'x-readratelimit-limit': '300,15000', 'x-readratelimit-usage': '301,1200',
  };

  it('says the 15-minute overall window is used up and when it resets, with that answer\'s figures', async () => {
    server.answer(fault(429, RATE_LIMITED, OVER_15_MINUTES));
    const http = client();
    const error = await rejectionOf(http.getActivity(1)) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(429);
    expect(error.rateLimit).toEqual({ limit: { fifteenMinutes: 600, daily: 30000 }, usage: { fifteenMinutes: 601, daily: 1200 }, readLimit: null, readUsage: null });
    expect(error.limit).toBe('overall');
    expect(error.window).toBe('15-minute');
    expect(error.retryAt).toEqual(new Date('2026-03-09T10:15:00Z'));
    expect(error.message).toContain('Too Many Requests (the 15-minute overall limit, resets at 2026-03-09T10:15:00.000Z)');
    expect(error.message).toContain('[15-minute usage 601/600, daily 1200/30000]');
    expect(http.rateLimit).toEqual(error.rateLimit);
    expect(server.requests).toHaveLength(1);
  });

  it('says the daily window resets at midnight UTC', async () => {
    server.answer(fault(429, RATE_LIMITED, OVER_DAY));
    const error = await rejectionOf(client().getActivity(1)) as RateLimitError;
    expect(error.limit).toBe('overall');
    expect(error.window).toBe('daily');
    expect(error.retryAt).toEqual(new Date('2026-03-10T00:00:00Z'));
  });

  it('tells the read limit from the overall one, by the fault or by the figures', async () => {
    server.answer(fault(429, RATE_LIMITED, OVER_READ));
    const byFigures = await rejectionOf(client().getActivity(1)) as RateLimitError;
    expect([byFigures.limit, byFigures.window]).toEqual(['read', '15-minute']);
    server.answer(fault(429, { message: 'Rate Limit Exceeded', errors: [{ resource: 'Application', field: 'read rate limit', code: 'exceeded' }] }, OVER_READ));
    expect((await rejectionOf(client().getActivity(1)) as RateLimitError).limit).toBe('read');
    server.answer(fault(429, { message: 'Rate Limit Exceeded', errors: [{ resource: 'Application', field: 'overall rate limit', code: 'exceeded' }] }));
    const named = await rejectionOf(client().getActivity(1)) as RateLimitError;
    expect([named.limit, named.window, named.retryAt]).toEqual(['overall', null, null]);
  });

  it('reports no figures for a 429 without headers, never the previous answer\'s', async () => {
    server.answer(ok, fault(429, RATE_LIMITED));
    const http = client();
    await http.getActivity(1);
    const error = await rejectionOf(http.getActivity(1)) as RateLimitError;
    expect(error.rateLimit).toBeNull();
    expect([error.limit, error.window, error.retryAt]).toEqual([null, null, null]);
    expect(error.message).not.toContain('usage');
    expect(http.rateLimit?.usage).toEqual({ fifteenMinutes: 12, daily: 340 });
  });

  it('waits out a 15-minute window that resets within maxRateLimitWait, then tries again', async () => {
    server.answer(fault(429, RATE_LIMITED, OVER_15_MINUTES), ok);
    const clock = new FakeClock();
    await expect(client({ maxRateLimitWait: 15 * 60_000 }, clock).getActivity(1)).resolves.toEqual({ ok: true });
    expect(clock.sleeps).toEqual([7.5 * 60_000]);
    expect(server.requests).toHaveLength(2);
  });

  it('throws at once when the window resets later than maxRateLimitWait, or never waits by default', async () => {
    for (const maxRateLimitWait of [0, 7.5 * 60_000 - 1]) {
      server.answer(fault(429, RATE_LIMITED, OVER_15_MINUTES), ok);
      const clock = new FakeClock();
      await expect(client({ maxRateLimitWait }, clock).getActivity(1)).rejects.toBeInstanceOf(RateLimitError);
      expect(clock.sleeps).toEqual([]);
    }
    server.answer(fault(429, RATE_LIMITED, OVER_15_MINUTES), ok);
    await expect(createHttpClient({ accessToken: 'x-token', baseUrl: server.baseUrl }).getActivity(1)).rejects.toBeInstanceOf(RateLimitError);
  });

  it('never waits for the daily window, nor for an unknown one', async () => {
    for (const route of [fault(429, RATE_LIMITED, OVER_DAY), fault(429, RATE_LIMITED)]) {
      server.answer(route, ok);
      const clock = new FakeClock();
      await expect(client({ maxRateLimitWait: Number.POSITIVE_INFINITY }, clock).getActivity(1)).rejects.toBeInstanceOf(RateLimitError);
      expect(clock.sleeps).toEqual([]);
    }
  });

  it('spends at most maxRateLimitWait on one request, over several windows', async () => {
    server.answer(fault(429, RATE_LIMITED, OVER_15_MINUTES));
    const clock = new FakeClock();
    const error = await rejectionOf(client({ maxRateLimitWait: 20 * 60_000 }, clock).getActivity(1));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(clock.sleeps).toEqual([7.5 * 60_000]);
    expect(server.requests).toHaveLength(2);
  });

  it('ends a rate-limit wait at once when the signal aborts', async () => {
    server.answer(fault(429, RATE_LIMITED, OVER_15_MINUTES), ok);
    const clock = new FakeClock();
    clock.hold = true;
    const controller = new AbortController();
    const call = client({ maxRateLimitWait: 15 * 60_000 }, clock).getActivity(1, { signal: controller.signal });
    await vi.waitFor(() => {
      expect(clock.sleeps).toEqual([7.5 * 60_000]);
    }, UNTIL_HANG);
    controller.abort('stop waiting');
    await expect(call).rejects.toBe('stop waiting');
    expect(server.requests).toHaveLength(1);
  });
});

describe('rateLimit', () => {
  it('keeps the figures of the last answer that carried any', async () => {
    const http = client();
    expect(http.rateLimit).toBeNull();
    server.answer(ok);
    await http.getActivity(1);
    expect(http.rateLimit).toEqual({ limit: { fifteenMinutes: 600, daily: 30000 }, usage: { fifteenMinutes: 12, daily: 340 }, readLimit: null, readUsage: null });
    server.answer((_request, response) => {
      sendJson(response, 200, {});
    });
    await http.getActivity(1);
    expect(http.rateLimit?.usage).toEqual({ fifteenMinutes: 12, daily: 340 });
    server.answer((_request, response) => {
      sendJson(response, 200, {}, { 'x-readratelimit-usage': '5,6', 'x-ratelimit-usage': 'garbage' });
    });
    await http.getActivity(1);
    expect(http.rateLimit).toEqual({ limit: null, usage: null, readLimit: null, readUsage: { fifteenMinutes: 5, daily: 6 } });
  });
});
