import type { ClientHandle, RequestOptions } from '../client/client-handle.js';
import { decodeJSON } from '../json/decode-json.js';
import type { Id } from '../parse/id.js';
import { ApiError } from './errors/api-error.js';
import { ConnectionError } from './errors/connection-error.js';
import { HttpError } from './errors/http-error.js';
import { NotFoundError } from './errors/not-found-error.js';
import { RateLimitError } from './errors/rate-limit-error.js';
import { UnauthorizedError } from './errors/unauthorized-error.js';
import { readRateLimit, type RateLimit } from './rate-limit.js';

/** Options of `createHttpClient`. */
export interface HttpClientOptions {
  /**
   * An OAuth access token, or a function giving one (called before every request, so it
   * can refresh an expired token).
   */
  readonly accessToken: string | (() => string | PromiseLike<string>);
  /** The API's root. Default `https://www.strava.com/api/v3`. */
  readonly baseUrl?: string | undefined;
  /** The `fetch` to use. Default `globalThis.fetch`. */
  readonly fetch?: typeof globalThis.fetch | undefined;
  /** Items per page for paged lists (comments, kudos): 1 to 200, default 200. */
  readonly pageSize?: number | undefined;
}

/** Options of `getActivityPhotos`. */
export interface PhotoRequestOptions extends RequestOptions {
  /** The size in pixels of the pictures whose URLs to return, for example 600. */
  readonly size?: number | undefined;
}

/**
 * A `ClientHandle` over the real API, plus `getActivityLaps`. Every method takes
 * `{ signal }`, honoured on every request and between pages, and fetches every page of a
 * paged list.
 */
export interface HttpClient extends ClientHandle {
  /** `GET /activities/{id}/laps`: the decoded body, for `Lap.parseMany`. */
  getActivityLaps(activityId: Id, options?: RequestOptions): Promise<unknown>;
  /** Every comment, page by page (`page_size`, then `after_cursor` = the last comment's `cursor`). */
  getActivityComments(activityId: Id, options?: RequestOptions): Promise<unknown[]>;
  /** The activity's zone distributions. */
  getActivityZones(activityId: Id, options?: RequestOptions): Promise<unknown[]>;
  /** Every athlete who gave kudos, page by page (`page`, `per_page`). */
  getActivityKudos(activityId: Id, options?: RequestOptions): Promise<unknown[]>;
  /** The activity's photos (`photo_sources=true`, and `size` when given). */
  getActivityPhotos(activityId: Id, options?: PhotoRequestOptions): Promise<unknown[]>;
  /** The athlete's stats. */
  getAthleteStats(athleteId: Id, options?: RequestOptions): Promise<unknown>;
  /** The rate-limit figures of the last response that carried any, or null before one did. */
  readonly rateLimit: RateLimit | null;
}

const DEFAULT_BASE_URL = 'https://www.strava.com/api/v3';
const MAX_PAGE_SIZE = 200;

