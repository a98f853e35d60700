import { describe, expect, it, vi } from 'vitest';
import { HttpError, TimeoutError, TokenEndpointError, TokenRefreshError, UnauthorizedError, type RefreshedTokens, type TokenRefresherOptions } from '../../src/http/index.js';
import { refresherWithClock } from '../../src/http/oauth/token-refresher.js';
import { sendJson, startApiServerForFile, type Route } from '../helpers/api-server.js';
import { clientWithClock, rejectionOf } from './clients.js';
import { FakeClock } from './fake-clock.js';
import { UNTIL_HANG } from '../helpers/wait.js';

const server = await startApiServerForFile();

const INVALID_TOKEN = { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }] };

function refresher(clock: FakeClock, options: Partial<TokenRefresherOptions> = {}) {
  return refresherWithClock({ clientId: 9, clientSecret: 'rules-secret', refreshToken: 'rules-refresh-0', tokenUrl: server.tokenUrl, ...options }, clock);
}

function posts() {
  return server.requests.filter((request) => request.path === '/oauth/token');
}

function apiRequests() {
  return server.requests.filter((request) => request.path !== '/oauth/token');
}

/**
 * A token endpoint issuing `access-N` and `refresh-N` (with `expiry(N)` merged into the
 * answer), and an API that accepts only the latest access token issued.
 */
function answerTokensAndApi(expiry: (issued: number) => Record<string, number>, api?: Route): { issued: () => number } {
  let issued = 0;
  server.answer((request, response) => {
    if (request.path === '/oauth/token') {
      issued += 1;
      sendJson(response, 200, { access_token: `access-${issued}`, refresh_token: `refresh-${issued}`, ...expiry(issued) });
    } else if (api !== undefined) {
      api(request, response);
    } else if (request.headers.authorization === `Bearer access-${issued}`) {
      sendJson(response, 200, { id: 1 });
    } else {
      sendJson(response, 401, INVALID_TOKEN);
    }
  });
  return { issued: () => issued };
}

describe('a token answer without an expiry', () => {
  it('keeps both tokens, uses the access token until the API refuses it, and saves them with a null expiry', async () => {
    const clock = new FakeClock();
    answerTokensAndApi(() => ({}));
    const saved: RefreshedTokens[] = [];
    const accessToken = refresher(clock, { onRefresh: (tokens) => { saved.push(tokens); } });
    await expect(accessToken()).resolves.toBe('access-1');
    expect(saved).toEqual([{ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: null }]);
    clock.time += 48 * 3600 * 1000;
    await expect(accessToken()).resolves.toBe('access-1');
    await expect(accessToken({ refresh: true })).resolves.toBe('access-2');
    expect(posts().map((post) => new URLSearchParams(post.body).get('refresh_token'))).toEqual(['rules-refresh-0', 'refresh-1']);
    const again = refresher(clock, { ...saved[0], refreshToken: 'refresh-1' });
    await expect(again()).resolves.toBe('access-1');
  });
});

