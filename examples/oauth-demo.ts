// npm run demo:oauth: the app of examples/oauth-app.ts, from a new athlete to a live feed,
// against a local fake of the Strava API (examples/fake-oauth-api.ts). The demo plays the
// athlete's browser; the fake plays the API: its authorize page approves at once, its token
// endpoint exchanges the code, it checks the app's webhook with a challenge before it
// subscribes it, and it posts the athlete's events. Offline, a few seconds. The app's client
// secret, the verify token and the tokens are 40 hex digits, as the API's are, and none is
// ever printed.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DetailedActivity, decodeJSON } from 'activity-records';
import { startFakeOAuthApi, type FakeRequest } from './fake-oauth-api.ts';
import { app, subscribe, type AppConfig } from './oauth-app.ts';

/** What a request line may show of its query and form: the rest are secrets, or shown elsewhere. */
const SHOWN_FIELDS = new Set(['response_type', 'scope', 'grant_type', 'callback_url', 'include_all_efforts', 'hub.mode', 'hub.challenge']);
/** How long the demo waits for the app to say it handled an event, in milliseconds: it takes a few. */
const APP_WAIT = 10_000;

/** A request as the fake saw it (`API ←`) or sent it to the app (`API →`), with its harmless fields. */
function requestLine({ to, method, path, query, body, status }: FakeRequest): string {
  const fields = [...query, ...(to === 'api' ? new URLSearchParams(body) : [])]
    .filter(([name]) => SHOWN_FIELDS.has(name))
    .map(([name, value]) => `${name}=${value}`);
  const detail = to === 'app' && method === 'POST' ? body : fields.join('&');
  return `   ${to === 'api' ? 'API ←' : 'API →'} ${method.padEnd(4)} ${path.padEnd(36)} ${status ?? '   '}  ${detail}`.trimEnd();
}

const clientId = '12345';
const clientSecret = randomBytes(20).toString('hex');
const api = await startFakeOAuthApi({
  clientId,
  clientSecret,
  // Under the refresher's 5 minutes: the app's first call refreshes the token, and saves the new ones.
  exchangedTokenLifetime: 60,
  onRequest: (request) => {
    console.log(requestLine(request));
  },
});

/** Lines the app logged, and the patterns the demo waits for. */
const waiting = new Set<{ pattern: RegExp; resolve: (line: string) => void }>();
function appLog(line: string): void {
  console.log(`   app: ${line}`);
  for (const waiter of waiting) if (waiter.pattern.test(line)) waiter.resolve(line);
}
/** The next line the app logs that matches `pattern`; rejects after `APP_WAIT` rather than hang. */
function appLogs(pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const waiter = {
      pattern,
      resolve: (line: string) => {
        clearTimeout(timer);
        waiting.delete(waiter);
        resolve(line);
      },
    };
    const timer = setTimeout(() => {
      waiting.delete(waiter);
      reject(new Error(`The app logged nothing like ${pattern} within ${APP_WAIT / 1000} s.`));
    }, APP_WAIT);
    waiting.add(waiter);
  });
}

const appServer = createServer();
await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
const publicUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
const config: AppConfig = {
  clientId,
  clientSecret,
  verifyToken: randomBytes(20).toString('hex'),
  publicUrl,
  baseUrl: api.baseUrl,
  tokenUrl: api.tokenUrl,
  log: appLog,
};
appServer.on('request', app(config));

try {
  console.log('activity-records: the app of examples/oauth-app.ts against a local fake of the Strava API');
  console.log(`(the fake, examples/fake-oauth-api.ts, at ${api.origin}; the app at ${publicUrl}; the demo plays the athlete's browser)\n`);

  console.log('1. The app\'s home page: the authorize link, for the scopes the app needs, with a state to check on the way back');
  const page = await (await fetch(`${publicUrl}/`)).text();
  const link = new URL((/href="([^"]+)"/.exec(page)?.[1] ?? '').replaceAll('&amp;', '&'));
  console.log(`   ${decodeURIComponent(link.href)}\n`);

  console.log('2. The athlete follows it to the authorize page (the fake\'s, which approves at once) and comes back to the app');
  const approved = await fetch(new URL(`${link.pathname}${link.search}`, api.origin), { redirect: 'manual' });
  const callback = new URL(approved.headers.get('location') ?? '');
  console.log(`   back to ${callback.pathname} with state=${callback.searchParams.get('state') ?? ''}, a one-time code, scope=${callback.searchParams.get('scope') ?? ''}`);
  console.log('   The app checks the state and the scopes granted, then exchanges the code for the athlete and their tokens');
  console.log('   (the fake gives this first access token 60 seconds, so that the app\'s first call refreshes it):');
  const connected = await (await fetch(callback)).text();
  console.log(`   the page the athlete sees: "${connected}"`);
  console.log('   The app saved the tokens in its store, by athlete: memory here, a database (encrypted) in production;');
  console.log('   the athlete\'s refresher saves there every rotation.\n');

  console.log('3. The app subscribes to webhook events: the API checks the callback with a challenge before it answers');
  const subscriptionId = await subscribe(config);
  console.log(`   The app answered the challenge: subscription ${subscriptionId}, exact, where JSON.parse reads ${JSON.parse(String(subscriptionId)) as number}\n`);

  console.log('4. The athlete uploads a ride: the API posts a create event, which the app acknowledges at once and handles after');
  const fetched = appLogs(/recorded activity|failed/);
  const created = await api.pushEvent({ object_type: 'activity', object_id: api.activity.id, aspect_type: 'create' });
  const handled = await fetched;
  if (created !== 200 || handled.includes('failed')) throw new Error(`The app did not handle the create event (answered ${created}).`);
  const ride = DetailedActivity.parse(decodeJSON(api.activity.text));
  const rounded = (JSON.parse(api.activity.text) as { segment_efforts: { id: number }[] }).segment_efforts;
  console.log(`   The body the API served, as the app reads it: ${ride.name ?? '?'}, ${ride.sport_type ?? '?'}, ${((ride.distance ?? 0) / 1000).toFixed(2)} km;`);
  console.log(`   its ${ride.segment_efforts?.length ?? 0} segment efforts have ids past 2^53, exact in the records, rounded by JSON.parse:`);
  console.log(`   ${'segment effort'.padEnd(30)} ${'id, exact (decodeJSON)'.padEnd(24)} JSON.parse reads`);
  for (const [index, effort] of (ride.segment_efforts ?? []).slice(0, 3).entries()) {
    console.log(`   ${(effort.name ?? '').slice(0, 30).padEnd(30)} ${String(effort.id).padEnd(24)} ${rounded[index]?.id ?? '?'}`);
  }
  console.log('');

  console.log('5. The athlete revokes the app\'s access in their settings: their tokens stop working, and the API posts an athlete event');
  const forgotten = appLogs(/revoked access|failed/);
  const revoked = await api.revokeAccess();
  const dropped = await forgotten;
  if (revoked !== 200 || dropped.includes('failed')) throw new Error(`The app did not handle the revocation (answered ${revoked}).`);
  console.log('');
} finally {
  appServer.closeAllConnections();
  await new Promise<void>((resolve) => appServer.close(() => { resolve(); }));
  await api.close();
}
console.log('The app and the fake are closed: nothing is left listening.');
