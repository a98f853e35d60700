import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ConnectionError,
  HttpError,
  NotFoundError,
  TimeoutError,
  UnauthorizedError,
  answerWebhookChallenge,
  createPushSubscription,
  deletePushSubscription,
  viewPushSubscription,
  type PushSubscriptionOptions,
} from '../../src/http/index.js';
import { arrivingFetch, sendJson, startApiServer, startApiServerForFile, type SeenRequest } from '../helpers/api-server.js';
import { rejectionOf } from './clients.js';
import { everythingShown, expectNoEcho } from './echoes.js';

const CLIENT_SECRET = 'app-secret/+ "é"';
const VERIFY_TOKEN = 'verify-7f3e2a';
/** The client secret as it stands in a query string. */
const ENCODED_SECRET = new URLSearchParams({ s: CLIENT_SECRET }).toString().slice(2);

const api = await startApiServerForFile();

/**
 * The application's callback: a server of its own that answers the API's challenge with
 * `answerWebhookChallenge` (403 when it is not one) and records what it was asked.
 */
const callback = await (async () => {
  const seen: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams;
    seen.push(query);
    try {
      const answer = answerWebhookChallenge(query, VERIFY_TOKEN);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    } catch {
      response.writeHead(403).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => { resolve(); })));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`, seen };
})();

/**
 * What the API does with a creation: it sends the challenge to the callback URL with the
 * verify token it was given, and creates the subscription (id 120475) only when the
 * challenge comes back; otherwise it answers 400 with its fault.
 */
function answerCreation(request: SeenRequest, response: Parameters<typeof sendJson>[0], id = '120475'): void {
  const form = new URLSearchParams(request.body);
  const challenge = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.challenge': 'c-91f0', 'hub.verify_token': form.get('verify_token') ?? '' });
  void fetch(`${form.get('callback_url') ?? ''}?${challenge.toString()}`).then(async (answer) => {
    const body = answer.ok ? (await answer.json() as Record<string, unknown>) : null;
    if (body?.['hub.challenge'] === 'c-91f0') sendJson(response, 201, `{"id":${id}}`);
    else sendJson(response, 400, { message: 'Bad Request', errors: [{ resource: 'PushSubscription', field: 'callback url', code: 'GET to callback URL does not return 200' }] });
  });
}

function credentials(options: Partial<PushSubscriptionOptions> = {}): PushSubscriptionOptions {
  return { clientId: 5, clientSecret: CLIENT_SECRET, baseUrl: api.baseUrl, ...options };
}

/** An answer that echoes the request's query and body back in its body and headers, with `status`. */
function answerEchoing(status: number) {
  api.answer((request, response) => {
    sendJson(response, status, { message: `echo ${request.query.toString()} ${request.body}`, errors: [{ resource: request.query.get('client_secret'), field: 'client_secret', code: 'invalid' }] }, {
      'x-echo': request.query.toString(),
    });
  });
}

describe('createPushSubscription', () => {
  it('posts the credentials, callback URL and verify token as a form; the API\'s challenge is answered; it gives the id', async () => {
    api.answer((request, response) => {
      answerCreation(request, response);
    });
    const subscription = await createPushSubscription({ ...credentials(), callbackUrl: callback.url, verifyToken: VERIFY_TOKEN });
    expect(subscription).toEqual({ id: 120475 });
    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/push_subscriptions');
    expect(request?.query.toString()).toBe('');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      client_id: '5', client_secret: CLIENT_SECRET, callback_url: callback.url, verify_token: VERIFY_TOKEN,
    });
    expect(callback.seen.at(-1)?.get('hub.verify_token')).toBe(VERIFY_TOKEN);
  });

  it('gives an id beyond 2^53 exact', async () => {
    api.answer((request, response) => {
      answerCreation(request, response, '9007199254740993');
    });
    const subscription = await createPushSubscription({ ...credentials(), callbackUrl: callback.url, verifyToken: VERIFY_TOKEN });
    expect(subscription.id).toBe(9007199254740993n);
  });

  it('rejects with the API\'s fault when the callback refuses the challenge, no secret shown', async () => {
    api.answer((request, response) => {
      answerCreation(request, response);
    });
    const error = await rejectionOf(createPushSubscription({ ...credentials(), callbackUrl: callback.url, verifyToken: 'another-token' })) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.fault?.errors?.[0]?.toJSON()).toEqual({ resource: 'PushSubscription', field: 'callback url', code: 'GET to callback URL does not return 200' });
    expect(error.message).toBe(`POST ${api.baseUrl}/push_subscriptions answered 400: Bad Request (PushSubscription callback url GET to callback URL does not return 200)`);
  });

  it('keeps the client secret and the verify token out of an error that echoes the form', async () => {
    api.answer((request, response) => {
      const form = new URLSearchParams(request.body);
      sendJson(response, 400, { message: `bad ${request.body}`, errors: [{ resource: form.get('client_secret'), field: form.get('verify_token'), code: 'invalid' }] });
    });
    const error = await rejectionOf(createPushSubscription({ ...credentials(), callbackUrl: callback.url, verifyToken: VERIFY_TOKEN }));
    expect(error).toBeInstanceOf(HttpError);
    expectNoEcho(error, CLIENT_SECRET);
    expectNoEcho(error, VERIFY_TOKEN);
  });

  it('rejects a 2xx answer without an id with ApiError', async () => {
    api.answer((_request, response) => {
      sendJson(response, 201, { id: 'one' });
    });
    const error = await rejectionOf(createPushSubscription({ ...credentials(), callbackUrl: callback.url, verifyToken: VERIFY_TOKEN }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe(`POST ${api.baseUrl}/push_subscriptions answered 201 with a subscription without an integer id`);
    api.answer((_request, response) => {
      sendJson(response, 201, '[{"id":-9007199254740993}]');
    });
    const list = await rejectionOf(createPushSubscription({ ...credentials(), callbackUrl: callback.url, verifyToken: VERIFY_TOKEN }));
    expect((list as Error).message).toBe(`POST ${api.baseUrl}/push_subscriptions answered 201 with a list where an object was expected`);
  });

  it('refuses a callback URL that is not absolute, or no verify token, before sending anything', async () => {
    api.answer((_request, response) => {
      sendJson(response, 201, { id: 1 });
    });
    await expect(createPushSubscription({ ...credentials(), callbackUrl: '/webhook', verifyToken: VERIFY_TOKEN })).rejects.toThrow(/callbackUrl must be an absolute URL/);
    await expect(createPushSubscription({ ...credentials(), callbackUrl: callback.url, verifyToken: '' })).rejects.toThrow(/verifyToken must be a non-empty string/);
    await expect(createPushSubscription({ ...credentials({ clientSecret: '' }), callbackUrl: callback.url, verifyToken: VERIFY_TOKEN })).rejects.toThrow(TypeError);
    expect(api.requests).toHaveLength(0);
  });
});

describe('viewPushSubscription', () => {
  it('sends the credentials in the query of a GET and gives the list, ids exact', async () => {
    api.answer((_request, response) => {
      sendJson(response, 200, '[{"id":9007199254740993,"resource_state":2,"application_id":5,"callback_url":"https://example.invalid/webhook","created_at":"2018-01-16T18:06:10.613Z","updated_at":"2018-01-16T18:06:10.613Z"}]');
    });
    const subscriptions = await viewPushSubscription(credentials());
    expect(subscriptions).toEqual([{
      id: 9007199254740993n, resource_state: 2, application_id: 5, callback_url: 'https://example.invalid/webhook',
      created_at: '2018-01-16T18:06:10.613Z', updated_at: '2018-01-16T18:06:10.613Z',
    }]);
    const [request] = api.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/push_subscriptions');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ client_id: '5', client_secret: CLIENT_SECRET });
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.body).toBe('');
  });

  it('gives an empty list when there is no subscription', async () => {
    api.answer((_request, response) => {
      sendJson(response, 200, []);
    });
    await expect(viewPushSubscription(credentials())).resolves.toEqual([]);
  });

  it.each([401, 403, 429, 500] as const)('rejects a %i with the client\'s error, the secret out of its URL, message, body, headers and fault', async (status) => {
    answerEchoing(status);
    const error = await rejectionOf(viewPushSubscription(credentials())) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(status);
    expect(error.url).toBe(`${api.baseUrl}/push_subscriptions?client_id=5&client_secret=[redacted]`);
    expect(error.message).toContain(`GET ${api.baseUrl}/push_subscriptions?client_id=5&client_secret=[redacted] answered ${status}`);
    expect(error.headers['x-echo']).toBe('client_id=5&client_secret=[redacted]');
    expect(error.fault?.errors?.[0]?.resource).toBe('[redacted]');
    expectNoEcho(error, CLIENT_SECRET);
    if (status === 401) expect(error).toBeInstanceOf(UnauthorizedError);
  });

  it('keeps the secret out of a connection error\'s URL and cause, whatever the fetch throws', async () => {
    const closed = await startApiServer();
    await closed.close();
    const refused = await rejectionOf(viewPushSubscription(credentials({ baseUrl: closed.baseUrl }))) as ConnectionError;
    expect(refused).toBeInstanceOf(ConnectionError);
    expect(refused.url).toBe(`${closed.baseUrl}/push_subscriptions?client_id=5&client_secret=[redacted]`);
    expectNoEcho(refused, CLIENT_SECRET);

    const throwers: ((url: string, init?: RequestInit) => unknown)[] = [
      (url, init) => new Error(`could not reach ${url}`, { cause: new Request(url, init) }),
      (url) => Object.assign(new TypeError('fetch failed'), { url: new URL(url), secret: new URL(url).searchParams.get('client_secret') }),
      (url, init) => new Request(url, init),
    ];
    for (const thrown of throwers) {
      const fetch = (url: string | URL | Request, init?: RequestInit) => Promise.reject(thrown(url as string, init));
      const error = await rejectionOf(viewPushSubscription(credentials({ fetch }))) as ConnectionError;
      expect(error).toBeInstanceOf(ConnectionError);
      expectNoEcho(error, CLIENT_SECRET);
      expect(everythingShown(error)).not.toContain(ENCODED_SECRET.slice(0, 12));
    }
  });

  it('keeps the secret out of a timeout\'s URL', async () => {
    api.answer(() => undefined);
    const arriving = arrivingFetch(api);
    const error = await rejectionOf(viewPushSubscription(credentials({ timeout: 50, fetch: arriving.fetch }))) as TimeoutError;
    expect(await arriving.settled()).toBe(1);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toBe(`GET ${api.baseUrl}/push_subscriptions?client_id=5&client_secret=[redacted] got no complete answer within 50 ms`);
    expectNoEcho(error, CLIENT_SECRET);
  });

  it('rejects a 2xx answer that is not a list of subscriptions with ApiError, never quoting it', async () => {
    for (const [body, problem] of [
      [{ id: 1 }, 'with an object where a list was expected'],
      ['<html>', 'with a body that is not JSON where a list was expected'],
      [[{ id: 1 }, 7], 'with an item [1] that is not an object'],
      [[{ callback_url: 'x' }], 'with an item [0] without an integer id'],
      [[{ id: -1 }], 'with an item [0] without an integer id'],
      ['[{"id":-9007199254740993}]', 'with an item [0] without an integer id'],
      ['null', 'with null where a list was expected'],
      ['7', 'with a number where a list was expected'],
      [`[${'{"id":1},'.repeat(8000)}{"id":1}]`, 'with a body over 65536 bytes where a list was expected'],
    ] as const) {
      api.answer((_request, response) => {
        sendJson(response, 200, body);
      });
      const error = await rejectionOf(viewPushSubscription(credentials())) as ApiError;
      expect(error.constructor).toBe(ApiError);
      expect(error.message).toBe(`GET ${api.baseUrl}/push_subscriptions?client_id=5&client_secret=[redacted] answered 200 ${problem}`);
    }
  });

  it('rejects a 2xx answer that is not UTF-8 with ApiError saying so, rather than keep a callback_url with U+FFFD in it', async () => {
    const body = Buffer.concat([Buffer.from('[{"id": 1, "callback_url": "https://example.com/z'), Buffer.from([0xfc]), Buffer.from('rich"}]')]);
    api.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    const error = await rejectionOf(viewPushSubscription(credentials())) as ApiError;
    expect(error.constructor).toBe(ApiError);
    expect(error.message).toBe(`GET ${api.baseUrl}/push_subscriptions?client_id=5&client_secret=[redacted] answered 200 with a body that is not UTF-8 where a list was expected`);
  });

  it('goes to the API\'s root by default, never following a redirect', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('[]', { status: 200 })));
    await viewPushSubscription({ clientId: '5', clientSecret: 'plain', fetch });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://www.strava.com/api/v3/push_subscriptions?client_id=5&client_secret=plain');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', redirect: 'manual' });
  });
});

describe('deletePushSubscription', () => {
  it('sends a DELETE of the subscription with the credentials in the query, the id exact', async () => {
    api.answer((_request, response) => {
      response.writeHead(204).end();
    });
    await expect(deletePushSubscription({ ...credentials(), subscriptionId: 9007199254740993n })).resolves.toBeUndefined();
    const [request] = api.requests;
    expect(request?.method).toBe('DELETE');
    expect(request?.path).toBe('/push_subscriptions/9007199254740993');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ client_id: '5', client_secret: CLIENT_SECRET });
  });

  it('rejects an unknown subscription with NotFoundError, the secret out of it', async () => {
    answerEchoing(404);
    const error = await rejectionOf(deletePushSubscription({ ...credentials(), subscriptionId: 120475 })) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.url).toBe(`${api.baseUrl}/push_subscriptions/120475?client_id=5&client_secret=[redacted]`);
    expect(error.message).toMatch(/^DELETE .*\/push_subscriptions\/120475\?client_id=5&client_secret=\[redacted\] answered 404 Not Found/);
    expectNoEcho(error, CLIENT_SECRET);
  });

  it('refuses an id that is no id before sending anything', async () => {
    api.answer((_request, response) => {
      response.writeHead(204).end();
    });
    for (const subscriptionId of [1.5, -1, '120475', undefined, 2 ** 53]) {
      await expect(deletePushSubscription({ ...credentials(), subscriptionId } as never)).rejects.toThrow(/subscriptionId must be a non-negative safe integer or bigint/);
    }
    expect(api.requests).toHaveLength(0);
  });
});
