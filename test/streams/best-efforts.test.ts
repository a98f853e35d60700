import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StreamSet } from '../../src/index.js';

const set = (streams: Record<string, unknown[]>): StreamSet =>
  StreamSet.parse(Object.fromEntries(Object.entries(streams).map(([type, data]) => [type, { data }])));

describe('bestEfforts()', () => {
  const run = set({ time: [0, 10, 20, 30, 40, 50], distance: [0, 30, 70, 100, 150, 180] });

  it('gives the fastest time over each distance and the samples it runs between (worked by hand)', () => {
    const efforts = run.bestEfforts([50, 100, 150, 180, 181]);
    expect(efforts).toEqual([
      { distance: 50, elapsed_time: 10, start_index: 3, end_index: 4 }, // 100 to 150 m
      { distance: 100, elapsed_time: 30, start_index: 0, end_index: 3 }, // 0 to 100 m, the first to end of three in 30 s
      { distance: 150, elapsed_time: 40, start_index: 0, end_index: 4 },
      { distance: 180, elapsed_time: 50, start_index: 0, end_index: 5 },
      { distance: 181, elapsed_time: null, start_index: null, end_index: null },
    ]);
    expect(Object.isFrozen(efforts) && efforts.every((effort) => Object.isFrozen(effort))).toBe(true);
    expect(run.window({ start_index: 1, end_index: 3 }).bestEfforts([40])).toEqual([{ distance: 40, elapsed_time: 10, start_index: 1, end_index: 2 }]);
  });

  it('counts pauses in the elapsed time, as the API counts a best effort, and passes over samples without a time or a distance', () => {
    const paused = set({ time: [0, 10, 1210, 1220], distance: [0, 50, 50, 100], moving: [true, true, true, true] });
    expect(paused.bestEfforts([100])[0]?.elapsed_time).toBe(1220);
    const gaps = set({ time: [0, null, 20, 30], distance: [0, 50, null, 100] });
    expect(gaps.bestEfforts([100])).toEqual([{ distance: 100, elapsed_time: 30, start_index: 0, end_index: 3 }]);
  });

  it('gives null without time or distance, and refuses a distance that is not a finite number above 0', () => {
    expect(set({ distance: [0, 500] }).bestEfforts([400])).toEqual([{ distance: 400, elapsed_time: null, start_index: null, end_index: null }]);
    expect(() => run.bestEfforts([0])).toThrow(/distances\[0\]: expected a finite number of meters above 0, received 0/);
    expect(() => run.bestEfforts([Number.POSITIVE_INFINITY])).toThrow(RangeError);
    expect(() => run.bestEfforts(null as never)).toThrow(/expected an array of distances in meters, received null/);
  });

  it('agrees with every pair of samples tried, on generated runs whose distance never falls', () => {
    const rows = fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.double({ min: 0, max: 50, noNaN: true })), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(rows, fc.array(fc.double({ min: 1, max: 500, noNaN: true }), { maxLength: 4 }), (samples, distances) => {
        let now = 0;
        let meters = 0;
        const time = samples.map(([step]) => (now += step));
        const distance = samples.map(([, step]) => (meters += step));
        const ours = set({ time, distance }).bestEfforts(distances);
        distances.forEach((wanted, index) => {
          let best: number | null = null;
          for (let last = 0; last < time.length; last++) {
            for (let first = 0; first < last; first++) {
              const elapsed = (time[last] ?? 0) - (time[first] ?? 0);
              if ((distance[last] ?? 0) - (distance[first] ?? 0) >= wanted && (best === null || elapsed < best)) best = elapsed;
            }
          }
          const effort = ours[index];
          expect(effort?.elapsed_time, `${wanted} m`).toBe(best);
          if (effort?.start_index != null && effort.end_index != null) {
            expect((distance[effort.end_index] ?? 0) - (distance[effort.start_index] ?? 0)).toBeGreaterThanOrEqual(wanted);
            expect((time[effort.end_index] ?? 0) - (time[effort.start_index] ?? 0)).toBe(best);
          }
        });
      }),
    );
  });
});
