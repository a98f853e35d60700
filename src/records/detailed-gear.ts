import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { SummaryGear } from './summary-gear.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => DetailedGear, ['bound_client']);

/**
 * A bike or a pair of shoes on its own page: the body of `GET /gear/{id}`, as
 * `SummaryGear#details` and `SummaryActivity#gear` give it. It is a `SummaryGear` (every
 * field, and `details()`) with its make and description. Its `id` stays a string (`b…`
 * bikes, `g…` shoes).
 *
 * @example
 * ```ts
 * const gear = await activity.gear(); // null when the activity has no gear_id
 * console.log(gear?.brand_name, gear?.model_name, gear?.frame_type, gear?.weight); // kilograms
 * ```
 */
export class DetailedGear extends SummaryGear {
  /** This class as a Standard Schema v1: `validate` gives `{ value: DetailedGear }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<DetailedGear>;
  /** The maker, as typed (a trailing space occurs). */
  readonly brand_name: string | null;
  /** The model. */
  readonly model_name: string | null;
  /** Bikes only: 1 mountain bike, 2 cross, 3 road, 4 time trial (other values may come). */
  readonly frame_type: number | null;
  /** The athlete's description. */
  readonly description: string | null;
  /** Bikes only: weight, in kilograms. */
  readonly weight: number | null;
  /** Shoes only: the distance after which the athlete asked to be reminded (0 when unset; the API does not document its unit). */
  readonly notification_distance: number | null;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.brand_name = reader.string(input.brand_name, 'brand_name');
    this.model_name = reader.string(input.model_name, 'model_name');
    this.frame_type = reader.integer(input.frame_type, 'frame_type');
    this.description = reader.string(input.description, 'description');
    this.weight = reader.number(input.weight, 'weight');
    this.notification_distance = reader.number(input.notification_distance, 'notification_distance');
  }

  /** @internal The keys this class reads, for `extra`. */
  protected override specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it. */
  protected override recordName(): string {
    return 'DetailedGear';
  }
}
