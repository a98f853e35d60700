/**
 * The JSON text of a body given as text: a string as it is, UTF-8 bytes (a `Uint8Array` or
 * an `ArrayBuffer` of this realm) decoded strictly, a leading byte order mark dropped as
 * `Response.text()` drops it; undefined for anything else (a decoded body).
 *
 * @param who how the message of a refusal begins: `StreamSet.parseJSON:`
 * @throws SyntaxError for bytes that are not UTF-8, rather than read each malformed
 *   sequence as U+FFFD and change a string of the body without a word.
 */
export function bodyText(body: unknown, who: string): string | undefined {
  if (typeof body === 'string') return body;
  if (!(body instanceof Uint8Array || body instanceof ArrayBuffer)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new SyntaxError(`${who} ${body.byteLength} bytes that are not UTF-8 text`);
  }
}
