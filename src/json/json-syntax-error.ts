/**
 * Thrown by `decodeJSON`, and so by `StreamSet.parseJSON` and by the accessors that decode
 * a client's text, for text that is not JSON. It quotes none of the text: a body may hold a
 * token or another secret, and the engine's own `SyntaxError` quotes the text around the
 * fault (`Unexpected token 'a', "access_tok"... is not valid JSON`). To see where a text of
 * one's own is broken, parse it with `JSON.parse`. A `SyntaxError`, as `JSON.parse`'s error
 * is, so `instanceof SyntaxError` still holds.
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
  /** How long the text is, in UTF-16 code units. */
  readonly textLength: number;

  /**
   * An error whose message says how long the text is, and that it is not JSON. `decodeJSON`
   * builds it; a test double may too.
   *
   * @param textLength the text's length, in UTF-16 code units
   */
  constructor(textLength: number) {
    super(`not JSON: a text of ${textLength} characters that JSON.parse refuses (none of it quoted)`);
    this.textLength = textLength;
  }
}
