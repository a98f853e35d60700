import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(root, 'test', 'fixtures');
let directory: string;
let cli: string;

// The command as users run it: a child process, built from the source here so that the
// tests need no prior `npm run build`.
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'activity-records-cli-'));
  cli = join(directory, 'cli.mjs');
  await build({ entryPoints: [join(root, 'src/cli/main.ts')], bundle: true, platform: 'node', format: 'esm', outfile: cli, logLevel: 'silent' });
});
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the activity-records command, as a child process', () => {
  it('prints the lap table of the published example activity', () => {
    const { code, stdout, stderr } = run(['inspect', join(fixtures, 'docs-activity-detailed.json')]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/1\s+Lap 1\s+8\.05\s+26:09/);
  });

  it('reads standard input with -', () => {
    const { code, stdout } = run(['inspect', '-'], '[{"name": "piped", "distance": 1609.344}]');
    expect(code).toBe(0);
    expect(stdout).toMatch(/1\s+piped\s+1\.61/);
  });

  it('exits 1 and lists the issues for bad records', () => {
    const { code, stderr } = run(['inspect', '-'], '[{"id": 12345678987654321.5, "split": "2"}]');
    expect(code).toBe(1);
    expect(stderr).toContain('[0].split: expected integer, received "2"');
  });

  it('exits 2 with one line, never a stack trace, for a missing file and for broken JSON', () => {
    for (const result of [run(['inspect', join(fixtures, 'no-such-file.json')]), run(['inspect', '-'], '{')]) {
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
