// Laps for the benchmarks: many, quickly, shaped like GET /activities/{id}/laps items,
// with ids near 1e10 or beyond 2^53 and a fifth of the optional fields null. (The data set
// of world.mjs is the realistic one; these are bulk input whose figures need not agree.)

import { random } from './random.mjs';

const BASE_TIME = Date.UTC(2024, 0, 1, 6, 0, 0);
const ID_BASE = 10_000_000_000;

function isoSeconds(ms) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * `count` laps: ids near 1e10 (or beyond 2^53 as bigint, with `bigIds`), about 20% of the
 * optional fields null, and `resource_state` extras on the lap and its references.
 */
export function generateLaps(count, { bigIds = false, seed = 2024 } = {}) {
  const next = random(seed);
  const maybe = (value) => (next() < 0.2 ? null : value);
  const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;
  const id = (n) => (bigIds ? 12345678987654321n + BigInt(n) : ID_BASE + n);
  const laps = [];
  for (let i = 0; i < count; i++) {
    const lapIndex = (i % 10) + 1;
    const activity = Math.floor(i / 10);
    const start = BASE_TIME + activity * 86_400_000 + lapIndex * 600_000;
    const elapsed = 300 + Math.floor(next() * 900);
    const distance = round(1000 + next() * 9000, 2);
    laps.push({
      id: id(i * 7 + 3),
      resource_state: 2,
      name: `Lap ${lapIndex}`,
      activity: { id: id(activity), resource_state: 1 },
      athlete: { id: 134815 + (activity % 50), resource_state: 1 },
      elapsed_time: elapsed,
      moving_time: maybe(elapsed - Math.floor(next() * 60)),
      start_date: isoSeconds(start),
      start_date_local: isoSeconds(start - 8 * 3_600_000),
      distance,
      start_index: lapIndex * 600,
      end_index: lapIndex * 600 + elapsed,
      total_elevation_gain: maybe(round(next() * 120, 1)),
      average_speed: round(distance / elapsed, 2),
      max_speed: maybe(round(distance / elapsed + next() * 4, 2)),
      average_cadence: maybe(round(70 + next() * 20, 1)),
      device_watts: maybe(next() < 0.7),
      average_watts: maybe(round(150 + next() * 150, 1)),
      average_heartrate: maybe(round(120 + next() * 50, 1)),
      max_heartrate: maybe(150 + Math.floor(next() * 40)),
      lap_index: lapIndex,
      split: lapIndex,
      pace_zone: maybe(1 + Math.floor(next() * 5)),
    });
  }
  return laps;
}

