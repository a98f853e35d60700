/**
 * The endpoints wing: the API's operations as the client's methods, kept apart from the
 * transport that sends them. The `HttpClient` interface (`http-client.ts`) and the
 * `FetchClient` that implements it (`fetch-client.ts`): each operation's path, query and
 * options; the paging of lists (`paging.ts`); the `keys` of a streams request
 * (`stream-keys.ts`); the writes, one file per family (`uploads.ts`, `activity-writes.ts`,
 * `profile-writes.ts`), their fields checked by one reader (`write-fields.ts`); what every
 * call takes and the call its options describe (`request-call.ts`); the client's options
 * and how they are read (`http-client-options.ts`, `create-http-client.ts`). A new read or
 * write is added here, by the path of CONTRIBUTING.md ("Adding an endpoint, end to end").
 *
 * May import: `shared/`, `errors/`, `transport/`; below `http/`, `core/` (the client
 * contract it implements), `streams/` (the stream types), `parse/`, and the sport names
 * of `records/` as a type.
 */
export { createHttpClient } from './create-http-client.js';
export type { HttpClientOptions } from './http-client-options.js';
export type { AthleteActivitiesOptions, HttpClient, HttpRequestOptions, PhotoRequestOptions, StreamCallOptions } from './http-client.js';
export type { UploadActivityOptions, UploadDataType, UploadFile } from './uploads.js';
export type { ActivityChanges, NewActivity } from './activity-writes.js';
export type { AthleteChanges } from './profile-writes.js';
export type { ActivityRequestOptions, StreamRequestOptions } from '../../core/client-handle.js';
export type { JsonObject } from '../../parse/plain-object.js';
