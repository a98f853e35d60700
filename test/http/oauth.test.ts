import { describe, expect, it, vi } from 'vitest';
import { Fault, SummaryAthlete } from '../../src/index.js';
import {
  ApiError,
  ConnectionError,
  HttpError,
  TimeoutError,
  TokenEndpointError,
  TokenExchangeError,
  UnauthorizedError,
  authorizeUrl,
  createTokenRefresher,
  deauthorize,
  exchangeCode,
  type AuthorizeUrlOptions,
  type ExchangeCodeOptions,
} from '../../src/http/index.js';
import { arrivingFetch, sendJson, startApiServer, startApiServerForFile } from '../helpers/api-server.js';
import { rejectionOf } from './clients.js';
import { everythingShown, expectNoEcho } from './echoes.js';
import { UNTIL_HANG } from '../helpers/wait.js';

const CLIENT_SECRET = 'app-secret/+ "é"';
const CODE = 'code-8d0e1c9f/+';
const ACCESS_TOKEN = 'access-a1b2c3';
const REFRESH_TOKEN = 'refresh-d4e5f6';
/** An athlete as the API writes one in a code's exchange (written by hand, in the API's order of fields), its id beyond 2^53. */
const ATHLETE_TEXT = `{
  "id": 9007199254740993,
  "username": "camille_runs",
  "resource_state": 2,
  "firstname": "Camille",
  "lastname": "Martin",
  "bio": "",
  "city": "Lyon",
  "state": "Auvergne-Rhône-Alpes",
  "country": "France",
  "sex": "F",
  "premium": true,
  "summit": true,
  "created_at": "2016-05-03T18:22:41Z",
  "updated_at": "2024-12-20T07:03:12Z",
  "badge_type_id": 1,
  "weight": 61.5,
  "profile_medium": "https://pictures.example.com/athletes/9007199254740993/medium.jpg",
  "profile": "https://pictures.example.com/athletes/9007199254740993/large.jpg",
  "friend": null,
  "follower": null
}`;

const server = await startApiServerForFile();

/** The token endpoint's answer to a code, as text: the athlete's digits as written. */
function tokenAnswer(members: Record<string, unknown> = {}, athlete = ATHLETE_TEXT): string {
  const tokens = JSON.stringify({ token_type: 'Bearer', expires_at: 1_800_000_000, expires_in: 21_600, refresh_token: REFRESH_TOKEN, access_token: ACCESS_TOKEN, ...members });
  return `${tokens.slice(0, -1)},"athlete":${athlete}}`;
}

function exchange(options: Partial<ExchangeCodeOptions> = {}) {
  return exchangeCode({ clientId: 1234, clientSecret: CLIENT_SECRET, code: CODE, tokenUrl: server.tokenUrl, ...options });
}

const deauthorizeUrl = () => server.tokenUrl.replace(/token$/, 'deauthorize');

