import { EchoFinder, type Span } from './echo-finder.js';

/** What every echo of a secret becomes. */
export const REDACTED = '[redacted]';

/** How deep into an error's properties the redactor looks; deeper values are replaced whole. */
const MAX_DEPTH = 8;

/**
 * Keeps secrets (access tokens, the client secret, refresh tokens) out of errors:
 * - a secret is looked for in every form an answer may echo it (see `EchoFinder`): as
 *   sent, URL-encoded by any encoder, and either inside a JSON string however its
 *   characters are escaped;
 * - text has every such echo replaced by `[redacted]`;
 * - an error in which no secret shows (message, stack, name, own properties, causes) is
 *   kept as it is; otherwise it is replaced by a copy with every string redacted and
 *   accessors left out.
 */
export class Redactor {
  readonly #secrets: string[] = [];
  /** Made when first needed: most answers need none. */
  #finder: EchoFinder | null = null;

  /** Adds a secret to look for. */
  add(secret: string): void {
    if (secret === '' || this.#secrets.includes(secret)) return;
    this.#secrets.push(secret);
    this.#finder = null;
  }

  /**
   * `text` with every echo of a secret replaced by `[redacted]`.
   *
   * @param cut Whether the text was cut short (a body read up to `maxBodyBytes`): then an
   *   echo cut off at its end is replaced too.
   */
  text(text: string, cut = false): string {
    if (this.#secrets.length === 0) return text;
    let result = '';
    let from = 0;
    for (const { start, end } of this.#echoes(text, cut)) {
      result += `${text.slice(from, start)}${REDACTED}`;
      from = end;
    }
    return from === 0 ? text : result + text.slice(from);
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

  #echoes(text: string, cut = false): Span[] {
    this.#finder ??= new EchoFinder(this.#secrets);
    return this.#finder.spans(text, cut);
  }

  #mentionsText(text: string): boolean {
    return this.#secrets.length > 0 && this.#echoes(text).length > 0;
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
