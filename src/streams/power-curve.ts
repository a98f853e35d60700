import { describeReceived } from '../parse/received-value.js';
import { PAUSE_SECONDS, numbersOf, type Numbers } from './moving-rule.js';
import type { StoresByType } from './sample-store.js';

/** The best average power over one duration (an item of `powerCurve`): frozen plain data. */
export interface PowerCurvePoint {
  /** The duration asked for, in seconds. */
  readonly duration: number;
  /** Watts: the highest average power over `duration` seconds of recording in a row; null where no such stretch has power throughout. */
  readonly watts: number | null;
  /** Index of the stretch's first sample in the set's streams (`window(point)` cuts it); null with `watts`. */
  readonly start_index: number | null;
  /** Index of the stretch's last sample in the set's streams (included); null with `watts`. */
  readonly end_index: number | null;
}

/**
 * The mean-maximal power of samples `start` to `end` (both included) for each of
 * `durations`, in their order. Power is resampled to one value a second, as normalized
 * power is: each sample's value held until the next sample's time (the window's last one
 * for one second; each sample one second without a `time` stream). A stretch of D seconds
 * runs through recorded seconds that all have power: it never spans a recording pause (a
 * step longer than `PAUSE_SECONDS`, where the sample before it holds one second and the
 * recording stops) nor a null sample's seconds (a drop-out), so no second is made up.
 * Seconds standing still with the recording on (`moving: false`) are recorded power and
 * count. Ties go to the earliest stretch.
 *
 * Time: one pass to resample (at most `PAUSE_SECONDS` seconds a sample), then one pass
 * over the seconds per duration, with running sums.
 *
 * @throws RangeError when `durations` is not an array of whole numbers of seconds of at least 1
 */
export function powerCurveOf(stores: StoresByType, start: number, end: number, durations: readonly number[]): readonly PowerCurvePoint[] {
  const asked = checkDurations(durations);
  const seconds = stores.watts === null ? undefined : resample(stores, start, end);
  const points = asked.map((duration) => Object.freeze(seconds === undefined ? noPoint(duration) : bestOver(seconds, duration)));
  return Object.freeze(points);
}

function checkDurations(durations: unknown): number[] {
  if (!Array.isArray(durations)) throw new RangeError(`powerCurve: expected an array of durations in seconds, received ${describeReceived(durations)}`);
  return (durations as unknown[]).map((duration, index) => {
    if (typeof duration !== 'number' || !Number.isSafeInteger(duration) || duration < 1) {
      throw new RangeError(`powerCurve: durations[${index}]: expected a whole number of seconds of at least 1, received ${describeReceived(duration)}`);
    }
    return duration;
  });
}

function noPoint(duration: number): PowerCurvePoint {
  return { duration, watts: null, start_index: null, end_index: null };
}

/** Power second by second: the running sum of watts, the last second without power up to each second, and each second's sample. */
interface Seconds {
  /** `sums[s]`: the watts of seconds 0 to s - 1 added up, a second without power as 0. */
  readonly sums: Float64Array;
  /** `gaps[s]`: the last second up to s that has no power (a drop-out's, or the break of a pause), -1 for none. */
  readonly gaps: Int32Array;
  /** `samples[s]`: the index of the sample that holds second s. */
  readonly samples: Int32Array;
  /** How many seconds there are. */
  readonly length: number;
}

/** The window's power, one value a second, as `powerCurveOf` defines it. */
function resample(stores: StoresByType, start: number, end: number): Seconds {
  const time = stores.time === null ? undefined : numbersOf(stores.time);
  const watts = numbersOf(stores.watts);
  // Two passes over the samples, the first to count the seconds: an array sized for the
  // most a sample can hold (PAUSE_SECONDS) took eleven times a 1 Hz ride's seconds.
  const values = new Float64Array(time === undefined ? end - start + 1 : heldSeconds(time, start, end, undefined, undefined, watts));
  const samples = new Int32Array(values.length);
  if (time === undefined) {
    for (let index = start; index <= end; index++) {
      values[index - start] = watts[index] ?? NaN;
      samples[index - start] = index;
    }
  } else heldSeconds(time, start, end, values, samples, watts);
  const length = values.length;
  const sums = new Float64Array(length + 1);
  const gaps = new Int32Array(length);
  let gap = -1;
  for (let second = 0; second < length; second++) {
    const value = values[second] ?? NaN;
    if (value !== value) gap = second;
    gaps[second] = gap;
    sums[second + 1] = (sums[second] ?? 0) + (value === value ? value : 0);
  }
  return { sums, gaps, samples, length };
}

/**
 * Walks the timed samples `start` to `end`, each holding its power for the step to the
 * next (one second for the last, and for the one before a pause, which is followed by a
 * second of no power): writes each second's watts and sample where `values` is given, and
 * gives the number of seconds.
 */
function heldSeconds(time: Numbers, start: number, end: number, values: Float64Array | undefined, samples: Int32Array | undefined, watts: Numbers): number {
  let length = 0;
  const hold = (sample: number, count: number): void => {
    if (values !== undefined && samples !== undefined) {
      const value = watts[sample] ?? NaN;
      values.fill(value, length, length + count);
      samples.fill(sample, length, length + count);
    }
    length += count;
  };
  let held = -1;
  let last = NaN;
  for (let index = start; index <= end; index++) {
    const now = time[index] ?? NaN;
    if (now !== now) continue;
    if (held >= 0) {
      const step = now > last ? now - last : 0;
      if (step <= PAUSE_SECONDS) hold(held, step);
      else {
        hold(held, 1);
        // The pause: a second of no power (NaN), which no stretch spans.
        if (values !== undefined) values[length] = NaN;
        if (samples !== undefined) samples[length] = held;
        length += 1;
      }
    }
    held = index;
    last = now;
  }
  if (held >= 0) hold(held, 1);
  return length;
}

/** The best average over `duration` seconds in a row that all have power, the earliest of equals. */
function bestOver({ sums, gaps, samples, length }: Seconds, duration: number): PowerCurvePoint {
  let best = -Infinity;
  let bestEnd = -1;
  for (let last = duration - 1; last < length; last++) {
    const first = last - duration + 1;
    if ((gaps[last] ?? 0) >= first) continue;
    const total = (sums[last + 1] ?? 0) - (sums[first] ?? 0);
    if (total > best) {
      best = total;
      bestEnd = last;
    }
  }
  if (bestEnd < 0) return noPoint(duration);
  return { duration, watts: best / duration, start_index: samples[bestEnd - duration + 1] ?? null, end_index: samples[bestEnd] ?? null };
}
