import { skipWhitespace, stringEnd } from './json-text.js';

/** Where a text stops being JSON, and what JSON allows there (`a value`, `',' or '}'`, `the end of the text`...). */
export interface JsonSyntaxFault {
  /** An index into the text, in UTF-16 code units: its length where it ends too soon. */
  readonly offset: number;
  /** What JSON allows at `offset`. */
  readonly expected: string;
}

/** A number or a literal, where a value starts: JSON's grammar for each. */
const NUMBER_OR_LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** What the reading expects next: a value, a value or the `]` of an empty array, a property name, the same or `}`, a colon, what follows a value. */
const VALUE = 0;
const FIRST_ITEM = 1;
const NAME = 2;
const FIRST_NAME = 3;
const COLON = 4;
const AFTER_VALUE = 5;
/** What an error says JSON allows where a value or a name is expected, by state. */
const EXPECTED = ['a value', "a value or ']'", 'a property name', "a property name or '}'"];
const IN_STRING = 'a string JSON allows, closed by a quote';

/**
 * Where `text`, which `JSON.parse` refused, stops being JSON (by ECMA-404, the grammar
 * `JSON.parse` reads) and what was expected there, found in one pass without recursion,
 * whatever the text's size or depth; undefined for text that is JSON. The command reads it
 * to say where a file is broken; `decodeJSON` does not, so that no bundle of the library
 * carries it (its `JsonSyntaxError` quotes none of the text, and says no more than that).
 */
export function jsonSyntaxFault(text: string): JsonSyntaxFault | undefined {
  const closers: number[] = [];
  let state = VALUE;
  for (let at = 0; ; ) {
    at = skipWhitespace(text, at);
    const code = text.charCodeAt(at);
    const closer = closers[closers.length - 1];
    const expected = EXPECTED[state] ?? '';
    let end = at + 1;
    if (state === AFTER_VALUE) {
      if (closer === undefined) return at === text.length ? undefined : { offset: at, expected: 'the end of the text' };
      if (code === closer) closers.pop();
      else if (code === 0x2c) state = closer === 0x7d ? NAME : VALUE;
      else return { offset: at, expected: `',' or '${String.fromCharCode(closer)}'` };
    } else if (code === closer && (state === FIRST_ITEM || state === FIRST_NAME)) {
      closers.pop();
      state = AFTER_VALUE;
    } else if (state === COLON) {
      if (code !== 0x3a) return { offset: at, expected: "':'" };
      state = VALUE;
    } else if (code === 0x22) {
      end = stringAfter(text, at);
      if (end < 0) return { offset: ~end, expected: IN_STRING };
      state = state === VALUE || state === FIRST_ITEM ? AFTER_VALUE : COLON;
    } else if (state === NAME || state === FIRST_NAME) {
      return { offset: at, expected };
    } else if (code === 0x5b || code === 0x7b) {
      closers.push(code + 2);
      state = code === 0x5b ? FIRST_ITEM : FIRST_NAME;
    } else {
      NUMBER_OR_LITERAL.lastIndex = at;
      if (!NUMBER_OR_LITERAL.test(text)) return { offset: at, expected };
      end = NUMBER_OR_LITERAL.lastIndex;
      state = AFTER_VALUE;
    }
    at = end;
  }
}

/**
 * Past the string whose quote is at `start`, or the offset where it stops being one as its
 * bitwise complement (`~offset`, below 0): the text's end where no quote closes it, its
 * quote where it holds what JSON does not allow (a control character raw, a backslash
 * that starts no escape), which `JSON.parse` of the string alone tells.
 */
function stringAfter(text: string, start: number): number {
  const end = stringEnd(text, start);
  if (end < 0) return ~text.length;
  try {
    JSON.parse(text.slice(start, end));
    return end;
  } catch {
    return ~start;
  }
}

