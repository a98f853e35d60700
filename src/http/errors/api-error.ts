/**
 * Any failure to get an answer from the API: the base of `HttpError` (the service
 * answered with an error status) and `ConnectionError` (no answer at all). It is never a
 * `ParseError`: the data was not wrong, the exchange failed.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
}
