// A local fake of the Strava API for `npm run demo`, answering with real bodies recorded
// from the API (test/fixtures/real/, exact bytes) and behaving as the API does where a
// client must cope: it refuses an expired token, refreshes tokens, pages lists, and
// answers 429 once its 15-minute rate limit is used up. Node built-ins only, offline.
// Run as a program (`node examples/fake-api.mjs`, after `npm run build`), it stays up for an
// app of one's own, pointed at it with `baseUrl` (and `tokenUrl`), until Ctrl-C.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { decodeJSON, encodeJSON } from 'activity-records';

/** The API's answer to a token it does not accept. */
const INVALID_TOKEN = { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }] };
const RATE_LIMITED = { message: 'Rate Limit Exceeded', errors: [{ resource: 'Application', field: 'overall rate limit', code: 'exceeded' }] };
const NOT_FOUND = { message: 'Record Not Found', errors: [{ resource: 'Activity', field: 'id', code: 'invalid' }] };

/** The recorded athlete (GET /athlete) and the bodies of the activities this fake knows, by path. */
const BODIES = {
  '/athlete': 'strava-ruby-client/athlete__0__athlete__0f462d7188e0ce45.json',
  '/activities/1946417534': 'strava-ruby-client/activity__0__activities_1946417534__f7f30f15bdafdbca.json',
  '/activities/1946417534/laps': 'strava-ruby-client/activity_laps__0__activities_1946417534_laps__765137367f4be7fa.json',
  '/activities/1946417534/comments': 'strava-ruby-client/activity_comments__0__activities_1946417534_comments__c8b607801178ee70.json',
  '/activities/1946417534/kudos': 'strava-ruby-client/activity_kudos__0__activities_1946417534_kudos__5ba7e5ad2eff4f0b.json',
  '/activities/1946417534/streams': 'streams/strava-ruby-client__activity_streams__0__b8f85bee8df63218.json',
  '/activities/3958491750': 'strava-ruby-client/activity_ride__0__activities_3958491750__d3bc42dc058ca162.json',
};
/** The athlete's activity list, recorded a page of 30 at a time: `${PAGES}${page - 1}__…json`. */
const PAGES = 'all_athlete_activities__';

/**
 * Starts the fake on 127.0.0.1 (a free port) and resolves once it listens.
 * - `GET /athlete`, `/athlete/activities?page=N` (the recorded pages of 30, newest first,
 *   then an empty page; with `after`, as the API answers it: the recorded activities that
 *   started after it, oldest first, `per_page` a page), `/activities/{id}` and its `laps`,
 *   `comments`, `kudos` and `streams` for the activities above; other kudos and comments
 *   are empty lists; anything else is the API's 404;
 * - a request carrying `expiredToken` gets the API's 401 for an invalid token, and
 *   `POST /oauth/token` with `grant_type=refresh_token` issues a new access token;
 * - every API answer carries `X-RateLimit-Limit` and `X-RateLimit-Usage`; past
 *   `fifteenMinuteLimit` requests the answer is the API's 429.
 *
 * @param {{ fixtures: URL, expiredToken: string, fifteenMinuteLimit: number }} options
 * @returns {Promise<{ baseUrl: string, tokenUrl: string, requests: { method: string, path: string, status: number, items: number | null }[], close(): Promise<void> }>}
 *   `requests` lists every request answered, in order, with the answer's status and, for
 *   a list, its number of items.
 */
