import { Accepts, SmallIntegers, type FlagColumn, type NumericColumn, type PositionColumn, type SampleColumn } from './sample-column.js';
import { NULL_FLAG } from './sample-store.js';

/** How many characters of text one chunk holds as bytes, at most. */
const CHUNK = 1 << 16;
/**
 * How many characters a chunk is given to encode after one that a character not ASCII cut
 * short: twice as many at each load that is not cut, up to `CHUNK`. `encodeInto` encodes
 * all it is given, so a fixed `CHUNK` for every load made text with many such characters
 * (a string sample each) cost a chunk's encoding per sample.
 */
const SHORT_CHUNK = 256;
/** Powers of ten that a double holds exactly: up to 10^22. */
const EXACT_POWERS_OF_TEN = /* @__PURE__ */ Array.from({ length: 23 }, (_, power) => 10 ** power);
const ENCODER = /* @__PURE__ */ new TextEncoder();

/**
 * The numbers the hot loops compare against at every sample or byte. A `const enum`, which
 * the build writes out as literals: a bundle turns a module's `const`s into `var`s, which
 * V8 reads again at every use (`bench/README.md`, "Hot constants as `const enum`s").
 */
const enum Read {
  /**
   * A chunk is loaded again from the current position when fewer bytes than this are left
   * in it, so that a sample the hot loops read (at most 40 bytes, whitespace aside) lies in
   * the chunk whole. It can only meet the chunk's end where the text ends, or goes on in a
   * character that is not ASCII: what follows it is then no JSON, which the read of the
   * comma or `]` after it finds. A longer sample (a number of 40 digits, a string) is read
   * the slow way from the text; a run of whitespace, wherever it meets the end, by `#skip`.
   */
  Margin = 64,
  /** At most this many digits make an integer below 2^53, exact in a double with its every operation. */
  ExactDigits = 15,
  /** `,` */
  Comma = 0x2c,
  /** `-` */
  Minus = 0x2d,
  /** `.` */
  Dot = 0x2e,
  /** `[` */
  OpenBracket = 0x5b,
  /** `]` */
  CloseBracket = 0x5d,
}

/** Reads the sample at `position` the slow way into `column` (null, or any value decoded and checked), and gives the position after it. */
export type SlowSample = (column: SampleColumn, position: number) => number;

/** Thrown where the samples' text stops being JSON. */
export type NotJson = () => never;

/**
 * Reads the samples of a `data` array straight from JSON text into a column's storage, in
 * one pass: the hot loops of `StreamSet.parseJSON`.
 * - The text is read as bytes, a chunk of its ASCII characters at a time, encoded by
 *   `TextEncoder.encodeInto` into one buffer: a byte is read in a third of the time of
 *   `charCodeAt` (whose every call checks the string's representation), and encoding costs
 *   less than the difference. A chunk holds ASCII only, so that a byte's offset is its
 *   character's, and ends before the first other character (which only a string can hold).
 *   A 0 byte marks the chunk's end; text that holds one itself is no JSON.
 * - A number of at most 15 digits without an exponent (every sample of a real body), `null`,
 *   a position `[number, number]` and a flag are read here; the number is the digits as an
 *   integer divided by a power of ten, both exact doubles, so the one rounding of the
 *   division gives the double nearest the decimal, as `JSON.parse` does (Clinger's fast
 *   path). Anything else is read by `slowSample`, from the text.
 * - Positions and lengths stay in locals, and numbers are written straight into the
 *   column's storage: read through fields, and each number returned from a method, a
 *   sample took twice as long.
 */
export class SampleText {
  readonly #text: string;
  readonly #slowSample: SlowSample;
  readonly #notJson: NotJson;
  readonly #bytes: Uint8Array;
  /** The text position of the chunk's first byte. */
  #base = 0;
  /** How many bytes the chunk holds; a 0 byte follows them. */
  #limit = 0;
  /** Whether the text goes on past the chunk in ASCII, so that loading again gives more. */
  #more = false;
  /** The chunk's bytes but the last, where its 0 goes: what `encodeInto` may fill. */
  readonly #room: Uint8Array;
  /** How many characters the next load encodes (see `SHORT_CHUNK`). */
  #size = CHUNK;

