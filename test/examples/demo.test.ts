import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Options } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import configs from '../../tsup.config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Generous bound for a demo, which takes a second or so: a hang fails the test, not the suite. */
const TIMEOUT = 60_000;

let directory: string;

// The demos as `npm run demo` and `npm run demo:oauth` run them, against the library built
// by the project's own tsup config, laid out as in the checkout: package.json (the package
// imports itself by name), dist/, examples/, bench/ (the generator of the data the fakes
// serve), and node_modules/ (TypeScript, which runs the TypeScript examples on Node 20).
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'activity-records-demo-'));
  const library = (configs as Options[]).find((config) => JSON.stringify(config.entry).includes('src/index.ts'));
  await build({ ...library, format: ['esm'], outDir: join(directory, 'dist'), config: false, silent: true, clean: false });
  mkdirSync(join(directory, 'examples'));
  for (const file of readdirSync(join(root, 'examples'))) copyFileSync(join(root, 'examples', file), join(directory, 'examples', file));
  symlinkSync(join(root, 'bench'), join(directory, 'bench'), 'dir');
  copyFileSync(join(root, 'package.json'), join(directory, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(directory, 'node_modules'), 'dir');
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
    expect(output).toContain('   Hannah Müller of Boulder: 4 pairs of shoes, 2 bikes, 3 clubs, prefers meters\n');
    // Every page, to the empty one that ends the list.
    expect(output).toMatch(/\n {3}GET {2}\/athlete\/activities\?page=1&per_page=200 +200 {2}200 items\n/);
    expect(output).toMatch(/\n {3}GET {2}\/athlete\/activities\?page=5&per_page=200 +200 {2}0 items\n/);
    expect(output).toContain('   759 activities read, 0 refused; by sport:\n');
    // Runs as pace, swims as pace per 100 m, rides and the rest as speed.
    expect(output).toMatch(/\n {5}\d{4}-\d\d-\d\d \d\d:\d\d {2}Run +.+ km {2}\d+:\d\d \/km\n/);
    expect(output).toMatch(/\n {5}\d{4}-\d\d-\d\d \d\d:\d\d {2}Swim +.+ m {2}\d+:\d\d \/100m\n/);
    // The run: its start in its zone, heart rate, and each lap beside its samples' figures.
    expect(output).toMatch(/\n {3}Fractionné 2×800 m: started 2024-12-24T07:33:05-07:00 \(America\/Denver\), 6\.10 km in \d+:\d\d, \d:\d\d \/km, \d+\.\d bpm\n/);
    expect(output).toMatch(/\n {3}Lap 1 {2}1\.00 km \d:\d\d \d+\.\d bpm +1\.00 km \d:\d\d \d+\.\d bpm\n/);
    expect(output).toContain('/streams?keys=time,distance,latlng,altitude,velocity_smooth,heartrate,cadence,watts,temp,moving,grade_smooth&key_by_type=true');
    expect(output).toContain('   asked again, memoised, no request: true\n');
    expect(output).toMatch(/\n {3}3 comments, from a lap's activity: "[^"]+" \([^)]+\)\n/);
    // The exact id beside the one JSON.parse rounds.
    expect(output).toMatch(/\n {3}.{30} (3104587219736\d{6}) +(?!\1)3104587219736\d{6}\n/);
    // The rate limit, reported with when it resets.
    expect(output).toMatch(/\n {3}GET {2}\/activities\/\d+\/kudos\?page=1&per_page=200 +429\n {3}RateLimitError: the overall 15-minute limit \(61 of 60 requests\), resets at \d{4}-\d\d-\d\dT\d\d:(00|15|30|45):00\.000Z\n/);
  }, TIMEOUT);
});

