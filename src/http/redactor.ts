/** What every echo of a secret becomes. */
export const REDACTED = '[redacted]';

/** How deep into an error's properties the redactor looks; deeper values are replaced whole. */
const MAX_DEPTH = 8;

/**
 * Keeps secrets (access tokens, the client secret, refresh tokens) out of errors:
 * - a secret is looked for in every form an answer may echo it: as sent; URL-encoded
 *   (each character as itself where a URL encoder may leave it, or percent-encoded with
 *   either case of hex digits, a space also as `+`); and either of those inside a JSON
 *   string, each character as itself where JSON allows it or escaped in any way JSON
 *   allows (`\"`, `\/`, `\n`..., `\u003c` or `\u003C`), as encoders choose differently;
 * - text has every such echo replaced by `[redacted]`, the longest secret first;
 * - an error in which no secret shows (message, stack, name, own properties, causes) is
 *   kept as it is; otherwise it is replaced by a copy with every string redacted and
 *   accessors left out.
 */
export class Redactor {
  /** The secrets, longest first. */
  #secrets: string[] = [];
  /** Matches every echo of every secret; made when first needed (most answers need none). */
  #pattern: RegExp | null = null;

  /** Adds a secret to look for. */
  add(secret: string): void {
    if (secret === '' || this.#secrets.includes(secret)) return;
    this.#secrets.push(secret);
    this.#secrets.sort((a, b) => b.length - a.length);
    this.#pattern = null;
  }

  /** `text` with every echo of a secret replaced by `[redacted]`. */
  text(text: string): string {
    const echo = this.#echo();
    return echo === null ? text : text.replace(echo, REDACTED);
  }

  /** A frozen plain object of `headers` (names in lower case), values redacted. */
  headers(headers: Headers): Readonly<Record<string, string>> {
    const entries: [string, string][] = [];
    headers.forEach((value, name) => {
      entries.push([this.text(name), this.text(value)]);
    });
    // Object.fromEntries defines own properties, so a header named __proto__ stays data.
    return Object.freeze(Object.fromEntries(entries));
  }

  /** `error` itself when no secret shows anywhere in it, otherwise a redacted copy. */
  error(error: unknown): unknown {
    if (this.#secrets.length === 0) return error;
    let mentioned: boolean;
    try {
      mentioned = this.#mentions(error, 0, new Set());
    } catch {
      mentioned = true;
    }
    return mentioned ? this.#copy(error, 0, new Map()) : error;
  }

  /** The pattern of every echo, or null without secrets. */
  #echo(): RegExp | null {
    if (this.#secrets.length === 0) return null;
    this.#pattern ??= new RegExp(this.#secrets.map(echoPattern).join('|'), 'g');
    return this.#pattern;
  }

  #mentionsText(text: string): boolean {
    const echo = this.#echo();
    if (echo === null) return false;
    echo.lastIndex = 0;
    return echo.test(text);
  }

  #mentions(value: unknown, depth: number, seen: Set<object>): boolean {
    if (typeof value === 'string') return this.#mentionsText(value);
    if (typeof value === 'number' || typeof value === 'bigint') return this.#mentionsText(String(value));
    if (typeof value !== 'object' || value === null) return false;
    if (seen.has(value)) return false;
    if (depth > MAX_DEPTH) return true;
    seen.add(value);
    if (value instanceof Error && this.#mentions(value.stack, depth + 1, seen)) return true;
    for (const key of Object.getOwnPropertyNames(value)) {
      if (this.#mentionsText(key)) return true;
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor !== undefined && 'value' in descriptor && this.#mentions(descriptor.value, depth + 1, seen)) return true;
    }
    return false;
  }

  #copy(value: unknown, depth: number, copies: Map<object, object>): unknown {
    if (typeof value === 'string') return this.text(value);
    if (typeof value === 'number' || typeof value === 'bigint') return this.#mentionsText(String(value)) ? REDACTED : value;
    if (typeof value !== 'object' || value === null) return value;
    const known = copies.get(value);
    if (known !== undefined) return known;
    if (depth > MAX_DEPTH) return REDACTED;
    const copy = (Array.isArray(value) ? [] : Object.create(safePrototype(value))) as Record<string, unknown>;
    copies.set(value, copy);
    let names: string[] = [];
    try {
      names = Object.getOwnPropertyNames(value);
    } catch {
      // A revoked proxy has no names to give; the copy stays empty.
    }
    for (const key of names) {
      try {
        const descriptor = Object.getOwnPropertyDescriptor(value, key);
        if (descriptor === undefined || !('value' in descriptor)) continue;
        Object.defineProperty(copy, this.text(key), { ...descriptor, value: this.#copy(descriptor.value, depth + 1, copies) });
      } catch {
        // A property that cannot be read or defined is left out.
      }
    }
    if (value instanceof Error && !Object.hasOwn(copy, 'stack')) {
      Object.defineProperty(copy, 'stack', { value: this.#copy(value.stack, depth + 1, copies), writable: true, configurable: true });
    }
    return copy;
  }
}

function safePrototype(value: object): object | null {
  try {
    return Object.getPrototypeOf(value) as object | null;
  } catch {
    return Object.prototype;
  }
}

/** Characters a URL encoder may leave as they are: `encodeURIComponent` or form encoding. */
const URL_UNRESERVED = /^[A-Za-z0-9\-_.!~*'()]$/;
/** The escapes JSON has besides `\uXXXX`. */
const JSON_SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"', '\\': '\\', '/': '/', '\b': 'b', '\f': 'f', '\n': 'n', '\r': 'r', '\t': 't',
};

/**
 * A piece of an echo: one UTF-16 code unit, any of these (a hex digit of a percent
 * escape may be either case).
 */
type Position = readonly string[];
/** One way to write a character: its pieces in order. */
type Spelling = readonly Position[];
/** A way to write a whole secret: for each character, the spellings it may take. */
type Form = readonly (readonly Spelling[])[];

/**
 * The source of a regular expression matching every form in which an answer may echo
 * `secret`. Each position offers only alternatives that differ from their first
 * character or two, so a match costs time linear in the secret's length, whatever the
 * text.
 */
function echoPattern(secret: string): string {
  const asSent: Form = Array.from({ length: secret.length }, (_, index) => [[[secret.charAt(index)]]]);
  const urlEncoded: Form = Array.from(secret, urlSpellings);
  const forms = [asSent, urlEncoded].flatMap((form) => [sequence(form, rawPosition), sequence(form, jsonPosition)]);
  return `(?:${forms.join('|')})`;
}

/** A character's spellings in a URL: itself where encoders may leave it, percent-encoded, `+` for a space. */
function urlSpellings(character: string): Spelling[] {
  const spellings: Spelling[] = [];
  if (URL_UNRESERVED.test(character)) spellings.push([[character]]);
  const percent: Position[] = [];
  for (const byte of new TextEncoder().encode(character)) {
    const hex = byte.toString(16).padStart(2, '0');
    percent.push(['%'], caseless(hex.charAt(0)), caseless(hex.charAt(1)));
  }
  spellings.push(percent);
  if (character === ' ') spellings.push([['+']]);
  return spellings;
}

/** A hex digit in either case. */
function caseless(digit: string): Position {
  const upper = digit.toUpperCase();
  return upper === digit ? [digit] : [digit, upper];
}

/** A form as a pattern, each of its positions written by `position`. */
function sequence(form: Form, position: (units: Position) => string): string {
  return form.map((spellings) => oneOf(spellings.map((spelling) => spelling.map(position).join('')))).join('');
}

/** A position as it is. */
function rawPosition(units: Position): string {
  return oneOf(units.map(unitPattern));
}

/** A position inside a JSON string: each unit as itself where JSON allows it, or escaped. */
function jsonPosition(units: Position): string {
  return oneOf(units.flatMap((unit) => {
    const code = unit.charCodeAt(0);
    const hex = Array.from(code.toString(16).padStart(4, '0'), (digit) => oneOf(caseless(digit).map(unitPattern))).join('');
    const short = JSON_SHORT_ESCAPES[unit];
    const escapes = [`\\\\u${hex}`, ...(short === undefined ? [] : [`\\\\${unitPattern(short)}`])];
    return code < 0x20 || unit === '"' || unit === '\\' ? escapes : [unitPattern(unit), ...escapes];
  }));
}

/** A pattern for exactly this UTF-16 code unit. */
function unitPattern(unit: string): string {
  return `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

function oneOf(patterns: readonly string[]): string {
  return patterns.length === 1 ? (patterns[0] ?? '') : `(?:${patterns.join('|')})`;
}
