import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { PolylineMap } from './polyline-map.js';
import { SummarySegment } from './summary-segment.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => DetailedSegment, ['bound_client']);

/**
 * A segment on its own page: the body of `GET /segments/{id}` (and of
 * `PUT /segments/{id}/starred`), as `SummarySegment#details` gives it. It is a
 * `SummarySegment` (every field, and the accessors) with the dates, counters and full line
 * only the detail carries. The authenticated athlete's figures are in
 * `athlete_segment_stats`; its `pr_date` is a calendar date (`2018-06-22`), not a
 * date-time, and stays in that record's `extra`, as do the segment's `xoms` (leader times
 * as text) and `local_legend`.
 *
 * @example
 * ```ts
 * const segment = DetailedSegment.parse(decodeJSON(body), { client });
 * console.log(segment.name, segment.effort_count, segment.athlete_segment_stats?.pr_elapsed_time); // seconds
 * const efforts = await segment.efforts(); // the authenticated athlete's efforts on it
 * ```
 */
export class DetailedSegment extends SummarySegment {
  /** This class as a Standard Schema v1: `validate` gives `{ value: DetailedSegment }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<DetailedSegment>;
  /** When the segment was created: an RFC 3339 date-time string, as given. */
  readonly created_at: string | null;
  /** When the segment last changed: an RFC 3339 date-time string, as given. */
  readonly updated_at: string | null;
  /** Climbing along the segment, in meters. */
  readonly total_elevation_gain: number | null;
  /** The segment's line: `id` is `s` and the segment's id, `polyline` the full line (`decodePolyline` reads it). */
  readonly map: PolylineMap | null;
  /** Efforts on the segment, by all athletes. */
  readonly effort_count: number | null;
  /** Distinct athletes with an effort on the segment. */
  readonly athlete_count: number | null;
  /** Athletes who starred the segment. */
  readonly star_count: number | null;
  /** URL of a rendered elevation chart. */
  readonly elevation_profile: string | null;
  /** URLs of elevation charts by theme (`light_url`, `dark_url`): a frozen map with a null prototype. */
  readonly elevation_profiles: Readonly<Record<string, string>> | null;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.created_at = reader.dateTime(input.created_at, 'created_at');
    this.updated_at = reader.dateTime(input.updated_at, 'updated_at');
    this.total_elevation_gain = reader.number(input.total_elevation_gain, 'total_elevation_gain');
    this.map = reader.record(input.map, 'map', PolylineMap);
    this.effort_count = reader.integer(input.effort_count, 'effort_count');
    this.athlete_count = reader.integer(input.athlete_count, 'athlete_count');
    this.star_count = reader.integer(input.star_count, 'star_count');
    this.elevation_profile = reader.string(input.elevation_profile, 'elevation_profile');
    this.elevation_profiles = reader.stringMap(input.elevation_profiles, 'elevation_profiles');
  }

  /** @internal The keys this class reads, for `extra`. */
  protected override specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it. */
  protected override recordName(): string {
    return 'DetailedSegment';
  }
}
