import type { Id } from '../parse/id.js';

/** What a client method receives besides the id. */
export interface RequestOptions {
  /** Aborts the request; the client should reject with `signal.reason`. */
  readonly signal?: AbortSignal | undefined;
}

/** A value, or a promise (or any thenable) of it. */
export type MaybePromise<T> = T | PromiseLike<T>;

/**
 * What a record needs to reach related data. Implement it over any transport (or use
 * `createHttpClient` from `activity-records/http`); each method answers with the API's
 * decoded JSON body, directly or as a promise. The client need not check the body: the
 * accessors validate it into records (`MetaActivity#comments` gives `ActivityComment`s)
 * and reject with `ParseError` when it is not valid.
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
}

/** Options of a lazy accessor such as `MetaActivity#comments`. */
export interface AccessOptions {
  /** Rejects this caller at once with the signal's reason when aborted. */
  readonly signal?: AbortSignal | undefined;
  /** Call the client again even when a result is kept; a success replaces it. */
  readonly refresh?: boolean | undefined;
}
