import type { Fault } from '../../records/fault.js';
import { cutAfter } from '../../parse/cut-text.js';
import { MAX_QUOTED_URL } from '../shared/quoted-url.js';
import { ApiError } from './api-error.js';
import { describeFault } from './http-error.js';

/** What a request to the token endpoint that gave no tokens left to report. */
export interface TokenEndpointFailure {
  /** The token endpoint's URL. */
  readonly url: string;
  /** The answer's status, or null when there was no answer. */
  readonly status: number | null;
  /** The answer's body, at most its first 64 KiB, secrets replaced by `[redacted]`; empty without an answer. */
  readonly body: string;
  /** The answer's headers, names in lower case; empty without an answer. */
  readonly headers: Readonly<Record<string, string>>;
  /** The API's error body as a `Fault` record, or null. */
  readonly fault: Fault | null;
  /** What went wrong, for the message. */
  readonly problem: string;
}

/**
 * The token endpoint gave no tokens: the base of `TokenRefreshError` (a refresh) and
 * `TokenExchangeError` (an authorization code's exchange), which carry the same facts of
 * its answer. Never thrown itself; `instanceof TokenEndpointError` catches either. The
 * client secret, the code and the tokens never appear in it, in any form the answer
 * echoes them.
 */
export abstract class TokenEndpointError extends ApiError {
  /** The error's class name: `TokenRefreshError` or `TokenExchangeError`. */
  abstract override readonly name: 'TokenRefreshError' | 'TokenExchangeError';
  /** The token endpoint's URL. */
  readonly url: string;
  /** The answer's HTTP status, or null when there was no answer. */
  readonly status: number | null;
  /** The answer's body as text, at most its first 64 KiB, secrets replaced by `[redacted]`; empty without an answer. */
  readonly body: string;
  /** The answer's headers as a plain object, names in lower case; empty without an answer. */
  readonly headers: Readonly<Record<string, string>>;
  /** The answer's `x-request-id` header, or null. */
  readonly requestId: string | null;
  /**
   * The error body as a `Fault` record (`message`, and `errors` of `FaultError`s), secrets
   * replaced by `[redacted]`, or null when the body is not one.
   */
  readonly fault: Fault | null;

  /**
   * Made by the subclasses, from what was asked of the endpoint (`Refreshing the access
   * token`, which opens the message), what it answered and what went wrong, and `{ cause }`.
   */
  protected constructor(action: string, failure: TokenEndpointFailure, options?: ErrorOptions) {
    super(`${action} at ${cutAfter(failure.url, MAX_QUOTED_URL)} failed: ${failure.problem}${describeFault(failure.fault)}`, options);
    this.url = failure.url;
    this.status = failure.status;
    this.body = failure.body;
    this.headers = failure.headers;
    this.requestId = failure.headers['x-request-id'] ?? null;
    this.fault = failure.fault;
  }
}
