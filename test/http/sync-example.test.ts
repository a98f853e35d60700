import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeJSON } from '../../src/index.js';
import { activityBody, generateHistory, seededRandom, uniqueId } from '../helpers/activity-history.js';
import { sendJson, startApiServerForFile } from '../helpers/api-server.js';
import { exampleScript } from '../helpers/example-script.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLE = join(root, 'examples/sync-to-jsonl.mjs');
const server = await startApiServerForFile();
const directory = mkdtempSync(join(tmpdir(), 'activity-records-sync-example-'));
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

// The example as a user runs it after `npm run build`, with its imports of dist/ taken from the source.
const script = await exampleScript('sync-to-jsonl.mjs', directory);

/** Runs the example on `file` against the test server (a child process that does not block it); gives what it printed. */
async function runExample(file: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [script, file], {
    cwd: directory,
    timeout: 60_000,
    env: { ...process.env, STRAVA_ACCESS_TOKEN: 'example-token', STRAVA_API_URL: server.baseUrl },
  });
  return stdout;
}

/** The ids of the lines of a JSON-lines file, in order. */
function idsIn(file: string): string[] {
  return readFileSync(file, 'utf8').split('\n').filter((line) => line !== '').map((line) => String((decodeJSON(line) as { id: unknown }).id));
}

describe('examples/sync-to-jsonl.mjs', () => {
  it('syncs into a JSON-lines file, prints pages, waits and items, and goes on from its checkpoint when run again', async () => {
    const history = generateHistory({ count: 450, seed: 91 });
    const spoilt = history.items[100];
    history.add({ ...(spoilt?.body ?? {}), id: 31, distance: 'far' }, spoilt?.start ?? 0, '31');
    server.answer(history.route());
    const file = join(directory, 'activities.jsonl');

    const first = await runExample(file);
    expect(first).toMatch(/^page 1: 200 received after 1970-01-01T00:00:00\.000Z; 0 new so far$/m);
    expect(first).toMatch(/^page 3: \d+ received after 2\d{3}-.*; 39\d new so far$/m);
    expect(first).toContain('not a valid activity, kept as it came: distance: expected number, received "far"');
    expect(first.trim().split('\n').at(-1)).toBe(`done: 451 new activities (1 not valid) in ${file}`);
    expect(idsIn(file)).toEqual(history.items.map((item) => item.key));

    // A late upload, a new one, and a run that has to try again after a 503.
    const random = seededRandom(1);
    const ids = new Set(history.items.map((item) => item.key));
    const newest = history.newestStart;
    history.add(activityBody(uniqueId(random, ids), newest - 2 * 86_400), newest - 2 * 86_400);
    history.add(activityBody(uniqueId(random, ids), newest + 600), newest + 600);
    let refused = false;
    history.override = () => {
      if (refused) return null;
      refused = true;
      return (_request, response) => {
        sendJson(response, 503, { message: 'Service Unavailable', errors: [] }, { 'retry-after': '1' });
      };
    };
    const second = await runExample(file);
    expect(second).toMatch(/^waiting 1 s \(retry\) until \d{4}-/m);
    expect(second.trim().split('\n').at(-1)).toBe(`done: 2 new activities (0 not valid) in ${file}`);
    expect([...idsIn(file)].sort()).toEqual(history.items.map((item) => item.key).sort());
    history.override = null;

    // The daily limit stops a run; the next one goes on.
    for (let count = 1; count <= 3; count++) history.add(activityBody(uniqueId(random, ids), newest + 600 + count * 3600, count), newest + 600 + count * 3600);
    const requestsBefore = history.requests;
    history.override = (request) => (request === requestsBefore + 1 ? (_request, response) => {
      sendJson(response, 429, { message: 'Rate Limit Exceeded', errors: [] }, { 'x-ratelimit-limit': '200,2000', 'x-ratelimit-usage': '20,2000' });
    } : null);
    expect(await runExample(file)).toMatch(/^stopped by the daily rate limit after 0 new activities; run again after \d{4}-\d\d-\d\dT00:00:00\.000Z$/m);
    expect((await runExample(file)).trim().split('\n').at(-1)).toBe(`done: 3 new activities (0 not valid) in ${file}`);
    expect([...idsIn(file)].sort()).toEqual(history.items.map((item) => item.key).sort());
    history.override = null;

    // A line written after the last checkpoint was stored (the run stopped in between) is cut off, not kept twice.
    appendFileSync(file, '{"id": 1, "name": "half a li');
    expect((await runExample(file)).trim().split('\n').at(-1)).toBe(`done: 0 new activities (0 not valid) in ${file}`);
    expect([...idsIn(file)].sort()).toEqual(history.items.map((item) => item.key).sort());
  });

  it('is the script docs/sync.md shows', () => {
    const example = readFileSync(EXAMPLE, 'utf8');
    const code = example.slice(example.indexOf('import '))
      .replace("'../dist/index.js'", "'activity-records'")
      .replace("'../dist/http.js'", "'activity-records/http'");
    expect(readFileSync(join(root, 'docs/sync.md'), 'utf8')).toContain(`\`\`\`ts\n${code}\`\`\``);
  });
});
