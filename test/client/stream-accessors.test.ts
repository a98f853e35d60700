import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DetailedActivity,
  Lap,
  MetaActivity,
  MissingIdError,
  ParseError,
  SegmentEffort,
  StreamSet,
  StreamWindow,
  StreamWindowError,
  SummaryActivity,
  UnboundEntityError,
  decodeJSON,
  type ClientHandle,
} from '../../src/index.js';
import { clientAnswering, syncClient } from '../helpers/fake-client.js';
import { TEST_RIDE, TEST_RUN, testBody, testData, testText } from '../helpers/fixtures.js';
import { downsampledArrayText } from '../helpers/stream-fixtures.js';

const signal = expect.any(AbortSignal) as AbortSignal;
const EVERY_TYPE = ['time', 'distance', 'latlng', 'altitude', 'velocity_smooth', 'heartrate', 'cadence', 'watts', 'temp', 'moving', 'grade_smooth'];
/** The test data's long run: its streams (keyed, every type, full resolution) as text, and their length. */
const runText = testText(testBody(testData().streams(TEST_RUN), 'streams'));
const RUN_SAMPLES = testBody(testData().recording(TEST_RUN), 'recording').length;
/** The test data's ride as an array of eleven streams, downsampled to a third, with nulls. */
const rideText = downsampledArrayText(TEST_RIDE, 3);
const RIDE_SAMPLES = testBody(testData().recording(TEST_RIDE), 'recording').length;
const encode = (text: string) => new TextEncoder().encode(text);

/** The test data's long run in detail (22 laps, 11 best efforts, 4 segment efforts), bound to `client`. */
function runActivity(client: ClientHandle): DetailedActivity {
  return DetailedActivity.parse(testData().activity(TEST_RUN), { client });
}

/** The reason `promise` rejects with; fails when it fulfils. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MetaActivity#streams', () => {
  it('asks getActivityStreams for every stream type, as text, and gives the StreamSet', async () => {
    const client = clientAnswering(() => runText);
    const streams = await SummaryActivity.parse({ id: TEST_RUN }, { client }).streams();
    expect(client.getActivityStreams).toHaveBeenCalledWith(TEST_RUN, { keys: EVERY_TYPE, asText: true, signal });
    expect(streams).toBeInstanceOf(StreamSet);
    expect(streams.distance?.length).toBe(RUN_SAMPLES);
    expect(streams.distance?.at(-1)).toBe((decodeJSON(runText) as { distance: { data: number[] } }).distance.data.at(-1));
    expect(streams.toJSON()).toEqual(decodeJSON(runText));
    expect(Object.isFrozen(streams)).toBe(true);
  });

  it('reads text with StreamSet.parseJSON and a decoded body with StreamSet.parse, into equal records', async () => {
    const parseJSON = vi.spyOn(StreamSet, 'parseJSON');
    const parse = vi.spyOn(StreamSet, 'parse');
    for (const text of [runText, rideText]) {
      const expected = StreamSet.parse(decodeJSON(text)).toJSON();
      parse.mockClear();
      for (const answer of [text, encode(text), encode(text).buffer, Buffer.from(text), Promise.resolve(text)]) {
        parseJSON.mockClear();
        const streams = await MetaActivity.parse({ id: 1 }, { client: clientAnswering(() => answer) }).streams();
        expect(streams.toJSON()).toEqual(expected);
        expect(parseJSON).toHaveBeenCalledTimes(1);
        expect(parseJSON).toHaveBeenCalledWith(text);
      }
      // parseJSON gives what parse(decodeJSON(text)) gives by calling parse on what it scanned, once a read.
      expect(parse).toHaveBeenCalledTimes(5);
      parseJSON.mockClear();
      parse.mockClear();
      const decoded = await MetaActivity.parse({ id: 1 }, { client: clientAnswering(() => decodeJSON(text)) }).streams();
      expect(decoded.toJSON()).toEqual(expected);
      expect(parseJSON).not.toHaveBeenCalled();
      expect(parse).toHaveBeenCalledTimes(1);
    }
  });

  it('reads both shapes: a ride as an array of eleven downsampled streams with nulls', async () => {
    const streams = await MetaActivity.parse({ id: TEST_RIDE }, { client: clientAnswering(() => rideText) }).streams();
    expect(streams.latlng?.at(0)).toBeNull();
    expect(streams.heartrate?.length).toBe(Math.ceil(RIDE_SAMPLES / 3));
    expect(streams.heartrate?.original_size).toBe(RIDE_SAMPLES);
    expect(Array.isArray(streams.toJSON())).toBe(true);
  });

  it('rejects with ParseError for a body that is no stream set, and keeps nothing', async () => {
    const answers: unknown[] = ['{"heartrate": {"data": [120, "121"]}, "latlng": {"data": [[91, 0], null]}}', runText];
    const client = clientAnswering(() => answers.shift());
    const activity = MetaActivity.parse({ id: 7 }, { client });
    const error = await rejection(activity.streams());
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).issues.map((issue) => issue.path)).toEqual([['heartrate', 'data', 1], ['latlng', 'data', 0, 0]]);
    await expect(activity.streams()).resolves.toBeInstanceOf(StreamSet);
  });

  it('rejects with JsonSyntaxError for text that is not JSON or bytes that are not UTF-8 (naming the first such byte and its offset), and keeps nothing', async () => {
    const answers: unknown[] = [runText.slice(0, -1), new Uint8Array([0x7b, 0xff, 0x7d]), '{}'];
    const activity = MetaActivity.parse({ id: 7 }, { client: clientAnswering(() => answers.shift()) });
    const error = await rejection(activity.streams());
    expect(error).toBeInstanceOf(SyntaxError);
    expect(error).toEqual(rejectionOfDecode(runText.slice(0, -1)));
    await expect(activity.streams()).rejects.toMatchObject({ name: 'JsonSyntaxError', textLength: 3, byteOffset: 1, message: 'not UTF-8 text: byte 0xFF at byte offset 1 of 3 begins no UTF-8 character' });
    const empty = await activity.streams();
    expect(empty.distance).toBeNull();
  });

  it('rejects an aborted caller at once with its reason, and aborts the client\'s call when every caller has gone', async () => {
    let seen: AbortSignal | undefined;
    const client = clientAnswering((_id, options) => {
      seen = options.signal;
      return new Promise(() => undefined);
    });
    const controller = new AbortController();
    const call = MetaActivity.parse({ id: 7 }, { client }).streams({ signal: controller.signal });
    controller.abort('left');
    await expect(call).rejects.toBe('left');
    expect(seen?.aborted).toBe(true);
  });
});

/** The SyntaxError `decodeJSON(text)` throws. */
function rejectionOfDecode(text: string): unknown {
  try {
    decodeJSON(text);
  } catch (error) {
    return error;
  }
  throw new Error('the text decoded');
}

