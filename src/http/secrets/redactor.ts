import { EchoFinder, type Span } from './echo-finder.js';
import { secretFreeCopy } from './secret-free-copy.js';

/** What every echo of a secret becomes. */
export const REDACTED = '[redacted]';

/**
 * Keeps secrets (access tokens, the client secret, refresh tokens) out of errors:
 * - a secret is looked for in every form an answer may echo it (see `EchoFinder`): as
 *   sent, URL-encoded by any encoder, and either inside a JSON string however its
 *   characters are escaped;
 * - text has every such echo replaced by `[redacted]`;
 * - an error is replaced by a copy of plain data with every text in it redacted.
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

  /**
   * A copy of `error` (whatever a user's `fetch` threw) made of plain data, with every
   * echo of a secret replaced: see `secretFreeCopy`. The error itself is never passed on,
   * since what it holds beyond its own properties cannot all be seen.
   */
  error(error: unknown): unknown {
    return secretFreeCopy(error, (text, cut) => this.text(text, cut));
  }

  #echoes(text: string, cut = false): Span[] {
    this.#finder ??= new EchoFinder(this.#secrets);
    return this.#finder.spans(text, cut);
  }
}
