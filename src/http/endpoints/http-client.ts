import type { ActivityRequestOptions, ClientHandle, StreamRequestOptions } from '../../core/client-handle.js';
import type { Id } from '../../parse/id.js';
import type { JsonObject } from '../../parse/plain-object.js';
import type { RateLimit } from '../errors/rate-limit.js';
import type { ActivityChanges, NewActivity } from './activity-writes.js';
import type { AthleteChanges } from './profile-writes.js';
import type { UploadActivityOptions, UploadFile } from './uploads.js';
import type { HttpRequestOptions } from './request-call.js';

export type { HttpRequestOptions } from './request-call.js';

/** What a streams call takes: the stream request, and the call's own `timeout`. */
export type StreamCallOptions = StreamRequestOptions & HttpRequestOptions;

/** Options of `getActivityPhotos`. */
export interface PhotoRequestOptions extends HttpRequestOptions {
  /** The size in pixels of the pictures whose URLs to return, for example 600. */
  readonly size?: number | undefined;
}

/** Options of `iterateAthleteActivities` and `getAthleteActivities`. */
export interface AthleteActivitiesOptions extends HttpRequestOptions {
  /**
   * Only activities that started after this time: whole epoch seconds from 1970 to the
   * year 9999 (a fraction, or epoch milliseconds, is a `RangeError`), or a `Date`, taken
   * down to the second. Default: none.
   */
  readonly after?: number | Date | undefined;
  /**
   * Only activities that started before this time: whole epoch seconds from 1970 to the
   * year 9999 (a fraction, or epoch milliseconds, is a `RangeError`), or a `Date`, taken
   * up to the second. Default: none.
   */
  readonly before?: number | Date | undefined;
}

/**
 * A `ClientHandle` over the real API (`createHttpClient` makes one), plus the calls that
 * lead to records: an activity with its segment efforts, its laps, its streams, and lists
 * read page by page. Every method takes `{ signal, timeout }`: the signal is honoured by
 * every request and every wait (it rejects with the signal's reason), the timeout bounds
 * each attempt of that call in place of the client's; it rejects with an `ApiError` when the
 * exchange fails. Bodies are returned decoded and unchecked, for the records' `parse`
 * (stream bodies as their text when asked with `asText: true`).
 */
