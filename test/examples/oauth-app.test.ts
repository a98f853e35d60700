import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { app, subscribe, type AppConfig } from '../../examples/oauth-app.js';
import { sendJson, startApiServerForFile, type SeenRequest } from '../helpers/api-server.js';
import { fixtureText } from '../helpers/fixtures.js';

// The example app of docs/oauth-and-webhooks.md, run against a local fake of the API: the
// token endpoint, the push subscriptions (whose creation sends the challenge to the app),
// and the detailed activity, with ids beyond 2^53.

const CLIENT_SECRET = 'app-secret-5f0c';
const VERIFY_TOKEN = 'verify-7f3e2a';
const ATHLETE_ID = 134815;
const ACTIVITY_ID = '12345678987654321';
/** The API's example of a detailed activity (id 12345678987654321, owner 134815). */
const ACTIVITY_TEXT = fixtureText('docs-activity-detailed.json');
const ATHLETE_TEXT = fixtureText('real-summary-athlete.json').replace('"id": 26462176', `"id": ${ATHLETE_ID}`);

const api = await startApiServerForFile();
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

/** What the fake API has: its subscriptions, and the access token it takes. */
const fake = { subscriptions: [] as string[], validToken: '' };

/** The fake API: every endpoint the app reaches. */
function answerAsTheApi(request: SeenRequest, response: ServerResponse): void {
  const form = new URLSearchParams(request.body);
  const route = `${request.method} ${request.path}`;
  if (route === 'POST /oauth/token' && form.get('grant_type') === 'authorization_code' && form.get('code') === 'code-1') {
    // A token that expires within the refresher's 5 minutes: the first API call refreshes it.
    fake.validToken = 'access-1';
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    sendJson(response, 200, `{"token_type":"Bearer","expires_at":${expiresAt},"expires_in":60,"refresh_token":"refresh-1","access_token":"access-1","athlete":${ATHLETE_TEXT}}`);
  } else if (route === 'POST /oauth/token' && form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'refresh-1') {
    fake.validToken = 'access-2';
    sendJson(response, 200, { token_type: 'Bearer', access_token: 'access-2', refresh_token: 'refresh-2', expires_at: Math.floor(Date.now() / 1000) + 21_600 });
  } else if (route === 'POST /oauth/token') {
    sendJson(response, 400, { message: 'Bad Request', errors: [{ resource: 'AuthorizationCode', field: 'code', code: 'invalid' }] });
  } else if (request.path.startsWith('/push_subscriptions') && (form.get('client_secret') ?? request.query.get('client_secret')) !== CLIENT_SECRET) {
    sendJson(response, 401, { message: 'Authorization Error', errors: [{ resource: 'Application', field: 'client_secret', code: 'invalid' }] });
  } else if (route === 'GET /push_subscriptions') {
    sendJson(response, 200, `[${fake.subscriptions.join(',')}]`);
  } else if (route === 'POST /push_subscriptions') {
    const challenge = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.challenge': 'c-91f0', 'hub.verify_token': form.get('verify_token') ?? '' });
    void fetch(`${form.get('callback_url') ?? ''}?${challenge.toString()}`).then(async (answer) => {
      const body = answer.ok ? (await answer.json() as Record<string, unknown>) : null;
      if (body?.['hub.challenge'] !== 'c-91f0') {
        sendJson(response, 400, { message: 'Bad Request', errors: [{ resource: 'PushSubscription', field: 'callback url', code: 'GET to callback URL does not return 200' }] });
        return;
      }
      fake.subscriptions.push(`{"id":9007199254740993,"application_id":5,"callback_url":${JSON.stringify(form.get('callback_url'))}}`);
      sendJson(response, 201, '{"id":9007199254740993}');
    });
  } else if (route === `GET /activities/${ACTIVITY_ID}` && request.headers.authorization === `Bearer ${fake.validToken}`) {
    sendJson(response, 200, ACTIVITY_TEXT);
  } else if (request.path.startsWith('/activities/')) {
    sendJson(response, 401, { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }] });
  } else {
    sendJson(response, 404, { message: 'Record Not Found', errors: [] });
  }
}
api.answer(answerAsTheApi);

