import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ActivityZone, StreamSet, Zones, type TimeInZones } from '../../src/index.js';

const set = (streams: Record<string, unknown[]>): StreamSet =>
  StreamSet.parse(Object.fromEntries(Object.entries(streams).map(([type, data]) => [type, { data }])));
const seconds = (result: TimeInZones) => result.zones.map((zone) => zone.seconds);

describe('timeInZones()', () => {
  // One-second steps, all moving: each sample weighs 1 s but the last.
  const streams = set({
    time: [0, 1, 2, 3, 4, 5, 6, 7],
    heartrate: [100, 111, 112, 139, 140, null, 170, 180],
    watts: [0, 0, 25, 50, 51, 300, 500, 0],
    moving: [true, true, true, true, true, true, true, true],
  });
  const athleteZones = { custom_zones: false, zones: [{ min: 0, max: 111 }, { min: 111, max: 139 }, { min: 139, max: 160 }, { min: 160, max: -1 }] };

  it("counts seconds in an athlete's zones, a value on a shared edge in the lower zone, the top open (worked by hand)", () => {
    const result = streams.timeInZones(athleteZones);
    expect(result).toEqual({
      stream: 'heartrate',
      zones: [
        { min: 0, max: 111, seconds: 2 }, // 100 and 111 (on the edge both zones share)
        { min: 111, max: 139, seconds: 2 }, // 112 and 139
        { min: 139, max: 160, seconds: 1 }, // 140
        { min: 160, max: null, seconds: 1 }, // 170; 180 is the last sample and weighs nothing
      ],
      outside_seconds: 0,
      null_seconds: 1,
    });
    expect(Object.isFrozen(result) && Object.isFrozen(result.zones) && result.zones.every((zone) => Object.isFrozen(zone))).toBe(true);
  });

  it('reads the open top zone as -1, null or absent, and edges apart (power: {0, 105}, {106, 143}) as written', () => {
    const open = [{ min: 0, max: 139 }, { min: 139, max: null }];
    expect(seconds(streams.timeInZones({ zones: open }))).toEqual(seconds(streams.timeInZones({ zones: [{ min: 0, max: 139 }, { min: 139 }] })));
    const apart = set({ time: [0, 1, 2, 3], velocity_smooth: [2.5, 3.05, 3.5, 3], moving: [true, true, true, true] });
    const paceZones = { zones: [{ min: 0, max: 3 }, { min: 3.1, max: -1 }] };
    const result = apart.timeInZones(paceZones, { stream: 'velocity_smooth' });
    expect([seconds(result), result.outside_seconds]).toEqual([[1, 1], 1]); // 3.05 lies between the zones
  });

  it("takes an ActivityZone's buckets, its type picking the stream, and a power bucket of 0 W alone as the API writes it", () => {
    const [power] = ActivityZone.parseMany([{
      type: 'power',
      distribution_buckets: [{ min: 0, max: 0, time: 0 }, { min: 0, max: 50, time: 0 }, { min: 50, max: 100, time: 0 }, { min: 100, max: -1, time: 0 }],
    }]);
    const result = streams.timeInZones(power ?? {});
    expect(result.stream).toBe('watts');
    expect(seconds(result)).toEqual([2, 2, 1, 2]); // 0 and 0; 25 and 50; 51; 300 and 500
    expect(() => streams.timeInZones(power ?? {}, { stream: 'heartrate' })).toThrow(/^timeInZones: type: expected the type of heartrate zones, received "power"$/);
    expect(() => streams.timeInZones({ type: 'swim', distribution_buckets: [{ min: 0, max: -1 }] })).toThrow(/type: expected heartrate, power or pace \(or options.stream\), received "swim"/);
    expect(seconds(streams.timeInZones({ type: 'swim', distribution_buckets: [{ min: 0, max: -1 }] }, { stream: 'watts' }))).toEqual([7]);
  });

  it("takes an athlete's Zones record as GET /athlete/zones gives it: its heart-rate zones, its power zones for watts", () => {
    const zones = Zones.parse({ heart_rate: athleteZones, power: { zones: [{ min: 0, max: 50 }, { min: 51, max: -1 }] } });
    expect(streams.timeInZones(zones)).toEqual(streams.timeInZones(athleteZones));
    const power = streams.timeInZones(zones, { stream: 'watts' });
    expect([power.stream, seconds(power), power.outside_seconds]).toEqual(['watts', [4, 3], 0]); // 0, 0, 25 and 50; 51, 300 and 500 (the last 0 weighs nothing)
    // An athlete without power zones, or the pace zones a Zones record does not hold, are refused.
    const heartRateOnly = Zones.parse({ heart_rate: athleteZones });
    // The refusal names the form given, and the zones of the stream it lacks.
    expect(() => streams.timeInZones(heartRateOnly, { stream: 'watts' })).toThrow(new TypeError(
      'timeInZones: zones: expected { zones: [{ min, max }, ...] }, Zones with watts zones, an ActivityZone or an array of lower edges, received Zones instance'));
    expect(() => streams.timeInZones(zones, { stream: 'velocity_smooth' })).toThrow(/^timeInZones: zones: expected .*, Zones with velocity_smooth zones, .*, received Zones instance$/);
    expect(() => streams.timeInZones(Zones.parse({ heart_rate: { zones: [{ min: 10, max: 5 }] } }))).toThrow(/^timeInZones: zones\[0\]\.max: /);
  });

  it('takes lower edges an app gives, each zone up to the next edge and the last open', () => {
    const fromEdges = streams.timeInZones([0, 111, 139, 160]);
    expect(fromEdges.zones.map(({ min, max }) => [min, max])).toEqual([[0, 111], [111, 139], [139, 160], [160, null]]);
    expect(seconds(fromEdges)).toEqual(seconds(streams.timeInZones(athleteZones)));
    expect(seconds(streams.timeInZones([50, 200], { stream: 'watts' }))).toEqual([2, 2]); // 50 and 51; 300 and 500
    expect(streams.timeInZones([50, 200], { stream: 'watts' }).outside_seconds).toBe(3); // 0, 0 and 25 lie below the lowest edge
  });

  it('counts moving time only: a recording pause and standing still add no second', () => {
    const paused = set({ time: [0, 1, 2, 1113, 1114, 1115, 1116], heartrate: [150, 150, 150, 90, 150, 150, 150], moving: [true, true, true, true, false, true, true] });
    // Steps: 1, 1 (moving); 1,111 s (a pause, though its end is moving); 1 s ending standing; 1, 1 (moving).
    expect(seconds(paused.timeInZones([0, 100]))).toEqual([0, 4]);
    const noFlags = set({ time: [0, 1, 2, 1113, 1114], heartrate: [150, 150, 150, 90, 150] });
    expect(seconds(noFlags.timeInZones([0, 100]))).toEqual([1, 2]); // without `moving`, pauses alone are left out
  });

  it('gives null seconds where the samples cannot say: no time stream, or none of the zones', () => {
    const none = set({ heartrate: [100, 120] }).timeInZones([0, 110]);
    expect(none).toEqual({ stream: 'heartrate', zones: [{ min: 0, max: 110, seconds: null }, { min: 110, max: null, seconds: null }], outside_seconds: null, null_seconds: null });
    expect(seconds(streams.timeInZones([0, 110], { stream: 'velocity_smooth' }))).toEqual([null, null]);
    expect(seconds(StreamSet.parse({}).timeInZones([0]))).toEqual([null]);
  });

  it('counts a lap window as the set counts its samples', () => {
    const window = streams.window({ start_index: 2, end_index: 5 });
    expect(seconds(window.timeInZones(athleteZones))).toEqual([0, 2, 1, 0]);
    expect(window.timeInZones(athleteZones).null_seconds).toBe(0); // the null is the window's last sample
  });

  it('refuses zones it cannot read, saying where', () => {
    const cases: [unknown, RegExp][] = [
      [null, /^timeInZones: zones: expected \{ zones: .* received null$/],
      [{ zones: 'z' }, /zones: expected .* received object/],
      [[], /^timeInZones: edges: expected at least one lower edge, received array$/],
      [[0, 120, 110], /^timeInZones: edges\[2\]: expected a finite number above 120, received 110$/],
      [[0, Number.NaN], /edges\[1\]: expected a finite number above 0, received NaN/],
      [{ zones: [] }, /^timeInZones: zones: expected at least one zone, received array$/],
      [{ zones: [{ min: 0, max: -1 }, { min: 100, max: -1 }] }, /zones\[0\]\.max: expected a finite number from min \(0\) on, received -1/],
      [{ zones: [{ min: 0, max: 100 }, { min: 90, max: 120 }] }, /zones\[1\]\.min: expected a finite number from the max of the zone before \(100\) on, received 90/],
      [{ zones: [{ min: '0', max: 100 }] }, /zones\[0\]\.min: expected a finite number, received "0"/],
      [{ zones: [{ min: 50, max: 40 }] }, /zones\[0\]\.max: expected a finite number from min \(50\) on, or -1 for the open top zone, received 40/],
      [{ distribution_buckets: [7] }, /distribution_buckets\[0\]: expected a zone \{ min, max \}, received 7/],
    ];
    for (const [zones, message] of cases) expect(() => streams.timeInZones(zones as never), String(message)).toThrow(message);
    expect(() => streams.timeInZones([0], { stream: 'cadence' as never })).toThrow(/^timeInZones: options.stream: expected heartrate, watts, velocity_smooth, received "cadence"$/);
  });

  it("adds up, over the zones, outside them and where null, to the window's moving time, on generated samples", () => {
    const sample = fc.option(fc.integer({ min: 0, max: 220 }), { nil: null, freq: 6 });
    const rows = fc.array(fc.tuple(fc.integer({ min: -3, max: 40 }), sample, fc.option(fc.boolean(), { nil: null, freq: 8 })), { minLength: 1, maxLength: 80 });
    const edges = fc.uniqueArray(fc.integer({ min: 20, max: 200 }), { minLength: 1, maxLength: 6 }).map((values) => values.sort((a, b) => a - b));
    fc.assert(
      fc.property(rows, edges, (samples, lower) => {
        let now = 0;
        const generated = set({ time: samples.map(([step]) => (now += step)), heartrate: samples.map(([, value]) => value), moving: samples.map(([, , flag]) => flag) });
        const result = generated.timeInZones(lower);
        const total = result.zones.reduce((sum, zone) => sum + (zone.seconds ?? Number.NaN), 0) + (result.outside_seconds ?? Number.NaN) + (result.null_seconds ?? Number.NaN);
        expect(total).toBe(generated.figures().moving_time);
      }),
    );
  });
});
