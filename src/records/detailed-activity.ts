import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { BoundRecord } from './bound-record.js';
import { Lap } from './lap.js';
import { PhotosSummary } from './photos-summary.js';
import { SegmentEffort } from './segment-effort.js';
import { Split } from './split.js';
import { SummaryActivity } from './summary-activity.js';
import { SummaryGear } from './summary-gear.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => DetailedActivity, ['bound_client']);

/**
 * The kinds of zone an activity can have (`DetailedActivity.available_zones`): the known
 * values, offered for completion; any other string is accepted too.
 */
export type ZoneType = 'heartrate' | 'power' | 'pace' | (string & {});

/**
 * `SummaryActivity` as `DetailedActivity` extends it: without the accessors `laps()`,
 * `photos()` and `gear()`, whose names a detailed activity's data takes (its `laps`,
 * `photos` and `gear` fields). `bind` comes from `BoundRecord`, where it gives the class it
 * is called on.
 */
const SummaryActivityData = SummaryActivity as unknown as Omit<typeof SummaryActivity, 'prototype' | '~standard'> &
  (abstract new (reader: never) => Omit<SummaryActivity, 'laps' | 'photos' | 'gear' | 'bind' | 'bound_client' | 'extra'> & BoundRecord);

/**
 * An activity in detail: the body of `GET /activities/{id}`, as `MetaActivity#details`
 * gives it. It is a `SummaryActivity` (every field of the list, and the accessors) with
 * the activity's laps, segment efforts, best efforts, splits, gear and photos. Its laps
 * and efforts are bound to the activity's client, and nested references are shared as in
 * any one parse: every lap's `activity` is one `MetaActivity`, whose accessors they share.
 *
 * Its `laps`, `photos` and `gear` are the body's data, under the spec's names, so the
 * accessors `laps()`, `photos()` and `gear()` of the same names are not on a detailed
 * activity (its type says so: it is a `SummaryActivity` without those three). Its laps are
 * all there; for every photo, ask the activity it was detailed from (`activity.photos()`)
 * or any of its laps' `activity`; its gear in detail is `gear?.details()`.
 *
 * @example
 * ```ts
 * const detail = await activity.details(); // every segment effort
 * for (const split of detail.splits_metric ?? []) console.log(split.split, formatDuration(split.moving_time));
 * const comments = await detail.laps?.[0]?.activity?.comments();
 * ```
 */
export class DetailedActivity extends SummaryActivityData {
  /** This class as a Standard Schema v1: `validate` gives `{ value: DetailedActivity }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<DetailedActivity>;
  /** The athlete's description of the activity. */
  readonly description: string | null;
  /** Energy spent, in kilocalories. */
  readonly calories: number | null;
  /** The recording device's name. */
  readonly device_name: string | null;
  /** Token for embedding the activity in a web page. */
  readonly embed_token: string | null;
  /** The gear used, bound to the activity's client: `gear?.details()` gives it in detail. */
  readonly gear: SummaryGear | null;
  /** How many photos, and the primary one (`photos()` gives them all). */
  readonly photos: PhotosSummary | null;
  /** The laps, bound to the activity's client (`MetaActivity#laps` asks for them alone). */
  readonly laps: readonly Lap[] | null;
  /** Efforts on segments, bound to the activity's client: all of them only when asked with `include_all_efforts` (`details()` asks so). */
  readonly segment_efforts: readonly SegmentEffort[] | null;
  /** Best efforts over standard distances (runs: `400m`, `1k`, `1 mile`, `5k`, ...), bound to the activity's client. */
  readonly best_efforts: readonly SegmentEffort[] | null;
  /** Splits of a kilometer (runs). */
  readonly splits_metric: readonly Split[] | null;
  /** Splits of a mile (runs). */
  readonly splits_standard: readonly Split[] | null;
  /** Fields the spec does not name (such as `similar_activities`), as received. */
  declare readonly extra: ExtraFields;
  /** The kinds of zone `zones()` can give (`heartrate`, `power`, `pace`); any other string is kept as given. */
  readonly available_zones: readonly ZoneType[] | null;
  /** The athlete's rating of the effort, 1 (easy) to 10 (maximal). */
  readonly perceived_exertion: number | null;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader as never);
    const input = reader.input;
    this.description = reader.string(input.description, 'description');
    this.calories = reader.number(input.calories, 'calories');
    this.device_name = reader.string(input.device_name, 'device_name');
    this.embed_token = reader.string(input.embed_token, 'embed_token');
    this.gear = reader.record(input.gear, 'gear', SummaryGear);
    this.photos = reader.record(input.photos, 'photos', PhotosSummary);
    this.laps = reader.records(input.laps, 'laps', Lap);
    this.segment_efforts = reader.records(input.segment_efforts, 'segment_efforts', SegmentEffort);
    this.best_efforts = reader.records(input.best_efforts, 'best_efforts', SegmentEffort);
    this.splits_metric = reader.records(input.splits_metric, 'splits_metric', Split);
    this.splits_standard = reader.records(input.splits_standard, 'splits_standard', Split);
    this.available_zones = reader.strings(input.available_zones, 'available_zones');
    this.perceived_exertion = reader.number(input.perceived_exertion, 'perceived_exertion');
  }

  // Not marked `override`: to the type checker the base is SummaryActivityData, which hides them.
  /** @internal The keys this class reads, for `extra`. */
  protected specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it. */
  protected recordName(): string {
    return 'DetailedActivity';
  }
}
