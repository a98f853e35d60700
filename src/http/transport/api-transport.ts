import { decodeJSON } from '../../json/decode-json.js';
import { isPlainObject, type JsonObject } from '../../parse/plain-object.js';
import { obtainAccessToken } from './access-token.js';
import { httpErrorFor } from './answer-error.js';
import type { Clock } from '../shared/clock.js';
import { cutAfter } from '../../parse/cut-text.js';
import { describeJsonKind } from '../../parse/received-value.js';
import { MAX_QUOTED_URL } from '../shared/quoted-url.js';
import { ApiError } from '../errors/api-error.js';
import { ConnectionError } from '../errors/connection-error.js';
import { RateLimitError } from '../errors/rate-limit-error.js';
import { UnauthorizedError } from '../errors/unauthorized-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { readRateLimit, type RateLimit } from '../errors/rate-limit.js';
import { Redactor } from '../secrets/redactor.js';
import type { RequestWaitListener, RequestWaitReason } from './request-wait.js';
import { isRetriedStatus, rateLimitDelay, RetryBudget } from './retry-policy.js';
import { sendAttempt, type Answer, type AttemptLimits, type FetchFunction } from './send-attempt.js';
import { untilAborted } from '../shared/until-aborted.js';
import { withinTime } from '../shared/within-time.js';

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

/**
 * One call of the client as the transport serves it: what every request and wait of the
 * call honours, and its retry budget (`maxRetries` a request, one refresh for the call).
 */
export interface TransportCall {
  /** Ends every request and wait of the call at once, with its reason. */
  readonly signal: AbortSignal | undefined;
  /** Milliseconds each attempt may take, headers and body together, and getting its token; 0: no limit. */
  readonly timeout: number;
  /** What the call may still try again. */
  readonly budget: RetryBudget;
}

/**
 * GET requests to the API, each one tried as the retry policy (`retry-policy.ts`) allows
 * until it gives a usable answer:
 * - every request carries `Authorization: Bearer <token>` (the token obtained before
 *   each attempt, within `timeout` and the signal) and `Accept: application/json`;
 * - what fails is tried again out of the call's `RetryBudget`: `maxRetries` times for
 *   each request (each page of a list), counted afresh after each answer that comes
 *   through;
 * - a 401 for an invalid token, when the token comes from a function, gets another token
 *   and tries again, once per call; it refreshes only when the refused token is still the
 *   latest the function gave, and calls refused with the same token share one refresh
 *   (those under way wait for it, later ones take the current token), so a burst of
 *   refusals, or refusals spread over time, refresh once;
 * - every wait ends at once when the signal aborts, with its reason;
 * - the rate-limit figures of every answer that carries them are kept in `rateLimit`;
 * - every error is free of the tokens sent, in every form an answer may echo them.
 */
export class ApiTransport {
  readonly #settings: TransportSettings;
  readonly #clock: Clock;
  #rateLimit: RateLimit | null = null;
  /** The last refresh after a refusal: the token refused, and the fresh one it gives. */
  #lastRefresh: { readonly refused: string; readonly fresh: Promise<string> } | null = null;
  /** The latest token the `accessToken` option gave, or null before it gave one. */
  #latestToken: string | null = null;

  constructor(settings: TransportSettings, clock: Clock) {
    this.#settings = settings;
    this.#clock = clock;
  }

  /** Milliseconds since the epoch, by the clock the transport waits by: the sync dates its checkpoints by it. */
  now(): number {
    return this.#clock.now();
  }

  /** The figures of the last answer that carried any, or null. */
  get rateLimit(): RateLimit | null {
    return this.#rateLimit;
  }

