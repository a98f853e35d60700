import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { DataRecord } from '../core/data-record.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => ActivityTotal);

/** An athlete's totals over one period for one sport (`ActivityStats.ytd_run_totals`, ...). Plain data: it has no client. */
export class ActivityTotal extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: ActivityTotal }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<ActivityTotal>;
  /** Number of activities. */
  readonly count: number | null;
  /** Total distance, in meters. */
  readonly distance: number | null;
  /** Total moving time, in seconds. */
  readonly moving_time: number | null;
  /** Total elapsed time, in seconds. */
  readonly elapsed_time: number | null;
  /** Total elevation gain, in meters. */
  readonly elevation_gain: number | null;
  /** Achievements earned (the API gives it on recent totals only). */
  readonly achievement_count: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.count = reader.integer(input.count, 'count');
    this.distance = reader.number(input.distance, 'distance');
    this.moving_time = reader.number(input.moving_time, 'moving_time');
    this.elapsed_time = reader.number(input.elapsed_time, 'elapsed_time');
    this.elevation_gain = reader.number(input.elevation_gain, 'elevation_gain');
    this.achievement_count = reader.integer(input.achievement_count, 'achievement_count');
    this.extra = reader.extra(KEYS);
  }
}
