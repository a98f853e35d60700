/**
 * Thrown by `decodeJSON`, and so by `StreamSet.parseJSON` and by the accessors that decode
 * a client's text, for text that is not JSON: where the text stops being JSON and what JSON
 * allows there, never any of the text itself. A body may hold a token or another secret,
 * and the engine's own `SyntaxError` quotes the text around the fault. A `SyntaxError`, as
 * `JSON.parse`'s error is, so `instanceof SyntaxError` still holds.
 *
 * @example
 * ```ts
 * try {
 *   decodeJSON('{"id": 1,}');
 * } catch (error) {
 *   if (error instanceof JsonSyntaxError) console.log(error.offset, error.expected); // 9 'a property name'
 * }
 * ```
 */
export class JsonSyntaxError extends SyntaxError {
  /**
   * Always `'JsonSyntaxError'`: tells the error apart where `instanceof` cannot (another
   * realm, another copy of the package).
   */
  override readonly name = 'JsonSyntaxError' as const;
  /** Where the text stops being JSON: an index into it, in UTF-16 code units; its length where it ends too soon. */
  readonly offset: number;
  /** What JSON allows at `offset`, such as `a value`, `',' or '}'` or `the end of the text`. */
  readonly expected: string;
  /** How long the text is, in UTF-16 code units: `offset` equals it where the text ends too soon. */
  readonly textLength: number;

  /**
   * An error whose message says what was expected, and where, in a text of how many
   * characters (`not JSON: expected a property name at offset 9 of 10 characters`).
   * `decodeJSON` builds it; a test double may too.
   *
   * @param offset where the text stops being JSON, in UTF-16 code units
   * @param expected what JSON allows at `offset`
   * @param textLength the text's length, in UTF-16 code units
   */
  constructor(offset: number, expected: string, textLength: number) {
    super(`not JSON: expected ${expected} at offset ${offset} of ${textLength} characters`);
    this.offset = offset;
    this.expected = expected;
    this.textLength = textLength;
  }
}
