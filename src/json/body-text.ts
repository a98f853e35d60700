import { decodeJSON } from './decode-json.js';
import { JsonSyntaxError } from './json-syntax-error.js';
import { firstNonUtf8Offset } from './utf8-offset.js';

/**
 * The JSON text of a body given as text: a string as it is, UTF-8 bytes (a `Uint8Array` or
 * an `ArrayBuffer` of this realm) decoded strictly, a leading byte order mark dropped as
 * `Response.text()` drops it; undefined for anything else (a decoded body).
 *
 * @throws JsonSyntaxError for bytes that are not UTF-8, naming the first byte that begins
 *   no UTF-8 character and its offset (`not UTF-8 text: byte 0xE9 at byte offset 6 of 8
 *   begins no UTF-8 character`), found in time linear in the bytes, rather than read each
 *   malformed sequence as U+FFFD and change a string of the body without a word.
 */
export function bodyText(body: string | Uint8Array | ArrayBuffer): string;
export function bodyText(body: unknown): string | undefined;
export function bodyText(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (!(body instanceof Uint8Array || body instanceof ArrayBuffer)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
    const byteOffset = firstNonUtf8Offset(bytes);
    throw new JsonSyntaxError(bytes.length, { byteOffset, byte: bytes[byteOffset] ?? 0 });
  }
}

/**
 * The decoded JSON of a body given as text (`bodyText`), ids beyond 2^53 exact
 * (`decodeJSON`).
 *
 * @throws JsonSyntaxError for bytes that are not UTF-8, or text that is not JSON.
 */
export function decodedBody(body: string | Uint8Array | ArrayBuffer): unknown {
  return decodeJSON(bodyText(body));
}
