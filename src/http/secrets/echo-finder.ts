/** Where an echo lies in a text: from `start` up to, not including, `end`. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * Takes the units of a text as a reading decodes them: the UTF-16 code unit each stands
 * for, and the span of the text it was written as.
 */
type Sink = (unit: number, start: number, end: number) => void;

/**
 * Finds every echo of some secrets in a text, in every form an answer may write them:
 * - as sent;
 * - inside a JSON string, each character as itself or escaped in any way JSON allows
 *   (`\"`, `\/`, `\u003c` or `\u003C`), as encoders choose differently;
 * - URL-encoded, each character as itself where a URL encoder may leave it or
 *   percent-encoded with either case of hex digits, a space also as `+`;
 * - URL-encoded, then inside a JSON string.
 * A text is read once for each form that its characters make possible, unit by unit and
 * against every secret at once, so the time is linear in its length whatever it holds, and
 * the memory is bounded by the secrets' length.
 */
export class EchoFinder {
  /** The secrets as sent, for the text as written and JSON-decoded. */
  readonly #asSent: readonly Needle[];
  /** The secrets URL-encoded as `canonicalUrl` writes them. */
  readonly #urlEncoded: readonly Needle[];

  constructor(secrets: readonly string[]) {
    this.#asSent = secrets.map((secret) => new Needle(secret));
    this.#urlEncoded = secrets.map((secret) => new Needle(urlEncoded(secret)));
  }

