import type { AccessOptions } from '../core/client-handle.js';
import { accessRelated } from '../client/related-calls.js';
import type { FieldReader } from '../parse/field-reader.js';
import type { Id } from '../parse/id.js';
import type { LatLng } from '../parse/lat-lng.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import type { StreamSet } from '../streams/stream-set.js';
import { BoundRecord } from './bound-record.js';
import type { DetailedSegment } from './detailed-segment.js';
import { SEGMENT_DETAILS, SEGMENT_EFFORTS, SEGMENT_STREAMS } from './segment-calls.js';
import type { SegmentEffort } from './segment-effort.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => ExplorerSegment, ['bound_client']);

/**
 * A segment as `GET /segments/explore` finds it (`ExplorerResponse.segments`): a light
 * segment under other names than `SummarySegment`'s (`avg_grade`, `elev_difference`, and
 * `points` for its line). Bound to a client like every segment record with an id, it
 * reaches the segment in detail, the authenticated athlete's efforts on it and its samples
 * lazily, as `SummarySegment` does.
 *
 * @example
 * ```ts
 * const { segments } = ExplorerResponse.parse(decodeJSON(body), { client });
 * for (const segment of segments ?? []) console.log(segment.name, segment.climb_category_desc, segment.distance); // meters
 * const line = decodePolyline(segments?.[0]?.points ?? '');
 * ```
 */
export class ExplorerSegment extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: ExplorerSegment }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<ExplorerSegment>;
  /** The segment's identifier, for `details()` (a bigint only beyond 2^53). */
  readonly id: Id | null;
  /** How much detail the API included (2). */
  readonly resource_state: number | null;
  /** Name of the segment. */
  readonly name: string | null;
  /** Climb category, from 0 (uncategorised) to 5 (hors catégorie). */
  readonly climb_category: number | null;
  /** The category as riders label it: `NC` (0), `4` (1), `3` (2), `2` (3), `1` (4), `HC` (5). */
  readonly climb_category_desc: string | null;
  /** Average grade, in percent. */
  readonly avg_grade: number | null;
  /** Start position, `[latitude, longitude]` in degrees; null when the API gives `[]` (no position). */
  readonly start_latlng: LatLng | null;
  /** End position, `[latitude, longitude]` in degrees; null when the API gives `[]` (no position). */
  readonly end_latlng: LatLng | null;
  /** Highest minus lowest elevation, in meters. */
  readonly elev_difference: number | null;
  /** Length of the segment, in meters. */
  readonly distance: number | null;
  /** The segment's line, encoded polyline format (precision 5: `decodePolyline` reads it). */
  readonly points: string | null;
  /** Whether the authenticated athlete starred the segment. */
  readonly starred: boolean | null;
  /** URL of a rendered elevation chart. */
  readonly elevation_profile: string | null;
  /** Whether the segment has a local legend. */
  readonly local_legend_enabled: boolean | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    this.name = reader.string(input.name, 'name');
    this.climb_category = reader.integer(input.climb_category, 'climb_category');
    this.climb_category_desc = reader.string(input.climb_category_desc, 'climb_category_desc');
    this.avg_grade = reader.number(input.avg_grade, 'avg_grade');
    this.start_latlng = reader.latLng(input.start_latlng, 'start_latlng');
    this.end_latlng = reader.latLng(input.end_latlng, 'end_latlng');
    this.elev_difference = reader.number(input.elev_difference, 'elev_difference');
    this.distance = reader.number(input.distance, 'distance');
    this.points = reader.string(input.points, 'points');
    this.starred = reader.boolean(input.starred, 'starred');
    this.elevation_profile = reader.string(input.elevation_profile, 'elevation_profile');
    this.local_legend_enabled = reader.boolean(input.local_legend_enabled, 'local_legend_enabled');
    this.extra = reader.extra(KEYS);
  }

  /**
   * The segment in detail (`getSegment`), bound to this segment's client.
   *
   * Needs a bound client that has `getSegment` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getSegment` method, `ParseError` when the client's body does not
   * validate (not kept), `SyntaxError` when it answers with text that is not JSON, or
   * whatever the client rejected with.
   */
  details(options?: AccessOptions): Promise<DetailedSegment> {
    return accessRelated(this, 'ExplorerSegment', SEGMENT_DETAILS, options);
  }

  /**
   * The authenticated athlete's efforts on the segment (`getSegmentEfforts`, the API's
   * `GET /segment_efforts?segment_id=`, which needs a subscription), each bound to this
   * segment's client.
   *
   * Needs a bound client that has `getSegmentEfforts` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getSegmentEfforts` method, `ParseError` when the client's body does
   * not validate (paths start at the item's index; not kept), `SyntaxError` when it
   * answers with text that is not JSON, or whatever the client rejected with.
   */
  efforts(options?: AccessOptions): Promise<readonly SegmentEffort[]> {
    return accessRelated(this, 'ExplorerSegment', SEGMENT_EFFORTS, options);
  }

  /**
   * The segment's samples (`getSegmentStreams`, asked for `distance`, `latlng` and
   * `altitude` with `asText: true`): a `StreamSet`.
   *
   * Needs a bound client that has `getSegmentStreams` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getSegmentStreams` method, `ParseError` when the client's body is
   * no valid stream set (not kept), `SyntaxError` when it answers with text that is not
   * JSON or bytes that are not UTF-8, or whatever the client rejected with.
   */
  streams(options?: AccessOptions): Promise<StreamSet> {
    return accessRelated(this, 'ExplorerSegment', SEGMENT_STREAMS, options);
  }
}
