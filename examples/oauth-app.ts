// A small app, from a new athlete to a live feed: the athlete connects through the API's
// authorize page, the app keeps their tokens (the refresher rotates them), and when a
// webhook event says the athlete recorded an activity, the app fetches it in detail.
// Node's own http module is all it needs. docs/oauth-and-webhooks.md walks through it.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { DetailedActivity, WebhookEvent, decodeJSON, type Id } from 'activity-records';
import {
  answerWebhookChallenge,
  authorizeUrl,
  createHttpClient,
  createPushSubscription,
  createTokenRefresher,
  exchangeCode,
  viewPushSubscription,
  type HttpClient,
  type RefreshedTokens,
} from 'activity-records/http';

export interface AppConfig {
  /** The app's client id and secret, from its API settings page. */
  readonly clientId: string;
  readonly clientSecret: string;
  /** A token of the app's choosing, which the API's challenge brings back. */
  readonly verifyToken: string;
  /** Where the app is reached from outside (`https://…` in production). */
  readonly publicUrl: string;
  /** The API's root and its token endpoint: the real API's unless set (to a local fake, say). */
  readonly baseUrl?: string | undefined;
  readonly tokenUrl?: string | undefined;
  /** Where the app writes what it does (never a token). @default console.log */
  readonly log?: (line: string) => void;
}

/** An answer to a request. */
interface Reply {
  readonly status: number;
  readonly type: 'text/plain' | 'text/html' | 'application/json';
  readonly body: string;
}

const text = (status: number, body: string): Reply => ({ status, type: 'text/plain', body });

/** What the app needs of an athlete's access: read every activity, private ones too. */
const NEEDED_SCOPE = 'activity:read_all';
/** Webhook events are small: anything bigger is not one. */
const MAX_EVENT_BYTES = 64 * 1024;

/** The app's request handler: `createServer(app(config)).listen(port)`. */
export function app(config: AppConfig): RequestListener {
  const { clientId, clientSecret, verifyToken, publicUrl, baseUrl, tokenUrl } = config;
  const log = config.log ?? console.log;
  // In memory here; a real app keeps these in a database (encrypted) and `pending` in a session.
  const pending = new Set<string>();
  const savedTokens = new Map<Id, RefreshedTokens>();
  const clients = new Map<Id, HttpClient>();

  /** Saves an athlete's tokens and makes their client, with one refresher that saves each rotation. */
  function connect(athleteId: Id, tokens: RefreshedTokens): void {
    savedTokens.set(athleteId, tokens);
    const accessToken = createTokenRefresher({
      clientId,
      clientSecret,
      ...tokens,
      tokenUrl,
      onRefresh: (fresh) => {
        savedTokens.set(athleteId, fresh);
        log(`saved new tokens of athlete ${athleteId}, ${validity(fresh.expiresAt)}`);
      },
    });
    clients.set(athleteId, createHttpClient({ accessToken, baseUrl }));
  }

  /** The authorize link, with a fresh state to check when the athlete comes back. */
  function home(): Reply {
    const state = randomBytes(16).toString('hex');
    pending.add(state);
    const link = authorizeUrl({ clientId, redirectUri: `${publicUrl}/callback`, scope: ['read', NEEDED_SCOPE], state });
    return { status: 200, type: 'text/html', body: `<a href="${link.replaceAll('&', '&amp;')}">Connect with Strava</a>` };
  }

  /** Where the authorize page sends the athlete back: the code is exchanged for tokens. */
  async function callback(query: URLSearchParams): Promise<Reply> {
    if (!pending.delete(query.get('state') ?? '')) return text(400, 'Unknown state: start again from the home page.');
    const code = query.get('code');
    if (code === null) return text(200, 'Not connected: you did not authorize the app.');
    // The granted scopes come on this query only; the athlete may have unticked some.
    const granted = (query.get('scope') ?? '').split(',');
    if (!granted.includes(NEEDED_SCOPE)) return text(400, 'Please allow access to your activities, private ones too.');
    const { athlete, ...tokens } = await exchangeCode({ clientId, clientSecret, code, tokenUrl });
    if (athlete.id === null) return text(502, 'The API named no athlete.');
    connect(athlete.id, tokens);
    log(`connected athlete ${athlete.id} (${athlete.firstname ?? '?'} ${athlete.lastname ?? '?'}): tokens saved, ${validity(tokens.expiresAt)}`);
    return text(200, `Connected, ${athlete.firstname ?? 'athlete'}. Your new activities will show up here.`);
  }

  /** The API's challenge, when the subscription is created. */
  function challenge(query: URLSearchParams): Reply {
    try {
      return { status: 200, type: 'application/json', body: JSON.stringify(answerWebhookChallenge(query, verifyToken)) };
    } catch {
      return text(403, 'Not a challenge of this app.');
    }
  }

  /** An event from the API, handled after the answer (the API wants one within 2 seconds). */
  async function handle(event: WebhookEvent): Promise<void> {
    const owner = event.owner_id;
    const client = owner === null ? undefined : clients.get(owner);
    if (owner === null || client === undefined) {
      log(`event of athlete ${owner ?? '?'} ignored: not connected`);
      return;
    }
    if (event.object_type === 'athlete' && event.updates?.authorized === 'false') {
      clients.delete(owner);
      savedTokens.delete(owner);
      log(`athlete ${owner} revoked access; their tokens are deleted`);
    } else if (event.object_type === 'activity' && event.aspect_type === 'create' && event.object_id !== null) {
      const activity = DetailedActivity.parse(await client.getActivity(event.object_id, { includeAllEfforts: true }), { client });
      log(`athlete ${owner} recorded activity ${event.object_id}: ${activity.name ?? '?'} (${activity.sport_type ?? '?'}, ${activity.distance ?? 0} m), laps: ${activity.laps?.length ?? 0}`);
    } else {
      log(`athlete ${owner}: ${event.object_type ?? '?'} ${event.object_id ?? '?'} ${event.aspect_type ?? '?'} ${JSON.stringify(event.updates)}`);
    }
  }

  /** An event: acknowledged at once, handled after. */
  async function webhook(request: IncomingMessage): Promise<Reply> {
    const body = await readBody(request, MAX_EVENT_BYTES);
    const parsed = body === null ? null : WebhookEvent.safeParse(decodeJSONOrNull(body));
    if (parsed?.success !== true) return text(400, 'Not a webhook event.');
    const event = parsed.data;
    // A real app puts the event in a durable queue here, so that none is lost if it stops.
    handle(event).catch((error: unknown) => {
      log(`event of athlete ${event.owner_id ?? '?'} failed: ${String(error)}`);
    });
    return text(200, 'ok');
  }

  function route(request: IncomingMessage, url: URL): Reply | Promise<Reply> {
    switch (`${request.method ?? 'GET'} ${url.pathname}`) {
      case 'GET /':
        return home();
      case 'GET /callback':
        return callback(url.searchParams);
      case 'GET /webhook':
        return challenge(url.searchParams);
      case 'POST /webhook':
        return webhook(request);
      default:
        return text(404, 'Not found.');
    }
  }

  return (request, response) => {
    const url = new URL(request.url ?? '/', publicUrl);
    Promise.resolve(route(request, url)).then((reply) => {
      send(response, reply);
    }, (error: unknown) => {
      log(`${request.method ?? 'GET'} ${url.pathname} failed: ${String(error)}`);
      send(response, text(500, 'Something went wrong.'));
    });
  };
}

