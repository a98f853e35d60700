import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StreamSet, type PowerCurvePoint } from '../../src/index.js';

const set = (streams: Record<string, unknown[]>): StreamSet =>
  StreamSet.parse(Object.fromEntries(Object.entries(streams).map(([type, data]) => [type, { data }])));
const watts = (points: readonly PowerCurvePoint[]) => points.map((point) => point.watts);

describe('powerCurve()', () => {
  it('gives the best average over each duration and where it lies, one-second samples (worked by hand)', () => {
    const ride = set({ time: [0, 1, 2, 3, 4, 5], watts: [100, 300, 200, 400, 100, 0] });
    const curve = ride.powerCurve([1, 2, 3, 6, 7]);
    expect(curve).toEqual([
      { duration: 1, watts: 400, start_index: 3, end_index: 3 },
      { duration: 2, watts: 300, start_index: 2, end_index: 3 }, // 200 + 400, the earliest of 300 + 200 is lower
      { duration: 3, watts: 300, start_index: 1, end_index: 3 },
      { duration: 6, watts: 1100 / 6, start_index: 0, end_index: 5 }, // the last sample holds its second
      { duration: 7, watts: null, start_index: null, end_index: null },
    ]);
    expect(Object.isFrozen(curve) && curve.every((point) => Object.isFrozen(point))).toBe(true);
    expect(ride.window({ start_index: 1, end_index: 3 }).powerCurve([2])).toEqual([{ duration: 2, watts: 300, start_index: 2, end_index: 3 }]);
  });

  it('holds a sample until the next one, and each sample one second without a time stream', () => {
    expect(watts(set({ time: [0, 3, 4], watts: [100, 400, 0] }).powerCurve([3, 4]))).toEqual([(200 + 400) / 3, (300 + 400) / 4]); // seconds of 100, 100, 100, 400 and 0
    expect(watts(set({ watts: [100, 400, 0] }).powerCurve([2, 3]))).toEqual([250, 500 / 3]);
  });

  it('never spans a recording pause or a null sample: no second is made up', () => {
    // 600 W for 3 s, an auto-pause of 1,200 s, then 300 W for 4 s.
    const paused = set({ time: [0, 1, 2, 1202, 1203, 1204, 1205], watts: [600, 600, 600, 300, 300, 300, 300], moving: [true, true, true, true, true, true, true] });
    expect(paused.powerCurve([3, 4, 5])).toEqual([
      { duration: 3, watts: 600, start_index: 0, end_index: 2 },
      { duration: 4, watts: 300, start_index: 3, end_index: 6 },
      { duration: 5, watts: null, start_index: null, end_index: null },
    ]);
    const dropout = set({ time: [0, 1, 2, 3, 4], watts: [500, 500, null, 100, 100] });
    expect(watts(dropout.powerCurve([2, 3]))).toEqual([500, null]);
    // Standing still with the recording on is recorded power: it counts.
    expect(watts(set({ time: [0, 1, 2], watts: [300, 0, 300], moving: [true, false, true] }).powerCurve([3]))).toEqual([200]);
  });

  it('gives null without power, and refuses a duration that is no whole number of seconds of at least 1', () => {
    expect(set({ time: [0, 1] }).powerCurve([1])).toEqual([{ duration: 1, watts: null, start_index: null, end_index: null }]);
    expect(StreamSet.parse({}).powerCurve([])).toEqual([]);
    const ride = set({ watts: [1] });
    expect(() => ride.powerCurve([0])).toThrow(/durations\[0\]: expected a whole number of seconds of at least 1, received 0/);
    expect(() => ride.powerCurve([1.5])).toThrow(RangeError);
    expect(() => ride.powerCurve('60' as never)).toThrow(/expected an array of durations in seconds, received "60"/);
  });

  it('agrees with every stretch of seconds tried, on generated samples with pauses, nulls, steps back and no time', () => {
    const rows = fc.array(fc.tuple(fc.integer({ min: -2, max: 14 }), fc.option(fc.integer({ min: 0, max: 900 }), { nil: null, freq: 7 })), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(rows, fc.boolean(), fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 6 }), (samples, timed, durations) => {
        let now = 0;
        const time = samples.map(([step]) => (now += step));
        const power = samples.map(([, value]) => value);
        const ours = set(timed ? { time, watts: power } : { watts: power }).powerCurve(durations);
        const seconds = referenceSeconds(timed ? time : undefined, power);
        durations.forEach((duration, index) => {
          let best: number | null = null;
          for (let first = 0; first + duration <= seconds.length; first++) {
            const stretch = seconds.slice(first, first + duration);
            if (stretch.every((value) => value !== null)) {
              const average = stretch.reduce((sum, value) => sum + value, 0) / duration;
              if (best === null || average > best) best = average;
            }
          }
          expect(ours[index]?.watts, `${duration} s`).toBe(best);
        });
      }),
    );
  });
});

/** Power second by second, written the plain way: each timed sample held until the next, a pause one second and then a hole (null). */
function referenceSeconds(time: number[] | undefined, power: (number | null)[]): (number | null)[] {
  if (time === undefined) return power;
  const seconds: (number | null)[] = [];
  power.forEach((value, index) => {
    const next = time[index + 1];
    const step = next === undefined ? 1 : Math.max(0, next - (time[index] ?? 0));
    if (step > 10) seconds.push(value, null);
    else for (let second = 0; second < step; second++) seconds.push(value);
  });
  return seconds;
}
