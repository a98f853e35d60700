/**
 * A ready `ClientHandle` for the real API over the platform's `fetch`: tokens and their
 * refresh, retries, paging, rate limits, and the errors an exchange can end with;
 * `syncActivities`, which keeps an app's copy of the athlete's activities in step; writes
 * that are never sent twice (`UnknownOutcomeError`), and `waitForUpload`, which follows an
 * upload to its activity; the OAuth steps that get an athlete's tokens, and the push subscriptions and challenge of
 * webhook events.
 *
 * @module activity-records/http
 */
// Each wing is a folder whose index.ts says what it holds and what it may import, and lists
// what it gives this entry.
export * from './endpoints/index.js';
export * from './transport/index.js';
export * from './errors/index.js';
export * from './oauth/index.js';
export * from './webhooks/index.js';
export * from './sync/index.js';
export * from './uploads/index.js';
