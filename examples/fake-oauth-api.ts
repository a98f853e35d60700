// A local fake of the Strava API for the app of examples/oauth-app.ts: `npm run demo:oauth`
// (examples/oauth-demo.ts) and test/examples/oauth-app.test.ts both run the app against it.
// It plays the API's side of OAuth and webhook events as the API's docs describe it, with
// one registered app and one athlete, and serves one activity in detail: the athlete and
// their latest ride with power of the project's generated data (bench/dataset.mjs), as the
// API's text writes them. Node built-ins only, offline.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiText, createDataset, type Dataset, type DatasetOptions } from '../bench/dataset.mjs';

/** The fields of the athlete a code's exchange gives: the summary kind of `GET /athlete`. */
const SUMMARY_ATHLETE_FIELDS = [
  'id', 'username', 'resource_state', 'firstname', 'lastname', 'bio', 'city', 'state', 'country', 'sex', 'premium', 'summit',
  'created_at', 'updated_at', 'badge_type_id', 'weight', 'profile_medium', 'profile', 'friend', 'follower',
];
/** The id the fake gives its push subscription: 2^53 + 1, which `JSON.parse` reads as 2^53. */
const SUBSCRIPTION_ID = '9007199254740993';
/** How long the API's access tokens last, in seconds. */
const TOKEN_LIFETIME = 6 * 60 * 60;
/** How long the API waits for the app to answer a challenge or an event, in milliseconds. */
const ANSWER_WAIT = 2000;
/** A request body the fake reads at most (its requests are small forms). */
const MAX_BODY_BYTES = 64 * 1024;

const INVALID_TOKEN = { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }] };
const INVALID_CLIENT = { message: 'Authorization Error', errors: [{ resource: 'Application', field: 'client_secret', code: 'invalid' }] };
const NOT_FOUND = { message: 'Record Not Found', errors: [{ resource: 'Resource', field: 'path', code: 'invalid' }] };
const badRequest = (resource: string, field: string, code = 'invalid') => ({ message: 'Bad Request', errors: [{ resource, field, code }] });

/** Options of `startFakeOAuthApi`. */
export interface FakeOAuthApiOptions {
  /** The generated data set whose athlete and latest ride with power the fake serves. @default `createDataset()`'s */
  readonly dataset?: DatasetOptions;
  /** The app registered with the fake: the only client id and secret it accepts. */
  readonly clientId: string;
  readonly clientSecret: string;
  /**
   * How long the access token of a code's exchange lasts, in seconds: under the refresher's
   * 5 minutes, the app's first call refreshes it. @default 21600 (6 hours, as the API's)
   */
  readonly exchangedTokenLifetime?: number;
  /** Called with each request as the fake logs it (see `FakeOAuthApi.requests`). */
  readonly onRequest?: (request: FakeRequest) => void;
}

/** A request to the fake, or one it sent to the app. */
export interface FakeRequest {
  /** `api` for a request the fake answered (logged once answered), `app` for one it sent to the app's callback (logged when sent). */
  readonly to: 'api' | 'app';
  readonly method: string;
  /** The path: `/oauth/authorize`, `/api/v3/...`, or the app's callback path. */
  readonly path: string;
  /** The query as sent, secrets included. */
  readonly query: URLSearchParams;
  /** The body as sent, secrets included: a form's text, an event's JSON, or empty. */
  readonly body: string;
  /** The fake's answer; null for a request to the app. */
  readonly status: number | null;
}

/** An event for the fake to push: the athlete owns its object. */
export interface FakeEvent {
  readonly object_type: 'activity' | 'athlete';
  readonly object_id: number | bigint;
  readonly aspect_type: 'create' | 'update' | 'delete';
  /** @default {} */
  readonly updates?: Readonly<Record<string, string | number | boolean>>;
}

/** What `startFakeOAuthApi` gives. */
export interface FakeOAuthApi {
  /** `http://127.0.0.1:<port>`: the authorize page is at `/oauth/authorize`. */
  readonly origin: string;
  /** The API's root, `${origin}/api/v3`, for the client and the push-subscription calls. */
  readonly baseUrl: string;
  /** The token endpoint, `${baseUrl}/oauth/token`. */
  readonly tokenUrl: string;
  /** The athlete who approves the app, as the generated body says. */
  readonly athlete: { readonly id: number; readonly firstname: string; readonly lastname: string };
  /** The activity the fake serves in detail (a ride whose segment efforts have ids beyond 2^53), and its body as text. */
  readonly activity: { readonly id: number; readonly text: string };
  /** Every request answered and sent, in order. */
  readonly requests: FakeRequest[];
  /**
   * Pushes an event to the subscription's callback, as the API does when something changes,
   * and resolves with the app's answer's status. Rejects when there is no subscription.
   */
  pushEvent(event: FakeEvent): Promise<number>;
  /**
   * The athlete revokes the app's access on the API's site: every token of theirs stops
   * working, and the API pushes the athlete's `authorized: "false"` update.
   */
  revokeAccess(): Promise<number>;
  /** Ends every connection and stops the server. */
  close(): Promise<void>;
}

