import { describe, expect, it } from 'vitest';
import { EXIT, runCli, USAGE, type CliIo } from '../../src/cli/run-cli.js';
import { fixtureText } from '../helpers/fixtures.js';

/** Runs the command in-process over fixture files, capturing what it writes. */
async function run(args: string[], stdin = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    readFile: (path) => {
      if (path === 'missing.json') return Promise.reject(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }));
      if (path === 'a-directory') return Promise.reject(Object.assign(new Error('EISDIR'), { code: 'EISDIR' }));
      return Promise.resolve(fixtureText(path));
    },
    readStdin: () => Promise.resolve(stdin),
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

describe('activity-records inspect', () => {
  it('prints the lap and segment-effort tables of a detailed activity', async () => {
    const { code, stdout, stderr } = await run(['inspect', 'docs-activity-detailed.json']);
    expect(code).toBe(EXIT.ok);
    expect(stderr).toBe('');
    expect(stdout).toContain('MountainBikeRide 12345678987654321: "Happy Friday", 28.10 km, 1:10:07');
    expect(stdout).toMatch(/#\s+name\s+distance km\s+moving\s+speed km\/h\s+avg HR\s+avg W\s+elev m/);
    expect(stdout).toMatch(/1\s+Lap 1\s+8\.05\s+26:09\s+18\.4\s+-\s+233\s+276/);
    expect(stdout).toMatch(/Tunnel Rd\.\s+9\.43\s+33:58/);
  });

  it('prints a list of laps in imperial units, with pace on request', async () => {
    const { code, stdout } = await run(['inspect', 'docs-activity-laps.json', '--units', 'imperial', '--pace']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/#\s+name\s+distance mi\s+moving\s+pace \/mi\s+avg HR\s+avg W\s+elev ft/);
    expect(stdout).toMatch(/1\s+Lap 1\s+5\.00\s+26:27\s+5:38\s+-\s+228\s+886/);
  });

  it('shows pace for a run by default, and --speed overrides it', async () => {
    const run2013 = '{"type": "Run", "name": "Run", "laps": [{"lap_index": 1, "distance": 1000, "moving_time": 300, "average_speed": 3.333}]}';
    expect((await run(['inspect', '-'], run2013)).stdout).toMatch(/pace \/km[\s\S]*5:00/);
    expect((await run(['inspect', '-', '--speed'], run2013)).stdout).toMatch(/speed km\/h[\s\S]*12\.0/);
  });

  it('prints a list of segment efforts with their PR ranks', async () => {
    const { code, stdout } = await run(['inspect', 'docs-segment-efforts.json', '--units=metric']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/name\s+distance km\s+time\s+PR rank\s+KOM\s+PR activity/);
  });

  it('prints one record, a lap or an effort', async () => {
    expect((await run(['inspect', 'docs-segment-effort.json'])).stdout).toMatch(/Alpe d'Huez\s+0\.08\s+6:21/);
    expect((await run(['inspect', '-'], '{"name": "Solo", "distance": 500}')).stdout).toMatch(/1\s+Solo\s+0\.50/);
  });

  it('says so for an empty list or an activity without laps', async () => {
    expect((await run(['inspect', '-'], '[]')).stdout).toBe('No laps.\n');
    expect((await run(['inspect', '-'], '{"id": 1, "name": "x", "laps": [], "segment_efforts": []}')).stdout).toContain('No segment efforts.');
  });

  it('prints normalised records as JSON with --json, ids exact', async () => {
    const { code, stdout } = await run(['inspect', 'docs-activity-laps.json', '--json']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain('"id": 12345678987654321');
    expect(JSON.parse(stdout)).toHaveLength(1);
    const detailed = JSON.parse((await run(['inspect', 'docs-activity-detailed.json', '--json'])).stdout) as Record<string, unknown[]>;
    expect(Object.keys(detailed)).toEqual(['laps', 'segment_efforts']);
    expect(JSON.parse((await run(['inspect', 'docs-segment-effort.json', '--json'])).stdout)).toMatchObject({ id: 1234556789 });
  });

  it('lists every issue with its path and exits 1 for bad records', async () => {
    const body = '{"laps": [{"distance": "far"}, {"start_date": "2018-02-30T00:00:00Z"}], "segment_efforts": [{"id": "x"}]}';
    const { code, stdout, stderr } = await run(['inspect', '-'], body);
    expect(code).toBe(EXIT.invalidRecords);
    expect(stdout).toBe('');
    expect(stderr).toContain('(3 issues)');
    expect(stderr).toContain('laps[0].distance: expected number, received "far"');
    expect(stderr).toContain('laps[1].start_date: expected date-time string');
    expect(stderr).toContain('segment_efforts[0].id: expected integer, received "x"');
    expect((await run(['inspect', '-'], '[{"distance": true}]')).stderr).toContain('[0].distance: expected number, received true');
    expect((await run(['inspect', '-'], '"a string"')).code).toBe(EXIT.invalidRecords);
  });

  it('exits 2 with one clear line for a missing file, a directory or broken JSON', async () => {
    const missing = await run(['inspect', 'missing.json']);
    expect(missing).toEqual({ code: EXIT.failure, stdout: '', stderr: 'activity-records: cannot read "missing.json": no such file\n' });
    expect((await run(['inspect', 'a-directory'])).stderr).toBe('activity-records: cannot read "a-directory": it is a directory\n');
    const broken = await run(['inspect', '-'], '{"laps": [');
    expect(broken.code).toBe(EXIT.failure);
    expect(broken.stderr.trim().split('\n')).toHaveLength(1);
    expect(broken.stderr).toContain('standard input is not valid JSON');
  });

  it('prints help with --help and exits 0', async () => {
    expect(await run(['--help'])).toEqual({ code: EXIT.ok, stdout: USAGE, stderr: '' });
    expect((await run(['inspect', '-h'])).stdout).toBe(USAGE);
  });

  it.each([
    [[], 'missing command'],
    [['explode'], 'unknown command "explode"'],
    [['inspect'], 'inspect needs a file'],
    [['inspect', 'a.json', 'b.json'], 'one body at a time'],
    [['inspect', 'a.json', '--units', 'parsecs'], '--units takes metric or imperial, not "parsecs"'],
    [['inspect', 'a.json', '--verbose'], 'unknown option "--verbose"'],
  ])('rejects %j with a usage error and exit code 2', async (args, message) => {
    const { code, stderr } = await run(args);
    expect(code).toBe(EXIT.failure);
    expect(stderr).toContain(message);
    expect(stderr).toContain('Usage: activity-records inspect');
  });
});
