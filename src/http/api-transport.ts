import { decodeJSON } from '../json/decode-json.js';
import { isPlainObject, type JsonObject } from '../parse/plain-object.js';
import { obtainAccessToken } from './access-token.js';
import { readFault } from './api-fault.js';
import type { Clock } from './clock.js';
import { ApiError } from './errors/api-error.js';
import { ConnectionError } from './errors/connection-error.js';
import { HttpError, type HttpAnswerDetails } from './errors/http-error.js';
import { NotFoundError } from './errors/not-found-error.js';
import { RateLimitError } from './errors/rate-limit-error.js';
import { readRefusal, UnauthorizedError } from './errors/unauthorized-error.js';
import { readRateLimit, type RateLimit } from './rate-limit.js';
import { judgeRateLimit } from './rate-limit-window.js';
import { redactedAnswer } from './redacted-answer.js';
import { Redactor } from './redactor.js';
import { backoffDelay, MAX_RETRY_AFTER, retryAfterDelay } from './retry-delay.js';
import { sendAttempt, type Answer, type FetchFunction } from './send-attempt.js';

/** How the transport talks to the API: the client's options, checked. */
export interface TransportSettings {
  /** The `accessToken` option as given: checked at each call, so a bad one rejects the call. */
  readonly accessToken: unknown;
  /** The API's root, without a trailing slash. */
  readonly baseUrl: string;
  readonly fetch: FetchFunction | undefined;
  readonly timeout: number;
  readonly maxRetries: number;
  readonly maxRateLimitWait: number;
  readonly maxBodyBytes: number;
}

/** Statuses that say the service failed for now, not the request: tried again. */
const RETRIED_STATUSES = new Set([500, 502, 503, 504]);

/**
 * GET requests to the API, each one tried until it gives a usable answer:
 * - every request carries `Authorization: Bearer <token>` (the token obtained before
 *   each attempt) and `Accept: application/json`;
 * - a connection failure, a timeout, or a 500/502/503/504 answer is tried again up to
 *   `maxRetries` times, after the backoff delay or the answer's `Retry-After` (one over
 *   a minute is not waited for: the error is thrown);
 * - a 429 whose 15-minute window resets within what is left of `maxRateLimitWait` is
 *   waited out and tried again; any other 429 is thrown;
 * - a 401 for an invalid token, when the token comes from a function, asks it for a
 *   fresh token once and tries again;
 * - every wait ends at once when the signal aborts, with its reason;
 * - the rate-limit figures of every answer that carries them are kept in `rateLimit`;
 * - every error is free of the tokens sent, in every form an answer may echo them.
 */
export class ApiTransport {
  readonly #settings: TransportSettings;
  readonly #clock: Clock;
  #rateLimit: RateLimit | null = null;

  constructor(settings: TransportSettings, clock: Clock) {
    this.#settings = settings;
    this.#clock = clock;
  }

  /** The figures of the last answer that carried any, or null. */
  get rateLimit(): RateLimit | null {
    return this.#rateLimit;
  }

  /** The URL of `path` under the API's root, with `query`. */
  url(path: string, query: Readonly<Record<string, string>> = {}): string {
    const search = new URLSearchParams(query).toString();
    return `${this.#settings.baseUrl}${path}${search === '' ? '' : `?${search}`}`;
  }

  /** The decoded body, which must be a JSON array. */
  async getList(path: string, query: Readonly<Record<string, string>>, signal: AbortSignal | undefined): Promise<unknown[]> {
    const url = this.url(path, query);
    const body = await this.#get(url, signal);
    if (!Array.isArray(body)) throw new ApiError(`GET ${url} answered with ${describeJson(body)} where a list was expected`);
    return body as unknown[];
  }

  /** The decoded body, which must be a JSON object. */
  async getObject(path: string, query: Readonly<Record<string, string>>, signal: AbortSignal | undefined): Promise<JsonObject> {
    const url = this.url(path, query);
    const body = await this.#get(url, signal);
    if (!isPlainObject(body)) throw new ApiError(`GET ${url} answered with ${describeJson(body)} where an object was expected`);
    return body;
  }

