/** The command's input, a file or standard input, is longer than the command reads. */
export class InputTooLargeError extends Error {
  /** Always `'InputTooLargeError'`. */
  override readonly name = 'InputTooLargeError' as const;
  /** The most bytes the command reads. */
  readonly maxBytes: number;

  /**
   * An error saying how much the command reads (`larger than 128 MiB, the most inspect reads`).
   *
   * @param maxBytes the most bytes the command reads
   */
  constructor(maxBytes: number) {
    super(`larger than ${maxBytes / (1024 * 1024)} MiB, the most inspect reads`);
    this.maxBytes = maxBytes;
  }
}
