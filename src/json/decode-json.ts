import { setOwn } from '../parse/plain-object.js';
import { JsonSyntaxError } from './json-syntax-error.js';
import { isKey, stringEnd } from './json-text.js';
import { ESCAPED_MARKER, MARKER, isEscapedString } from './marker.js';

/**
 * Sixteen digits in a row: an integer beyond 2^53 has at least that many. Written out
 * rather than as `\d{16}` because the engine can then skip through the text sixteen
 * characters at a time, which makes this scan a small fraction of `JSON.parse`'s time.
 */
const SIXTEEN_DIGITS = /\d\d\d\d\d\d\d\d\d\d\d\d\d\d\d\d/g;
/**
 * The next `"` (a string opens there: the scan then skips the string whole), or the next
 * integer of 16 digits or more that is not part of a decimal or an exponent and is
 * written as JSON writes integers (no leading zero, which `JSON.parse` must go on
 * rejecting).
 */
const QUOTE_OR_LONG_INTEGER = /"|(?<![\d.eE+-])-?[1-9]\d{15,}(?![\d.eE])/g;

/**
 * `Number.MAX_SAFE_INTEGER` (2^53 - 1) as text: a 16-digit integer is safe when it sorts
 * before or equal to it. A literal, so that a bundle which never decodes drops it (a
 * bundler keeps a call whose argument reads a global's property).
 */
const MAX_SAFE_DIGITS = '9007199254740991';

/**
 * Decodes JSON text like `JSON.parse`, except that an integer beyond
 * `Number.MAX_SAFE_INTEGER` becomes an exact `bigint` instead of a rounded number. Safe
 * integers and every non-integer stay numbers. Works on every runtime (Node 20 included);
 * text with no digit run long enough to matter goes straight to `JSON.parse`. Takes time
 * linear in the text's length, whatever the text holds.
 *
 * @throws JsonSyntaxError (a `SyntaxError`) for text that is not JSON, quoting none of it
 *   (the engine's own error quotes it, and a body may hold a secret)
 * @throws TypeError when `text` is not a string
 * @example
 * ```ts
 * decodeJSON('{"id": 12345678987654321}'); // { id: 12345678987654321n }
 * JSON.parse('{"id": 12345678987654321}'); // { id: 12345678987654320 }: rounded
 * ```
 */
export function decodeJSON(text: string): unknown {
  if (typeof text !== 'string') throw new TypeError(`decodeJSON expects a string, received ${typeof text}`);
  try {
    const marked = mayHoldUnsafeInteger(text) ? markUnsafeIntegers(text) : undefined;
    return marked === undefined ? (JSON.parse(text) as unknown) : restoreIntegers(JSON.parse(marked));
  } catch {
    throw new JsonSyntaxError(text.length);
  }
}

/**
 * Whether the text may hold an integer beyond 2^53: a run of 16 or more digits that could
 * be a number token of JSON (what stands on either side of it may stand beside one) and
 * that lies outside every string. A run that cannot be a token (`"5246985306165870
 * (1).gpx"`, a decimal's digits, an exponent's) is told apart by its neighbours alone.
 * Only a run that could be one (`"paid 12345678901234567 in full"`) needs to know whether
 * a string holds it: the strings before it are then skipped whole, from where the last
 * such skip stopped, so the whole search reads each character a bounded number of times.
 * Where the text is not JSON, the answer may be wrong either way: `JSON.parse` then throws
 * on either path.
 */
function mayHoldUnsafeInteger(text: string): boolean {
  // Strings are skipped whole up to `skipped`, which lies outside every string.
  let skipped = 0;
  SIXTEEN_DIGITS.lastIndex = 0;
  while (SIXTEEN_DIGITS.test(text)) {
    let start = SIXTEEN_DIGITS.lastIndex - 16;
    while (isDigit(text.charCodeAt(start - 1))) start--;
    let end = SIXTEEN_DIGITS.lastIndex;
    while (isDigit(text.charCodeAt(end))) end++;
    SIXTEEN_DIGITS.lastIndex = end;
    if (!couldBeInteger(text, start, end)) continue;
    for (let quote = text.indexOf('"', skipped); quote !== -1 && quote < start; quote = text.indexOf('"', skipped)) {
      skipped = stringEnd(text, quote);
      // An unclosed string: no JSON, which JSON.parse then says.
      if (skipped === -1) return false;
    }
    if (skipped <= start) return true;
  }
  return false;
}

