import type { LatLng } from '../parse/lat-lng.js';
import { bestEffortsOf, type BestEffort } from './best-efforts.js';
import { figuresOf, type StreamFigures } from './figures.js';
import { powerCurveOf, type PowerCurvePoint } from './power-curve.js';
import type { StoresByType } from './sample-store.js';
import { sampleWindow, type SampleWindow } from './sample-window.js';
import type { StreamType } from './stream-types.js';
import { timeInZonesOf, type TimeInZones } from './time-in-zones.js';
import type { TimeInZonesOptions, ZoneInput } from './zone-ranges.js';

/** The constructor, private to the type checker: windows are made by `window(record)`. */
type StreamWindowConstructor = new (stores: StoresByType, start: number, end: number) => StreamWindow;

/**
 * The samples `start_index` to `end_index` (both included) of every stream of a set: the
 * window of a lap or an effort, made by `StreamSet#window(record)` in constant time (it
 * shares the set's storage and copies nothing). Each stream the set has is a
 * `SampleWindow` under its type; `figures()` computes the lap's own figures from the
 * samples. Frozen.
 *
 * @example
 * ```ts
 * const window = streams.window(lap);
 * window.length;                      // lap.end_index - lap.start_index + 1
 * window.heartrate?.toArray();        // the lap's heart rate samples
 * window.figures().average_heartrate; // compare with lap.average_heartrate
 * ```
 */
export class StreamWindow {
  /** Index of the window's first sample in the set's streams. */
  readonly start_index: number;
  /** Index of the window's last sample in the set's streams (included). */
  readonly end_index: number;
  /** The window's `time` samples: seconds since the activity's start. */
  readonly time: SampleWindow<number> | null;
  /** The window's `distance` samples: meters since the activity's start. */
  readonly distance: SampleWindow<number> | null;
  /** The window's `latlng` samples: positions in degrees. */
  readonly latlng: SampleWindow<LatLng> | null;
  /** The window's `altitude` samples, in meters. */
  readonly altitude: SampleWindow<number> | null;
  /** The window's `velocity_smooth` samples, in meters per second. */
  readonly velocity_smooth: SampleWindow<number> | null;
  /** The window's `heartrate` samples, in beats per minute. */
  readonly heartrate: SampleWindow<number> | null;
  /** The window's `cadence` samples, in revolutions (steps of one foot) per minute. */
  readonly cadence: SampleWindow<number> | null;
  /** The window's `watts` samples. */
  readonly watts: SampleWindow<number> | null;
  /** The window's `temp` samples, in degrees Celsius. */
  readonly temp: SampleWindow<number> | null;
  /** The window's `moving` samples. */
  readonly moving: SampleWindow<boolean> | null;
  /** The window's `grade_smooth` samples, in percent. */
  readonly grade_smooth: SampleWindow<number> | null;
  readonly #stores: StoresByType;

  /** Windows are made by `window(record)`. */
  private constructor(stores: StoresByType, start: number, end: number) {
    const view = <T extends number | boolean | LatLng>(type: StreamType): SampleWindow<T> | null => {
      const store = stores[type];
      return store === null ? null : sampleWindow<T>(store, type, start, end);
    };
    this.start_index = start;
    this.end_index = end;
    this.time = view('time');
    this.distance = view('distance');
    this.latlng = view('latlng');
    this.altitude = view('altitude');
    this.velocity_smooth = view('velocity_smooth');
    this.heartrate = view('heartrate');
    this.cadence = view('cadence');
    this.watts = view('watts');
    this.temp = view('temp');
    this.moving = view('moving');
    this.grade_smooth = view('grade_smooth');
    this.#stores = stores;
    Object.freeze(this);
  }

  /** The number of samples: `end_index - start_index + 1`. */
  get length(): number {
    return this.end_index - this.start_index + 1;
  }

  /**
   * The lap's figures recomputed from the window's samples (see `StreamFigures` for each
   * definition): each null when a stream it needs is absent. Moving time and the averages
   * leave out recording pauses (a step of more than 10 seconds) and standing still (a
   * step whose end sample is not `moving`): each sample weighs the step to the next where
   * that step counts as moving. Plain means without a `time` stream. A new object each
   * call, from one pass over the window's samples.
   */
  figures(): StreamFigures {
    return figuresOf(this.#stores, this.start_index, this.end_index);
  }

  /**
   * Seconds of the window's moving time spent in each zone (the moving rule of
   * `figures()`), on heart rate by default: each sample weighs the step to the next, in the
   * first zone whose edges hold it, both edges included (a value on an edge two zones
   * share falls in the lower one, as the API counts it). See `TimeInZones`.
   *
   * @param zones an athlete's zones (`{ zones: [{ min, max }, ...] }`, the top `max` -1 or
   *   absent for open), an athlete's `Zones` (its heart-rate zones, its power zones for
   *   `watts`), an `ActivityZone` (its `type` picks the stream), or the zones' lower edges
   *   (`[0, 120, 140, 160, 180]`, the last zone open)
   * @param options `stream`: `heartrate` (the default), `watts`, or `velocity_smooth` for pace zones
   * @returns frozen plain data; every `seconds` null without a `time` stream or the zones' stream
   * @throws TypeError when `zones` is none of the four forms, or its stream is unknown or
   *   not the one asked for (or not in the `Zones` given)
   * @throws RangeError when an edge is no finite number or the zones are not lowest first
   * @example
   * ```ts
   * const { zones } = window.timeInZones(athleteZones.heart_rate);
   * zones.map((zone) => zone.seconds); // seconds in each heart rate zone
   * ```
   */
  timeInZones(zones: ZoneInput, options?: TimeInZonesOptions): TimeInZones {
    return timeInZonesOf(this.#stores, this.start_index, this.end_index, zones, options);
  }

  /**
   * The window's mean-maximal power: for each duration, the highest average of `watts`
   * over that many seconds in a row, and where it lies. Power is taken second by second,
   * each sample held until the next; a stretch never spans a recording pause (a step of
   * more than 10 seconds) or a null sample, so no second is made up. One pass over the
   * window's seconds per duration.
   *
   * @param durations seconds, each a whole number of at least 1, in any order
   * @returns one frozen `PowerCurvePoint` per duration, in their order; `watts` null where
   *   the set has no power or no stretch is long enough
   * @throws RangeError when a duration is not a whole number of seconds of at least 1
   */
  powerCurve(durations: readonly number[]): readonly PowerCurvePoint[] {
    return powerCurveOf(this.#stores, this.start_index, this.end_index, durations);
  }

  /**
   * The fastest time over each distance within the window, and where it lies, as the
   * API's best efforts are found: the least elapsed time (pauses included) between two
   * samples at least that distance apart. One pass over the window per distance.
   *
   * @param distances meters, each a finite number above 0, in any order
   * @returns one frozen `BestEffort` per distance, in their order; `elapsed_time` null
   *   without `time` and `distance` streams or where the window is shorter
   * @throws RangeError when a distance is not a finite number above 0
   */
  bestEfforts(distances: readonly number[]): readonly BestEffort[] {
    return bestEffortsOf(this.#stores, this.start_index, this.end_index, distances);
  }
}

/** The window of samples `start` to `end` (included) of a set's streams. */
export function streamWindow(stores: StoresByType, start: number, end: number): StreamWindow {
  return new (StreamWindow as unknown as StreamWindowConstructor)(stores, start, end);
}
