import type { Fault } from '../../records/fault.js';
import type { FaultFacts } from './api-fault.js';
import { cutAfter } from '../../parse/cut-text.js';
import { withEscapes } from '../../parse/received-value.js';
import { MAX_QUOTED_URL } from '../shared/quoted-url.js';
import { ApiError } from './api-error.js';

/** What an error answer carried, as every `HttpError` keeps it. */
export interface HttpAnswerDetails {
  /** The request method, `GET` for every API call. */
  readonly method: string;
  /** The URL requested (it never holds a token: tokens travel in a header). */
  readonly url: string;
  /** The HTTP status, for example 503. */
  readonly status: number;
  /** The body as text, at most its first 64 KiB, with every echo of a secret replaced by `[redacted]`. */
  readonly body: string;
  /** The answer's headers, names in lower case, secrets replaced as in `body`. */
  readonly headers: Readonly<Record<string, string>>;
  /** The API's error body as a `Fault` record, or null when the body is not one. */
  readonly fault: Fault | null;
}

/**
 * The service answered with a status outside 200-299. `UnauthorizedError` (401),
 * `NotFoundError` (404) and `RateLimitError` (429) extend it; any other status is an
 * `HttpError` itself. 500, 502, 503 and 504 are tried again (up to `maxRetries`) before
 * this is thrown, for a read; a write's 5xx is not (it may have been done) and ends in
 * `UnknownOutcomeError`, this error as its `cause`.
 */
export class HttpError extends ApiError {
  /** The error's class name: `HttpError`, or the name of the subclass it is. */
  override readonly name: 'HttpError' | 'UnauthorizedError' | 'NotFoundError' | 'RateLimitError' = 'HttpError';
  /** The HTTP status, for example 503. */
  readonly status: number;
  /**
   * The URL requested, whole (a message quotes at most its first 200 characters); it never
   * holds a token: tokens travel in a header.
   */
  readonly url: string;
  /** The body as text, at most its first 64 KiB, with every echo of a secret replaced by `[redacted]`. */
  readonly body: string;
  /** The answer's headers as a plain object, names in lower case, secrets replaced as in `body`. */
  readonly headers: Readonly<Record<string, string>>;
  /** The answer's `x-request-id` header (what the API's support asks for), or null. */
  readonly requestId: string | null;
  /**
   * The API's error body as a `Fault` record (`message`, and `errors` of `FaultError`s:
   * `resource`, `field`, `code`; unknown keys in `extra`), every text in it with each echo
   * of a secret replaced by `[redacted]`; null when the body is not one (a 404's empty
   * body, an HTML page, JSON that the record refuses).
   */
  readonly fault: Fault | null;

  /**
   * Made by the client from an error answer.
   *
   * @param answer The answer, and what its status means (`explanation`, put after the
   *   status in the message: ` Not Found`).
   * @param options `{ cause }`, when there is one.
   */
  constructor(answer: HttpAnswerDetails & { readonly explanation?: string }, options?: ErrorOptions) {
    super(`${answer.method} ${cutAfter(answer.url, MAX_QUOTED_URL)} answered ${answer.status}${answer.explanation ?? ''}${describeFault(answer.fault)}`, options);
    this.status = answer.status;
    this.url = answer.url;
    this.body = answer.body;
    this.headers = answer.headers;
    this.requestId = answer.headers['x-request-id'] ?? null;
    this.fault = answer.fault;
  }
}

/** Longest fault text a message quotes; the whole fault stays in `fault`. */
const MAX_FAULT_TEXT = 300;

/**
 * `: Authorization Error (Athlete access_token invalid)`, or nothing without a fault; what
 * a terminal would act on (an escape sequence, a line break) written as a `\u` escape.
 */
export function describeFault(fault: FaultFacts | null): string {
  if (fault === null) return '';
  const details = (fault.errors ?? [])
    .slice(0, 5)
    .map((error) => [error.resource, error.field, error.code].filter((part) => part !== null).join(' '))
    .join('; ');
  const text = [fault.message ?? '', details === '' ? '' : `(${details})`].filter((part) => part !== '').join(' ');
  if (text === '') return '';
  return `: ${withEscapes(cutAfter(text, MAX_FAULT_TEXT))}`;
}
