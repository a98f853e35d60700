import type { JsonObject } from '../../parse/plain-object.js';
import type { StreamType } from '../../streams/stream-types.js';
import type { OptionNames } from '../shared/known-names.js';
import { OptionReader } from '../shared/option-reader.js';
import { callOf, type ClientParts } from './client-parts.js';
import type { RouteStreamCallOptions, StreamCallOptions } from './http-client.js';
import { streamKeys } from './stream-keys.js';

// The stream sets' calls of `FetchClient`: an activity's, a segment effort's and a
// segment's (`keys`, `key_by_type=true`), and a route's, whose endpoint takes neither.

/** The options of the calls of an activity's, an effort's and a segment's streams. */
const STREAM_OPTIONS = { signal: true, timeout: true, keys: true, asText: true } as const satisfies OptionNames<StreamCallOptions>;

/** The options of `getRouteStreams`. */
const ROUTE_STREAM_OPTIONS = { signal: true, timeout: true, asText: true } as const satisfies OptionNames<RouteStreamCallOptions>;

/**
 * A stream body asked with `keys` (`defaultKeys` when the options give none) and
 * `key_by_type=true`: decoded (an object keyed by type), or its text as it came with
 * `asText`.
 */
export async function getStreams(
  parts: ClientParts,
  path: string,
  options: StreamCallOptions | undefined,
  method: string,
  defaultKeys?: readonly StreamType[],
): Promise<JsonObject | string> {
  const reader = new OptionReader(options, method, STREAM_OPTIONS);
  const query = { keys: streamKeys(reader.get('keys'), method, defaultKeys), key_by_type: 'true' };
  const call = callOf(parts, reader);
  return reader.boolean('asText', false) ? parts.transport.getText(path, query, call) : parts.transport.getObject(path, query, call);
}

/**
 * A route's stream body, asked without `keys`: decoded (the array of streams the API
 * answers, or an object keyed by type), or its text as it came with `asText`.
 */
export async function getRouteStreams(parts: ClientParts, path: string, options: RouteStreamCallOptions | undefined): Promise<JsonObject | unknown[] | string> {
  const reader = new OptionReader(options, 'getRouteStreams', ROUTE_STREAM_OPTIONS);
  const call = callOf(parts, reader);
  return reader.boolean('asText', false) ? parts.transport.getText(path, {}, call) : parts.transport.getObjectOrList(path, {}, call);
}