describe('authorizeUrl', () => {
  const options: AuthorizeUrlOptions = {
    clientId: 1234,
    redirectUri: 'http://localhost:8080/callback?from=home',
    scope: ['read', 'activity:read_all'],
    state: 'c6f1 &=?',
    approvalPrompt: 'force',
  };

  it('is the authorize page with every parameter, each encoded', () => {
    const url = new URL(authorizeUrl(options));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.strava.com/oauth/authorize');
    expect([...url.searchParams]).toEqual([
      ['client_id', '1234'],
      ['redirect_uri', 'http://localhost:8080/callback?from=home'],
      ['response_type', 'code'],
      ['approval_prompt', 'force'],
      ['scope', 'read,activity:read_all'],
      ['state', 'c6f1 &=?'],
    ]);
  });

  it('reads as the API\'s docs write it, encoding what a query cannot hold', () => {
    expect(authorizeUrl({ clientId: 1234, redirectUri: 'http://localhost:8080/callback', scope: 'read,activity:read_all' }))
      .toBe('https://www.strava.com/oauth/authorize?client_id=1234&redirect_uri=http://localhost:8080/callback&response_type=code&scope=read,activity:read_all');
    const url = authorizeUrl({ ...options, state: 'a b&c=d?e#f+g%h/i:j,k' });
    expect(url).toMatch(/&state=a%20b%26c%3Dd%3Fe%23f%2Bg%25h\/i:j,k$/);
    expect(new URL(url).searchParams.get('state')).toBe('a b&c=d?e#f+g%h/i:j,k');
    expect(new URL(url).searchParams.get('redirect_uri')).toBe('http://localhost:8080/callback?from=home');
  });

  it('takes the scopes as one comma-separated string too, and any scope name', () => {
    expect(authorizeUrl({ ...options, scope: 'read,activity:read_all' })).toBe(authorizeUrl(options));
    expect(new URL(authorizeUrl({ ...options, scope: ['activity:read_future'] })).searchParams.get('scope')).toBe('activity:read_future');
  });

  it('leaves out approval_prompt and state when they are not given, and takes a client id as a string', () => {
    const url = new URL(authorizeUrl({ clientId: '1234', redirectUri: 'myapp://callback', scope: 'read' }));
    expect([...url.searchParams.keys()]).toEqual(['client_id', 'redirect_uri', 'response_type', 'scope']);
    expect(url.searchParams.get('client_id')).toBe('1234');
  });

  it.each([
    ['an empty list of scopes', { scope: [] }, /scope must name at least one scope/],
    ['an empty scope string', { scope: '' }, /scope must name at least one scope/],
    ['a scope string ending in a comma', { scope: 'read,' }, /scope name 2 must be a non-empty string/],
    ['two scopes in one name of a list', { scope: ['read,activity:read'] }, /scope\[0\] "read,activity:read" holds a comma or white space/],
    ['a space after a comma', { scope: 'read, activity:read' }, /scope name 2 " activity:read" holds a comma or white space/],
    ['a name that is not a string', { scope: ['read', 7] }, /scope\[1\] must be a non-empty string, received a number/],
    ['a scope that is neither form', { scope: { read: true } }, /scope must be an array of scope names or a comma-separated string/],
    ['no scope', { scope: undefined }, /scope must be an array/],
    ['an unknown approval prompt', { approvalPrompt: 'always' }, /approvalPrompt must be 'auto' or 'force', received "always"/],
    ['a relative redirect URI', { redirectUri: '/callback' }, /redirectUri must be an absolute URL/],
    ['no client id', { clientId: undefined }, /clientId must be a non-empty string or an integer/],
    ['an empty state', { state: '' }, /state must be a non-empty string/],
  ])('refuses %s with a TypeError', (_what, bad, message) => {
    expect(() => authorizeUrl({ ...options, ...bad } as AuthorizeUrlOptions)).toThrow(TypeError);
    expect(() => authorizeUrl({ ...options, ...bad } as AuthorizeUrlOptions)).toThrow(message);
  });

  it.each([
    ['state', { state: 'c6f1\uD800' }, 'state holds a lone surrogate at index 4'],
    ['a scope name in an array', { scope: ['read', '\uDC00activity:read'] }, 'scope[1] holds a lone surrogate at index 0'],
    ['a scope name in a string', { scope: 'read,activity:read\uD83D' }, 'scope name 2 holds a lone surrogate at index 13'],
    ['the redirect URI', { redirectUri: 'http://localhost:8080/\uDE00' }, 'redirectUri holds a lone surrogate at index 22'],
    ['the client id', { clientId: '12\uD800' }, 'clientId holds a lone surrogate at index 2'],
  ])('refuses a lone surrogate in %s with a TypeError naming the option, not the engine\'s URIError', (_what, bad, message) => {
    expect(() => authorizeUrl({ ...options, ...bad })).toThrow(new TypeError(`authorizeUrl: ${message} (half of a UTF-16 pair), which no URL can carry; pass well-formed text`));
  });

  it('encodes a character beyond the Basic Multilingual Plane, a whole surrogate pair, as UTF-8', () => {
    expect(new URL(authorizeUrl({ ...options, state: 'ride \u{1F6B4}' })).searchParams.get('state')).toBe('ride \u{1F6B4}');
    expect(authorizeUrl({ ...options, state: '\u{1F6B4}' })).toMatch(/&state=%F0%9F%9A%B4$/);
  });

  it('reads its options from own properties only', () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.state = 'polluted';
    prototype.approvalPrompt = 'force';
    try {
      const url = new URL(authorizeUrl({ clientId: 1, redirectUri: 'http://localhost/cb', scope: 'read' }));
      expect(url.searchParams.has('state')).toBe(false);
      expect(url.searchParams.has('approval_prompt')).toBe(false);
    } finally {
      delete prototype.state;
      delete prototype.approvalPrompt;
    }
  });
});

