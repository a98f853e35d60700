import type { AccessOptions } from '../core/client-handle.js';
import { accessRelated, type RelatedCall } from '../client/related-calls.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { BoundRecord } from './bound-record.js';
import type { DetailedGear } from './detailed-gear.js';
import { readDetailedGear } from './gear-details.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => SummaryGear, ['bound_client']);

const DETAILS: RelatedCall<DetailedGear> = { accessor: 'details', method: 'getGear', read: readDetailedGear };

/**
 * A bike or a pair of shoes: an activity's `gear`, an athlete's `bikes` and `shoes`, and
 * what gear on its own page is (`DetailedGear` extends it). What only that page gives
 * (`brand_name`, `model_name`, ...) is kept in `extra` here. Bound to a client (a detailed
 * activity's gear to the activity's), it reaches its detail lazily with `details()`.
 *
 * @example
 * ```ts
 * for (const bike of athlete.bikes ?? []) console.log(bike.name, metersToKilometers(bike.distance));
 * const detail = await detailed.gear?.details(); // DetailedGear: brand, model, frame type
 * ```
 */
export class SummaryGear extends BoundRecord {
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

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  // Protected, not private, for the subclass DetailedGear.
  protected constructor(reader: FieldReader) {
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
    // The keys of the class built: a DetailedGear keeps its own fields out of `extra` too.
    this.extra = reader.extra(this.specKeys());
  }

  /**
   * The gear on its own page (`getGear`, with this record's string `id`): its brand,
   * model, frame type and description. The API gives only the authenticated athlete's own
   * gear.
   *
   * Needs a bound client that has `getGear` and an `id`. Memoised per record: concurrent
   * calls share one client call, a success is kept and given again without calling the
   * client, and `refresh: true` calls it again (a success replaces the kept result, a
   * failure leaves it). Aborting `signal` rejects this caller alone, at once, with the
   * signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getGear` method, `ParseError` when the client's body does not
   * validate (not kept), `SyntaxError` when it answers with text that is not JSON, or
   * whatever the client rejected with.
   */
  details(options?: AccessOptions): Promise<DetailedGear> {
    return accessRelated(this, this.recordName(), DETAILS, options);
  }

  /** @internal The keys a record of this class reads (a subclass gives its own), for `extra`. */
  protected specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it (a subclass gives its own). */
  protected recordName(): string {
    return 'SummaryGear';
  }
}
