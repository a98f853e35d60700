/**
 * Any failure of an exchange with the API: the base of `HttpError` (the service answered
 * with an error status), `ConnectionError` (no complete answer at all) and
 * `TokenRefreshError`. Also thrown as it is when a 2xx answer is unusable: a body that is
 * not JSON, not the expected list or object, or over `maxBodyBytes`; or a list that does
 * not end (a cursor sent twice, more than `maxPages` pages). It is never a `ParseError`:
 * the records were not wrong, the exchange failed.
 */
export class ApiError extends Error {
  /** The error's class name, `ApiError`. */
  override readonly name: string = 'ApiError';
}
