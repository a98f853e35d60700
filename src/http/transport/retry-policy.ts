import type { ConnectionError } from '../errors/connection-error.js';
import type { RateLimitVerdict } from '../errors/rate-limit-verdict.js';

/**
 * What the client tries again, after how long, and within which budget:
 * - a connection failure or a timeout, and an answer of `RETRIED_STATUSES` (500, 502, 503,
 *   504), are tried again after the backoff delay, or after the answer's `Retry-After` when
 *   it gives one (up to a minute: an answer asking for more is not tried again);
 * - those tries come out of one budget per call, `maxRetries`, shared by every page of a
 *   list;
 * - a 401 for an invalid token refreshes the token (when it comes from a function) once
 *   per call;
 * - a 429 is waited out only when its 15-minute window resets within what is left of
 *   `maxRateLimitWait`, counted per request;
 * - any other failure is not tried again.
 */
export class RetryBudget {
  readonly #maxRetries: number;
  #retries = 0;
  #refreshLeft = true;

  /** @param maxRetries The tries the whole call may make again. */
  constructor(maxRetries: number) {
    this.#maxRetries = maxRetries;
  }

  /**
   * The milliseconds to wait before trying again after a failure that may be tried again,
   * spending one try; null when the budget is spent or the answer asks too long a wait.
   *
   * @param retryAfter The answer's `Retry-After` header, or null (and for a connection failure).
   * @param now Milliseconds since the epoch.
   */
  retryDelay(retryAfter: string | null, now: number): number | null {
    if (this.#retries >= this.#maxRetries) return null;
    const delay = retryAfterDelay(retryAfter, now) ?? backoffDelay(this.#retries);
    if (delay > MAX_RETRY_AFTER) return null;
    this.#retries += 1;
    return delay;
  }

  /** Whether the call may refresh its token after an invalid-token 401: true once per call. */
  takeRefresh(): boolean {
    const left = this.#refreshLeft;
    this.#refreshLeft = false;
    return left;
  }
}

/**
 * The statuses that say the service failed for now, not the request: tried again. The one
 * list of them, kept as data (the docs' table of what is tried again, and every doc that
 * names them, are checked against it).
 */
export const RETRIED_STATUSES: readonly number[] = [500, 502, 503, 504];

/** Whether an answer's status is one of `RETRIED_STATUSES`. */
export function isRetriedStatus(status: number): boolean {
  return RETRIED_STATUSES.includes(status);
}

/**
 * What a write (a request that changes data: `uploadActivity`, `createActivity`,
 * `updateActivity`, `updateAthlete`, `starSegment`) is sent again after: only a failure
 * certain to have come before the API processed it, so that no write is ever done twice
 * by the library. The one rule of it, kept as data (the docs' table of what a write sends
 * again is checked against it):
 * - `statuses`: answers the API gives before it processes a request, sent again as a
 *   read's are: a 401 for an invalid token (with a token function: one refresh per call,
 *   then once more) and a 429 (its 15-minute window waited out within `maxRateLimitWait`);
 * - `unsentCodes`: the platform's codes for a connection that was never made (refused, no
 *   such host, no route), so nothing was sent: tried again as a read's connection failure
 *   is, out of the same `maxRetries` budget.
 *
 * Anything else that may have reached the server (a timeout, a connection lost after
 * sending or whose failure names no such code, as a browser's never does, any 5xx answer)
 * ends the write with `UnknownOutcomeError`, not sent again. Any other answer (a 400, a
 * 403, a 404, a missing scope) ends it with its own error: it was refused, not done.
 */
export const WRITE_RETRIES: { readonly statuses: readonly number[]; readonly unsentCodes: readonly string[] } = Object.freeze({
  statuses: Object.freeze([401, 429]),
  unsentCodes: Object.freeze(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']),
});

/** Causes of a connection failure looked through at most for an unsent code (a `fetch` wraps the platform's error once or twice). */
const MAX_CAUSE_DEPTH = 5;

/**
 * Whether a connection failure is certain to have come before the request was sent: its
 * cause, or a cause of that, carries one of `WRITE_RETRIES.unsentCodes`. A `TimeoutError`
 * never is (the request may be under way), nor is a failure that names no code.
 */
export function wasNeverSent(error: ConnectionError): boolean {
  if (error.name === 'TimeoutError') return false;
  let cause: unknown = error.cause;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof cause === 'object' && cause !== null; depth++) {
    const code: unknown = Object.getOwnPropertyDescriptor(cause, 'code')?.value;
    if (typeof code === 'string' && WRITE_RETRIES.unsentCodes.includes(code)) return true;
    cause = Object.getOwnPropertyDescriptor(cause, 'cause')?.value;
  }
  return false;
}

/**
 * The milliseconds to wait out a 429 before trying again: until its 15-minute window
 * resets, when that is within `left` milliseconds; otherwise null (the daily window, or an
 * unknown one, is never waited for).
 *
 * @param now Milliseconds since the epoch.
 */
export function rateLimitDelay(verdict: RateLimitVerdict, now: number, left: number): number | null {
  if (verdict.window !== '15-minute' || verdict.retryAt === null) return null;
  const wait = verdict.retryAt.getTime() - now;
  return wait <= left ? wait : null;
}

/** The first backoff delay, in milliseconds; each later one doubles. */
const FIRST_BACKOFF = 500;
/** The longest backoff delay, in milliseconds. */
const MAX_BACKOFF = 8_000;
/** The longest `Retry-After` waited for, in milliseconds; an answer asking for more is not tried again. */
const MAX_RETRY_AFTER = 60_000;

/**
 * The delay before retry number `retry` (0 for the first): 500 ms doubled for each
 * retry before it, at most 8 s, less up to a fifth at random so that clients that failed
 * together do not come back together. So about 0.5 s, 1 s, 2 s, 4 s, then 8 s.
 *
 * @param random A number in [0, 1), `Math.random()` by default.
 */
export function backoffDelay(retry: number, random: number = Math.random()): number {
  const ceiling = Math.min(MAX_BACKOFF, FIRST_BACKOFF * 2 ** retry);
  return Math.round(ceiling * (1 - 0.2 * random));
}

/**
 * What a `Retry-After` header asks, in milliseconds from `now`: a number of seconds, or an
 * HTTP date (a date already past is 0). Null when the header is absent or unreadable.
 */
export function retryAfterDelay(header: string | null, now: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  if (!/^[A-Za-z]{3},/.test(text)) return null;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
