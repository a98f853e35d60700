import type { SampleStore } from './sample-store.js';
import type { StreamSamples } from './samples.js';
import type { StreamSample, StreamType, TypedSamples } from './stream-types.js';

/** The constructor, private to the type checker: windows are made by `window(record)`. */
type SampleWindowConstructor = new (store: SampleStore, type: StreamType, start: number, end: number) => SampleWindow;

/**
 * The samples `start_index` to `end_index` (both included) of one stream: a view, made in
 * constant time, that shares the stream's storage and reads it as the stream does (every
 * read a value or a new copy). Made by `Stream#window(record)` and found in a
 * `StreamWindow` (`streams.window(lap).heartrate`). Frozen.
 *
 * @example
 * ```ts
 * const heartrate = streams.heartrate?.window(lap);
 * heartrate?.at(0); // the lap's first heart rate sample, in beats per minute
 * ```
 */
export class SampleWindow<T extends StreamSample = StreamSample> implements StreamSamples<T> {
  /** The stream's type, for example `heartrate`. */
  readonly type: StreamType;
  /** Index of the window's first sample in the whole stream. */
  readonly start_index: number;
  /** Index of the window's last sample in the whole stream (included). */
  readonly end_index: number;
  readonly #store: SampleStore;

  /** Windows are made by `window(record)`. */
  private constructor(store: SampleStore, type: StreamType, start: number, end: number) {
    this.type = type;
    this.start_index = start;
    this.end_index = end;
    this.#store = store;
    Object.freeze(this);
  }

  /** The number of samples: `end_index - start_index + 1`. */
  get length(): number {
    return this.end_index - this.start_index + 1;
  }

  /**
   * Sample `index` of the window (0 is `start_index`), counted as `Array.prototype.at`
   * counts: null where the API sent null, undefined outside the window.
   */
  at(index: number): T | null | undefined {
    return this.#store.sampleAt(this.start_index, this.length, index) as T | null | undefined;
  }

  /** The window's samples, in a new plain array, null where the API sent null. */
  toArray(): (T | null)[] {
    return this.#store.toArray(this.start_index, this.end_index + 1) as (T | null)[];
  }

  /**
   * The window's samples, in a new typed array: a `Float64Array` with NaN where null
   * (positions as latitude, longitude pairs), or for `moving` a `Uint8Array` of 1, 0 and
   * 2 (null).
   */
  toTypedArray(): TypedSamples<T> {
    return this.#store.toTypedArray(this.start_index, this.end_index + 1) as TypedSamples<T>;
  }
}

/** A window of samples `start` to `end` (included) of a stream's storage. */
export function sampleWindow<T extends StreamSample>(store: SampleStore, type: StreamType, start: number, end: number): SampleWindow<T> {
  return new (SampleWindow as unknown as SampleWindowConstructor)(store, type, start, end) as SampleWindow<T>;
}
