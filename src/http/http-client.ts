import type { ActivityRequestOptions, ClientHandle, RequestOptions } from '../client/client-handle.js';
import type { Id } from '../parse/id.js';
import type { JsonObject } from '../parse/plain-object.js';
import type { RateLimit } from './rate-limit.js';

/** Options of `getActivityPhotos`. */
export interface PhotoRequestOptions extends RequestOptions {
  /** The size in pixels of the pictures whose URLs to return, for example 600. */
  readonly size?: number | undefined;
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
  /**
   * The rate-limit figures (limits and usage, overall and for reads) of the last answer
   * that carried any, or null before one did.
   */
  readonly rateLimit: RateLimit | null;
}
