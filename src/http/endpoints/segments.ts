import type { Id } from '../../parse/id.js';
import type { JsonObject } from '../../parse/plain-object.js';
import type { OptionNames } from '../shared/known-names.js';
import { OptionReader } from '../shared/option-reader.js';
import { pathId } from '../shared/path-id.js';
import { callOf, simpleCallOf, type ClientParts, type ListRequest, type ListRequestOf } from './client-parts.js';
import { exploreQuery } from './explore-query.js';
import type { ExploreSegmentsOptions, HttpRequestOptions, SegmentEffortsOptions } from './http-client.js';
import { readLocalDateTime } from './local-date-time.js';

// The segments' calls of `FetchClient`: a segment, the starred ones, the explorer, and
// the athlete's efforts on a segment (a segment's streams are read as every stream set
// is, in streams.ts).

/** `GET /segments/{id}`. */
export async function getSegment(parts: ClientParts, segmentId: Id, options: HttpRequestOptions | undefined): Promise<JsonObject> {
  return parts.transport.getObject(`/segments/${pathId(segmentId, 'getSegment')}`, {}, simpleCallOf(parts, options, 'getSegment'));
}

/** `GET /segments/starred`, page by page. */
export function starredSegments(): ListRequest {
  return { path: '/segments/starred', query: {} };
}

/** The options of `exploreSegments`. */
const EXPLORE_OPTIONS = { signal: true, timeout: true, bounds: true, activityType: true, minCategory: true, maxCategory: true } as const satisfies OptionNames<ExploreSegmentsOptions>;

/** `GET /segments/explore`, `bounds` and the other options checked before the request. */
export async function exploreSegments(parts: ClientParts, options: ExploreSegmentsOptions): Promise<JsonObject> {
  const where = 'exploreSegments';
  const reader = new OptionReader(options, where, EXPLORE_OPTIONS);
  const query = exploreQuery(reader, where);
  return parts.transport.getObject('/segments/explore', query, callOf(parts, reader));
}

/** The options of `iterateSegmentEfforts` and `getSegmentEfforts`. */
export const SEGMENT_EFFORTS_OPTIONS = { signal: true, timeout: true, from: true, to: true } as const satisfies OptionNames<SegmentEffortsOptions>;

/**
 * `GET /segment_efforts?segment_id={id}`, page by page, with `from` and `to` as
 * `start_date_local` and `end_date_local`. The API documents `per_page` alone here; the
 * list is paged as its others are (`page`, to the empty page), and a page that repeats
 * the first page's first item ends it with `ApiError` rather than asking on.
 */
export function segmentEfforts(segmentId: Id): ListRequestOf<SegmentEffortsOptions> {
  return (reader, method) => {
    const query: Record<string, string> = { segment_id: pathId(segmentId, method) };
    const from = readLocalDateTime(reader.get('from'), method, 'from');
    const to = readLocalDateTime(reader.get('to'), method, 'to');
    if (from !== undefined) query.start_date_local = from;
    if (to !== undefined) query.end_date_local = to;
    return { path: '/segment_efforts', query, firstPageOnce: true };
  };
}

/** `GET /segment_efforts/{id}`. */
export async function getSegmentEffort(parts: ClientParts, effortId: Id, options: HttpRequestOptions | undefined): Promise<JsonObject> {
  return parts.transport.getObject(`/segment_efforts/${pathId(effortId, 'getSegmentEffort')}`, {}, simpleCallOf(parts, options, 'getSegmentEffort'));
}
