import { decodeJSON } from '../json/decode-json.js';
import { InvalidBodyError, inspectBody, type InspectOptions } from './inspect.js';

/** What the command touches outside itself, so that it runs the same in tests. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** The text of a file; rejects when it cannot be read. */
  readonly readFile: (path: string) => Promise<string>;
  /** All of standard input as text. */
  readonly readStdin: () => Promise<string>;
}

/** Exit codes: 0 done, 1 the body has bad records, 2 the command could not run. */
export const EXIT = { ok: 0, invalidRecords: 1, failure: 2 } as const;

export const USAGE = `Usage: activity-records inspect <file|-> [options]

Reads an API body (a detailed activity, a list of laps, a list of segment efforts, or
one record) from a file, or from standard input with -, and prints its laps and
segment efforts as tables.

Options:
  --units metric|imperial   kilometers, meters and km/h (default), or miles, feet and mph
  --pace, --speed           show laps' pace or speed (default: pace for runs, walks and
                            hikes, speed otherwise)
  --json                    print the normalised records as JSON instead (ids exact)
  -h, --help                print this help

Exit codes: 0 done; 1 the body has records that are not valid (every issue is listed
with its path); 2 the command could not run (bad arguments, unreadable file, not JSON).
`;

class UsageError extends Error {}

interface Command {
  readonly source: string;
  readonly options: InspectOptions;
}

/** Runs `activity-records` with its arguments (without node and the script) and returns the exit code. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  let command: Command | 'help';
  try {
    command = parseArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`activity-records: ${error.message}\n\n${USAGE}`);
    return EXIT.failure;
  }
  if (command === 'help') {
    io.stdout(USAGE);
    return EXIT.ok;
  }

  const name = command.source === '-' ? 'standard input' : JSON.stringify(command.source);
  let text: string;
  try {
    text = command.source === '-' ? await io.readStdin() : await io.readFile(command.source);
  } catch (error) {
    io.stderr(`activity-records: cannot read ${name}: ${describeReadError(error)}\n`);
    return EXIT.failure;
  }
  let body: unknown;
  try {
    body = decodeJSON(text);
  } catch (error) {
    io.stderr(`activity-records: ${name} is not valid JSON: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.failure;
  }
  try {
    io.stdout(`${inspectBody(body, command.options)}\n`);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof InvalidBodyError)) throw error;
    io.stderr(`activity-records: ${name} has records that are not valid (${error.lines.length} issues):\n${error.lines.map((line) => `  ${line}`).join('\n')}\n`);
    return EXIT.invalidRecords;
  }
}

function parseArgs(args: readonly string[]): Command | 'help' {
  if (args.includes('--help') || args.includes('-h')) return 'help';
  const [subcommand, ...rest] = args;
  if (subcommand === undefined) throw new UsageError('missing command');
  if (subcommand !== 'inspect') throw new UsageError(`unknown command ${JSON.stringify(subcommand)}`);
  let source: string | undefined;
  let units: InspectOptions['units'] = 'metric';
  let motion: InspectOptions['motion'] = 'auto';
  let json = false;
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index] ?? '';
    const [flag, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (flag === '--units') {
      const value = inline ?? rest[++index];
      if (value !== 'metric' && value !== 'imperial') throw new UsageError(`--units takes metric or imperial, not ${JSON.stringify(value ?? '')}`);
      units = value;
    } else if (flag === '--json') {
      json = true;
    } else if (flag === '--pace' || flag === '--speed') {
      motion = flag === '--pace' ? 'pace' : 'speed';
    } else if (arg === '-' || !arg.startsWith('-')) {
      if (source !== undefined) throw new UsageError(`one body at a time: ${JSON.stringify(source)} and ${JSON.stringify(arg)}`);
      source = arg;
    } else {
      throw new UsageError(`unknown option ${JSON.stringify(arg)}`);
    }
  }
  if (source === undefined) throw new UsageError('inspect needs a file, or - for standard input');
  return { source, options: { units, json, motion } };
}

function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}