/**
 * Whether the digits `text[start .. end)` (a whole run) could be an integer token: they
 * stand beside what may stand beside a number (before them, after an optional `-`: the
 * text's start, `[`, `,`, `:` or whitespace; after them: the text's end, `]`, `}`, `,` or
 * whitespace). A decimal's or an exponent's digits fail the test.
 */
function couldBeInteger(text: string, start: number, end: number): boolean {
  return '[,: \t\n\r'.includes(text[text[start - 1] === '-' ? start - 2 : start - 1] ?? ' ') && '],} \t\n\r'.includes(text[end] ?? ' ');
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * The text with every unsafe integer value written as a marked string and every string
 * value that starts with the marker escaped (see `MARKER`), in one pass that takes each
 * string whole; undefined when the text has no unsafe integer (or an unclosed string,
 * which `JSON.parse` then reports). An integer in a key's place stays as it is, or
 * quoting it would make text that is not JSON decode.
 */
function markUnsafeIntegers(text: string): string | undefined {
  const pieces: string[] = [];
  let copied = 0;
  let integers = 0;
  QUOTE_OR_LONG_INTEGER.lastIndex = 0;
  for (let match = QUOTE_OR_LONG_INTEGER.exec(text); match !== null; match = QUOTE_OR_LONG_INTEGER.exec(text)) {
    const start = match.index;
    const token = match[0];
    if (token === '"') {
      const end = stringEnd(text, start);
      if (end === -1) return undefined;
      if (text.startsWith(ESCAPED_MARKER, start + 1) && !isKey(text, end)) {
        pieces.push(text.slice(copied, start + 1), ESCAPED_MARKER);
        copied = start + 1;
      }
      QUOTE_OR_LONG_INTEGER.lastIndex = end;
    } else if (!isSafeIntegerText(token) && !isKey(text, start + token.length)) {
      pieces.push(text.slice(copied, start), `"${ESCAPED_MARKER}${token}"`);
      copied = start + token.length;
      integers++;
    }
  }
  if (integers === 0) return undefined;
  pieces.push(text.slice(copied));
  return pieces.join('');
}

/**
 * Whether an integer token of 16 digits or more (and maybe a sign) is a safe integer: only
 * 16 digits up to those of `Number.MAX_SAFE_INTEGER` are. Compared as text, since
 * converting every token to a number is a large share of the scan's time.
 */
function isSafeIntegerText(token: string): boolean {
  const digits = token.startsWith('-') ? token.slice(1) : token;
  return digits.length === 16 && digits <= MAX_SAFE_DIGITS;
}

/** Replaces, in place, every travelling string of a freshly decoded tree by its bigint or its own text. */
function restoreIntegers(root: unknown): unknown {
  const pending: unknown[] = [root];
  for (let container = pending.pop(); container !== undefined; container = pending.pop()) {
    if (typeof container !== 'object' || container === null) continue;
    if (Array.isArray(container)) {
      // By index: walking an array's keys as strings takes about twice as long.
      for (let index = 0; index < container.length; index++) {
        const value: unknown = container[index];
        if (typeof value === 'object') pending.push(value);
        else if (typeof value === 'string' && value.startsWith(MARKER)) container[index] = restore(value);
      }
      continue;
    }
    const record = container as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (typeof value === 'object') pending.push(value);
      else if (typeof value === 'string' && value.startsWith(MARKER)) setOwn(record, key, restore(value));
    }
  }
  return typeof root === 'string' && root.startsWith(MARKER) ? restore(root) : root;
}

function restore(value: string): string | bigint {
  return isEscapedString(value) ? value.slice(1) : BigInt(value.slice(1));
}
