import type { Id } from '../parse/id.js';
import type { StreamType } from './stream-type.js';

/** What a client method receives besides the id. */
export interface RequestOptions {
  /** Aborts the request; the client should reject with `signal.reason`. */
  readonly signal?: AbortSignal | undefined;
}

/** Options of `getActivity`. */
export interface ActivityRequestOptions extends RequestOptions {
  /**
   * Ask for every segment effort (`include_all_efforts=true`); without it the API returns
   * only some. Default false.
   */
  readonly includeAllEfforts?: boolean | undefined;
}

/** Options of `getActivityStreams`. */
export interface StreamRequestOptions extends RequestOptions {
  /**
   * The stream types to ask for, sent as `keys` (the API answers only `distance` without
   * it). Default: every type the spec names. `MetaActivity#streams` asks for every one.
   */
  readonly keys?: readonly (StreamType | (string & {}))[] | undefined;
  /**
   * Answer with the body's JSON text (a string) rather than the decoded body, for a reader
   * that reads text in one pass. `MetaActivity#streams` sets it, and reads the text with
   * `StreamSet.parseJSON`, 2.4 to 3.3 times as fast as decoding it first; a client may
   * ignore it, since the accessor reads a decoded body too. Default false.
   */
  readonly asText?: boolean | undefined;
}

/** Options of `getRouteStreams`, whose endpoint takes no `keys`: it answers `latlng`, `distance` and `altitude`. */
export interface RouteStreamRequestOptions extends RequestOptions {
  /**
   * Answer with the body's JSON text (a string) rather than the decoded body, as for
   * `getActivityStreams`: `Route#streams` sets it and reads the text with
   * `StreamSet.parseJSON`; a client may ignore it. Default false.
   */
  readonly asText?: boolean | undefined;
}

/** A value, or a promise (or any thenable) of it. */
export type MaybePromise<T> = T | PromiseLike<T>;

/**
 * What a record needs to reach related data. Implement it over any transport (or use
 * `createHttpClient` from `activity-records/http`); each method answers with the API's
 * body, directly or as a promise: decoded JSON, or its JSON text (a `string`, or UTF-8
 * bytes as `Uint8Array` or `ArrayBuffer`), which the accessor decodes with `decodeJSON`
 * so that ids beyond 2^53 stay exact (a `fetch`-based client can return
 * `response.text()`). The client need not check the body: the accessors validate it into
 * records (`MetaActivity#comments` gives `ActivityComment`s) and reject with `ParseError`
 * when it is not valid.
 *
 * The five methods of the first accessors are required. Methods added since are optional
 * (`getActivity`, `getSegment`, `getClubMembers`, ...), so a client written before them
 * still compiles; an accessor whose client lacks its method rejects with a `TypeError`
 * naming the method.
 *
 * @example
 * ```ts
 * const client: ClientHandle = {
 *   getActivityComments: async (id, { signal }) => (await fetch(`/api/activities/${id}/comments`, { signal })).json(),
 *   getActivityZones: () => [],
 *   getActivityKudos: () => [],
 *   getActivityPhotos: () => [],
 *   getAthleteStats: () => ({}),
 * };
 * ```
 */