  async #get(url: string, signal: AbortSignal | undefined): Promise<unknown> {
    const settings = this.#settings;
    const redactor = new Redactor();
    let retries = 0;
    let refresh = false;
    let refreshed = false;
    let rateLimitWaited = 0;
    for (;;) {
      signal?.throwIfAborted();
      const token = await obtainAccessToken(settings.accessToken, refresh, signal);
      redactor.add(token);
      refresh = false;
      let answer: Answer;
      try {
        answer = await sendAttempt(
          { method: 'GET', url, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
          settings,
          signal,
          redactor,
        );
      } catch (error) {
        if (!(error instanceof ConnectionError) || retries >= settings.maxRetries) throw error;
        await this.#clock.sleep(backoffDelay(retries), signal);
        retries += 1;
        continue;
      }
      const rateLimit = readRateLimit(answer.headers);
      if (rateLimit !== null) this.#rateLimit = rateLimit;
      if (answer.status >= 200 && answer.status <= 299) return decodeBody(answer, url, redactor, settings.maxBodyBytes);

      const error = this.#errorFor(answer, url, rateLimit, redactor);
      if (error instanceof UnauthorizedError) {
        if (error.reason !== 'invalid-token' || typeof settings.accessToken !== 'function' || refreshed) throw error;
        refresh = true;
        refreshed = true;
        continue;
      }
      if (error instanceof RateLimitError) {
        const wait = error.window === '15-minute' && error.retryAt !== null ? error.retryAt.getTime() - this.#clock.now() : null;
        if (wait === null || rateLimitWaited + wait > settings.maxRateLimitWait) throw error;
        await this.#clock.sleep(wait, signal);
        rateLimitWaited += wait;
        continue;
      }
      if (!RETRIED_STATUSES.has(answer.status) || retries >= settings.maxRetries) throw error;
      const delay = retryAfterDelay(answer.headers.get('retry-after'), this.#clock.now()) ?? backoffDelay(retries);
      if (delay > MAX_RETRY_AFTER) throw error;
      await this.#clock.sleep(delay, signal);
      retries += 1;
    }
  }

  /**
   * The error for an answer: what it shows is free of secrets, but what the client
   * decides by (why a token was refused, which limit was hit) is read from the fault as
   * sent, so that a token that happens to spell part of it changes nothing.
   */
  #errorFor(answer: Answer, url: string, rateLimit: RateLimit | null, redactor: Redactor): HttpError {
    const fault = readFault(answer.text);
    const details: HttpAnswerDetails = { method: 'GET', url, ...redactedAnswer(answer, fault, redactor) };
    switch (answer.status) {
      case 401: {
        const { reason, scope } = readRefusal(fault);
        return new UnauthorizedError(details, { reason, scope: scope === null ? null : redactor.text(scope) });
      }
      case 404:
        return new NotFoundError(details);
      case 429:
        return new RateLimitError(details, rateLimit, judgeRateLimit(fault, rateLimit, this.#clock.now()));
      default:
        return new HttpError(details);
    }
  }
}

/**
 * The 2xx body decoded with `decodeJSON` (ids beyond 2^53 exact). An `ApiError` for a
 * body over the limit or not JSON; its message says what came instead, never the text
 * itself (it may echo a token).
 */
function decodeBody(answer: Answer, url: string, redactor: Redactor, maxBodyBytes: number): unknown {
  if (!answer.complete) {
    throw new ApiError(`GET ${url} answered ${answer.status} with a body over maxBodyBytes (${maxBodyBytes} bytes); reading stopped there`);
  }
  try {
    return decodeJSON(answer.text);
  } catch {
    const type = redactor.text(answer.headers.get('content-type') ?? 'no content type');
    throw new ApiError(`GET ${url} answered ${answer.status} with a body that is not JSON (${type}, ${answer.text.length} characters)`);
  }
}

function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
