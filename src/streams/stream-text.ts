import { setOwn } from '../parse/plain-object.js';
import { FlagColumn, NumericColumn, PositionColumn, SampleColumn } from './sample-column.js';
import { isSafeIntegerText } from '../json/decode-json.js';
import { EXACT_DIGITS, EXACT_POWERS_OF_TEN, SampleText } from './sample-text.js';
import { isStreamType, kindOf, type SampleKind, type StreamType } from './stream-types.js';

/** What `scanStreamText` gives for text that is not JSON. */
export const NOT_JSON: unique symbol = /* @__PURE__ */ Symbol('not JSON');

/** Thrown inside the scan where the text stops being JSON; `scanStreamText` turns it into `NOT_JSON`. */
class NotJson extends Error {}

/** One instance for every place the text stops being JSON: what it says does not matter, only that it ended the scan. */
const STOP = /* @__PURE__ */ new NotJson('not JSON');


const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Reads the JSON text of a stream body in one pass into what `StreamSet.parse` reads: the
 * value `decodeJSON(text)` gives, except that the `data` array of each stream whose type
 * is known when its samples come is a `SampleColumn`, its samples checked and stored as
 * they are read, never built as JS values. Everything else (unknown keys, unknown stream
 * types, a sample that is no number or null, a `data` met before its `type`) is decoded as
 * `decodeJSON` decodes it: duplicate keys keep the last value at the first key's place,
 * integers beyond 2^53 are bigints, `__proto__` is a key like any other, and nesting is
 * followed with a stack of its own, however deep. Text that is not JSON gives `NOT_JSON`
 * wherever it fails: `StreamSet.parseJSON` then lets `decodeJSON` throw its SyntaxError.
 */
export function scanStreamText(text: string): unknown {
  try {
    return new StreamTextScanner(text).body();
  } catch (error) {
    if (error === STOP) return NOT_JSON;
    throw error;
  }
}

class StreamTextScanner {
  readonly #text: string;
  #position = 0;
  /** The samples of the last stream read: how much storage the next one takes at first (streams of a set have one length). */
  #capacity: number | undefined;
  /** The reader of samples, made at the first `data` array read as samples. */
  #sampleText: SampleText | undefined;

  constructor(text: string) {
    this.#text = text;
  }

