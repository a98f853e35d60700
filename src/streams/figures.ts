import type { SampleStore } from './sample-store.js';

/**
 * What a window's samples give, named as a lap's own fields so that the two compare
 * directly (`lap.average_heartrate` and `figures().average_heartrate`). Each is null when
 * a stream it needs is absent, or holds no sample (but null) in the window. Recomputed
 * from samples, they agree closely with the service's own figures, not exactly (device
 * distance differs from stream distance by about 1%).
 */
export interface StreamFigures {
  /** Seconds from the window's first `time` sample to its last. */
  readonly elapsed_time: number | null;
  /** Seconds of the time steps whose end sample is `moving` (needs `time` and `moving`). */
  readonly moving_time: number | null;
  /** Meters from the window's first `distance` sample to its last. */
  readonly distance: number | null;
  /** Meters: the sum of the rises of `altitude` from one sample to the next. */
  readonly total_elevation_gain: number | null;
  /** Beats per minute: time-weighted average of `heartrate`. */
  readonly average_heartrate: number | null;
  /** Beats per minute: the highest `heartrate` sample. */
  readonly max_heartrate: number | null;
  /** Watts: time-weighted average of `watts`. */
  readonly average_watts: number | null;
  /** Watts: the highest `watts` sample. */
  readonly max_watts: number | null;
  /** Revolutions (steps of one foot) per minute: time-weighted average of `cadence`. */
  readonly average_cadence: number | null;
  /** Meters per second: time-weighted average of `velocity_smooth`. */
  readonly average_speed: number | null;
  /** Meters per second: the highest `velocity_smooth` sample. */
  readonly max_speed: number | null;
  /**
   * Watts: the fourth root of the mean of the fourth powers of the 30-second rolling
   * average of `watts`, on the samples resampled to one a second; null for less than 30
   * seconds of power.
   */
  readonly normalized_power: number | null;
}

/** The storage of the streams that figures read, where the set has them. */
export interface FigureStreams {
  readonly time: SampleStore | null;
  readonly distance: SampleStore | null;
  readonly altitude: SampleStore | null;
  readonly velocity_smooth: SampleStore | null;
  readonly heartrate: SampleStore | null;
  readonly cadence: SampleStore | null;
  readonly watts: SampleStore | null;
  readonly moving: SampleStore | null;
}

/** Samples of a number or integer stream: NaN is null (an `Int32Array` holds none). */
type Numbers = Float64Array | Int32Array;

/** Seconds of a 30-second rolling average. */
const ROLLING_SECONDS = 30;

/**
 * The figures of samples `start` to `end` (both included), as `StreamFigures` defines
 * them. Time weights: each sample weighs the time step to the next sample of the window
 * that has a time (the last one, and a sample without a time, weigh nothing); a null
 * sample is skipped with its weight. Where the weights sum to zero (a one-sample window),
 * and without a `time` stream, averages are plain means. Each figure is one pass over the
 * window's samples of the streams it reads.
 */
export function figuresOf(streams: FigureStreams, start: number, end: number): StreamFigures {
  const time = numbersOf(streams.time);
  const watts = numbersOf(streams.watts);
  const [averageHeartrate, maxHeartrate] = averageAndMax(numbersOf(streams.heartrate), time, start, end);
  const [averageWatts, maxWatts] = averageAndMax(watts, time, start, end);
  const [averageCadence] = averageAndMax(numbersOf(streams.cadence), time, start, end);
  const [averageSpeed, maxSpeed] = averageAndMax(numbersOf(streams.velocity_smooth), time, start, end);
  return {
    elapsed_time: span(time, start, end),
    moving_time: movingTime(time, streams.moving?.values as Uint8Array | undefined, start, end),
    distance: span(numbersOf(streams.distance), start, end),
    total_elevation_gain: gain(numbersOf(streams.altitude), start, end),
    average_heartrate: averageHeartrate,
    max_heartrate: maxHeartrate,
    average_watts: averageWatts,
    max_watts: maxWatts,
    average_cadence: averageCadence,
    average_speed: averageSpeed,
    max_speed: maxSpeed,
    normalized_power: watts === undefined ? null : normalizedPower(watts, time, start, end),
  };
}

function numbersOf(store: SampleStore | null): Numbers | undefined {
  return store === null ? undefined : (store.values as Numbers);
}

/** The last sample that is not null minus the first, or null when there is none. */
function span(values: Numbers | undefined, start: number, end: number): number | null {
  if (values === undefined) return null;
  let first = start;
  while (first <= end && Number.isNaN(values[first])) first++;
  if (first > end) return null;
  let last = end;
  while (Number.isNaN(values[last])) last--;
  return (values[last] ?? Number.NaN) - (values[first] ?? Number.NaN);
}

