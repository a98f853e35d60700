import { flagsOf, movingSeconds, numbersOf, type Numbers } from './moving-rule.js';
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
  /**
   * Seconds of the time steps that count as moving: no recording pause (a step of at most
   * 10 seconds) and the end sample flagged `moving` (needs `time` and `moving`).
   */
  readonly moving_time: number | null;
  /** Meters from the window's first `distance` sample to its last. */
  readonly distance: number | null;
  /** Meters: the sum of the rises of `altitude` from one sample to the next. */
  readonly total_elevation_gain: number | null;
  /** Beats per minute: average of `heartrate` over moving time. */
  readonly average_heartrate: number | null;
  /** Beats per minute: the highest `heartrate` sample. */
  readonly max_heartrate: number | null;
  /** Watts: average of `watts` over moving time (samples of 0 included). */
  readonly average_watts: number | null;
  /** Watts: the highest `watts` sample. */
  readonly max_watts: number | null;
  /**
   * Revolutions (steps of one foot) per minute: average of `cadence` over moving time,
   * samples of 0 (coasting) left out, as the API's own average leaves them out.
   */
  readonly average_cadence: number | null;
  /** Meters per second: average of `velocity_smooth` over moving time. */
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

/** Seconds of a 30-second rolling average. */
const ROLLING_SECONDS = 30;
/**
 * The seconds of the rolling average, one array for every pass (a pass runs to its end
 * before another starts, and calls out to nothing): a new one each pass was a third of
 * the time of a pass over 30 points, an allocation and its collection.
 */
const ROLLING = new Float64Array(ROLLING_SECONDS);
/**
 * What speeds are scaled by when their weighted sum overflows: a weight (at most
 * `PAUSE_SECONDS`, a step that counts as moving) times a scaled speed (at most 2^896)
 * summed over 2^32 samples stays below 2^932.
 */
const SPEED_SCALE = 2 ** -128;

/**
 * The figures of samples `start` to `end` (both included), as `StreamFigures` defines
 * them, from one pass over the window (`addUp`; a pass per figure took three times as long
 * as one hand-written pass over the same samples). Time weights follow the moving rule
 * (`movingSeconds`): each sample weighs the step to the next sample of the window that has
 * a time when that step counts as moving, else nothing (the last one, and a sample without
 * a time, weigh nothing); a null sample is skipped with its weight; a step back in time
 * weighs nothing. Where the weights sum to zero (a one-sample window, a window standing
 * still), and without a `time` stream, averages are plain means.
 */
export function figuresOf(streams: FigureStreams, start: number, end: number): StreamFigures {
  return addUp(start, end, streams.time === null ? undefined : numbersOf(streams.time), flagsOf(streams.moving), streams.moving !== null,
    numbersOf(streams.distance), numbersOf(streams.altitude), numbersOf(streams.heartrate), numbersOf(streams.cadence), numbersOf(streams.watts),
    numbersOf(streams.velocity_smooth), streams.watts !== null);
}

/**
 * A sample of an integer stream, as a double. Read from an `Int32Array` (how the store
 * keeps an integer stream without nulls), V8 kept each value as a 32-bit integer and
 * converted it at every use: the pass took 1.16 to 1.20 times a hand-written one over
 * `Float64Array`s, against 1.07 to 1.10 with this product, which changes no value (a safe
 * integer doubled and halved is itself; NaN stays NaN) but is a double from the start.
 */
function asDouble(sample: number): number {
  return sample * 2 * 0.5;
}

/** The time-weighted average; the plain mean where the weights sum to zero; null without a sample. */
function average(count: number, sum: number, weights: number, weighted: number): number | null {
  if (count === 0) return null;
  return weights !== 0 ? weighted / weights : sum / count;
}

/**
 * The average of speeds whose weighted sum overflowed, to Infinity or, with both signs,
 * NaN (speeds near the largest double; no integer stream comes near: their weighted sums
 * stay below 2^140): the pass again over the window's speeds scaled down, whose average
 * lies among them, so that scaling it back up cannot overflow but by a rounding.
 */
