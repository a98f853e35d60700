import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { DataRecord } from '../core/data-record.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => ZoneRange);

/**
 * One of the athlete's training zones (`HeartRateZoneRanges.zones`,
 * `PowerZoneRanges.zones`): its lower and upper edge, in beats per minute or watts. The
 * top zone is open: the API writes its `max` as `-1` (`{"min":166,"max":-1}`), kept as
 * given; read a `max` of `-1` (or null) as "no upper edge". Plain data: it has no client.
 */
export class ZoneRange extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: ZoneRange }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<ZoneRange>;
  /** Lower edge: beats per minute (heart rate) or watts (power). */
  readonly min: number | null;
  /** Upper edge in the same unit; `-1` for the open top zone. */
  readonly max: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.min = reader.integer(input.min, 'min');
    this.max = reader.integer(input.max, 'max');
    this.extra = reader.extra(KEYS);
  }
}
