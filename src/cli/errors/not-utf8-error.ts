/** The command's input is not UTF-8 text: where it stops being UTF-8, by byte offset and line. */
export class NotUtf8Error extends Error {
  /**
   * Always `'NotUtf8Error'`: tells the error apart where `instanceof` cannot (another realm,
   * another copy of the package).
   */
  override readonly name = 'NotUtf8Error' as const;
  /** The offset of the first byte that begins no UTF-8 character, counted from 0. */
  readonly offset: number;
  /** The line that byte is on, counted from 1. */
  readonly line: number;
  /** That byte's value, 0-255. */
  readonly byte: number;

  /**
   * An error whose message names the byte, its offset and its line (`byte 0xE9 at byte
   * offset 32 (line 2) begins no UTF-8 character`). `readInputText` builds it.
   *
   * @param offset the offset of the first byte that begins no UTF-8 character
   * @param line the line that byte is on, counted from 1
   * @param byte that byte's value
   */
  constructor(offset: number, line: number, byte: number) {
    super(`byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} at byte offset ${offset} (line ${line}) begins no UTF-8 character`);
    this.offset = offset;
    this.line = line;
    this.byte = byte;
  }
}