/** The athlete's latest ride with a power meter, in detail: its segment efforts have ids beyond 2^53. */
function latestRideWithPower(data: Dataset): Record<string, unknown> {
  for (const entry of data.activityIndex().reverse()) {
    const detail = entry.sport === 'Ride' ? data.activity(entry.id) : null;
    if (detail?.device_watts === true) return detail;
  }
  throw new Error('the data set has no ride with power');
}

/**
 * Starts the fake on 127.0.0.1 (a free port) and resolves once it listens. It answers as
 * the API does:
 * - `GET /oauth/authorize` (the app's link on this origin) redirects (302) to the app's
 *   `redirect_uri` with `state`, a one-time `code` and `scope` (every scope asked for), as
 *   if the athlete approved; a wrong `client_id`, `response_type` or `redirect_uri` is a 400;
 * - `POST /api/v3/oauth/token` takes the app's credentials and a code not yet used
 *   (`authorization_code`: tokens and the athlete) or the latest refresh token
 *   (`refresh_token`: new tokens, the old ones stop working, stricter than the API);
 * - `GET` and `POST /api/v3/push_subscriptions` keep one subscription: its
 *   creation first sends the challenge to `callback_url` and creates it only if the app
 *   answers with it within 2 seconds;
 * - `GET /api/v3/activities/{id}` gives the ride to a live access token;
 * - anything else is the API's 401 (a bad token or credentials), 400 or 404.
 */
