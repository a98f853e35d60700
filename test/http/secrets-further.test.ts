import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  ConnectionError,
  HttpError,
  TokenRefreshError,
  UnauthorizedError,
  type HttpClientOptions,
  type RefreshedTokens,
  type TokenRefresherOptions,
} from '../../src/http/index.js';
import { refresherWithClock } from '../../src/http/oauth/token-refresher.js';
import { sendJson, startApiServerForFile } from '../helpers/api-server.js';
import { clientWithClock, rejectionOf } from './clients.js';
import { everythingShown, expectNoEcho } from './echoes.js';
import { FakeClock } from './fake-clock.js';

const server = await startApiServerForFile();

const TOKEN = 'fetch-token/+"é';

function client(options: Partial<HttpClientOptions> = {}) {
  return clientWithClock({ accessToken: TOKEN, baseUrl: server.baseUrl, maxRetries: 0, ...options }, new FakeClock());
}

/** A `fetch` that throws what `make` builds from the request it was asked to send. */
function throwingFetch(make: (request: Request) => unknown) {
  return (url: string | URL | Request, init?: RequestInit) => Promise.reject(make(new Request(url, init)));
}

describe('what a user\'s fetch throws', () => {
  it.each([
    ['the Request', (request: Request) => Object.assign(new Error('refused'), { request })],
    ['its Headers', (request: Request) => Object.assign(new Error('refused'), { headers: request.headers })],
    ['a Map', (request: Request) => Object.assign(new Error('refused'), { seen: new Map([['authorization', request.headers.get('authorization')]]) })],
    ['a Set', (request: Request) => Object.assign(new Error('refused'), { seen: new Set([request.headers.get('authorization')]) })],
    ['a URL with the token', (request: Request) => Object.assign(new Error('refused'), { url: new URL(`https://proxy.test/?t=${encodeURIComponent(request.headers.get('authorization') ?? '')}`) })],
    ['a Buffer', (request: Request) => Object.assign(new Error('refused'), { raw: Buffer.from(request.headers.get('authorization') ?? '') })],
    ['a symbol-keyed property', (request: Request) => Object.assign(new Error('refused'), { [Symbol('raw')]: request.headers.get('authorization') })],
    ['a symbol whose description is the token', (request: Request) => Object.assign(new Error('refused'), { tag: Symbol(request.headers.get('authorization') ?? '') })],
    ['a getter', (request: Request) => Object.defineProperty(new Error('refused'), 'auth', { get: () => request.headers.get('authorization'), enumerable: true })],
    ['a boxed string', (request: Request) => Object.assign(new Error('refused'), { boxed: Object(request.headers.get('authorization')) as unknown })],
    ['an inspect method of its own', (request: Request) => Object.assign(new Error('refused'), { [inspect.custom]: () => request.headers.get('authorization') })],
    ['a class with a custom inspect', (request: Request) => {
      class Leaky extends Error {
        [inspect.custom]() {
          return request.headers.get('authorization');
        }
      }
      return new Leaky('refused');
    }],
    ['a proxy that hides what it holds', (request: Request) => new Proxy({ authorization: request.headers.get('authorization') }, { ownKeys: () => [] })],
    ['the Request itself', (request: Request) => request],
    ['the token deep in a chain of causes', (request: Request) => {
      let error = new Error(`innermost ${request.headers.get('authorization') ?? ''}`);
      for (let depth = 0; depth < 200; depth++) error = new Error(`level ${depth}`, { cause: error });
      return error;
    }],
    ['the token at depth 10,000', (request: Request) => {
      let value: unknown = { headers: request.headers };
      for (let depth = 0; depth < 10_000; depth++) value = { inner: value };
      return Object.assign(new Error('refused'), { value });
    }],
  ])('keeps the token out of a connection error when it throws an error holding %s', async (_what, make) => {
    const error = await rejectionOf(client({ fetch: throwingFetch(make) }).getActivity(1));
    expect(error).toBeInstanceOf(ConnectionError);
    expectNoEcho(error, TOKEN);
    const shown = everythingShown(error);
    expect(shown).not.toContain('fetch-token');
    // How inspect shows the bytes of a Buffer.
    expect(shown).not.toContain(Buffer.from('fetch-token').toString('hex').replace(/(..)(?!$)/g, '$1 '));
  });

  it('passes on a copy, never the error itself, keeping what it says that is not a secret', async () => {
    const failure = Object.assign(new TypeError('fetch failed'), { code: 'ECONNRESET', attempts: [1, 2] });
    const error = await rejectionOf(client({ fetch: () => Promise.reject(failure) }).getActivity(1)) as ConnectionError;
    expect(error.cause).not.toBe(failure);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.cause).toMatchObject({ message: 'fetch failed', code: 'ECONNRESET', attempts: [1, 2] });
    expect((error.cause as Error).stack).toContain('fetch failed');
  });

  it('copies a cyclic graph and a huge one in bounded time and size', async () => {
    const cyclic: Error & { self?: unknown; items: unknown[] } = Object.assign(new Error('cycle'), { items: [] });
    cyclic.self = cyclic;
    cyclic.items.push(cyclic, { back: cyclic });
    const copy = (await rejectionOf(client({ fetch: () => Promise.reject(cyclic) }).getActivity(1)) as ConnectionError).cause as typeof cyclic;
    expect(copy.self).toBe(copy);
    expect(copy.items[0]).toBe(copy);

    // A million objects, every one of them reachable: the copy stops at its budget.
    const wide = Array.from({ length: 1_000_000 }, (_, index) => ({ index, token: TOKEN }));
    const huge = Object.assign(new Error('huge'), { wide, text: `${TOKEN} `.repeat(1_000_000) });
    const error = await rejectionOf(client({ fetch: () => Promise.reject(huge) }).getActivity(1)) as ConnectionError;
    const shown = inspect(error.cause, { depth: 3, maxArrayLength: Number.POSITIVE_INFINITY, maxStringLength: Number.POSITIVE_INFINITY });
    expect(shown.length).toBeLessThan(2_000_000);
    expect(shown).not.toContain('fetch-token');
  });
});

