import { ParseError, type Issue, type PathSegment } from '../index.js';
import { issueSentence } from '../parse/issue.js';
import { fitToWidth } from './terminal-text.js';

/**
 * The issues of every part of a body, gathered before the command fails, each as the
 * line `path: message` that `ParseError` writes too, paths from the top of the body, each
 * part made safe for a terminal and cut to its width; those a `ParseError` only counts
 * (past its first 100) are counted here too.
 */
export class BodyIssues {
  /** Every issue so far that a `ParseError` described, a line each. */
  readonly lines: string[] = [];
  /** How many issues so far a `ParseError` counted without describing them (`ParseError.omitted`). */
  omitted = 0;

  /** What `parse` returns, or null after adding the issues of the `ParseError` it throws under `prefix`. */
  collect<R>(prefix: readonly PathSegment[], parse: () => R): R | null {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      // A loop, not push(...issues): a spread passes every issue as an argument, and
      // 200,000 of them overflow the stack.
      for (const issue of error.issues) this.add(prefix, issue.path, issue);
      this.omitted += error.omitted;
      return null;
    }
  }

  /** Adds one issue at `prefix` followed by `path`. */
  add(prefix: readonly PathSegment[], path: readonly PathSegment[], issue: Pick<Issue, 'message'>): void {
    this.lines.push(issueSentence(prefix.length === 0 ? path : prefix.concat(path), issue.message, fitToWidth));
  }
}
