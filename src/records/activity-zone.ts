import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { DataRecord } from '../core/data-record.js';
import { TimedZoneRange } from './timed-zone-range.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => ActivityZone);

/**
 * One zone distribution of an activity (heart rate, power or pace): the items of
 * `GET /activities/{id}/zones`, as `MetaActivity#zones` gives them. Plain data: it has no
 * client.
 *
 * @example
 * ```ts
 * for (const zone of await activity.zones()) {
 *   console.log(zone.type, zone.distribution_buckets?.map((bucket) => bucket.time)); // seconds in each zone
 * }
 * ```
 */
export class ActivityZone extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: ActivityZone }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<ActivityZone>;
  /** Relative effort score (an integer in the API's model; real bodies carry floats such as `28.0`). */
  readonly score: number | null;
  /** Time spent in each zone, lowest zone first. */
  readonly distribution_buckets: readonly TimedZoneRange[] | null;
  /** The kind of zones: `heartrate`, `power` or `pace`. */
  readonly type: string | null;
  /** How much detail the API included: 1 meta, 2 summary, 3 detail. */
  readonly resource_state: number | null;
  /** Whether the data came from a sensor. */
  readonly sensor_based: boolean | null;
  /** Points earned. */
  readonly points: number | null;
  /** Whether the athlete set custom zones. */
  readonly custom_zones: boolean | null;
  /** Maximum value, in the zone's unit. */
  readonly max: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.score = reader.number(input.score, 'score');
    this.distribution_buckets = reader.records(input.distribution_buckets, 'distribution_buckets', TimedZoneRange);
    this.type = reader.string(input.type, 'type');
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    this.sensor_based = reader.boolean(input.sensor_based, 'sensor_based');
    this.points = reader.integer(input.points, 'points');
    this.custom_zones = reader.boolean(input.custom_zones, 'custom_zones');
    this.max = reader.integer(input.max, 'max');
    this.extra = reader.extra(KEYS);
  }
}
