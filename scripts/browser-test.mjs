// npm run test:browser: the built ESM file in headless Chromium (Debian's, driven by
// playwright-core), imported by a plain <script type="module"> from a page served on
// localhost; the page parses a lap and reaches its comments through an in-page client,
// then does the same through the fetch-based client of the http entry against this server.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.map': 'application/json' };

/** A stand-in for the API under /api/v3, for the page's fetch-based client. */
function answerApi(url, request, response) {
  const json = (status, body, headers = {}) => response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
  if (request.headers.authorization !== 'Bearer browser-token') return json(401, '{"message":"Authorization Error"}');
  if (url.pathname === '/api/v3/activities/12345678987654321/laps') {
    return json(200, '[{"id": 12345678987654321, "activity": {"id": 12345678987654321}}]', { 'x-ratelimit-usage': '3,42', 'x-ratelimit-limit': '600,30000' });
  }
  if (url.pathname === '/api/v3/activities/12345678987654321/comments') {
    const page = url.searchParams.has('after_cursor') ? '[]' : '[{"text": "via fetch", "cursor": "c1"}]';
    return json(200, page);
  }
  return json(404, '{"message":"Record Not Found"}');
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/v3/')) {
    answerApi(url, request, response);
    return;
  }
  const path = normalize(url.pathname);
  const file = path === '/' ? join(root, 'test', 'browser', 'page.html') : join(root, path);
  if (!file.startsWith(join(root, 'dist')) && !file.endsWith('page.html')) {
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
    // The 404 the page asks for on purpose is logged by the browser; anything else counts.
    if (message.type() === 'error' && !message.location().url.includes('/api/v3/athletes/404/')) errors.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => globalThis.testResult !== undefined, null, { timeout: 20_000 });
  const result = await page.evaluate(() => globalThis.testResult);
  const version = browser.version();

  const expected = {
    id: '12345678987654321',
    idIsBigInt: true,
    distance: 8046.72,
    extra: { resource_state: 2 },
    comments: ['Good job!'],
    sameResult: true,
    clientCalls: 1,
    commentActivityId: '12345678987654321',
    stats: '134815',
    unbound: 'UnboundEntityError',
    issue: 'distance: expected number, received "5"',
    clientHidden: true,
    httpLapId: '12345678987654321',
    httpComments: ['via fetch'],
    httpRateLimit: 42,
    httpMissing: 'NotFoundError 404',
  };
  const checks = Object.entries(expected).map(([key, value]) => [key, JSON.stringify(result[key]) === JSON.stringify(value)]);
  checks.push(['json keeps the big id exact', typeof result.json === 'string' && result.json.includes('"id":12345678987654321')]);
  checks.push(['no page errors', errors.length === 0]);
  for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `: got ${JSON.stringify(result[name] ?? errors)}`}`);
  failed = checks.some(([, ok]) => !ok);
  console.log(`\n${checks.filter(([, ok]) => ok).length} passed, ${checks.filter(([, ok]) => !ok).length} failed (Chromium ${version})`);
  if (result.error) console.error(result.error);
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