/** An event as the API posts it, ids written as digits. */
function postEvent(body: string): Promise<Response> {
  return fetch(`${publicUrl}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

function event(objectType: string, objectId: string, aspectType: string, updates: string): string {
  return `{"aspect_type":"${aspectType}","event_time":1732492800,"object_id":${objectId},"object_type":"${objectType}","owner_id":${ATHLETE_ID},"subscription_id":9007199254740993,"updates":${updates}}`;
}

describe('the example app, against a local fake of the API', () => {
  let state = '';

  it('shows the authorize link, for the scopes it needs, with a state of its own', async () => {
    const page = await (await fetch(`${publicUrl}/`)).text();
    const href = /href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const link = new URL(href);
    expect(`${link.origin}${link.pathname}`).toBe('https://www.strava.com/oauth/authorize');
    expect(link.searchParams.get('client_id')).toBe('5');
    expect(link.searchParams.get('redirect_uri')).toBe(`${publicUrl}/callback`);
    expect(link.searchParams.get('response_type')).toBe('code');
    expect(link.searchParams.get('scope')).toBe('read,activity:read_all');
    state = link.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a callback whose state it did not give, or without the scope it needs', async () => {
    const unknown = await fetch(`${publicUrl}/callback?state=forged&code=code-1&scope=read,activity:read_all`);
    expect(unknown.status).toBe(400);
    const page = await (await fetch(`${publicUrl}/`)).text();
    const other = new URL((/href="([^"]+)"/.exec(page)?.[1] ?? '').replaceAll('&amp;', '&')).searchParams.get('state') ?? '';
    const narrow = await fetch(`${publicUrl}/callback?state=${other}&code=code-1&scope=read`);
    expect(narrow.status).toBe(400);
    expect(await narrow.text()).toContain('Please allow access to your activities');
    expect(api.requests.filter((request) => request.path === '/oauth/token')).toHaveLength(0);
  });

  it('exchanges the code the athlete comes back with, and keeps the tokens', async () => {
    const answer = await fetch(`${publicUrl}/callback?state=${state}&code=code-1&scope=read,activity:read_all`);
    expect(await answer.text()).toBe('Connected, Daniel. Your new activities will show up here.');
    const [exchange] = api.requests.filter((request) => request.path === '/oauth/token');
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({ client_id: '5', client_secret: CLIENT_SECRET, code: 'code-1', grant_type: 'authorization_code' });
    expect(lines).toContain(`connected athlete ${ATHLETE_ID} (Daniel Block)`);
    // A state serves once.
    expect((await fetch(`${publicUrl}/callback?state=${state}&code=code-1&scope=read,activity:read_all`)).status).toBe(400);
  });

  it('subscribes to webhook events: the API\'s challenge reaches the app, which answers it; once only', async () => {
    await expect(subscribe(config)).resolves.toBe(9007199254740993n);
    expect(fake.subscriptions).toHaveLength(1);
    await expect(subscribe(config)).resolves.toBe(9007199254740993n);
    expect(api.requests.filter((request) => request.method === 'POST' && request.path === '/push_subscriptions')).toHaveLength(1);
    const wrong = await fetch(`${publicUrl}/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=x`);
    expect(wrong.status).toBe(403);
  });

  it('on an activity created, fetches it in detail through the athlete\'s client, which refreshes and saves the tokens', async () => {
    const answer = await postEvent(event('activity', ACTIVITY_ID, 'create', '{}'));
    expect(answer.status).toBe(200);
    await vi.waitFor(() => {
      expect(lines).toContain(`athlete ${ATHLETE_ID} recorded activity ${ACTIVITY_ID}: Happy Friday (MountainBikeRide, 28099 m), laps: 1`);
    });
    expect(lines).toContain(`saved new tokens of athlete ${ATHLETE_ID}`);
    const fetched = api.requests.filter((request) => request.path.startsWith('/activities/'));
    expect(fetched.map((request) => [request.path, request.query.toString(), request.headers.authorization])).toEqual([
      [`/activities/${ACTIVITY_ID}`, 'include_all_efforts=true', 'Bearer access-2'],
    ]);
  });

  it('takes the other events as they come: an update of title, type and privacy, a deletion', async () => {
    expect((await postEvent(event('activity', ACTIVITY_ID, 'update', '{"title":"Messy","type":"Ride","private":"true"}'))).status).toBe(200);
    expect((await postEvent(event('activity', ACTIVITY_ID, 'delete', '{}'))).status).toBe(200);
    await vi.waitFor(() => {
      expect(lines).toContain(`athlete ${ATHLETE_ID}: activity ${ACTIVITY_ID} delete {}`);
    });
    expect(lines).toContain(`athlete ${ATHLETE_ID}: activity ${ACTIVITY_ID} update {"title":"Messy","type":"Ride","private":"true"}`);
  });

  it('refuses what is not an event', async () => {
    expect((await postEvent('{"object_id":1.5}')).status).toBe(400);
    expect((await postEvent('not json')).status).toBe(400);
    expect((await postEvent(`{"padding":"${'x'.repeat(70_000)}"}`)).status).toBe(400);
  });

  it('on the athlete\'s revocation, forgets their tokens: later events of theirs fetch nothing', async () => {
    expect((await postEvent(event('athlete', String(ATHLETE_ID), 'update', '{"authorized":"false"}'))).status).toBe(200);
    await vi.waitFor(() => {
      expect(lines).toContain(`athlete ${ATHLETE_ID} revoked access; their tokens are deleted`);
    });
    const before = api.requests.length;
    expect((await postEvent(event('activity', ACTIVITY_ID, 'create', '{}'))).status).toBe(200);
    await vi.waitFor(() => {
      expect(lines).toContain(`event of athlete ${ATHLETE_ID} ignored: not connected`);
    });
    expect(api.requests.slice(before)).toHaveLength(0);
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