export async function startFakeOAuthApi(options: FakeOAuthApiOptions): Promise<FakeOAuthApi> {
  const { dataset, clientId, clientSecret, exchangedTokenLifetime = TOKEN_LIFETIME, onRequest } = options;
  const data = createDataset(dataset);
  const detailed = data.athleteBody();
  const athleteText = apiText(Object.fromEntries(SUMMARY_ATHLETE_FIELDS.map((field) => [field, field === 'resource_state' ? 2 : detailed[field]])));
  const athlete = { id: detailed.id as number, firstname: detailed.firstname as string, lastname: detailed.lastname as string };
  const ride = latestRideWithPower(data);
  const activity = { id: ride.id as number, text: apiText(ride) };
  const requests: FakeRequest[] = [];
  const codes = new Set<string>();
  /** Live access tokens, with when each expires (seconds since the epoch). */
  const accessTokens = new Map<string, number>();
  let refreshToken: string | null = null;
  let subscription: { callbackUrl: string; createdAt: string } | null = null;

  const logRequest = (request: FakeRequest): void => {
    requests.push(request);
    onRequest?.(request);
  };

  /** New tokens for the athlete: the previous ones stop working. */
  function issueTokens(lifetime: number): string {
    accessTokens.clear();
    const accessToken = randomBytes(20).toString('hex');
    const expiresAt = Math.floor(Date.now() / 1000) + lifetime;
    accessTokens.set(accessToken, expiresAt);
    refreshToken = randomBytes(20).toString('hex');
    return `"token_type":"Bearer","expires_at":${expiresAt},"expires_in":${lifetime},"refresh_token":"${refreshToken}","access_token":"${accessToken}"`;
  }

  /** Sends the app a request, logged as sent; resolves with its answer. */
  async function sendToApp(method: 'GET' | 'POST', url: URL, body = ''): Promise<Response> {
    logRequest({ to: 'app', method, path: url.pathname, query: url.searchParams, body, status: null });
    const init = method === 'POST' ? { body, headers: { 'content-type': 'application/json' } } : {};
    return fetch(url, { method, ...init, redirect: 'manual', signal: AbortSignal.timeout(ANSWER_WAIT) });
  }

  /** Sends the challenge to `callbackUrl`: true when the app answered 200 with it. */
  async function challengeAnswered(callbackUrl: URL, verifyToken: string): Promise<boolean> {
    const challenge = randomBytes(8).toString('hex');
    const url = new URL(callbackUrl);
    url.search = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.challenge': challenge, 'hub.verify_token': verifyToken }).toString();
    try {
      const answer = await sendToApp('GET', url);
      const body = answer.ok ? (await answer.json()) as unknown : null;
      return typeof body === 'object' && body !== null && (body as Record<string, unknown>)['hub.challenge'] === challenge;
    } catch {
      return false;
    }
  }

  async function pushEvent(event: FakeEvent): Promise<number> {
    if (subscription === null) throw new Error('No push subscription: the app has not subscribed.');
    // Written by hand, not with JSON.stringify: the subscription id is beyond 2^53.
    const body = `{"aspect_type":"${event.aspect_type}","event_time":${Math.floor(Date.now() / 1000)},"object_id":${event.object_id},"object_type":"${event.object_type}","owner_id":${athlete.id},"subscription_id":${SUBSCRIPTION_ID},"updates":${JSON.stringify(event.updates ?? {})}}`;
    const answer = await sendToApp('POST', new URL(subscription.callbackUrl), body);
    await answer.body?.cancel();
    return answer.status;
  }

  /** The answer to one request to the API: a status and a body (text as it is, a value as JSON), and where to go for a redirect. */
  async function answerRequest(method: string, path: string, query: URLSearchParams, form: URLSearchParams, authorization: string | undefined): Promise<[number, unknown, string?]> {
    const route = `${method} ${path}`;
    if (route === 'GET /oauth/authorize') {
      if (query.get('client_id') !== clientId) return [400, badRequest('Application', 'client_id')];
      if (query.get('response_type') !== 'code') return [400, badRequest('Application', 'response_type')];
      const redirect = URL.canParse(query.get('redirect_uri') ?? '') ? new URL(query.get('redirect_uri') ?? '') : null;
      if (redirect === null) return [400, badRequest('Application', 'redirect_uri')];
      const code = randomBytes(20).toString('hex');
      codes.add(code);
      redirect.search = new URLSearchParams({ state: query.get('state') ?? '', code, scope: query.get('scope') ?? 'read' }).toString();
      return [302, '', redirect.href];
    }
    if (route === 'POST /api/v3/oauth/token') {
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return [401, INVALID_CLIENT];
      const grant = form.get('grant_type');
      if (grant === 'authorization_code') {
        if (!codes.delete(form.get('code') ?? '')) return [400, badRequest('AuthorizationCode', 'code')];
        return [200, `{${issueTokens(exchangedTokenLifetime)},"athlete":${athleteText}}`];
      }
      if (grant === 'refresh_token') {
        if (refreshToken === null || form.get('refresh_token') !== refreshToken) return [400, badRequest('RefreshToken', 'refresh_token')];
        return [200, `{${issueTokens(TOKEN_LIFETIME)}}`];
      }
      return [400, badRequest('GrantType', 'grant_type')];
    }
    if (path === '/api/v3/push_subscriptions') {
      const credentials = method === 'POST' ? form : query;
      if (credentials.get('client_id') !== clientId || credentials.get('client_secret') !== clientSecret) return [401, INVALID_CLIENT];
      if (route === 'GET /api/v3/push_subscriptions') {
        if (subscription === null) return [200, '[]'];
        const { callbackUrl, createdAt } = subscription;
        return [200, `[{"id":${SUBSCRIPTION_ID},"resource_state":2,"application_id":${clientId},"callback_url":${JSON.stringify(callbackUrl)},"created_at":"${createdAt}","updated_at":"${createdAt}"}]`];
      }
      if (route === 'POST /api/v3/push_subscriptions') {
        if (subscription !== null) return [400, badRequest('PushSubscription', 'callback url', 'already exists')];
        const callbackUrl = URL.canParse(form.get('callback_url') ?? '') ? new URL(form.get('callback_url') ?? '') : null;
        if (callbackUrl === null) return [400, badRequest('PushSubscription', 'callback url')];
        if (!(await challengeAnswered(callbackUrl, form.get('verify_token') ?? ''))) {
          return [400, badRequest('PushSubscription', 'callback url', 'GET to callback URL does not return 200')];
        }
        subscription = { callbackUrl: callbackUrl.href, createdAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z') };
        return [201, `{"id":${SUBSCRIPTION_ID}}`];
      }
      return [404, NOT_FOUND];
    }
    if (method === 'GET' && path.startsWith('/api/v3/activities/')) {
      const expiresAt = accessTokens.get(authorization?.replace(/^Bearer /, '') ?? '');
      if (expiresAt === undefined || expiresAt <= Date.now() / 1000) return [401, INVALID_TOKEN];
      return path === `/api/v3/activities/${activity.id}` ? [200, activity.text] : [404, NOT_FOUND];
    }
    return [404, NOT_FOUND];
  }

  const server = createServer((request, response) => {
    readBody(request).then(async (body) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const method = request.method ?? 'GET';
      const form = new URLSearchParams(body ?? '');
      const [status, value, location] = body === null ? [413, badRequest('Request', 'body', 'too large')] : await answerRequest(method, url.pathname, url.searchParams, form, request.headers.authorization);
      send(response, status, value, location);
      logRequest({ to: 'api', method, path: url.pathname, query: url.searchParams, body: body ?? '', status });
    }).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    baseUrl: `${origin}/api/v3`,
    tokenUrl: `${origin}/api/v3/oauth/token`,
    athlete: { id: athlete.id, firstname: athlete.firstname, lastname: athlete.lastname },
    activity,
    requests,
    pushEvent,
    revokeAccess() {
      accessTokens.clear();
      refreshToken = null;
      return pushEvent({ object_type: 'athlete', object_id: athlete.id, aspect_type: 'update', updates: { authorized: 'false' } });
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => { resolve(); }));
    },
  };
}

function send(response: ServerResponse, status: number, value: unknown, location: string | undefined): void {
  if (location !== undefined) {
    response.writeHead(status, { location }).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(typeof value === 'string' ? value : JSON.stringify(value));
}

/** The request's body as text, or null when it is over `MAX_BODY_BYTES`. */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
