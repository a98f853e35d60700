import { cutAfter } from './cut-text.js';
import { isPlainObject } from './plain-object.js';

/*
 * How a message names a value it refused: the library's one place for it. Each way keeps
 * its own contract, chosen by what the value may be and who reads the message:
 * - `describeReceived`: the value itself, briefly (an issue's `received`);
 * - `describeKind`: its kind with an article, never the value (an option that may be a secret);
 * - `describeJsonKind`: what a decoded body is (`a list`), never its contents (it may echo a secret);
 * - `describeQuoted`: a string quoted and cut, anything else its kind (a name the user gave: a scope, a stream key);
 * - `describeNumberOrKind`: a number as written, anything else its kind (a number out of its range).
 * An argument of the wrong type (`decodeJSON expects a string, received number`) is named by
 * its bare `typeof` where it is refused: the language's own word for it, which costs the
 * `import { Lap }` bundle no shared function.
 */

const MAX_SHOWN_STRING = 40;

/**
 * What `JSON.stringify` leaves raw in a string that a terminal would act on or that shows
 * nothing: DEL, the C1 controls, format characters (the bidirectional controls that reorder
 * what follows, zero-width spaces and joiners, tags...), private-use and unassigned code
 * points, the line and paragraph separators.
 */
const UNSAFE = /[\p{C}\u2028\u2029]/gu;

/**
 * `text` in double quotes as JSON writes a string, and safe for a terminal as the command
 * writes text: what `JSON.stringify` leaves raw that a terminal would act on (`UNSAFE`) is a
 * `\u` escape too, a character beyond the BMP as its two halves (`\udb40\udc41`).
 */
export function quoted(text: string): string {
  return withEscapes(JSON.stringify(text));
}

/**
 * `text` as it is, but for what a terminal would act on or that shows nothing (`UNSAFE`, C0
 * controls included), each a `\u` escape: a text from a server that a message quotes
 * without quotes (the API's fault).
 */
export function withEscapes(text: string): string {
  return text.replace(UNSAFE, (character) => character.replace(/[^]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/**
 * A received value, briefly and unambiguously: a string quoted (its first 40 characters
 * and its length when longer; each character a terminal would act on or that shows nothing
 * as an escape), a number, boolean or undefined as written, a bigint with its
 * `n`, `null`, `array`, `object`, or a class's instance by its name. Never throws (a
 * proxy's traps may).
 */
export function describeReceived(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value.length > MAX_SHOWN_STRING ? `${quoted(value.slice(0, MAX_SHOWN_STRING))}… (${value.length} characters)` : quoted(value);
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
 * What kind of value this is, without showing it: `null`, `an empty string`, `a string`,
 * `an array`, `an object`, `a number`, `an undefined`. For a value that may be a secret.
 */
export function describeKind(value: unknown): string {
  if (value === null) return 'null';
  if (value === '') return 'an empty string';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

/**
 * What kind of JSON value an answer's body decoded to, where another was expected: `null`,
 * `a list`, `an object`, `a number`, `a string`, `a boolean`, `a bigint`. Never the value
 * itself: a body may echo a secret.
 */
export function describeJsonKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * A string quoted as JSON writes it (control characters escaped), cut after `count`
 * characters with `…`; anything else its kind (`describeKind`). For a name the user gave
 * that is no secret.
 */
export function describeQuoted(value: unknown, count: number): string {
  return typeof value === 'string' ? JSON.stringify(cutAfter(value, count)) : describeKind(value);
}

/** A number as written (`-5`, `1.5`); anything else its kind (`describeKind`). For a number out of its range. */
export function describeNumberOrKind(value: unknown): string {
  return typeof value === 'number' ? String(value) : describeKind(value);
}

function describeObject(value: object | null): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (isPlainObject(value)) return 'object';
  const constructor: unknown = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(value), 'constructor')?.value;
  const name: unknown = typeof constructor === 'function' ? constructor.name : undefined;
  return typeof name === 'string' && name !== '' ? `${name} instance` : 'object with a custom prototype';
}