describe('Lap#streams and SegmentEffort#streams', () => {
  it('cut a run\'s 22 laps and its 11 best efforts from one call, through their shared activity', async () => {
    const client = clientAnswering(() => runText);
    const activity = runActivity(client);
    const laps = activity.laps ?? [];
    const efforts = activity.best_efforts ?? [];
    expect([laps.length, efforts.length]).toEqual([22, 11]);
    const windows = await Promise.all(laps.map((lap) => lap.streams()));
    const effortWindows = await Promise.all(efforts.map((effort) => effort.streams()));
    expect(client.getActivityStreams).toHaveBeenCalledTimes(1);
    expect(client.getActivityStreams).toHaveBeenCalledWith(TEST_RUN, { keys: EVERY_TYPE, asText: true, signal });
    for (const [index, window] of windows.entries()) {
      expect(window).toBeInstanceOf(StreamWindow);
      expect([window.start_index, window.end_index]).toEqual([laps[index]?.start_index, laps[index]?.end_index]);
      expect(window.length).toBe((laps[index]?.end_index ?? 0) - (laps[index]?.start_index ?? 0) + 1);
      expect(window.figures().distance).toBeCloseTo(laps[index]?.distance ?? Number.NaN, 6);
    }
    expect(windows.at(-1)?.end_index).toBe(RUN_SAMPLES - 1);
    // A best effort's window is the fastest stretch covering its distance: at least that far, a step at most beyond.
    for (const [index, effort] of efforts.entries()) {
      const distance = effortWindows[index]?.figures().distance ?? Number.NaN;
      expect(distance, effort.name ?? '').toBeGreaterThanOrEqual(effort.distance ?? Number.NaN);
      expect(distance - (effort.distance ?? Number.NaN), effort.name ?? '').toBeLessThan(10);
    }
    const [segmentEffort] = activity.segment_efforts ?? [];
    const segmentWindow = await segmentEffort?.streams();
    expect(segmentWindow?.length).toBe((segmentEffort?.end_index ?? 0) - (segmentEffort?.start_index ?? 0) + 1);
    expect(client.getActivityStreams).toHaveBeenCalledTimes(1);
  });

  it('give the same window again for the same set, and a new one cut from a refreshed set', async () => {
    const client = clientAnswering(() => runText);
    const [lap] = Lap.parseMany(testData().laps(TEST_RUN), { client });
    const first = await lap?.streams();
    await expect(lap?.streams()).resolves.toBe(first);
    const refreshed = await lap?.streams({ refresh: true });
    expect(refreshed).not.toBe(first);
    expect(refreshed?.length).toBe(first?.length);
    await expect(lap?.streams()).resolves.toBe(refreshed);
    expect(client.getActivityStreams).toHaveBeenCalledTimes(2);
  });

  it('take a decoded answer too, with the same windows', async () => {
    const client = clientAnswering(() => decodeJSON(runText));
    const activity = runActivity(client);
    const [lap] = activity.laps ?? [];
    const window = await lap?.streams();
    const distances = (decodeJSON(runText) as { distance: { data: number[] } }).distance.data;
    expect(window?.distance?.toArray()).toEqual(distances.slice(lap?.start_index ?? 0, (lap?.end_index ?? 0) + 1));
  });

  it('reject with StreamWindowError when the window cannot be cut: downsampled, out of range, no index', async () => {
    const ride = clientAnswering(() => rideText);
    const downsampled = await rejection(Lap.parse({ activity: { id: TEST_RIDE }, start_index: 0, end_index: 10 }, { client: ride }).streams());
    expect(downsampled).toBeInstanceOf(StreamWindowError);
    expect(downsampled).toMatchObject({ reason: 'downsampled' });
    const run = clientAnswering(() => runText);
    const outOfRange = await rejection(SegmentEffort.parse({ activity: { id: 1 }, start_index: RUN_SAMPLES - 100, end_index: RUN_SAMPLES }, { client: run }).streams());
    expect(outOfRange).toMatchObject({ name: 'StreamWindowError', reason: 'out-of-range' });
    const noIndex = await rejection(Lap.parse({ activity: { id: 1 }, start_index: 0 }, { client: run }).streams());
    expect(noIndex).toMatchObject({ name: 'StreamWindowError', reason: 'no-index' });
  });

  it('reject a record without an activity, or whose activity has no id, or without a client, never calling it', async () => {
    const client = syncClient();
    const noActivity = await rejection(Lap.parse({ id: 1, start_index: 0, end_index: 0 }, { client }).streams());
    expect(noActivity).toBeInstanceOf(MissingIdError);
    expect(noActivity).toMatchObject({ record: 'Lap', accessor: 'streams', field: 'activity' });
    expect((noActivity as Error).message).toBe("Lap#streams() needs the record's activity, but activity is null");
    const noId = await rejection(SegmentEffort.parse({ activity: { resource_state: 1 }, start_index: 0, end_index: 0 }, { client }).streams());
    expect((noId as Error).message).toBe("SegmentEffort#streams() needs the record's activity.id, but activity.id is null");
    await expect(Lap.parse({ activity: { id: 1 } }).streams()).rejects.toThrow(new UnboundEntityError('Lap', 'streams'));
    expect(client.getActivityStreams).not.toHaveBeenCalled();
  });

  it('reject with the TypeError of the activity\'s streams() when the client lacks getActivityStreams', async () => {
    const { getActivityComments, getActivityZones, getActivityKudos, getActivityPhotos, getAthleteStats } = syncClient();
    const client: ClientHandle = { getActivityComments, getActivityZones, getActivityKudos, getActivityPhotos, getAthleteStats };
    const lap = Lap.parse({ activity: { id: 1 }, start_index: 0, end_index: 0 }, { client });
    await expect(lap.streams()).rejects.toThrow(new TypeError('The bound client has no getActivityStreams() method, which MetaActivity#streams() calls'));
  });

});

