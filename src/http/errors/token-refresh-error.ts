import type { ApiFault } from '../api-fault.js';
import { ApiError } from './api-error.js';
import { describeFault } from './http-error.js';

/** What a failed refresh left to report. */
export interface TokenRefreshFailure {
  /** The token endpoint's URL. */
  readonly url: string;
  /** The answer's status, or null when there was no answer. */
  readonly status: number | null;
  /** The answer's body, secrets replaced by `[redacted]`; empty without an answer. */
  readonly body: string;
  /** The answer's headers, names in lower case; empty without an answer. */
  readonly headers: Readonly<Record<string, string>>;
  /** The API's error body, parsed, or null. */
  readonly fault: ApiFault | null;
  /** What went wrong, for the message. */
  readonly problem: string;
}

/**
 * The token refresher could not get a new access token: the token endpoint refused
 * (`status`, `fault`), gave an answer without a usable token, or gave no answer (`cause`,
 * a `ConnectionError` or `TimeoutError`). The client secret and the refresh tokens never
 * appear in it, in any form the answer echoes them.
 */
export class TokenRefreshError extends ApiError {
  /** The error's class name, `TokenRefreshError`. */
  override readonly name = 'TokenRefreshError';
  /** The token endpoint's URL. */
  readonly url: string;
  /** The answer's HTTP status, or null when there was no answer. */
  readonly status: number | null;
  /** The answer's body as text, secrets replaced by `[redacted]`; empty without an answer. */
  readonly body: string;
  /** The answer's headers as a plain object, names in lower case; empty without an answer. */
  readonly headers: Readonly<Record<string, string>>;
  /** The answer's `x-request-id` header, or null. */
  readonly requestId: string | null;
  /** The error body parsed as `{ message, errors: [{ resource, field, code }] }`, or null. */
  readonly fault: ApiFault | null;

  /**
   * Made by the token refresher.
   *
   * @param cause The connection failure behind it, already free of secrets.
   */
  constructor(failure: TokenRefreshFailure, cause?: unknown) {
    super(`Refreshing the access token at ${failure.url} failed: ${failure.problem}${describeFault(failure.fault)}`, cause === undefined ? undefined : { cause });
    this.url = failure.url;
    this.status = failure.status;
    this.body = failure.body;
    this.headers = failure.headers;
    this.requestId = failure.headers['x-request-id'] ?? null;
    this.fault = failure.fault;
  }
}
