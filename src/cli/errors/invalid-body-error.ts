import { countOf } from '../cells.js';

/**
 * A body of a known kind whose records are not valid: every issue, as `path: message`,
 * paths from the top of the body, each part made safe for a terminal and cut to its width.
 */
export class InvalidBodyError extends Error {
  /**
   * Always `'InvalidBodyError'`: tells the error apart where `instanceof` cannot (another
   * realm, another copy of the package).
   */
  override readonly name = 'InvalidBodyError' as const;
  /** Every issue of the body, a line each, in the order they were found. */
  readonly lines: readonly string[];

  /**
   * An error whose message counts the issues (`2 issues`). `inspectBody` builds it.
   *
   * @param lines every issue of the body, a line each
   */
  constructor(lines: readonly string[]) {
    super(countOf(lines.length, 'issue'));
    this.lines = lines;
  }
}