describe('exchangeCode', () => {
  it('posts the code as a form and gives the tokens and the athlete, its id exact from the body\'s text', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, tokenAnswer());
    });
    const result = await exchange();
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/oauth/token');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      client_id: '1234', client_secret: CLIENT_SECRET, code: CODE, grant_type: 'authorization_code',
    });
    expect(result).toMatchObject({ accessToken: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN, expiresAt: 1_800_000_000 });
    expect(Object.keys(result)).toEqual(['accessToken', 'refreshToken', 'expiresAt', 'athlete']);
    expect(Object.isFrozen(result)).toBe(true);
    expect(result.athlete).toBeInstanceOf(SummaryAthlete);
    expect(result.athlete).toMatchObject({ id: 9007199254740993n, firstname: 'Camille', lastname: 'Martin', city: 'Lyon', summit: true });
    expect(result.athlete.extra).toMatchObject({ username: 'camille_runs', badge_type_id: 1 });
    expect(result.athlete.bound_client).toBeNull();
  });

  it('reads a token answer that is not UTF-8 leniently (a name\'s Latin-1 byte as U+FFFD), so that a one-time code\'s tokens are never lost', async () => {
    const [before, after] = tokenAnswer().split('"Camille"') as [string, string];
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(Buffer.concat([Buffer.from(`${before}"Cam`), Buffer.from([0xe8]), Buffer.from(`lle"${after}`)]));
    });
    const result = await exchange();
    expect(result).toMatchObject({ accessToken: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN });
    expect(result.athlete.firstname).toBe('Cam\uFFFDlle');
  });

  it('gives a null expiry when the answer gives none, or null for both (the refresher then uses the token until refused)', async () => {
    for (const members of [{ expires_at: undefined, expires_in: undefined }, { expires_at: null, expires_in: null }]) {
      server.answer((_request, response) => {
        sendJson(response, 200, tokenAnswer(members));
      });
      await expect(exchange()).resolves.toMatchObject({ accessToken: ACCESS_TOKEN, expiresAt: null });
    }
    server.answer((_request, response) => {
      sendJson(response, 200, tokenAnswer({ expires_at: undefined, expires_in: 600 }));
    });
    // The clock read before and after the exchange, however long it takes, brackets the one read with the answer.
    const before = Math.floor(Date.now() / 1000);
    const { expiresAt } = await exchange();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 600);
    expect(expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
  });

  it('hands its tokens to createTokenRefresher without glue', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 6 * 3600;
    server.answer((_request, response) => {
      sendJson(response, 200, tokenAnswer({ expires_at: expiresAt }));
    });
    const { athlete, ...tokens } = await exchange();
    expect(athlete.id).toBe(9007199254740993n);
    const onRefresh = vi.fn();
    const accessToken = createTokenRefresher({ clientId: 1234, clientSecret: CLIENT_SECRET, ...tokens, tokenUrl: server.tokenUrl, onRefresh });
    await expect(accessToken()).resolves.toBe(ACCESS_TOKEN);
    expect(server.requests).toHaveLength(1);
    server.answer((_request, response) => {
      sendJson(response, 200, { access_token: 'access-2', refresh_token: 'refresh-2', expires_at: expiresAt + 60 });
    });
    await expect(accessToken({ refresh: true })).resolves.toBe('access-2');
    expect(new URLSearchParams(server.requests[0]?.body).get('refresh_token')).toBe(REFRESH_TOKEN);
    expect(onRefresh).toHaveBeenCalledWith({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresAt: expiresAt + 60 });
  });

  it('rejects a refused code with TokenExchangeError: the status and the API\'s fault', async () => {
    server.answer((_request, response) => {
      sendJson(response, 400, { message: 'Bad Request', errors: [{ resource: 'AuthorizationCode', field: 'code', code: 'invalid' }] }, { 'x-request-id': 'req-7' });
    });
    const error = await rejectionOf(exchange()) as TokenExchangeError;
    expect(error).toBeInstanceOf(TokenExchangeError);
    expect(error).toBeInstanceOf(TokenEndpointError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error.name).toBe('TokenExchangeError');
    expect(error.status).toBe(400);
    expect(error.url).toBe(server.tokenUrl);
    expect(error.requestId).toBe('req-7');
    expect(error.fault).toBeInstanceOf(Fault);
    expect(error.fault?.toJSON()).toEqual({ message: 'Bad Request', errors: [{ resource: 'AuthorizationCode', field: 'code', code: 'invalid' }] });
    expect(error.message).toBe(`Exchanging the authorization code at ${server.tokenUrl} failed: answered 400: Bad Request (AuthorizationCode code invalid)`);
  });

  it('never follows the token endpoint\'s redirect: its POST carries the secret and the code', async () => {
    server.answer((_request, response) => {
      response.writeHead(307, { location: `${server.baseUrl}/elsewhere` }).end();
    });
    const error = await rejectionOf(exchange()) as TokenExchangeError;
    expect(error).toBeInstanceOf(TokenExchangeError);
    expect(error.status).toBe(307);
    expect(error.message).toContain('answered 307, a redirect, which is not followed: the request carries secrets');
    expect(server.requests.map((request) => request.path)).toEqual(['/oauth/token']);
  });

  it.each([
    ['no athlete', tokenAnswer({}, 'null'), /failed: answered 200 without a valid athlete$/],
    ['an athlete that is not a SummaryAthlete', tokenAnswer({}, '{"id": "9007199254740993", "firstname": "Camille"}'), /answered 200 without a valid athlete \(athlete\.id: expected integer\)$/],
    ['no refresh token', tokenAnswer({ refresh_token: undefined }), /answered 200 without a refresh_token$/],
    ['no usable access token', tokenAnswer({ access_token: 'two\nlines' }), /answered 200 without a usable access_token$/],
    ['a body that is not JSON', '<html>', /answered 200 with a body that is not a JSON object$/],
    ['a body over 64 KiB', tokenAnswer({ padding: 'x'.repeat(70_000) }), /answered 200 with a body over 65536 bytes, cut before its athlete$/],
    ['a body over 64 KiB before its tokens', `{"padding":"${'x'.repeat(70_000)}",${tokenAnswer().slice(1)}`, /answered 200 with a body over 65536 bytes, cut before a refresh_token$/],
  ])('rejects an answer with %s', async (_what, body, message) => {
    server.answer((_request, response) => {
      sendJson(response, 200, body);
    });
    const error = await rejectionOf(exchange()) as TokenExchangeError;
    expect(error).toBeInstanceOf(TokenExchangeError);
    expect(error.status).toBe(200);
    expect(error.message).toMatch(message);
    for (const secret of [ACCESS_TOKEN, REFRESH_TOKEN]) expectNoEcho(error, secret);
  });

  it('has a null status and the connection error as cause when nothing answers, or nothing in time', async () => {
    const closed = await startApiServer();
    await closed.close();
    const refused = await rejectionOf(exchange({ tokenUrl: closed.tokenUrl })) as TokenExchangeError;
    expect(refused).toBeInstanceOf(TokenExchangeError);
    expect(refused.status).toBeNull();
    expect(refused.body).toBe('');
    expect(refused.cause).toBeInstanceOf(ConnectionError);
    expect(refused.message).toBe(`Exchanging the authorization code at ${closed.tokenUrl} failed: no answer`);

    server.answer(() => undefined);
    const arriving = arrivingFetch(server);
    const late = await rejectionOf(exchange({ timeout: 50, fetch: arriving.fetch })) as TokenExchangeError;
    expect(await arriving.settled()).toBe(1);
    expect(late.cause).toBeInstanceOf(TimeoutError);
    expect(late.message).toMatch(/failed: no complete answer within 50 ms$/);
  });

  it('keeps the client secret, the code and the tokens out of every error, its inspection and its JSON', async () => {
    server.answer((request, response) => {
      const form = new URLSearchParams(request.body);
      const echoed = [request.body, form.get('client_secret'), form.get('code'), encodeURIComponent(form.get('code') ?? '')].join(' ');
      sendJson(response, 400, {
        access_token: 'issued-anyway-1',
        refresh_token: 'issued-anyway-2',
        message: echoed,
        errors: [{ resource: form.get('client_secret'), field: form.get('code'), code: 'invalid' }],
      }, { 'x-echo': encodeURIComponent(form.get('code') ?? ''), 'x-request-id': form.get('code') ?? '' });
    });
    const error = await rejectionOf(exchange()) as TokenExchangeError;
    expect(error).toBeInstanceOf(TokenExchangeError);
    for (const secret of [CLIENT_SECRET, CODE, 'issued-anyway-1', 'issued-anyway-2']) {
      expectNoEcho(error, secret);
      expect(JSON.stringify(error)).not.toContain(secret.slice(0, 10));
    }
    expect(error.fault).toBeInstanceOf(Fault);
    // The fault keeps the body's other keys too, as every record does: redacted alike.
    expect(error.fault?.toJSON()).toEqual({
      access_token: '[redacted]', refresh_token: '[redacted]',
      message: expect.stringContaining('[redacted]') as unknown, errors: [{ resource: '[redacted]', field: '[redacted]', code: 'invalid' }],
    });
    expect(error.requestId).toBe('[redacted]');
  });

  it('keeps new tokens out of TokenExchangeError wherever the answer puts them: nested, under other names, in a list, or only shaped like one', async () => {
    const hidden = ['nested-access-1', 'nested-refresh-2', 'camel-access-3', 'listed-4', 'listed-5', 'b7f3e9a1c5d2e8f4a6b0c9d7e1f3a5b7c9d1e3f5', 'Xy9_-.~+/Ab3Cd4Ef5Gh6Ij7=='];
    server.answer((_request, response) => {
      sendJson(response, 200, `{"data":{"access_token":"${hidden[0] ?? ''}","refresh_token":"${hidden[1] ?? ''}","token_type":"Bearer"},`
        + `"accessToken":"${hidden[2] ?? ''}","tokens":["${hidden[3] ?? ''}",["${hidden[4] ?? ''}"]],"credentials":{"bearer":"${hidden[5] ?? ''}"},`
        + `"${hidden[6] ?? ''}":true,"athlete":${ATHLETE_TEXT}}`);
    });
    const error = await rejectionOf(exchange()) as TokenExchangeError;
    expect(error).toBeInstanceOf(TokenExchangeError);
    expect(error.message).toMatch(/answered 200 without a refresh_token$/);
    for (const secret of hidden) expectNoEcho(error, secret);
    // What is not a token stays: the kind of token, the athlete's names and places.
    expect(error.body).toContain('"token_type":"Bearer"');
    expect(error.body).toContain('"firstname": "Camille"');
  });

  it('keeps a nested token cut off at 64 KiB out of TokenExchangeError, and shows a body with too many strings that may be tokens as [redacted] whole', async () => {
    const token = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';
    const padding = 'x'.repeat(64 * 1024 - 60);
    server.answer((_request, response) => {
      sendJson(response, 200, `{"padding":"${padding}","session":{"access_token":"${token}"}}`);
    });
    const cut = await rejectionOf(exchange()) as TokenExchangeError;
    expect(cut.body.length).toBeLessThanOrEqual(64 * 1024 + 10);
    expect(cut.body).toMatch(/"access_token":"\[redacted\]$/);
    expectNoEcho(cut, token.slice(0, 20));
    const many = Array.from({ length: 40 }, (_, index) => `t0ken${String(index).padStart(3, '0')}abcdefghijklmnop`);
    server.answer((_request, response) => {
      sendJson(response, 400, { message: 'Bad Request', errors: many.map((code) => ({ resource: 'Application', field: 'code', code })) });
    });
    const crowded = await rejectionOf(exchange()) as TokenExchangeError;
    expect([crowded.status, crowded.body, crowded.fault]).toEqual([400, '[redacted]', null]);
    for (const secret of many) expectNoEcho(crowded, secret);
  });

  it('keeps them out of the connection error whose platform error echoes the request', async () => {
    const fetch = (_url: string | URL | Request, init?: RequestInit) => Promise.reject(new Error(`could not send ${typeof init?.body === 'string' ? init.body : ''}`));
    const error = await rejectionOf(exchange({ fetch }));
    expect(error).toBeInstanceOf(TokenExchangeError);
    for (const secret of [CLIENT_SECRET, CODE]) expectNoEcho(error, secret);
    expect(everythingShown(error)).toContain('could not send');
  });

  it('ends at once when its signal aborts, with the signal\'s reason', async () => {
    server.answer(() => undefined);
    const controller = new AbortController();
    const call = exchange({ signal: controller.signal });
    await vi.waitFor(() => {
      expect(server.requests).toHaveLength(1);
    }, UNTIL_HANG);
    controller.abort('left the page');
    await expect(call).rejects.toBe('left the page');
  });

  it.each([
    ['code', { code: '' }],
    ['clientSecret', { clientSecret: undefined }],
    ['clientId', { clientId: 1.5 }],
    ['tokenUrl', { tokenUrl: 7 }],
    ['timeout', { timeout: -1 }],
  ])('refuses a bad %s before sending anything, naming no secret', async (name, bad) => {
    server.answer((_request, response) => {
      sendJson(response, 200, tokenAnswer());
    });
    const error = await rejectionOf(exchange(bad as Partial<ExchangeCodeOptions>));
    expect(error).toBeInstanceOf(name === 'timeout' ? RangeError : TypeError);
    expect(String(error)).toContain(name);
    expect(String(error)).not.toContain(CLIENT_SECRET);
    expect(server.requests).toHaveLength(0);
  });
});

