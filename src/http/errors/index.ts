/**
 * The errors wing: every error a call of `activity-records/http` rejects with, one class
 * per file (`ApiError` and the classes that extend it, `UnknownOutcomeError` among them;
 * `UploadError`, which says why an upload did not become an activity and is no failure of
 * an exchange), and the values they carry: what the client reads of the API's error body
 * to decide (`api-fault.ts`; the error carries the body as the main entry's `Fault`
 * record), the rate-limit figures of an answer (`rate-limit.ts`) and what a 429 says about
 * them (`rate-limit-verdict.ts`), and the format of the sync checkpoint a `RateLimitError`
 * may carry (`sync-checkpoint-format.ts`; reading and writing one is the sync's).
 *
 * May import: `shared/`; below `http/`, `parse/`, and `records/fault.ts` as a type (the
 * transport reads the record, and loads its class with `import()`). An error is made from values, never from
 * a response: the transport reads the answer and makes the error (`transport/answer-error.ts`).
 */
export { ApiError } from './api-error.js';
export { HttpError, type HttpAnswerDetails } from './http-error.js';
export { UnauthorizedError, type UnauthorizedReason } from './unauthorized-error.js';
export { NotFoundError } from './not-found-error.js';
export { RateLimitError } from './rate-limit-error.js';
export { ConnectionError } from './connection-error.js';
export { TimeoutError } from './timeout-error.js';
export { TokenEndpointError, type TokenEndpointFailure } from './token-endpoint-error.js';
export { TokenRefreshError, type TokenRefreshFailure } from './token-refresh-error.js';
export { TokenExchangeError, type TokenExchangeFailure } from './token-exchange-error.js';
export { UnknownOutcomeError, type UnknownOutcome, type WriteCallName } from './unknown-outcome-error.js';
export { UploadError, type UploadFailure, type UploadFailureDetails } from './upload-error.js';
export type { RateLimit, RateLimitWindow } from './rate-limit.js';
export type { RateLimitKind, RateLimitPeriod, RateLimitVerdict } from './rate-limit-verdict.js';
