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
import { UnknownOutcomeError, type WriteCallName } from '../errors/unknown-outcome-error.js';
import { readRateLimit, type RateLimit } from '../errors/rate-limit.js';
import { Redactor } from '../secrets/redactor.js';
import type { RequestWaitListener, RequestWaitReason } from './request-wait.js';
import { isRetriedStatus, rateLimitDelay, RetryBudget, wasNeverSent } from './retry-policy.js';
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
 * call honours, and the retry budget that every page of a list shares.
 */
export interface TransportCall {
  /** Ends every request and wait of the call at once, with its reason. */
  readonly signal: AbortSignal | undefined;
  /** Milliseconds each attempt may take, headers and body together, and getting its token; 0: no limit. */
  readonly timeout: number;
  /** What the call may still try again. */
  readonly budget: RetryBudget;
  /**
   * The write scope the call needs (`activity:write`, `profile:write`), which a 401 for a
   * missing write permission names; undefined for a call that needs none.
   */
  readonly scope: string | undefined;
}

/** A write to the API: a request that changes data, never sent twice (see `WRITE_RETRIES`). */
export interface ApiWrite {
  readonly method: 'POST' | 'PUT';
  /** The path under the API's root: `/uploads`. */
  readonly path: string;
  /** A JSON text (sent as `application/json`), a form, or a multipart form. */
  readonly body: string | URLSearchParams | FormData;
  /** The library's call, which an `UnknownOutcomeError` names. */
  readonly call: WriteCallName;
  /** For an upload, the `external_id` its activity will carry, which an `UnknownOutcomeError` names. */
  readonly externalId?: string;
}

/** One request as the transport sends it, each attempt alike. */
interface ApiRequest {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly url: string;
  readonly body?: string | URLSearchParams | FormData;
  /** The write this request is, or undefined for a read. */
  readonly write?: ApiWrite;
}