describe('deauthorize', () => {
  it('posts the access token as a form and resolves when the API answers', async () => {
    server.answer((request, response) => {
      sendJson(response, 200, { access_token: new URLSearchParams(request.body).get('access_token') });
    });
    await expect(deauthorize({ accessToken: ACCESS_TOKEN, deauthorizeUrl: deauthorizeUrl() })).resolves.toBeUndefined();
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/oauth/deauthorize');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ access_token: ACCESS_TOKEN });
  });

  it('posts to the API\'s endpoint by default, never following a redirect', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{}', { status: 200 })));
    await deauthorize({ accessToken: ACCESS_TOKEN, fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://www.strava.com/oauth/deauthorize');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', redirect: 'manual', body: `access_token=${ACCESS_TOKEN}` });
  });

  it('rejects a token already revoked with UnauthorizedError, the token nowhere in it', async () => {
    server.answer((request, response) => {
      sendJson(response, 401, { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }], echo: request.body });
    });
    const error = await rejectionOf(deauthorize({ accessToken: ACCESS_TOKEN, deauthorizeUrl: deauthorizeUrl() })) as UnauthorizedError;
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.reason).toBe('invalid-token');
    expect(error.status).toBe(401);
    expect(error.url).toBe(deauthorizeUrl());
    expect(error.message).toMatch(/^POST http:\/\/127\.0\.0\.1:\d+\/oauth\/deauthorize answered 401 Unauthorized \(invalid-token\): Authorization Error/);
    expectNoEcho(error, ACCESS_TOKEN);
  });

  it('does not follow a redirect: the answer is an HttpError', async () => {
    server.answer((_request, response) => {
      response.writeHead(302, { location: `${server.baseUrl}/elsewhere` }).end();
    });
    const error = await rejectionOf(deauthorize({ accessToken: ACCESS_TOKEN, deauthorizeUrl: deauthorizeUrl() })) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(302);
    expect(error.message).toContain('answered 302, a redirect, which is not followed: the request carries secrets');
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with ConnectionError when nothing answers, and refuses a token that is no token before sending', async () => {
    const closed = await startApiServer();
    await closed.close();
    const error = await rejectionOf(deauthorize({ accessToken: ACCESS_TOKEN, deauthorizeUrl: closed.tokenUrl }));
    expect(error).toBeInstanceOf(ConnectionError);
    expectNoEcho(error, ACCESS_TOKEN);
    await expect(deauthorize({ accessToken: '' })).rejects.toThrow(new TypeError('The access token must be a non-empty string; accessToken is an empty string'));
  });
});
