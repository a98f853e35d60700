import { afterEach, describe, expect, it } from 'vitest';
import {
  authorizeUrl, createHttpClient, createPushSubscription, createTokenRefresher, deauthorize, deletePushSubscription, exchangeCode,
  syncActivities, viewPushSubscription, waitForUpload, type HttpClientOptions,
} from '../../src/http/index.js';
import { sendJson, startApiServerForFile } from '../helpers/api-server.js';
import { rejectionOf } from './clients.js';
import { OPERATIONS } from './operations.js';

const server = await startApiServerForFile();

const base = (): HttpClientOptions => ({ accessToken: 'options-token', baseUrl: server.baseUrl });

describe('options of createHttpClient', () => {
  it.each([
    ['pageSize', 0, RangeError],
    ['pageSize', 201, RangeError],
    ['pageSize', 1.5, RangeError],
    ['pageSize', '50', TypeError],
    ['timeout', -1, RangeError],
    ['timeout', Number.NaN, RangeError],
    ['timeout', 2 ** 31, RangeError],
    ['timeout', '30s', TypeError],
    ['maxRetries', -1, RangeError],
    ['maxRetries', 101, RangeError],
    ['maxRateLimitWait', -5, RangeError],
    ['maxPages', 0, RangeError],
    ['maxBodyBytes', 0, RangeError],
    ['stopOnShortPage', 'yes', TypeError],
    ['fetch', 'fetch', TypeError],
    ['baseUrl', '', TypeError],
    ['baseUrl', 5, TypeError],
  ])('rejects %s: %s with %o', (name, value, type) => {
    expect(() => createHttpClient({ ...base(), [name]: value })).toThrow(type);
    expect(() => createHttpClient({ ...base(), [name]: value })).toThrow(new RegExp(`^createHttpClient: ${name} must be`));
  });

  it('takes undefined for any option as its default', () => {
    expect(() => createHttpClient({ ...base(), pageSize: undefined, timeout: undefined, maxRetries: undefined, fetch: undefined })).not.toThrow();
    expect(() => createHttpClient({ ...base(), maxRateLimitWait: Number.POSITIVE_INFINITY, timeout: 0, maxRetries: 0 })).not.toThrow();
  });

  it('rejects every call, before any request, when accessToken is neither a string nor a function', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, {});
    });
    for (const options of [{ ...base(), accessToken: 5 as never }, { baseUrl: server.baseUrl } as HttpClientOptions]) {
      const http = createHttpClient(options);
      await expect(http.getActivity(1)).rejects.toThrow(TypeError);
      await expect(http.getActivityComments(1)).rejects.toThrow(/^The access token must be a non-empty string; accessToken is (a number|an undefined)$/);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('rejects options that are not an object', () => {
    expect(() => createHttpClient(null as never)).toThrow(new TypeError('createHttpClient: options must be an object, received null'));
    expect(() => createHttpClient('token' as never)).toThrow(TypeError);
  });

  it('drops trailing slashes of baseUrl', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, {});
    });
    await createHttpClient({ ...base(), baseUrl: `${server.baseUrl}//` }).getAthleteStats(1);
    expect(server.requests[0]?.path).toBe('/athletes/1/stats');
  });
});

describe('options read from own properties only', () => {
  const prototype = Object.prototype as Record<string, unknown>;
  afterEach(() => {
    for (const key of ['accessToken', 'pageSize', 'stopOnShortPage', 'maxPages', 'includeAllEfforts', 'signal', 'size', 'fetch']) {
      Reflect.deleteProperty(prototype, key);
    }
  });

  it('ignores client options a polluted Object.prototype holds', async () => {
    prototype.pageSize = 1;
    prototype.stopOnShortPage = true;
    prototype.maxPages = 1;
    prototype.fetch = () => Promise.reject(new Error('polluted fetch'));
    server.answer((request, response) => {
      sendJson(response, 200, request.query.has('after_cursor') ? [] : [{ id: 1, cursor: 'c1' }]);
    });
    await expect(createHttpClient(base()).getActivityComments(1)).resolves.toHaveLength(1);
    expect(server.requests.map((request) => request.query.get('page_size'))).toEqual(['200', '200']);
  });

  it('ignores an accessToken a polluted Object.prototype holds', async () => {
    prototype.accessToken = 'polluted-token';
    server.answer((_request, response) => {
      sendJson(response, 200, {});
    });
    await expect(createHttpClient({ baseUrl: server.baseUrl } as HttpClientOptions).getActivity(1)).rejects.toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });

  it('ignores method options a polluted Object.prototype holds', async () => {
    prototype.includeAllEfforts = true;
    prototype.size = 600;
    server.answer((request, response) => {
      sendJson(response, 200, request.path.endsWith('/photos') ? [] : {});
    });
    const http = createHttpClient(base());
    await http.getActivity(1, {});
    await http.getActivityPhotos(1, {});
    expect(server.requests.map((request) => request.query.toString())).toEqual(['', 'photo_sources=true']);
  });

  it('ignores a signal a polluted Object.prototype holds', async () => {
    // Node's own fetch reads a polluted `signal` into its listener options, so a stub stands in for it.
    prototype.signal = AbortSignal.abort('polluted');
    const http = createHttpClient({ accessToken: 'options-token', fetch: () => Promise.resolve(new Response('{"ok": true}')) });
    await expect(http.getActivity(1, {})).resolves.toEqual({ ok: true });
  });

  it('rejects method options of the wrong type', async () => {
    const http = createHttpClient(base());
    await expect(http.getActivity(1, { includeAllEfforts: 'yes' as never })).rejects.toThrow(new TypeError('getActivity: includeAllEfforts must be a boolean, received a string'));
    await expect(http.getActivityLaps(1, { signal: {} as never })).rejects.toThrow(new TypeError('getActivityLaps: signal must be an AbortSignal, received an object'));
    await expect(http.getActivityZones(1, 'fast' as never)).rejects.toThrow(new TypeError('getActivityZones: options must be an object, received a string'));
  });
});