/**
 * Requests to the API, each one tried as the retry policy (`retry-policy.ts`) allows
 * until it gives a usable answer:
 * - every request carries `Authorization: Bearer <token>` (the token obtained before
 *   each attempt, within `timeout` and the signal) and `Accept: application/json`;
 * - what fails is tried again out of the call's `RetryBudget`, which every page of a
 *   list shares;
 * - a write (`write`) is sent again only after a failure certain to have come before the
 *   API processed it (`WRITE_RETRIES`); one that may have reached the server without an
 *   answer that says so ends in `UnknownOutcomeError`, its cause the error it met;
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

  /** The figures of the last answer that carried any, or null. */
  get rateLimit(): RateLimit | null {
    return this.#rateLimit;
  }

  /**
   * `text` with every echo of the tokens the transport last sent (the latest its option
   * gave, and the one last refused) replaced by `[redacted]`: what an error or a progress
   * event may quote of a 2xx body, which is given as data and so is not redacted itself
   * (an upload's `error` text).
   */
  secretFree(text: string): string {
    const redactor = new Redactor();
    if (this.#latestToken !== null) redactor.add(this.#latestToken);
    if (this.#lastRefresh !== null) redactor.add(this.#lastRefresh.refused);
    return redactor.text(text);
  }

  /**
   * The clock the transport waits by: what a caller's own waits between requests (a poll)
   * use too, and what the sync dates its checkpoints by.
   */
  get clock(): Clock {
    return this.#clock;
  }

  /**
   * A call, however many requests it makes: one budget (`maxRetries` for the whole call,
   * every request of it together, and one refresh), and `timeout` for each attempt (the
   * client's by default).
   */
  call(signal: AbortSignal | undefined, timeout = this.#settings.timeout, scope?: string): TransportCall {
    return { signal, timeout, budget: new RetryBudget(this.#settings.maxRetries), scope };
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
    const body = await this.#send({ method: 'GET', url }, call, JSON_BODY, onWait);
    if (!Array.isArray(body)) throw new ApiError(`GET ${cutAfter(url, MAX_QUOTED_URL)} answered with ${describeJsonKind(body)} where a list was expected`);
    return body as unknown[];
  }

  /**
   * The decoded body, which must be a JSON object.
   *
   * @param onWait Told of each wait (backoff, rate limit) before it starts.
   */
  async getObject(path: string, query: Readonly<Record<string, string>>, call: TransportCall, onWait?: RequestWaitListener): Promise<JsonObject> {
    const url = this.url(path, query);
    return objectBody('GET', url, await this.#send({ method: 'GET', url }, call, JSON_BODY, onWait));
  }

  /**
   * The decoded body, which must be a JSON object or array (a stream set the API may write
   * in either shape).
   */
  async getObjectOrList(path: string, query: Readonly<Record<string, string>>, call: TransportCall): Promise<JsonObject | unknown[]> {
    const url = this.url(path, query);
    const body = await this.#send({ method: 'GET', url }, call, JSON_BODY);
    if (!isPlainObject(body) && !Array.isArray(body)) {
      throw new ApiError(`GET ${cutAfter(url, MAX_QUOTED_URL)} answered with ${describeJsonKind(body)} where an object or a list was expected`);
    }
    return body as JsonObject | unknown[];
  }

  /**
   * The 2xx body's text, as it came (not checked to be JSON: its reader does that, in one
   * pass). An `ApiError` for a body over `maxBodyBytes`, as for the others.
   */
  async getText(path: string, query: Readonly<Record<string, string>>, call: TransportCall): Promise<string> {
    return this.#send({ method: 'GET', url: this.url(path, query) }, call, JSON_TEXT) as Promise<string>;
  }

  /**
   * A document's text, as it came (a route's GPX or TCX): asked with `Accept` naming the
   * document's media types, and given only when the answer's `Content-Type` is one of them.
   * A 2xx answer of another type (the API's JSON error body) rejects with `ApiError`, which
   * names the type and the length, never the text.
   */
  async getDocument(path: string, call: TransportCall, document: DocumentKind): Promise<string> {
    return this.#send({ method: 'GET', url: this.url(path) }, call, documentReading(document)) as Promise<string>;
  }

  /**
   * Sends a write and gives its decoded answer, which must be a JSON object. It is sent
   * again only where the first was certain not to be processed (`WRITE_RETRIES`); where it
   * may have been, the call rejects with `UnknownOutcomeError`.
   */
  async write(write: ApiWrite, call: TransportCall): Promise<JsonObject> {
    const url = this.url(write.path);
    return objectBody(write.method, url, await this.#send({ method: write.method, url, body: write.body, write }, call, JSON_BODY));
  }

  /** The 2xx body as `reading` reads it, asked with its `Accept`. */
  async #send(request: ApiRequest, call: TransportCall, reading: BodyReading, onWait?: RequestWaitListener): Promise<unknown> {
    const settings = this.#settings;
    const { method, url, write } = request;
    const { signal, budget } = call;
    // What bounds each attempt: the call's timeout, the settings' limit, the API's 2xx bodies read strictly as UTF-8.
    const limits: AttemptLimits = { fetch: settings.fetch, timeout: call.timeout, maxBodyBytes: settings.maxBodyBytes, strictUtf8: true };
    const redactor = new Redactor();
    let rateLimitWaited = 0;
    /** The token obtained after a refusal, for the next attempt. */
    let fresh: string | null = null;
    for (;;) {
      signal?.throwIfAborted();
      const token = fresh ?? await this.#obtain(false, call, request);
      fresh = null;
      redactor.add(token);
      let answer: Answer;
      try {
        answer = await sendAttempt({ method, url, headers: requestHeaders(token, request, reading.accept), ...bodyOf(request) }, limits, signal, redactor);
      } catch (error) {
        if (!(error instanceof ConnectionError)) throw error;
        if (write !== undefined && !wasNeverSent(error)) throw unknownOutcome(write, url, null, error);
        const delay = budget.retryDelay(null, this.#clock.now());
        if (delay === null) throw error;
        await this.#wait('retry', delay, signal, onWait);
        continue;
      }
      const rateLimit = readRateLimit(answer.headers);
      if (rateLimit !== null) this.#rateLimit = rateLimit;
      if (answer.status >= 200 && answer.status <= 299) return reading.read(answer, method, url, redactor, settings.maxBodyBytes);

      const error = await httpErrorFor(method, url, answer, redactor, this.#clock.now(), undefined, call.scope);
      if (error instanceof UnauthorizedError) {
        if (error.reason !== 'invalid-token' || typeof settings.accessToken !== 'function' || !budget.takeRefresh()) throw error;
        fresh = await this.#tokenAfterRefusal(token, call, request);
        continue;
      }
      if (error instanceof RateLimitError) {
        const wait = rateLimitDelay(error, this.#clock.now(), settings.maxRateLimitWait - rateLimitWaited);
        if (wait === null) throw error;
        await this.#wait('rate-limit', wait, signal, onWait);
        rateLimitWaited += wait;
        continue;
      }
      if (write !== undefined) throw answer.status >= 500 && answer.status <= 599 ? unknownOutcome(write, url, answer.status, error) : error;
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
  async #obtain(refresh: boolean, call: TransportCall, request: ApiRequest): Promise<string> {
    const token = await this.#within(obtainAccessToken(this.#settings.accessToken, refresh, call.signal), call, request);
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
  async #tokenAfterRefusal(refused: string, call: TransportCall, request: ApiRequest): Promise<string> {
    const last = this.#lastRefresh;
    if (last?.refused === refused) {
      await this.#within(last.fresh, call, request);
      return this.#obtain(false, call, request);
    }
    if (this.#latestToken !== refused) return this.#obtain(false, call, request);
    // Shared by the calls refused with this token, so no one caller's signal ends it.
    const fresh = obtainAccessToken(this.#settings.accessToken, true, undefined);
    this.#lastRefresh = { refused, fresh };
    fresh.catch(() => {
      if (this.#lastRefresh?.fresh === fresh) this.#lastRefresh = null;
    });
    const token = await this.#within(fresh, call, request);
    this.#latestToken = token;
    return token;
  }

  /** Waits for a token within the call's `timeout` and signal: `TimeoutError` when it does not come. */
  #within(token: Promise<string>, { signal, timeout }: TransportCall, { method, url }: ApiRequest): Promise<string> {
    return withinTime(untilAborted(token, signal), timeout, () => new TimeoutError({ method, url, timeout, problem: `got no access token within ${timeout} ms` }));
  }
}

/** A kind of document the API answers as text: its name for messages, and its media types. */
export interface DocumentKind {
  /** The document's name, as messages give it: `GPX`. */
  readonly name: string;
  /** Its media types, the first preferred: `application/gpx+xml`, `application/xml`, `text/xml`. */
  readonly types: readonly string[];
}

/** How a 2xx body is read, and what the request's `Accept` asks for. */
interface BodyReading {
  readonly accept: string;
  /** The body as the caller gets it; throws `ApiError` for a body it refuses. */
  read(answer: Answer, method: string, url: string, redactor: Redactor, maxBodyBytes: number): unknown;
}

/** A JSON body, decoded. */
const JSON_BODY: BodyReading = { accept: 'application/json', read: decodeBody };

/** A JSON body as its text. */
const JSON_TEXT: BodyReading = { accept: 'application/json', read: (answer, method, url, _redactor, maxBodyBytes) => wholeBody(answer, method, url, maxBodyBytes) };

/** A document's text, once its content type is one of the document's. */
function documentReading({ name, types }: DocumentKind): BodyReading {
  return {
    accept: types.join(', '),
    read(answer, method, url, redactor, maxBodyBytes) {
      const type = answer.headers.get('content-type');
      const mediaType = type?.split(';', 1)[0]?.trim().toLowerCase();
      if (mediaType === undefined || !types.includes(mediaType)) {
        const shown = type === null ? 'no content type' : cutAfter(redactor.text(type), 100);
        throw new ApiError(`${method} ${cutAfter(url, MAX_QUOTED_URL)} answered ${answer.status} with ${shown} where ${name} was expected (${answer.text.length} characters)`);
      }
      return wholeBody(answer, method, url, maxBodyBytes);
    },
  };
}

/** The headers of one attempt: the token, what the reading accepts, and a JSON body's type (`fetch` writes a form's). */
function requestHeaders(token: string, { body }: ApiRequest, accept: string): Record<string, string> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: accept };
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  return headers;
}

/** The request's body as `sendAttempt` takes it: none for a read. */
function bodyOf({ body }: ApiRequest): { body?: string | URLSearchParams | FormData } {
  return body === undefined ? {} : { body };
}

/** The error for a write that may have been done: its cause the error the request met. */
function unknownOutcome(write: ApiWrite, url: string, status: number | null, cause: ApiError): UnknownOutcomeError {
  return new UnknownOutcomeError({ call: write.call, method: write.method, url, status, externalId: write.externalId ?? null }, { cause });
}

/** A decoded 2xx body that must be a JSON object: an `ApiError` otherwise. */
function objectBody(method: string, url: string, body: unknown): JsonObject {
  if (!isPlainObject(body)) throw new ApiError(`${method} ${cutAfter(url, MAX_QUOTED_URL)} answered with ${describeJsonKind(body)} where an object was expected`);
  return body;
}

/** The 2xx body's text: an `ApiError` for a body over the limit or not UTF-8. */
function wholeBody(answer: Answer, method: string, url: string, maxBodyBytes: number): string {
  if (!answer.complete) {
    throw new ApiError(`${method} ${cutAfter(url, MAX_QUOTED_URL)} answered ${answer.status} with a body over maxBodyBytes (${maxBodyBytes} bytes); reading stopped there`);
  }
  if (!answer.utf8) throw new ApiError(`${method} ${cutAfter(url, MAX_QUOTED_URL)} answered ${answer.status} with a body that is not UTF-8`);
  return answer.text;
}

/**
 * The 2xx body decoded with `decodeJSON` (ids beyond 2^53 exact). An `ApiError` for a
 * body over the limit, not UTF-8 or not JSON; its message says what came instead, never the text
 * itself (it may echo a token).
 */
function decodeBody(answer: Answer, method: string, url: string, redactor: Redactor, maxBodyBytes: number): unknown {
  wholeBody(answer, method, url, maxBodyBytes);
  try {
    return decodeJSON(answer.text);
  } catch {
    const type = redactor.text(answer.headers.get('content-type') ?? 'no content type');
    throw new ApiError(`${method} ${cutAfter(url, MAX_QUOTED_URL)} answered ${answer.status} with a body that is not JSON (${cutAfter(type, 100)}, ${answer.text.length} characters)`);
  }
}
