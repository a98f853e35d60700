import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Options } from 'tsup';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import configs from '../../tsup.config.js';
import type { LatLng } from '../../src/index.js';
import { TEST_RUN, testBody, testData, testText } from '../helpers/fixtures.js';
import { encodePolyline } from '../helpers/polyline.js';
import { SHARED_FIXTURES, itShared } from '../helpers/shared-fixtures.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const real = join(SHARED_FIXTURES, 'real');
const REAL_LAPS = join(real, 'statistics-for-strava', 'ImportActivityLapsCommandHandlerTest__6bc54c22__laps.json');
const REAL_RUN = join(real, 'strava-ruby-client', 'activity__0__activities_1946417534__f7f30f15bdafdbca.json');
const REAL_LAP_LIST = join(real, 'go.strava', 'activity_list_laps__9bdca86119b77de5.json');
const REAL_EFFORT = join(real, 'go.strava', 'segment_effort_get__3a9884c318109ff0.json');
/** What must never reach a terminal raw: C0 but the line feeds between rows, DEL, C1, bidi controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Generous bound for one run of the command: a hang fails the test, not the suite. */
const TIMEOUT = 60_000;

let directory: string;
let cli: string;

// The command as users run it: a child process, built by the project's own tsup config
// (its command block, beside the library's ESM build it imports, as the package ships them)
// so that the test also covers what that config bundles and what it leaves to the library.
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'activity-records-cli-'));
  const isCommand = (config: Options) => JSON.stringify(config.entry).includes('src/cli/main.ts');
  const library = (configs as Options[]).find((config) => !isCommand(config));
  const command = (configs as Options[]).find(isCommand);
  await build({ ...library, format: ['esm'], outDir: directory, config: false, silent: true, clean: false });
  await build({ ...command, outDir: directory, config: false, silent: true, clean: false, metafile: true });
  cli = join(directory, 'cli.js');
}, TIMEOUT);
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8', timeout: TIMEOUT, maxBuffer: 1024 ** 3 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Module state created at evaluation: new instances of these, or a symbol. */
const STATEFUL = new Set(['WeakMap', 'WeakSet', 'Map', 'Set', 'WeakRef', 'FinalizationRegistry']);

/**
 * What in a module's source has an identity that two copies of it would split: each class it
 * declares (`instanceof` of one copy is false for the other's instances), each collection it
 * creates and each symbol it makes (`new WeakMap()`, `Symbol()`), as `kind name` or `kind
 * at line`.
 */
function identityBearers(text: string): string[] {
  const source = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) found.push(`class ${node.name?.text ?? at(node)}`);
    else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && STATEFUL.has(node.expression.text)) found.push(`new ${node.expression.text} at ${at(node)}`);
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Symbol') found.push(`Symbol() at ${at(node)}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function lapsBody(count: number, lap: (index: number) => Record<string, unknown>): string {
  const laps: string[] = [];
  for (let index = 0; index < count; index++) laps.push(JSON.stringify({ lap_index: index + 1, ...lap(index) }));
  return `[${laps.join(',')}]`;
}

function bodyFile(name: string, text: string): string {
  const path = join(directory, name);
  writeFileSync(path, text);
  return path;
}

