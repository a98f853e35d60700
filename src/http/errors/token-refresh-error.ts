import { TokenEndpointError, type TokenEndpointFailure } from './token-endpoint-error.js';

/** What a failed refresh left to report. */
export type TokenRefreshFailure = TokenEndpointFailure;

/**
 * The token refresher could not get a new access token: the token endpoint refused
 * (`status`, `fault`), answered with a redirect (never followed: the request carries
 * secrets), gave an answer without a usable token, or gave no answer (`cause`, a
 * `ConnectionError` or `TimeoutError`); or `onRefresh` did not settle within the
 * refresher's `timeout`. The client secret and the access and refresh tokens, old and new,
 * never appear in it, in any form the answer echoes them.
 */
export class TokenRefreshError extends TokenEndpointError {
  /** The error's class name, `TokenRefreshError`. */
  override readonly name = 'TokenRefreshError' as const;

  /**
   * Made by the token refresher.
   *
   * @param failure What the token endpoint answered, and what went wrong.
   * @param options `{ cause }`: the connection failure behind it, already free of secrets.
   */
  constructor(failure: TokenRefreshFailure, options?: ErrorOptions) {
    super('Refreshing the access token', failure, options);
  }
}
