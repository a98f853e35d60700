import { checkedToken, type AccessTokenContext } from '../transport/access-token.js';
import { readClientCredentials } from './client-credentials.js';
import { systemClock, type Clock } from '../shared/clock.js';
import { HTTP_DEFAULTS } from '../shared/defaults.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { TokenRefreshError } from '../errors/token-refresh-error.js';
import type { OptionNames } from '../shared/known-names.js';
import { MAX_TIMER_DELAY, OptionReader } from '../shared/option-reader.js';
import { postSecretForm, type SecretFormAnswer } from '../transport/secret-form-post.js';
import type { FetchFunction } from '../transport/send-attempt.js';
import { readTokenAnswer, type RefreshedTokens } from './token-answer.js';
import { untilAborted } from '../shared/until-aborted.js';
import { withinTime } from '../shared/within-time.js';

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
   * When `accessToken` expires, in seconds since the epoch. Without it (or with null, as
   * `onRefresh` may have saved it), `accessToken` is used until the API refuses it.
   */
  readonly expiresAt?: number | null | undefined;
  /** Called with the new tokens after each refresh, and awaited before the token is given out: save them here. */
  readonly onRefresh?: ((tokens: RefreshedTokens) => void | PromiseLike<void>) | undefined;
  /** The token endpoint. @default 'https://www.strava.com/api/v3/oauth/token' */
  readonly tokenUrl?: string | undefined;
  /** The `fetch` to use. @default globalThis.fetch (looked up at each refresh) */
  readonly fetch?: FetchFunction | undefined;
  /**
   * Milliseconds the token endpoint may take to answer, headers and body, and then
   * `onRefresh` to settle; 0: no limit. @default 30_000
   */
  readonly timeout?: number | undefined;
}

/** Gives a valid access token, refreshing it when needed; the `accessToken` option of `createHttpClient`. */
export type TokenRefresher = (context?: Partial<AccessTokenContext>) => Promise<string>;

/** A token is refreshed when it has this little time left, in milliseconds. */
const REFRESH_MARGIN = 5 * 60 * 1000;
/**
 * Milliseconds after a refresh during which a token close to expiry is not refreshed
 * again (a token endpoint that issues tokens already close to expiry would otherwise be
 * asked once per request); a refusal by the API still refreshes at once.
 */
const MIN_REFRESH_INTERVAL = 60 * 1000;

/**
 * Makes the `accessToken` function of `createHttpClient` for an athlete's refresh token:
 * - it gives the current access token while that has more than 5 minutes left (or has
 *   no known expiry), and also while it was refreshed less than a minute ago;
 * - otherwise, or when called with `refresh: true` (the API refused it), it posts
 *   `client_id`, `client_secret`, `grant_type=refresh_token` and `refresh_token` to
 *   `tokenUrl`, once for every caller waiting at the time, and never follows a redirect;
 * - it keeps the new access token, its expiry (null when the answer gives none: the
 *   token is then used until refused) and the new refresh token (the old one is invalid
 *   once a new one is issued), and awaits `onRefresh` with them before giving the token
 *   out; should `onRefresh` fail, or not settle within `timeout`, the waiting calls
 *   reject, the tokens are kept, and the next call gives them to `onRefresh` again first;
 * - a failed refresh rejects with `TokenRefreshError`; it keeps nothing but a new refresh
 *   token the answer did carry;
 * - a caller's signal ends only that caller's wait: the refresh itself runs on (bounded
 *   by `timeout`), since abandoning it could lose a refresh token already rotated;
 * - the client secret and the tokens, old and new, never appear in its errors.
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

/** The options of `createTokenRefresher`. */
const REFRESHER_OPTIONS = {
  clientId: true, clientSecret: true, refreshToken: true, accessToken: true, expiresAt: true, onRefresh: true,
  tokenUrl: true, fetch: true, timeout: true,
} as const satisfies OptionNames<TokenRefresherOptions>;

