import { formatPath } from '../../parse/issue.js';
import { ownValue } from '../../parse/own-properties.js';
import type { SummaryAthlete } from '../../records/summary-athlete.js';
import { readClientCredentials, type ClientCredentials } from './client-credentials.js';
import { systemClock } from '../shared/clock.js';
import { HTTP_DEFAULTS } from '../shared/defaults.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { TokenExchangeError } from '../errors/token-exchange-error.js';
import type { OptionNames } from '../shared/known-names.js';
import { MAX_TIMER_DELAY, OptionReader } from '../shared/option-reader.js';
import { postSecretForm, type SecretFormAnswer } from '../transport/secret-form-post.js';
import { MAX_KEPT_BODY, type FetchFunction } from '../transport/send-attempt.js';
import { readTokenAnswer, type RefreshedTokens } from './token-answer.js';

/** Options of `exchangeCode`. Each is read from the object's own properties only. */
export interface ExchangeCodeOptions extends ClientCredentials {
  /** The `code` the authorize page sent the athlete back with. It can be exchanged once, within minutes. */
  readonly code: string;
  /** The token endpoint. @default 'https://www.strava.com/api/v3/oauth/token' */
  readonly tokenUrl?: string | undefined;
  /** The `fetch` to use. @default globalThis.fetch (looked up at the call) */
  readonly fetch?: FetchFunction | undefined;
  /** Milliseconds the token endpoint may take to answer, headers and body; 0: no limit. @default 30_000 */
  readonly timeout?: number | undefined;
  /** Ends the exchange at once, with the signal's reason (the code may be spent by then). */
  readonly signal?: AbortSignal | undefined;
}

/**
 * What an authorization code gives: the athlete's tokens, named and typed as the refresher
 * keeps them (so `{ clientId, clientSecret, ...tokens }` is ready for
 * `createTokenRefresher`), and the athlete who authorized.
 */
export interface ExchangedTokens extends RefreshedTokens {
  /**
   * The athlete who authorized the application, ids exact (read with `decodeJSON`).
   * Unbound: `athlete.bind(client)` gives one whose `stats()` goes through a client.
   */
  readonly athlete: SummaryAthlete;
}

/** The options of `exchangeCode`. */
const EXCHANGE_CODE_OPTIONS = { clientId: true, clientSecret: true, code: true, tokenUrl: true, fetch: true, timeout: true, signal: true } as const satisfies OptionNames<ExchangeCodeOptions>;

/**
 * Exchanges the `code` an athlete was sent back with (see `authorizeUrl`) for their
 * tokens: posts `client_id`, `client_secret`, `code` and `grant_type=authorization_code`
 * to `tokenUrl` as a form, never following a redirect, and reads the answer (at most
 * 64 KiB) with `decodeJSON`.
 *
 * The answer does not say which scopes were granted: the redirect's `scope` query
 * parameter does (`read,activity:read_all`), and the athlete may have unticked some.
 * Save the tokens (the refresh token is what gives access from now on) and hand them to
 * `createTokenRefresher`, whose `onRefresh` saves each rotation.
 *
 * Rejects with `TokenExchangeError` when the endpoint refuses the code (`status` 400 and
 * the API's `fault`), answers with a redirect, gives no usable tokens or no valid
 * `SummaryAthlete` (the code is spent then: the athlete must authorize again), or gives no
 * complete answer within `timeout` (`status` null; `cause`, a `ConnectionError` or
 * `TimeoutError`). The client secret, the code and the tokens never appear in its errors.
 * With the signal's reason when it aborts.
 *
 * @throws TypeError when an option is missing or of the wrong type; RangeError when
 *   `timeout` is out of range.
 * @example
 * ```ts
 * const { athlete, ...tokens } = await exchangeCode({ clientId, clientSecret, code });
 * const accessToken = createTokenRefresher({ clientId, clientSecret, ...tokens, onRefresh: save });
 * ```
 */
export async function exchangeCode(options: ExchangeCodeOptions): Promise<ExchangedTokens> {
  const where = 'exchangeCode';
  const reader = new OptionReader(options, where, EXCHANGE_CODE_OPTIONS);
  const { clientId, clientSecret } = readClientCredentials(reader, where);
  const code = reader.requiredString('code');
  const url = reader.string('tokenUrl', HTTP_DEFAULTS.tokenUrl);
  const fetch = reader.function('fetch');
  const timeout = reader.milliseconds('timeout', HTTP_DEFAULTS.timeout, MAX_TIMER_DELAY);
  const signal = reader.signal('signal');
  const noAnswer = (problem: string, cause: unknown) => new TokenExchangeError({ url, status: null, body: '', headers: {}, fault: null, problem }, { cause });
  let answer: SecretFormAnswer;
  try {
    answer = await postSecretForm({
      url,
      fields: { client_id: clientId, client_secret: clientSecret, code, grant_type: 'authorization_code' },
      secrets: [clientSecret, code],
      answerHoldsTokens: true,
      fetch,
      timeout,
      signal,
    });
  } catch (error) {
    if (signal?.aborted === true) throw error;
    // Otherwise postSecretForm fails only with a ConnectionError or a TimeoutError.
    throw noAnswer(error instanceof TimeoutError ? `no complete answer within ${error.timeout} ms` : 'no answer', error);
  }
  const fail = (problem: string) => new TokenExchangeError({ url, ...answer.shown, problem: answer.raw.redactor.text(`answered ${answer.status}${problem}`) });
  const reading = readTokenAnswer(answer, Math.floor(systemClock.now() / 1000), null);
  if (reading.tokens === null) throw fail(reading.problem);
  if (!answer.complete) throw fail(` with a body over ${MAX_KEPT_BODY} bytes, cut before its athlete`);
  // Loaded once the endpoint has answered: a static import would bring the records into every
  // bundle of the HTTP entry (4.4 kB gzipped for createHttpClient alone, measured with esbuild;
  // why in bench/README.md).
  const { SummaryAthlete } = await import('../../records/summary-athlete.js');
  const athlete = SummaryAthlete.safeParse(ownValue(answer.json as Readonly<Record<string, unknown>>, 'athlete') ?? null);
  if (!athlete.success) {
    const [first] = athlete.error.issues;
    const at = first.path.length === 0 ? '' : ` (${formatPath(['athlete', ...first.path])}: expected ${first.expected})`;
    throw fail(` without a valid athlete${at}`);
  }
  return Object.freeze({ ...reading.tokens, athlete: athlete.data });
}
