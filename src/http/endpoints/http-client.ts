import type { ActivityRequestOptions, ClientHandle, RouteStreamRequestOptions, StreamRequestOptions } from '../../core/client-handle.js';
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

/** What a route's streams call takes: whether to answer with text, and the call's own `timeout`. */
export type RouteStreamCallOptions = RouteStreamRequestOptions & HttpRequestOptions;

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

/** Options of `exploreSegments`. */
export interface ExploreSegmentsOptions extends HttpRequestOptions {
  /**
   * The area to search, `[south, west, north, east]`: the south-west corner's latitude and
   * longitude, then the north-east corner's, in degrees. Required. Four finite numbers,
   * latitudes within ±90 with `south` at most `north`, longitudes within ±180 (`west` past
   * `east` spans the antimeridian); anything else rejects before any request, with a
   * `TypeError` for what is not four numbers and a `RangeError` for a value out of range.
   */
  readonly bounds: readonly [south: number, west: number, north: number, east: number];
  /** Segments of this sport only: `running` or `riding` (a `TypeError` for anything else). Default: both. */
  readonly activityType?: 'running' | 'riding' | undefined;
  /** The lowest climb category, 0 (uncategorised) to 5 (hors catégorie). Default: none. */
  readonly minCategory?: number | undefined;
  /** The highest climb category, 0 to 5, at least `minCategory`. Default: none. */
  readonly maxCategory?: number | undefined;
}