/** What the refresher is called with, as the client calls it. */
const CONTEXT_NAMES = { refresh: true, signal: true } as const satisfies OptionNames<AccessTokenContext>;

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
  /** When the last refresh succeeded, in milliseconds since the epoch, or null before one did. */
  #refreshedAt: number | null = null;
  /** Tokens `onRefresh` has yet to save. */
  #unsaved: RefreshedTokens | null = null;
  /** The refresh (or save) under way, shared by every caller. */
  #flight: Promise<string> | null = null;

  constructor(options: TokenRefresherOptions, clock: Clock) {
    const where = 'createTokenRefresher';
    const reader = new OptionReader(options, where, REFRESHER_OPTIONS);
    const { clientId, clientSecret } = readClientCredentials(reader, where);
    this.#clientId = clientId;
    this.#clientSecret = clientSecret;
    this.#refreshToken = reader.requiredString('refreshToken');
    const accessToken: unknown = reader.get('accessToken');
    this.#accessToken = accessToken === undefined ? null : checkedToken(accessToken, `${where}: accessToken is`);
    const expiresAt: unknown = reader.get('expiresAt');
    if (expiresAt != null && (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))) {
      throw new TypeError(`${where}: expiresAt must be a number of seconds since the epoch, or null`);
    }
    this.#expiresAt = expiresAt == null ? null : expiresAt * 1000;
    this.#onRefresh = reader.function('onRefresh');
    this.#tokenUrl = reader.string('tokenUrl', HTTP_DEFAULTS.tokenUrl);
    this.#fetch = reader.function('fetch');
    this.#timeout = reader.milliseconds('timeout', HTTP_DEFAULTS.refresherTimeout, MAX_TIMER_DELAY);
    this.#clock = clock;
  }

  /** The token to use, refreshing first when it is close to expiry or `refresh` is asked. */
  async token(context: Partial<AccessTokenContext> | undefined): Promise<string> {
    const reader = new OptionReader(context, 'accessToken', CONTEXT_NAMES);
    const refresh = reader.boolean('refresh', false);
    const signal = reader.signal('signal');
    signal?.throwIfAborted();
    if (this.#flight === null) {
      const current = this.#accessToken;
      const stale = current === null || refresh || (this.#expiring() && !this.#justRefreshed());
      if (!stale && this.#unsaved === null) return current;
      const flight = this.#renew(stale);
      this.#flight = flight;
      const clear = () => {
        if (this.#flight === flight) this.#flight = null;
      };
      flight.then(clear, clear);
    }
    return untilAborted(this.#flight, signal);
  }

  #expiring(): boolean {
    return this.#expiresAt !== null && this.#expiresAt - this.#clock.now() <= REFRESH_MARGIN;
  }

  #justRefreshed(): boolean {
    return this.#refreshedAt !== null && this.#clock.now() - this.#refreshedAt < MIN_REFRESH_INTERVAL;
  }

  /** Refreshes when asked (or when there is nothing left to save), then has `onRefresh` save the tokens. */
  async #renew(refresh: boolean): Promise<string> {
    let tokens = this.#unsaved;
    if (refresh || tokens === null) {
      tokens = await this.#requestTokens();
      this.#accessToken = tokens.accessToken;
      this.#expiresAt = tokens.expiresAt === null ? null : tokens.expiresAt * 1000;
      this.#refreshedAt = this.#clock.now();
      this.#unsaved = tokens;
    }
    if (this.#onRefresh !== undefined) {
      const timeout = this.#timeout;
      await withinTime(this.#onRefresh(tokens), timeout, () => this.#failure(`onRefresh did not settle within ${timeout} ms; the new tokens are kept and given to onRefresh again at the next call`));
    }
    if (this.#unsaved === tokens) this.#unsaved = null;
    return tokens.accessToken;
  }

  /**
   * Posts the refresh token to the token endpoint: the new tokens, or a `TokenRefreshError`.
   * A new refresh token in a 2xx answer is kept at once, even when the rest of the answer
   * is refused: the endpoint has made the old one invalid.
   */
  async #requestTokens(): Promise<RefreshedTokens> {
    let answer: SecretFormAnswer;
    try {
      answer = await postSecretForm({
        url: this.#tokenUrl,
        fields: { client_id: this.#clientId, client_secret: this.#clientSecret, grant_type: 'refresh_token', refresh_token: this.#refreshToken },
        secrets: [this.#clientSecret, this.#refreshToken, ...(this.#accessToken === null ? [] : [this.#accessToken])],
        answerHoldsTokens: true,
        fetch: this.#fetch,
        timeout: this.#timeout,
      });
    } catch (error) {
      // Without a caller's signal, postSecretForm fails only with a ConnectionError or a TimeoutError.
      throw this.#failure(error instanceof TimeoutError ? `no complete answer within ${error.timeout} ms` : 'no answer', error);
    }
    const reading = readTokenAnswer(answer, Math.floor(this.#clock.now() / 1000), this.#refreshToken);
    if (reading.refreshToken !== null) this.#refreshToken = reading.refreshToken;
    if (reading.tokens === null) throw new TokenRefreshError({ url: this.#tokenUrl, ...answer.shown, problem: `answered ${answer.status}${reading.problem}` });
    return reading.tokens;
  }

  /** A `TokenRefreshError` without an answer to show. */
  #failure(problem: string, cause?: unknown): TokenRefreshError {
    const failure = { url: this.#tokenUrl, status: null, body: '', headers: {}, fault: null, problem };
    return new TokenRefreshError(failure, cause === undefined ? undefined : { cause });
  }
}
