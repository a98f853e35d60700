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
 * `createHttpClient` from `activity-records/http`); each method may answer directly or
 * with a promise. The library never validates what it returns.
 *
 * @example
 * ```ts
 * const client: ClientHandle = {
 *   getActivityComments: async (id, { signal }) => (await fetchJson(`/activities/${id}/comments`, signal)),
 *   getActivityZones: () => [],
 *   getActivityKudos: () => [],
 *   getActivityPhotos: () => [],
 *   getAthleteStats: () => ({}),
 * };
 * ```
 */
export interface ClientHandle {
  /** All comments on an activity. */
  getActivityComments(activityId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** The heart rate, power and pace zone distributions of an activity. */
  getActivityZones(activityId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** The athletes who gave an activity kudos. */
  getActivityKudos(activityId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** The photos of an activity. */
  getActivityPhotos(activityId: Id, options: RequestOptions): MaybePromise<unknown>;
  /** An athlete's summary statistics. */
  getAthleteStats(athleteId: Id, options: RequestOptions): MaybePromise<unknown>;
}

/** Options of a lazy accessor such as `MetaActivity#comments`. */
export interface AccessOptions {
  /** Rejects this caller at once with the signal's reason when aborted. */
  readonly signal?: AbortSignal | undefined;
  /** Call the client again even when a result is kept; a success replaces it. */
  readonly refresh?: boolean | undefined;
}