/**
 * Makes a `ClientHandle` for the real API over the platform's `fetch` (Node >= 20 and
 * browsers). Bodies are decoded with `decodeJSON`, so ids beyond 2^53 stay exact.
 *
 * @example
 * ```ts
 * const client = createHttpClient({ accessToken: process.env.STRAVA_TOKEN! });
 * const laps = Lap.parseMany(await client.getActivityLaps(1410355832), { client });
 * const comments = await laps[0]?.activity?.comments();
 * ```
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  return new FetchClient(options);
}

class FetchClient implements HttpClient {
  readonly #accessToken: HttpClientOptions['accessToken'];
  readonly #baseUrl: string;
  readonly #fetch: typeof globalThis.fetch;
  readonly #pageSize: number;
  #rateLimit: RateLimit | null = null;

  constructor(options: HttpClientOptions) {
    const { accessToken, baseUrl = DEFAULT_BASE_URL, pageSize = MAX_PAGE_SIZE } = options;
    const fetch = options.fetch ?? globalThis.fetch;
    if (typeof accessToken !== 'string' && typeof accessToken !== 'function') {
      throw new TypeError('createHttpClient: accessToken must be a string or a function returning one');
    }
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      throw new RangeError(`createHttpClient: pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}, received ${String(pageSize)}`);
    }
    if (typeof fetch !== 'function') throw new TypeError('createHttpClient: no fetch; pass one as options.fetch');
    this.#accessToken = accessToken;
    this.#baseUrl = baseUrl.replace(/\/+$/, '');
    this.#fetch = fetch;
    this.#pageSize = pageSize;
  }

  get rateLimit(): RateLimit | null {
    return this.#rateLimit;
  }

  async getActivityLaps(activityId: Id, options: RequestOptions = {}): Promise<unknown> {
    return this.#get(`/activities/${pathId(activityId)}/laps`, {}, options.signal);
  }

  async getActivityComments(activityId: Id, options: RequestOptions = {}): Promise<unknown[]> {
    const path = `/activities/${pathId(activityId)}/comments`;
    const comments: unknown[] = [];
    let afterCursor: string | undefined;
    for (;;) {
      const query: Record<string, string> = { page_size: String(this.#pageSize) };
      if (afterCursor !== undefined) query.after_cursor = afterCursor;
      const page = (await this.#getList(path, query, options.signal)) as readonly ({ readonly cursor?: unknown } | null)[];
      comments.push(...page);
      const cursor = page[page.length - 1]?.cursor;
      if (page.length < this.#pageSize || typeof cursor !== 'string' || cursor === '') return comments;
      afterCursor = cursor;
    }
  }

  async getActivityKudos(activityId: Id, options: RequestOptions = {}): Promise<unknown[]> {
    const path = `/activities/${pathId(activityId)}/kudos`;
    const athletes: unknown[] = [];
    for (let page = 1; ; page++) {
      const query = { page: String(page), per_page: String(this.#pageSize) };
      const items = await this.#getList(path, query, options.signal);
      athletes.push(...items);
      if (items.length < this.#pageSize) return athletes;
    }
  }

  async getActivityZones(activityId: Id, options: RequestOptions = {}): Promise<unknown[]> {
    return this.#getList(`/activities/${pathId(activityId)}/zones`, {}, options.signal);
  }

  async getActivityPhotos(activityId: Id, options: PhotoRequestOptions = {}): Promise<unknown[]> {
    const query: Record<string, string> = { photo_sources: 'true' };
    if (options.size !== undefined) query.size = String(options.size);
    return this.#getList(`/activities/${pathId(activityId)}/photos`, query, options.signal);
  }

  async getAthleteStats(athleteId: Id, options: RequestOptions = {}): Promise<unknown> {
    return this.#get(`/athletes/${pathId(athleteId)}/stats`, {}, options.signal);
  }

  async #getList(path: string, query: Record<string, string>, signal: AbortSignal | undefined): Promise<unknown[]> {
    const body = await this.#get(path, query, signal);
    if (!Array.isArray(body)) throw new ApiError(`GET ${this.#url(path, query)} answered with a body that is not a list`);
    return body as unknown[];
  }

  /** One GET: the decoded body of a 2xx answer, or the error the answer stands for. */
  async #get(path: string, query: Record<string, string>, signal: AbortSignal | undefined): Promise<unknown> {
    signal?.throwIfAborted();
    const url = this.#url(path, query);
    const token = typeof this.#accessToken === 'string' ? this.#accessToken : await this.#accessToken();
    signal?.throwIfAborted();
    const fetch = this.#fetch;
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: signal ?? null,
      });
      status = response.status;
      const rateLimit = readRateLimit(response.headers);
      if (rateLimit !== null) this.#rateLimit = rateLimit;
      text = await response.text();
    } catch (error) {
      if (signal?.aborted === true) throw signal.reason;
      throw new ConnectionError(url, redactedError(error, token));
    }
    if (status < 200 || status > 299) throw errorFor(status, url, redact(text, token), this.#rateLimit);
    try {
      return decodeJSON(text);
    } catch (error) {
      throw new ApiError(`GET ${url} answered ${status} with a body that is not JSON`, { cause: error });
    }
  }

  #url(path: string, query: Record<string, string>): string {
    const search = new URLSearchParams(query).toString();
    return `${this.#baseUrl}${path}${search === '' ? '' : `?${search}`}`;
  }
}

function errorFor(status: number, url: string, body: string, rateLimit: RateLimit | null): HttpError {
  switch (status) {
    case 401:
      return new UnauthorizedError(url, body);
    case 404:
      return new NotFoundError(url, body);
    case 429:
      return new RateLimitError(url, body, rateLimit);
    default:
      return new HttpError(status, url, body);
  }
}

/** An id as a path segment, exactly (a bigint keeps every digit). */
function pathId(id: Id): string {
  if (typeof id === 'bigint' || Number.isSafeInteger(id)) return encodeURIComponent(String(id));
  throw new TypeError(`An id must be a safe integer or a bigint, received ${String(id)}`);
}

function redact(text: string, token: string): string {
  return token === '' ? text : text.split(token).join('[redacted]');
}

/** The platform's error, or a copy with the token removed should its message hold it. */
function redactedError(error: unknown, token: string): unknown {
  if (!(error instanceof Error) || token === '' || !error.message.includes(token)) return error;
  return new Error(redact(error.message, token));
}
