import { isPlainObject } from '../../parse/plain-object.js';
import { isUsableToken } from '../transport/access-token.js';
import { memberValue } from '../transport/json-members.js';
import { MAX_KEPT_BODY } from '../transport/send-attempt.js';
import { REDIRECT_NOT_FOLLOWED, type SecretFormAnswer } from '../transport/secret-form-post.js';

/** The tokens a refresh gives, as `onRefresh` receives them to save. */
export interface RefreshedTokens {
  /** The new access token. */
  readonly accessToken: string;
  /** The refresh token to use next time: the one passed before is no longer valid once a new one is issued. */
  readonly refreshToken: string;
  /**
   * When the access token expires, in seconds since the epoch; null when the token
   * endpoint did not say (the token is then used until the API refuses it).
   */
  readonly expiresAt: number | null;
}

/** What a token endpoint's answer gives: the tokens, or what is wrong with it. */
export type TokenAnswer =
  | { readonly tokens: RefreshedTokens; readonly refreshToken: string; readonly problem: null }
  | {
      readonly tokens: null;
      /** A usable refresh token the answer carried (the endpoint has made the one sent invalid), or null. */
      readonly refreshToken: string | null;
      /** What is wrong, to follow `answered <status>` in a message: ` without a usable access_token`. */
      readonly problem: string;
    };

/**
 * Reads the tokens out of what the token endpoint answered, for a refresh and for a code's
 * exchange alike:
 * - a redirect, a status outside 200-299, or a complete body that is not a JSON object
 *   gives no tokens;
 * - `refresh_token` must be a non-empty string; an answer without one (or with null) keeps
 *   `sentRefreshToken`, when there is one (a body cut at 64 KiB before one says so);
 * - `access_token` must be a non-empty string a header can carry; in a body cut at 64 KiB
 *   it must have come before the cut;
 * - the expiry is `expires_at` (seconds since the epoch), else `nowSeconds + expires_in`,
 *   else null (unknown); either, when present, must be a finite number.
 */
export function readTokenAnswer(answer: SecretFormAnswer, nowSeconds: number, sentRefreshToken: string | null): TokenAnswer {
  const refused = (problem: string, refreshToken: string | null = null): TokenAnswer => ({ tokens: null, refreshToken, problem });
  const { status, members } = answer;
  if (answer.redirected) return refused(REDIRECT_NOT_FOLLOWED);
  if (status < 200 || status > 299) return refused('');
  if (answer.complete && !isPlainObject(answer.json)) return refused(' with a body that is not a JSON object');
  const refreshToken = memberValue(members, 'refresh_token') ?? sentRefreshToken;
  if (refreshToken === null) return refused(answer.complete ? ' without a refresh_token' : ` with a body over ${MAX_KEPT_BODY} bytes, cut before a refresh_token`);
  if (typeof refreshToken !== 'string' || refreshToken === '') return refused(' with a refresh_token that is not a non-empty string');
  const accessToken = memberValue(members, 'access_token');
  if (!isUsableToken(accessToken)) {
    return refused(answer.complete ? ' without a usable access_token' : ` with a body over ${MAX_KEPT_BODY} bytes, cut before a usable access_token`, refreshToken);
  }
  const expiresAt = memberValue(members, 'expires_at');
  const expiresIn = memberValue(members, 'expires_in');
  if (!isOptionalNumber(expiresAt) || !isOptionalNumber(expiresIn)) return refused(' with an expires_at or expires_in that is not a number', refreshToken);
  const expiry = expiresAt ?? (expiresIn == null ? null : nowSeconds + expiresIn);
  return { tokens: Object.freeze({ accessToken, refreshToken, expiresAt: expiry }), refreshToken, problem: null };
}

/** Whether `value` is absent (undefined or null) or a finite number. */
function isOptionalNumber(value: unknown): value is number | null | undefined {
  return value === undefined || value === null || (typeof value === 'number' && Number.isFinite(value));
}
