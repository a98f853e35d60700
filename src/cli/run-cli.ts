import { decodeJSON, type Lap } from '../index.js';
import { jsonSyntaxFault } from '../json/json-syntax.js';
import { parseArguments, USAGE } from './arguments.js';
import { countOf } from './cells.js';
import { InvalidBodyError } from './errors/invalid-body-error.js';
import { NotUtf8Error } from './errors/not-utf8-error.js';
import { UnknownBodyError } from './errors/unknown-body-error.js';
import { UsageError } from './errors/usage-error.js';
import { readInputText } from './input-text.js';
import { inspectBody, type InspectedBody } from './inspect.js';
import { lapsOfBody } from './laps-body.js';
import { fitToWidth, messageOf, quoted } from './terminal-text.js';

/**
 * Where output goes: writes `text` and returns false once the reader has gone (a closed
 * pipe), or a promise of that when the writer should wait before more is written.
 */
export type Output = (text: string) => boolean | Promise<boolean>;

/** What the command touches outside itself, so that it runs the same in tests. */
export interface CliIo {
  readonly stdout: Output;
  readonly stderr: Output;
  /** A file's bytes, a chunk at a time; iterating rejects when the file cannot be read. */
  readonly readFile: (path: string) => AsyncIterable<Uint8Array>;
  /** Standard input's bytes, a chunk at a time. */
  readonly readStdin: () => AsyncIterable<Uint8Array>;
  /** The command's version, for `--version`. */
  readonly version: string;
}

/** Exit codes: 0 shown, 1 the body is not valid, not a known kind, or the API's error (shown), 2 the command could not read it. */
export const EXIT = { ok: 0, invalidBody: 1, failure: 2 } as const;

/** The command's name, which starts each line it writes to stderr. */
export const PROGRAM = 'activity-records';
/** Output is written in pieces of about this many characters: few writes, bounded memory. */
const CHUNK_SIZE = 64 * 1024;
/** Widest a message quoting the command's input is printed, in terminal columns. */
const MESSAGE_WIDTH = 300;

/** Runs `activity-records` with its arguments (without node and the script) and returns the exit code. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  let command;
  try {
    command = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    await io.stderr(`${PROGRAM}: ${error.message}\n\n${USAGE}`);
    return EXIT.failure;
  }
  if (command.kind === 'help') {
    await io.stdout(USAGE);
    return EXIT.ok;
  }
  if (command.kind === 'version') {
    await io.stdout(`${io.version}\n`);
    return EXIT.ok;
  }

  const body = await readBody(command.source, io);
  if (body === UNREAD) return EXIT.failure;
  let laps: readonly Lap[] | null = null;
  if (command.options.laps !== null) {
    const lapsBody = await readBody(command.options.laps, io);
    if (lapsBody === UNREAD) return EXIT.failure;
    const name = `${nameOf(command.options.laps)} (--laps)`;
    try {
      laps = lapsOfBody(lapsBody);
    } catch (error) {
      if (!(error instanceof InvalidBodyError)) throw error;
      await writeInvalid(io, name, error);
      return EXIT.invalidBody;
    }
    if (laps === null) {
      await io.stderr(`${PROGRAM}: ${name} is neither a list of laps nor a detailed activity\n`);
      return EXIT.invalidBody;
    }
  }
  const name = nameOf(command.source);
  let inspected: InspectedBody;
  try {
    inspected = inspectBody(body, command.options, laps);
  } catch (error) {
    if (error instanceof UnknownBodyError) {
      await io.stderr(`${PROGRAM}: ${name} is ${error.message}\n`);
      return EXIT.invalidBody;
    }
    if (error instanceof UsageError) {
      await io.stderr(`${PROGRAM}: ${name}: ${error.message}\n`);
      return EXIT.failure;
    }
    if (!(error instanceof InvalidBodyError)) throw error;
    await writeInvalid(io, name, error);
    return EXIT.invalidBody;
  }
  await writeLines(io.stdout, inspected.lines);
  return inspected.reportsFailure ? EXIT.invalidBody : EXIT.ok;
}

/** What `readBody` gives when it could not read a body, having said why. */
const UNREAD: unique symbol = Symbol('unread');

/** A file or standard input (`-`) as the command names it in messages. */
function nameOf(source: string): string {
  return source === '-' ? 'standard input' : quoted(source);
}

/**
 * The body `source` holds, decoded (ids exact), or `UNREAD` after a line on stderr saying
 * why not: it cannot be read, is more than the command reads, is not UTF-8, or not JSON.
 */
async function readBody(source: string, io: CliIo): Promise<unknown> {
  const name = nameOf(source);
  let text: string;
  try {
    text = await readInputText(source === '-' ? io.readStdin() : io.readFile(source));
  } catch (error) {
    const line = error instanceof NotUtf8Error ? `${name} is not UTF-8 text: ${error.message}` : `cannot read ${name}: ${describeReadError(error)}`;
    await io.stderr(`${PROGRAM}: ${line}\n`);
    return UNREAD;
  }
  try {
    return decodeJSON(text);
  } catch (error) {
    await io.stderr(`${PROGRAM}: ${name} is not valid JSON: ${fitToWidth(jsonFaultOf(error, text), MESSAGE_WIDTH)}\n`);
    return UNREAD;
  }
}

/**
 * Where `text`, which `decodeJSON` refused, stops being JSON: `expected ':' at offset 32
 * (line 2)`, lines counted as the UTF-8 error counts them; the error's message where the
 * grammar finds no fault (which no engine that follows it leaves).
 */
function jsonFaultOf(error: unknown, text: string): string {
  const fault = jsonSyntaxFault(text);
  if (fault === undefined) return messageOf(error);
  let line = 1;
  for (let index = 0; index < fault.offset; index++) if (text.charCodeAt(index) === 0x0a) line++;
  return `expected ${fault.expected} at offset ${fault.offset} (line ${line})`;
}

/** Writes that the body `name` has records that are not valid, the issues described, and how many more. */
async function writeInvalid(io: CliIo, name: string, error: InvalidBodyError): Promise<void> {
  const heading = `${PROGRAM}: ${name} has records that are not valid (${error.message}):`;
  const more = error.omitted > 0 ? [`  … and ${countOf(error.omitted, 'more issue', 'more issues')}`] : [];
  await writeLines(io.stderr, [heading], error.lines.map((line) => `  ${line}`), more);
}

/** Writes lines in chunks, waiting whenever the output asks to, and stops once the reader has gone. */
async function writeLines(output: Output, ...groups: Iterable<string>[]): Promise<void> {
  let chunk = '';
  for (const group of groups) {
    for (const line of group) {
      chunk += `${line}\n`;
      if (chunk.length < CHUNK_SIZE) continue;
      if (!(await output(chunk))) return;
      chunk = '';
    }
  }
  if (chunk !== '') await output(chunk);
}

function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES') return 'permission denied';
  return fitToWidth(messageOf(error), MESSAGE_WIDTH);
}
