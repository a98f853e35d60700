import { accessWindow } from '../client/activity-window.js';
import type { AccessOptions } from '../core/client-handle.js';
import type { Id } from '../parse/id.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { BoundRecord } from './bound-record.js';
import { MetaActivity } from './meta-activity.js';
import { MetaAthlete } from './meta-athlete.js';
import { SummarySegment } from './summary-segment.js';
import { SummarySegmentEffort } from './summary-segment-effort.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import type { StreamWindow } from '../streams/stream-window.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => SegmentEffort, ['bound_client']);

/**
 * An effort in an activity: one ride or run over a segment (the items of a detailed
 * activity's `segment_efforts`, of `GET /segment_efforts?segment_id=` as
 * `SummarySegment#efforts` gives them, the body of `GET /segment_efforts/{id}`), or a best
 * effort (`best_efforts`: "1k", "5k"). Its times are this effort's own; the athlete's best
 * on the segment is `segment.athlete_pr_effort`, or `athlete_segment_stats`, which the
 * detail of an effort puts beside the effort.
 * Bound to a client like `Lap`: its `activity` and `athlete` reach related data.
 *
 * @example
 * ```ts
 * const efforts = SegmentEffort.parseMany(activity.segment_efforts, { client });
 * for (const effort of efforts) console.log(effort.name, effort.elapsed_time, effort.pr_rank); // seconds; 1 to 3 or null
 * ```
 */
export class SegmentEffort extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: SegmentEffort }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<SegmentEffort>;
  /** The effort's identifier (a bigint only beyond 2^53, as real ids are since 2020). */
  readonly id: Id | null;
  /** The activity the effort belongs to (some bodies give `activity` instead). */
  readonly activity_id: Id | null;
  /** Name of the segment, or of the best effort ("1k", "5k"). */
  readonly name: string | null;
  /** Reference to the activity, bound to the effort's client. */
  readonly activity: MetaActivity | null;
  /** Reference to the athlete, bound to the effort's client. */
  readonly athlete: MetaAthlete | null;
  /** Elapsed time of this effort, in whole seconds. */
  readonly elapsed_time: number | null;
  /** Moving time of this effort, in whole seconds. */
  readonly moving_time: number | null;
  /** When the effort started: an RFC 3339 date-time string, as given (an instant, in UTC). */
  readonly start_date: string | null;
  /**
   * When the effort started in the activity's local time zone, as given. The API writes a
   * `Z` on it, but it is wall-clock time, not UTC: do not read it as an instant.
   */
  readonly start_date_local: string | null;
  /** Distance of the effort, in meters. */
  readonly distance: number | null;
  /** Start index of the effort in its activity's streams. */
  readonly start_index: number | null;
  /** End index of the effort in its activity's streams. */
  readonly end_index: number | null;
  /** Average cadence: revolutions per minute (steps per minute for one foot when running). */
  readonly average_cadence: number | null;
  /** Average power, in watts. */
  readonly average_watts: number | null;
  /** Whether the power figures come from a power meter (true) or are the service's estimate (false). */
  readonly device_watts: boolean | null;
  /** Average heart rate, in beats per minute. */
  readonly average_heartrate: number | null;
  /** Maximum heart rate, in beats per minute. */
  readonly max_heartrate: number | null;
  /** The segment ridden or run (absent on best efforts). */
  readonly segment: SummarySegment | null;
  /** Rank on the segment's overall leaderboard if in the top 10 at the time; else null. */
  readonly kom_rank: number | null;
  /** Rank among the athlete's own efforts on the segment if in the top 3 at the time; else null. */
  readonly pr_rank: number | null;
  /** Whether the effort is the current best on the segment's leaderboard. */
  readonly is_kom: boolean | null;
  /** Whether the effort is hidden when the activity is shown. */
  readonly hidden: boolean | null;
  /**
   * The athlete's personal record on the segment, as `GET /segment_efforts/{id}` gives it
   * beside the effort (its time in `pr_elapsed_time`, in seconds; its `pr_date`, a calendar
   * date such as `2018-06-22`, in that record's `extra`). Absent from lists and from bodies
   * of 2014.
   */
  readonly athlete_segment_stats: SummarySegmentEffort | null;
  /** Fields the spec does not name (such as `resource_state`, `achievements`, `visibility`), as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.activity_id = reader.id(input.activity_id, 'activity_id');
    this.name = reader.string(input.name, 'name');
    this.activity = reader.record(input.activity, 'activity', MetaActivity);
    this.athlete = reader.record(input.athlete, 'athlete', MetaAthlete);
    this.elapsed_time = reader.integer(input.elapsed_time, 'elapsed_time');
    this.moving_time = reader.integer(input.moving_time, 'moving_time');
    this.start_date = reader.dateTime(input.start_date, 'start_date');
    this.start_date_local = reader.dateTime(input.start_date_local, 'start_date_local');
    this.distance = reader.number(input.distance, 'distance');
    this.start_index = reader.integer(input.start_index, 'start_index');
    this.end_index = reader.integer(input.end_index, 'end_index');
    this.average_cadence = reader.number(input.average_cadence, 'average_cadence');
    this.average_watts = reader.number(input.average_watts, 'average_watts');
    this.device_watts = reader.boolean(input.device_watts, 'device_watts');
    this.average_heartrate = reader.number(input.average_heartrate, 'average_heartrate');
    this.max_heartrate = reader.number(input.max_heartrate, 'max_heartrate');
    this.segment = reader.record(input.segment, 'segment', SummarySegment);
    this.kom_rank = reader.integer(input.kom_rank, 'kom_rank');
    this.pr_rank = reader.integer(input.pr_rank, 'pr_rank');
    this.is_kom = reader.boolean(input.is_kom, 'is_kom');
    this.hidden = reader.boolean(input.hidden, 'hidden');
    this.athlete_segment_stats = reader.record(input.athlete_segment_stats, 'athlete_segment_stats', SummarySegmentEffort);
    this.extra = reader.extra(KEYS);
  }

  /**
   * The effort's window of its activity's streams: its samples `start_index` to
   * `end_index` (both included) of every stream, cut from `activity.streams()`, with
   * `figures()` to set beside the effort's own. It goes through the `activity` reference,
   * whose call every record of the client with the activity's id shares (the activity
   * itself, its laps from `laps()`, its efforts from `details()`): one request for all of
   * them, whichever asks first; the same set gives the same window.
   *
   * Needs a bound client that has `getActivityStreams`, and an `activity` with an `id`.
   * Memoised per client and activity id: concurrent calls share one client call, a
   * success is kept and given again without calling the client, and `refresh: true` calls
   * it again. Aborting `signal` rejects this caller alone, at once, with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `activity` or `activity.id` is null (neither calls the
   * client), `StreamWindowError` when the window cannot be cut (`'no-index'`,
   * `'downsampled'`, `'out-of-range'`), or what `activity.streams()` rejects with
   * (`TypeError` when the client has no `getActivityStreams`, `ParseError`, `SyntaxError`,
   * or the client's own error).
   *
   * @example
   * ```ts
   * const window = await effort.streams();
   * console.log(window.length, window.figures().distance, effort.distance); // samples; meters, meters
   * ```
   */
  streams(options?: AccessOptions): Promise<StreamWindow> {
    return accessWindow(this, 'SegmentEffort', options);
  }
}
