import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { DataRecord } from '../core/data-record.js';
import { HeartRateZoneRanges } from './heart-rate-zone-ranges.js';
import { PowerZoneRanges } from './power-zone-ranges.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => Zones);

/**
 * The authenticated athlete's training zones: the body of `GET /athlete/zones`, as
 * `DetailedAthlete#zones` gives it. (Not an activity's zones, which are `ActivityZone`s:
 * the time spent in each.) Plain data: it has no client.
 *
 * @example
 * ```ts
 * const zones = await athlete.zones();
 * for (const zone of zones.heart_rate?.zones ?? []) console.log(zone.min, zone.max === -1 ? 'and up' : zone.max); // bpm
 * ```
 */
export class Zones extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: Zones }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<Zones>;
  /** The heart-rate zones. */
  readonly heart_rate: HeartRateZoneRanges | null;
  /** The power zones; null for an athlete without any (the API leaves the key out). */
  readonly power: PowerZoneRanges | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.heart_rate = reader.record(input.heart_rate, 'heart_rate', HeartRateZoneRanges);
    this.power = reader.record(input.power, 'power', PowerZoneRanges);
    this.extra = reader.extra(KEYS);
  }
}
