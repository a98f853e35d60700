import type { AccessOptions } from '../core/client-handle.js';
import { accessRelated } from '../client/related-calls.js';
import type { Id } from '../parse/id.js';
import type { LatLng } from '../parse/lat-lng.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StreamSet } from '../streams/stream-set.js';
import { BoundRecord } from './bound-record.js';
import type { DetailedSegment } from './detailed-segment.js';
import { SEGMENT_DETAILS, SEGMENT_EFFORTS, SEGMENT_STREAMS } from './segment-calls.js';
import type { SegmentEffort } from './segment-effort.js';
import { SummarySegmentEffort } from './summary-segment-effort.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => SummarySegment, ['bound_client']);

/**
 * A segment as an effort or a segment list shows it (`SegmentEffort.segment`, a route's
 * `segments`, the items of `GET /segments/starred`), and what a segment in detail is
 * (`DetailedSegment` extends it). Its `athlete_pr_effort` and `athlete_segment_stats` are
 * the athlete's summary of the segment (`SummarySegmentEffort`), where the PR fields mean
 * the athlete's best effort.
 *
 * Bound to a client (an effort's segment is bound to the effort's), it reaches the segment
 * in detail, the authenticated athlete's efforts on it and its samples lazily. Every
 * accessor needs a bound client and an `id`, is memoised per record, takes
 * `{ signal, refresh }`, and rejects, never throws.
 *
 * @example
 * ```ts
 * const segment = SummarySegment.parse(decodeJSON(body), { client });
 * console.log(segment.name, segment.athlete_segment_stats?.pr_elapsed_time); // 'E 14th St Climb' 116 (seconds)
 * const detail = await segment.details(); // DetailedSegment
 * ```
 */
export class SummarySegment extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: SummarySegment }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<SummarySegment>;
  /** The segment's identifier (a bigint only beyond 2^53). */
  readonly id: Id | null;
  /** Name of the segment. */
  readonly name: string | null;
  /** The sport the segment is for: `Ride` or `Run` (other sport names may appear). */
  readonly activity_type: string | null;
  /** Length of the segment, in meters. */
  readonly distance: number | null;
  /** Average grade, in percent. */
  readonly average_grade: number | null;
  /** Maximum grade, in percent. */
  readonly maximum_grade: number | null;
  /** Highest elevation, in meters. */
  readonly elevation_high: number | null;
  /** Lowest elevation, in meters. */
  readonly elevation_low: number | null;
  /** Start position, `[latitude, longitude]` in degrees; null when the API gives `[]` (no position). */
  readonly start_latlng: LatLng | null;
  /** End position, `[latitude, longitude]` in degrees; null when the API gives `[]` (no position). */
  readonly end_latlng: LatLng | null;
  /** Climb category, from 0 (uncategorised) to 5 (hors catégorie). */
  readonly climb_category: number | null;
  /** City the segment is in. */
  readonly city: string | null;
  /** State or region the segment is in. */
  readonly state: string | null;
  /** Country the segment is in. */
  readonly country: string | null;
  /** Whether the segment is private. */
  readonly private: boolean | null;
  /** Whether the segment is flagged as hazardous. */
  readonly hazardous: boolean | null;
  /** Whether the authenticated athlete starred the segment. */
  readonly starred: boolean | null;
  /** The athlete's personal record on the segment (`pr_activity_id`, `pr_elapsed_time` in seconds; `pr_date` and `effort_count` in its `extra`). */
  readonly athlete_pr_effort: SummarySegmentEffort | null;
  /** The athlete's best effort on the segment as the API summarises it (its time in `pr_elapsed_time`, in seconds). */
  readonly athlete_segment_stats: SummarySegmentEffort | null;
  /** Fields the spec does not name (such as `resource_state`, `map`, `effort_count`), as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  // Protected, not private, for the subclass DetailedSegment.
  protected constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.name = reader.string(input.name, 'name');
    this.activity_type = reader.string(input.activity_type, 'activity_type');
    this.distance = reader.number(input.distance, 'distance');
    this.average_grade = reader.number(input.average_grade, 'average_grade');
    this.maximum_grade = reader.number(input.maximum_grade, 'maximum_grade');
    this.elevation_high = reader.number(input.elevation_high, 'elevation_high');
    this.elevation_low = reader.number(input.elevation_low, 'elevation_low');
    this.start_latlng = reader.latLng(input.start_latlng, 'start_latlng');
    this.end_latlng = reader.latLng(input.end_latlng, 'end_latlng');
    this.climb_category = reader.integer(input.climb_category, 'climb_category');
    this.city = reader.string(input.city, 'city');
    this.state = reader.string(input.state, 'state');
    this.country = reader.string(input.country, 'country');
    this.private = reader.boolean(input.private, 'private');
    this.hazardous = reader.boolean(input.hazardous, 'hazardous');
    this.starred = reader.boolean(input.starred, 'starred');
    this.athlete_pr_effort = reader.record(input.athlete_pr_effort, 'athlete_pr_effort', SummarySegmentEffort);
    this.athlete_segment_stats = reader.record(input.athlete_segment_stats, 'athlete_segment_stats', SummarySegmentEffort);
    // The keys of the class built: a DetailedSegment keeps its own fields out of `extra` too.
    this.extra = reader.extra(this.specKeys());
  }

  /**
   * The segment in detail (`getSegment`): its dates, counts, full line and the
   * authenticated athlete's figures on it, bound to this segment's client.
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
    return accessRelated(this, this.recordName(), SEGMENT_DETAILS, options);
  }

  /**
   * The authenticated athlete's efforts on the segment (`getSegmentEfforts`, the API's
   * `GET /segment_efforts?segment_id=`, which needs a subscription), each bound to this
   * segment's client, so that `effort.streams()` and `effort.activity?.details()` lead on.
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
    return accessRelated(this, this.recordName(), SEGMENT_EFFORTS, options);
  }

  /**
   * The segment's samples (`getSegmentStreams`, asked for `distance`, `latlng` and
   * `altitude`, the types a segment has, with `asText: true`): a `StreamSet`, read in one
   * pass by `StreamSet.parseJSON` when the client answers with JSON text.
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
    return accessRelated(this, this.recordName(), SEGMENT_STREAMS, options);
  }

  /** @internal The keys a record of this class reads (a subclass gives its own), for `extra`. */
  protected specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it (a subclass gives its own). */
  protected recordName(): string {
    return 'SummarySegment';
  }
}
