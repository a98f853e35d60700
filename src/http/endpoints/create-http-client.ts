import { systemClock } from '../shared/clock.js';
import { FetchClient } from './fetch-client.js';
import type { HttpClient } from './http-client.js';
import { readClientOptions, type HttpClientOptions } from './http-client-options.js';

/**
 * Makes a `ClientHandle` for the real API over the platform's `fetch` (Node >= 20 and
 * browsers): tokens that refresh (pass `createTokenRefresher(...)` as `accessToken`),
 * rate limits respected, lists that end, and networks that fail tried again. Bodies are
 * decoded with `decodeJSON`, so ids beyond 2^53 stay exact.
 *
 * @throws TypeError when an option has the wrong type; RangeError when one is out of
 *   range. A token that is not a non-empty string is no error here: every call rejects
 *   with a `TypeError` before sending anything.
 * @example
 * ```ts
 * const client = createHttpClient({ accessToken: createTokenRefresher({ clientId, clientSecret, refreshToken }) });
 * const activity = await client.getActivity(id, { includeAllEfforts: true });
 * const efforts = SegmentEffort.parseMany(activity.segment_efforts, { client });
 * ```
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  return new FetchClient(readClientOptions(options), systemClock);
}