  constructor(text: string, slowSample: SlowSample, notJson: NotJson) {
    this.#text = text;
    this.#slowSample = slowSample;
    this.#notJson = notJson;
    this.#bytes = new Uint8Array(Math.min(text.length, CHUNK) + 1);
    this.#room = this.#bytes.subarray(0, this.#bytes.length - 1);
  }

  /** Reads number samples from the `[` at `position` into `column`: the position after the `]`. */
  numbers(column: NumericColumn, position: number): number {
    const bytes = this.#bytes;
    let b = this.#load(position + 1);
    let base = this.#base;
    let limit = this.#limit;
    let code = bytes[b] ?? 0;
    if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
    if (code === Read.CloseBracket) return base + b + 1;
    let values = column.values;
    let length = column.length;
    let accepts = column.accepts;
    for (;;) {
      if (limit - b < Read.Margin && this.#more) {
        b = this.#load(base + b);
        base = this.#base;
        limit = this.#limit;
        code = bytes[b] ?? 0;
      }
      const start = b;
      let value = NaN;
      let negative = false;
      if (code === 0x6e) {
        if (isNull(bytes, b)) {
          column.length = length;
          column.pushNull();
          values = column.values;
          length = column.length;
          accepts = column.accepts;
          b += 4;
          value = 0;
        }
      } else {
        negative = code === Read.Minus;
        if (negative) code = bytes[++b] ?? 0;
        let mantissa = code - 0x30;
        if (mantissa >= 0 && mantissa <= 9) {
          let digits = 1;
          code = bytes[++b] ?? 0;
          if (mantissa !== 0) {
            while (code >= 0x30 && code <= 0x39) {
              mantissa = mantissa * 10 + (code - 0x30);
              digits++;
              code = bytes[++b] ?? 0;
            }
          }
          let scale = 0;
          if (code === Read.Dot) {
            code = bytes[++b] ?? 0;
            while (code >= 0x30 && code <= 0x39) {
              mantissa = mantissa * 10 + (code - 0x30);
              scale++;
              code = bytes[++b] ?? 0;
            }
            // "1." is no number: the slow way says so.
            if (scale === 0) digits = Infinity;
          }
          if (digits + scale <= Read.ExactDigits && code !== 0x65 && code !== 0x45) {
            const magnitude = scale === 0 ? mantissa : mantissa / (EXACT_POWERS_OF_TEN[scale] ?? NaN);
            value = negative ? -magnitude : magnitude;
            // A Float32Array takes an integer within ±2^24, a Float64Array of an integer
            // stream any integer of 15 digits; anything else goes through pushNumber, which
            // checks it and may move the samples to a Float64Array.
            if (accepts === Accepts.Finite || (value % 1 === 0 && (accepts !== Accepts.SmallInteger || (value <= SmallIntegers.Max && value >= -SmallIntegers.Max)))) {
              if (length === values.length) {
                column.length = length;
                values = column.grow();
              }
              values[length++] = value;
            } else {
              column.length = length;
              column.pushNumber(value);
              values = column.values;
              length = column.length;
              accepts = column.accepts;
            }
          }
        }
      }
      if (value !== value) {
        column.length = length;
        b = this.#slow(column, base + start);
        base = this.#base;
        limit = this.#limit;
        values = column.values;
        length = column.length;
        accepts = column.accepts;
      }
      code = bytes[b] ?? 0;
      if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
      if (code === Read.Comma) {
        code = bytes[++b] ?? 0;
        if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
        base = this.#base;
        limit = this.#limit;
        continue;
      }
      if (code !== Read.CloseBracket) this.#notJson();
      column.length = length;
      return this.#base + b + 1;
    }
  }

