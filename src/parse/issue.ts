import { isPlainObject } from './plain-object.js';

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

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Longest a path is written in an issue's sentence, in characters (in terminal columns, by the command). */
const SENTENCE_PATH_LENGTH = 160;
/** Longest a message is written in an issue's sentence: longer than any the library writes, so only a message given to `ParseError` is ever cut. */
const SENTENCE_MESSAGE_LENGTH = 300;

/**
 * Writes a path as a reader would: `[0].activity.id`, `extra["odd key"]`, or `(root)`. A
 * path that would be longer than `maxLength` characters is cut there, ending with `…`;
 * it stops reading the path there too, however deep it is.
 */
export function formatPath(path: readonly PathSegment[], maxLength = Number.POSITIVE_INFINITY): string {
  if (path.length === 0) return '(root)';
  let text = '';
  for (const segment of path) {
    if (text.length > maxLength) break;
    if (typeof segment === 'number') text += `[${segment}]`;
    else {
      // Only the key that takes the path past `maxLength` can be long; that one is cut.
      const key = segment.length > maxLength ? segment.slice(0, maxLength) : segment;
      if (IDENTIFIER.test(segment)) text += text === '' ? key : `.${key}`;
      else text += `[${JSON.stringify(key)}]`;
    }
  }
  return cutText(text, maxLength);
}

/**
 * `text` cut to at most `maxLength` characters, ending with `…` when cut (never between
 * the two halves of a surrogate pair).
 */
export function cutText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const end = maxLength - 1;
  const code = text.charCodeAt(end - 1);
  return `${text.slice(0, code >= 0xd800 && code <= 0xdbff ? end - 1 : end)}…`;
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
  cut: (text: string, maxLength: number) => string = cutText,
): string {
  return `${cut(formatPath(path, SENTENCE_PATH_LENGTH), SENTENCE_PATH_LENGTH)}: ${cut(message, SENTENCE_MESSAGE_LENGTH)}`;
}

const MAX_SHOWN_STRING = 40;
const MAX_SHOWN_ERROR = 200;
/** Longest a received value's rendering is quoted whole in a message; only a bigint's digits or a class's name can be longer. */
const MAX_QUOTED = 80;

/** Renders a received value briefly and unambiguously, without ever throwing (a proxy's traps may). */
export function describeReceived(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value.length > MAX_SHOWN_STRING
        ? `${JSON.stringify(value.slice(0, MAX_SHOWN_STRING))}… (${value.length} characters)`
        : JSON.stringify(value);
    case 'number':
    case 'boolean':
    case 'undefined':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
    case 'function':
      return typeof value;
    default:
      try {
        return describeObject(value as object | null);
      } catch {
        return 'object';
      }
  }
}

/**
 * The message of an issue about a value: what was expected, what was received, and the
 * detail where there is one (`expected integer, received "12a"`). A rendering longer than
 * 80 characters (a bigint of many digits) is quoted by its first 40 and its length, so
 * that a message stays short however large the value; the issue's `received` keeps it
 * whole.
 */
export function issueMessage(expected: string, received: string, detail?: string): string {
  const quoted = received.length > MAX_QUOTED ? `${received.slice(0, MAX_SHOWN_STRING)}… (${received.length} characters)` : received;
  return `expected ${expected}, received ${quoted}${detail === undefined ? '' : ` (${detail})`}`;
}

function describeObject(value: object | null): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (isPlainObject(value)) return 'object';
  const constructor: unknown = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(value), 'constructor')?.value;
  const name: unknown = typeof constructor === 'function' ? constructor.name : undefined;
  return typeof name === 'string' && name !== '' ? `${name} instance` : 'object with a custom prototype';
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
  return `expected ${expected}, but reading it threw ${text.length > MAX_SHOWN_ERROR ? `${text.slice(0, MAX_SHOWN_ERROR)}…` : text}`;
}

/**
 * Where a field kind read outside the reader reports what it finds wrong. Paths are
 * relative to the record being read: `['start_latlng', 0]` is that field's first item.
 */
export interface IssueReporter {
  /** The issues recorded so far. */
  readonly issues: readonly Issue[];
  /** Records one issue at the record's path followed by `segments`. */
  report(segments: readonly PathSegment[], expected: string, value: unknown, detail?: string): void;
  /** Records that reading the value at the record's path followed by `segments` threw `error`. */
  reportThrown(segments: readonly PathSegment[], expected: string, error: unknown): void;
}
