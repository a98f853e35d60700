import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { DataRecord } from '../core/data-record.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => TimedZoneRange);

/**
 * One bucket of a zone distribution (`ActivityZone.distribution_buckets`): the time spent
 * between `min` and `max`, in the zone's unit. Plain data: it has no client.
 */
export class TimedZoneRange extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: TimedZoneRange }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<TimedZoneRange>;
  /** Lower bound, in the zone's unit: beats per minute, watts, or meters per second for pace (a float there). */
  readonly min: number | null;
  /** Upper bound, in the same unit; -1 for the open top bucket. */
  readonly max: number | null;
  /** Time spent in the bucket, in seconds. */
  readonly time: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.min = reader.number(input.min, 'min');
    this.max = reader.number(input.max, 'max');
    this.time = reader.number(input.time, 'time');
    this.extra = reader.extra(KEYS);
  }
}
