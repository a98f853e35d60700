import type { ActivityRequestOptions, ClientHandle, RequestOptions } from '../client/client-handle.js';
import type { Id } from '../parse/id.js';
import type { JsonObject } from '../parse/plain-object.js';
import type { RateLimit } from './rate-limit.js';

/** Options of `getActivityPhotos`. */
export interface PhotoRequestOptions extends RequestOptions {
  /** The size in pixels of the pictures whose URLs to return, for example 600. */
  readonly size?: number | undefined;
}

/** Options of `iterateAthleteActivities` and `getAthleteActivities`. */
export interface AthleteActivitiesOptions extends RequestOptions {
  /**
   * Only activities that started after this time: whole epoch seconds (a fraction is a
   * `RangeError`), or a `Date`, taken down to the second. Default: none.
   */
  readonly after?: number | Date | undefined;
  /**
   * Only activities that started before this time: whole epoch seconds (a fraction is a
   * `RangeError`), or a `Date`, taken up to the second. Default: none.
   */
  readonly before?: number | Date | undefined;
}

/**
 * A `ClientHandle` over the real API (`createHttpClient` makes one), plus the calls that
 * lead to records: an activity with its segment efforts, its laps, and lists read page
 * by page. Every method takes `{ signal }`, honoured by every request and every wait
 * (it rejects with the signal's reason), and rejects with an `ApiError` when the
 * exchange fails. Bodies are returned decoded and unchecked, for the records' `parse`.
 */
export interface HttpClient extends ClientHandle {
  /**
   * `GET /activities/{id}`: the detailed activity, with `laps`, `segment_efforts` and
   * `best_efforts` (pass `includeAllEfforts: true` for every segment effort).
   */
  getActivity(activityId: Id, options?: ActivityRequestOptions): Promise<JsonObject>;
  /** `GET /activities/{id}/laps`: the activity's laps, for `Lap.parseMany`. */
  getActivityLaps(activityId: Id, options?: RequestOptions): Promise<unknown[]>;
  /**
   * The activity's comments, item by item as the pages arrive (`page_size`, then
   * `after_cursor` = the last comment's `cursor`). Breaking out of the loop stops paging.
   */
  iterateActivityComments(activityId: Id, options?: RequestOptions): AsyncIterableIterator<unknown>;
  /** The athletes who gave the activity kudos, item by item as the pages arrive (`page`, `per_page`). */
  iterateActivityKudos(activityId: Id, options?: RequestOptions): AsyncIterableIterator<unknown>;
  /** Every comment on the activity: `iterateActivityComments` collected. */
  getActivityComments(activityId: Id, options?: RequestOptions): Promise<unknown[]>;
  /** Every athlete who gave the activity kudos: `iterateActivityKudos` collected. */
  getActivityKudos(activityId: Id, options?: RequestOptions): Promise<unknown[]>;
  /** `GET /activities/{id}/zones`: the activity's heart rate, power and pace zones. */
  getActivityZones(activityId: Id, options?: RequestOptions): Promise<unknown[]>;
  /** `GET /activities/{id}/photos?photo_sources=true`, with `size` when given. */
  getActivityPhotos(activityId: Id, options?: PhotoRequestOptions): Promise<unknown[]>;
  /** `GET /athletes/{id}/stats`: the athlete's recent, year-to-date and all-time totals. */
  getAthleteStats(athleteId: Id, options?: RequestOptions): Promise<JsonObject>;
  /** `GET /athlete`: the athlete the token belongs to, for `DetailedAthlete.parse`. One request. */
  getAuthenticatedAthlete(options?: RequestOptions): Promise<JsonObject>;
  /**
   * The authenticated athlete's activities, newest first, item by item as the pages of
   * `GET /athlete/activities` arrive (`page`, `per_page`; `after` and `before` as whole
   * epoch seconds when given), for `SummaryActivity.parse`. Breaking out of the loop stops
   * paging. Options are read when the first item is asked for.
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
   * The rate-limit figures (limits and usage, overall and for reads) of the last answer
   * that carried any, or null before one did.
   */
  readonly rateLimit: RateLimit | null;
}