describe('error bodies', () => {
  it('keeps at most 64 KiB of an error body, whatever maxBodyBytes allows', async () => {
    const body = `${'x'.repeat(100 * 1024)}${TOKEN}`;
    server.answer((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(body);
    });
    const error = await rejectionOf(client().getActivity(1)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.body).toBe('x'.repeat(64 * 1024));
  });
});

describe('messages', () => {
  it('quote at most 200 characters of a URL, and keep the whole URL in the property', async () => {
    // As long as a URL the test server takes (Node's header limit is 16 KiB).
    const cursor = 'k'.repeat(12_000);
    server.answer((request, response) => {
      if (request.query.get('after_cursor') === null) sendJson(response, 200, [{ id: 1, cursor }]);
      else sendJson(response, 503, { message: 'down', errors: [] });
    });
    const error = await rejectionOf(client({ pageSize: 1 }).getActivityComments(1)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.url).toContain(cursor);
    expect(error.message.length).toBeLessThan(400);
    expect(error.message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/api\/v3\/activities\/1\/comments\?page_size=1&after_cursor=k+… answered 503: down$/);

    // As long as a scope can be: an error body is read up to 64 KiB.
    const scope = `${'s'.repeat(60_000)}_permission`;
    server.answer((_request, response) => {
      sendJson(response, 401, { message: 'Authorization Error', errors: [{ resource: 'AccessToken', field: scope, code: 'missing' }] });
    });
    const unauthorized = await rejectionOf(client().getActivity(1)) as UnauthorizedError;
    expect(unauthorized.scope).toBe(scope);
    expect(unauthorized.message.length).toBeLessThan(1000);

    const refused = await rejectionOf(client({ pageSize: 1, fetch: () => Promise.reject(new Error('x'.repeat(1_000_000))) }).getActivity(1)) as ConnectionError;
    expect(refused.message.length).toBeLessThan(400);
    expect((refused.cause as Error).message).toHaveLength(64 * 1024);
  });
});

