// npm run test:browser: the built ESM files in headless Chromium (Debian's, driven by
// playwright-core), imported by a plain <script type="module"> from a page served on
// localhost. The page parses a lap and reaches its comments and its activity in detail
// (a chunk loaded on demand) through an in-page client answering JSON text, reads stream
// bodies from text and from bytes (TextEncoder and TextDecoder as browsers have them),
// writes one as GPX and TCX through the export entry, then uses the http entry against
// this server as against the real API: the activity list, a stale token
// refreshed through the token endpoint (the new tokens saved by onRefresh), lists paged
// to their empty page, a 503 tried again, a 429 read, a silent answer timed out; it
// uploads the GPX it wrote to the fake API of the examples (another origin: CORS) and waits
// for its activity, then uploads it again, a duplicate. Then it opens the API reference
// built by `npm run docs` (scripts/reference-pages.mjs).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { checkReference } from './reference-pages.mjs';
import { startFakeApi } from '../examples/fake-api.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.map': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml',
};
const ACTIVITY_ID = '12345678987654321';
const INVALID_TOKEN = '{"message":"Authorization Error","errors":[{"resource":"Athlete","field":"access_token","code":"invalid"}]}';

/** What the page's requests did, for the checks. */
const seen = { tokenPosts: [], commentPages: 0, served503: false, silent: [], activityPages: [] };

/** The token endpoint: refresh token 1 gives access token 'browser-token' and refresh token 2. */
function answerToken(body, response) {
  const form = Object.fromEntries(new URLSearchParams(body));
  seen.tokenPosts.push(form);
  const json = (status, value) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  if (form.client_id !== '4242' || form.client_secret !== 'browser-secret' || form.grant_type !== 'refresh_token') {
    return json(401, { message: 'Bad Request', errors: [{ resource: 'Application', field: 'client_secret', code: 'invalid' }] });
  }
  if (form.refresh_token !== 'browser-refresh-1') {
    return json(400, { message: 'Bad Request', errors: [{ resource: 'RefreshToken', field: 'refresh_token', code: 'invalid' }] });
  }
  return json(200, { access_token: 'browser-token', refresh_token: 'browser-refresh-2', expires_at: Math.floor(Date.now() / 1000) + 6 * 3600 });
}