export interface HttpClient extends ClientHandle {
  /**
   * `GET /activities/{id}`: the detailed activity, with `laps`, `segment_efforts` and
   * `best_efforts` (pass `includeAllEfforts: true` for every segment effort).
   */
  getActivity(activityId: Id, options?: ActivityRequestOptions & HttpRequestOptions): Promise<JsonObject>;
  /** `GET /activities/{id}/laps`: the activity's laps, for `Lap.parseMany`. */
  getActivityLaps(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]>;
  /**
   * `GET /activities/{id}/streams`: every sample of the activity, for `StreamSet.parse`,
   * asked with `keys` (every stream type by default; the API answers only `distance`
   * without it) and `key_by_type=true` (an object keyed by type). One request; the body of
   * a 24-hour activity is about 6 MB, within `maxBodyBytes`.
   */
  getActivityStreams(activityId: Id, options?: StreamCallOptions & { readonly asText?: false | undefined }): Promise<JsonObject>;
  /**
   * With `asText: true`, as `MetaActivity#streams` asks: the body's JSON text as it came,
   * for `StreamSet.parseJSON` (not checked to be JSON: the reader does that in its one pass).
   */
  getActivityStreams(activityId: Id, options: StreamCallOptions & { readonly asText: true }): Promise<string>;
  /** The decoded body, or its text with `asText: true`. */
  getActivityStreams(activityId: Id, options?: StreamCallOptions): Promise<JsonObject | string>;
  /**
   * `GET /segment_efforts/{id}/streams`: the samples of one segment effort, already cut
   * from its activity's (its first sample is the effort's first), asked as
   * `getActivityStreams` asks. `SegmentEffort#streams()` does not call it: it cuts the
   * effort's window from its activity's streams, which every lap and effort of the
   * activity share.
   */
  getSegmentEffortStreams(effortId: Id, options?: StreamCallOptions & { readonly asText?: false | undefined }): Promise<JsonObject>;
  /** With `asText: true`: the body's JSON text as it came, for `StreamSet.parseJSON`. */
  getSegmentEffortStreams(effortId: Id, options: StreamCallOptions & { readonly asText: true }): Promise<string>;
  /** The decoded body, or its text with `asText: true`. */
  getSegmentEffortStreams(effortId: Id, options?: StreamCallOptions): Promise<JsonObject | string>;
  /**
   * The activity's comments, item by item as the pages arrive (`page_size`, then
   * `after_cursor` = the last comment's `cursor`). Breaking out of the loop stops paging.
   */
  iterateActivityComments(activityId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown>;
  /** The athletes who gave the activity kudos, item by item as the pages arrive (`page`, `per_page`). */
  iterateActivityKudos(activityId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown>;
  /** Every comment on the activity: `iterateActivityComments` collected. */
  getActivityComments(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]>;
  /** Every athlete who gave the activity kudos: `iterateActivityKudos` collected. */
  getActivityKudos(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]>;
  /** `GET /activities/{id}/zones`: the activity's heart rate, power and pace zones. */
  getActivityZones(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]>;
  /** `GET /activities/{id}/photos?photo_sources=true`, with `size` when given. */
  getActivityPhotos(activityId: Id, options?: PhotoRequestOptions): Promise<unknown[]>;
  /** `GET /athletes/{id}/stats`: the athlete's recent, year-to-date and all-time totals. */
  getAthleteStats(athleteId: Id, options?: HttpRequestOptions): Promise<JsonObject>;
  /** `GET /athlete`: the athlete the token belongs to, for `DetailedAthlete.parse`. One request. */
  getAuthenticatedAthlete(options?: HttpRequestOptions): Promise<JsonObject>;
  /**
   * The authenticated athlete's activities in the API's order (newest first; oldest first
   * when only `after` is given), item by item as the pages of `GET /athlete/activities`
   * arrive (`page`, `per_page`; `after` and `before` as whole epoch seconds when given),
   * for `SummaryActivity.parse`. Breaking out of the loop stops paging. Options are read
   * when the first item is asked for.
   */
  iterateAthleteActivities(options?: AthleteActivitiesOptions): AsyncIterableIterator<unknown>;
  /**
   * Every activity of the authenticated athlete in the window asked for:
   * `iterateAthleteActivities` collected, for `SummaryActivity.parseMany`. It takes one
   * request per `pageSize` activities, plus the empty page that ends the list (none when
   * `stopOnShortPage` ends it at a short page); at most `maxPages` requests.
   */
  getAthleteActivities(options?: AthleteActivitiesOptions): Promise<unknown[]>;
  /**
   * `POST /uploads`: sends a FIT, TCX or GPX file (gzipped or not) to become an activity,
   * as `multipart/form-data` built with the platform's `FormData` and `Blob`. The answer,
   * for `Upload.parse`, comes before processing (`Your activity is still being
   * processed.`): `waitForUpload` follows it to the activity. Scope `activity:write`.
   * Never sent twice: where the upload may have been made without an answer that says so
   * (a timeout, a connection lost after sending, a 5xx), it rejects with
   * `UnknownOutcomeError`, whose `externalId` is what to look for.
   *
   * @throws TypeError (as a rejection, before any request) for a file that is not a
   *   `Blob`, `Uint8Array` or `ArrayBuffer`, a missing `dataType`, an option of the wrong
   *   type or of an unknown name; RangeError for an empty file or a `dataType` other than
   *   `fit`, `fit.gz`, `tcx`, `tcx.gz`, `gpx`, `gpx.gz`.
   */
  uploadActivity(file: UploadFile, options: UploadActivityOptions): Promise<JsonObject>;
  /** `GET /uploads/{uploadId}`: where an upload stands, for `Upload.parse`. Scope `activity:write`. */
  getUpload(uploadId: Id, options?: HttpRequestOptions): Promise<JsonObject>;
  /**
   * `POST /activities`: creates a manual activity, for `DetailedActivity.parse` (`manual:
   * true`). Scope `activity:write`. Never sent twice (`UnknownOutcomeError`).
   *
   * @throws TypeError (as a rejection, before any request) for a field of an unknown name
   *   or of the wrong type, or a required one missing; RangeError for a number out of range.
   */
  createActivity(fields: NewActivity, options?: HttpRequestOptions): Promise<JsonObject>;
  /**
   * `PUT /activities/{id}`: changes an activity's name, sport, description, commute and
   * trainer marks, muting or gear (the fields given only), for `DetailedActivity.parse`.
   * Scope `activity:write` (and `activity:read_all` for an activity only its athlete sees).
   * Never sent twice (`UnknownOutcomeError`).
   *
   * @throws TypeError (as a rejection, before any request) for a change of an unknown name
   *   or of the wrong type; RangeError for no change at all.
   */
  updateActivity(activityId: Id, changes: ActivityChanges, options?: HttpRequestOptions): Promise<JsonObject>;
  /**
   * `PUT /athlete`: sets the authenticated athlete's weight (kilograms), for
   * `DetailedAthlete.parse`. Scope `profile:write`. Never sent twice (`UnknownOutcomeError`).
   *
   * @throws TypeError (as a rejection, before any request) for a weight that is not a
   *   number, or another name; RangeError for one that is not finite and more than 0.
   */
  updateAthlete(changes: AthleteChanges, options?: HttpRequestOptions): Promise<JsonObject>;
  /**
   * `PUT /segments/{id}/starred`: stars (`true`) or unstars (`false`) a segment for the
   * authenticated athlete, for `DetailedSegment.parse`. Scope `profile:write`. Never sent
   * twice (`UnknownOutcomeError`).
   *
   * @throws TypeError (as a rejection, before any request) for `starred` not a boolean.
   */
  starSegment(segmentId: Id, starred: boolean, options?: HttpRequestOptions): Promise<JsonObject>;
  /**
   * The rate-limit figures (limits and usage, overall and for reads) of the last answer
   * that carried any, or null before one did.
   */
  readonly rateLimit: RateLimit | null;
}
