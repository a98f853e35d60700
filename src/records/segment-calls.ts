import type { RelatedCall } from '../client/related-calls.js';
import type { StreamSet } from '../streams/stream-set.js';
import type { StreamType } from '../streams/stream-types.js';
import type { DetailedSegment } from './detailed-segment.js';
import type { SegmentEffort } from './segment-effort.js';
import { readStreamSet, readStreamSetText } from './stream-set-reading.js';

// What a segment leads to, for every segment record with an id (`SummarySegment` and so
// `DetailedSegment`, `ExplorerSegment`). The classes they give are loaded once the client has
// answered: `DetailedSegment` extends `SummarySegment` and `SegmentEffort` holds one, so a static
// import would make a module cycle (docs/edge-cases.md, "Module cycles"), and a `Lap` needs
// none of them.

/** The stream types a segment has: `GET /segments/{id}/streams` answers these alone. */
const SEGMENT_STREAM_TYPES: readonly StreamType[] = /* @__PURE__ */ Object.freeze(['distance', 'latlng', 'altitude']);

/** `details()`: the segment in detail. */
export const SEGMENT_DETAILS: RelatedCall<DetailedSegment> = {
  accessor: 'details',
  method: 'getSegment',
  read: async (body, client) => (await import('./graph-records.js')).DetailedSegment.parse(body, { client }),
};

/** `efforts()`: the authenticated athlete's efforts on the segment. */
export const SEGMENT_EFFORTS: RelatedCall<readonly SegmentEffort[]> = {
  accessor: 'efforts',
  method: 'getSegmentEfforts',
  read: async (body, client) => (await import('./graph-records.js')).SegmentEffort.parseMany(body, { client }),
};

/** `streams()`: the segment's samples, read in one pass when the client answers with text. */
export const SEGMENT_STREAMS: RelatedCall<StreamSet> = {
  accessor: 'streams',
  method: 'getSegmentStreams',
  request: { keys: SEGMENT_STREAM_TYPES, asText: true },
  read: readStreamSet,
  readText: readStreamSetText,
};