  /** Reads position samples from the `[` at `position` into `column`: the position after the `]`. */
  positions(column: PositionColumn, position: number): number {
    const bytes = this.#bytes;
    let b = this.#load(position + 1);
    let base = this.#base;
    let limit = this.#limit;
    let code = bytes[b] ?? 0;
    if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
    if (code === Read.CloseBracket) return base + b + 1;
    let values = column.values;
    let length = column.length;
    for (;;) {
      if (limit - b < Read.Margin && this.#more) {
        b = this.#load(base + b);
        base = this.#base;
        limit = this.#limit;
        code = bytes[b] ?? 0;
      }
      const start = b;
      let latitude = NaN;
      let longitude = NaN;
      if (code === Read.OpenBracket) {
        code = bytes[++b] ?? 0;
        if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
        for (let coordinate = 0; coordinate < 2; coordinate++) {
          const negative = code === Read.Minus;
          if (negative) code = bytes[++b] ?? 0;
          let mantissa = code - 0x30;
          if (!(mantissa >= 0 && mantissa <= 9)) break;
          let digits = 1;
          code = bytes[++b] ?? 0;
          if (mantissa !== 0) {
            while (code >= 0x30 && code <= 0x39) {
              mantissa = mantissa * 10 + (code - 0x30);
              digits++;
              code = bytes[++b] ?? 0;
            }
          }
          let scale = 0;
          if (code === Read.Dot) {
            code = bytes[++b] ?? 0;
            while (code >= 0x30 && code <= 0x39) {
              mantissa = mantissa * 10 + (code - 0x30);
              scale++;
              code = bytes[++b] ?? 0;
            }
            if (scale === 0) break;
          }
          if (digits + scale > Read.ExactDigits || code === 0x65 || code === 0x45) break;
          const magnitude = scale === 0 ? mantissa : mantissa / (EXACT_POWERS_OF_TEN[scale] ?? NaN);
          if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
          if (code !== (coordinate === 0 ? Read.Comma : Read.CloseBracket)) break;
          code = bytes[++b] ?? 0;
          if (coordinate === 0) {
            latitude = negative ? -magnitude : magnitude;
            if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
          } else {
            longitude = negative ? -magnitude : magnitude;
          }
        }
      }
      if (latitude >= -90 && latitude <= 90 && longitude >= -180 && longitude <= 180) {
        if (2 * length === values.length) {
          column.length = length;
          values = column.grow();
        }
        values[2 * length] = latitude;
        values[2 * length + 1] = longitude;
        length++;
      } else if (code === 0x6e && b === start && isNull(bytes, b)) {
        column.length = length;
        column.pushNull();
        values = column.values;
        length = column.length;
        b += 4;
      } else {
        column.length = length;
        b = this.#slow(column, base + start);
        base = this.#base;
        limit = this.#limit;
        values = column.values;
        length = column.length;
      }
      code = bytes[b] ?? 0;
      if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
      if (code === Read.Comma) {
        code = bytes[++b] ?? 0;
        if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
        base = this.#base;
        limit = this.#limit;
        continue;
      }
      if (code !== Read.CloseBracket) this.#notJson();
      column.length = length;
      return this.#base + b + 1;
    }
  }