/** The sum of the rises from one sample that is not null to the next; null when there is none. */
function gain(values: Numbers | undefined, start: number, end: number): number | null {
  if (values === undefined) return null;
  let total = 0;
  let previous = Number.NaN;
  let seen = false;
  for (let index = start; index <= end; index++) {
    const value = values[index] ?? Number.NaN;
    if (value !== value) continue;
    // Against NaN (the first sample) the comparison is false.
    if (value > previous) total += value - previous;
    previous = value;
    seen = true;
  }
  return seen ? total : null;
}

/** The sum of the time steps (between samples with a time) whose end sample is moving. */
function movingTime(time: Numbers | undefined, moving: Uint8Array | undefined, start: number, end: number): number | null {
  if (time === undefined || moving === undefined) return null;
  let total = 0;
  let previous = Number.NaN;
  let seen = false;
  for (let index = start; index <= end; index++) {
    const now = time[index] ?? Number.NaN;
    if (now !== now) continue;
    if (seen && moving[index] === 1) total += now - previous;
    previous = now;
    seen = true;
  }
  return seen ? total : null;
}

/**
 * The time-weighted average and the maximum of the samples that are not null (see
 * `figuresOf`), both null when there is none. Read backwards, so that each sample meets
 * the time of the next one that has a time before it.
 */
function averageAndMax(values: Numbers | undefined, time: Numbers | undefined, start: number, end: number): readonly [number | null, number | null] {
  if (values === undefined) return [null, null];
  let count = 0;
  let sum = 0;
  let max = -Infinity;
  let weights = 0;
  let weighted = 0;
  let next = Number.NaN;
  for (let index = end; index >= start; index--) {
    const value = values[index] ?? Number.NaN;
    if (time !== undefined) {
      const now = time[index] ?? Number.NaN;
      if (now === now) {
        // Against the NaN of no next time (the window's last timed sample) the weight is 0.
        const weight = next === next ? next - now : 0;
        next = now;
        if (value === value) {
          weights += weight;
          weighted += weight * value;
        }
      }
    }
    if (value === value) {
      count++;
      sum += value;
      if (value > max) max = value;
    }
  }
  if (count === 0) return [null, null];
  return [weights !== 0 ? weighted / weights : sum / count, max];
}

/**
 * Normalized power over samples resampled to one a second: each sample with a time holds
 * its value until the next one's time (the last for one second; a sample without a time is
 * passed over), and the seconds a null sample holds are left out. Without a `time` stream,
 * each sample is one second. A value held for more than 30 seconds fills the rolling
 * window, after which each further second adds the same term: those are counted at once,
 * so a long pause costs no more than 30 seconds of work.
 */
function normalizedPower(watts: Numbers, time: Numbers | undefined, start: number, end: number): number | null {
  const window = new Float64Array(ROLLING_SECONDS);
  let position = 0;
  let filled = 0;
  let sum = 0;
  let terms = 0;
  let fourthPowers = 0;
  const hold = (value: number, seconds: number): void => {
    if (value !== value || seconds <= 0) return;
    const steps = Math.min(seconds, ROLLING_SECONDS);
    for (let step = 0; step < steps; step++) {
      sum += value - (window[position] ?? 0);
      window[position] = value;
      position = position === ROLLING_SECONDS - 1 ? 0 : position + 1;
      if (filled < ROLLING_SECONDS) filled++;
      if (filled === ROLLING_SECONDS) {
        const average = sum / ROLLING_SECONDS;
        fourthPowers += average * average * average * average;
        terms++;
      }
    }
    if (seconds > steps) {
      const average = sum / ROLLING_SECONDS;
      fourthPowers += (seconds - steps) * average * average * average * average;
      terms += seconds - steps;
    }
  };
  if (time === undefined) {
    for (let index = start; index <= end; index++) hold(watts[index] ?? Number.NaN, 1);
  } else {
    let heldValue = Number.NaN;
    let heldTime = Number.NaN;
    for (let index = start; index <= end; index++) {
      const now = time[index] ?? Number.NaN;
      if (now !== now) continue;
      if (heldTime === heldTime) hold(heldValue, now - heldTime);
      heldValue = watts[index] ?? Number.NaN;
      heldTime = now;
    }
    if (heldTime === heldTime) hold(heldValue, 1);
  }
  return terms === 0 ? null : Math.sqrt(Math.sqrt(fourthPowers / terms));
}
