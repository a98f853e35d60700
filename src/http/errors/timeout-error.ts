import { ConnectionError } from './connection-error.js';

/**
 * An attempt got no complete answer (headers and body) within `timeout` milliseconds, or
 * the `accessToken` function gave no token within them. A `ConnectionError`; an attempt
 * of a read that timed out is tried again like one, a write's is not (it may be under way:
 * `UnknownOutcomeError`).
 */
export class TimeoutError extends ConnectionError {
  /** The error's class name, `TimeoutError`. */
  override readonly name = 'TimeoutError' as const;
  /** The time allowed, in milliseconds. */
  readonly timeout: number;

  /**
   * Made by the client when an attempt, or getting its token, runs out of time.
   *
   * @param failure The request, the time allowed in milliseconds, and what did not come
   *   (by default: `got no complete answer within <timeout> ms`).
   */
  constructor(failure: { readonly method: string; readonly url: string; readonly timeout: number; readonly problem?: string }, options?: ErrorOptions) {
    super({ method: failure.method, url: failure.url, problem: failure.problem ?? `got no complete answer within ${failure.timeout} ms` }, options);
    this.timeout = failure.timeout;
  }
}
