/**
 * The transport wing: one request to the API and its answer, whatever the endpoint.
 * Sending an attempt within its timeout and body limit (`send-attempt.ts`,
 * `response-text.ts`); the API's reads and writes with their token, retries, rate-limit
 * waits and one budget per call, a write never sent twice (`api-transport.ts`,
 * `retry-policy.ts`, whose `RETRIED_STATUSES` and `WRITE_RETRIES` the docs' tables are
 * checked against); the error for an answer outside 200-299 (`answer-error.ts`),
 * and what it keeps of the answer (`redacted-answer.ts`, the API's error body as a `Fault`
 * record in `answer-fault.ts`); the access token a request
 * carries (`access-token.ts`); the requests that carry secrets, a form POST or a GET or
 * DELETE with the secret in its query (`secret-form-post.ts`, `json-members.ts`), and the
 * strings of a token endpoint's answer that may be tokens (`answer-tokens.ts`).
 *
 * May import: `shared/`, `secrets/`, `errors/`; below `http/`, `client/`, `json/` and
 * `parse/`, and `records/fault.ts` (its type, and its class with `import()` when an error
 * answer comes). It knows no endpoint: paths and queries are its callers'.
 */
export type { AccessToken, AccessTokenContext, AccessTokenFunction } from './access-token.js';
export type { RequestWait, RequestWaitReason } from './request-wait.js';
export type { FetchFunction } from './send-attempt.js';
