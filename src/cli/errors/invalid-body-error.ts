import { countOf } from '../cells.js';

/**
 * A body of a known kind whose records are not valid: every issue, as `path: message`,
 * paths from the top of the body, each part made safe for a terminal and cut to its width.
 */
export class InvalidBodyError extends Error {
  /** Always `'InvalidBodyError'`. */
  override readonly name = 'InvalidBodyError' as const;
  /** Every issue of the body, a line each, in the order they were found. */
  readonly lines: readonly string[];

  /**
   * An error counting the issues (`2 issues`).
   *
   * @param lines every issue of the body, a line each
   */
  constructor(lines: readonly string[]) {
    super(countOf(lines.length, 'issue'));
    this.lines = lines;
  }
}
