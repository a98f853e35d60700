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

/** Writes a path as a reader would: `[0].activity.id`, `extra["odd key"]`, or `(root)`. */
export function formatPath(path: readonly PathSegment[]): string {
  if (path.length === 0) return '(root)';
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}

const MAX_SHOWN_STRING = 40;
const MAX_SHOWN_ERROR = 200;

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