const CLIENT_SECRET = 'form-secret-0001';
const REFRESH_TOKEN = 'form-refresh-0001';

function refresher(clock = new FakeClock(), options: Partial<TokenRefresherOptions> = {}) {
  return refresherWithClock({ clientId: 7, clientSecret: CLIENT_SECRET, refreshToken: REFRESH_TOKEN, tokenUrl: server.tokenUrl, ...options }, clock);
}

describe('the token endpoint', () => {
  it('takes the tokens of an answer over the cap that arrived before the cut, and saves them', async () => {
    const clock = new FakeClock();
    const expiresAt = Math.floor(clock.now() / 1000) + 6 * 3600;
    server.answer((_request, response) => {
      const head = `{"token_type":"Bearer","expires_at":${expiresAt},"refresh_token":"new-refresh-1","access_token":"new-access-1","athlete":{"bio":"`;
      response.writeHead(200, { 'content-type': 'application/json' }).end(`${head}${'b'.repeat(2 * 1024 * 1024)}"}}`);
    });
    const saved: RefreshedTokens[] = [];
    const accessToken = refresher(clock, { onRefresh: (tokens) => { saved.push(tokens); } });
    await expect(accessToken()).resolves.toBe('new-access-1');
    expect(saved).toEqual([{ accessToken: 'new-access-1', refreshToken: 'new-refresh-1', expiresAt }]);
  });

  it('keeps the new tokens of an answer cut before its access token out of the error, and keeps the rotated refresh token', async () => {
    let issued = 0;
    server.answer((_request, response) => {
      issued += 1;
      const head = `{"token_type":"Bearer","refresh_token":"new-refresh-${issued}","athlete":{"bio":"${'b'.repeat(2 * 1024 * 1024)}"},`;
      response.writeHead(200, { 'content-type': 'application/json' }).end(`${head}"access_token":"new-access-${issued}","expires_in":21600}`);
    });
    const accessToken = refresher();
    const error = await rejectionOf(accessToken()) as TokenRefreshError;
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect(error.message).toContain('answered 200 with a body over 65536 bytes, cut before a usable access_token');
    for (const secret of ['new-refresh-1', CLIENT_SECRET, REFRESH_TOKEN]) expectNoEcho(error, secret);
    expect(JSON.stringify(error)).not.toContain('new-');
    expect(error.body.length).toBeLessThanOrEqual(64 * 1024);
    await rejectionOf(accessToken());
    const sent = server.requests.map((request) => new URLSearchParams(request.body).get('refresh_token'));
    expect(sent).toEqual([REFRESH_TOKEN, 'new-refresh-1']);
  });

  it('keeps a new token cut short at the cap out of the error', async () => {
    server.answer((_request, response) => {
      const padding = 'p'.repeat(64 * 1024 - 40);
      response.writeHead(200, { 'content-type': 'application/json' }).end(`{"pad":"${padding}","refresh_token":"new-refresh-token-cut-here-and-more-and-more"}`);
    });
    const error = await rejectionOf(refresher()()) as TokenRefreshError;
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect(error.body).not.toMatch(/new-r/);
    expect(error.body).toMatch(/\[redacted\]$/);
  });

  it.each([307, 308, 302])('never follows a %i: the form is sent once, to the endpoint given', async (status) => {
    const other = await startApiServerForFile();
    other.answer((_request, response) => {
      sendJson(response, 200, { access_token: 'stolen', refresh_token: 'stolen', expires_at: 2_000_000_000 });
    });
    server.answer((_request, response) => {
      response.writeHead(status, { location: other.tokenUrl }).end();
    });
    const error = await rejectionOf(refresher()());
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect((error as TokenRefreshError).status).toBe(status);
    expect((error as Error).message).toContain(`answered ${status}, a redirect, which is not followed`);
    expect(other.requests).toHaveLength(0);
  });
});
