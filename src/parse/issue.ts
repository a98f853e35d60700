import { cutToLength } from './cut-text.js';
import { quoted } from './received-value.js';

/** One step of a path into the input: an object key or an array index. */
export type PathSegment = string | number;

/**
 * One problem found in the input: where it is, what was expected there, what was
 * found instead, and a readable sentence saying so.
 *
 * @example
 * ```ts
 * { path: ['activity', 'id'], expected: 'integer', received: '"12a"',
 *   message: 'expected integer, received "12a"' }
 * ```
 */
export interface Issue {
  /** Keys and indexes from the value given to `parse` down to the offending value; empty for the value itself. */
  readonly path: readonly PathSegment[];
  /** What the field accepts, for example `integer` or `date-time string`. */
  readonly expected: string;
  /** A short rendering of the value found, for example `"12a"`, `1.5`, `array` or `undefined`. */
  readonly received: string;
  /** A sentence saying what is wrong (without the path), and the remedy where there is one. */
  readonly message: string;
}

/** Issues of a value that has any: never empty, as `ParseError.issues` is. */
export type Issues = readonly [Issue, ...Issue[]];

/** Whether `issues` holds any: narrows a list of issues to `Issues`. */
export function hasIssues(issues: readonly Issue[]): issues is Issues {
  return issues.length > 0;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Longest a path is written, in characters (in terminal columns, by the command). */
const PATH_LENGTH = 160;
/** Longest a message is written in an issue's sentence: longer than any the library writes, so only a message given to `ParseError` is ever cut. */
const MESSAGE_LENGTH = 300;

/**
 * Writes a path as a reader would: `[0].activity.id`, `extra["odd key"]`, or `(root)`,
 * cut at 160 characters with `…`. Only what is written is read: a key of a million
 * characters or a path thousands of keys deep costs no more than a short one.
 */
export function formatPath(path: readonly PathSegment[]): string {
  let text = '';
  for (const segment of path) {
    // One character past the length, so that a key cut here still ends with `…`.
    const key = String(segment).slice(0, PATH_LENGTH + 1);
    text += typeof segment === 'number' ? `[${key}]` : IDENTIFIER.test(key) ? (text && '.') + key : `[${quoted(key)}]`;
    if (text.length > PATH_LENGTH) break;
  }
  return cutToLength(text, PATH_LENGTH) || '(root)';
}

/**
 * An issue as one line, `path: message` (`laps[3].distance: expected number, received "far"`),
 * as `ParseError`'s message and the command write it. Each part is cut on its own (the
 * path at 160 characters, the message at 300), so that a path thousands of keys deep still
 * leaves what is wrong in view, and the line stays short whatever the input held. `cut`
 * cuts a part to a length: by characters unless the caller cuts otherwise (the command
 * makes each part safe for a terminal and cuts it by display width).
 */
export function issueSentence(
  path: readonly PathSegment[],
  message: string,
  cut: (text: string, maxLength: number) => string = cutToLength,
): string {
  return `${cut(formatPath(path), PATH_LENGTH)}: ${cut(message, MESSAGE_LENGTH)}`;
}

const MAX_SHOWN_ERROR = 200;
/** Longest a received value's rendering is quoted whole in a message; only a bigint's digits or a class's name can be longer. */
const MAX_QUOTED = 80;

/**
 * The message of an issue about a value: what was expected, what was received, and the
 * detail where there is one (`expected integer, received "12a"`). A rendering longer than
 * 80 characters (a bigint of many digits) is cut there with `…`, so that a message stays
 * short however large the value; the issue's `received` keeps it whole.
 */
export function issueMessage(expected: string, received: string, detail?: string): string {
  return `expected ${expected}, received ${cutToLength(received, MAX_QUOTED)}${detail === undefined ? '' : ` (${detail})`}`;
}

/** The kinds of scalar field, as issues name what they expect: an id is an integer that may also be a bigint beyond 2^53. */
export type ScalarType = 'number' | 'integer' | 'id' | 'boolean' | 'string' | 'date-time string';

/** What an issue adds about a scalar field's bad value, where the type alone does not say it all. */
export function scalarDetail(value: unknown, expected: ScalarType): string | undefined {
  if (expected === 'date-time string') {
    return typeof value === 'string' ? 'not an RFC 3339 date-time with offset, such as 2018-02-08T14:13:37Z' : undefined;
  }
  if (expected !== 'number' && expected !== 'integer' && expected !== 'id') return undefined;
  if (typeof value === 'bigint') return expected === 'number' ? 'more digits than a double holds' : 'beyond the safe integer range';
  if (expected === 'number' || !Number.isInteger(value)) return undefined;
  return expected === 'id'
    ? 'beyond Number.MAX_SAFE_INTEGER, so JSON.parse has already rounded this id; ' +
        'decode the text with decodeJSON(text) to keep 64-bit ids exact'
    : 'not a safe integer';
}

/** What an issue gives as `received` where reading the value threw. */
export const RECEIVED_THROW = 'a read that threw';

/** The message of an issue where reading the value threw: the error's name and message, shortened, never throwing itself. */
export function thrownMessage(expected: string, error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    text = 'an unprintable value';
  }
  return `expected ${expected}, but reading it threw ${cutToLength(text, MAX_SHOWN_ERROR + 1)}`;
}

/**
 * The most issues one parse describes: past them, issues are counted, not built, so that
 * input with millions of bad values (a stream of a million invalid samples, a list of a
 * million invalid laps) costs time and memory linear in its size and ends in a
 * `ParseError` of 100 issues and the count of the rest (`ParseError.omitted`).
 */
export const MAX_ISSUES = 100;

/**
 * Where a field kind read outside the reader reports what it finds wrong. Paths are
 * relative to the record being read: `['start_latlng', 0]` is that field's first item.
 * Only the first `MAX_ISSUES` issues of a parse are described; the rest are counted.
 */
export interface IssueReporter {
  /**
   * How many issues were found so far, described or only counted: a read that compares it
   * before and after a part learns whether the part had one.
   */
  readonly issueCount: number;
  /** Records one issue at the record's path followed by `segments`. */
  report(segments: readonly PathSegment[], expected: string, value: unknown, detail?: string): void;
  /** Records that reading the value at the record's path followed by `segments` threw `error`. */
  reportThrown(segments: readonly PathSegment[], expected: string, error: unknown): void;
  /**
   * Counts `count` issues found but not described: a part that keeps only its first
   * `MAX_ISSUES` issues (a stream's samples) counts the rest here, after reporting those.
   */
  reportOmitted(count: number): void;
}
