import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ConnectionError,
  TimeoutError,
  TokenRefreshError,
  createTokenRefresher,
  type RefreshedTokens,
  type TokenRefresherOptions,
} from '../../src/http/index.js';
import { Fault } from '../../src/index.js';
import { refresherWithClock } from '../../src/http/oauth/token-refresher.js';
import { arrivingFetch, sendJson, startApiServer, startApiServerForFile } from '../helpers/api-server.js';
import { clientWithClock, rejectionOf } from './clients.js';
import { FakeClock } from './fake-clock.js';
import { everythingShown, expectNoEcho } from './echoes.js';
import { UNTIL_HANG } from '../helpers/wait.js';

const CLIENT_SECRET = 'app-secret/+ "é"';
const REFRESH_TOKEN = 'refresh-token-0001';

const server = await startApiServerForFile();

/** A token endpoint that issues `access-N` and `refresh-N` for the N-th refresh, expiring 6 hours on. */
function answerTokens(clock: FakeClock): void {
  let issued = 0;
  server.answer((request, response) => {
    if (request.path !== '/oauth/token') {
      sendJson(response, 200, { authorization: request.headers.authorization ?? null });
      return;
    }
    issued += 1;
    sendJson(response, 200, {
      token_type: 'Bearer',
      access_token: `access-${issued}`,
      refresh_token: `refresh-${issued}`,
      expires_at: Math.floor(clock.now() / 1000) + 6 * 3600,
      expires_in: 6 * 3600,
      athlete: { id: 134815 },
    });
  });
}

function refresher(clock: FakeClock, options: Partial<TokenRefresherOptions> = {}) {
  return refresherWithClock({ clientId: 1234, clientSecret: CLIENT_SECRET, refreshToken: REFRESH_TOKEN, tokenUrl: server.tokenUrl, ...options }, clock);
}

function posts(): URLSearchParams[] {
  return server.requests.filter((request) => request.method === 'POST').map((request) => new URLSearchParams(request.body));
}

