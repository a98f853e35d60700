import { describeKind } from '../../parse/received-value.js';
import { untilAborted } from '../shared/until-aborted.js';

/** What the client tells a token function when it asks for a token. */
export interface AccessTokenContext {
  /**
   * True when the API just refused the last token as invalid: give a new one (refresh
   * it), not the one kept.
   */
  readonly refresh: boolean;
  /** The signal of the call that needs the token; the function may stop waiting when it aborts. */
  readonly signal?: AbortSignal;
}

/**
 * Gives the access token for a request (called before every request, so it can refresh an
 * expiring token; `createTokenRefresher` makes one). It must give a non-empty string.
 */
export type AccessTokenFunction = (context: AccessTokenContext) => string | PromiseLike<string>;

/** An access token, or a function that gives one. */
export type AccessToken = string | AccessTokenFunction;

/**
 * A header value carries no control character and no space at either end (fetch would
 * refuse the first and trim the second), and no character beyond U+00FF.
 */
const HEADER_SAFE = /^[\x21-\x7e\x80-\xff](?:[\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?$/;

/**
 * The token to send: the `accessToken` option itself, or what it gives when it is a
 * function (a wait that ends at once when the signal aborts).
 *
 * @throws TypeError when the token is not a non-empty string a header can carry. The
 *   message names only the kind of value received, never the value.
 */
export async function obtainAccessToken(source: unknown, refresh: boolean, signal: AbortSignal | undefined): Promise<string> {
  let token = source;
  if (typeof source === 'function') {
    const context: AccessTokenContext = Object.freeze(signal === undefined ? { refresh } : { refresh, signal });
    token = await untilAborted(Promise.resolve((source as AccessTokenFunction)(context)), signal);
  }
  return checkedToken(token, typeof source === 'function' ? 'the accessToken function gave' : 'accessToken is');
}

/** Whether `token` is a non-empty string a header can carry. */
export function isUsableToken(token: unknown): token is string {
  return typeof token === 'string' && HEADER_SAFE.test(token);
}

/**
 * The token, when it is a non-empty string a header can carry.
 *
 * @param what Who gave the token, for the message: `accessToken is`.
 * @throws TypeError otherwise, naming only the kind of value.
 */
export function checkedToken(token: unknown, what: string): string {
  if (isUsableToken(token)) return token;
  const kind = typeof token === 'string' && token !== ''
    ? 'a string with a control character, a space at either end, or a character beyond U+00FF'
    : describeKind(token);
  throw new TypeError(`The access token must be a non-empty string; ${what} ${kind}`);
}
