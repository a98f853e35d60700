/**
 * The endpoints wing: the API's operations as the client's methods, kept apart from the
 * transport that sends them. The `HttpClient` interface and the options of its calls
 * (`http-client.ts`) and the `FetchClient` that implements it (`fetch-client.ts`), whose
 * families of calls are modules of their own: segments (`segments.ts`, with the
 * explorer's query in `explore-query.ts` and the efforts' local times in
 * `local-date-time.ts`), routes (`routes.ts`), clubs (`clubs.ts`), stream sets
 * (`streams.ts`, their `keys` in `stream-keys.ts`), and the writes (`uploads.ts`,
 * `activity-writes.ts`, `profile-writes.ts`, their fields checked by one reader in
 * `write-fields.ts`, loaded when first called through `write-calls.ts`; an upload's file
 * taken when called in `upload-file.ts`, its status read in `upload-status.ts`); what every family shares: the client's parts, page-numbered lists
 * (`client-parts.ts`), what every call takes and the call its options describe
 * (`request-call.ts`), and the paging itself (`paging.ts`); the client's options and how
 * they are read (`http-client-options.ts`, `create-http-client.ts`). A new read or write
 * is added here, by the path of CONTRIBUTING.md ("Adding an endpoint, end to end").
 *
 * May import: `shared/`, `errors/`, `transport/`; below `http/`, `core/` (the client
 * contract it implements), `streams/` (the stream types), `parse/`, and the sport names
 * of `records/` as a type.
 */
export { createHttpClient } from './create-http-client.js';
export type { HttpClientOptions } from './http-client-options.js';
export type {
  AthleteActivitiesOptions,
  ExploreSegmentsOptions,
  HttpClient,
  HttpRequestOptions,
  PhotoRequestOptions,
  RouteStreamCallOptions,
  SegmentEffortsOptions,
  StreamCallOptions,
} from './http-client.js';
export type { UploadActivityOptions, UploadDataType, UploadFile } from './uploads.js';
export type { ActivityChanges, NewActivity } from './activity-writes.js';
export type { AthleteChanges } from './profile-writes.js';
export type { ActivityRequestOptions, RouteStreamRequestOptions, StreamRequestOptions } from '../../core/client-handle.js';
export type { JsonObject } from '../../parse/plain-object.js';
