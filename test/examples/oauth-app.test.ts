import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startFakeOAuthApi } from '../../examples/fake-oauth-api.js';
import { app, subscribe, type AppConfig } from '../../examples/oauth-app.js';
import { UNTIL_HANG } from '../helpers/wait.js';

// The example app of docs/oauth-and-webhooks.md, run against the local fake of the API that
// `npm run demo:oauth` runs it against too (examples/fake-oauth-api.ts): the authorize page,
// the token endpoint, the push subscription (whose creation sends the challenge to the app),
// the events, and a ride recorded from the API, with ids beyond 2^53.

const CLIENT_SECRET = 'app-secret-5f0c';
const VERIFY_TOKEN = 'verify-7f3e2a';
/** The API docs' example of an activity id, beyond 2^53. */
const BIG_ACTIVITY_ID = 12345678987654321n;

// The first access token lasts a minute, within the refresher's 5: the app's first call refreshes it.
const api = await startFakeOAuthApi({ clientId: '5', clientSecret: CLIENT_SECRET, exchangedTokenLifetime: 60 });
afterAll(() => api.close());
const appServer = createServer();
await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => appServer.close(() => { resolve(); })));
const publicUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;

const lines: string[] = [];
const config: AppConfig = {
  clientId: '5',
  clientSecret: CLIENT_SECRET,
  verifyToken: VERIFY_TOKEN,
  publicUrl,
  baseUrl: api.baseUrl,
  tokenUrl: api.tokenUrl,
  log: (line) => lines.push(line),
};
appServer.on('request', app(config));

/** The requests the fake answered (not those it sent to the app), from `from` on. */
const apiRequests = (from = 0) => api.requests.slice(from).filter((request) => request.to === 'api');

/** The authorize link of the app's home page. */
async function authorizeLink(): Promise<URL> {
  const page = await (await fetch(`${publicUrl}/`)).text();
  return new URL((/href="([^"]+)"/.exec(page)?.[1] ?? '').replaceAll('&amp;', '&'));
}

