import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { DataRecord } from '../core/data-record.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => SummaryGear);

/**
 * A bike or a pair of shoes: an activity's `gear`, an athlete's `bikes` and `shoes`. The
 * details the API gives of gear on its own page (`brand_name`, `model_name`, ...) are kept
 * in `extra`. Plain data: it has no client.
 *
 * @example
 * ```ts
 * for (const bike of athlete.bikes ?? []) console.log(bike.name, metersToKilometers(bike.distance));
 * ```
 */
export class SummaryGear extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: SummaryGear }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<SummaryGear>;
  /** The gear's identifier: `b12345` for a bike, `g12345` for shoes (a string, not an id). */
  readonly id: string | null;
  /** Name. */
  readonly name: string | null;
  /** Nickname. */
  readonly nickname: string | null;
  /** Whether it is the athlete's default gear of its kind. */
  readonly primary: boolean | null;
  /** Whether it is retired. */
  readonly retired: boolean | null;
  /** Distance logged with it, in meters. */
  readonly distance: number | null;
  /** The same distance in the athlete's unit: kilometers or miles (`DetailedAthlete.measurement_preference`). */
  readonly converted_distance: number | null;
  /** How much detail the API included: 2 summary, 3 detail. */
  readonly resource_state: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.string(input.id, 'id');
    this.name = reader.string(input.name, 'name');
    this.nickname = reader.string(input.nickname, 'nickname');
    this.primary = reader.boolean(input.primary, 'primary');
    this.retired = reader.boolean(input.retired, 'retired');
    this.distance = reader.number(input.distance, 'distance');
    this.converted_distance = reader.number(input.converted_distance, 'converted_distance');
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    this.extra = reader.extra(KEYS);
  }
}
