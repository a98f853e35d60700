import type { StreamSample, TypedSamples } from './stream-types.js';

/**
 * What reads the samples of a stream (`Stream`) or of a window of one (`SampleWindow`).
 * Every read gives values or new copies: the samples themselves cannot be changed.
 */
export interface StreamSamples<T extends StreamSample> {
  /** The number of samples (a position counts once). */
  readonly length: number;
  /**
   * Sample `index`, counted as `Array.prototype.at` counts (a negative index from the
   * end): null where the API sent null, undefined outside the samples. A position is a
   * frozen `[latitude, longitude]` pair.
   */
  at(index: number): T | null | undefined;
  /** Every sample, in a new plain array, null where the API sent null. */
  toArray(): (T | null)[];
  /**
   * Every sample, in a new typed array: a `Float64Array` with NaN where null (positions as
   * pairs, latitude then longitude, so twice as long), or for `moving` a `Uint8Array` of 1
   * (moving), 0 (not) and 2 (null).
   */
  toTypedArray(): TypedSamples<T>;
}