describe('createTokenRefresher', () => {
  it('refreshes at the first call without a token, posting the credentials as a form', async () => {
    const clock = new FakeClock();
    answerTokens(clock);
    await expect(refresher(clock)()).resolves.toBe('access-1');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      client_id: '1234', client_secret: CLIENT_SECRET, grant_type: 'refresh_token', refresh_token: REFRESH_TOKEN,
    });
  });

  it('gives the current token while it has more than 5 minutes left, and refreshes at 5 minutes', async () => {
    const clock = new FakeClock();
    answerTokens(clock);
    const seconds = Math.floor(clock.now() / 1000);
    const fresh = refresher(clock, { accessToken: 'current-token', expiresAt: seconds + 301 });
    await expect(fresh()).resolves.toBe('current-token');
    expect(server.requests).toHaveLength(0);
    clock.time += 1000;
    await expect(fresh()).resolves.toBe('access-1');
    expect(posts()).toHaveLength(1);
    const expired = refresher(clock, { accessToken: 'old-token', expiresAt: seconds - 60 });
    await expect(expired({ refresh: false })).resolves.toBe('access-2');
  });

  it('uses a token without expiry until asked to refresh', async () => {
    const clock = new FakeClock();
    answerTokens(clock);
    const accessToken = refresher(clock, { accessToken: 'known-token' });
    await expect(accessToken()).resolves.toBe('known-token');
    await expect(accessToken({ refresh: true })).resolves.toBe('access-1');
    await expect(accessToken()).resolves.toBe('access-1');
    expect(posts()).toHaveLength(1);
  });

  it('refreshes once for every caller waiting at the time', async () => {
    const clock = new FakeClock();
    answerTokens(clock);
    const accessToken = refresher(clock);
    const tokens = await Promise.all([accessToken(), accessToken({ refresh: true }), accessToken(), accessToken()]);
    expect(tokens).toEqual(['access-1', 'access-1', 'access-1', 'access-1']);
    expect(posts()).toHaveLength(1);
  });

  it('uses the rotated refresh token for the next refresh, and awaits onRefresh with the new tokens first', async () => {
    const clock = new FakeClock();
    answerTokens(clock);
    const saved: RefreshedTokens[] = [];
    let release: () => void = () => undefined;
    const onRefresh = vi.fn((tokens: RefreshedTokens) => new Promise<void>((resolve) => {
      release = () => {
        saved.push(tokens);
        resolve();
      };
    }));
    const accessToken = refresher(clock, { onRefresh });
    let given: string | undefined;
    const first = accessToken().then((token) => {
      given = token;
    });
    await vi.waitFor(() => {
      expect(onRefresh).toHaveBeenCalledTimes(1);
    }, UNTIL_HANG);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(given).toBeUndefined();
    release();
    await first;
    expect(given).toBe('access-1');
    const expiresAt = Math.floor(clock.now() / 1000) + 6 * 3600;
    expect(saved).toEqual([{ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt }]);

    clock.time += 6 * 3600 * 1000;
    const second = accessToken();
    await vi.waitFor(() => {
      expect(onRefresh).toHaveBeenCalledTimes(2);
    }, UNTIL_HANG);
    release();
    await expect(second).resolves.toBe('access-2');
    expect(posts().map((form) => form.get('refresh_token'))).toEqual([REFRESH_TOKEN, 'refresh-1']);
  });

  it('keeps the tokens when onRefresh fails, rejects with its error, and saves them at the next call without refreshing', async () => {
    const clock = new FakeClock();
    answerTokens(clock);
    const failure = new Error('disk full');
    const onRefresh = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const accessToken = refresher(clock, { onRefresh });
    await expect(accessToken()).rejects.toBe(failure);
    await expect(accessToken()).resolves.toBe('access-1');
    expect(onRefresh).toHaveBeenCalledTimes(2);
    expect(onRefresh.mock.calls[1]?.[0]).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(posts()).toHaveLength(1);
    await expect(accessToken()).resolves.toBe('access-1');
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('reads expires_in when the answer has no expires_at, and keeps the refresh token when none is issued', async () => {
    const clock = new FakeClock();
    server.answer((_request, response) => {
      sendJson(response, 200, { access_token: 'short-lived', expires_in: 600 });
    });
    const onRefresh = vi.fn();
    const accessToken = refresher(clock, { onRefresh });
    await expect(accessToken()).resolves.toBe('short-lived');
    expect(onRefresh).toHaveBeenCalledWith({ accessToken: 'short-lived', refreshToken: REFRESH_TOKEN, expiresAt: Math.floor(clock.now() / 1000) + 600 });
    clock.time += 301_000;
    await accessToken();
    expect(posts()).toHaveLength(2);
  });

  it('ends a caller\'s wait when its signal aborts, while the refresh goes on and is kept', async () => {
    const clock = new FakeClock();
    let held: (() => void) | undefined;
    server.answer((_request, response) => {
      held = () => {
        sendJson(response, 200, { access_token: 'late-token', refresh_token: 'refresh-late', expires_at: Math.floor(clock.now() / 1000) + 3600 });
      };
    });
    const onRefresh = vi.fn();
    const accessToken = refresher(clock, { onRefresh });
    const controller = new AbortController();
    const call = accessToken({ signal: controller.signal });
    await vi.waitFor(() => {
      expect(held).toBeDefined();
    }, UNTIL_HANG);
    controller.abort('caller left');
    await expect(call).rejects.toBe('caller left');
    held?.();
    await vi.waitFor(() => {
      expect(onRefresh).toHaveBeenCalledTimes(1);
    }, UNTIL_HANG);
    await expect(accessToken()).resolves.toBe('late-token');
    expect(posts()).toHaveLength(1);
  });
});

