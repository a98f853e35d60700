import type { Id } from '../parse/id.js';
import { DataRecord, type JsonRecord } from '../core/data-record.js';
import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

/** The API's other names for two fields, read only when the spec's name is absent or null. */
const ACTIVITY_ID = 1;
const ELAPSED_TIME = 2;
const ALIASES = [
  { bit: ACTIVITY_ID, field: 'pr_activity_id', alias: 'activity_id' },
  { bit: ELAPSED_TIME, field: 'pr_elapsed_time', alias: 'elapsed_time' },
] as const;

/** The keys a record reads, which depend on the names it was read under: indexed by the bit set of aliases used. */
const KEYS_BY_ALIASES = [
  /* @__PURE__ */ new SpecKeys(() => SummarySegmentEffort),
  /* @__PURE__ */ new SpecKeys(() => SummarySegmentEffort, ['activity_id']),
  /* @__PURE__ */ new SpecKeys(() => SummarySegmentEffort, ['elapsed_time']),
  /* @__PURE__ */ new SpecKeys(() => SummarySegmentEffort, ['activity_id', 'elapsed_time']),
] as const;

/**
 * The athlete's summary of a segment: their best effort on it, as a segment's
 * `athlete_pr_effort` and `athlete_segment_stats` give it (`SummarySegment`). It is not an
 * effort in an activity: read those (`segment_efforts`, `best_efforts`) as `SegmentEffort`.
 * Plain data: it has no client.
 *
 * It also reads the API's other names `activity_id` and `elapsed_time` for
 * `pr_activity_id` and `pr_elapsed_time` when the spec's name is absent or null (the API
 * writes `athlete_pr_effort` so), and `toJSON()` writes such a value back under the name
 * it was read from.
 */
export class SummarySegmentEffort extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: SummarySegmentEffort }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<SummarySegmentEffort>;
  /** The best effort's id (a bigint only beyond 2^53). */
  readonly id: Id | null;
  /** The best effort's distance, in meters. */
  readonly distance: number | null;
  /** Whether the best effort is the current best on the segment's leaderboard. */
  readonly is_kom: boolean | null;
  /** The activity holding the athlete's personal record on the segment (given as `activity_id` in `athlete_pr_effort`). */
  readonly pr_activity_id: Id | null;
  /** The athlete's personal record time on the segment, in whole seconds (given as `elapsed_time` in `athlete_pr_effort`). */
  readonly pr_elapsed_time: number | null;
  /** When the best effort started: an RFC 3339 date-time string, as given (an instant, in UTC). */
  readonly start_date: string | null;
  /** When the best effort started in local wall-clock time, as given; the `Z` it carries does not make it UTC. */
  readonly start_date_local: string | null;
  /** Fields the spec does not name (`pr_date`, `effort_count`, …), as received. */
  readonly extra: ExtraFields;
  readonly #aliases: number;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    // Each key is read once: a getter that answers differently the second time must not lose the value.
    const prActivityId = input.pr_activity_id;
    const activityId = input.activity_id;
    const prElapsedTime = input.pr_elapsed_time;
    const elapsedTime = input.elapsed_time;
    const readsActivityId = prActivityId == null && activityId != null;
    const readsElapsedTime = prElapsedTime == null && elapsedTime != null;
    this.#aliases = (readsActivityId ? ACTIVITY_ID : 0) | (readsElapsedTime ? ELAPSED_TIME : 0);
    this.id = reader.id(input.id, 'id');
    this.distance = reader.number(input.distance, 'distance');
    this.is_kom = reader.boolean(input.is_kom, 'is_kom');
    this.pr_activity_id = readsActivityId ? reader.id(activityId, 'activity_id') : reader.id(prActivityId, 'pr_activity_id');
    this.pr_elapsed_time = readsElapsedTime
      ? reader.integer(elapsedTime, 'elapsed_time')
      : reader.integer(prElapsedTime, 'pr_elapsed_time');
    this.start_date = reader.dateTime(input.start_date, 'start_date');
    this.start_date_local = reader.dateTime(input.start_date_local, 'start_date_local');
    this.extra = reader.extra(KEYS_BY_ALIASES[this.#aliases] ?? KEYS_BY_ALIASES[0]);
  }

  /** As for every record, with a value read under the API's other name written back under it. */
  override toJSON(): JsonRecord {
    const json = super.toJSON();
    for (const { bit, field, alias } of ALIASES) {
      if ((this.#aliases & bit) !== 0 && field in json) {
        json[alias] = json[field];
        Reflect.deleteProperty(json, field);
      }
    }
    return json;
  }
}
