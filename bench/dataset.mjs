// A deterministic, realistic data set of laps, shaped like GET /activities/{id}/laps bodies.

/** A small seeded PRNG (mulberry32), so every run measures the same data in the same order. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new array of `items` in a random order: Fisher-Yates on `next`, a generator `random` made. */
export function shuffled(items, next) {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

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