describe('TokenRefreshError', () => {
  it('carries the status and fault of a refused refresh, keeps nothing, and tries again at the next call', async () => {
    const clock = new FakeClock();
    server.answer((_request, response) => {
      sendJson(response, 400, { message: 'Bad Request', errors: [{ resource: 'RefreshToken', field: 'refresh_token', code: 'invalid' }] }, { 'x-request-id': 'tok-1' });
    });
    const accessToken = refresher(clock);
    const error = await rejectionOf(accessToken()) as TokenRefreshError;
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('TokenRefreshError');
    expect(error.status).toBe(400);
    expect(error.url).toBe(server.tokenUrl);
    expect(error.requestId).toBe('tok-1');
    expect(error.fault).toBeInstanceOf(Fault);
    expect(error.fault?.toJSON()).toEqual({ message: 'Bad Request', errors: [{ resource: 'RefreshToken', field: 'refresh_token', code: 'invalid' }] });
    expect(error.message).toBe(`Refreshing the access token at ${server.tokenUrl} failed: answered 400: Bad Request (RefreshToken refresh_token invalid)`);
    await expect(accessToken()).rejects.toBeInstanceOf(TokenRefreshError);
    expect(posts().map((form) => form.get('refresh_token'))).toEqual([REFRESH_TOKEN, REFRESH_TOKEN]);
  });

  it('has a null status and the connection error as cause when the endpoint cannot be reached', async () => {
    const closed = await startApiServer();
    await closed.close();
    const error = await rejectionOf(refresher(new FakeClock(), { tokenUrl: closed.tokenUrl })()) as TokenRefreshError;
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect(error.status).toBeNull();
    expect(error.fault).toBeNull();
    expect(error.cause).toBeInstanceOf(ConnectionError);
    expect(error.message).toContain('failed: no answer');
  });

  it('gives up on a silent endpoint after timeout ms', async () => {
    server.answer(() => undefined);
    const arriving = arrivingFetch(server);
    const error = await rejectionOf(refresher(new FakeClock(), { timeout: 50, fetch: arriving.fetch })()) as TokenRefreshError;
    expect(await arriving.settled()).toBe(1);
    expect(error.cause).toBeInstanceOf(TimeoutError);
    expect(error.message).toBe(`Refreshing the access token at ${server.tokenUrl} failed: no complete answer within 50 ms`);
    await vi.waitFor(() => {
      expect(server.open.size).toBe(0);
    }, UNTIL_HANG);
  });

  it.each([
    ['not JSON', '<html>', /not a JSON object/],
    ['without access_token', '{"refresh_token": "r", "expires_at": 1}', /without a usable access_token/],
    ['with an empty refresh_token', '{"access_token": "a-token", "refresh_token": "", "expires_at": 1}', /refresh_token that is not a non-empty string/],
    ['with an expiry that is not a number', '{"access_token": "a-token", "refresh_token": "r", "expires_at": "soon"}', /with an expires_at or expires_in that is not a number/],
  ])('rejects an answer %s', async (_name, body, message) => {
    server.answer((_request, response) => {
      sendJson(response, 200, body);
    });
    const error = await rejectionOf(refresher(new FakeClock())());
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect((error as Error).message).toMatch(message);
    expect((error as TokenRefreshError).status).toBe(200);
  });

  it('keeps the client secret and the refresh tokens, old and new, out of every error', async () => {
    const clock = new FakeClock();
    server.answer((request, response) => {
      const form = new URLSearchParams(request.body);
      const echoed = [request.body, form.get('client_secret'), form.get('refresh_token'), encodeURIComponent(form.get('client_secret') ?? '')].join(' ');
      sendJson(response, 200, { refresh_token: 'new-refresh-secret', message: echoed, errors: [{ resource: form.get('client_secret'), field: 'x', code: 'y' }] }, {
        'x-echo': encodeURIComponent(form.get('client_secret') ?? ''),
      });
    });
    const error = await rejectionOf(refresher(clock)());
    expect(error).toBeInstanceOf(TokenRefreshError);
    for (const secret of [CLIENT_SECRET, REFRESH_TOKEN, 'new-refresh-secret']) expectNoEcho(error, secret);
    expect(everythingShown(error)).toContain('[redacted]');
  });

  it('keeps them out of an error whose answer escapes them as Rails does, and out of its fault', async () => {
    server.answer((request, response) => {
      const form = new URLSearchParams(request.body);
      const fault = JSON.stringify({ message: `bad secret <${form.get('client_secret') ?? ''}>`, errors: [{ resource: 'Application', field: form.get('refresh_token'), code: 'invalid' }] });
      // <, >, & and every character but letters and digits written as \u escapes.
      sendJson(response, 400, fault.replace(/[^\w{}[\]:,"\\ ]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
    });
    const error = await rejectionOf(refresher(new FakeClock(), { clientSecret: 'app&secret<1>' })()) as TokenRefreshError;
    expect(error).toBeInstanceOf(TokenRefreshError);
    for (const secret of ['app&secret<1>', REFRESH_TOKEN]) expectNoEcho(error, secret);
    expect(error.fault).toBeInstanceOf(Fault);
    expect(error.fault?.toJSON()).toEqual({ message: 'bad secret <[redacted]>', errors: [{ resource: 'Application', field: '[redacted]', code: 'invalid' }] });
  });

  it('keeps them out of a connection error whose platform error echoes the request', async () => {
    const fetch = (_url: string | URL | Request, init?: RequestInit) => Promise.reject(new Error(`could not send ${typeof init?.body === 'string' ? init.body : ''}`));
    const error = await rejectionOf(refresher(new FakeClock(), { fetch })());
    for (const secret of [CLIENT_SECRET, REFRESH_TOKEN]) expectNoEcho(error, secret);
  });
});

describe('options of createTokenRefresher', () => {
  it.each([
    ['clientId', { clientId: '' }],
    ['clientId', { clientId: 1.5 }],
    ['clientSecret', { clientSecret: undefined }],
    ['refreshToken', { refreshToken: 42 }],
    ['expiresAt', { expiresAt: '1700000000' }],
    ['onRefresh', { onRefresh: 'save' }],
    ['accessToken', { accessToken: '' }],
  ])('rejects a bad %s with TypeError, naming no value', (name, bad) => {
    const options = { clientId: 1, clientSecret: 'shown-nowhere', refreshToken: 'also-nowhere', ...bad } as unknown as TokenRefresherOptions;
    expect(() => createTokenRefresher(options)).toThrow(TypeError);
    expect(() => createTokenRefresher(options)).toThrow(name === 'accessToken' ? /accessToken/ : new RegExp(name));
    try {
      createTokenRefresher(options);
    } catch (error) {
      expect(String(error)).not.toMatch(/shown-nowhere|also-nowhere/);
    }
  });

  it('reads its options from own properties only', async () => {
    const clock = new FakeClock();
    answerTokens(clock);
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.accessToken = 'polluted-token';
    prototype.expiresAt = Math.floor(clock.now() / 1000) + 3600;
    try {
      const accessToken = refresherWithClock({ clientId: 1, clientSecret: 's-secret', refreshToken: 'r-token', tokenUrl: server.tokenUrl }, clock);
      await expect(accessToken()).resolves.toBe('access-1');
    } finally {
      delete prototype.accessToken;
      delete prototype.expiresAt;
    }
  });
});

describe('the client with a refresher', () => {
  it('refreshes once on an invalid-token 401 and tries again; a second 401 rejects', async () => {
    const clock = new FakeClock();
    let apiCalls = 0;
    let issued = 0;
    server.answer((request, response) => {
      if (request.path === '/oauth/token') {
        issued += 1;
        sendJson(response, 200, { access_token: `fresh-${issued}`, refresh_token: `rotated-${issued}`, expires_at: Math.floor(clock.now() / 1000) + 3600 });
        return;
      }
      apiCalls += 1;
      if (request.headers.authorization === 'Bearer fresh-1') sendJson(response, 200, { ok: true });
      else sendJson(response, 401, { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }] });
    });
    const onRefresh = vi.fn();
    const accessToken = refresherWithClock({
      clientId: 1, clientSecret: CLIENT_SECRET, refreshToken: REFRESH_TOKEN, tokenUrl: server.tokenUrl,
      accessToken: 'revoked-token', expiresAt: Math.floor(clock.now() / 1000) + 3600, onRefresh,
    }, clock);
    const http = clientWithClock({ accessToken, baseUrl: server.baseUrl }, clock);
    await expect(http.getAthleteStats(1)).resolves.toEqual({ ok: true });
    expect(apiCalls).toBe(2);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    issued = 5;
    await expect(http.getAthleteStats(1, { signal: AbortSignal.timeout(5000) })).resolves.toEqual({ ok: true });
    expect(issued).toBe(5);
  });

  it('passes a failed refresh on as TokenRefreshError', async () => {
    server.answer((_request, response) => {
      sendJson(response, 401, { message: 'Authorization Error', errors: [{ resource: 'Application', field: 'client_secret', code: 'invalid' }] });
    });
    const http = clientWithClock({ accessToken: refresher(new FakeClock()), baseUrl: server.baseUrl }, new FakeClock());
    const error = await rejectionOf(http.getActivity(1));
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect((error as TokenRefreshError).status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });
});