/** Subscribes the app to webhook events unless it is already: once per app, not per start. */
export async function subscribe(config: AppConfig): Promise<Id> {
  const { clientId, clientSecret, verifyToken, publicUrl, baseUrl } = config;
  const [existing] = await viewPushSubscription({ clientId, clientSecret, baseUrl });
  if (existing !== undefined) return existing.id;
  // The API sends its challenge to the callback before it answers: the server must be up.
  const created = await createPushSubscription({ clientId, clientSecret, baseUrl, callbackUrl: `${publicUrl}/webhook`, verifyToken });
  return created.id;
}

/** How long an access token lasts, as a log says it (never the token). */
function validity(expiresAt: number | null): string {
  return expiresAt === null ? 'no expiry given' : `valid until ${new Date(expiresAt * 1000).toISOString()}`;
}

function send(response: ServerResponse, reply: Reply): void {
  response.writeHead(reply.status, { 'content-type': `${reply.type}; charset=utf-8` }).end(reply.body);
}

/** The JSON value of `body` (ids beyond 2^53 exact), or null when it is not JSON. */
function decodeJSONOrNull(body: string): unknown {
  try {
    return decodeJSON(body);
  } catch {
    return null;
  }
}

/** The request's body as text, or null when it is over `maxBytes`. */
async function readBody(request: IncomingMessage, maxBytes: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// Run as a program: node examples/oauth-app.ts (Node >= 22.18), or on Node 20
// node --import ./examples/typescript-loader.mjs examples/oauth-app.ts.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config: AppConfig = {
    clientId: process.env.STRAVA_CLIENT_ID ?? '',
    clientSecret: process.env.STRAVA_CLIENT_SECRET ?? '',
    verifyToken: process.env.WEBHOOK_VERIFY_TOKEN ?? '',
    publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8080',
    baseUrl: process.env.STRAVA_API_URL,
    tokenUrl: process.env.STRAVA_TOKEN_URL,
  };
  const port = Number(process.env.PORT ?? 8080);
  createServer(app(config)).listen(port, () => {
    console.log(`Open ${config.publicUrl}/ to connect an athlete`);
    subscribe(config).then((id) => {
      console.log(`Subscribed to webhook events (subscription ${id})`);
    }, (error: unknown) => {
      console.error(`No webhook subscription: ${String(error)}`);
    });
  });
}