/** A stand-in for the API under /api/v3, for the page's fetch-based client. */
function answerApi(url, request, response) {
  const json = (status, body, headers = {}) => response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
  if (request.headers.authorization !== 'Bearer browser-token') return json(401, INVALID_TOKEN);
  const path = url.pathname.replace('/api/v3', '');
  if (path === `/activities/${ACTIVITY_ID}/laps`) {
    return json(200, `[{"id": ${ACTIVITY_ID}, "activity": {"id": ${ACTIVITY_ID}}}]`, { 'x-ratelimit-usage': '3,42', 'x-ratelimit-limit': '600,30000' });
  }
  if (path === `/activities/${ACTIVITY_ID}`) {
    return json(200, `{"id": ${ACTIVITY_ID}, "segment_efforts": [{"id": 1}, {"id": 2}], "include": "${url.searchParams.get('include_all_efforts')}"}`);
  }
  if (path === `/activities/${ACTIVITY_ID}/comments`) {
    seen.commentPages += 1;
    const after = url.searchParams.get('after_cursor');
    if (after === 'c1' && !seen.served503) {
      seen.served503 = true;
      return json(503, '{"message":"Service Unavailable"}');
    }
    if (after === null) return json(200, '[{"text": "via fetch", "cursor": "c1"}]');
    return json(200, after === 'c1' ? '[{"text": "second page", "cursor": "c2"}]' : '[]');
  }
  if (path === '/athlete/activities') {
    seen.activityPages.push(url.searchParams.toString());
    return json(200, url.searchParams.get('page') === '1' ? `[{"id": ${ACTIVITY_ID}, "sport_type": "Zorbing"}]` : '[]');
  }
  if (path === `/activities/${ACTIVITY_ID}/kudos`) {
    return json(200, url.searchParams.get('page') === '1' ? '[{"firstname": "Peter"}]' : '[]');
  }
  if (path === '/athletes/429/stats') {
    return json(429, '{"message":"Rate Limit Exceeded"}', { 'x-ratelimit-usage': '601,900', 'x-ratelimit-limit': '600,30000' });
  }
  if (path === '/athletes/1/stats') {
    seen.silent.push(response);
    return undefined;
  }
  return json(404, '{"message":"Record Not Found","errors":[]}');
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/oauth/token' && request.method === 'POST') {
    let body = '';
    for await (const chunk of request) body += chunk;
    answerToken(body, response);
    return;
  }
  if (url.pathname.startsWith('/api/v3/')) {
    answerApi(url, request, response);
    return;
  }
  if (url.pathname === '/favicon.ico') {
    // Chromium asks every site for its icon by itself; neither the page nor the reference names one.
    response.writeHead(204).end();
    return;
  }
  const path = normalize(url.pathname);
  const file = path === '/' ? join(root, 'test', 'browser', 'page.html') : join(root, path);
  if (!file.startsWith(join(root, 'dist')) && !file.startsWith(join(root, 'reference')) && !file.endsWith('page.html')) {
    response.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address();
const fake = await startFakeApi({ expiredToken: 'expired', fifteenMinuteLimit: 1000, processingPolls: 1 });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
let failed = false;
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    // The browser logs every error status the page asks for on purpose (401, 404, 429, 503); anything else counts.
    if (message.type() === 'error' && !message.location().url.includes('/api/v3/')) errors.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${port}/?fake=${encodeURIComponent(fake.baseUrl)}`);
  await page.waitForFunction(() => globalThis.testResult !== undefined, null, { timeout: 20_000 });
  const result = await page.evaluate(() => globalThis.testResult);
  const version = browser.version();

  const expected = {
    id: ACTIVITY_ID,
    idIsBigInt: true,
    distance: 8046.72,
    extra: { resource_state: 2 },
    comments: ['Good job!'],
    sameResult: true,
    clientCalls: 1,
    commentActivityId: ACTIVITY_ID,
    stats: '134815',
    unbound: 'UnboundEntityError',
    issue: 'distance: expected number, received "5"',
    clientHidden: true,
    detail: [true, ACTIVITY_ID, 'all efforts: true', 2, true],
    httpActivities: [`Zorbing ${ACTIVITY_ID}`],
    httpListedLaps: [true],
    httpLapId: ACTIVITY_ID,
    httpComments: ['via fetch', 'second page'],
    httpKudos: ['Peter'],
    httpEfforts: 2,
    httpIncludeAll: 'true',
    httpRateLimit: 42,
    httpLastRateLimit: 900,
    httpMissing: 'NotFoundError 404',
    httpRateLimited: 'RateLimitError overall 15-minute true',
    httpTimeout: 'TimeoutError true',
    savedTokens: [{ accessToken: 'browser-token', refreshToken: 'browser-refresh-2' }],
    streamsHeartrate: [100, null, 120, 130],
    streamsFromBytes: 'é',
    streamsFigures: 120,
    streamsSyntax: 'JsonSyntaxError, a SyntaxError: true',
    exportGpx: [3, true],
    exportTcx: 4,
    upload: [true, 'Browser ride', 'browser-ride.gpx', true, ['Your activity is still being processed.', 'Your activity is still being processed.', 'Your activity is ready.']],
    uploadDuplicate: 'duplicate of the first: true',
  };
  const checks = Object.entries(expected).map(([key, value]) => [key, JSON.stringify(result[key]) === JSON.stringify(value)]);
  checks.push(['json keeps the big id exact', typeof result.json === 'string' && result.json.includes(`"id":${ACTIVITY_ID}`)]);
  checks.push(['one refresh, with the first refresh token', seen.tokenPosts.length === 1 && seen.tokenPosts[0]?.refresh_token === 'browser-refresh-1']);
  checks.push(['the 503 tried again: comments paged to the empty page', seen.served503 && seen.commentPages === 4]);
  checks.push(['the activity list paged to its empty page, after in whole seconds',
    JSON.stringify(seen.activityPages) === JSON.stringify(['after=1500000000&page=1&per_page=1', 'after=1500000000&page=2&per_page=1'])]);
  checks.push(['each upload posted once, and its status polled', JSON.stringify(fake.requests.map(({ method, path }) => `${method} ${path.replace(/\d+/g, '#')}`))
    === JSON.stringify(['POST /uploads', 'GET /uploads/#', 'GET /uploads/#', 'GET /activities/#?include_all_efforts=true', 'POST /uploads', 'GET /uploads/#', 'GET /uploads/#'])]);
  checks.push(['no page errors', errors.length === 0]);
  for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `: got ${JSON.stringify(result[name] ?? { errors, seen: { ...seen, silent: seen.silent.length } })}`}`);
  for (const [name, ok, detail] of await checkReference(browser, root, `http://127.0.0.1:${port}`)) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `: got ${JSON.stringify(detail)}`}`);
    checks.push([name, ok]);
  }
  failed = checks.some(([, ok]) => !ok);
  console.log(`\n${checks.filter(([, ok]) => ok).length} passed, ${checks.filter(([, ok]) => !ok).length} failed (Chromium ${version})`);
  if (result.error) console.error(result.error);
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
  await fake.close();
}
process.exit(failed ? 1 : 0);
