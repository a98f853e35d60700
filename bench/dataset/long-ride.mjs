// A ride of any number of samples, for benchmarks that want a stream body of a given
// length: the generated athlete's long ride round their longest course, recorded at 1 Hz
// with every sensor (all eleven stream types), stops and drop-outs as any recording, cut
// to the length asked.

import { makeAthlete } from './athlete.mjs';
import { makeCourse } from './courses.mjs';
import { Draw, random, seedOf } from './random.mjs';
import { recordActivity } from './recording.mjs';

/**
 * A stream set of a ride of `points` samples, keyed by type as `key_by_type=true` answers
 * (`shape: 'array'`: the array of streams with `type`), every type, `resolution: "high"`.
 */
export function generateStreams(points, { shape = 'keyed', seed = 1 } = {}) {
  const athlete = makeAthlete(seed);
  const course = makeCourse(new Draw(random(seedOf(seed, 'long ride'))), { home: athlete.home, length: 71_000, relief: 70 });
  const plan = {
    sport: 'Ride', distance: points * 12, intensity: 0.68, course, athlete,
    sensors: { heartrate: true, power: true, cadence: true, temperature: true },
    autoPause: true, stopEvery: 15_000, temperature: 18,
  };
  const set = recordActivity(plan, new Draw(random(seedOf(seed, 'long ride', points)))).streamSet();
  const streams = Object.entries(set).map(([type, stream]) => [type, { ...stream, data: stream.data.slice(0, points), original_size: points }]);
  if (shape === 'array') return streams.map(([type, stream]) => ({ type, ...stream }));
  return Object.fromEntries(streams);
}