export async function startFakeApi({ fixtures, expiredToken, fifteenMinuteLimit }) {
  const real = new URL('real/', fixtures);
  const pages = readdirSync(new URL('strava-ruby-client/', real)).filter((name) => name.startsWith(PAGES));
  const pageFile = (page) => pages.find((name) => name.startsWith(`${PAGES}${page - 1}__`));
  // Every recorded activity, oldest first, ids exact: what a list asked for with `after` is cut from.
  const oldestFirst = pages.flatMap((name) => decodeJSON(readFileSync(new URL(`strava-ruby-client/${name}`, real), 'utf8')))
    .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date));
  const activitiesAfter = (after) => oldestFirst.filter((activity) => Date.parse(activity.start_date) / 1000 > after);
  const requests = [];
  let used = 0;
  let issued = 0;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api\/v3/, '');
    // A body is sent as the recorded bytes, or as a value written with JSON.stringify.
    const answer = (status, body, headers = {}) => {
      const bytes = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
      const items = bytes[0] === 0x5b ? JSON.parse(bytes.toString('utf8')).length : null;
      requests.push({ method: request.method ?? 'GET', path: `${path}${url.search}`, status, items });
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(bytes);
    };
    if (request.method === 'POST' && path === '/oauth/token') {
      let form = '';
      request.setEncoding('utf8').on('data', (chunk) => (form += chunk)).on('end', () => {
        if (new URLSearchParams(form).get('grant_type') !== 'refresh_token') return answer(400, { message: 'Bad Request', errors: [] });
        issued += 1;
        const expiresAt = Math.floor(Date.now() / 1000) + 6 * 60 * 60;
        answer(200, { token_type: 'Bearer', access_token: `fresh-token-${issued}`, refresh_token: `refresh-token-${issued}`, expires_at: expiresAt, expires_in: 21600 });
      });
      return;
    }
    used += 1;
    const limits = { 'x-ratelimit-limit': `${fifteenMinuteLimit},1000`, 'x-ratelimit-usage': `${used},${used}` };
    if (request.headers.authorization === `Bearer ${expiredToken}`) return answer(401, INVALID_TOKEN, limits);
    if (used > fifteenMinuteLimit) return answer(429, RATE_LIMITED, limits);
    if (path === '/athlete/activities' && url.searchParams.has('after')) {
      const perPage = Number(url.searchParams.get('per_page') ?? '30');
      const start = (Number(url.searchParams.get('page') ?? '1') - 1) * perPage;
      return answer(200, Buffer.from(encodeJSON(activitiesAfter(Number(url.searchParams.get('after'))).slice(start, start + perPage))), limits);
    }
    if (path === '/athlete/activities') {
      const file = pageFile(Number(url.searchParams.get('page') ?? '1'));
      return answer(200, file === undefined ? Buffer.from('[]') : readFileSync(new URL(`strava-ruby-client/${file}`, real)), limits);
    }
    const recorded = BODIES[path];
    const laterPage = url.searchParams.has('after_cursor') || Number(url.searchParams.get('page') ?? '1') > 1;
    if (recorded !== undefined && !laterPage) return answer(200, readFileSync(new URL(recorded, real)), limits);
    if (/^\/activities\/\d+\/(kudos|comments)$/.test(path)) return answer(200, Buffer.from('[]'), limits);
    return answer(404, NOT_FOUND, limits);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v3`,
    tokenUrl: `http://127.0.0.1:${port}/oauth/token`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The token the fake refuses when run as a program: any other is accepted. */
const PROGRAM_EXPIRED_TOKEN = 'expired-token';
/** Requests the fake answers when run as a program before its 429: enough for the README's walk and sync many times over. */
const PROGRAM_FIFTEEN_MINUTE_LIMIT = 1000;

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const api = await startFakeApi({ fixtures: new URL('../test/fixtures/', import.meta.url), expiredToken: PROGRAM_EXPIRED_TOKEN, fifteenMinuteLimit: PROGRAM_FIFTEEN_MINUTE_LIMIT });
  console.log(`baseUrl  ${api.baseUrl}`);
  console.log(`tokenUrl ${api.tokenUrl}`);
  console.log(`Any access token but "${PROGRAM_EXPIRED_TOKEN}" is accepted; ${PROGRAM_FIFTEEN_MINUTE_LIMIT} requests, then 429. Ctrl-C stops it.`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void api.close());
}
