import { accessWindow } from '../client/activity-window.js';
import type { AccessOptions } from '../core/client-handle.js';
import type { Id } from '../parse/id.js';
import { BoundRecord } from './bound-record.js';
import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { MetaActivity } from './meta-activity.js';
import { MetaAthlete } from './meta-athlete.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import type { StreamWindow } from '../streams/stream-window.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => Lap, ['bound_client']);

/**
 * A lap: a portion of an activity with its own distance, times, speeds, elevation gain
 * and optional sensor averages. Units not given by the spec are the API's documented ones.
 *
 * @example
 * ```ts
 * const laps = Lap.parseMany(decodeJSON(body), { client });
 * for (const lap of laps) console.log(lap.distance, lap.moving_time); // 8046.72 1587 (meters, seconds)
 * const comments = await laps[0]?.activity?.comments();
 * ```
 */
export class Lap extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: Lap }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<Lap>;
  /** Reference to the activity the lap belongs to, bound to the lap's client. */
  readonly activity: MetaActivity | null;
  /** Reference to the athlete, bound to the lap's client. */
  readonly athlete: MetaAthlete | null;
  /** Average cadence: revolutions per minute (steps per minute for one foot when running). */
  readonly average_cadence: number | null;
  /** Average speed, in meters per second. */
  readonly average_speed: number | null;
  /** Average power, in watts. */
  readonly average_watts: number | null;
  /** Average heart rate, in beats per minute. */
  readonly average_heartrate: number | null;
  /** Maximum heart rate, in beats per minute. */
  readonly max_heartrate: number | null;
  /** Whether the power figures come from a power meter (true) or are the service's estimate (false). */
  readonly device_watts: boolean | null;
  /** Distance, in meters. */
  readonly distance: number | null;
  /** Elapsed time, in whole seconds. */
  readonly elapsed_time: number | null;
  /** Moving time, in whole seconds. */
  readonly moving_time: number | null;
  /** End index of this lap in its activity's streams. */
  readonly end_index: number | null;
  /** Start index of this lap in its activity's streams. */
  readonly start_index: number | null;
  /** Unique identifier of the lap (a bigint only beyond 2^53). */
  readonly id: Id | null;
  /** Index of this lap within its activity, from 1. */
  readonly lap_index: number | null;
  /** Maximum speed, in meters per second. */
  readonly max_speed: number | null;
  /** Name of the lap. */
  readonly name: string | null;
  /** The athlete's pace zone during this lap. */
  readonly pace_zone: number | null;
  /** Split number or marker. */
  readonly split: number | null;
  /** When the lap started: an RFC 3339 date-time string, as given (an instant, in UTC). */
  readonly start_date: string | null;
  /**
   * When the lap started in the activity's local time zone, as given. The API writes a `Z`
   * on it, but it is wall-clock time, not UTC: do not read it as an instant.
   */
  readonly start_date_local: string | null;
  /** Elevation gained during the lap, in meters. */
  readonly total_elevation_gain: number | null;
  /** Fields the spec does not name (such as `resource_state`), as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.activity = reader.record(input.activity, 'activity', MetaActivity);
    this.athlete = reader.record(input.athlete, 'athlete', MetaAthlete);
    this.average_cadence = reader.number(input.average_cadence, 'average_cadence');
    this.average_speed = reader.number(input.average_speed, 'average_speed');
    this.average_watts = reader.number(input.average_watts, 'average_watts');
    this.average_heartrate = reader.number(input.average_heartrate, 'average_heartrate');
    this.max_heartrate = reader.number(input.max_heartrate, 'max_heartrate');
    this.device_watts = reader.boolean(input.device_watts, 'device_watts');
    this.distance = reader.number(input.distance, 'distance');
    this.elapsed_time = reader.integer(input.elapsed_time, 'elapsed_time');
    this.moving_time = reader.integer(input.moving_time, 'moving_time');
    this.end_index = reader.integer(input.end_index, 'end_index');
    this.start_index = reader.integer(input.start_index, 'start_index');
    this.id = reader.id(input.id, 'id');
    this.lap_index = reader.integer(input.lap_index, 'lap_index');
    this.max_speed = reader.number(input.max_speed, 'max_speed');
    this.name = reader.string(input.name, 'name');
    this.pace_zone = reader.integer(input.pace_zone, 'pace_zone');
    this.split = reader.integer(input.split, 'split');
    this.start_date = reader.dateTime(input.start_date, 'start_date');
    this.start_date_local = reader.dateTime(input.start_date_local, 'start_date_local');
    this.total_elevation_gain = reader.number(input.total_elevation_gain, 'total_elevation_gain');
    this.extra = reader.extra(KEYS);
  }

  /**
   * The lap's window of its activity's streams: its samples `start_index` to
   * `end_index` (both included) of every stream, cut from `activity.streams()`, with
   * `figures()` to set beside the lap's own. It goes through the `activity` reference,
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
   * const window = await lap.streams();
   * console.log(window.length, window.figures().distance, lap.distance); // samples; meters, meters
   * ```
   */
  streams(options?: AccessOptions): Promise<StreamWindow> {
    return accessWindow(this, 'Lap', options);
  }
}