  /**
   * A call, however many requests it makes: one budget (`maxRetries` for each of its
   * requests, one refresh), and `timeout` for each attempt (the client's by default).
   */
  call(signal: AbortSignal | undefined, timeout = this.#settings.timeout): TransportCall {
    return { signal, timeout, budget: new RetryBudget(this.#settings.maxRetries) };
  }

  /**
   * The URL of `path` under the API's root, with `query`; a comma is written as itself, as
   * the API's reference writes a list (`keys=time,distance&key_by_type=true`).
   */
  url(path: string, query: Readonly<Record<string, string>> = {}): string {
    // A comma means itself in a query (RFC 3986 leaves it as it is); URLSearchParams writes %2C.
    const search = new URLSearchParams(query).toString().replaceAll('%2C', ',');
    return `${this.#settings.baseUrl}${path}${search === '' ? '' : `?${search}`}`;
  }

  /**
   * The decoded body, which must be a JSON array.
   *
   * @param call The call: pass one to every page of a list.
   * @param onWait Told of each wait (backoff, rate limit) before it starts.
   */
  async getList(path: string, query: Readonly<Record<string, string>>, call: TransportCall, onWait?: RequestWaitListener): Promise<unknown[]> {
    const url = this.url(path, query);
    const body = await this.#get(url, call, onWait);
    if (!Array.isArray(body)) throw new ApiError(`GET ${cutAfter(url, MAX_QUOTED_URL)} answered with ${describeJsonKind(body)} where a list was expected`);
    return body as unknown[];
  }

  /**
   * The decoded body, which must be a JSON object.
   */
  async getObject(path: string, query: Readonly<Record<string, string>>, call: TransportCall): Promise<JsonObject> {
    const url = this.url(path, query);
    const body = await this.#get(url, call);
    if (!isPlainObject(body)) throw new ApiError(`GET ${cutAfter(url, MAX_QUOTED_URL)} answered with ${describeJsonKind(body)} where an object was expected`);
    return body;
  }

  /**
   * The 2xx body's text, as it came (not checked to be JSON: its reader does that, in one
   * pass). An `ApiError` for a body over `maxBodyBytes`, as for the others.
   */
  async getText(path: string, query: Readonly<Record<string, string>>, call: TransportCall): Promise<string> {
    return this.#get(this.url(path, query), call, undefined, true) as Promise<string>;
  }

  /** The 2xx body decoded with `decodeJSON`, or as its text with `asText`. */
  async #get(url: string, call: TransportCall, onWait?: RequestWaitListener, asText = false): Promise<unknown> {
    const settings = this.#settings;
    const { signal, budget } = call;
    // What bounds each attempt: the call's timeout, the settings' limit, the API's 2xx bodies read strictly as UTF-8.
    const limits: AttemptLimits = { fetch: settings.fetch, timeout: call.timeout, maxBodyBytes: settings.maxBodyBytes, strictUtf8: true };
    const redactor = new Redactor();
    let rateLimitWaited = 0;
    /** The token obtained after a refusal, for the next attempt. */
    let fresh: string | null = null;
    for (;;) {
      signal?.throwIfAborted();
      const token = fresh ?? await this.#obtain(false, call, url);
      fresh = null;
      redactor.add(token);
      let answer: Answer;
      try {
        answer = await sendAttempt(
          { method: 'GET', url, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
          limits,
          signal,
          redactor,
        );
      } catch (error) {
        const delay = error instanceof ConnectionError ? budget.retryDelay(null, this.#clock.now()) : null;
        if (delay === null) throw error;
        await this.#wait('retry', delay, signal, onWait);
        continue;
      }
      const rateLimit = readRateLimit(answer.headers);
      if (rateLimit !== null) this.#rateLimit = rateLimit;
      if (answer.status >= 200 && answer.status <= 299) {
        budget.answered();
        return asText ? wholeBody(answer, url, settings.maxBodyBytes) : decodeBody(answer, url, redactor, settings.maxBodyBytes);
      }

      const error = httpErrorFor('GET', url, answer, redactor, this.#clock.now());
      if (error instanceof UnauthorizedError) {
        if (error.reason !== 'invalid-token' || typeof settings.accessToken !== 'function' || !budget.takeRefresh()) throw error;
        fresh = await this.#tokenAfterRefusal(token, call, url);
        continue;
      }
      if (error instanceof RateLimitError) {
        const wait = rateLimitDelay(error, this.#clock.now(), settings.maxRateLimitWait - rateLimitWaited);
        if (wait === null) throw error;
        await this.#wait('rate-limit', wait, signal, onWait);
        rateLimitWaited += wait;
        continue;
      }
      const delay = isRetriedStatus(answer.status) ? budget.retryDelay(answer.headers.get('retry-after'), this.#clock.now()) : null;
      if (delay === null) throw error;
      await this.#wait('retry', delay, signal, onWait);
    }
  }

  /** Waits `ms` milliseconds (ending at once when the signal aborts), telling `onWait` first. */
  async #wait(reason: RequestWaitReason, ms: number, signal: AbortSignal | undefined, onWait: RequestWaitListener | undefined): Promise<void> {
    onWait?.({ reason, ms, until: new Date(this.#clock.now() + ms) });
    await this.#clock.sleep(ms, signal);
  }

  /** The token of the `accessToken` option, or what its function gives (a fresh one with `refresh`). */
  async #obtain(refresh: boolean, call: TransportCall, url: string): Promise<string> {
    const token = await this.#within(obtainAccessToken(this.#settings.accessToken, refresh, call.signal), call, url);
    this.#latestToken = token;
    return token;
  }

  /**
   * A token to try again with after the API refused `refused`, refreshing only when
   * `refused` is still the latest token the function gave:
   * - when a refresh after a refusal of the same token is under way or done, this call
   *   takes part in it (its failure is this call's too), then asks for the current token;
   * - when the function gave a newer token since, this call asks for the current token;
   * - otherwise it asks for a fresh token, shared with the calls refused after it.
   */
  async #tokenAfterRefusal(refused: string, call: TransportCall, url: string): Promise<string> {
    const last = this.#lastRefresh;
    if (last?.refused === refused) {
      await this.#within(last.fresh, call, url);
      return this.#obtain(false, call, url);
    }
    if (this.#latestToken !== refused) return this.#obtain(false, call, url);
    // Shared by the calls refused with this token, so no one caller's signal ends it.
    const fresh = obtainAccessToken(this.#settings.accessToken, true, undefined);
    this.#lastRefresh = { refused, fresh };
    fresh.catch(() => {
      if (this.#lastRefresh?.fresh === fresh) this.#lastRefresh = null;
    });
    const token = await this.#within(fresh, call, url);
    this.#latestToken = token;
    return token;
  }

  /** Waits for a token within the call's `timeout` and signal: `TimeoutError` when it does not come. */
  #within(token: Promise<string>, { signal, timeout }: TransportCall, url: string): Promise<string> {
    return withinTime(untilAborted(token, signal), timeout, () => new TimeoutError({ method: 'GET', url, timeout, problem: `got no access token within ${timeout} ms` }));
  }
}

/** The 2xx body's text: an `ApiError` for a body over the limit or not UTF-8. */
function wholeBody(answer: Answer, url: string, maxBodyBytes: number): string {
  if (!answer.complete) {
    throw new ApiError(`GET ${cutAfter(url, MAX_QUOTED_URL)} answered ${answer.status} with a body over maxBodyBytes (${maxBodyBytes} bytes); reading stopped there`);
  }
  if (!answer.utf8) throw new ApiError(`GET ${cutAfter(url, MAX_QUOTED_URL)} answered ${answer.status} with a body that is not UTF-8`);
  return answer.text;
}

/**
 * The 2xx body decoded with `decodeJSON` (ids beyond 2^53 exact). An `ApiError` for a
 * body over the limit, not UTF-8 or not JSON; its message says what came instead, never the text
 * itself (it may echo a token).
 */
function decodeBody(answer: Answer, url: string, redactor: Redactor, maxBodyBytes: number): unknown {
  wholeBody(answer, url, maxBodyBytes);
  try {
    return decodeJSON(answer.text);
  } catch {
    const type = redactor.text(answer.headers.get('content-type') ?? 'no content type');
    throw new ApiError(`GET ${cutAfter(url, MAX_QUOTED_URL)} answered ${answer.status} with a body that is not JSON (${cutAfter(type, 100)}, ${answer.text.length} characters)`);
  }
}