describe('refusals that share a refresh', () => {
  it('refreshes once for 50 calls refused with one token at spread times', async () => {
    const clock = new FakeClock();
    const expiresAt = Math.floor(clock.now() / 1000) + 6 * 3600;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let refused = 0;
    answerTokensAndApi(() => ({ expires_at: expiresAt }), (request, response) => {
      if (request.headers.authorization === 'Bearer access-1') {
        sendJson(response, 200, { id: 1 });
        return;
      }
      // The old token's calls are answered one by one, some after the refresh is done.
      refused += 1;
      const delay = refused * 3;
      void released.then(() => setTimeout(() => { sendJson(response, 401, INVALID_TOKEN); }, delay));
    });
    const accessToken = refresher(clock, { accessToken: 'access-0', expiresAt });
    const http = clientWithClock({ accessToken, baseUrl: server.baseUrl }, clock);
    const calls = Array.from({ length: 50 }, (_, id) => http.getAthleteStats(id));
    // 50 requests through the test server: up to 0.3 s measured on a loaded machine, against vi.waitFor's default of 1 s.
    await vi.waitFor(() => {
      expect(refused).toBe(50);
    }, { timeout: 10_000 });
    release();
    await expect(Promise.all(calls)).resolves.toHaveLength(50);
    expect(posts()).toHaveLength(1);
    expect(apiRequests()).toHaveLength(100);
  });

  it('takes the current token, without a refresh, when the API refuses a token already replaced on expiry', async () => {
    const clock = new FakeClock();
    const expiresAt = Math.floor(clock.now() / 1000) + 3600;
    let held: (() => void) | undefined;
    const { issued } = answerTokensAndApi(() => ({ expires_in: 6 * 3600 }), (request, response) => {
      if (request.headers.authorization === 'Bearer access-0' && held === undefined) {
        held = () => { sendJson(response, 401, INVALID_TOKEN); };
      } else {
        sendJson(response, request.headers.authorization === 'Bearer access-1' ? 200 : 401, request.headers.authorization === 'Bearer access-1' ? { id: 1 } : INVALID_TOKEN);
      }
    });
    const http = clientWithClock({ accessToken: refresher(clock, { accessToken: 'access-0', expiresAt }), baseUrl: server.baseUrl }, clock);
    const early = http.getAthleteStats(1);
    await vi.waitFor(() => {
      expect(held).toBeDefined();
    }, UNTIL_HANG);
    clock.time += 3600 * 1000;
    await expect(http.getAthleteStats(2)).resolves.toEqual({ id: 1 });
    held?.();
    await expect(early).resolves.toEqual({ id: 1 });
    expect(issued()).toBe(1);
  });

  it('refreshes again when the API refuses the token the last refresh gave', async () => {
    const clock = new FakeClock();
    const { issued } = answerTokensAndApi(() => ({ expires_in: 6 * 3600 }), (_request, response) => {
      sendJson(response, 401, INVALID_TOKEN);
    });
    const http = clientWithClock({ accessToken: refresher(clock, { accessToken: 'access-0' }), baseUrl: server.baseUrl }, clock);
    await expect(http.getAthleteStats(1)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(http.getAthleteStats(1)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(issued()).toBe(2);
  });
});

describe('onRefresh', () => {
  it('holds calls at most the refresher\'s timeout when it never settles, and is given the tokens again at the next call', async () => {
    const clock = new FakeClock();
    // The token endpoint answers in the same turn, through a fetch of its own: the 50 ms are
    // onRefresh's alone, whatever a loaded machine makes of a request to the test server.
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 6 * 3600 }), { headers: { 'content-type': 'application/json' } })));
    const onRefresh = vi.fn().mockReturnValueOnce(new Promise<void>(() => undefined)).mockResolvedValue(undefined);
    const accessToken = refresher(clock, { onRefresh, timeout: 50, fetch });
    const error = await rejectionOf(accessToken()) as TokenRefreshError;
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect(error).toBeInstanceOf(TokenEndpointError);
    expect(error.message).toContain('onRefresh did not settle within 50 ms');
    await expect(accessToken()).resolves.toBe('access-1');
    expect(onRefresh).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('a token endpoint that issues tokens close to expiry', () => {
  it('is asked at most once a minute for an expiring token, however many requests', async () => {
    const clock = new FakeClock();
    answerTokensAndApi(() => ({ expires_in: 120 }));
    const http = clientWithClock({ accessToken: refresher(clock), baseUrl: server.baseUrl }, clock);
    for (let call = 0; call < 20; call++) await http.getAthleteStats(call);
    expect(posts()).toHaveLength(1);
    clock.time += 61_000;
    await http.getAthleteStats(21);
    expect(posts()).toHaveLength(2);
  });
});

describe('one budget per call', () => {
  it('makes one list call under 401 and 503 storms spend maxRetries and one refresh in all', async () => {
    const clock = new FakeClock();
    const { issued } = answerTokensAndApi(() => ({ expires_in: 6 * 3600 }), (request, response) => {
      const page = Number(request.query.get('page'));
      const attempt = apiRequests().filter((seen) => seen.query.get('page') === String(page)).length;
      // Every page first answers 401, then 503, then a full page.
      if (attempt === 1) sendJson(response, 401, INVALID_TOKEN);
      else if (attempt === 2) sendJson(response, 503, { message: 'down', errors: [] });
      else sendJson(response, 200, [{ id: page }]);
    });
    const http = clientWithClock({ accessToken: refresher(clock, { accessToken: 'access-0' }), baseUrl: server.baseUrl, pageSize: 1 }, clock);
    const error = await rejectionOf(http.getActivityKudos(1));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(issued()).toBe(1);
    // Page 1: 401, refresh, 503, retry, 200; page 2: 401, with the call's refresh spent.
    expect(apiRequests().map((request) => request.query.get('page'))).toEqual(['1', '1', '1', '2']);
    expect(clock.sleeps).toHaveLength(1);
  });

  it('shares maxRetries between the pages of a list', async () => {
    const clock = new FakeClock();
    let requests = 0;
    server.answer((request, response) => {
      requests += 1;
      if (requests % 2 === 1) sendJson(response, 503, { message: 'down', errors: [] });
      else sendJson(response, 200, [{ id: request.query.get('page') }]);
    });
    const http = clientWithClock({ accessToken: 'budget-token', baseUrl: server.baseUrl, pageSize: 1, maxRetries: 3 }, clock);
    const error = await rejectionOf(http.getActivityKudos(1));
    expect(error).toBeInstanceOf(HttpError);
    expect(requests).toBe(7);
    expect(clock.sleeps).toHaveLength(3);
  });
});

describe('getting the token', () => {
  it('is bounded by timeout when the accessToken function never settles', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, { id: 1 });
    });
    const http = clientWithClock({ accessToken: () => new Promise<string>(() => undefined), baseUrl: server.baseUrl, timeout: 50 }, new FakeClock());
    const error = await rejectionOf(http.getAthleteStats(1));
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeout).toBe(50);
    expect((error as Error).message).toBe(`GET ${server.baseUrl}/athletes/1/stats got no access token within 50 ms`);
    expect(server.requests).toHaveLength(0);
  });

  it('ends at once when the signal aborts', async () => {
    const controller = new AbortController();
    const http = clientWithClock({ accessToken: () => new Promise<string>(() => undefined), baseUrl: server.baseUrl, timeout: 0 }, new FakeClock());
    const call = http.getAthleteStats(1, { signal: controller.signal });
    controller.abort('stop');
    await expect(call).rejects.toBe('stop');
  });
});
