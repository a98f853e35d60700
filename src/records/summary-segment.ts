import type { Id } from '../parse/id.js';
import type { LatLng } from '../parse/lat-lng.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { DataRecord } from '../core/data-record.js';
import { SummarySegmentEffort } from './summary-segment-effort.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => SummarySegment);

/**
 * A segment as an effort or a segment list shows it (`SegmentEffort.segment`, the items of
 * `GET /segments/starred`, the body of `GET /segments/{id}`). Plain data: it has no client.
 * Its `athlete_pr_effort` and `athlete_segment_stats` are the athlete's summary of the
 * segment (`SummarySegmentEffort`), where the PR fields mean the athlete's best effort.
 *
 * @example
 * ```ts
 * const segment = SummarySegment.parse(decodeJSON(body));
 * console.log(segment.name, segment.athlete_segment_stats?.pr_elapsed_time); // 'E 14th St Climb' 116 (seconds)
 * ```
 */
export class SummarySegment extends DataRecord {
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

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
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
    this.extra = reader.extra(KEYS);
  }
}
