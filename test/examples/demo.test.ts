import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Options } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import configs from '../../tsup.config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Generous bound for the demo, which takes well under a second: a hang fails the test, not the suite. */
const TIMEOUT = 60_000;

let directory: string;

// The demo as `npm run demo` runs it, against the library built by the project's own
// tsup config, laid out as in the checkout: dist/, examples/ and test/fixtures/.
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'activity-records-demo-'));
  const library = (configs as Options[]).find((config) => JSON.stringify(config.entry).includes('src/index.ts'));
  await build({ ...library, format: ['esm'], outDir: join(directory, 'dist'), config: false, silent: true, clean: false });
  mkdirSync(join(directory, 'examples'));
  for (const file of readdirSync(join(root, 'examples'))) copyFileSync(join(root, 'examples', file), join(directory, 'examples', file));
  mkdirSync(join(directory, 'test'));
  symlinkSync(join(root, 'test', 'fixtures'), join(directory, 'test', 'fixtures'), 'dir');
}, TIMEOUT);
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('npm run demo', () => {
  it('walks the HTTP client end to end against the fake API, offline', () => {
    const result = spawnSync(process.execPath, [join(directory, 'examples', 'demo.mjs')], { encoding: 'utf8', timeout: TIMEOUT, killSignal: 'SIGKILL' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const output = result.stdout;
    // A refused token, one refresh, the request again.
    expect(output).toMatch(/\n {3}onRefresh: save fresh-token-1 and refresh-token-1, expiring \d{4}-[^\n]+\n {3}GET {2}\/athlete +401\n {3}POST \/oauth\/token +200\n {3}GET {2}\/athlete +200\n/);
    expect(output).toContain('   Daniel Doubrovkine of New York: 5 pairs of shoes, 9 clubs, prefers feet\n');
    // Every page, to the empty one that ends the list.
    expect(output).toMatch(/\n {3}GET {2}\/athlete\/activities\?page=1&per_page=30 +200 {2}30 items\n/);
    expect(output).toMatch(/\n {3}GET {2}\/athlete\/activities\?page=39&per_page=30 +200 {2}0 items\n/);
    expect(output).toContain('   1,132 activities read, 0 refused; by sport:\n');
    // Runs as pace, swims as pace per 100 m, rides and the rest as speed.
    expect(output).toMatch(/\n {5}\d{4}-\d\d-\d\d \d\d:\d\d {2}Run +.+ km {2}\d+:\d\d \/km\n/);
    expect(output).toMatch(/\n {5}\d{4}-\d\d-\d\d \d\d:\d\d {2}Swim +.+ m {2}\d+:\d\d \/100m\n/);
    expect(output).toContain('   TCS NYC Marathon 2018: started 2018-11-04T09:53:46-05:00 (America/New_York), 42.27 km in 3:38:05, 5:15 /km\n');
    expect(output).toContain('   asked again, memoised, no request: true\n');
    expect(output).toContain('   8 comments, from a lap\'s activity: "Молодчина!" (Vasili)\n');
    expect(output).toContain('   Bitche, please 🥳: 101.53 km in 3:30:34, 28.9 km/h\n');
    // The exact id beside the one JSON.parse rounds.
    expect(output).toMatch(/\n {3}Spirkelbach Wilgartswiesen +2732944259699241346 +2732944259699241500\n/);
    // The rate limit, reported with when it resets.
    expect(output).toMatch(/\n {3}GET {2}\/activities\/\d+\/kudos\?page=1&per_page=30 +429\n {3}RateLimitError: the overall 15-minute limit \(51 of 50 requests\), resets at \d{4}-\d\d-\d\dT\d\d:(00|15|30|45):00\.000Z\n/);
  }, TIMEOUT);
});