  /** Reads flag samples from the `[` at `position` into `column`: the position after the `]`. */
  flags(column: FlagColumn, position: number): number {
    const bytes = this.#bytes;
    let b = this.#load(position + 1);
    let base = this.#base;
    let limit = this.#limit;
    let code = bytes[b] ?? 0;
    if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
    if (code === Read.CloseBracket) return base + b + 1;
    let values = column.values;
    let length = column.length;
    for (;;) {
      if (limit - b < Read.Margin && this.#more) {
        b = this.#load(base + b);
        base = this.#base;
        limit = this.#limit;
        code = bytes[b] ?? 0;
      }
      // The flag the literal at `b` stands for (NULL_FLAG for null), or -1; and its length.
      const flag = code === 0x74 && isTrue(bytes, b) ? 1 : code === 0x66 && isFalse(bytes, b) ? 0 : code === 0x6e && isNull(bytes, b) ? NULL_FLAG : -1;
      const size = flag === 0 ? 5 : 4;
      if (flag >= 0) {
        if (length === values.length) {
          column.length = length;
          values = column.grow();
        }
        values[length++] = flag;
        b += size;
      } else {
        column.length = length;
        b = this.#slow(column, base + b);
        base = this.#base;
        limit = this.#limit;
        values = column.values;
        length = column.length;
      }
      code = bytes[b] ?? 0;
      if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
      if (code === Read.Comma) {
        code = bytes[++b] ?? 0;
        if (code <= 0x20) code = bytes[(b = this.#skip(b))] ?? 0;
        base = this.#base;
        limit = this.#limit;
        continue;
      }
      if (code !== Read.CloseBracket) this.#notJson();
      column.length = length;
      return this.#base + b + 1;
    }
  }

  /** Reads one sample the slow way, from the text at `position`: the chunk offset after it (the chunk loaded again when it is past it). */
  #slow(column: SampleColumn, position: number): number {
    const after = this.#slowSample(column, position);
    return after - this.#base + Read.Margin <= this.#limit || !this.#more ? this.#at(after) : this.#load(after);
  }

  /** The chunk offset of text `position`, the chunk loaded again when it does not hold it. */
  #at(position: number): number {
    const offset = position - this.#base;
    return offset >= 0 && offset <= this.#limit ? offset : this.#load(position);
  }

  /**
   * Past JSON's whitespace from chunk offset `b`, loading the chunk again at its end: the
   * offset of the next other byte (the 0 after the chunk when the text ends, or goes on in
   * a character that is not ASCII, which is no JSON where whitespace may be).
   */
  #skip(offset: number): number {
    const bytes = this.#bytes;
    let b = offset;
    for (;;) {
      let code = bytes[b] ?? 0;
      while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) code = bytes[++b] ?? 0;
      if (b < this.#limit || !this.#more) return b;
      b = this.#load(this.#base + b);
    }
  }

  /**
   * Loads the chunk that starts at text `position`: up to `#size` characters, cut before
   * the first that is not ASCII (`encodeInto` then writes more bytes than it reads, and the
   * first byte of 0x80 or more is where the cut falls). Gives the chunk's first offset, 0.
   */
  #load(position: number): number {
    const text = this.#text;
    const end = Math.min(position + this.#size, text.length);
    const bytes = this.#bytes;
    const { read, written } = end > position ? ENCODER.encodeInto(text.slice(position, end), this.#room) : { read: 0, written: 0 };
    let length = written;
    if (read !== written) {
      length = 0;
      while ((bytes[length] ?? 0) < 0x80) length++;
      this.#size = SHORT_CHUNK;
    } else {
      this.#size = Math.min(2 * this.#size, CHUNK);
    }
    bytes[length] = 0;
    this.#base = position;
    this.#limit = length;
    this.#more = read === written && end < text.length;
    return 0;
  }
}

/** Whether `null` is at offset `b` (its `n` already seen). */
function isNull(bytes: Uint8Array, b: number): boolean {
  return bytes[b + 1] === 0x75 && bytes[b + 2] === 0x6c && bytes[b + 3] === 0x6c;
}

/** Whether `true` is at offset `b` (its `t` already seen). */
function isTrue(bytes: Uint8Array, b: number): boolean {
  return bytes[b + 1] === 0x72 && bytes[b + 2] === 0x75 && bytes[b + 3] === 0x65;
}

/** Whether `false` is at offset `b` (its `f` already seen). */
function isFalse(bytes: Uint8Array, b: number): boolean {
  return bytes[b + 1] === 0x61 && bytes[b + 2] === 0x6c && bytes[b + 3] === 0x73 && bytes[b + 4] === 0x65;
}
