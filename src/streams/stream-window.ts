import type { LatLng } from '../parse/lat-lng.js';
import { figuresOf, type StreamFigures } from './figures.js';
import type { SampleStore } from './sample-store.js';
import { sampleWindow, type SampleWindow } from './sample-window.js';
import type { StreamType } from './stream-types.js';

/** The storage of each stream of a set, by type (null where the set has none). */
export type StoresByType = Readonly<Record<StreamType, SampleStore | null>>;

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
   * definition): each null when a stream it needs is absent. Time-weighted averages, each
   * sample weighing the time step to the next; plain means without a `time` stream.
   * A new object each call, from one pass over the window's samples.
   */
  figures(): StreamFigures {
    return figuresOf(this.#stores, this.start_index, this.end_index);
  }
}

/** The window of samples `start` to `end` (included) of a set's streams. */
export function streamWindow(stores: StoresByType, start: number, end: number): StreamWindow {
  return new (StreamWindow as unknown as StreamWindowConstructor)(stores, start, end);
}
