import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClientOptions } from '../../src/http/index.js';
import { sendJson, startApiServerForFile } from '../helpers/api-server.js';

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
