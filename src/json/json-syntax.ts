import { JsonSyntaxError } from './json-syntax-error.js';
import { skipWhitespace } from './json-text.js';

/** Where a text stops being JSON, and what JSON allows there. */
interface SyntaxFault {
  readonly offset: number;
  readonly expected: string;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

const VALUE = 'a value';
const DIGIT = 'a digit';
/** The characters JSON allows after a backslash in a string. */
const ESCAPES = '"\\/bfnrtu';

/**
 * The `JsonSyntaxError` for `text`, which `JSON.parse` refused: where it stops being JSON
 * (by ECMA-404, the grammar `JSON.parse` reads) and what was expected there, found in one
 * pass without recursion, whatever the text's size or depth. Undefined when the text is
 * JSON after all, which no engine that follows the grammar refuses.
 */
export function jsonSyntaxErrorOf(text: string): JsonSyntaxError | undefined {
  const fault = syntaxFault(text);
  if (fault === undefined) return undefined;
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < fault.offset; index++) {
    const code = text.charCodeAt(index);
    if (code === LINE_FEED || (code === CARRIAGE_RETURN && text.charCodeAt(index + 1) !== LINE_FEED)) {
      line++;
      lineStart = index + 1;
    }
  }
  return new JsonSyntaxError(fault.offset, line, fault.offset - lineStart + 1, fault.expected, text.length);
}

/** The first place `text` is not JSON, or undefined when it is JSON. */
function syntaxFault(text: string): SyntaxFault | undefined {
  /** The closer of each container open around the position, innermost last. */
  const closers: number[] = [];
  let position = 0;
  for (;;) {
    // A value.
    position = skipWhitespace(text, position);
    const code = text.charCodeAt(position);
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      const closer = code + 2;
      position = skipWhitespace(text, position + 1);
      if (text.charCodeAt(position) !== closer) {
        closers.push(closer);
        if (closer === CLOSE_BRACKET) continue;
        const after = memberName(text, position, "a property name or '}'");
        if (typeof after !== 'number') return after;
        position = after;
        continue;
      }
      position++;
    } else {
      const end = scalarEnd(text, position);
      if (typeof end !== 'number') return end;
      position = end;
    }
    // After a value: the end of a container, or a comma and the next value.
    for (;;) {
      position = skipWhitespace(text, position);
      const closer = closers[closers.length - 1];
      if (closer === undefined) return position === text.length ? undefined : { offset: position, expected: 'the end of the text' };
      const next = text.charCodeAt(position);
      if (next === closer) {
        closers.pop();
        position++;
        continue;
      }
      if (next !== COMMA) return { offset: position, expected: closer === CLOSE_BRACE ? "',' or '}'" : "',' or ']'" };
      position++;
      if (closer === CLOSE_BRACE) {
        const after = memberName(text, position, 'a property name');
        if (typeof after !== 'number') return after;
        position = after;
      }
      break;
    }
  }
}

/** Past a member's name and its colon, from `position` (whitespace before it skipped): where its value starts, or the fault. */
function memberName(text: string, position: number, expected: string): number | SyntaxFault {
  const start = skipWhitespace(text, position);
  if (text.charCodeAt(start) !== QUOTE) return { offset: start, expected };
  const end = stringEnd(text, start);
  if (typeof end !== 'number') return end;
  const colon = skipWhitespace(text, end);
  if (text.charCodeAt(colon) !== COLON) return { offset: colon, expected: "':'" };
  return colon + 1;
}

/** Past the string, number or literal at `position`, or the fault. */
function scalarEnd(text: string, position: number): number | SyntaxFault {
  const code = text.charCodeAt(position);
  if (code === QUOTE) return stringEnd(text, position);
  if (code === MINUS || isDigit(code)) return numberEnd(text, position);
  for (const literal of ['true', 'false', 'null']) {
    if (text.startsWith(literal, position)) return position + literal.length;
  }
  return { offset: position, expected: VALUE };
}

/** Past the string whose quote is at `start`: its escapes checked, no control character raw. */
function stringEnd(text: string, start: number): number | SyntaxFault {
  let position = start + 1;
  for (;;) {
    const code = text.charCodeAt(position);
    if (code === QUOTE) return position + 1;
    if (Number.isNaN(code)) return { offset: position, expected: "'\"' to end the string" };
    if (code < 0x20) return { offset: position, expected: 'a character of a string (a control character must be escaped)' };
    if (code === BACKSLASH) {
      const escape = text.charAt(position + 1);
      if (escape === '' || !ESCAPES.includes(escape)) return { offset: position + 1, expected: 'an escape (one of " \\ / b f n r t u)' };
      if (escape === 'u') {
        for (let digit = position + 2; digit < position + 6; digit++) {
          if (!isHexDigit(text.charCodeAt(digit))) return { offset: digit, expected: 'a hexadecimal digit' };
        }
        position += 6;
        continue;
      }
      position += 2;
      continue;
    }
    position++;
  }
}

/** Past the number at `start` (a minus or a digit): `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`. */
function numberEnd(text: string, start: number): number | SyntaxFault {
  let position = text.charCodeAt(start) === MINUS ? start + 1 : start;
  const first = text.charCodeAt(position);
  if (!isDigit(first)) return { offset: position, expected: DIGIT };
  position = first === 0x30 ? position + 1 : digitsEnd(text, position);
  if (text.charCodeAt(position) === DOT) {
    if (!isDigit(text.charCodeAt(position + 1))) return { offset: position + 1, expected: DIGIT };
    position = digitsEnd(text, position + 1);
  }
  if ((text.charCodeAt(position) | 0x20) === 0x65 /* e or E */) {
    position++;
    const sign = text.charCodeAt(position);
    if (sign === PLUS || sign === MINUS) position++;
    if (!isDigit(text.charCodeAt(position))) return { offset: position, expected: DIGIT };
    position = digitsEnd(text, position);
  }
  return position;
}

/** Past the run of digits at `position`. */
function digitsEnd(text: string, position: number): number {
  let end = position;
  while (isDigit(text.charCodeAt(end))) end++;
  return end;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isHexDigit(code: number): boolean {
  return isDigit(code) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66);
}
