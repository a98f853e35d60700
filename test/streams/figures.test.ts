import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StreamSet, type StreamFigures } from '../../src/index.js';

const set = (streams: Record<string, unknown[]>): StreamSet =>
  StreamSet.parse(Object.fromEntries(Object.entries(streams).map(([type, data]) => [type, { data }])));
const whole = (streams: StreamSet, length: number): StreamFigures => streams.window({ start_index: 0, end_index: length - 1 }).figures();

describe('figures()', () => {
  const streams = set({
    time: [0, 1, 2, 4, 5],
    distance: [0, 3, 6, 12, 15],
    altitude: [10, 12, 11, 15, null],
    heartrate: [100, 110, null, 130, 140],
    cadence: [80, 82, 84, 86, 88],
    watts: [100, 200, 300, 400, 500],
    velocity_smooth: [3, 3.5, 3, 2, 4],
    moving: [false, true, false, true, true],
  });

  it('computes each figure as the spec defines it (worked by hand)', () => {
    // Steps 1, 1, 2, 1 s; the moving ones end at samples 1, 3 and 4, so the samples weigh 1, 0, 2, 1 and 0.
    expect(whole(streams, 5)).toEqual({
      elapsed_time: 5,
      moving_time: 1 + 2 + 1,
      distance: 15,
      total_elevation_gain: 2 + 4, // 10 to 12, 11 to 15; the null is skipped
      average_heartrate: (100 + 130) / 2, // 110 weighs nothing (its step ends standing), the null is skipped with its 2 s
      max_heartrate: 140,
      average_watts: (100 + 2 * 300 + 400) / 4,
      max_watts: 500,
      average_cadence: (80 + 2 * 84 + 86) / 4,
      average_speed: (3 + 2 * 3 + 2) / 4,
      max_speed: 4,
      normalized_power: null, // less than 30 seconds of power
    });
  });

  it('leaves a recording pause out of moving time and every average: a step of more than 10 s, even where its end sample is moving', () => {
    // An auto-paused watch: 1,111 s between two samples, the one after the pause flagged moving.
    const paused = set({ time: [0, 1, 2, 1113, 1114, 1115], heartrate: [150, 150, 90, 160, 160, 160], moving: [true, true, true, true, true, true] });
    expect(whole(paused, 6)).toMatchObject({ elapsed_time: 1115, moving_time: 4, average_heartrate: (150 + 150 + 160 + 160) / 4 });
    const edge = set({ time: [0, 10, 21], heartrate: [100, 200, 50], moving: [true, true, true] });
    expect(whole(edge, 3)).toMatchObject({ moving_time: 10, average_heartrate: 100 }); // 10 s is recording, 11 s a pause
  });

  it('counts standing still at one-second steps as no moving time, and weighs those samples nothing', () => {
    const stop = set({ time: [0, 1, 2, 3, 4], heartrate: [140, 120, 110, 100, 140], moving: [true, false, false, true, true] });
    // Each sample weighs the step after it: 140 and 120 lead to samples standing still, 110 and 100 to moving ones.
    expect(whole(stop, 5)).toMatchObject({ elapsed_time: 4, moving_time: 2, average_heartrate: (110 + 100) / 2 });
    const still = set({ time: [0, 1, 2], heartrate: [90, 100, 110], moving: [false, false, false] });
    expect(whole(still, 3)).toMatchObject({ moving_time: 0, average_heartrate: 100 }); // no moving time: the plain mean
  });

  it('without a moving stream, leaves out pauses alone and gives no moving time', () => {
    const figures = whole(set({ time: [0, 1, 2, 1203, 1204], heartrate: [100, 120, 200, 140, 150] }), 5);
    expect(figures).toMatchObject({ elapsed_time: 1204, moving_time: null, average_heartrate: (100 + 120 + 140) / 3 });
  });

  it('leaves cadence samples of 0 (coasting) out of the average cadence, as the API does', () => {
    const coasting = whole(set({ time: [0, 1, 2, 3, 4], cadence: [90, 0, 0, 80, 0], moving: [true, true, true, true, true] }), 5);
    expect(coasting.average_cadence).toBe(85);
    expect(whole(set({ time: [0, 1], cadence: [0, 0], moving: [true, true] }), 2).average_cadence).toBeNull();
  });

  it('gives a one-sample window its sample as every average, and nothing elapsed', () => {
    expect(streams.window({ start_index: 3, end_index: 3 }).figures()).toEqual({
      elapsed_time: 0, moving_time: 0, distance: 0, total_elevation_gain: 0, average_heartrate: 130, max_heartrate: 130, average_watts: 400,
      max_watts: 400, average_cadence: 86, average_speed: 2, max_speed: 2, normalized_power: null,
    });
  });

  it('takes plain means without a time stream, and gives null for a figure whose stream is absent or all null', () => {
    const figures = whole(set({ heartrate: [100, 110, null, 130, 140], watts: [null, null, null, null, null] }), 5);
    expect(figures.average_heartrate).toBe(120);
    expect(figures.max_heartrate).toBe(140);
    expect(figures.average_watts).toBeNull();
    expect(figures.max_watts).toBeNull();
    expect(figures.normalized_power).toBeNull();
    for (const name of ['elapsed_time', 'moving_time', 'distance', 'total_elevation_gain', 'average_cadence', 'average_speed', 'max_speed'] as const) {
      expect(figures[name], name).toBeNull();
    }
    expect(whole(set({ time: [0, 1], moving: [null, null] }), 2).moving_time).toBe(0);
    expect(whole(set({ time: [null, null], distance: [null, 5] }), 2)).toMatchObject({ elapsed_time: null, moving_time: null, distance: 0 });
  });

  it('skips samples without a time: their value and their weight, the step spanning them', () => {
    const figures = whole(set({ time: [0, null, 4, 6], heartrate: [100, 200, 130, 150] }), 4);
    expect(figures.average_heartrate).toBe((4 * 100 + 2 * 130) / 6);
    expect(figures.elapsed_time).toBe(6);
    expect(figures.max_heartrate).toBe(200);
  });

  it('computes normalized power on one-second data as the 30-second rolling average (worked by hand)', () => {
    const watts = [...Array.from({ length: 30 }, () => 100), 400];
    const figures = whole(set({ time: watts.map((_, second) => second), watts }), watts.length);
    // Two rolling averages: seconds 0-29 (100) and 1-30 ((29 * 100 + 400) / 30 = 110).
    expect(figures.normalized_power).toBeCloseTo(((100 ** 4 + 110 ** 4) / 2) ** 0.25, 10);
    const steady = Array.from({ length: 3_600 }, () => 250);
    expect(whole(set({ time: steady.map((_, second) => second), watts: steady }), steady.length).normalized_power).toBeCloseTo(250, 10);
  });

  it('resamples gaps to one second first, each sample held until the next; a long pause costs no more than 30 seconds of work', () => {
    const gapped = whole(set({ time: [0, 10, 40], watts: [100, 200, 300] }), 3);
    const explicit = [...Array.from({ length: 10 }, () => 100), ...Array.from({ length: 30 }, () => 200), 300];
    const oneSecond = whole(set({ time: explicit.map((_, second) => second), watts: explicit }), explicit.length);
    expect(gapped.normalized_power).toBeCloseTo(oneSecond.normalized_power ?? Number.NaN, 9);
    expect(whole(set({ time: [0, 1e12], watts: [250, 250] }), 2).normalized_power).toBeCloseTo(250, 6);
    expect(whole(set({ watts: Array.from({ length: 31 }, (_, second) => (second === 30 ? 400 : 100)) }), 31).normalized_power).toBeCloseTo(((100 ** 4 + 110 ** 4) / 2) ** 0.25, 10);
  });

  it('gives a step back in time no weight and no moving time, so that every average stays among its samples', () => {
    // Sample 1 (at 10 s) is followed by one at 1 s: its step is -9 s. Weighed as it stood, it
    // took 9 s off the others' weight: an average heart rate of -350 from samples of 100 to 200.
    const back = whole(set({ time: [0, 10, 1, 2], heartrate: [100, 200, 100, 100], moving: [true, true, true, true] }), 4);
    expect(back).toMatchObject({ average_heartrate: (10 * 100 + 0 * 200 + 1 * 100) / 11, moving_time: 10 + 1, elapsed_time: 2 });
    const seesaw = whole(set({ time: [0, 5, 1, 6, 2], heartrate: [100, 200, 100, 200, 100], watts: [100, 200, 100, 200, 100] }), 5);
    expect([seesaw.average_heartrate, seesaw.average_watts]).toEqual([100, 100]);
  });

  it('keeps an average of huge samples among them: no sum past the largest double makes it Infinity or NaN', () => {
    const huge = whole(set({ time: [0, 1, 2], velocity_smooth: [1.7e308, 1.7e308, 1.7e308] }), 3);
    expect(huge.average_speed).toBe(1.7e308);
    const opposite = whole(set({ time: [0, 10, 20], velocity_smooth: [1e308, -1e308, 5] }), 3);
    expect(opposite.average_speed).toBe(0);
    expect(whole(set({ velocity_smooth: [1.7e308, 1.7e308, -1.7e308] }), 3).average_speed).toBeCloseTo(1.7e308 / 3, -300);
    expect(whole(set({ time: [0, 10], velocity_smooth: [-1.7e308, 1] }), 2).average_speed).toBe(-1.7e308);
  });

  it('gives averages between the least and the greatest sample (to a rounding), whatever the times (back, equal, huge) and values', () => {
    const time = fc.option(fc.oneof(fc.integer({ min: -1_000, max: 1_000 }), fc.constantFrom(-9_007_199_254_740_991, 9_007_199_254_740_991)), { nil: null, freq: 8 });
    const speed = fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null, freq: 8 });
    fc.assert(
      fc.property(fc.array(fc.tuple(time, speed), { minLength: 1, maxLength: 60 }), (rows) => {
        const velocity = rows.map(([, value]) => value);
        const { average_speed: average } = whole(set({ time: rows.map(([at]) => at), velocity_smooth: velocity }), rows.length);
        const present = velocity.filter((value) => value !== null);
        if (present.length === 0) expect(average).toBeNull();
        else {
          const [least, greatest] = [Math.min(...present), Math.max(...present)];
          const rounding = 1e-12 * Math.max(Math.abs(least), Math.abs(greatest));
          expect(average !== null && average >= least - rounding && average <= greatest + rounding, String(average)).toBe(true);
        }
      }),
    );
  });

  it('agrees with a reference that resamples every second explicitly, on generated samples with nulls, gaps and steps back', () => {
    const sample = fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: null, freq: 6 });
    const stepsAndValues = fc.array(fc.tuple(fc.integer({ min: -10, max: 40 }), sample, sample, fc.option(fc.boolean(), { nil: null, freq: 8 })), { minLength: 1, maxLength: 120 });
    fc.assert(
      fc.property(stepsAndValues, fc.boolean(), (rows, withNullTimes) => {
        let now = 0;
        const time = rows.map(([step], index) => (withNullTimes && index % 7 === 3 ? null : (now += step)));
        const watts = rows.map(([, value]) => value);
        const heartrate = rows.map(([, , value]) => value);
        const moving = rows.map(([, , , flag]) => flag);
        const ours = whole(set({ time, watts, heartrate, moving }), rows.length);
        const reference = referenceFigures(time, watts, heartrate, moving);
        for (const [name, value] of Object.entries(reference)) {
          const actual = ours[name as keyof StreamFigures];
          if (value === null) expect(actual, name).toBeNull();
          else expect(Math.abs((actual ?? Number.NaN) - value), name).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(value)));
        }
      }),
    );
  });
});

