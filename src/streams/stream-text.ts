import { decodeJSON } from '../json/decode-json.js';
import { skipWhitespace, stringEnd } from '../json/json-text.js';
import { setOwn } from '../parse/plain-object.js';
import { FlagColumn, NumericColumn, PositionColumn, SampleColumn } from './sample-column.js';
import { SampleText } from './sample-text.js';
import { isStreamType, kindOf, type SampleKind, type StreamType } from './stream-types.js';

/** What `scanStreamText` gives for text that is not JSON. */
export const NOT_JSON: unique symbol = /* @__PURE__ */ Symbol('not JSON');

/** Thrown inside the scan where the text stops being JSON; `scanStreamText` turns it into `NOT_JSON`. */
class NotJson extends Error {}

/** One instance for every place the text stops being JSON: what it says does not matter, only that it ended the scan. */
const STOP = /* @__PURE__ */ new NotJson('not JSON');


const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Reads the JSON text of a stream body in one pass into what `StreamSet.parse` reads: the
 * value `decodeJSON(text)` gives, except that the `data` array of each stream whose type
 * is known when its samples come is a `SampleColumn`, its samples checked and stored as
 * they are read, never built as JS values. Every other value (unknown keys, unknown stream
 * types, a sample that is no number or null, a `data` met before its `type`) is decoded
 * by `decodeJSON` itself, from its slice of the text; the keys of the set and of its
 * streams are read here, as `JSON.parse` reads them (a duplicate key keeps the last value
 * at the first key's place; `__proto__` is a key like any other). Text that is not JSON
 * gives `NOT_JSON` wherever it fails: `StreamSet.parseJSON` then lets `decodeJSON` throw
 * its JsonSyntaxError.
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

  /** One sample at the position the hot loops do not read: any value, decoded and checked. */
  #slowSample(column: SampleColumn): void {
    column.pushValue(this.#value());
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
    const key = this.#value() as string;
    this.#skipSpace();
    if (this.#text.charCodeAt(this.#position) !== COLON) throw STOP;
    this.#position++;
    this.#skipSpace();
    return key;
  }

  /**
   * The JSON value at the position, decoded by `decodeJSON` (integers beyond 2^53 as
   * bigints, duplicate keys and `__proto__` as `JSON.parse` takes them, any depth): its
   * extent is found first by `valueEnd`, then the slice is decoded, so each character is
   * read twice at most. Only values that are not samples come here: a set's and a stream's
   * few other values, and a sample the hot loops do not read.
   */
  #value(): unknown {
    const start = this.#position;
    const end = valueEnd(this.#text, start);
    this.#position = end;
    try {
      return decodeJSON(this.#text.slice(start, end));
    } catch {
      throw STOP;
    }
  }

  /** Past JSON's four whitespace characters (a byte order mark is none: `JSON.parse` refuses it). */
  #skipSpace(): void {
    this.#position = skipWhitespace(this.#text, this.#position);
  }
}

/**
 * The position just past the JSON value that starts at `start`, found without decoding it:
 * past a string's closing quote (escapes passed over), past the closer that ends a
 * container (strings inside passed over whole), or at the comma, closer or end of text
 * that ends a number or literal. For text that is not JSON it stops somewhere: decoding
 * what it spans then fails, or the scan fails where it goes on.
 */
function valueEnd(text: string, start: number): number {
  let depth = 0;
  let position = start;
  for (;;) {
    const code = text.charCodeAt(position);
    if (code === QUOTE) {
      position = stringEnd(text, position);
      if (position < 0) throw STOP;
      if (depth === 0) return position;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      position++;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      if (depth === 0) return position;
      depth--;
      position++;
      if (depth === 0) return position;
    } else if (depth === 0 && (code === COMMA || Number.isNaN(code))) {
      return position;
    } else if (Number.isNaN(code)) {
      // The text ends inside a container.
      throw STOP;
    } else {
      position++;
    }
  }
}