  /**
   * The spans of every echo in `text`, in order, overlapping ones joined.
   *
   * @param cut Whether the text was cut short (a body read up to a limit): then the start
   *   of an echo at its very end, `PARTIAL_ECHO` units or more, is found too.
   */
  spans(text: string, cut = false): Span[] {
    const found: Span[] = [];
    for (const { text: secret } of this.#asSent) {
      for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + 1)) found.push({ start: at, end: at + secret.length });
    }
    const asWritten: Reading = (sink) => {
      readAsWritten(text, sink);
    };
    const jsonDecoded: Reading = (sink) => {
      readJsonDecoded(text, sink);
    };
    const escaped = text.includes('\\');
    if (cut) follow(this.#asSent, asWritten, found, cut);
    if (escaped) follow(this.#asSent, jsonDecoded, found, cut);
    if (text.includes('%') || text.includes('+')) follow(this.#urlEncoded, canonicalUrl(asWritten), found, cut);
    if (escaped) follow(this.#urlEncoded, canonicalUrl(jsonDecoded), found, cut);
    return joined(found);
  }
}

/** Fewest units of a secret's echo that count as its start at the end of a text cut short. */
const PARTIAL_ECHO = 4;

/** A way of reading a text: it gives each unit it decodes to `sink`, in order. */
type Reading = (sink: Sink) => void;

/**
 * Follows every needle through one reading of a text, adding the span of each match to
 * `found`, and with `cut` the span of a match under way when the text ends.
 */
function follow(needles: readonly Needle[], reading: Reading, found: Span[], cut: boolean): void {
  const matches = needles.map((needle) => new Match(needle, found));
  reading((unit, start, end) => {
    for (const match of matches) match.feed(unit, start, end);
  });
  if (!cut) return;
  for (const match of matches) {
    const partial = match.partial(PARTIAL_ECHO);
    if (partial !== null) found.push(partial);
  }
}

/** `reading` with its URL encoding made canonical (see `CanonicalUrl`). */
function canonicalUrl(reading: Reading): Reading {
  return (sink) => {
    const canonical = new CanonicalUrl(sink);
    reading((unit, start, end) => {
      canonical.push(unit, start, end);
    });
    canonical.end();
  };
}

/** A secret to look for, with the failure table of the Knuth-Morris-Pratt search. */
class Needle {
  readonly text: string;
  /** For each prefix, the length of its longest proper prefix that is also its suffix. */
  readonly failure: Int32Array;

  constructor(text: string) {
    this.text = text;
    this.failure = new Int32Array(text.length);
    let length = 0;
    for (let index = 1; index < text.length; index++) {
      while (length > 0 && text.charCodeAt(index) !== text.charCodeAt(length)) length = this.failure[length - 1] ?? 0;
      if (text.charCodeAt(index) === text.charCodeAt(length)) length += 1;
      this.failure[index] = length;
    }
  }
}

/** One needle followed through one reading, unit by unit; each whole match adds its span to `found`. */
class Match {
  readonly #needle: Needle;
  readonly #found: Span[];
  /** Where each of the last units read began in the text, by their count modulo the needle's length. */
  readonly #starts: Float64Array;
  #matched = 0;
  #count = 0;
  #end = 0;

  constructor(needle: Needle, found: Span[]) {
    this.#needle = needle;
    this.#found = found;
    this.#starts = new Float64Array(needle.text.length);
  }

  feed(unit: number, start: number, end: number): void {
    const { text, failure } = this.#needle;
    const length = text.length;
    this.#starts[this.#count % length] = start;
    this.#count += 1;
    let matched = this.#matched;
    while (matched > 0 && text.charCodeAt(matched) !== unit) matched = failure[matched - 1] ?? 0;
    if (text.charCodeAt(matched) === unit) matched += 1;
    if (matched === length) {
      this.#found.push({ start: this.#starts[(this.#count - length) % length] ?? start, end });
      matched = failure[length - 1] ?? 0;
    }
    this.#matched = matched;
    this.#end = end;
  }

  /** The span of the units matched so far when they are `least` or more, or null. */
  partial(least: number): Span | null {
    const matched = this.#matched;
    if (matched < least) return null;
    return { start: this.#starts[(this.#count - matched) % this.#needle.text.length] ?? 0, end: this.#end };
  }
}

/** Every unit of `text` as it is. */
function readAsWritten(text: string, sink: Sink): void {
  for (let index = 0; index < text.length; index++) sink(text.charCodeAt(index), index, index + 1);
}

/** What JSON's short escapes stand for, by the character after the backslash. */
const JSON_SHORT_ESCAPES: ReadonlyMap<number, number> = new Map(
  [['"', '"'], ['\\', '\\'], ['/', '/'], ['b', '\b'], ['f', '\f'], ['n', '\n'], ['r', '\r'], ['t', '\t']]
    .map(([escape = '', unit = '']) => [escape.charCodeAt(0), unit.charCodeAt(0)]),
);

/** The units of `text` with every JSON escape decoded, wherever it stands. */
function readJsonDecoded(text: string, sink: Sink): void {
  let index = 0;
  while (index < text.length) {
    const unit = text.charCodeAt(index);
    if (unit === 0x5c && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      const short = JSON_SHORT_ESCAPES.get(next);
      if (short !== undefined) {
        sink(short, index, index + 2);
        index += 2;
        continue;
      }
      const value = next === 0x75 ? hexValue(text, index + 2, 4) : -1;
      if (value >= 0) {
        sink(value, index, index + 6);
        index += 6;
        continue;
      }
    }
    sink(unit, index, index + 1);
    index += 1;
  }
}

/** The value of `digits` hex digits of `text` from `from`, or -1 when they are not all there. */
function hexValue(text: string, from: number, digits: number): number {
  if (from + digits > text.length) return -1;
  let value = 0;
  for (let index = from; index < from + digits; index++) {
    const digit = hexDigit(text.charCodeAt(index));
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

function hexDigit(unit: number): number {
  if (unit >= 0x30 && unit <= 0x39) return unit - 0x30;
  const lower = unit | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

const UPPER_HEX = '0123456789ABCDEF';

/** Bytes a URL encoder may leave as they are: `encodeURIComponent` or form encoding. */
function isUrlUnreserved(byte: number): boolean {
  return (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a) || "-_.!~*'()".includes(String.fromCharCode(byte));
}

/**
 * `secret` URL-encoded canonically: UTF-8, every byte but an unreserved one as `%XX` with
 * upper-case hex digits. `CanonicalUrl` brings every other URL encoding of it to this.
 */
function urlEncoded(secret: string): string {
  let text = '';
  for (const byte of new TextEncoder().encode(secret)) {
    text += isUrlUnreserved(byte) ? String.fromCharCode(byte) : `%${UPPER_HEX.charAt(byte >> 4)}${UPPER_HEX.charAt(byte & 15)}`;
  }
  return text;
}

/**
 * Passes units on with their URL encoding made canonical: a percent escape of an
 * unreserved byte becomes that character, any other escape gets upper-case hex digits, and
 * `+` becomes `%20`. Each unit of an escape carries the span of the whole escape.
 */
class CanonicalUrl {
  readonly #sink: Sink;
  /** The units held while they may begin an escape: `%`, then perhaps a hex digit, as unit, start, end. */
  readonly #held: number[] = [];

  constructor(sink: Sink) {
    this.#sink = sink;
  }

  push(unit: number, start: number, end: number): void {
    const held = this.#held;
    if (held.length === 0) {
      if (unit === 0x25) held.push(unit, start, end);
      else if (unit === 0x2b) this.#byte(0x20, start, end);
      else this.#sink(unit, start, end);
      return;
    }
    if (hexDigit(unit) >= 0 && held.length === 3) {
      held.push(unit, start, end);
      return;
    }
    if (hexDigit(unit) >= 0) {
      this.#byte(hexDigit(held[3] ?? 0) * 16 + hexDigit(unit), held[1] ?? start, end);
      held.length = 0;
      return;
    }
    this.#release();
    this.push(unit, start, end);
  }

  /** Passes on what is still held: the text ended within what might have been an escape. */
  end(): void {
    this.#release();
  }

  /** Passes on the held units as they are: they did not make an escape. */
  #release(): void {
    const held = this.#held.splice(0);
    this.#sink(held[0] ?? 0x25, held[1] ?? 0, held[2] ?? 0);
    if (held.length > 3) this.push(held[3] ?? 0, held[4] ?? 0, held[5] ?? 0);
  }

  #byte(byte: number, start: number, end: number): void {
    if (isUrlUnreserved(byte)) {
      this.#sink(byte, start, end);
      return;
    }
    this.#sink(0x25, start, end);
    this.#sink(UPPER_HEX.charCodeAt(byte >> 4), start, end);
    this.#sink(UPPER_HEX.charCodeAt(byte & 15), start, end);
  }
}

/** Spans in order of their start, those that overlap joined into one. */
function joined(spans: Span[]): Span[] {
  if (spans.length < 2) return spans;
  spans.sort((a, b) => a.start - b.start || a.end - b.end);
  const result: Span[] = [];
  let current = spans[0] ?? { start: 0, end: 0 };
  for (const span of spans) {
    if (span.start < current.end) {
      if (span.end > current.end) current = { start: current.start, end: span.end };
      continue;
    }
    result.push(current);
    current = span;
  }
  result.push(current);
  return result;
}