describe('accessor options', () => {
  it('reject options that are not an object (a function neither), on an activity and through a lap, without calling the client; null reads as none', async () => {
    let calls = 0;
    const answer = (body: unknown) => () => { calls += 1; return body; };
    const client: ClientHandle = {
      getActivityStreams: answer('{"time": {"data": [0, 1]}}'), getActivityComments: answer([]), getActivityZones: answer([]),
      getActivityKudos: answer([]), getActivityPhotos: answer([]), getAthleteStats: answer({}),
    };
    const [lap] = Lap.parseMany([{ activity: { id: 1 }, start_index: 0, end_index: 1 }], { client });
    const activity = SummaryActivity.parse({ id: 1 }, { client });
    const calledWith = (options: unknown) => [activity.comments(options as object), activity.streams(options as object), lap?.streams(options as object) ?? Promise.reject(new Error('no lap'))];
    for (const call of [...calledWith(5), ...calledWith('refresh'), ...calledWith(() => ({ refresh: true }))]) {
      await expect(call).rejects.toThrow(/^The options must be an object \(\{ signal, refresh \}\), received (number|string|function)$/);
    }
    expect(calls).toBe(0);
    // null reads as no options, as undefined does.
    await expect(Promise.all(calledWith(null))).resolves.toEqual([[], expect.anything(), expect.anything()]);
    await expect(lap?.streams()).resolves.toHaveLength(2);
  });
});