describe('npm run demo:oauth', () => {
  it('runs the app of examples/oauth-app.ts through every step against the fake API, prints no secret, and ends', () => {
    // The script as package.json has it, less the build: the scratch directory has its own.
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const [build, command] = scripts['demo:oauth']?.split(' && ') ?? [];
    expect(build).toBe('npm run --silent build');
    const [program, ...args] = command?.split(' ') ?? [];
    expect(program).toBe('node');
    const result = spawnSync(process.execPath, args, { cwd: directory, encoding: 'utf8', timeout: TIMEOUT, killSignal: 'SIGKILL' });
    expect(result.stderr).toBe('');
    expect(result.signal).toBeNull();
    expect(result.status).toBe(0);
    const output = result.stdout;
    // The authorize link, the athlete's approval, the code's exchange, the tokens kept.
    expect(output).toMatch(/\n {3}https:\/\/www\.strava\.com\/oauth\/authorize\?client_id=12345&redirect_uri=http:\/\/127\.0\.0\.1:\d+\/callback&response_type=code&scope=read,activity:read_all&state=[0-9a-f]{32}\n/);
    expect(output).toMatch(/\n {3}API ← GET {2}\/oauth\/authorize +302 {2}response_type=code&scope=read,activity:read_all\n {3}back to \/callback with state=[0-9a-f]{32}, a one-time code, scope=read,activity:read_all\n/);
    expect(output).toMatch(/\n {3}API ← POST \/api\/v3\/oauth\/token +200 {2}grant_type=authorization_code\n {3}app: connected athlete 50777909 \(Hannah Müller\): tokens saved, valid until \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z\n/);
    expect(output).toContain('   the page the athlete sees: "Connected, Hannah. Your new activities will show up here."\n');
    expect(output).toContain('   The app saved the tokens in its store, by athlete: memory here, a database (encrypted) in production;\n');
    // The subscription: the challenge reaches the app before the API answers.
    expect(output).toMatch(/\n {3}API ← GET {2}\/api\/v3\/push_subscriptions +200\n {3}API → GET {2}\/webhook +hub\.mode=subscribe&hub\.challenge=[0-9a-f]{16}\n {3}API ← POST \/api\/v3\/push_subscriptions +201 {2}callback_url=http:\/\/127\.0\.0\.1:\d+\/webhook\n/);
    expect(output).toContain('   The app answered the challenge: subscription 9007199254740993, exact, where JSON.parse reads 9007199254740992\n');
    // A create event: one refresh, the activity in detail, ids beyond 2^53 exact beside JSON.parse's.
    expect(output).toMatch(/\n {3}API → POST \/webhook +\{"aspect_type":"create","event_time":\d+,"object_id":8205767543,"object_type":"activity","owner_id":50777909,"subscription_id":9007199254740993,"updates":\{\}\}\n {3}API ← POST \/api\/v3\/oauth\/token +200 {2}grant_type=refresh_token\n {3}app: saved new tokens of athlete 50777909, valid until [^\n]+\n {3}API ← GET {2}\/api\/v3\/activities\/8205767543 +200 {2}include_all_efforts=true\n {3}app: athlete 50777909 recorded activity 8205767543: Morning Ride \(Ride, 47500\.2 m\), laps: 5\n/);
    expect(output).toContain('   The body the API served, as the app reads it: Morning Ride, Ride, 47.50 km;\n');
    expect(output).toMatch(/\n {3}Virage de la poste +3104587219736879347 +3104587219736879000\n/);
    // The revocation, then the end.
    expect(output).toMatch(/\n {3}API → POST \/webhook +\{"aspect_type":"update","event_time":\d+,"object_id":50777909,"object_type":"athlete","owner_id":50777909,"subscription_id":9007199254740993,"updates":\{"authorized":"false"\}\}\n {3}app: athlete 50777909 revoked access; their tokens are deleted\n/);
    expect(output.endsWith('\nThe app and the fake are closed: nothing is left listening.\n')).toBe(true);
    // The client secret, the verify token, the code and the tokens are 40 hex digits each, as the
    // API's are (the demo makes its own, the fake issues the rest): none shows, nor its name.
    expect(output).not.toMatch(/[0-9a-f]{40}/);
    expect(output).not.toMatch(/client_secret|verify_token|access_token|code=/);
  }, TIMEOUT);
});

describe('node examples/fake-api.mjs', () => {
  it('runs the fake as a program, says where it listens and which token it refuses, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [join(directory, 'examples', 'fake-api.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = once(child, 'exit');
    try {
      let stdout = '';
      child.stdout.setEncoding('utf8');
      for await (const chunk of child.stdout as AsyncIterable<string>) {
        stdout += chunk;
        if (stdout.includes('Ctrl-C')) break;
      }
      const baseUrl = /^baseUrl {2}(http:\/\/127\.0\.0\.1:\d+\/api\/v3)\n/.exec(stdout)?.[1];
      expect(stdout).toMatch(/\ntokenUrl http:\/\/127\.0\.0\.1:\d+\/oauth\/token\nAny access token but "expired-token" is accepted; 1000 requests, then 429\. Ctrl-C stops it\.\n/);
      const athlete = await fetch(`${baseUrl ?? ''}/athlete`, { headers: { authorization: 'Bearer any-token' } });
      expect(athlete.status).toBe(200);
      expect(((await athlete.json()) as { firstname: string }).firstname).toBe('Hannah');
      const refused = await fetch(`${baseUrl ?? ''}/athlete`, { headers: { authorization: 'Bearer expired-token' } });
      expect(refused.status).toBe(401);
      await refused.body?.cancel();
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toEqual([0, null]);
  }, TIMEOUT);
});
