import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { ActivityTotal } from './activity-total.js';
import { DataRecord } from '../core/data-record.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => ActivityStats);

/**
 * An athlete's summary statistics: the body of `GET /athletes/{id}/stats`, as
 * `MetaAthlete#stats` gives it. "Recent" is the last four weeks. Plain data: it has no
 * client.
 *
 * @example
 * ```ts
 * const stats = await lap.athlete?.stats();
 * console.log(stats?.ytd_run_totals?.distance); // meters run this year
 * ```
 */
export class ActivityStats extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: ActivityStats }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<ActivityStats>;
  /** The longest ride, in meters. */
  readonly biggest_ride_distance: number | null;
  /** The biggest climb, in meters. */
  readonly biggest_climb_elevation_gain: number | null;
  /** Rides of the last four weeks. */
  readonly recent_ride_totals: ActivityTotal | null;
  /** Runs of the last four weeks. */
  readonly recent_run_totals: ActivityTotal | null;
  /** Swims of the last four weeks. */
  readonly recent_swim_totals: ActivityTotal | null;
  /** Rides of the year to date. */
  readonly ytd_ride_totals: ActivityTotal | null;
  /** Runs of the year to date. */
  readonly ytd_run_totals: ActivityTotal | null;
  /** Swims of the year to date. */
  readonly ytd_swim_totals: ActivityTotal | null;
  /** All rides. */
  readonly all_ride_totals: ActivityTotal | null;
  /** All runs. */
  readonly all_run_totals: ActivityTotal | null;
  /** All swims. */
  readonly all_swim_totals: ActivityTotal | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.biggest_ride_distance = reader.number(input.biggest_ride_distance, 'biggest_ride_distance');
    this.biggest_climb_elevation_gain = reader.number(input.biggest_climb_elevation_gain, 'biggest_climb_elevation_gain');
    this.recent_ride_totals = reader.record(input.recent_ride_totals, 'recent_ride_totals', ActivityTotal);
    this.recent_run_totals = reader.record(input.recent_run_totals, 'recent_run_totals', ActivityTotal);
    this.recent_swim_totals = reader.record(input.recent_swim_totals, 'recent_swim_totals', ActivityTotal);
    this.ytd_ride_totals = reader.record(input.ytd_ride_totals, 'ytd_ride_totals', ActivityTotal);
    this.ytd_run_totals = reader.record(input.ytd_run_totals, 'ytd_run_totals', ActivityTotal);
    this.ytd_swim_totals = reader.record(input.ytd_swim_totals, 'ytd_swim_totals', ActivityTotal);
    this.all_ride_totals = reader.record(input.all_ride_totals, 'all_ride_totals', ActivityTotal);
    this.all_run_totals = reader.record(input.all_run_totals, 'all_run_totals', ActivityTotal);
    this.all_swim_totals = reader.record(input.all_swim_totals, 'all_swim_totals', ActivityTotal);
    this.extra = reader.extra(KEYS);
  }
}
