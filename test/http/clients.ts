import type { Clock } from '../../src/http/shared/clock.js';
import { FetchClient } from '../../src/http/endpoints/fetch-client.js';
import type { HttpClient } from '../../src/http/endpoints/http-client.js';
import { readClientOptions, type HttpClientOptions } from '../../src/http/endpoints/http-client-options.js';

/** `createHttpClient(options)` on a test clock. */
export function clientWithClock(options: HttpClientOptions, clock: Clock): HttpClient {
  return new FetchClient(readClientOptions(options), clock);
}

/** The promise's rejection reason; fails when it fulfils. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, got a value');
}
