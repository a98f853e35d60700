import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ConnectionError,
  HttpError,
  RateLimitError,
  UnauthorizedError,
  createHttpClient,
  type HttpClientOptions,
} from '../../src/http/index.js';
import { Redactor } from '../../src/http/secrets/redactor.js';
import { sendJson, startApiServerForFile } from '../helpers/api-server.js';
import { rejectionOf } from './clients.js';
import { echoes, everythingShown, expectNoEcho } from './echoes.js';

const server = await startApiServerForFile();

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ accessToken: TOKEN, baseUrl: server.baseUrl, maxRetries: 0, ...options });
}

/** A token with characters that each encoding writes differently. */
const TOKEN = 'tok/en+"x é\\9=<&';

/**
 * Answers echoing the token it received in every form: in a JSON fault body (JSON-escaped)
 * or a text body (every form, one a line), and in a header per form.
 */
function answerEchoing(status: number, body: 'json' | 'html-safe json' | 'text'): void {
  server.answer((request, response) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const forms = echoes(token);
    const headers: Record<string, string> = { 'content-type': body === 'text' ? 'text/plain' : 'application/json', 'x-request-id': forms[1] ?? '' };
    forms.forEach((form, i) => {
      headers[`x-echo-${i}`] = form;
    });
    response.writeHead(status, headers);
    const fault = JSON.stringify({ message: `bad token ${token}`, errors: [{ resource: token, field: 'access_token', code: 'invalid' }] });
    if (body === 'text') response.end(forms.join('\n'));
    // As Rails and Go write JSON by default: <, > and & as \u003c, \u003e and \u0026.
    else response.end(body === 'json' ? fault : fault.replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`));
  });
}

describe('secrets in errors', () => {
  it.each([
    [400, 'json'],
    [401, 'json'],
    [404, 'json'],
    [429, 'json'],
    [500, 'json'],
    [401, 'html-safe json'],
    [429, 'html-safe json'],
  ] as const)('keeps every echo of the token out of a %i error with a %s body', async (status, body) => {
    answerEchoing(status, body);
    const error = await rejectionOf(client().getActivity(1)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expectNoEcho(error, TOKEN);
    expect(error.headers['x-echo-0']).toBe('[redacted]');
    expect(error.requestId).toBe('[redacted]');
    expect(error.fault?.errors?.[0]?.resource).toBe('[redacted]');
    expect(error.fault?.message).toBe('bad token [redacted]');
  });

  it('keeps every form of the token out of a text error body', async () => {
    answerEchoing(503, 'text');
    const error = await rejectionOf(client().getActivity(1)) as HttpError;
    expectNoEcho(error, TOKEN);
    const count = echoes(TOKEN).length;
    expect(error.body).toBe(Array(count).fill('[redacted]').join('\n'));
    expect(Object.keys(error.headers).filter((name) => name.startsWith('x-echo-')).map((name) => error.headers[name])).toEqual(Array(count).fill('[redacted]'));
  });

  it('keeps the token out of the names of the answer\'s headers too', async () => {
    server.answer((_request, response) => {
      response.writeHead(500, { 'x-tok-en': '1' }).end();
    });
    const error = await rejectionOf(client({ accessToken: 'tok-en' }).getActivity(1)) as HttpError;
    expect(error.headers['x-[redacted]']).toBe('1');
    expect(everythingShown(error)).not.toContain('tok-en');
  });

  it('judges a 401 by its fault as sent, whatever the token spells: a token named "token" is refreshed', async () => {
    server.answer((request, response) => {
      if (request.headers.authorization === 'Bearer token') sendJson(response, 401, { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }] });
      else sendJson(response, 200, { id: 1 });
    });
    const asked: boolean[] = [];
    const accessToken = ({ refresh }: { refresh: boolean }) => {
      asked.push(refresh);
      return refresh ? 'fresh' : 'token';
    };
    await expect(client({ accessToken }).getActivity(1)).resolves.toEqual({ id: 1 });
    expect(asked).toEqual([false, true]);
    const error = await rejectionOf(client({ accessToken: 'token' }).getActivity(1)) as UnauthorizedError;
    expect(error.reason).toBe('invalid-token');
    // The design's own word for the reason spells the token; the answer's text never does.
    expect(error.fault?.errors?.[0]?.field).toBe('access_[redacted]');
    expect(error.body).not.toContain('token');
  });

  it('reads which limit a 429 hit from its fault as sent, whatever the token spells', async () => {
    server.answer((_request, response) => {
      sendJson(response, 429, { message: 'Rate Limit Exceeded', errors: [{ resource: 'Application', field: 'read rate limit', code: 'exceeded' }] });
    });
    const error = await rejectionOf(client({ accessToken: 'read' }).getActivity(1)) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.limit).toBe('read');
    expect(error.fault?.errors?.[0]?.field).toBe('[redacted] rate limit');
    expect(error.body).not.toContain('read');
  });

  it('keeps out the start of an echo that a body cut at maxBodyBytes ends with', async () => {
    const token = 'cut-token-0123456789abcdef';
    server.answer((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(`${'x'.repeat(90)} ${token} ${'x'.repeat(90)} ${encodeURIComponent('é')}${token}`);
    });
    // Cut within the first echo, within the second, and three characters into the first: too few to count.
    for (const [maxBodyBytes, end] of [[100, / \[redacted\]$/], [221, /x %C3%A9\[redacted\]$/], [94, /^x{90} cut$/]] as const) {
      const error = await rejectionOf(client({ accessToken: token, maxBodyBytes }).getActivity(1)) as HttpError;
      expect(error.body).not.toContain('cut-');
      expect(error.body).toMatch(end);
    }
  });

  it('keeps a 9-character token echoed in a non-JSON 200 body out of the error and its cause', async () => {
    server.answer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`${request.headers.authorization ?? ''} not json`);
    });
    const error = await rejectionOf(client({ accessToken: 'abcdefghi' }).getActivity(1));
    expect(error).toBeInstanceOf(ApiError);
    expect(everythingShown(error)).not.toContain('abcdefghi');
    expect(everythingShown(error)).not.toContain('abcdef');
  });

  it('keeps the token out of a connection error whose platform error mentions it', async () => {
    const fetch = (_url: string | URL | Request, init?: RequestInit) => {
      const authorization = new Headers(init?.headers).get('authorization') ?? '';
      const inner = Object.assign(new Error(`socket said ${authorization}`), { code: 'E_TEST', echoed: [encodeURIComponent(TOKEN)] });
      return Promise.reject(new TypeError('fetch failed', { cause: inner }));
    };
    const error = await rejectionOf(client({ fetch }).getActivity(1)) as ConnectionError;
    expect(error).toBeInstanceOf(ConnectionError);
    expectNoEcho(error, TOKEN);
    expect(error.cause).toBeInstanceOf(TypeError);
    const inner = (error.cause as Error).cause as Error & { code: string };
    expect(inner.message).toBe('socket said Bearer [redacted]');
    expect(inner.code).toBe('E_TEST');
    expect(error.message).toBe(`GET ${server.baseUrl}/activities/1 got no answer: fetch failed: socket said Bearer [redacted]`);
  });

  it('never shows the token in the client itself', () => {
    const http = client();
    expect(inspect(http, { showHidden: true, depth: Number.POSITIVE_INFINITY })).not.toContain('tok/en');
    expect(JSON.stringify(http)).not.toContain('tok/en');
  });
});

describe('tokens that are not non-empty strings', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a number', 5],
    ['an object', {}],
    ['a padded string', ' padded-token '],
    ['a string with a line break', 'token\r\nX-Injected: 1'],
    ['a string beyond Latin-1', 'tøken-🚴'],
  ])('reject with TypeError before any request, when the function gives %s', async (_kind, token) => {
    server.answer((_request, response) => {
      sendJson(response, 200, {});
    });
    const error = await rejectionOf(client({ accessToken: () => token as string }).getActivity(1));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(/^The access token must be a non-empty string; the accessToken function gave /);
    if (typeof token === 'string' && token !== '') expect((error as Error).message).not.toContain(token.trim());
    expect(server.requests).toHaveLength(0);
  });

  it('rejects an empty string token with TypeError on each call, before any request', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, {});
    });
    const http = client({ accessToken: '' });
    await expect(http.getActivity(1)).rejects.toThrow(new TypeError('The access token must be a non-empty string; accessToken is an empty string'));
    await expect(http.getActivityComments(1)).rejects.toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });

  it('passes a token function\'s own failure on as it is', async () => {
    const failure = new Error('vault unreachable');
    await expect(client({ accessToken: () => Promise.reject(failure) }).getActivity(1)).rejects.toBe(failure);
    await expect(client({ accessToken: () => { throw failure; } }).getActivity(1)).rejects.toBe(failure);
  });
});

describe('Redactor', () => {
  it('replaces the longest form first and leaves text without secrets alone', () => {
    const redactor = new Redactor();
    redactor.add('a/b');
    redactor.add('a/b/c');
    expect(redactor.text('x a/b/c y a/b z a%2Fb a\\/b')).toBe('x [redacted] y [redacted] z [redacted] [redacted]');
    expect(redactor.text('nothing here')).toBe('nothing here');
  });

  it('finds a secret inside JSON text however each character is escaped, and URL-encoded however the encoder chose', () => {
    const redactor = new Redactor();
    redactor.add('a/b"c\\é 1<');
    for (const echo of [
      'a\\/b\\"c\\\\\\u00E9 1\\u003c',
      '\\u0061\\u002F\\u0062\\u0022\\u0063\\u005c\\u00e9\\u0020\\u0031\\u003C',
      'a%2Fb%22c%5C%C3%A9+1%3C',
      'a%2fb%22c%5c%c3%a9%201%3c',
      '%61%2Fb%22c%5C%C3%A9%201%3C',
      'a\\u00252Fb%22c%5C%C3%A9+1%3C',
    ]) {
      expect(redactor.text(`<${echo}>`), echo).toBe('<[redacted]>');
    }
    expect(redactor.text('a/b"c\\é 1')).toBe('a/b"c\\é 1');
  });

  it('finds a secret of any length, an emoji written as two escapes, and text cut inside an escape', () => {
    const long = Array.from({ length: 5_000 }, (_, index) => 'ab/+ é9'.charAt(index % 7)).join('');
    const redactor = new Redactor();
    redactor.add(long);
    for (const echo of echoes(long)) expect(redactor.text(`(${echo})`)).toBe('([redacted])');
    const emoji = new Redactor();
    emoji.add('ride🚴');
    expect(emoji.text('"ride\\ud83d\\udeb4" ride%F0%9F%9A%B4')).toBe('"[redacted]" [redacted]');
    for (const cut of ['ride%', 'ride%F', 'ride\\', 'ride\\u', 'ride\\ud83', '%%%', '\\\\']) expect(emoji.text(cut)).toBe(cut);
    const lone = new Redactor();
    lone.add('x\ud800y');
    expect(lone.text('x%EF%BF%BDy x\\ud800y')).toBe('[redacted] [redacted]');
  });

  it('copies a cyclic error without looping, and leaves accessors out', () => {
    const redactor = new Redactor();
    redactor.add('hush-hush');
    const error = new Error('said hush-hush') as Error & { self?: unknown; secret?: string };
    error.self = error;
    Object.defineProperty(error, 'secret', { get: () => 'hush-hush', enumerable: true });
    const copy = redactor.error(error) as typeof error;
    expect(copy).not.toBe(error);
    expect(copy).toBeInstanceOf(Error);
    expect(copy.message).toBe('said [redacted]');
    expect(copy.self).toBe(copy);
    expect(Object.hasOwn(copy, 'secret')).toBe(false);
    expect(redactor.error('plain hush-hush text')).toBe('plain [redacted] text');
    expect(redactor.error(42)).toBe(42);
  });

  it('copies no deeper than it looks, and survives a revoked proxy', () => {
    const redactor = new Redactor();
    redactor.add('hush-hush');
    let deep: Record<string, unknown> = { text: 'hush-hush' };
    for (let i = 0; i < 20; i++) deep = { deeper: deep };
    const copy = redactor.error(deep);
    expect(JSON.stringify(copy)).not.toContain('hush-hush');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(() => redactor.error({ proxy })).not.toThrow();
  });
});