describe('names a function does not take', () => {
  const typo = { nonsense: 1 } as never;

  it.each(Object.entries(OPERATIONS))('%s refuses an option it does not take, before any request', async (method, operation) => {
    server.answer((_request, response) => {
      sendJson(response, 200, {});
    });
    const http = createHttpClient(base());
    await expect(operation.call(http, typo)).rejects.toThrow(new RegExp(`^${method}: options has no (option|field) "nonsense"; it takes .*\\bsignal, timeout\\b`));
    expect(server.requests).toHaveLength(0);
  });

  it('lists what the call takes, and names the option an API name stands for', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, {});
    });
    const http = createHttpClient(base());
    await expect(http.getActivity(1, { include_all_efforts: true } as never)).rejects.toThrow(new TypeError(
      'getActivity: options has no option "include_all_efforts" (the API\'s include_all_efforts is includeAllEfforts here); it takes signal, timeout, includeAllEfforts'));
    await expect(http.getActivityPhotos(1, { sizes: 600 } as never)).rejects.toThrow(new TypeError('getActivityPhotos: options has no option "sizes"; it takes signal, timeout, size'));
    await expect(http.getAthleteActivities({ per_page: 50 } as never)).rejects.toThrow(new TypeError('getAthleteActivities: options has no option "per_page"; it takes signal, timeout, after, before'));
    expect(server.requests).toHaveLength(0);
  });

  it('refuses an unknown name set to undefined, and reads no name from the prototype or a symbol', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, {});
    });
    const http = createHttpClient(base());
    await expect(http.getAthleteStats(1, { timeOut: undefined } as never)).rejects.toThrow(/^getAthleteStats: options has no option "timeOut"/);
    const inherited = Object.create({ nonsense: 1 }) as Record<string, unknown>;
    inherited[Symbol.for('tag') as never] = 1;
    await expect(http.getAthleteStats(1, inherited)).resolves.toEqual({});
    expect(server.requests).toHaveLength(1);
  });

  it('quotes a long or hostile name cut and escaped', async () => {
    const http = createHttpClient(base());
    const error = await rejectionOf(http.getActivity(1, { [`\u001b[2J${'k'.repeat(100_000)}`]: 1 }));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(/^getActivity: options has no option "\\u001b\[2Jk{10,80}/);
    expect((error as Error).message.length).toBeLessThan(300);
  });

  it('refuses them in every other function of the HTTP entry', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, {});
    });
    expect(() => createHttpClient({ ...base(), maxRetry: 3 } as never)).toThrow(new TypeError(
      'createHttpClient: options has no option "maxRetry"; it takes accessToken, baseUrl, fetch, pageSize, timeout, maxRetries, maxRateLimitWait, maxPages, maxBodyBytes, maxItems, stopOnShortPage'));
    const credentials = { clientId: 1, clientSecret: 'secret' };
    expect(() => createTokenRefresher({ ...credentials, refreshToken: 'r', refresh_token: 'r' } as never)).toThrow(/^createTokenRefresher: options has no option "refresh_token" \(the API's refresh_token is refreshToken here\)/);
    await expect(createTokenRefresher({ ...credentials, refreshToken: 'r', accessToken: 'a', expiresAt: 4e9 })({ refresh: false, force: true } as never)).rejects.toThrow(/^accessToken: options has no option "force"; it takes refresh, signal$/);
    expect(() => authorizeUrl({ clientId: 1, redirectUri: 'https://app.example/back', scope: 'read', scopes: 'read' } as never)).toThrow(/^authorizeUrl: options has no option "scopes"/);
    await expect(exchangeCode({ ...credentials, code: 'c', redirectUri: 'x' } as never)).rejects.toThrow(/^exchangeCode: options has no option "redirectUri"/);
    await expect(deauthorize({ accessToken: 'a', token: 'a' } as never)).rejects.toThrow(/^deauthorize: options has no option "token"/);
    await expect(viewPushSubscription({ ...credentials, verifyToken: 'v' } as never)).rejects.toThrow(/^viewPushSubscription: options has no option "verifyToken"/);
    await expect(createPushSubscription({ ...credentials, callbackUrl: 'https://app.example/hook', verifyToken: 'v', callback_url: 'x' } as never)).rejects.toThrow(/^createPushSubscription: options has no option "callback_url" \(the API's callback_url is callbackUrl here\)/);
    await expect(deletePushSubscription({ ...credentials, subscriptionId: 1, id: 1 } as never)).rejects.toThrow(/^deletePushSubscription: options has no option "id"/);
    const http = createHttpClient(base());
    await expect(syncActivities(http, { pageSize: 50 } as never).next()).rejects.toThrow(/^syncActivities: options has no option "pageSize"; it takes checkpoint, after, lateUploadWindow, signal, onProgress$/);
    await expect(waitForUpload(http, { id: 1 }, { interval: 5 } as never)).rejects.toThrow(/^waitForUpload: options has no option "interval"; it takes signal, onProgress, timeout, pollInterval$/);
    expect(server.requests).toHaveLength(0);
  });
});
