import { runCli, type CliIo } from '../../src/cli/run-cli.js';
import { sharedFileText } from './shared-fixtures.js';

/** Input given as text (written as UTF-8), bytes, or chunks as they would arrive. */
export type Input = string | Uint8Array | AsyncIterable<Uint8Array>;

/** What a run of the command wrote, its exit code, and how many writes reached standard output. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly writes: number;
}

/** How `runCommand` feeds the command. */
export interface CliRunOptions {
  /** Standard input. Default: empty. */
  readonly stdin?: Input;
  /** Standard output reports the reader gone after this many writes. Default: never. */
  readonly closeStdoutAfter?: number;
  /** Files by path: their content, or the error reading them throws. Any other path is read from ../shared/fixtures/ (`real/…`). */
  readonly files?: Readonly<Record<string, Input | Error>>;
}

/** The chunks of `input`, as a file or standard input would give them. */
export async function* chunksOf(input: Input): AsyncGenerator<Uint8Array, void, undefined> {
  if (typeof input === 'string') yield new TextEncoder().encode(input);
  else if (input instanceof Uint8Array) yield input;
  else yield* input;
}

/** Runs `activity-records` in-process with `args`, over the files given and the real bodies, capturing what it writes. */
export async function runCommand(args: readonly string[], options: CliRunOptions = {}): Promise<CliRun> {
  const { stdin = '', closeStdoutAfter = Infinity, files = {} } = options;
  let stdout = '';
  let stderr = '';
  let writes = 0;
  const io: CliIo = {
    stdout: (text) => {
      writes++;
      stdout += text;
      return writes < closeStdoutAfter;
    },
    stderr: (text) => {
      stderr += text;
      return Promise.resolve(true);
    },
    readFile: async function* (path) {
      const file = Object.hasOwn(files, path) ? files[path] : undefined;
      if (file instanceof Error) throw file;
      yield* chunksOf(file ?? sharedFileText(path));
    },
    readStdin: () => chunksOf(stdin),
    version: '9.8.7',
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr, writes };
}
