import { issueSentence, MAX_ISSUES, type Issue } from './issue.js';
import { describeReceived } from './received-value.js';

const MAX_LISTED_ISSUES = 20;

/**
 * Thrown by `parse` and `parseMany` when the input does not fit the record. It carries the
 * issues found, not only the first: the first 100 in `issues`, and how many more there
 * were in `omitted` (input with a million bad values ends in 100 issues and a count,
 * rather than a million issues that take more memory than the input). Its message lists
 * the first 20 one per line as `path: message`, then how many more.
 *
 * @example
 * ```ts
 * try {
 *   Lap.parse({ activity: { id: '12a' } });
 * } catch (error) {
 *   if (error instanceof ParseError) console.log(error.issues[0].path); // ['activity', 'id']
 * }
 * ```
 */
export class ParseError extends Error {
  /**
   * Always `'ParseError'`: tells the error apart where `instanceof` cannot (another realm,
   * another copy of the package).
   */
  override readonly name = 'ParseError' as const;
  /**
   * The issues found, never empty, at most 100 (the first found), in the order they were
   * found: item by item, and in each record in the order its fields are read (the spec's
   * order, unknown keys after the fields of the class that reads them).
   */
  readonly issues: readonly [Issue, ...Issue[]];
  /**
   * How many issues were found beyond those `issues` lists: 0 unless more than 100 were
   * found. `issues.length + omitted` is how many the input has.
   */
  readonly omitted: number;

  /**
   * An error whose message lists `issues` (the first 20, then how many more, `omitted`
   * included). `parse` and `parseMany` build it; a test double may too.
   *
   * @param issues the issues found, in input order, at least one; the first 100 are copied
   *   and frozen, any others counted in `omitted`
   * @param omitted how many more issues were found than `issues` holds (default 0)
   * @throws RangeError when `omitted` is not a non-negative safe integer
   */
  constructor(issues: readonly [Issue, ...Issue[]], omitted = 0) {
    super(describeIssues(issues, omitted));
    if (!(Number.isSafeInteger(omitted) && omitted >= 0)) {
      throw new RangeError(`ParseError: omitted is no count, received ${describeReceived(omitted)}`);
    }
    // A slice of a non-empty list from 0 keeps its first item.
    this.issues = Object.freeze(issues.slice(0, MAX_ISSUES) as [Issue, ...Issue[]]);
    this.omitted = omitted + issues.length - this.issues.length;
  }
}

function describeIssues(issues: readonly Issue[], omitted: number): string {
  const lines = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => issueSentence(issue.path, issue.message));
  const unlisted = Math.max(issues.length - MAX_ISSUES, 0) + omitted;
  const more = issues.length - lines.length + omitted;
  if (more > 0) {
    lines.push(`… and ${more} more issues (${unlisted > 0 ? `ParseError.omitted counts the ${unlisted} not in ` : 'see '}ParseError.issues)`);
  }
  return lines.join('\n');
}
