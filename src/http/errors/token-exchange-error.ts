import type { ApiFault } from '../api-fault.js';
import { cutText, MAX_QUOTED_URL } from '../cut-text.js';
import { ApiError } from './api-error.js';
import { describeFault } from './http-error.js';

/** What a failed exchange of an authorization code left to report. */
export interface TokenExchangeFailure {
  /** The token endpoint's URL. */
  readonly url: string;
  /** The answer's status, or null when there was no answer. */
  readonly status: number | null;
  /** The answer's body, at most its first 64 KiB, secrets replaced by `[redacted]`; empty without an answer. */
  readonly body: string;
  /** The answer's headers, names in lower case; empty without an answer. */
  readonly headers: Readonly<Record<string, string>>;
  /** The API's error body, parsed, or null. */
  readonly fault: ApiFault | null;
  /** What went wrong, for the message. */
  readonly problem: string;
}

/**
 * `exchangeCode` got no tokens for the authorization code: the token endpoint refused it
 * (`status` 400 and a `fault` naming the code, for a code already used, expired or made
 * for another application; 401 for a wrong client id or secret), answered with a redirect
 * (never followed: the request carries secrets), gave an answer without usable tokens or
 * athlete, or gave no answer (`status` null; `cause`, a `ConnectionError` or
 * `TimeoutError`). The client secret, the code and the tokens the answer carried never
 * appear in it, in any form the answer echoes them.
 */
export class TokenExchangeError extends ApiError {
  /** The error's class name, `TokenExchangeError`. */
  override readonly name = 'TokenExchangeError' as const;
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
  /** The error body parsed as `{ message, errors: [{ resource, field, code }] }`, or null. */
  readonly fault: ApiFault | null;

  /**
   * Made by `exchangeCode`.
   *
   * @param failure What the token endpoint answered, and what went wrong.
   * @param options `{ cause }`: the connection failure behind it, already free of secrets.
   */
  constructor(failure: TokenExchangeFailure, options?: ErrorOptions) {
    super(`Exchanging the authorization code at ${cutText(failure.url, MAX_QUOTED_URL)} failed: ${failure.problem}${describeFault(failure.fault)}`, options);
    this.url = failure.url;
    this.status = failure.status;
    this.body = failure.body;
    this.headers = failure.headers;
    this.requestId = failure.headers['x-request-id'] ?? null;
    this.fault = failure.fault;
  }
}