function rescaledSpeed(from: number, to: number, time: Numbers | undefined, moving: Uint8Array, hasFlags: boolean, speed: Numbers): number {
  const none = numbersOf(null);
  const scaled = speed.slice(from, to + 1).map((value) => value * SPEED_SCALE);
  const again = addUp(0, to - from, time?.subarray(from, to + 1), moving.subarray(from, to + 1), hasFlags, none, none, none, none, none, scaled, false);
  return Math.min(Math.max((again.average_speed ?? NaN) / SPEED_SCALE, -Number.MAX_VALUE), Number.MAX_VALUE);
}

/**
 * The figures of samples `from` to `to` (both included), added up in one pass, every total in a local
 * (added up in an object's fields or a typed array, each `+=` waited for the one before
 * it, and the pass took five times as long). The samples are read in place, by the set's
 * indexes; an absent stream has none, and a read beyond them (undefined) is a null. Each
 * timed sample is met after the one before it, so it is then that the one before is
 * weighed (its values wait in `pending…`) and its power held; one more turn of the loop
 * holds the window's last timed sample's power for one second. `time` is undefined
 * without a `time` stream: averages are then plain means, and each sample is one second
 * of power. A cadence of 0 is left out of the cadence's totals.
 *
 * Power is resampled to one value a second by holding each value for the seconds it
 * covers (the seconds a null holds are left out), into a 30-second rolling window. A value
 * held for more than 30 seconds fills the window, after which each further second adds
 * the same term: those are counted at once, so a long pause costs no more than 30 seconds
 * of work.
 */
