import type { ApiTransport, TransportCall } from '../transport/api-transport.js';
import type { OptionNames } from '../shared/known-names.js';
import { MAX_TIMER_DELAY, type OptionReader } from '../shared/option-reader.js';
import type { RequestOptions } from '../../core/client-handle.js';

/** What every call of the HTTP client takes: its `signal`, and a `timeout` of its own. */
export interface HttpRequestOptions extends RequestOptions {
  /**
   * Milliseconds each attempt of this call may take, headers and body together, and
   * getting its token, in place of the client's `timeout` for this call alone; 0: no
   * limit. Read from own properties and checked as the client's `timeout` is: a
   * `TypeError` for a value that is not a number, a `RangeError` for one out of range (0 to
   * 2^31 - 1). Default: the client's `timeout`.
   */
  readonly timeout?: number | undefined;
}

/** The options every call takes, `HttpRequestOptions`: the names a call with no others accepts. */
export const REQUEST_OPTIONS = { signal: true, timeout: true } as const satisfies OptionNames<HttpRequestOptions>;

/**
 * The call a method's options describe: their `signal`, and their `timeout` for each
 * attempt (`clientTimeout`, the client's, by default), read from own properties and
 * checked as the client's is; with the write scope the call needs, which a 401 for a
 * missing write permission names.
 */
export function requestCall(transport: ApiTransport, clientTimeout: number, reader: OptionReader<HttpRequestOptions>, scope?: string): TransportCall {
  return transport.call(reader.signal('signal'), reader.milliseconds('timeout', clientTimeout, MAX_TIMER_DELAY), scope);
}
