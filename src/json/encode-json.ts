import { isKey, stringEnd } from './json-text.js';
import { ESCAPED_MARKER, MARKER } from './marker.js';

/** Indentation that keeps the text JSON: JSON's whitespace characters only. */
const JSON_WHITESPACE = /^[ \t\n\r]*$/;
/** What follows the marker in a marked integer, as `JSON.stringify` writes it inside the string. */
const INTEGER_DIGITS = /^-?\d+$/;

/** How many strings of each kind were sent through `JSON.stringify` behind the marker, or found behind it in the text. */
interface Travellers {
  integers: number;
  escapedStrings: number;
}

/** A `JSON.stringify` replacer that sends bigints, `-0` and marker-led strings through behind the marker, counting them. */
type Replacer = (travellers: Travellers) => (key: string, value: unknown) => unknown;

/** `JSON` with `isRawJSON` where the platform has it (raw JSON objects exist only there). */
const json = JSON as { readonly isRawJSON?: (value: unknown) => boolean };

/**
 * Writes a value as JSON text, like `JSON.stringify(value, null, space)`, except that a
 * `bigint` (or a boxed one) is written as its exact integer digits (where
 * `JSON.stringify` throws), and `-0` as `-0` (where `JSON.stringify` writes `0`). Records
 * are written through their `toJSON()`. So ids beyond 2^53, and the `-0.0` real bodies
 * hold, survive a round trip with `decodeJSON`. Takes time linear in the value's size,
 * and never writes one value as another: every string, boxed or not, is written as a
 * string.
 *
 * @param space indentation, as for `JSON.stringify`: a number of spaces, or a string of
 *   JSON whitespace (spaces, tabs, line breaks); anything else would not make JSON text.
 * @throws TypeError for a value with no JSON form (`undefined`, a function, a cycle), or
 *   a `space` that is not whitespace.
 * @example
 * ```ts
 * encodeJSON({ id: 12345678987654321n }); // '{"id":12345678987654321}'
 * ```
 */
export function encodeJSON(value: unknown, space?: string | number): string {
  if (space !== undefined && typeof space !== 'number' && !(typeof space === 'string' && JSON_WHITESPACE.test(space))) {
    throw new TypeError('encodeJSON: space must be a number or a string of spaces, tabs and line breaks');
  }
  const text = writeExact(value, space);
  if (text === undefined) throw new TypeError('encodeJSON: the value has no JSON form');
  return text;
}

/**
 * `JSON.stringify` with every bigint and `-0` sent through as a marked string (see
 * `MARKER`), then unquoted in one pass over the text. The quick replacer looks at
 * primitives only; a boxed string or raw JSON text that starts with the marker would pass
 * unseen, so the marked strings found must be exactly those the replacer made. When they
 * are not (or a boxed bigint made `JSON.stringify` throw), the exact replacer, which
 * unboxes every object as `JSON.stringify` would, writes the text instead. Undefined for
 * a value with no JSON form.
 */
function writeExact(value: unknown, space: string | number | undefined): string | undefined {
  try {
    const quick = writeMarked(value, space, primitivesOnly);
    if (quick.faithful) return quick.text;
  } catch (error) {
    // JSON.stringify throws a TypeError on a boxed bigint (and on a cycle, which the next try reports again).
    if (!(error instanceof TypeError)) throw error;
  }
  return writeMarked(value, space, everyValue).text;
}

/**
 * The text `JSON.stringify` writes through `replacer`, unmarked (undefined for a value
 * with no JSON form), and whether the marked strings found in it are exactly those the
 * replacer made.
 */
function writeMarked(value: unknown, space: string | number | undefined, replacer: Replacer): { text: string | undefined; faithful: boolean } {
  const sent: Travellers = { integers: 0, escapedStrings: 0 };
  const marked = JSON.stringify(value, replacer(sent), space) as string | undefined;
  if (marked === undefined) return { text: undefined, faithful: true };
  // Nothing sent marked and no marker anywhere in the text (one native scan): nothing to unquote.
  if (sent.integers === 0 && sent.escapedStrings === 0 && !marked.includes(ESCAPED_MARKER)) return { text: marked, faithful: true };
  const { text, found } = unmark(marked);
  return { text, faithful: found.integers === sent.integers && found.escapedStrings === sent.escapedStrings };
}

/** Sends a bigint, `-0` or a marker-led string through behind the marker; anything else as it is. */
function travelling(sent: Travellers, value: unknown): unknown {
  if (typeof value === 'bigint') {
    sent.integers++;
    return `${MARKER}${value}`;
  }
  // JSON.stringify writes -0 as 0, while decodeJSON reads the -0.0 of real bodies as -0.
  if (value === 0 && 1 / value < 0) {
    sent.integers++;
    return `${MARKER}-0`;
  }
  if (typeof value === 'string' && value.startsWith(MARKER)) {
    sent.escapedStrings++;
    return MARKER + value;
  }
  return value;
}

const primitivesOnly: Replacer = (sent) => (_key, value) => travelling(sent, value);

const everyValue: Replacer = (sent) => (_key, value) =>
  travelling(sent, typeof value === 'object' && value !== null && !Array.isArray(value) ? unboxed(value) : value);

/**
 * What `JSON.stringify` would write for `value` if it is a boxed bigint or string, or raw
 * JSON text of a string: the primitive; otherwise `value` itself. Boxes are told by their
 * internal slots, which the prototype's own `valueOf` tests without calling anything the
 * object could override.
 */
function unboxed(value: object): unknown {
  if (succeeds(() => BigInt.prototype.valueOf.call(value))) return BigInt.prototype.valueOf.call(value);
  if (succeeds(() => String.prototype.valueOf.call(value))) {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a boxed string: ToString calls its own toString, as JSON.stringify does
    return String(value);
  }
  if (json.isRawJSON?.(value) === true) {
    const raw = (value as { readonly rawJSON: string }).rawJSON;
    return raw.startsWith('"') ? (JSON.parse(raw) as string) : value;
  }
  return value;
}

/** Whether `attempt` returns rather than throws. */
function succeeds(attempt: () => unknown): boolean {
  try {
    attempt();
    return true;
  } catch {
    return false;
  }
}

/**
 * The text with every marked string in a value's place unquoted to its digits and every
 * escaped string given back its own text, in one pass over the text's strings, with a
 * count of each. A key is left as it is: it never travels marked.
 */
function unmark(text: string): { readonly text: string; readonly found: Travellers } {
  const found: Travellers = { integers: 0, escapedStrings: 0 };
  const pieces: string[] = [];
  let copied = 0;
  for (let start = text.indexOf('"'); start !== -1; ) {
    const end = stringEnd(text, start);
    const content = start + 1 + ESCAPED_MARKER.length;
    if (text.startsWith(ESCAPED_MARKER, start + 1) && !isKey(text, end)) {
      if (text.startsWith(ESCAPED_MARKER, content)) {
        pieces.push(text.slice(copied, start + 1));
        copied = content;
        found.escapedStrings++;
      } else if (INTEGER_DIGITS.test(text.slice(content, end - 1))) {
        pieces.push(text.slice(copied, start), text.slice(content, end - 1));
        copied = end;
        found.integers++;
      }
    }
    start = text.indexOf('"', end);
  }
  pieces.push(text.slice(copied));
  return { text: pieces.join(''), found };
}
