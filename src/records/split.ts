import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { DataRecord } from '../core/data-record.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => Split);

/**
 * One split of a run: a kilometer (`DetailedActivity.splits_metric`) or a mile
 * (`splits_standard`), the last one usually shorter. Plain data: it has no client.
 *
 * @example
 * ```ts
 * for (const split of detail.splits_metric ?? []) console.log(split.split, split.moving_time); // 1 312 (seconds)
 * ```
 */
export class Split extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: Split }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<Split>;
  /** The split's number, from 1. */
  readonly split: number | null;
  /** Distance, in meters (the last split is usually shorter than the others). */
  readonly distance: number | null;
  /** Elapsed time, in whole seconds. */
  readonly elapsed_time: number | null;
  /** Moving time, in whole seconds. */
  readonly moving_time: number | null;
  /** Elevation at the end minus elevation at the start, in meters. */
  readonly elevation_difference: number | null;
  /** Average speed, in meters per second. */
  readonly average_speed: number | null;
  /** Average speed adjusted for the grade, in meters per second. */
  readonly average_grade_adjusted_speed: number | null;
  /** Average heart rate, in beats per minute. */
  readonly average_heartrate: number | null;
  /** The athlete's pace zone during the split. */
  readonly pace_zone: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.split = reader.integer(input.split, 'split');
    this.distance = reader.number(input.distance, 'distance');
    this.elapsed_time = reader.integer(input.elapsed_time, 'elapsed_time');
    this.moving_time = reader.integer(input.moving_time, 'moving_time');
    this.elevation_difference = reader.number(input.elevation_difference, 'elevation_difference');
    this.average_speed = reader.number(input.average_speed, 'average_speed');
    this.average_grade_adjusted_speed = reader.number(input.average_grade_adjusted_speed, 'average_grade_adjusted_speed');
    this.average_heartrate = reader.number(input.average_heartrate, 'average_heartrate');
    this.pace_zone = reader.integer(input.pace_zone, 'pace_zone');
    this.extra = reader.extra(KEYS);
  }
}
