// The types of fake-api.mjs, for the tests written in TypeScript that start it.
import type { Dataset, DatasetOptions } from '../bench/dataset.mjs';

/** A request the fake answered: its method, its path with the query, the status, and a list's number of items. */
export interface FakeApiRequest {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly items: number | null;
}

/** The data set as the fake serves it, the writes it received laid over it. */
export interface ServedDataset extends Dataset {
  /** Deletes an activity the fake made (created or uploaded), as an athlete may: its upload then says so. False for any other id. */
  deleteActivity(id: number | bigint | string): boolean;
}

/** The running fake: where it listens, the data set it serves, what it answered, and how to stop it. */
export interface FakeApi {
  readonly baseUrl: string;
  readonly tokenUrl: string;
  readonly data: Dataset;
  readonly served: ServedDataset;
  readonly requests: FakeApiRequest[];
  close(): Promise<void>;
}

/** A request as `inject` is asked about it: `attempt` is 1 for the first request of that method and path. */
export interface FakeApiAttempt {
  readonly method: string;
  readonly path: string;
  readonly attempt: number;
}

/** What the fake's options may be (see fake-api.mjs). */
export interface FakeApiOptions {
  readonly dataset?: DatasetOptions;
  /** A data set already made, served in place of one made from `dataset`: fakes may share one, as each lays its writes over it. */
  readonly data?: Dataset;
  readonly expiredToken: string;
  readonly fifteenMinuteLimit: number;
  /** Polls of an upload answered "still being processed" before its outcome. @default 2 */
  readonly processingPolls?: number;
  /** A token granted no write scope: writes and an upload's status answer 401 with it. */
  readonly readOnlyToken?: string;
  /** Answers a request in the API's place: a status (a 429 before anything is done; a 5xx of a write after it is done), or `'drop'`. */
  readonly inject?: (request: FakeApiAttempt) => number | 'drop' | undefined;
}

/**
 * What the fake answers: `[method, path, answer, resource, status, type]`, the path's `{id}`
 * one segment of the request's path; a row with a content `type` answers with text.
 */
export const ROUTES: readonly (readonly [string, string, (data: ServedDataset, id: string | null, query: URLSearchParams, fields: Record<string, unknown>) => unknown, string?, number?, string?])[];

/** Starts the fake of `npm run demo` on 127.0.0.1 (see fake-api.mjs). */
export function startFakeApi(options: FakeApiOptions): Promise<FakeApi>;