  /** The whole text: a set keyed by type, an array of streams, or any other JSON value. */
  body(): unknown {
    this.#skipSpace();
    const code = this.#text.charCodeAt(this.#position);
    const body = code === OPEN_BRACE ? this.#keyedSet() : code === OPEN_BRACKET ? this.#streamArray() : this.#value();
    this.#skipSpace();
    if (this.#position !== this.#text.length) throw STOP;
    return body;
  }

  /** An object keyed by type: a known type's object is read as a stream of that type. */
  #keyedSet(): Record<string, unknown> {
    const set: Record<string, unknown> = {};
    if (this.#open()) return set;
    do {
      const key = this.#key();
      const type = isStreamType(key) ? key : undefined;
      setOwn(set, key, type !== undefined && this.#text.charCodeAt(this.#position) === OPEN_BRACE ? this.#stream(type) : this.#value());
    } while (this.#next(CLOSE_BRACE));
    return set;
  }

  /** An array of streams, each with its `type`. */
  #streamArray(): unknown[] {
    const streams: unknown[] = [];
    if (this.#open()) return streams;
    do {
      streams.push(this.#text.charCodeAt(this.#position) === OPEN_BRACE ? this.#stream(undefined) : this.#value());
    } while (this.#next(CLOSE_BRACKET));
    return streams;
  }

  /**
   * A stream object. Its samples are read into a column when their kind is known by then:
   * from `keyType` (its key in a set), or from the last `type` before them. Should a later
   * `type` (a duplicate key) name another kind, they are decoded again as values.
   */
  #stream(keyType: StreamType | undefined): Record<string, unknown> {
    const stream: Record<string, unknown> = {};
    if (this.#open()) return stream;
    let kind = kindOf(keyType);
    let samplesAt = -1;
    do {
      const key = this.#key();
      if (key === 'data' && kind !== undefined && this.#text.charCodeAt(this.#position) === OPEN_BRACKET) {
        samplesAt = this.#position;
        stream.data = this.#samples(kind);
        continue;
      }
      const value = this.#value();
      if (key === 'type' && keyType === undefined) kind = kindOf(value);
      setOwn(stream, key, value);
    } while (this.#next(CLOSE_BRACE));
    const data = stream.data;
    if (keyType === undefined && data instanceof SampleColumn && data.kind !== kindOf(stream.type)) {
      const end = this.#position;
      this.#position = samplesAt;
      stream.data = this.#value();
      this.#position = end;
    }
    return stream;
  }

  /** An array of samples of `kind`, from its `[`, into a new column (see `SampleText`). */
  #samples(kind: SampleKind): SampleColumn {
    const column = SampleColumn.create(kind, this.#capacity);
    const samples = (this.#sampleText ??= new SampleText(
      this.#text,
      (slowColumn, position) => {
        this.#position = position;
        this.#slowSample(slowColumn);
        return this.#position;
      },
      () => {
        throw STOP;
      },
    ));
    if (column instanceof PositionColumn) this.#position = samples.positions(column, this.#position);
    else if (column instanceof FlagColumn) this.#position = samples.flags(column, this.#position);
    else if (column instanceof NumericColumn) this.#position = samples.numbers(column, this.#position);
    if (column.length > 0) this.#capacity = column.length;
    return column;
  }

  /** One sample at the position the hot loops do not read: null, or any value decoded and checked. */
  #slowSample(column: SampleColumn): void {
    if (this.#null()) column.pushNull();
    else column.pushValue(this.#value());
  }

  /**
   * After the `[` or `{` at the position: true, past the closer, when the container is
   * empty; else false, at its first item.
   */
  #open(): boolean {
    const closer = this.#text.charCodeAt(this.#position) + 2;
    this.#position++;
    this.#skipSpace();
    if (this.#text.charCodeAt(this.#position) !== closer) return false;
    this.#position++;
    return true;
  }

  /** After an item: true, at the next item, past a comma; false past `closer`; anything else is no JSON. */
  #next(closer: number): boolean {
    let code = this.#text.charCodeAt(this.#position);
    if (code <= 0x20) {
      this.#skipSpace();
      code = this.#text.charCodeAt(this.#position);
    }
    this.#position++;
    if (code === COMMA) {
      this.#skipSpace();
      return true;
    }
    if (code !== closer) throw STOP;
    return false;
  }

  /** An object's key and its colon; the position at its value. */
  #key(): string {
    if (this.#text.charCodeAt(this.#position) !== QUOTE) throw STOP;
    const key = this.#string();
    this.#skipSpace();
    if (this.#text.charCodeAt(this.#position) !== COLON) throw STOP;
    this.#position++;
    this.#skipSpace();
    return key;
  }

  /**
   * Any JSON value, decoded as `decodeJSON` decodes it. Containers are followed with a
   * stack of their own, so that no nesting depth can exhaust the call stack.
   */
  #value(): unknown {
    const first = this.#text.charCodeAt(this.#position);
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) return this.#scalar(first);
    const containers: (unknown[] | Record<string, unknown>)[] = [];
    const keys: string[] = [];
    for (;;) {
      let value: unknown;
      const code = this.#text.charCodeAt(this.#position);
      if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        const container = code === OPEN_BRACE ? {} : [];
        if (this.#open()) {
          value = container;
        } else {
          containers.push(container);
          keys.push(code === OPEN_BRACE ? this.#key() : '');
          continue;
        }
      } else {
        value = this.#scalar(code);
      }
      for (;;) {
        const container = containers.at(-1);
        if (container === undefined) return value;
        const inArray = Array.isArray(container);
        if (inArray) container.push(value);
        else setOwn(container, keys.at(-1) ?? '', value);
        if (this.#next(inArray ? CLOSE_BRACKET : CLOSE_BRACE)) {
          if (!inArray) keys[keys.length - 1] = this.#key();
          break;
        }
        value = container;
        containers.pop();
        keys.pop();
      }
    }
  }

  /** A string, number or literal that starts with `code`. */
  #scalar(code: number): unknown {
    if (code === QUOTE) return this.#string();
    if (isNumberStart(code)) return this.#number();
    if (code === 0x6e && this.#null()) return null;
    if (code === 0x74 && this.#word('true')) return true;
    if (code === 0x66 && this.#word('false')) return false;
    throw STOP;
  }

  #null(): boolean {
    return this.#word('null');
  }

  /** Whether `word` is at the position, then past it. */
  #word(word: string): boolean {
    if (!this.#text.startsWith(word, this.#position)) return false;
    this.#position += word.length;
    return true;
  }

  /**
   * A number, as `decodeJSON` gives it: the double `JSON.parse` gives, or a bigint for an
   * integer written with 16 digits or more beyond `Number.MAX_SAFE_INTEGER`. Up to 15
   * digits without an exponent, the double is the digits as an integer divided by a power
   * of ten: both are exact doubles, so the one rounding of the division gives the double
   * nearest the decimal, as `JSON.parse` does (Clinger's fast path); anything else is
   * converted by `Number`, which rounds as `JSON.parse` does.
   */
  #number(): number | bigint {
    const text = this.#text;
    const start = this.#position;
    let position = start;
    let code = text.charCodeAt(position);
    const negative = code === MINUS;
    if (negative) code = text.charCodeAt(++position);
    let mantissa = 0;
    let digits = 0;
    if (code === 0x30) {
      code = text.charCodeAt(++position);
    } else if (code >= 0x31 && code <= 0x39) {
      do {
        mantissa = mantissa * 10 + (code - 0x30);
        digits++;
        code = text.charCodeAt(++position);
      } while (code >= 0x30 && code <= 0x39);
    } else {
      throw STOP;
    }
    let scale = 0;
    if (code === 0x2e) {
      code = text.charCodeAt(++position);
      if (!(code >= 0x30 && code <= 0x39)) throw STOP;
      do {
        mantissa = mantissa * 10 + (code - 0x30);
        scale++;
        code = text.charCodeAt(++position);
      } while (code >= 0x30 && code <= 0x39);
    }
    let exponent = false;
    if (code === 0x65 || code === 0x45) {
      exponent = true;
      code = text.charCodeAt(++position);
      if (code === 0x2b || code === MINUS) code = text.charCodeAt(++position);
      if (!(code >= 0x30 && code <= 0x39)) throw STOP;
      do code = text.charCodeAt(++position);
      while (code >= 0x30 && code <= 0x39);
    }
    this.#position = position;
    if (!exponent && digits + scale <= EXACT_DIGITS) {
      const magnitude = scale === 0 ? mantissa : mantissa / (EXACT_POWERS_OF_TEN[scale] ?? Number.NaN);
      return negative ? -magnitude : magnitude;
    }
    const token = text.slice(start, position);
    // The integers decodeJSON keeps as bigints: 16 digits or more, beyond 2^53 - 1.
    if (!exponent && scale === 0 && digits >= 16 && !isSafeIntegerText(token)) return BigInt(token);
    return Number(token);
  }

  /** A string from its opening quote: its characters, escapes decoded; a raw control character is no JSON. */
  #string(): string {
    const text = this.#text;
    const start = ++this.#position;
    let position = start;
    for (;;) {
      const code = text.charCodeAt(position);
      if (code === QUOTE) {
        this.#position = position + 1;
        return text.slice(start, position);
      }
      if (code === BACKSLASH) break;
      // Also NaN, past the end of the text: the string is never closed.
      if (!(code >= 0x20)) throw STOP;
      position++;
    }
    let decoded = text.slice(start, position);
    let runStart = position;
    for (;;) {
      const code = text.charCodeAt(position);
      if (code === QUOTE) {
        this.#position = position + 1;
        return decoded + text.slice(runStart, position);
      }
      if (code === BACKSLASH) {
        decoded += text.slice(runStart, position) + this.#escape(position + 1);
        position += text.charCodeAt(position + 1) === 0x75 ? 6 : 2;
        runStart = position;
        continue;
      }
      if (!(code >= 0x20)) throw STOP;
      position++;
    }
  }

  /** The character an escape stands for, its letter at `position`. */
  #escape(position: number): string {
    const text = this.#text;
    const letter = text.charCodeAt(position);
    switch (letter) {
      case QUOTE:
      case BACKSLASH:
      case 0x2f:
        return String.fromCharCode(letter);
      case 0x62:
        return '\b';
      case 0x66:
        return '\f';
      case 0x6e:
        return '\n';
      case 0x72:
        return '\r';
      case 0x74:
        return '\t';
      case 0x75: {
        const hex = text.slice(position + 1, position + 5);
        if (!/^[\dA-Fa-f]{4}$/.test(hex)) throw STOP;
        return String.fromCharCode(Number.parseInt(hex, 16));
      }
      default:
        throw STOP;
    }
  }

  /** Past JSON's four whitespace characters (a byte order mark is none: `JSON.parse` refuses it). */
  #skipSpace(): void {
    this.#position = skipSpace(this.#text, this.#position);
  }
}

/** The position of the first character from `position` on that is none of JSON's four whitespace characters. */
function skipSpace(text: string, position: number): number {
  let next = position;
  let code = text.charCodeAt(next);
  while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) code = text.charCodeAt(++next);
  return next;
}

/** Whether a number can start with `code` (a digit or a minus). */
function isNumberStart(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || code === MINUS;
}
