import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { DataRecord } from '../core/data-record.js';
import { ZoneRange } from './zone-range.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => PowerZoneRanges);

/**
 * The athlete's power zones (`Zones.power`): seven zones in recent bodies (one, `{0,10}`,
 * in 2018), lowest first, each starting a watt above the last one's end (`{0,105}`,
 * `{106,143}`), the top one open (`max` -1). Plain data: it has no client.
 */
export class PowerZoneRanges extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: PowerZoneRanges }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<PowerZoneRanges>;
  /** The zones, lowest first, in watts. */
  readonly zones: readonly ZoneRange[] | null;
  /** Fields the spec does not name (a `custom_zones` the API might add), as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    this.zones = reader.records(reader.input.zones, 'zones', ZoneRange);
    this.extra = reader.extra(KEYS);
  }
}