/** A body posted to the app's webhook as it is: what the API would never send. */
function postToWebhook(body: string): Promise<Response> {
  return fetch(`${publicUrl}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

// One athlete's walk through the app, step by step: each test goes on from where the one
// before left the app (the link shown, the tokens kept, the subscription made), so their
// order is kept even under --sequence.shuffle.
describe('the example app, against a local fake of the API', { shuffle: false }, () => {
  let link = new URL('about:blank');

  it('shows the authorize link, for the scopes it needs, with a state of its own', async () => {
    link = await authorizeLink();
    expect(`${link.origin}${link.pathname}`).toBe('https://www.strava.com/oauth/authorize');
    expect(link.searchParams.get('client_id')).toBe('5');
    expect(link.searchParams.get('redirect_uri')).toBe(`${publicUrl}/callback`);
    expect(link.searchParams.get('response_type')).toBe('code');
    expect(link.searchParams.get('scope')).toBe('read,activity:read_all');
    expect(link.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a callback whose state it did not give, or without the scope it needs', async () => {
    const unknown = await fetch(`${publicUrl}/callback?state=forged&code=code-1&scope=read,activity:read_all`);
    expect(unknown.status).toBe(400);
    const other = (await authorizeLink()).searchParams.get('state') ?? '';
    const narrow = await fetch(`${publicUrl}/callback?state=${other}&code=code-1&scope=read`);
    expect(narrow.status).toBe(400);
    expect(await narrow.text()).toContain('Please allow access to your activities');
    expect(apiRequests().filter((request) => request.path === '/api/v3/oauth/token')).toHaveLength(0);
  });

  it('exchanges the code the athlete comes back with from the authorize page, and keeps the tokens', async () => {
    const approved = await fetch(new URL(`${link.pathname}${link.search}`, api.origin), { redirect: 'manual' });
    expect(approved.status).toBe(302);
    const callback = new URL(approved.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(`${publicUrl}/callback`);
    expect(callback.searchParams.get('state')).toBe(link.searchParams.get('state'));
    expect(callback.searchParams.get('scope')).toBe('read,activity:read_all');
    const answer = await fetch(callback);
    expect(await answer.text()).toBe('Connected, Hannah. Your new activities will show up here.');
    const exchanges = apiRequests().filter((request) => request.path === '/api/v3/oauth/token');
    expect(exchanges.map((request) => [Object.fromEntries(new URLSearchParams(request.body)), request.status])).toEqual([
      [{ client_id: '5', client_secret: CLIENT_SECRET, code: callback.searchParams.get('code'), grant_type: 'authorization_code' }, 200],
    ]);
    expect(lines).toContainEqual(expect.stringMatching(/^connected athlete 50777909 \(Hannah Müller\): tokens saved, valid until \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/));
    // A state serves once.
    expect((await fetch(callback)).status).toBe(400);
  });

  it('tells the athlete something went wrong when the API refuses a code, and logs no secret', async () => {
    const state = (await authorizeLink()).searchParams.get('state') ?? '';
    const answer = await fetch(`${publicUrl}/callback?state=${state}&code=spent-code-0c1d&scope=read,activity:read_all`);
    expect(answer.status).toBe(500);
    expect(apiRequests().at(-1)?.status).toBe(400);
    const failure = lines.find((line) => line.startsWith('GET /callback failed: '));
    expect(failure).toContain('TokenExchangeError');
    expect(failure).not.toContain(CLIENT_SECRET);
    expect(failure).not.toContain('spent-code-0c1d');
  });

  it('subscribes to webhook events: the API\'s challenge reaches the app, which answers it; once only', async () => {
    // A challenge with another verify token is not the app's: it refuses it, and the API subscribes nothing.
    await expect(subscribe({ ...config, verifyToken: 'not-the-app-s' })).rejects.toMatchObject({ name: 'HttpError', status: 400 });
    await expect(subscribe(config)).resolves.toBe(9007199254740993n);
    const challenges = api.requests.filter((request) => request.to === 'app');
    expect(challenges.map((request) => [request.method, request.path, request.query.get('hub.mode'), request.query.get('hub.verify_token')])).toEqual([
      ['GET', '/webhook', 'subscribe', 'not-the-app-s'],
      ['GET', '/webhook', 'subscribe', VERIFY_TOKEN],
    ]);
    await expect(subscribe(config)).resolves.toBe(9007199254740993n);
    const creations = apiRequests().filter((request) => request.method === 'POST' && request.path === '/api/v3/push_subscriptions');
    expect(creations.map((request) => request.status)).toEqual([400, 201]);
    const wrong = await fetch(`${publicUrl}/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=x`);
    expect(wrong.status).toBe(403);
  });

  it('on an activity created, fetches it in detail through the athlete\'s client, which refreshes and saves the tokens', async () => {
    const from = api.requests.length;
    expect(await api.pushEvent({ object_type: 'activity', object_id: api.activity.id, aspect_type: 'create' })).toBe(200);
    await vi.waitFor(() => {
      expect(lines).toContain(`athlete 50777909 recorded activity ${api.activity.id}: Morning Ride (Ride, 47500.2 m), laps: 5`);
    }, UNTIL_HANG);
    expect(lines).toContainEqual(expect.stringMatching(/^saved new tokens of athlete 50777909, valid until \d{4}-/));
    // The fake takes the latest access token only: the activity's 200 says the refreshed one was used.
    expect(apiRequests(from).map((request) => [request.method, request.path, request.query.toString(), new URLSearchParams(request.body).get('grant_type'), request.status])).toEqual([
      ['POST', '/api/v3/oauth/token', '', 'refresh_token', 200],
      ['GET', `/api/v3/activities/${api.activity.id}`, 'include_all_efforts=true', null, 200],
    ]);
  });

  it('takes the other events as they come, ids beyond 2^53 exact: an update of title, type and privacy, a deletion', async () => {
    expect(await api.pushEvent({ object_type: 'activity', object_id: BIG_ACTIVITY_ID, aspect_type: 'update', updates: { title: 'Messy', type: 'Ride', private: 'true' } })).toBe(200);
    expect(await api.pushEvent({ object_type: 'activity', object_id: BIG_ACTIVITY_ID, aspect_type: 'delete' })).toBe(200);
    await vi.waitFor(() => {
      expect(lines).toContain('athlete 50777909: activity 12345678987654321 delete {}');
    }, UNTIL_HANG);
    expect(lines).toContain('athlete 50777909: activity 12345678987654321 update {"title":"Messy","type":"Ride","private":"true"}');
  });

  it('refuses what is not an event', async () => {
    expect((await postToWebhook('{"object_id":1.5}')).status).toBe(400);
    expect((await postToWebhook('not json')).status).toBe(400);
    expect((await postToWebhook(`{"padding":"${'x'.repeat(70_000)}"}`)).status).toBe(400);
  });

  it('on the athlete\'s revocation, forgets their tokens: later events of theirs fetch nothing', async () => {
    expect(await api.revokeAccess()).toBe(200);
    await vi.waitFor(() => {
      expect(lines).toContain('athlete 50777909 revoked access; their tokens are deleted');
    }, UNTIL_HANG);
    const from = api.requests.length;
    expect(await api.pushEvent({ object_type: 'activity', object_id: api.activity.id, aspect_type: 'create' })).toBe(200);
    await vi.waitFor(() => {
      expect(lines).toContain('event of athlete 50777909 ignored: not connected');
    }, UNTIL_HANG);
    expect(apiRequests(from)).toHaveLength(0);
  });
});

describe('docs/oauth-and-webhooks.md', () => {
  it('shows this example as it is, so that what the guide shows is what runs here', () => {
    const guide = readFileSync(new URL('../../docs/oauth-and-webhooks.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../../examples/oauth-app.ts', import.meta.url), 'utf8');
    const blocks = [...guide.matchAll(/^```ts[^\n]*\n([^]*?)^```$/gm)].map((match) => match[1]);
    expect(blocks).toContain(example);
  });
});
