/** What every echo of a secret becomes. */
export const REDACTED = '[redacted]';

/** How deep into an error's properties the redactor looks; deeper values are replaced whole. */
const MAX_DEPTH = 8;

/**
 * Keeps secrets (access tokens, the client secret, refresh tokens) out of errors:
 * - a secret is looked for in every form an answer may echo it: as sent, URL-encoded
 *   (percent-encoding or form encoding, either case of hex digits) and JSON-escaped
 *   (with `\/` and `\uXXXX` escapes or without), and JSON-escaped after URL-encoding;
 * - text has every such form replaced by `[redacted]`, longest form first;
 * - an error in which no secret shows (message, stack, name, own properties, causes) is
 *   kept as it is; otherwise it is replaced by a copy with every string redacted and
 *   accessors left out.
 */
export class Redactor {
  /** Every form of every secret, longest first. */
  #forms: string[] = [];

  /** Adds a secret to look for. */
  add(secret: string): void {
    for (const form of echoedForms(secret)) {
      if (form !== '' && !this.#forms.includes(form)) this.#forms.push(form);
    }
    this.#forms.sort((a, b) => b.length - a.length);
  }

  /** `text` with every echo of a secret replaced by `[redacted]`. */
  text(text: string): string {
    let result = text;
    for (const form of this.#forms) {
      if (result.includes(form)) result = result.split(form).join(REDACTED);
    }
    return result;
  }

  /** A frozen plain object of `headers` (names in lower case), values redacted. */
  headers(headers: Headers): Readonly<Record<string, string>> {
    const entries: [string, string][] = [];
    headers.forEach((value, name) => {
      entries.push([name, this.text(value)]);
    });
    // Object.fromEntries defines own properties, so a header named __proto__ stays data.
    return Object.freeze(Object.fromEntries(entries));
  }

  /** `error` itself when no secret shows anywhere in it, otherwise a redacted copy. */
  error(error: unknown): unknown {
    if (this.#forms.length === 0) return error;
    let mentioned: boolean;
    try {
      mentioned = this.#mentions(error, 0, new Set());
    } catch {
      mentioned = true;
    }
    return mentioned ? this.#copy(error, 0, new Map()) : error;
  }

  #mentionsText(text: string): boolean {
    return this.#forms.some((form) => text.includes(form));
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

/** The forms in which an answer may echo `secret`. */
function echoedForms(secret: string): string[] {
  const urlForms = [secret, percentEncoded(secret), new URLSearchParams({ s: secret }).toString().slice(2)];
  for (const form of [...urlForms]) urlForms.push(form.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
  const forms = new Set<string>();
  for (const form of urlForms) for (const escaped of jsonForms(form)) forms.add(escaped);
  return [...forms];
}

function percentEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be percent-encoded, so no answer holds it that way.
    return text;
  }
}

/** `text` as it is, and as the inside of a JSON string in the escapes encoders choose. */
function jsonForms(text: string): string[] {
  const plain = JSON.stringify(text).slice(1, -1);
  const slashes = plain.replaceAll('/', '\\/');
  const forms = [text, plain, slashes];
  for (const form of [plain, slashes]) {
    forms.push(escapeNonAscii(form, false), escapeNonAscii(form, true));
  }
  return forms;
}

function escapeNonAscii(text: string, upperCase: boolean): string {
  return text.replace(/[\u007f-\uffff]/g, (character) => {
    const hex = character.charCodeAt(0).toString(16).padStart(4, '0');
    return `\\u${upperCase ? hex.toUpperCase() : hex}`;
  });
}
