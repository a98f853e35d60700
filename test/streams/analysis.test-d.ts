import { describe, expectTypeOf, it } from 'vitest';
import {
  ActivityZone,
  StreamSet,
  StreamWindow,
  type BestEffort,
  type PowerCurvePoint,
  type StreamFigures,
  type TimeInZones,
  type ZoneInput,
  type ZoneStream,
  type Zones,
} from '../../src/index.js';

declare const streams: StreamSet;
declare const window: StreamWindow;
declare const activityZone: ActivityZone;
declare const zonesRecord: Zones;

/** The athlete's zones as a record of `GET /athlete/zones` types them: fields null where absent. */
interface AthleteZones {
  readonly heart_rate: { readonly custom_zones: boolean | null; readonly zones: readonly { readonly min: number | null; readonly max: number | null }[] | null } | null;
  readonly power: { readonly zones: readonly { readonly min: number | null; readonly max: number | null }[] | null } | null;
}
declare const athlete: AthleteZones;

describe('analysis types', () => {
  it('gives the same frozen plain data from a set and from a window', () => {
    for (const samples of [streams, window]) {
      expectTypeOf(samples.figures()).toEqualTypeOf<StreamFigures>();
      expectTypeOf(samples.timeInZones([0, 120])).toEqualTypeOf<TimeInZones>();
      expectTypeOf(samples.powerCurve([5, 60])).toEqualTypeOf<readonly PowerCurvePoint[]>();
      expectTypeOf(samples.bestEfforts([400])).toEqualTypeOf<readonly BestEffort[]>();
    }
    expectTypeOf(window.timeInZones([0]).zones[0]?.seconds).toEqualTypeOf<number | null | undefined>();
    expectTypeOf(window.powerCurve([5])[0]?.watts).toEqualTypeOf<number | null | undefined>();
    expectTypeOf(window.bestEfforts([400])[0]?.elapsed_time).toEqualTypeOf<number | null | undefined>();
    expectTypeOf(window.timeInZones([0]).stream).toEqualTypeOf<ZoneStream>();
  });

  it("takes an athlete's zones as the zones record types them, an ActivityZone, and edges", () => {
    if (athlete.heart_rate !== null) expectTypeOf(window.timeInZones(athlete.heart_rate)).toEqualTypeOf<TimeInZones>();
    if (athlete.power !== null) expectTypeOf(window.timeInZones(athlete.power, { stream: 'watts' })).toEqualTypeOf<TimeInZones>();
    expectTypeOf(activityZone).toExtend<ZoneInput>();
    expectTypeOf(window.timeInZones(zonesRecord, { stream: 'watts' })).toEqualTypeOf<TimeInZones>();
    expectTypeOf([0, 120, 140] as const).toExtend<ZoneInput>();
    // @ts-expect-error a stream that zones are not of
    window.timeInZones([0], { stream: 'cadence' });
    // @ts-expect-error durations are numbers
    window.powerCurve(['60']);
  });
});
