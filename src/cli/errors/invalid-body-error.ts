import { countOf } from '../cells.js';

/**
 * A body of a known kind whose records are not valid: its issues, as `path: message`,
 * paths from the top of the body, each part made safe for a terminal and cut to its width
 * (the first 100 of each part, as `ParseError` describes them), and how many more.
 */
export class InvalidBodyError extends Error {
  /**
   * Always `'InvalidBodyError'`: tells the error apart where `instanceof` cannot (another
   * realm, another copy of the package).
   */
  override readonly name = 'InvalidBodyError' as const;
  /** The issues of the body described, a line each, in the order they were found. */
  readonly lines: readonly string[];
  /** How many more issues the body has than `lines` describes. */
  readonly omitted: number;

  /**
   * An error whose message counts the issues (`2 issues`), `omitted` included.
   * `inspectBody` builds it.
   *
   * @param lines the issues of the body described, a line each
   * @param omitted how many more issues the body has (default 0)
   */
  constructor(lines: readonly string[], omitted = 0) {
    super(countOf(lines.length + omitted, 'issue'));
    this.lines = lines;
    this.omitted = omitted;
  }
}
