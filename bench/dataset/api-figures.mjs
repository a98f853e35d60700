// The API's own figures of a stretch of samples: what a generated lap, split, segment effort
// or activity says about its window of the generated streams. This file is the one place
// the generator states the rule; if the rule changes (checked against real bodies), only
// this file changes.

/**
 * The longest step between two samples that is still recording (seconds). The generator
 * records a sample a second, now and then 2 or 3 seconds apart, and never 4 to 19: a longer
 * step is an auto-pause (20 to 1,500 s), so any pause limit from 3 to 19 s tells them apart.
 */
export const LONGEST_RECORDING_STEP = 3;

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The figures of samples `start` to `end` (both included) of `samples`: a stream set keyed
 * by type as the generator serves it (`samples.heartrate.data`, null where a sensor dropped
 * out), or its columns by type (`samples.heartrate`: an array, or a typed array with NaN
 * for null; `moving` as booleans or 1 and 0). By the API's rule as the generator follows it:
 *
 * - a step is the time from one sample to the next; it is **moving** when its end sample is
 *   `moving` and it is not a pause (at most `LONGEST_RECORDING_STEP` seconds);
 * - `elapsed_time`: the last `time` minus the first;
 * - `moving_time`: the sum of the moving steps;
 * - `distance`: the last `distance` minus the first;
 * - `average_speed`: `distance` / `moving_time`;
 * - `average_heartrate`, `average_cadence`, `average_watts`: the mean of the samples, each
 *   weighted by the step to the next sample when that step is moving (else it weighs
 *   nothing), null samples left out with their weight, and a cadence of 0 left out too
 *   (a coasting rider or a swimmer pushing off: the API's average cadence leaves zeros out);
 *   where no moving step weighs a sample, the plain mean of the window's samples;
 * - `max_speed` (of `velocity_smooth`), `max_heartrate`, `max_watts`, `elev_high`,
 *   `elev_low`: over every sample of the window;
 * - `total_elevation_gain`: the sum of the rises of `altitude` from sample to sample;
 * - `kilojoules`: the work of the moving steps (watts × step), `weighted_average_watts`:
 *   the fourth root of the mean fourth power of the 30-sample rolling mean of the watts of
 *   the moving steps (both rides only);
 *
 * rounded as the API rounds: whole seconds, meters and heart rates to a tenth, speeds to
 * a thousandth, maxima of integer streams whole. A figure whose stream is absent, or holds
 * no sample that counts, is null.
 */
export function apiFigures(samples, start, end) {
  const column = (type) => {
    const stream = samples[type];
    if (stream === undefined || stream === null) return null;
    return Array.isArray(stream) || ArrayBuffer.isView(stream) ? stream : stream.data;
  };
  const time = column('time');
  const moving = column('moving');
  const distance = column('distance');
  const altitude = column('altitude');
  const speed = column('velocity_smooth');
  const heartrate = column('heartrate');
  const cadence = column('cadence');
  const watts = column('watts');
  let heartrateSum = 0, heartrateWeight = 0, cadenceSum = 0, cadenceWeight = 0, wattsSum = 0, wattsWeight = 0;
  let movingTime = 0;
  let gain = 0;
  // The watts of each second of the moving steps, for the 30-second rolling mean.
  const seconds = watts === null ? null : new Float64Array((end - start) * LONGEST_RECORDING_STEP);
  let second = 0;
  for (let i = start; i < end; i++) {
    const step = time[i + 1] - time[i];
    const counts = moving !== null && Boolean(moving[i + 1]) && step <= LONGEST_RECORDING_STEP;
    if (altitude !== null && isSample(altitude[i]) && isSample(altitude[i + 1]) && altitude[i + 1] > altitude[i]) gain += altitude[i + 1] - altitude[i];
    if (!counts) continue;
    movingTime += step;
    if (heartrate !== null && isSample(heartrate[i])) {
      heartrateSum += heartrate[i] * step;
      heartrateWeight += step;
    }
    if (cadence !== null && isSample(cadence[i]) && cadence[i] !== 0) {
      cadenceSum += cadence[i] * step;
      cadenceWeight += step;
    }
    if (watts !== null && isSample(watts[i])) {
      wattsSum += watts[i] * step;
      wattsWeight += step;
      for (let k = 0; k < step; k++) seconds[second++] = watts[i];
    }
  }
  // Where no moving step weighs a sample (a lap spent standing, or whose sensor dropped out
  // while moving), the plain mean of the window's samples, as for a one-sample window.
  const average = (sum, weight, data, leaveZerosOut) => {
    if (weight !== 0) return round(sum / weight, 1);
    if (data === null) return null;
    let plainSum = 0;
    let count = 0;
    for (let i = start; i <= end; i++) {
      if (!isSample(data[i]) || (leaveZerosOut && data[i] === 0)) continue;
      plainSum += data[i];
      count += 1;
    }
    return count === 0 ? null : round(plainSum / count, 1);
  };
  const extreme = (data, pick) => {
    if (data === null) return null;
    let found = null;
    for (let i = start; i <= end; i++) if (isSample(data[i]) && (found === null || pick(data[i], found))) found = data[i];
    return found;
  };
  const meters = distance === null ? null : round(distance[end] - distance[start], 1);
  return {
    elapsed_time: time[end] - time[start],
    moving_time: movingTime,
    distance: meters,
    average_speed: meters === null || movingTime === 0 ? null : round(meters / movingTime, 3),
    max_speed: extreme(speed, (a, b) => a > b),
    average_heartrate: average(heartrateSum, heartrateWeight, heartrate, false),
    max_heartrate: extreme(heartrate, (a, b) => a > b),
    average_cadence: average(cadenceSum, cadenceWeight, cadence, true),
    average_watts: average(wattsSum, wattsWeight, watts, false),
    max_watts: extreme(watts, (a, b) => a > b),
    weighted_average_watts: seconds === null ? null : weightedAverageWatts(seconds, second),
    kilojoules: watts === null ? null : round(wattsSum / 1000, 1),
    total_elevation_gain: altitude === null ? null : round(gain, 1),
    elev_high: extreme(altitude, (a, b) => a > b),
    elev_low: extreme(altitude, (a, b) => a < b),
  };
}

/** Whether a sample is there: neither null nor NaN (a typed column's null). */
function isSample(value) {
  return value !== null && value !== undefined && value === value;
}

/** Watts: the fourth root of the mean fourth power of the 30-second rolling mean of the first `count` seconds; null under 30 seconds. */
function weightedAverageWatts(watts, count) {
  if (count < 30) return null;
  let rolling = 0;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    rolling += watts[i] - (i >= 30 ? watts[i - 30] : 0);
    if (i >= 29) {
      const mean = rolling / 30;
      sum += mean * mean * mean * mean;
    }
  }
  return Math.round(Math.sqrt(Math.sqrt(sum / (count - 29))));
}