describe('the built command', () => {
  it('imports nothing but Node built-ins and the library\'s ESM entry beside it: the width library is bundled in', () => {
    // The command is minified: its imports are statements of one line with the rest (`import{x as y}from"fs";`).
    const imports = [...readFileSync(cli, 'utf8').matchAll(/(?:^|[;\n])import\s*(?:[\w$*{][^;"]*?from\s*)?"([^"]+)";/g)].map((match) => match[1]);
    expect(imports).toContain('./index.js');
    for (const name of imports) expect(name).toMatch(/^(?:(?:node:)?(?:fs|util)|\.\/index\.js)$/);
  });

  it('bundles of the library only helpers that declare no class and hold no module state: records, errors and their state come from ./index.js', () => {
    const { outputs } = JSON.parse(readFileSync(join(directory, 'metafile-esm.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
    const inputs = Object.keys(Object.values(outputs)[0]?.inputs ?? {});
    expect(inputs).toContain('src/cli/main.ts');
    const bundled = inputs.filter((input) => input.startsWith('src/') && !input.startsWith('src/cli/'));
    expect(Object.fromEntries(bundled.map((module) => [module, identityBearers(readFileSync(join(root, module), 'utf8'))]))).toEqual(
      Object.fromEntries(bundled.map((module) => [module, []])),
    );
  });

  it('shows a generated detailed run: its laps, splits, segment efforts and best efforts', () => {
    const file = bodyFile('run.json', testText(testBody(testData().activity(TEST_RUN), 'run')));
    const { code, stdout, stderr } = run(['inspect', file]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`^Activity ${TEST_RUN}\n[\\s\\S]*start \\(local time\\) +2024-03-24 09:04:33\n[\\s\\S]*Laps \\(22 laps\\)[\\s\\S]*Splits per km \\(22 splits\\)[\\s\\S]*Segment efforts \\(\\d+ efforts?\\)[\\s\\S]*Best efforts \\(11 efforts\\)`));
  });

  itShared.each([
    ['a detailed activity', REAL_RUN, /^Activity 1946417534\n[\s\S]*start \(local time\) +2018-11-04 09:53:46\n[\s\S]*Laps \(1 lap\)[\s\S]*Segment efforts \(53 efforts\)[\s\S]*Best efforts \(13 efforts\)/],
    ['laps in an object', REAL_LAPS, /Laps \(2 laps\)/],
    ['a list of laps', REAL_LAP_LIST, /^Laps \(1 lap\)\n/],
    ['one segment effort', REAL_EFFORT, /^Segment efforts \(1 effort\)\n[\s\S]*2013-03-29 06:49:35 {2}Hawk Hill +2\.66 +6:00 +191 +461 +1 +1 +- +46320211\n/],
    ['many segment efforts', join(real, 'go.strava', 'athlete_list_koms__47db494bbad9a786.json'), /^Segment efforts \(30 efforts\)\n/],
    ['comments', join(real, 'go.strava', 'activity_list_comments__4a36276d74d94edd.json'), /^Comments \(1 comment\)\n[\s\S]*Paul Mach {2}Testing!!!/],
    ['kudos', join(real, 'strava-ruby-client', 'activity_kudos__0__activities_1946417534_kudos__5ba7e5ad2eff4f0b.json'), /^Athletes \(\d+ athletes?\)\n/],
    ['zones', join(real, 'go.strava', 'activity_list_zones__0ffc56933115220e.json'), /^Heart rate zones \(score 12, [^)]*\)\n[\s\S]*\n {3}1 +0-108 +31:58 +68 {2}#{30}\n[\s\S]*\nPower zones/],
    ['photos', join(real, 'strava-ruby-client', 'activity_photos__0__activities_1946417534_photos__cee0c5146e5c0bb5.json'), /^Photos \(\d+ photos?\)\n/],
    ['athlete stats', join(real, 'go.strava', 'athlete_stats__930a974d7ef3ffab.json'), /^Athlete stats\n[\s\S]*\nall rides +765 /],
    ['a list of activities', join(real, 'strava-ruby-client', 'all_athlete_activities__0__athlete_activities__293a781e58ba6c10.json'), /^Activities \(30 activities\)\n[\s\S]* \d:\d\d \/km /],
    ['an athlete', join(real, 'strava-ruby-client', 'athlete__0__athlete__0f462d7188e0ce45.json'), /^Athlete 26462176\n[\s\S]*\nShoes \(5 pairs\)\n[\s\S]*\nClubs \(9 clubs\)\n/],
  ])('shows a real body: %s', (_, file, shown) => {
    const { code, stdout, stderr } = run(['inspect', file]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(shown);
  });

  it('prints --version from the package', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(run(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('shows control, C1 and bidi characters in names escaped, byte for byte', () => {
    const names = ['ESC\u001b[31mred', 'BEL\u0007', 'CR\roverwrite', 'C1\u009b2J\u0085', 'bidi\u202egnp.exe\u2066x\u2069', 'DEL\u007f'];
    const { code, stdout } = run(['inspect', '-'], lapsBody(names.length, (index) => ({ name: names[index] })));
    expect(code).toBe(0);
    const nameCells = stdout.split('\n').slice(3, 3 + names.length).map((line) => line.slice(3, 33).trimEnd());
    expect(nameCells).toEqual([
      'ESC\\u001b[31mred',
      'BEL\\u0007',
      'CR\\roverwrite',
      'C1\\u009b2J\\u0085',
      'bidi\\u202egnp.exe\\u2066x\\u2069',
      'DEL\\u007f',
    ]);
    expect(stdout).not.toMatch(RAW_CONTROLS);
  });

  it('shows zero-width, bidi and tag characters escaped, in tables and in --json alike', () => {
    const names = ['pay\u200bpal', 'x\u200dy', 'soft\u00adhyphen', 'BOM\ufeff', 'tag\u{E0041}\u{E007F}', 'LRM\u200e'];
    const body = lapsBody(names.length, (index) => ({ name: names[index] }));
    const { code, stdout } = run(['inspect', '-'], body);
    expect(code).toBe(0);
    const nameCells = stdout.split('\n').slice(3, 3 + names.length).map((line) => line.slice(3).split('  ')[0]);
    expect(nameCells).toEqual(['pay\\u200bpal', 'x\\u200dy', 'soft\\u00adhyphen', 'BOM\\ufeff', 'tag\\udb40\\udc41\\udb40\\udc7f', 'LRM\\u200e']);
    expect(stdout).not.toMatch(/\p{Cf}/u);
    const json = run(['inspect', '-', '--json'], body).stdout;
    expect(json).not.toMatch(/\p{Cf}/u);
    expect((JSON.parse(json) as { name: string }[]).map((lap) => lap.name)).toEqual(names);
  });

  it('shows a zone type it does not know escaped and cut in the zone\'s heading, never raw', () => {
    const type = `heart\u001b[31mrate\nX\u202e${'y'.repeat(100_000)}`;
    const { code, stdout } = run(['inspect', '-'], JSON.stringify([{ type, distribution_buckets: [] }]));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Zones of type heart\\u001b\[31mrate\\nX\\u202ey{10,}…\nNo distribution\.\n$/);
    expect(stdout.length).toBeLessThan(100);
    expect(stdout).not.toMatch(RAW_CONTROLS);
  });

  it('says what is wrong where the path is a thousand keys deep: the path is cut, never the message', () => {
    const body = `[{"lap_index": 1, "deep": ${'{"level":'.repeat(1_200)}1${'}'.repeat(1_200)}}]`;
    const { code, stderr } = run(['inspect', '-'], body);
    expect(code).toBe(1);
    const [, issue] = stderr.split('\n');
    expect(issue).toMatch(/^ {2}\[0\]\.deep(\.level)+\.?…: expected JSON value, received object \(nested deeper than 1000 levels\)$/);
    expect(issue?.length).toBeLessThan(320);
  });

  it('keeps one line per lap when a name holds line breaks, so no row can be forged', () => {
    const forged = 'Lap\n99  Forged  999.00\r\n\u2028x';
    const { stdout } = run(['inspect', '-'], lapsBody(3, (index) => ({ name: index === 1 ? forged : `Lap ${index + 1}` })));
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2 + 1 + 3);
    expect(lines[4]).toMatch(/^2 {2}Lap\\n99 {2}Forged {2}999\.00\\r\\n… +- /);
  });

  it('keeps output proportional to the rows: one 100,000-character name among 1,000 laps', () => {
    const { code, stdout } = run(['inspect', '-'], lapsBody(1000, (index) => ({ name: index === 500 ? 'x'.repeat(100_000) : `Lap ${index + 1}` })));
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3 + 1000);
    expect(stdout.length).toBeLessThan(1000 * 120);
    expect(lines[3 + 500]).toContain(`${'x'.repeat(29)}…`);
  });

  it('shows 200,000 laps, a row each', () => {
    const file = bodyFile('laps-200k.json', lapsBody(200_000, (index) => ({ name: `Lap ${index + 1}`, distance: 1000 + (index % 100), moving_time: 300, average_speed: 3 + (index % 7) / 10, average_heartrate: 140 + (index % 20) })));
    const { code, stdout, stderr } = run(['inspect', file]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.split('\n')).toHaveLength(1 + 2 + 200_000 + 1);
    expect(stdout).toMatch(/\n200000 {2}Lap 200000 +1\.10 +5:00 +11\.5 {2}#+ +159 {2}#{12} +-\n$/);
  }, TIMEOUT);

  it('shows 200,000 activities, a row each in its sport\'s units, and ends quietly when the reader closes the pipe', async () => {
    const sports = ['Run', 'Ride', 'Swim'];
    const activities: string[] = [];
    for (let index = 0; index < 200_000; index++) {
      const activity = { id: 9_007_199_254_740_993n + BigInt(index), workout_type: null, sport_type: sports[index % 3], name: `Activity ${index + 1}`, distance: 1000, moving_time: 400, average_speed: 2.5 };
      activities.push(JSON.stringify(activity, (_, value: unknown) => (typeof value === 'bigint' ? `@${value}@` : value)).replace(/"@(\d+)@"/, '$1'));
    }
    const file = bodyFile('activities-200k.json', `[${activities.join(',')}]`);
    const { code, stdout, stderr } = run(['inspect', file]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const shown = stdout.split('\n');
    expect(shown).toHaveLength(1 + 2 + 200_000 + 1);
    expect(shown[3]).toMatch(/^Run +Activity 1 +1\.00 km +6:40 +6:40 \/km +- +9007199254740993$/);
    expect(shown[4]).toMatch(/^Ride +Activity 2 +1\.00 km +6:40 +9\.0 km\/h +- +9007199254740994$/);
    expect(shown[200_002]).toMatch(/^Ride +Activity 200000 +1\.00 km +6:40 +9\.0 km\/h +- +9007199254940992$/);
    const child = spawn(process.execPath, [cli, 'inspect', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      errors += text;
    });
    await new Promise((resolve) => child.stdout.once('data', resolve));
    child.stdout.destroy();
    expect(await new Promise<number | null>((resolve) => child.on('close', resolve))).toBe(0);
    expect(errors).toBe('');
  }, TIMEOUT);

  it('shows a route of 200,000 segments along a line of 170,000 points, a row each, placing the first ones along it', () => {
    const line = encodePolyline(Array.from({ length: 170_000 }, (_, index): LatLng => [45, 7 + index * 0.00001]));
    const segments = Array.from({ length: 200_000 }, (_, index) => ({
      name: `Segment ${index + 1}`, distance: 100, start_latlng: [45, 7 + (index % 1000) * 0.0017], end_latlng: [45, 7.0008 + (index % 1000) * 0.0017],
    }));
    const file = bodyFile('route-200k.json', JSON.stringify({ id: 1, name: 'Long', distance: 133_600, elevation_gain: 0, type: 1, sub_type: 1, map: { id: 'r1', polyline: line }, segments }));
    const { code, stdout, stderr } = run(['inspect', file]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const shown = stdout.trimEnd().split('\n');
    const table = shown.indexOf('Segments along the route (200,000 segments)');
    expect(shown).toHaveLength(table + 3 + 200_000);
    expect(shown[table + 3]).toMatch(/^Segment 1 +0\.10 +- +- +#\.{29}$/);
    expect(shown[table + 3 + 500]).toMatch(/^Segment 501 +0\.10 +- +- +\.{15}#\.{14}$/);
    // Past the comparisons the view makes for all of them, a segment is listed without its place.
    expect(shown.at(-1)).toMatch(/^Segment 200000 +0\.10 +- +-$/);
  }, TIMEOUT);

  it('counts 200,000 issues, lists the first 100 with their paths and counts the rest', () => {
    const file = bodyFile('issues-200k.json', lapsBody(200_000, () => ({ distance: 'far' })));
    const { code, stdout, stderr } = run(['inspect', file]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/has records that are not valid \(200,000 issues\):$/);
    expect(lines).toHaveLength(1 + 100 + 1);
    expect(lines[100]).toBe('  [99].distance: expected number, received "far"');
    expect(lines[101]).toBe('  … and 199,900 more issues');
  }, TIMEOUT);

  it('ends quietly with exit 0 when the reader closes the pipe early (| head)', async () => {
    const file = bodyFile('laps-head.json', lapsBody(200_000, (index) => ({ name: `Lap ${index + 1}` })));
    const child = spawn(process.execPath, [cli, 'inspect', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    const first = await new Promise<string>((resolve) => {
      child.stdout.once('data', (chunk: Buffer) => {
        resolve(chunk.toString('utf8'));
      });
    });
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(first).toMatch(/^Laps \(200,000 laps\)\n/);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  }, TIMEOUT);

  it.each([['{}'], ['[{"foo":1}]']])('exits 1 with one line for %s, never an empty table', (body) => {
    const { code, stdout, stderr } = run(['inspect', '-'], body);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('reads at most 128 MiB of standard input or of a file, even from /dev/zero, and exits 2 with one line', () => {
    const zeros = openSync('/dev/zero', 'r');
    try {
      const stdin = spawnSync(process.execPath, [cli, 'inspect', '-'], { stdio: [zeros, 'pipe', 'pipe'], encoding: 'utf8', timeout: TIMEOUT });
      expect({ code: stdin.status, stderr: stdin.stderr }).toEqual({
        code: 2,
        stderr: 'activity-records: cannot read standard input: larger than 128 MiB, the most inspect reads\n',
      });
    } finally {
      closeSync(zeros);
    }
    const file = run(['inspect', '/dev/zero']);
    expect({ code: file.code, stderr: file.stderr }).toEqual({
      code: 2,
      stderr: 'activity-records: cannot read "/dev/zero": larger than 128 MiB, the most inspect reads\n',
    });
  }, TIMEOUT);

  it('says where a file is not UTF-8 and exits 2', () => {
    const path = bodyFile('latin1.json', '');
    writeFileSync(path, Buffer.concat([Buffer.from('[{"lap_index": 1, "name": "Caf'), Buffer.from([0xe9]), Buffer.from('"}]')]));
    const { code, stdout, stderr } = run(['inspect', path]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^activity-records: ".*latin1\.json" is not UTF-8 text: byte 0xE9 at byte offset 30 \(line 1\) begins no UTF-8 character\n$/);
  });

  it('exits 2 with one line, never a stack trace, for a missing file, broken JSON or a bad option', () => {
    for (const result of [run(['inspect', join(directory, 'no-such-file.json')]), run(['inspect', '-'], '{'), run(['inspect', '-', '--bogus'])]) {
      expect(result.code).toBe(2);
      expect(result.stderr.split('\n')[0]).toMatch(/^activity-records: /);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
