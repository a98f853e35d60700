import { setOwn } from '../parse/plain-object.js';
import { markerFor } from './marker.js';

/**
 * Sixteen digits in a row: an integer beyond 2^53 has at least that many. Written out
 * rather than as `\d{16}` because the engine can then skip through the text sixteen
 * characters at a time, which makes this scan a small fraction of `JSON.parse`'s time.
 */
const SIXTEEN_DIGITS = /\d\d\d\d\d\d\d\d\d\d\d\d\d\d\d\d/g;
/**
 * A JSON string (whole, escapes included), or an integer of 16 digits or more that is not
 * part of a decimal or an exponent, whichever starts first.
 */
const STRING_OR_LONG_INTEGER = /"[^"\\]*(?:\\.[^"\\]*)*"|(?<![\d.eE+-])-?\d{16,}(?![\d.eE])/g;

/**
 * Decodes JSON text like `JSON.parse`, except that an integer beyond
 * `Number.MAX_SAFE_INTEGER` becomes an exact `bigint` instead of a rounded number. Safe
 * integers and every non-integer stay numbers. Works on every runtime (Node 20 included);
 * text with no digit run long enough to matter goes straight to `JSON.parse`.
 *
 * @throws SyntaxError for text that is not JSON.
 * @example
 * ```ts
 * decodeJSON('{"id": 12345678987654321}'); // { id: 12345678987654321n }
 * JSON.parse('{"id": 12345678987654321}'); // { id: 12345678987654320 }: rounded
 * ```
 */
export function decodeJSON(text: string): unknown {
  if (typeof text !== 'string') throw new TypeError(`decodeJSON expects a string, received ${typeof text}`);
  if (!mayHoldUnsafeInteger(text)) return JSON.parse(text) as unknown;
  return decodeExactly(text);
}

/**
 * Whether the text has a run of 16 or more digits that is neither the fraction nor the
 * integer part of a decimal: the only place an integer beyond 2^53 can be. Runs inside
 * strings or exponents also count; they cost only the exact path, never a wrong result.
 */
function mayHoldUnsafeInteger(text: string): boolean {
  SIXTEEN_DIGITS.lastIndex = 0;
  while (SIXTEEN_DIGITS.test(text)) {
    let start = SIXTEEN_DIGITS.lastIndex - 16;
    while (isDigit(text.charCodeAt(start - 1))) start--;
    let end = SIXTEEN_DIGITS.lastIndex;
    while (isDigit(text.charCodeAt(end))) end++;
    const after = text.charCodeAt(end);
    if (text.charCodeAt(start - 1) !== 0x2e && after !== 0x2e && (after | 0x20) !== 0x65 /* e */) return true;
    SIXTEEN_DIGITS.lastIndex = end;
  }
  return false;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * The exact path: every unsafe integer token (found outside strings, since the scan takes
 * each string whole) is quoted behind a marker that no string of the text can hold,
 * `JSON.parse` decodes the result (so syntax and nesting are exactly its own), and a walk
 * turns the marked strings into bigints.
 */
function decodeExactly(text: string): unknown {
  const marker = markerFor(text);
  let marked = 0;
  const quoted = text.replace(STRING_OR_LONG_INTEGER, (token) => {
    if (token.startsWith('"') || Number.isSafeInteger(Number(token))) return token;
    marked++;
    return `"${marker.escaped}${token}"`;
  });
  let value: unknown;
  try {
    value = JSON.parse(quoted);
  } catch (error) {
    JSON.parse(text); // throws the same error, with positions in the text as given
    throw error;
  }
  return marked > 0 ? restoreIntegers(value, marker.value) : value;
}

/** Replaces, in place, every string `marker + digits` of a freshly decoded tree by its bigint. */
function restoreIntegers(root: unknown, marker: string): unknown {
  const restore = (value: unknown): unknown =>
    typeof value === 'string' && value.startsWith(marker) ? BigInt(value.slice(marker.length)) : value;
  const pending: unknown[] = [root];
  for (let container = pending.pop(); container !== undefined; container = pending.pop()) {
    if (typeof container !== 'object' || container === null) continue;
    const record = container as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (typeof value === 'object') pending.push(value);
      else if (typeof value === 'string') setOwn(record, key, restore(value));
    }
  }
  return restore(root);
}
