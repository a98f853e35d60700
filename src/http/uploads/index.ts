/**
 * The uploads wing: `waitForUpload`, which follows an upload (`uploadActivity`'s answer)
 * until it becomes an activity or says why not, within a time bound, at the client's pace
 * and under its signal (`wait-for-upload.ts`); what an upload's body says of it, the
 * duplicate's id read from its error (`upload-verdict.ts`); the progress it tells
 * (`upload-progress.ts`). The upload itself is a call of the client (`endpoints/uploads.ts`).
 *
 * May import: `shared/`, `errors/`, `transport/`, `endpoints/` (it polls through a client
 * `createHttpClient` made); below `http/`, `client/`, `parse/`, and the `Upload` and
 * `DetailedActivity` classes as types, loaded with `import()` from one module
 * (`records/upload-records.ts`).
 */
export { waitForUpload, type UploadWaitOptions } from './wait-for-upload.js';
export type { UploadProgress, UploadStatusProgress, UploadWaitProgress } from './upload-progress.js';
