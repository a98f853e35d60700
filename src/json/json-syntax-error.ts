/**
 * Thrown by `decodeJSON`, and so by `StreamSet.parseJSON` and by the accessors that decode
 * a client's text, for text that is not JSON; by the last two also for bytes that are not
 * UTF-8 (`byteOffset` says where). It quotes none of the text: a body may hold a token or
 * another secret, and the engine's own `SyntaxError` quotes the text around the fault
 * (`Unexpected token 'a', "access_tok"... is not valid JSON`). To see where a text of one's
 * own is broken, parse it with `JSON.parse`. A `SyntaxError`, as `JSON.parse`'s error is,
 * so `instanceof SyntaxError` still holds.
 *
 * @example
 * ```ts
 * try {
 *   decodeJSON('{"id": 1,}');
 * } catch (error) {
 *   if (error instanceof JsonSyntaxError) console.log(error.message); // not JSON: a text of 10 characters that JSON.parse refuses (none of it quoted)
 * }
 * ```
 */
export class JsonSyntaxError extends SyntaxError {
  /**
   * Always `'JsonSyntaxError'`: tells the error apart where `instanceof` cannot (another
   * realm, another copy of the package).
   */
  override readonly name = 'JsonSyntaxError' as const;
  /** How long the text is, in UTF-16 code units; for bytes that are not UTF-8, how many bytes. */
  readonly textLength: number;
  /** For bytes that are not UTF-8: the offset of the first byte that begins no UTF-8 character; null for a text. */
  readonly byteOffset: number | null;

  /**
   * An error whose message says how long the text is, and that it is not JSON; for bytes,
   * which byte begins no UTF-8 character, at which offset of how many (`not UTF-8 text:
   * byte 0xFC at byte offset 6 of 8 begins no UTF-8 character`). The library builds it; a
   * test double may too.
   *
   * @param textLength the text's length, in UTF-16 code units; for bytes, their number
   * @param notUtf8 for bytes: the first byte that begins no UTF-8 character, and its offset
   */
  constructor(textLength: number, notUtf8?: { readonly byteOffset: number; readonly byte: number }) {
    super(notUtf8 === undefined
      ? `not JSON: a text of ${textLength} characters that JSON.parse refuses (none of it quoted)`
      : `not UTF-8 text: byte 0x${notUtf8.byte.toString(16).toUpperCase()} at byte offset ${notUtf8.byteOffset} of ${textLength} begins no UTF-8 character`);
    this.textLength = textLength;
    this.byteOffset = notUtf8?.byteOffset ?? null;
  }
}
