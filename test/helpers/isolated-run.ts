import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** How a child process ended: what it printed, or that it was killed at the time limit. */
export interface IsolatedResult {
  readonly timedOut: boolean;
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The library built from this checkout's source, and a way to run code against it in a child process. */
export interface IsolatedLibrary {
  /**
   * Runs `body` as an ES module in which `lib` is the library, in a child process killed
   * after `timeLimit` ms, so that a hang or a crash fails one test instead of the run.
   */
  run(body: string, options?: { readonly timeLimit?: number; readonly nodeOptions?: readonly string[] }): IsolatedResult;
  /** Removes the built files. */
  dispose(): void;
}

/**
 * Builds one of the library's entries from source into a scratch directory: the main
 * entry (`src/index.ts`) by default, or `src/http/index.ts`.
 */
export async function isolatedLibrary(entry: 'src/index.ts' | 'src/http/index.ts' = 'src/index.ts'): Promise<IsolatedLibrary> {
  const directory = mkdtempSync(join(tmpdir(), 'activity-records-isolated-'));
  const bundle = join(directory, 'library.mjs');
  await build({ entryPoints: [join(root, entry)], bundle: true, platform: 'neutral', format: 'esm', outfile: bundle, logLevel: 'silent' });
  const importLine = `import * as lib from ${JSON.stringify(pathToFileURL(bundle).href)};\n`;
  return {
    run(body, { timeLimit = 10_000, nodeOptions = [] } = {}) {
      const result = spawnSync(process.execPath, [...nodeOptions, '--input-type=module', '-e', importLine + body], {
        encoding: 'utf8',
        timeout: timeLimit,
        killSignal: 'SIGKILL',
        maxBuffer: 64 * 1024 * 1024,
      });
      return { timedOut: result.signal === 'SIGKILL', status: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    dispose() {
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
