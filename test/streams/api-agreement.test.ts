import { expect, it } from 'vitest';
import type { DetailedActivity, Lap, StreamSet, StreamFigures } from '../../src/index.js';
import { realStreamBodies, type RealActivity } from '../helpers/real-activities.js';
import { describeShared } from '../helpers/shared-fixtures.js';

/**
 * Laps whose own figures their windows cannot give, and why; each is checked to differ
 * still, so that the list keeps up with the figures.
 */
const UNMATCHED_LAPS: Readonly<Record<string, string>> = {
  '1946417534 lap 1': "distance: the device's lap of 42,882.9 m against 42,268.1 m of stream distance, which is the activity's own distance to the tenth",
  '14657630868 lap 6': "elapsed_time: 834 s against 874 s of one-second samples to the end of the recording: the device's lap timer, stopped 40 s before it",
};

const within = (ours: number | null, theirs: number | null, tolerance: number) =>
  ours === null || theirs === null || Math.abs(ours - theirs) <= tolerance;
const seconds = (date: string | null) => (date === null ? Number.NaN : Date.parse(date) / 1000);

describeShared("figures that agree with the API's, on the real activities of ../shared/fixtures", () => {
  const real = realStreamBodies().filter((body): body is RealActivity => body.activity !== undefined);

  it('finds every activity whose streams and own figures are both there', () => {
    // The 2014 ride (downsampled: 999 of 2,829 points), the marathon (distance alone), a trail run
    // (downsampled to 100 points, no time), and eight activities of one app's stored bodies.
    expect(real.map(({ activity }) => String(activity.id)).sort()).toEqual([
      '103221154', '1946417534', '9247175034', '14510428024', '14657630868', '14662586440', '14662964160', '14673369216', '14691739877',
      '14753598621', '14776014394',
    ].sort());
  });

  it("gives each activity's moving time and distance within 1 %, elapsed time within 1 s and heart rate within 1 bpm, where the streams hold them", () => {
    for (const { name, streams, activity } of real) {
      const ours: StreamFigures = streams.figures();
      expect(within(ours.distance, activity.distance, 0.01 * (activity.distance ?? 0)), `${name}: distance ${String(ours.distance)}`).toBe(true);
      expect(within(ours.moving_time, activity.moving_time, 0.01 * (activity.moving_time ?? 0)), `${name}: moving_time ${String(ours.moving_time)}`).toBe(true);
      expect(within(ours.elapsed_time, activity.elapsed_time, 1), `${name}: elapsed_time ${String(ours.elapsed_time)}`).toBe(true);
      expect(within(ours.average_heartrate, activity.average_heartrate, 1), `${name}: average_heartrate ${String(ours.average_heartrate)}`).toBe(true);
    }
  });

  it("gives each lap's elapsed time within 1 s and distance within 1 % (10 m for a lap under a kilometer), where its indexes and start date agree", () => {
    let compared = 0;
    for (const { name, streams, activity, laps } of real) {
      if (!isWindowable(streams)) continue;
      for (const [position, lap] of laps.entries()) {
        const key = `${String(activity.id)} lap ${String(lap.lap_index)}`;
        const window = streams.window(lap);
        if (streams.time !== null && !isPlaced(streams, activity, lap, laps[position + 1])) continue;
        const ours = window.figures();
        const agrees = within(ours.elapsed_time, lap.elapsed_time, 1) &&
          within(ours.distance, lap.distance, Math.max(0.01 * (lap.distance ?? 0), (lap.distance ?? 0) < 1000 ? 10 : 0));
        expect(agrees, `${name}: ${key}: ${JSON.stringify([ours.elapsed_time, ours.distance])} against ${JSON.stringify([lap.elapsed_time, lap.distance])}`).toBe(!(key in UNMATCHED_LAPS));
        compared += 1;
      }
    }
    expect(compared).toBe(29);
  });

  it("finds each of the API's best efforts: the same elapsed time and the same indexes", () => {
    let compared = 0;
    for (const { name, streams, activity } of real) {
      if (!streams.time || !streams.distance || !isWindowable(streams)) continue;
      const efforts = activity.best_efforts ?? [];
      const ours = streams.bestEfforts(efforts.map((effort) => effort.distance ?? Number.NaN));
      efforts.forEach((effort, index) => {
        const { elapsed_time: elapsed, start_index: start, end_index: end } = ours[index] ?? {};
        expect([elapsed, start, end], `${name}: ${String(effort.name)}`).toEqual([effort.elapsed_time, effort.start_index, effort.end_index]);
        compared += 1;
      });
    }
    expect(compared).toBe(25);
  });

  it("puts each zone's seconds within 1.5 % of the moving time of the API's, from a downsampled ride", () => {
    let compared = 0;
    for (const { name, streams, activity, zones } of real) {
      for (const zone of zones) {
        if (zone.type !== 'heartrate' && zone.type !== 'power') continue;
        const ours = streams.timeInZones(zone);
        if (ours.null_seconds === null) continue; // the marathon's body holds distance alone
        zone.distribution_buckets?.forEach((bucket, index) => {
          const counted = ours.zones[index]?.seconds ?? null;
          expect(within(counted, bucket.time, 0.015 * (activity.moving_time ?? 0)), `${name}: ${zone.type} zone ${index}: ${String(counted)} against ${String(bucket.time)}`).toBe(true);
          compared += 1;
        });
      }
    }
    expect(compared).toBe(16);
  });
});

/**
 * Whether a lap's indexes lie where its own dates put it: the time of its first sample is
 * its start date, and the time of the sample after its last is the next lap's start date
 * (the activity's end, for the last lap), each to a second. Two real activities have
 * laps whose indexes lie 98 and 270 samples away from their dates.
 */
function isPlaced(streams: StreamSet, activity: DetailedActivity, lap: Lap, next: Lap | undefined): boolean {
  const start = seconds(activity.start_date);
  const at = (index: number | null) => streams.time?.at(index ?? Number.NaN) ?? Number.NaN;
  const first = Math.abs(at(lap.start_index) - (seconds(lap.start_date) - start)) <= 1;
  const last = next === undefined
    ? Math.abs(at(lap.end_index) - (activity.elapsed_time ?? Number.NaN)) <= 1
    : Math.abs(at((lap.end_index ?? Number.NaN) + 1) - (seconds(next.start_date) - start)) <= 1;
  return first && last;
}

/** Whether a set's indexes count its samples: full resolution (`window` refuses it otherwise). */
function isWindowable(streams: StreamSet): boolean {
  try {
    streams.window({ start_index: 0, end_index: 0 });
    return true;
  } catch {
    return false;
  }
}