/** Options of `iterateSegmentEfforts` and `getSegmentEfforts`. */
export interface SegmentEffortsOptions extends HttpRequestOptions {
  /**
   * Only efforts that started at or after this local time, sent as `start_date_local`: an
   * RFC 3339 date-time string, sent as given (`2024-03-01T00:00:00Z`; the API writes local
   * times with a `Z`), or a `Date`, whose UTC date and time are sent as that local time.
   * An invalid `Date` or another string is a `RangeError`, anything else a `TypeError`.
   * Default: none.
   */
  readonly from?: Date | string | undefined;
  /** Only efforts that started at or before this local time, sent as `end_date_local`, read as `from` is. Default: none. */
  readonly to?: Date | string | undefined;
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
  /**
   * `GET /gear/{id}`: a bike or pair of shoes of the authenticated athlete in detail, for
   * `DetailedGear.parse`. The id is a string (`b12345` a bike, `g12345` shoes).
   */
  getGear(gearId: string, options?: HttpRequestOptions): Promise<JsonObject>;
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
  /** `GET /segments/{id}`: a segment in detail, with the athlete's figures on it, for `DetailedSegment.parse`. */
  getSegment(segmentId: Id, options?: HttpRequestOptions): Promise<JsonObject>;
  /**
   * The authenticated athlete's starred segments, item by item as the pages of
   * `GET /segments/starred` arrive (`page`, `per_page`), for `SummarySegment.parse`.
   */
  iterateStarredSegments(options?: HttpRequestOptions): AsyncIterableIterator<unknown>;
  /** Every starred segment: `iterateStarredSegments` collected, for `SummarySegment.parseMany`. */
  getStarredSegments(options?: HttpRequestOptions): Promise<unknown[]>;
  /**
   * `GET /segments/explore`: the (at most 10) most popular segments within `bounds`, for
   * `ExplorerResponse.parse`. `bounds` is checked before any request.
   */
  exploreSegments(options: ExploreSegmentsOptions): Promise<JsonObject>;
  /**
   * `GET /segments/{id}/streams`: a segment's samples along its line, for
   * `StreamSet.parse`, asked with `keys` (`distance`, `latlng` and `altitude` by default:
   * the types a segment has) and `key_by_type=true`.
   */
  getSegmentStreams(segmentId: Id, options?: StreamCallOptions & { readonly asText?: false | undefined }): Promise<JsonObject>;
  /** With `asText: true`, as `SummarySegment#streams` asks: the body's JSON text as it came, for `StreamSet.parseJSON`. */
  getSegmentStreams(segmentId: Id, options: StreamCallOptions & { readonly asText: true }): Promise<string>;
  /** The decoded body, or its text with `asText: true`. */
  getSegmentStreams(segmentId: Id, options?: StreamCallOptions): Promise<JsonObject | string>;
  /**
   * The authenticated athlete's efforts on a segment (a subscriber's), item by item as the
   * pages of `GET /segment_efforts?segment_id={id}` arrive (`page`, `per_page`, and
   * `start_date_local` and `end_date_local` for `from` and `to`), for
   * `SegmentEffort.parse`. A page that repeats the first page's first item rejects with
   * `ApiError`: the API documents no `page` here, and a server that ignored it would give
   * the first page forever.
   */
  iterateSegmentEfforts(segmentId: Id, options?: SegmentEffortsOptions): AsyncIterableIterator<unknown>;
  /** Every effort of the athlete on a segment between `from` and `to`: `iterateSegmentEfforts` collected, for `SegmentEffort.parseMany`. */
  getSegmentEfforts(segmentId: Id, options?: SegmentEffortsOptions): Promise<unknown[]>;
  /** `GET /segment_efforts/{id}`: one segment effort in detail, for `SegmentEffort.parse`. */
  getSegmentEffort(effortId: Id, options?: HttpRequestOptions): Promise<JsonObject>;
  /** `GET /routes/{id}`: a route in detail (its segments, its whole line), for `Route.parse`. */
  getRoute(routeId: Id, options?: HttpRequestOptions): Promise<JsonObject>;
  /**
   * An athlete's routes, item by item as the pages of `GET /athletes/{id}/routes` arrive
   * (`page`, `per_page`), for `Route.parse`.
   */
  iterateAthleteRoutes(athleteId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown>;
  /** Every route of an athlete: `iterateAthleteRoutes` collected, for `Route.parseMany`. */
  getAthleteRoutes(athleteId: Id, options?: HttpRequestOptions): Promise<unknown[]>;
  /**
   * `GET /routes/{id}/streams`: a route's `latlng`, `distance` and `altitude` (the endpoint
   * takes no `keys`), for `StreamSet.parse`: the array of streams the API answers (an
   * object keyed by type is given too).
   */
  getRouteStreams(routeId: Id, options?: RouteStreamCallOptions & { readonly asText?: false | undefined }): Promise<JsonObject | unknown[]>;
  /** With `asText: true`, as `Route#streams` asks: the body's JSON text as it came, for `StreamSet.parseJSON`. */
  getRouteStreams(routeId: Id, options: RouteStreamCallOptions & { readonly asText: true }): Promise<string>;
  /** The decoded body, or its text with `asText: true`. */
  getRouteStreams(routeId: Id, options?: RouteStreamCallOptions): Promise<JsonObject | unknown[] | string>;
  /**
   * `GET /routes/{id}/export_gpx`: the route as GPX 1.1 text, as it came. Asked with
   * `Accept: application/gpx+xml, application/xml, text/xml`; a 2xx answer of any other
   * content type (the API's JSON error body) rejects with `ApiError`, never saved as a file.
   */
  exportRouteGpx(routeId: Id, options?: HttpRequestOptions): Promise<string>;
  /**
   * `GET /routes/{id}/export_tcx`: the route as a TCX course, text as it came. Asked with
   * `Accept: application/tcx+xml, application/vnd.garmin.tcx+xml, application/xml, text/xml`;
   * a 2xx answer of any other content type rejects with `ApiError`.
   */
  exportRouteTcx(routeId: Id, options?: HttpRequestOptions): Promise<string>;
  /** `GET /clubs/{id}`: a club in detail, with the authenticated athlete's standing in it, for `DetailedClub.parse`. */
  getClub(clubId: Id, options?: HttpRequestOptions): Promise<JsonObject>;
  /** A club's members, item by item as the pages of `GET /clubs/{id}/members` arrive, for `ClubAthlete.parse`. */
  iterateClubMembers(clubId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown>;
  /** Every member of a club: `iterateClubMembers` collected, for `ClubAthlete.parseMany`. */
  getClubMembers(clubId: Id, options?: HttpRequestOptions): Promise<unknown[]>;
  /** A club's administrators, item by item as the pages of `GET /clubs/{id}/admins` arrive, for `SummaryAthlete.parse`. */
  iterateClubAdmins(clubId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown>;
  /** Every administrator of a club: `iterateClubAdmins` collected, for `SummaryAthlete.parseMany`. */
  getClubAdmins(clubId: Id, options?: HttpRequestOptions): Promise<unknown[]>;
  /**
   * A club's recent activities (its members', newest first), item by item as the pages of
   * `GET /clubs/{id}/activities` arrive, for `ClubActivity.parse`.
   */
  iterateClubActivities(clubId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown>;
  /** Every recent activity of a club: `iterateClubActivities` collected, for `ClubActivity.parseMany`. */
  getClubActivities(clubId: Id, options?: HttpRequestOptions): Promise<unknown[]>;
  /** The authenticated athlete's clubs, item by item as the pages of `GET /athlete/clubs` arrive, for `SummaryClub.parse`. */
  iterateAthleteClubs(options?: HttpRequestOptions): AsyncIterableIterator<unknown>;
  /** Every club of the authenticated athlete: `iterateAthleteClubs` collected, for `SummaryClub.parseMany`. */
  getAthleteClubs(options?: HttpRequestOptions): Promise<unknown[]>;
  /**
   * `GET /athlete/zones`: the authenticated athlete's heart-rate and power zones, for
   * `Zones.parse`. It takes no id: the API gives no other athlete's zones.
   */
  getAthleteZones(options?: HttpRequestOptions): Promise<JsonObject>;
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
