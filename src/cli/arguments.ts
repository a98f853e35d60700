import { parseArgs } from 'node:util';
import { ACCEPTED_BODIES } from './body-kinds.js';
import { UsageError } from './errors/usage-error.js';
import { MAX_INPUT_BYTES } from './input-text.js';
import type { InspectOptions } from './inspect.js';
import { fitToWidth, messageOf } from './terminal-text.js';

/** What the command line asks for. */
export type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'inspect'; readonly source: string; readonly options: InspectOptions };

/** Widest a line of the help is. */
const HELP_WIDTH = 80;

/** `text` broken into lines of at most `width` columns, at spaces. */
function wrapped(text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join('\n');
}

/** The command's help text. */
export const USAGE = `Usage: activity-records inspect <file|-> [options]

${wrapped(`Reads one API body from a file, or from standard input with -, and shows it: ${ACCEPTED_BODIES}.`, HELP_WIDTH)}

Options:
  --units metric|imperial   kilometers, meters and km/h (default), or miles, feet and mph
  --pace, --speed           show pace or speed (default: pace for runs, walks, hikes
                            and swims, speed otherwise)
  --sport NAME              the sport of records whose body does not say it (a list of
                            laps): Run, Swim... (a swim: meters and pace per 100 m)
  --laps FILE               with a stream set: a list of laps, or a detailed activity,
                            whose laps' windows are shown beside their own figures
  --json                    print the normalised records as JSON instead (ids exact)
  -v, --version             print the version
  -h, --help                print this help

Bars of laps and splits run from the lowest value among them (one #) to the
highest (full); bars of a zone chart are the time in each zone (the longest full).
A span bar (...###....) places each of the athlete's zones on the scale of all,
and each segment of a route along the route's line.
A stream's shape is the mean of its samples in each of 40 columns, from the
lowest column (_) through . - ~ to the highest (^); a blank column holds nulls.

${wrapped(`Exit codes: 0 shown; 1 the body is the API's error body (shown), is not one of those above, or its records are not valid (its issues are listed with their paths, the first 100 of each part, and counted); 2 the command could not read it (bad arguments, an unreadable file, more than ${MAX_INPUT_BYTES / (1024 * 1024)} MiB, text that is not UTF-8 or not JSON).`, HELP_WIDTH)}
`;

const MAX_MESSAGE_WIDTH = 200;

const OPTIONS = {
  units: { type: 'string' },
  sport: { type: 'string' },
  laps: { type: 'string' },
  json: { type: 'boolean' },
  pace: { type: 'boolean' },
  speed: { type: 'boolean' },
  version: { type: 'boolean', short: 'v' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * Reads the command line (without node and the script), with `node:util`'s `parseArgs`.
 *
 * @throws UsageError for anything it cannot run.
 */
export function parseArguments(args: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs quotes the offending argument as given, which may hold anything; its
    // first line says what is wrong, the others suggest a spelling.
    throw new UsageError(fitToWidth(messageOf(error).split('\n', 1)[0] ?? '', MAX_MESSAGE_WIDTH));
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { kind: 'help' };
  if (values.version === true) return { kind: 'version' };
  const [subcommand, source, ...rest] = positionals;
  if (subcommand === undefined) throw new UsageError('missing command');
  if (subcommand !== 'inspect') throw new UsageError('unknown command', subcommand);
  if (source === undefined) throw new UsageError('inspect needs a file, or - for standard input');
  if (rest.length > 0) throw new UsageError('one body at a time:', source, ...rest);
  const { units = 'metric' } = values;
  if (units !== 'metric' && units !== 'imperial') throw new UsageError('--units takes metric or imperial, not', units);
  if (values.pace === true && values.speed === true) throw new UsageError('--pace and --speed: choose one');
  const motion = values.pace === true ? 'pace' : values.speed === true ? 'speed' : 'auto';
  const { sport = null, laps = null } = values;
  if (sport === '') throw new UsageError('--sport takes the name of a sport, such as Run or Swim');
  if (laps === '') throw new UsageError('--laps takes a file of laps, or - for standard input');
  if (laps === '-' && source === '-') throw new UsageError('standard input holds one body: give the stream set or --laps as a file');
  return { kind: 'inspect', source, options: { units, json: values.json === true, motion, sport, laps } };
}
