import { describeReceived } from '../parse/received-value.js';
import { numbersOf } from './moving-rule.js';
import type { StoresByType } from './sample-store.js';

/** The fastest time over one distance (an item of `bestEfforts`): frozen plain data, named as the API's best efforts. */
export interface BestEffort {
  /** The distance asked for, in meters. */
  readonly distance: number;
  /** Seconds from the effort's first sample to its last, pauses included (as the API counts a best effort); null where the samples cover no such distance. */
  readonly elapsed_time: number | null;
  /** Index of the effort's first sample in the set's streams (`window(effort)` cuts it); null with `elapsed_time`. */
  readonly start_index: number | null;
  /** Index of the effort's last sample in the set's streams (included); null with `elapsed_time`. */
  readonly end_index: number | null;
}

/**
 * The fastest time over each of `distances` within samples `start` to `end` (both
 * included), in their order: the least elapsed time between two samples whose `distance`
 * differs by at least the distance asked for, the shortest such pair ending at each sample
 * (as the API's best efforts: the same times and indexes on every real activity with
 * both). A sample without a time or a distance is passed over; a pair whose time runs back
 * is no effort; ties go to the effort that ends first.
 *
 * Time: one pass over the samples per distance, two indexes moving forward only.
 *
 * @throws RangeError when `distances` is not an array of finite numbers of meters above 0
 */
export function bestEffortsOf(stores: StoresByType, start: number, end: number, distances: readonly number[]): readonly BestEffort[] {
  const asked = checkDistances(distances);
  const samples = stores.time === null || stores.distance === null ? undefined : timedDistances(stores, start, end);
  return Object.freeze(asked.map((distance) => Object.freeze(samples === undefined ? noEffort(distance) : fastest(samples, distance))));
}

function checkDistances(distances: unknown): number[] {
  if (!Array.isArray(distances)) throw new RangeError(`bestEfforts: expected an array of distances in meters, received ${describeReceived(distances)}`);
  return (distances as unknown[]).map((distance, index) => {
    if (typeof distance !== 'number' || !Number.isFinite(distance) || distance <= 0) {
      throw new RangeError(`bestEfforts: distances[${index}]: expected a finite number of meters above 0, received ${describeReceived(distance)}`);
    }
    return distance;
  });
}

function noEffort(distance: number): BestEffort {
  return { distance, elapsed_time: null, start_index: null, end_index: null };
}

/** The samples that have both a time and a distance: their times, distances and indexes. */
interface TimedDistances {
  readonly times: Float64Array;
  readonly meters: Float64Array;
  readonly indexes: Int32Array;
}

function timedDistances(stores: StoresByType, start: number, end: number): TimedDistances {
  const time = numbersOf(stores.time);
  const distance = numbersOf(stores.distance);
  const times = new Float64Array(end - start + 1);
  const meters = new Float64Array(end - start + 1);
  const indexes = new Int32Array(end - start + 1);
  let count = 0;
  for (let index = start; index <= end; index++) {
    const now = time[index] ?? NaN;
    const at = distance[index] ?? NaN;
    if (now !== now || at !== at) continue;
    times[count] = now;
    meters[count] = at;
    indexes[count++] = index;
  }
  return { times: times.subarray(0, count), meters: meters.subarray(0, count), indexes: indexes.subarray(0, count) };
}

function fastest({ times, meters, indexes }: TimedDistances, distance: number): BestEffort {
  let best = Infinity;
  let bestFirst = -1;
  let bestLast = -1;
  let first = 0;
  for (let last = 0; last < meters.length; last++) {
    const at = meters[last] ?? NaN;
    // The latest start that still covers the distance: with distances that only rise, the
    // start for a later end is never earlier.
    while (first < last && at - (meters[first + 1] ?? NaN) >= distance) first++;
    if (!(at - (meters[first] ?? NaN) >= distance)) continue;
    const elapsed = (times[last] ?? NaN) - (times[first] ?? NaN);
    if (elapsed >= 0 && elapsed < best) {
      best = elapsed;
      bestFirst = first;
      bestLast = last;
    }
  }
  if (bestLast < 0) return noEffort(distance);
  return { distance, elapsed_time: best, start_index: indexes[bestFirst] ?? null, end_index: indexes[bestLast] ?? null };
}
