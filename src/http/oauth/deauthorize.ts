import { checkedToken } from '../transport/access-token.js';
import { HTTP_DEFAULTS } from '../shared/defaults.js';
import type { OptionNames } from '../shared/known-names.js';
import { MAX_TIMER_DELAY, OptionReader } from '../shared/option-reader.js';
import { postSecretForm, secretAnswerError } from '../transport/secret-form-post.js';
import type { FetchFunction } from '../transport/send-attempt.js';

/** Options of `deauthorize`. Each is read from the object's own properties only. */
export interface DeauthorizeOptions {
  /** A valid access token of the athlete (from the refresher: `await accessToken()`). */
  readonly accessToken: string;
  /** The endpoint. @default 'https://www.strava.com/oauth/deauthorize' */
  readonly deauthorizeUrl?: string | undefined;
  /** The `fetch` to use. @default globalThis.fetch (looked up at the call) */
  readonly fetch?: FetchFunction | undefined;
  /** Milliseconds the endpoint may take to answer, headers and body; 0: no limit. @default 30_000 */
  readonly timeout?: number | undefined;
  /** Ends the request at once, with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
}

/** The options of `deauthorize`. */
const DEAUTHORIZE_OPTIONS = { accessToken: true, deauthorizeUrl: true, fetch: true, timeout: true, signal: true } as const satisfies OptionNames<DeauthorizeOptions>;

/**
 * Revokes the application's access to an athlete's data, as the athlete can on their
 * settings page: posts `access_token` to `deauthorizeUrl` as a form (never following a
 * redirect). Every access and refresh token the application holds for the athlete is
 * invalid afterwards, and the API pushes an athlete event with `authorized: "false"` to
 * the push subscription, if there is one.
 *
 * Rejects as the client's calls do: `UnauthorizedError` (401) when the token is already
 * invalid (revoked, or expired: give a fresh one), another `HttpError` for any other
 * answer outside 200-299 (a redirect too), `ConnectionError` or `TimeoutError` when no
 * complete answer comes within `timeout`, and the signal's reason when it aborts. The
 * token never appears in them.
 *
 * @throws TypeError when the token is not a non-empty string a header can carry, or an
 *   option has the wrong type; RangeError when `timeout` is out of range.
 */
export async function deauthorize(options: DeauthorizeOptions): Promise<void> {
  const reader = new OptionReader(options, 'deauthorize', DEAUTHORIZE_OPTIONS);
  const accessToken = checkedToken(reader.get('accessToken'), 'accessToken is');
  const answer = await postSecretForm({
    url: reader.string('deauthorizeUrl', HTTP_DEFAULTS.deauthorizeUrl),
    fields: { access_token: accessToken },
    secrets: [accessToken],
    answerHoldsTokens: true,
    fetch: reader.function('fetch'),
    timeout: reader.milliseconds('timeout', HTTP_DEFAULTS.timeout, MAX_TIMER_DELAY),
    signal: reader.signal('signal'),
  });
  if (answer.status < 200 || answer.status > 299) throw await secretAnswerError(answer, 'POST');
}