/**
 * The figures the spec defines, written the plain way: the timed samples in order, each
 * weighing the time to the next where that step counts as moving (nothing for a step back
 * or a pause), and power resampled to an explicit array of seconds.
 */
function referenceFigures(time: (number | null)[], watts: (number | null)[], heartrate: (number | null)[], moving: (boolean | null)[]) {
  const timed = time.flatMap((at, index) => (at === null ? [] : [{ at, index }]));
  // A step counts when it is no pause (at most 10 s) and ends at a sample flagged moving.
  const counted = (step: number, index: number) => (step <= 10 && moving[index] === true ? step : 0);
  const weightOf = new Map<number, number>();
  timed.forEach(({ at, index }, position) => {
    const next = timed[position + 1];
    weightOf.set(index, next === undefined ? 0 : counted(Math.max(0, next.at - at), next.index));
  });
  const average = (values: (number | null)[]) => {
    const present = values.flatMap((value, index) => (value === null ? [] : [{ value, weight: weightOf.get(index) ?? 0 }]));
    if (present.length === 0) return null;
    const weights = present.reduce((sum, { weight }) => sum + weight, 0);
    return weights === 0 ? present.reduce((sum, { value }) => sum + value, 0) / present.length : present.reduce((sum, { value, weight }) => sum + value * weight, 0) / weights;
  };
  const max = (values: (number | null)[]) => (values.some((value) => value !== null) ? Math.max(...values.filter((value) => value !== null)) : null);
  const seconds: number[] = [];
  timed.forEach(({ at, index }, position) => {
    const next = timed[position + 1];
    const hold = next === undefined ? 1 : next.at - at;
    const value = watts[index];
    for (let second = 0; second < hold; second++) if (value !== null && value !== undefined) seconds.push(value);
  });
  const rolling: number[] = [];
  for (let end = 29; end < seconds.length; end++) rolling.push(seconds.slice(end - 29, end + 1).reduce((sum, value) => sum + value, 0) / 30);
  let movingTime = 0;
  timed.forEach(({ at, index }, position) => {
    const previous = timed[position - 1];
    if (previous !== undefined) movingTime += counted(Math.max(0, at - previous.at), index);
  });
  return {
    elapsed_time: timed.length === 0 ? null : (timed.at(-1)?.at ?? 0) - (timed[0]?.at ?? 0),
    moving_time: timed.length === 0 ? null : movingTime,
    average_watts: average(watts),
    max_watts: max(watts),
    average_heartrate: average(heartrate),
    max_heartrate: max(heartrate),
    normalized_power: rolling.length === 0 ? null : (rolling.reduce((sum, value) => sum + value ** 4, 0) / rolling.length) ** 0.25,
  };
}
