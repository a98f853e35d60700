import { checkedToken, isUsableToken, type AccessTokenContext } from './access-token.js';
import { readFault } from './api-fault.js';
import { systemClock, type Clock } from './clock.js';
import { TimeoutError } from './errors/timeout-error.js';
import { TokenRefreshError } from './errors/token-refresh-error.js';
import { parseJsonObject } from './json-object.js';
import { MAX_TIMER_DELAY, OptionReader } from './option-reader.js';
import { redactedAnswer } from './redacted-answer.js';
import { Redactor } from './redactor.js';
import { sendAttempt, type Answer, type FetchFunction } from './send-attempt.js';
import { untilAborted } from './until-aborted.js';

/** The tokens a refresh gives, as `onRefresh` receives them to save. */
export interface RefreshedTokens {
  /** The new access token. */
  readonly accessToken: string;
  /** The refresh token to use next time: the one passed before is no longer valid once a new one is issued. */
  readonly refreshToken: string;
  /** When the access token expires, in seconds since the epoch. */
  readonly expiresAt: number;
}

/** Options of `createTokenRefresher`. Each is read from the object's own properties only. */
export interface TokenRefresherOptions {
  /** The application's client id. */
  readonly clientId: string | number;
  /** The application's client secret. */
  readonly clientSecret: string;
  /** The athlete's refresh token. */
  readonly refreshToken: string;
  /** The current access token, when one is known; without it the first call refreshes. */
  readonly accessToken?: string | undefined;
  /**
   * When `accessToken` expires, in seconds since the epoch. Without it, `accessToken` is
   * used until the API refuses it.
   */
  readonly expiresAt?: number | undefined;
  /** Called with the new tokens after each refresh, and awaited before the token is given out: save them here. */
  readonly onRefresh?: ((tokens: RefreshedTokens) => void | PromiseLike<void>) | undefined;
  /** The token endpoint. @default 'https://www.strava.com/api/v3/oauth/token' */
  readonly tokenUrl?: string | undefined;
  /** The `fetch` to use. @default globalThis.fetch (looked up at each refresh) */
  readonly fetch?: FetchFunction | undefined;
  /** Milliseconds the token endpoint may take to answer, headers and body; 0: no limit. @default 30_000 */
  readonly timeout?: number | undefined;
}

/** Gives a valid access token, refreshing it when needed; the `accessToken` option of `createHttpClient`. */
export type TokenRefresher = (context?: Partial<AccessTokenContext>) => Promise<string>;

const DEFAULT_TOKEN_URL = 'https://www.strava.com/api/v3/oauth/token';
/** A token is refreshed when it has this little time left, in milliseconds. */
const REFRESH_MARGIN = 5 * 60 * 1000;
/** Bytes of a token endpoint's answer read at most (a real one is under 2 kB). */
const MAX_TOKEN_BODY_BYTES = 1024 * 1024;

/**
 * Makes the `accessToken` function of `createHttpClient` for an athlete's refresh token:
 * - it gives the current access token while that has more than 5 minutes left;
 * - otherwise, or when called with `refresh: true`, it posts `client_id`,
 *   `client_secret`, `grant_type=refresh_token` and `refresh_token` to `tokenUrl`, once
 *   for every caller waiting at the time;
 * - it keeps the new access token, its expiry and the new refresh token (the old one is
 *   invalid once a new one is issued), and awaits `onRefresh` with them before giving the
 *   token out; should `onRefresh` fail, its error rejects the waiting calls, the tokens are
 *   kept, and the next call tries `onRefresh` again first;
 * - a failed refresh rejects with `TokenRefreshError` and keeps nothing;
 * - a caller's signal ends only that caller's wait: the refresh itself runs on (bounded
 *   by `timeout`), since abandoning it could lose a refresh token already rotated;
 * - the client secret and the refresh tokens never appear in its errors.
 *
 * @throws TypeError when a credential is missing or an option has the wrong type;
 *   RangeError when `timeout` is out of range.
 * @example
 * ```ts
 * const accessToken = createTokenRefresher({
 *   clientId: process.env.STRAVA_CLIENT_ID ?? '',
 *   clientSecret: process.env.STRAVA_CLIENT_SECRET ?? '',
 *   refreshToken: await loadRefreshToken(),
 *   onRefresh: (tokens) => saveTokens(tokens),
 * });
 * const client = createHttpClient({ accessToken });
 * ```
 */
export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  return refresherWithClock(options, systemClock);
}

/** `createTokenRefresher` on a given clock (the library's tests pass their own). */
export function refresherWithClock(options: TokenRefresherOptions, clock: Clock): TokenRefresher {
  const state = new RefresherState(options, clock);
  return (context) => state.token(context);
}

class RefresherState {
  readonly #clientId: string;
  readonly #clientSecret: string;
  readonly #tokenUrl: string;
  readonly #fetch: FetchFunction | undefined;
  readonly #timeout: number;
  readonly #onRefresh: TokenRefresherOptions['onRefresh'];
  readonly #clock: Clock;
  #refreshToken: string;
  #accessToken: string | null;
  /** Milliseconds since the epoch, or null when unknown. */
  #expiresAt: number | null;
  /** Tokens `onRefresh` has yet to save. */
  #unsaved: RefreshedTokens | null = null;
  /** The refresh (or save) under way, shared by every caller. */
  #flight: Promise<string> | null = null;

