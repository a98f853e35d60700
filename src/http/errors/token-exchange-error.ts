import { TokenEndpointError, type TokenEndpointFailure } from './token-endpoint-error.js';

/** What a failed exchange of an authorization code left to report. */
export type TokenExchangeFailure = TokenEndpointFailure;

/**
 * `exchangeCode` got no tokens for the authorization code: the token endpoint refused it
 * (`status` 400 and a `fault` naming the code, for a code already used, expired or made
 * for another application; 401 for a wrong client id or secret), answered with a redirect
 * (never followed: the request carries secrets), gave an answer without usable tokens or
 * athlete, or gave no answer (`status` null; `cause`, a `ConnectionError` or
 * `TimeoutError`). The client secret, the code and the tokens the answer carried never
 * appear in it, in any form the answer echoes them.
 */
export class TokenExchangeError extends TokenEndpointError {
  /** The error's class name, `TokenExchangeError`. */
  override readonly name = 'TokenExchangeError' as const;

  /**
   * Made by `exchangeCode`.
   *
   * @param failure What the token endpoint answered, and what went wrong.
   * @param options `{ cause }`: the connection failure behind it, already free of secrets.
   */
  constructor(failure: TokenExchangeFailure, options?: ErrorOptions) {
    super('Exchanging the authorization code', failure, options);
  }
}