function addUp(
  from: number,
  to: number,
  time: Numbers | undefined,
  moving: Uint8Array,
  hasFlags: boolean,
  distance: Numbers,
  altitude: Numbers,
  heartrate: Numbers,
  cadence: Numbers,
  watts: Numbers,
  speed: Numbers,
  hasWatts: boolean,
): StreamFigures {
  let heartrateCount = 0, heartrateSum = 0, heartrateMax = -Infinity, heartrateWeights = 0, heartrateWeighted = 0, pendingHeartrate = NaN;
  let cadenceCount = 0, cadenceSum = 0, cadenceWeights = 0, cadenceWeighted = 0, pendingCadence = NaN;
  let wattsCount = 0, wattsSum = 0, wattsMax = -Infinity, wattsWeights = 0, wattsWeighted = 0, pendingWatts = NaN;
  let speedCount = 0, speedSum = 0, speedMax = -Infinity, speedWeights = 0, speedWeighted = 0, pendingSpeed = NaN;
  let firstTime = NaN, lastTime = NaN, movingTime = 0;
  let firstDistance = NaN, lastDistance = NaN, lastAltitude = NaN, gain = 0;
  const rolling = ROLLING.fill(0);
  let place = 0, filled = 0, rollingSum = 0, terms = 0, fourthPowers = 0;
  for (let index = from; index <= to + 1; index++) {
    let heldPower = NaN;
    let heldSeconds = 0;
    if (index > to) {
      heldPower = pendingWatts;
      heldSeconds = 1;
    } else {
      const beats = asDouble(heartrate[index] ?? NaN);
      if (beats === beats) {
        heartrateCount++;
        heartrateSum += beats;
        if (beats > heartrateMax) heartrateMax = beats;
      }
      // A cadence of 0 (coasting) is no cadence: the API's average leaves it out.
      const read = asDouble(cadence[index] ?? NaN);
      const turns = read === 0 ? NaN : read;
      if (turns === turns) {
        cadenceCount++;
        cadenceSum += turns;
      }
      const output = asDouble(watts[index] ?? NaN);
      if (output === output) {
        wattsCount++;
        wattsSum += output;
        if (output > wattsMax) wattsMax = output;
      }
      const pace = speed[index] ?? NaN;
      if (pace === pace) {
        speedCount++;
        speedSum += pace;
        if (pace > speedMax) speedMax = pace;
      }
      const meters = distance[index] ?? NaN;
      if (meters === meters) {
        if (firstDistance !== firstDistance) firstDistance = meters;
        lastDistance = meters;
      }
      const height = altitude[index] ?? NaN;
      if (height === height) {
        // Against NaN (no altitude met yet) the comparison is false.
        if (height > lastAltitude) gain += height - lastAltitude;
        lastAltitude = height;
      }
      const now = time === undefined ? NaN : asDouble(time[index] ?? NaN);
      if (time === undefined) {
        heldPower = output;
        heldSeconds = 1;
      } else if (now === now) {
        if (lastTime === lastTime) {
          // A step back in time (a device's clock put back) covers no time: weighed as it
          // stood, it took time off the other samples, and an average left their range.
          const step = now > lastTime ? now - lastTime : 0;
          const weight = movingSeconds(step, moving[index], hasFlags);
          if (pendingHeartrate === pendingHeartrate) {
            heartrateWeights += weight;
            heartrateWeighted += weight * pendingHeartrate;
          }
          if (pendingCadence === pendingCadence) {
            cadenceWeights += weight;
            cadenceWeighted += weight * pendingCadence;
          }
          if (pendingWatts === pendingWatts) {
            wattsWeights += weight;
            wattsWeighted += weight * pendingWatts;
          }
          if (pendingSpeed === pendingSpeed) {
            speedWeights += weight;
            speedWeighted += weight * pendingSpeed;
          }
          movingTime += weight;
          heldPower = pendingWatts;
          heldSeconds = step;
        } else {
          firstTime = now;
        }
        lastTime = now;
        pendingHeartrate = beats;
        pendingCadence = turns;
        pendingWatts = output;
        pendingSpeed = pace;
      }
    }
    if (heldPower === heldPower && heldSeconds === 1) {
      // One second, as every second of one-second data is: kept apart from the loop below,
      // filling of the window included (a window of 30 points is all filling).
      rollingSum += heldPower - (rolling[place] ?? 0);
      rolling[place] = heldPower;
      place = place === ROLLING_SECONDS - 1 ? 0 : place + 1;
      if (filled === ROLLING_SECONDS || ++filled === ROLLING_SECONDS) {
        const average = rollingSum / ROLLING_SECONDS;
        fourthPowers += average * average * average * average;
        terms++;
      }
    } else if (heldPower === heldPower && heldSeconds > 0) {
      const steps = heldSeconds < ROLLING_SECONDS ? heldSeconds : ROLLING_SECONDS;
      for (let second = 0; second < steps; second++) {
        rollingSum += heldPower - (rolling[place] ?? 0);
        rolling[place] = heldPower;
        place = place === ROLLING_SECONDS - 1 ? 0 : place + 1;
        if (filled < ROLLING_SECONDS) filled++;
        if (filled === ROLLING_SECONDS) {
          const average = rollingSum / ROLLING_SECONDS;
          fourthPowers += average * average * average * average;
          terms++;
        }
      }
      if (heldSeconds > steps) {
        const average = rollingSum / ROLLING_SECONDS;
        fourthPowers += (heldSeconds - steps) * average * average * average * average;
        terms += heldSeconds - steps;
      }
    }
  }
  const timed = lastTime === lastTime;
  let averageSpeed = average(speedCount, speedSum, speedWeights, speedWeighted);
  if (averageSpeed !== null && !Number.isFinite(averageSpeed)) averageSpeed = rescaledSpeed(from, to, time, moving, hasFlags, speed);
  return {
    elapsed_time: timed ? lastTime - firstTime : null,
    moving_time: timed && hasFlags ? movingTime : null,
    distance: lastDistance === lastDistance ? lastDistance - firstDistance : null,
    total_elevation_gain: lastAltitude === lastAltitude ? gain : null,
    average_heartrate: average(heartrateCount, heartrateSum, heartrateWeights, heartrateWeighted),
    max_heartrate: heartrateCount === 0 ? null : heartrateMax,
    average_watts: average(wattsCount, wattsSum, wattsWeights, wattsWeighted),
    max_watts: wattsCount === 0 ? null : wattsMax,
    average_cadence: average(cadenceCount, cadenceSum, cadenceWeights, cadenceWeighted),
    average_speed: averageSpeed,
    max_speed: speedCount === 0 ? null : speedMax,
    normalized_power: hasWatts && terms > 0 ? Math.sqrt(Math.sqrt(fourthPowers / terms)) : null,
  };
}