  constructor(options: TokenRefresherOptions, clock: Clock) {
    const where = 'createTokenRefresher';
    const reader = new OptionReader(options, where);
    const clientId: unknown = reader.get('clientId');
    if (!(typeof clientId === 'string' && clientId !== '') && !Number.isSafeInteger(clientId)) {
      throw new TypeError(`${where}: clientId must be a non-empty string or an integer`);
    }
    this.#clientId = String(clientId);
    this.#clientSecret = required(reader.get('clientSecret'), 'clientSecret');
    this.#refreshToken = required(reader.get('refreshToken'), 'refreshToken');
    const accessToken: unknown = reader.get('accessToken');
    this.#accessToken = accessToken === undefined ? null : checkedToken(accessToken, `${where}: accessToken is`);
    const expiresAt: unknown = reader.get('expiresAt');
    if (expiresAt !== undefined && (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))) {
      throw new TypeError(`${where}: expiresAt must be a number of seconds since the epoch`);
    }
    this.#expiresAt = expiresAt === undefined ? null : expiresAt * 1000;
    this.#onRefresh = reader.function('onRefresh');
    this.#tokenUrl = reader.string('tokenUrl', DEFAULT_TOKEN_URL);
    this.#fetch = reader.function('fetch');
    this.#timeout = reader.milliseconds('timeout', 30_000, MAX_TIMER_DELAY);
    this.#clock = clock;
  }

  /** The token to use, refreshing first when it is close to expiry or `refresh` is asked. */
  async token(context: Partial<AccessTokenContext> | undefined): Promise<string> {
    const reader = new OptionReader(context, 'accessToken');
    const refresh = reader.boolean('refresh', false);
    const signal = reader.signal('signal');
    signal?.throwIfAborted();
    if (this.#flight === null) {
      const current = this.#accessToken;
      const fresh = current !== null && (this.#expiresAt === null || this.#expiresAt - this.#clock.now() > REFRESH_MARGIN);
      if (fresh && !refresh && this.#unsaved === null) return current;
      const flight = this.#renew(refresh || !fresh);
      this.#flight = flight;
      const clear = () => {
        if (this.#flight === flight) this.#flight = null;
      };
      flight.then(clear, clear);
    }
    return untilAborted(this.#flight, signal);
  }

  /** Refreshes when asked (or when there is nothing left to save), then has `onRefresh` save the tokens. */
  async #renew(refresh: boolean): Promise<string> {
    let tokens = this.#unsaved;
    if (refresh || tokens === null) {
      tokens = await this.#requestTokens();
      this.#accessToken = tokens.accessToken;
      this.#refreshToken = tokens.refreshToken;
      this.#expiresAt = tokens.expiresAt * 1000;
      this.#unsaved = tokens;
    }
    if (this.#onRefresh !== undefined) await this.#onRefresh(tokens);
    if (this.#unsaved === tokens) this.#unsaved = null;
    return tokens.accessToken;
  }

  /** Posts the refresh token to the token endpoint: the new tokens, or a `TokenRefreshError`. */
  async #requestTokens(): Promise<RefreshedTokens> {
    const redactor = new Redactor();
    redactor.add(this.#clientSecret);
    redactor.add(this.#refreshToken);
    if (this.#accessToken !== null) redactor.add(this.#accessToken);
    const form = new URLSearchParams({
      client_id: this.#clientId,
      client_secret: this.#clientSecret,
      grant_type: 'refresh_token',
      refresh_token: this.#refreshToken,
    });
    const exchange = {
      method: 'POST' as const,
      url: this.#tokenUrl,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
    };
    let answer: Answer;
    try {
      answer = await sendAttempt(exchange, { fetch: this.#fetch, timeout: this.#timeout, maxBodyBytes: MAX_TOKEN_BODY_BYTES }, undefined, redactor);
    } catch (error) {
      // Without a caller's signal, sendAttempt fails only with a ConnectionError or a TimeoutError.
      const problem = error instanceof TimeoutError ? `no complete answer within ${error.timeout} ms` : 'no answer';
      throw new TokenRefreshError({ url: this.#tokenUrl, status: null, body: '', headers: {}, fault: null, problem }, error);
    }
    const body = decodeTokenBody(answer.text);
    const fail = (problem: string): TokenRefreshError => {
      // Redact any token the answer did carry before quoting the answer.
      for (const key of ['access_token', 'refresh_token']) {
        const value = body?.[key];
        if (typeof value === 'string' && value !== '') redactor.add(value);
      }
      return new TokenRefreshError({ url: this.#tokenUrl, ...redactedAnswer(answer, readFault(answer.text), redactor), problem });
    };
    if (answer.status < 200 || answer.status > 299) throw fail(`answered ${answer.status}`);
    if (!answer.complete) throw fail(`answered ${answer.status} with a body over ${MAX_TOKEN_BODY_BYTES} bytes`);
    if (body === null) throw fail(`answered ${answer.status} with a body that is not a JSON object`);
    const accessToken = body.access_token;
    const refreshToken = body.refresh_token ?? this.#refreshToken;
    const expiresAt = body.expires_at ?? (typeof body.expires_in === 'number' ? Math.floor(this.#clock.now() / 1000) + body.expires_in : undefined);
    if (!isUsableToken(accessToken)) throw fail(`answered ${answer.status} without a usable access_token`);
    if (typeof refreshToken !== 'string' || refreshToken === '') throw fail(`answered ${answer.status} with a refresh_token that is not a non-empty string`);
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) throw fail(`answered ${answer.status} without expires_at or expires_in`);
    return Object.freeze({ accessToken, refreshToken, expiresAt });
  }
}

function required(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') {
    throw new TypeError(`createTokenRefresher: ${name} must be a non-empty string`);
  }
  return value;
}

/** The answer's JSON object, its own properties only, or null. */
function decodeTokenBody(text: string): Readonly<Record<string, unknown>> | null {
  const body = parseJsonObject(text);
  if (body === null) return null;
  // A null prototype, so that a polluted Object.prototype never supplies a token.
  const own = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(body)) own[key] = value;
  return own;
}
