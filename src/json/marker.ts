/**
 * How an integer travels through `JSON.parse` / `JSON.stringify` as a string: `MARKER`
 * followed by the integer's digits. So that no string can pass for a marked integer,
 * every string value that itself starts with `MARKER` travels with one more `MARKER` in
 * front: a travelling string that starts with `MARKER` is a marked integer when its
 * second character is a digit or `-`, and an escaped string (drop the first character)
 * when it is `MARKER` again. Keys never travel marked, so they are left alone.
 *
 * This needs no search for a marker absent from the data (which an attacker can make
 * cost a scan per candidate) and adds one character per escaped string, so the cost
 * stays linear in the input whatever it holds.
 */
export const MARKER = '\u0001';

/**
 * `MARKER` as JSON text writes it inside a string, and the only way it can be written
 * there: a raw U+0001 is not allowed in JSON text, and its escape has no hex letters
 * whose case could vary.
 */
export const ESCAPED_MARKER = '\\u0001';

/** Whether a travelling string `value` (one that starts with `MARKER`) is an escaped string rather than a marked integer. */
export function isEscapedString(value: string): boolean {
  return value.charCodeAt(1) === 1;
}
