// The types of fake-api.mjs, for the tests written in TypeScript that start it.
import type { Dataset, DatasetOptions } from '../bench/dataset.mjs';

/** A request the fake answered: its method, its path with the query, the status, and a list's number of items. */
export interface FakeApiRequest {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly items: number | null;
}

/** The running fake: where it listens, the data set it serves, what it answered, and how to stop it. */
export interface FakeApi {
  readonly baseUrl: string;
  readonly tokenUrl: string;
  readonly data: Dataset;
  readonly requests: FakeApiRequest[];
  close(): Promise<void>;
}

/**
 * What the fake answers: `[method, path, answer, resource, type]`, the path's `{id}` one
 * segment of the request's path; a row with a content `type` answers with text.
 */
export const ROUTES: readonly (readonly [string, string, (data: Dataset, id: string | null, query: URLSearchParams) => unknown, string?, string?])[];

/** Starts the fake of `npm run demo` on 127.0.0.1 (see fake-api.mjs). */
export function startFakeApi(options: { dataset?: DatasetOptions; expiredToken: string; fifteenMinuteLimit: number }): Promise<FakeApi>;
