/**
 * The sync wing: `syncActivities`, which keeps an app's copy of the athlete's activities
 * in step, resumable from any checkpoint it gave. Its requests and when it ends
 * (`sync-activities.ts`), what it checks of a page and the ways a list makes it stop
 * (`sync-page.ts`), what one sync may file per second (`sync-filings.ts`), its options
 * and items (`sync-options.ts`), what a checkpoint remembers and forgets
 * (`sync-state.ts`), reading a stored one and its bounds (`sync-checkpoint.ts`; its
 * format is `errors/sync-checkpoint-format.ts`, since a `RateLimitError` carries one),
 * and an item's id and start (`activity-key.ts`).
 *
 * May import: `shared/`, `errors/`, `transport/`, `endpoints/` (it sends its requests
 * through a client `createHttpClient` made); below `http/`, `units/`, `parse/`, and the
 * `SummaryActivity` class as a type, loaded with `import()`.
 */
export { syncActivities } from './sync-activities.js';
export type { SyncActivityItem, SyncInvalidItem, SyncItem, SyncOptions, SyncPageProgress, SyncProgress, SyncWaitProgress } from './sync-options.js';
export type { SyncCheckpoint, SyncCheckpointSecond } from '../errors/sync-checkpoint-format.js';
