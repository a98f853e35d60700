import { issueSentence, type Issue } from './issue.js';

const MAX_LISTED_ISSUES = 20;

/**
 * Thrown by `parse` and `parseMany` when the input does not fit the record. It carries
 * every issue found, not only the first; its message lists them one per line as
 * `path: message`.
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
   * Every issue found, never empty, in the order they were found: item by item, and in each
   * record in the order its fields are read (the spec's order, unknown keys after the fields
   * of the class that reads them).
   */
  readonly issues: readonly [Issue, ...Issue[]];

  /**
   * An error whose message lists `issues` (the first 20, then how many more). `parse` and
   * `parseMany` build it; a test double may too.
   *
   * @param issues every issue found, in input order, at least one; copied and frozen
   */
  constructor(issues: readonly [Issue, ...Issue[]]) {
    super(describeIssues(issues));
    this.issues = Object.freeze([...issues] as const);
  }
}

function describeIssues(issues: readonly Issue[]): string {
  const lines = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => issueSentence(issue.path, issue.message));
  if (issues.length > MAX_LISTED_ISSUES) {
    lines.push(`… and ${issues.length - MAX_LISTED_ISSUES} more issues (see ParseError.issues)`);
  }
  return lines.join('\n');
}
