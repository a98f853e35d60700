/**
 * Any failure of an exchange with the API: the base of `HttpError` (the service answered
 * with an error status), `ConnectionError` (no complete answer at all),
 * `TokenEndpointError` (`TokenRefreshError`, `TokenExchangeError`: the token endpoint gave
 * no tokens) and `UnknownOutcomeError` (a write that may have been done, not sent again). Also thrown as it is when a 2xx answer is unusable: a body that is not JSON,
 * not the expected list or object, or over `maxBodyBytes`; or a list that does not end (a
 * cursor sent twice, more than `maxPages` pages) or holds more than `maxItems` items. It is never a `ParseError`: the records were
 * not wrong, the exchange failed.
 *
 * Every error of the HTTP entry is made the same way: its constructor takes the facts it
 * carries (one object; for `ApiError` itself, its message), then `{ cause }` as `Error`
 * takes it, and builds its message from them; `name` is the class's name, typed as the
 * literal.
 */
export class ApiError extends Error {
  /** The error's class name: `ApiError`, or the name of the subclass it is. */
  override readonly name: 'ApiError' | 'HttpError' | 'UnauthorizedError' | 'NotFoundError' | 'RateLimitError' | 'ConnectionError' | 'TimeoutError' | 'TokenRefreshError' | 'TokenExchangeError' | 'UnknownOutcomeError' = 'ApiError';
}
