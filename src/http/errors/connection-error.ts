import { cutAfter } from '../../parse/cut-text.js';
import { MAX_QUOTED_URL } from '../shared/quoted-url.js';
import { ApiError } from './api-error.js';

/** Longest part of the platform's error message a `ConnectionError` message quotes. */
const MAX_QUOTED_CAUSE = 300;

/**
 * The request got no complete answer: a refused or reset connection, DNS, TLS, a body cut
 * short, a `fetch` that threw, or (as `TimeoutError`) no complete answer in time. Tried
 * again up to `maxRetries` times before this is thrown; a write only when the connection
 * was never made (otherwise it ends in `UnknownOutcomeError`, this error as its `cause`,
 * since it may have been sent). `cause` is a copy of what the
 * platform or the `fetch` threw, made of plain data with every secret replaced by
 * `[redacted]`: the original is never passed on.
 */
export class ConnectionError extends ApiError {
  /** The error's class name: `ConnectionError`, or `TimeoutError`. */
  override readonly name: 'ConnectionError' | 'TimeoutError' = 'ConnectionError';
  /** The request method. */
  readonly method: string;
  /** The URL requested, whole (a message quotes at most its first 200 characters). */
  readonly url: string;

  /**
   * Made by the client; exported for `instanceof` checks and for tests of code that handles it.
   *
   * @param failure The request, and what went wrong (by default: `got no answer`, then the
   *   cause's messages).
   * @param options `{ cause }`: the platform's error, already free of secrets.
   */
  constructor(failure: { readonly method: string; readonly url: string; readonly problem?: string }, options?: ErrorOptions) {
    const problem = failure.problem ?? `got no answer: ${describeCause(options?.cause)}`;
    super(`${failure.method} ${cutAfter(failure.url, MAX_QUOTED_URL)} ${problem}`, options);
    this.method = failure.method;
    this.url = failure.url;
  }
}

/** The messages of an error and its causes, `fetch failed: connect ECONNREFUSED 127.0.0.1:9`. */
function describeCause(cause: unknown): string {
  const messages: string[] = [];
  let current = cause;
  for (let depth = 0; depth < 3 && current !== undefined; depth++) {
    messages.push(current instanceof Error ? current.message : typeof current === 'string' ? current : typeof current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return cutAfter(messages.join(': '), MAX_QUOTED_CAUSE);
}
