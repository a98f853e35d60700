import { describe, expect, it } from 'vitest';
import { Lap, SampleWindow, SegmentEffort, StreamSet, StreamWindow, StreamWindowError, decodeJSON, type IndexedRecord } from '../../src/index.js';
import { TEST_RIDE, TEST_RUN, testBody, testData, testText } from '../helpers/fixtures.js';
import { itShared, realBody } from '../helpers/shared-fixtures.js';
import { MARATHON, MARATHON_ACTIVITY, downsampledArrayText, realStreamBody, realStreamText } from '../helpers/stream-fixtures.js';

/** The test data's long run: its streams (every type, full resolution) and its detail (22 laps, 11 best efforts). */
const run = StreamSet.parseJSON(testText(testBody(testData().streams(TEST_RUN), 'streams')));
const runDetail = testBody(testData().activity(TEST_RUN), 'run') as { laps: unknown[]; best_efforts: unknown[] };
/** The real marathon of 2018: its streams (distance alone, 13,129 points) and its detail, read where ../shared/fixtures/ is. */
const marathon = () => StreamSet.parseJSON(realStreamText(realStreamBody(MARATHON)));
const marathonActivity = () => realBody(MARATHON_ACTIVITY) as { laps: unknown[]; best_efforts: unknown[] };

/** The StreamWindowError that `cut` throws. */
function refusal(cut: () => unknown): StreamWindowError {
  try {
    cut();
  } catch (error) {
    if (error instanceof StreamWindowError) return error;
    throw error;
  }
  throw new Error('the window was cut');
}

