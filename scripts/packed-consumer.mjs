// The package as a consumer gets it: `npm pack` of the build in dist/, installed into a
// new scratch project. Shared by the checks that compile or run code against the package.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The path of a command installed in the repository's node_modules/.bin. */
export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Runs a command and returns its standard output; a failure throws with the output attached. */
export const run = (command, args, cwd = root, options = {}) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe', ...options });

/**
 * Packs the package, installs the tarball into a new consumer project and calls `use`
 * with the consumer's directory; the scratch directory is removed afterwards, whatever
 * `use` does.
 */
export async function withPackedConsumer(use) {
  const scratch = mkdtempSync(join(tmpdir(), 'activity-records-consumer-'));
  try {
    const tarball = run('npm', ['pack', '--silent', '--pack-destination', scratch]).trim().split('\n').pop();
    const consumer = join(scratch, 'consumer');
    mkdirSync(consumer);
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
    run('npm', ['install', '--no-audit', '--no-fund', '--silent', join(scratch, tarball)], consumer);
    return await use(consumer);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
