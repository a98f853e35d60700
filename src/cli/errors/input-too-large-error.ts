/** The command's input, a file or standard input, is longer than the command reads. */
export class InputTooLargeError extends Error {
  /**
   * Always `'InputTooLargeError'`: tells the error apart where `instanceof` cannot (another
   * realm, another copy of the package).
   */
  override readonly name = 'InputTooLargeError' as const;
  /** The most bytes the command reads. */
  readonly maxBytes: number;

  /**
   * An error whose message names the most the command reads (`larger than 128 MiB, the
   * most inspect reads`). `readInputText` builds it.
   *
   * @param maxBytes the most bytes the command reads
   */
  constructor(maxBytes: number) {
    super(`larger than ${maxBytes / (1024 * 1024)} MiB, the most inspect reads`);
    this.maxBytes = maxBytes;
  }
}