describe('the window of a lap or an effort', () => {
  it('cuts each lap of a run into the window of its indexes, both included, the laps one after another', () => {
    const laps = Lap.parseMany(runDetail.laps);
    const distances = run.distance?.toArray() ?? [];
    expect(laps).toHaveLength(22);
    for (const lap of laps) {
      const window = run.window(lap);
      expect(window).toBeInstanceOf(StreamWindow);
      expect([window.start_index, window.end_index]).toEqual([lap.start_index, lap.end_index]);
      expect(window.length).toBe((lap.end_index ?? 0) - (lap.start_index ?? 0) + 1);
      expect(window.distance?.toArray()).toEqual(distances.slice(lap.start_index ?? 0, (lap.end_index ?? 0) + 1));
      expect(window.figures().distance).toBeCloseTo(lap.distance ?? Number.NaN, 6);
    }
    expect(run.window(laps.at(-1) ?? {}).end_index).toBe(distances.length - 1);
  });

  it('cuts each of a run\'s 11 best efforts to the fastest stretch covering its distance', () => {
    const efforts = SegmentEffort.parseMany(runDetail.best_efforts);
    expect(efforts).toHaveLength(11);
    for (const effort of efforts) {
      const distance = run.window(effort).figures().distance ?? Number.NaN;
      expect(distance, effort.name ?? '').toBeGreaterThanOrEqual(effort.distance ?? Number.NaN);
      expect(distance - (effort.distance ?? Number.NaN), effort.name ?? '').toBeLessThan(10);
      expect(run.distance?.window(effort).length).toBe((effort.end_index ?? 0) - (effort.start_index ?? 0) + 1);
    }
  });

  itShared('cuts the marathon lap (0 to 13,128) into a window of all 13,129 samples', () => {
    const marathonStreams = marathon();
    const [lap] = Lap.parseMany(marathonActivity().laps);
    expect([lap?.start_index, lap?.end_index]).toEqual([0, 13_128]);
    const window = marathonStreams.window(lap ?? {});
    expect(window).toBeInstanceOf(StreamWindow);
    expect(window.length).toBe(13_129);
    expect(window.distance?.length).toBe(13_129);
    expect(window.distance?.toArray()).toEqual(marathonStreams.distance?.toArray());
    expect(window.time).toBeNull();
    // The device's distance and the stream's differ by about 1%, as the spec says.
    expect(window.figures().distance).toBe(42_268.1);
    expect(lap?.distance).toBe(42_882.9);
  });

  itShared("cuts each of the marathon's 13 best efforts to a window whose distance is the effort's, within 0.25%", () => {
    const marathonStreams = marathon();
    const efforts = SegmentEffort.parseMany(marathonActivity().best_efforts);
    expect(efforts).toHaveLength(13);
    for (const effort of efforts) {
      const distance = marathonStreams.window(effort).figures().distance ?? Number.NaN;
      const effortDistance = effort.distance ?? Number.NaN;
      expect(Math.abs(distance - effortDistance) / effortDistance, effort.name ?? '').toBeLessThanOrEqual(0.0025);
      expect(marathonStreams.distance?.window(effort).length).toBe((effort.end_index ?? 0) - (effort.start_index ?? 0) + 1);
    }
  });

  it('includes both indexes: a 0..0 lap is a window of one sample', () => {
    const streams = StreamSet.parse({ time: { data: [0, 1, 2] }, watts: { data: [7, 8, 9] } });
    const one = streams.window({ start_index: 0, end_index: 0 });
    expect(one.length).toBe(1);
    expect(one.watts?.toArray()).toEqual([7]);
    const window = streams.window({ start_index: 1, end_index: 2 });
    expect([window.start_index, window.end_index, window.length]).toEqual([1, 2, 2]);
    expect(window.watts?.toArray()).toEqual([8, 9]);
    expect([window.watts?.at(0), window.watts?.at(-1), window.watts?.at(2), window.watts?.at(-3)]).toEqual([8, 9, undefined, undefined]);
    expect(Array.from(window.watts?.toTypedArray() ?? [])).toEqual([8, 9]);
    expect(window.watts).toBeInstanceOf(SampleWindow);
    expect([window.watts?.type, window.watts?.start_index, window.watts?.end_index]).toEqual(['watts', 1, 2]);
    expect(Object.isFrozen(window) && Object.isFrozen(window.watts)).toBe(true);
  });

  it('cuts one stream too, into the same view', () => {
    const streams = StreamSet.parse({ latlng: { data: [[1, 2], null, [3, 4]] }, moving: { data: [true, null, false] } });
    const positions = streams.latlng?.window({ start_index: 1, end_index: 2 });
    expect(positions?.toArray()).toEqual([null, [3, 4]]);
    expect(Array.from(positions?.toTypedArray() ?? [])).toEqual([Number.NaN, Number.NaN, 3, 4]);
    expect(Array.from(streams.moving?.window({ start_index: 0, end_index: 2 }).toTypedArray() ?? [])).toEqual([1, 2, 0]);
  });

  it("refuses a downsampled set: its indexes are not the records'", () => {
    const ride = StreamSet.parseJSON(downsampledArrayText(TEST_RIDE, 3));
    const full = testData().recording(TEST_RIDE)?.length ?? 0;
    const lap = { start_index: 0, end_index: 10 };
    const error = refusal(() => ride.window(lap));
    expect(error.reason).toBe('downsampled');
    expect(error.message).toContain(`${Math.ceil(full / 3)} of ${full} points, resolution "medium"`);
    expect(refusal(() => ride.heartrate?.window(lap)).reason).toBe('downsampled');
    const cut = StreamSet.parse({ time: { data: [0, 1], original_size: 5 } });
    expect(refusal(() => cut.window({ start_index: 0, end_index: 1 })).reason).toBe('downsampled');
    const low = StreamSet.parse({ time: { data: [0, 1], original_size: 2, resolution: 'low' } });
    expect(refusal(() => low.window({ start_index: 0, end_index: 1 })).reason).toBe('downsampled');
    // Without original_size and resolution, nothing says the samples are not the full ones.
    expect(StreamSet.parse({ time: { data: [0, 1] } }).window({ start_index: 0, end_index: 1 }).length).toBe(2);
  });

  it('names a downsampled stream\'s resolution briefly, however long it is', () => {
    // The resolution comes from the body: a 1 MB one made a 1 MB message.
    const long = StreamSet.parse({ time: { data: [0, 1], resolution: `m${'e'.repeat(1_000_000)}dium` } });
    const error = refusal(() => long.window({ start_index: 0, end_index: 1 }));
    expect(error.reason).toBe('downsampled');
    expect(error.message).toBe(`the time stream is downsampled (2 of unknown points, resolution "m${'e'.repeat(39)}"… (1000005 characters)): `
      + "a record's indexes count points of the full-resolution streams, which these are not");
    expect(refusal(() => long.time?.window({ start_index: 0, end_index: 1 })).message).toBe(error.message);
  });

  it('refuses a record without both indexes, and indexes outside the samples', () => {
    const streams = StreamSet.parse({ time: { data: [0, 1, 2] } });
    const cases: [IndexedRecord, string][] = [
      [{ start_index: null, end_index: 2 }, 'no-index'],
      [{ start_index: 0 }, 'no-index'],
      [{}, 'no-index'],
      [{ start_index: 0, end_index: 3 }, 'out-of-range'],
      [{ start_index: -1, end_index: 1 }, 'out-of-range'],
      [{ start_index: 2, end_index: 1 }, 'out-of-range'],
      [{ start_index: 0.5, end_index: 1 }, 'out-of-range'],
      [{ start_index: 0, end_index: Number.NaN }, 'out-of-range'],
    ];
    for (const [record, reason] of cases) {
      expect(refusal(() => streams.window(record)).reason, JSON.stringify(record)).toBe(reason);
      expect(refusal(() => streams.time?.window(record)).reason).toBe(reason);
    }
    expect(refusal(() => StreamSet.parse({}).window({ start_index: 0, end_index: 0 })).reason).toBe('out-of-range');
    const error = refusal(() => streams.window({ start_index: 1, end_index: 5 }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('StreamWindowError');
    expect(error.message).toBe('start_index 1 to end_index 5 is no window of 3 samples (indexes 0 to 2, the start not after the end)');
  });

  it('refuses what is no record with a TypeError that says so, not an engine error from inside', () => {
    const streams = StreamSet.parse({ time: { data: [0, 1, 2] } });
    for (const [record, received] of [[null, 'null'], [undefined, 'undefined'], [3, '3'], ['lap', '"lap"']] as const) {
      for (const cut of [() => streams.window(record as unknown as IndexedRecord), () => streams.time?.window(record as unknown as IndexedRecord)]) {
        expect(cut).toThrow(TypeError);
        expect(cut).toThrow(`window(record) expects a record with start_index and end_index, received ${received}`);
      }
    }
  });

  it('refuses, as out of range, indexes that are no numbers, naming them briefly whatever they are', () => {
    // From JavaScript, or a record read some other way: an index a message cannot hold as it is.
    const streams = StreamSet.parse({ time: { data: [0, 1, 2] } });
    const hostile = { toString: () => { throw new Error('an index that cannot be written'); } };
    const cases: [unknown, string][] = [
      ['1', '"1"'],
      [Symbol('index'), 'symbol'],
      [hostile, 'object'],
      [Object.create(null), 'object'],
      [1n, '1n'],
      ['9'.repeat(1_000_000), `"${'9'.repeat(40)}"… (1000000 characters)`],
    ];
    for (const [index, shown] of cases) {
      const record = { start_index: index, end_index: 2 } as unknown as IndexedRecord;
      const error = refusal(() => streams.window(record));
      expect(error.reason).toBe('out-of-range');
      expect(error.message).toBe(`start_index ${shown} to end_index 2 is no window of 3 samples (indexes 0 to 2, the start not after the end)`);
      expect(refusal(() => streams.time?.window(record)).message).toBe(error.message);
    }
  });

  it('checks the indexes before the resolution, and the resolution before the range', () => {
    const cut = StreamSet.parse({ time: { data: [0, 1], original_size: 5 } });
    expect(refusal(() => cut.window({ start_index: null, end_index: 1 })).reason).toBe('no-index');
    expect(refusal(() => cut.window({ start_index: 0, end_index: 9 })).reason).toBe('downsampled');
  });

  it('gives copies: changing what a window gives changes neither the window nor its set', () => {
    const streams = StreamSet.parse(decodeJSON('{"heartrate": {"data": [1, 2, 3]}}'));
    const window = streams.window({ start_index: 0, end_index: 2 });
    const copy = window.heartrate?.toTypedArray();
    if (copy !== undefined) copy[0] = 99;
    expect(window.heartrate?.toArray()).toEqual([1, 2, 3]);
    expect(streams.heartrate?.toArray()).toEqual([1, 2, 3]);
  });
});
