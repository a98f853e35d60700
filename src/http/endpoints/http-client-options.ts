import type { AccessToken } from '../transport/access-token.js';
import type { TransportSettings } from '../transport/api-transport.js';
import { HTTP_DEFAULTS } from '../shared/defaults.js';
import type { OptionNames } from '../shared/known-names.js';
import { MAX_TIMER_DELAY, OptionReader } from '../shared/option-reader.js';
import type { PagingLimits } from './paging.js';
import type { FetchFunction } from '../transport/send-attempt.js';

/** Options of `createHttpClient`. Each is read from the object's own properties only. */
export interface HttpClientOptions {
  /**
   * The OAuth access token, or a function giving one before every request (see
   * `createTokenRefresher`). A token that is not a non-empty string rejects the call with
   * a `TypeError` before any request is sent.
   */
  readonly accessToken: AccessToken;
  /** The API's root. @default 'https://www.strava.com/api/v3' */
  readonly baseUrl?: string | undefined;
  /** The `fetch` to use. @default globalThis.fetch (looked up at each request) */
  readonly fetch?: FetchFunction | undefined;
  /** Items asked for per page of a paged list (comments, kudos, activities, routes...), 1 to 200. @default 200 */
  readonly pageSize?: number | undefined;
  /**
   * Milliseconds each attempt may take, headers and body together; over it, the attempt
   * fails with `TimeoutError` (and is tried again like a connection failure). Getting the
   * attempt's token from an `accessToken` function has as long, and fails with a
   * `TimeoutError` that is not tried again. 0: no limit. @default 30_000
   */
  readonly timeout?: number | undefined;
  /**
   * How many times one call (every page of a list together) tries again after a
   * connection failure, a timeout or a 500/502/503/504 answer (after about 0.5 s, 1 s,
   * 2 s..., at most 8 s, or the answer's `Retry-After` up to 60 s). A write is sent again
   * only after a connection that was never made: one that may have been done rejects with
   * `UnknownOutcomeError`. @default 2
   */
  readonly maxRetries?: number | undefined;
  /**
   * Milliseconds a request may spend waiting for rate-limit windows to reset: a 429 whose
   * 15-minute window resets within what is left of it is waited out, then tried again.
   * 0: never wait, throw `RateLimitError`. @default 0
   */
  readonly maxRateLimitWait?: number | undefined;
  /** Requests one paged list may make, the empty last page included; more rejects with `ApiError`. @default 100 */
  readonly maxPages?: number | undefined;
  /**
   * Bytes of a 2xx body read at most; a body over it rejects with `ApiError`. (An error
   * body is read up to 64 KiB, what the error keeps.) @default 33_554_432 (32 MiB)
   */
  readonly maxBodyBytes?: number | undefined;
  /**
   * Items a collected list (`getActivityComments`, `getActivityKudos`, every `get…` of a
   * list) holds at most: past it the call stops reading and rejects with `ApiError`. The
   * `iterate…` calls are not bounded by it. @default 100_000
   */
  readonly maxItems?: number | undefined;
  /**
   * End a list at the first page shorter than `pageSize`, saving one request. The API's
   * docs say a page may be short before the end, so by default a list ends only at an
   * empty page. @default false
   */
  readonly stopOnShortPage?: boolean | undefined;
}

/** The client's options, checked, with their defaults. */
export interface ClientSettings extends TransportSettings, PagingLimits {}

/** The largest page the API serves. */
export const MAX_PAGE_SIZE = 200;

/** The options of `createHttpClient`. */
const CLIENT_OPTIONS = {
  accessToken: true, baseUrl: true, fetch: true, pageSize: true, timeout: true, maxRetries: true,
  maxRateLimitWait: true, maxPages: true, maxBodyBytes: true, maxItems: true, stopOnShortPage: true,
} as const satisfies OptionNames<HttpClientOptions>;

/**
 * Checks the options of `createHttpClient` and fills in the defaults (`HTTP_DEFAULTS`).
 *
 * @throws TypeError for an option of the wrong type (or options that are not an object);
 *   RangeError for one out of range. The token is checked at each call.
 */
export function readClientOptions(options: HttpClientOptions): ClientSettings {
  const where = 'createHttpClient';
  const reader = new OptionReader(options, where, CLIENT_OPTIONS);
  return {
    accessToken: reader.get('accessToken'),
    baseUrl: reader.string('baseUrl', HTTP_DEFAULTS.baseUrl).replace(/\/+$/, ''),
    fetch: reader.function('fetch'),
    pageSize: reader.integer('pageSize', HTTP_DEFAULTS.pageSize, 1, MAX_PAGE_SIZE),
    timeout: reader.milliseconds('timeout', HTTP_DEFAULTS.timeout, MAX_TIMER_DELAY),
    maxRetries: reader.integer('maxRetries', HTTP_DEFAULTS.maxRetries, 0, 100),
    maxRateLimitWait: reader.milliseconds('maxRateLimitWait', HTTP_DEFAULTS.maxRateLimitWait, Number.POSITIVE_INFINITY),
    maxPages: reader.integer('maxPages', HTTP_DEFAULTS.maxPages, 1),
    maxBodyBytes: reader.integer('maxBodyBytes', HTTP_DEFAULTS.maxBodyBytes, 1),
    maxItems: reader.integer('maxItems', HTTP_DEFAULTS.maxItems, 1),
    stopOnShortPage: reader.boolean('stopOnShortPage', HTTP_DEFAULTS.stopOnShortPage),
  };
}
