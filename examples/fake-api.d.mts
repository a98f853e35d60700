// The types of fake-api.mjs, for the tests written in TypeScript that start it.

/** A request the fake answered: its method, its path with the query, the status, and a list's number of items. */
export interface FakeApiRequest {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly items: number | null;
}

/** The running fake: where it listens, what it answered, and how to stop it. */
export interface FakeApi {
  readonly baseUrl: string;
  readonly tokenUrl: string;
  readonly requests: FakeApiRequest[];
  close(): Promise<void>;
}

/** Starts the fake of `npm run demo` on 127.0.0.1 (see fake-api.mjs). */
export function startFakeApi(options: { fixtures: URL; expiredToken: string; fifteenMinuteLimit: number }): Promise<FakeApi>;
