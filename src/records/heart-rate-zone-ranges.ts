import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { DataRecord } from '../core/data-record.js';
import { ZoneRange } from './zone-range.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => HeartRateZoneRanges);

/**
 * The athlete's heart-rate zones (`Zones.heart_rate`): five zones in every body seen,
 * lowest first, sharing their edges (`{0,111}`, `{111,139}`, ...), the top one open
 * (`max` -1). Plain data: it has no client.
 */
export class HeartRateZoneRanges extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: HeartRateZoneRanges }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<HeartRateZoneRanges>;
  /** Whether the athlete set the zones by hand. */
  readonly custom_zones: boolean | null;
  /** The zones, lowest first, in beats per minute. */
  readonly zones: readonly ZoneRange[] | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.custom_zones = reader.boolean(input.custom_zones, 'custom_zones');
    this.zones = reader.records(input.zones, 'zones', ZoneRange);
    this.extra = reader.extra(KEYS);
  }
}
