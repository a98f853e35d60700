import { setOwn } from '../parse/plain-object.js';

/**
 * Sixteen digits in a row: an integer beyond 2^53 has at least that many. Written out
 * rather than as `\d{16}` because the engine can then skip through the text sixteen
 * characters at a time, which makes this scan a small fraction of `JSON.parse`'s time.
 */
const SIXTEEN_DIGITS = /\d\d\d\d\d\d\d\d\d\d\d\d\d\d\d\d/g;
const DOT = 0x2e;
const NUMBER_TOKEN = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const INTEGER_TOKEN = /^-?\d+$/;

/** Marks that `#readScalarOrOpen` opened a container rather than reading a value. */
const OPENED: unique symbol = Symbol('opened');

/**
 * Decodes JSON text like `JSON.parse`, except that an integer beyond
 * `Number.MAX_SAFE_INTEGER` becomes an exact `bigint` instead of a rounded number. Safe
 * integers and every non-integer stay numbers. Works on every runtime (Node 20 included);
 * text with no digit run long enough to matter goes straight to `JSON.parse`.
 *
 * @throws SyntaxError for text that is not JSON, naming the position.
 * @example
 * ```ts
 * decodeJSON('{"id": 12345678987654321}'); // { id: 12345678987654321n }
 * JSON.parse('{"id": 12345678987654321}'); // { id: 12345678987654320 }: rounded
 * ```
 */
export function decodeJSON(text: string): unknown {
  if (typeof text !== 'string') throw new TypeError(`decodeJSON expects a string, received ${typeof text}`);
  if (!mayHoldUnsafeInteger(text)) return JSON.parse(text) as unknown;
  return new ExactJsonDecoder(text).decode();
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
    if (text.charCodeAt(start - 1) !== DOT && after !== DOT && (after | 0x20) !== 0x65 /* e */) return true;
    SIXTEEN_DIGITS.lastIndex = end;
  }
  return false;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** An open array or object while decoding; `key` is the key whose value is being read. */
interface Container {
  readonly value: unknown[] | Record<string, unknown>;
  key: string;
}

/**
 * A JSON decoder written out in full, used only for text that may hold integers beyond
 * 2^53. It keeps its own stack of open containers, so nesting depth is bounded by memory,
 * not by the call stack.
 */
class ExactJsonDecoder {
  readonly #text: string;
  #at = 0;

  constructor(text: string) {
    this.#text = text;
  }

  decode(): unknown {
    const open: Container[] = [];
    for (;;) {
      let value = this.#readScalarOrOpen(open);
      if (value === OPENED) continue;
      for (;;) {
        const parent = open[open.length - 1];
        if (parent === undefined) {
          this.#skipWhitespace();
          if (this.#at < this.#text.length) this.#fail();
          return value;
        }
        const isArray = Array.isArray(parent.value);
        if (isArray) parent.value.push(value);
        else setOwn(parent.value, parent.key, value);
        this.#skipWhitespace();
        const next = this.#text.charCodeAt(this.#at);
        if (next === 0x2c /* , */) {
          this.#at++;
          if (!isArray) parent.key = this.#readKey();
          break;
        }
        if (next !== (isArray ? 0x5d /* ] */ : 0x7d /* } */)) this.#fail();
        this.#at++;
        open.pop();
        value = parent.value;
      }
    }
  }

  /** Reads a scalar, or opens a non-empty container (returning OPENED) or reads an empty one. */
  #readScalarOrOpen(open: Container[]): unknown {
    this.#skipWhitespace();
    const text = this.#text;
    const code = text.charCodeAt(this.#at);
    switch (code) {
      case 0x22 /* " */:
        return this.#readString();
      case 0x7b /* { */:
        this.#at++;
        this.#skipWhitespace();
        if (text.charCodeAt(this.#at) === 0x7d /* } */) {
          this.#at++;
          return {};
        }
        open.push({ value: {}, key: this.#readKey() });
        return OPENED;
      case 0x5b /* [ */:
        this.#at++;
        this.#skipWhitespace();
        if (text.charCodeAt(this.#at) === 0x5d /* ] */) {
          this.#at++;
          return [];
        }
        open.push({ value: [], key: '' });
        return OPENED;
      case 0x74 /* t */:
        return this.#readLiteral('true', true);
      case 0x66 /* f */:
        return this.#readLiteral('false', false);
      case 0x6e /* n */:
        return this.#readLiteral('null', null);
      default:
        return this.#readNumber();
    }
  }

  #readKey(): string {
    this.#skipWhitespace();
    if (this.#text.charCodeAt(this.#at) !== 0x22 /* " */) this.#fail();
    const key = this.#readString();
    this.#skipWhitespace();
    if (this.#text.charCodeAt(this.#at) !== 0x3a /* : */) this.#fail();
    this.#at++;
    return key;
  }

  #readNumber(): number | bigint {
    NUMBER_TOKEN.lastIndex = this.#at;
    const match = NUMBER_TOKEN.exec(this.#text);
    if (match === null) this.#fail();
    const token = match[0];
    this.#at += token.length;
    const number = Number(token);
    if (Number.isSafeInteger(number) || !INTEGER_TOKEN.test(token)) return number;
    return BigInt(token);
  }

  #readLiteral<T>(word: string, value: T): T {
    if (!this.#text.startsWith(word, this.#at)) this.#fail();
    this.#at += word.length;
    return value;
  }

  #readString(): string {
    const text = this.#text;
    let at = this.#at + 1;
    let chunkStart = at;
    let result = '';
    for (;;) {
      const code = text.charCodeAt(at);
      if (code === 0x22 /* " */) {
        this.#at = at + 1;
        return result + text.slice(chunkStart, at);
      }
      if (code === 0x5c /* \ */) {
        result += text.slice(chunkStart, at);
        this.#at = at;
        result += this.#readEscape();
        at = this.#at;
        chunkStart = at;
        continue;
      }
      if (!(code >= 0x20)) {
        this.#at = at;
        this.#fail();
      }
      at++;
    }
  }

  /** Reads the escape at the backslash under the cursor, leaving the cursor after it. */
  #readEscape(): string {
    const text = this.#text;
    const letter = text[this.#at + 1];
    this.#at += 2;
    switch (letter) {
      case '"':
      case '\\':
      case '/':
        return letter;
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case 'u': {
        const hex = text.slice(this.#at, this.#at + 4);
        if (!/^[\da-fA-F]{4}$/.test(hex)) this.#fail();
        this.#at += 4;
        return String.fromCharCode(Number.parseInt(hex, 16));
      }
      default:
        this.#at -= 1;
        return this.#fail();
    }
  }

  #skipWhitespace(): void {
    const text = this.#text;
    let at = this.#at;
    for (;;) {
      const code = text.charCodeAt(at);
      if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) break;
      at++;
    }
    this.#at = at;
  }

  #fail(): never {
    const at = this.#at;
    if (at >= this.#text.length) throw new SyntaxError('decodeJSON: unexpected end of JSON input');
    throw new SyntaxError(`decodeJSON: unexpected ${JSON.stringify(this.#text[at])} at position ${at}`);
  }
}