export interface ClientHandle {
  /** All comments on an activity: the body of `GET /activities/{id}/comments`, every page (an array). */
  getActivityComments(activityId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** The zone distributions of an activity: the body of `GET /activities/{id}/zones` (an array). */
  getActivityZones(activityId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** The athletes who gave an activity kudos: the body of `GET /activities/{id}/kudos`, every page (an array). */
  getActivityKudos(activityId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** The photos of an activity: the body of `GET /activities/{id}/photos` (an array). */
  getActivityPhotos(activityId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** An athlete's summary statistics: the body of `GET /athletes/{id}/stats` (an object). */
  getAthleteStats(athleteId: Id, options: RequestOptions): MaybePromise<unknown>;
  /**
   * An activity in detail: the body of `GET /activities/{id}` (an object), for
   * `MetaActivity#details`, which asks with `includeAllEfforts: true` (every segment effort).
   */
  getActivity?(activityId: Id, options: ActivityRequestOptions): MaybePromise<unknown>;
  /** The laps of an activity: the body of `GET /activities/{id}/laps` (an array), for `MetaActivity#laps`. */
  getActivityLaps?(activityId: Id, options: RequestOptions): MaybePromise<unknown>;
  /**
   * Every sample of an activity: the body of `GET /activities/{id}/streams` with `keys`
   * and `key_by_type=true` (an object keyed by type; the array shape is read too), for
   * `MetaActivity#streams`, which asks for every stream type and with `asText: true`
   * (JSON text is read in one pass, without decoding it first).
   */
  getActivityStreams?(activityId: Id, options: StreamRequestOptions): MaybePromise<unknown>;
  /** A segment in detail: the body of `GET /segments/{id}` (an object), for `SummarySegment#details` and `ExplorerSegment#details`. */
  getSegment?(segmentId: Id, options: RequestOptions): MaybePromise<unknown>;
  /**
   * The authenticated athlete's efforts on a segment: the body of
   * `GET /segment_efforts?segment_id={id}`, every page (an array), for `SummarySegment#efforts`
   * and `ExplorerSegment#efforts`, which ask for all of them (no date range).
   */
  getSegmentEfforts?(segmentId: Id, options: RequestOptions): MaybePromise<unknown>;
  /**
   * A segment's samples: the body of `GET /segments/{id}/streams` with `keys` and
   * `key_by_type=true` (an object keyed by type; the array shape is read too), for
   * `SummarySegment#streams` and `ExplorerSegment#streams`, which ask for `distance`,
   * `latlng` and `altitude` (the types a segment has) with `asText: true`.
   */
  getSegmentStreams?(segmentId: Id, options: StreamRequestOptions): MaybePromise<unknown>;
  /** A route in detail: the body of `GET /routes/{id}` (an object), for `Route#details`. */
  getRoute?(routeId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** An athlete's routes: the body of `GET /athletes/{id}/routes`, every page (an array), for `DetailedAthlete#routes`. */
  getAthleteRoutes?(athleteId: Id, options: RequestOptions): MaybePromise<unknown>;
  /**
   * A route's samples: the body of `GET /routes/{id}/streams` (an array of streams, or an
   * object keyed by type), for `Route#streams`, which asks with `asText: true`.
   */
  getRouteStreams?(routeId: Id, options: RouteStreamRequestOptions): MaybePromise<unknown>;
  /** A route as GPX 1.1: the text of `GET /routes/{id}/export_gpx` (a string, or its UTF-8 bytes), for `Route#gpx`. */
  exportRouteGpx?(routeId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** A route as TCX: the text of `GET /routes/{id}/export_tcx` (a string, or its UTF-8 bytes), for `Route#tcx`. */
  exportRouteTcx?(routeId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** A club in detail: the body of `GET /clubs/{id}` (an object), for `SummaryClub#details`. */
  getClub?(clubId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** A club's members: the body of `GET /clubs/{id}/members`, every page (an array), for `SummaryClub#members`. */
  getClubMembers?(clubId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** A club's recent activities: the body of `GET /clubs/{id}/activities`, every page (an array), for `SummaryClub#activities`. */
  getClubActivities?(clubId: Id, options: RequestOptions): MaybePromise<unknown>;
  /**
   * A bike or pair of shoes in detail: the body of `GET /gear/{id}` (an object), for
   * `SummaryGear#details` and `SummaryActivity#gear`. Its id is a string (`b12345`, `g12345`).
   */
  getGear?(gearId: string, options: RequestOptions): MaybePromise<unknown>;
  /**
   * The authenticated athlete's heart-rate and power zones: the body of `GET /athlete/zones`
   * (an object), for `DetailedAthlete#zones`. It takes no id: the API gives no other
   * athlete's zones.
   */
  getAthleteZones?(options: RequestOptions): MaybePromise<unknown>;
}

/** Options of a lazy accessor such as `MetaActivity#comments`. */
export interface AccessOptions {
  /**
   * Rejects this caller alone, at once, with the signal's reason when aborted; the
   * client's own signal aborts only when every caller sharing its call has aborted.
   * Default: none.
   */
  readonly signal?: AbortSignal | undefined;
  /**
   * Call the client again even when a result is kept: a success replaces the kept result,
   * a failure leaves it. Default `false`: a kept result is given without calling the client.
   */
  readonly refresh?: boolean | undefined;
}
