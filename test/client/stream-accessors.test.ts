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
import { realBody } from '../helpers/fixtures.js';
import { MARATHON, MARATHON_ACTIVITY, RIDE_2014, realStreamBody, realStreamText } from '../helpers/stream-fixtures.js';

const signal = expect.any(AbortSignal) as AbortSignal;
const EVERY_TYPE = ['time', 'distance', 'latlng', 'altitude', 'velocity_smooth', 'heartrate', 'cadence', 'watts', 'temp', 'moving', 'grade_smooth'];
const marathonText = realStreamText(realStreamBody(MARATHON));
const rideText = realStreamText(realStreamBody(RIDE_2014));
const encode = (text: string) => new TextEncoder().encode(text);

/** The real detailed marathon (one lap, 13 best efforts, 53 segment efforts), bound to `client`. */
function marathonActivity(client: ClientHandle): DetailedActivity {
  return DetailedActivity.parse(realBody(MARATHON_ACTIVITY), { client });
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
    const client = clientAnswering(() => marathonText);
    const streams = await SummaryActivity.parse({ id: 1946417534 }, { client }).streams();
    expect(client.getActivityStreams).toHaveBeenCalledWith(1946417534, { keys: EVERY_TYPE, asText: true, signal });
    expect(streams).toBeInstanceOf(StreamSet);
    expect(streams.distance?.length).toBe(13_129);
    expect(streams.distance?.at(-1)).toBe(42_268.1);
    expect(streams.toJSON()).toEqual(decodeJSON(marathonText));
    expect(Object.isFrozen(streams)).toBe(true);
  });

  it('reads text with StreamSet.parseJSON and a decoded body with StreamSet.parse, into equal records', async () => {
    const parseJSON = vi.spyOn(StreamSet, 'parseJSON');
    const parse = vi.spyOn(StreamSet, 'parse');
    for (const text of [marathonText, rideText]) {
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

  it('reads both shapes: the 2014 ride, an array of eleven downsampled streams with nulls', async () => {
    const streams = await MetaActivity.parse({ id: 103221154 }, { client: clientAnswering(() => rideText) }).streams();
    expect(streams.latlng?.at(0)).toBeNull();
    expect(streams.heartrate?.length).toBe(999);
    expect(streams.heartrate?.original_size).toBe(2829);
    expect(Array.isArray(streams.toJSON())).toBe(true);
  });

  it('rejects with ParseError for a body that is no stream set, and keeps nothing', async () => {
    const answers: unknown[] = ['{"heartrate": {"data": [120, "121"]}, "latlng": {"data": [[91, 0], null]}}', marathonText];
    const client = clientAnswering(() => answers.shift());
    const activity = MetaActivity.parse({ id: 7 }, { client });
    const error = await rejection(activity.streams());
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).issues.map((issue) => issue.path)).toEqual([['heartrate', 'data', 1], ['latlng', 'data', 0, 0]]);
    await expect(activity.streams()).resolves.toBeInstanceOf(StreamSet);
  });

  it('rejects with SyntaxError for text that is not JSON or bytes that are not UTF-8, and keeps nothing', async () => {
    const answers: unknown[] = [marathonText.slice(0, -1), new Uint8Array([0x7b, 0xff, 0x7d]), '{}'];
    const activity = MetaActivity.parse({ id: 7 }, { client: clientAnswering(() => answers.shift()) });
    const error = await rejection(activity.streams());
    expect(error).toBeInstanceOf(SyntaxError);
    expect(error).toEqual(rejectionOfDecode(marathonText.slice(0, -1)));
    await expect(activity.streams()).rejects.toThrow(new SyntaxError('The client answered with 3 bytes that are not UTF-8 text'));
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
  it('cut the real marathon\'s lap and its 13 best efforts from one call, through their shared activity', async () => {
    const client = clientAnswering(() => marathonText);
    const activity = marathonActivity(client);
    const [lap] = activity.laps ?? [];
    const efforts = activity.best_efforts ?? [];
    expect(efforts).toHaveLength(13);
    const [window, ...effortWindows] = await Promise.all([lap?.streams(), ...efforts.map((effort) => effort.streams())]);
    expect(client.getActivityStreams).toHaveBeenCalledTimes(1);
    expect(client.getActivityStreams).toHaveBeenCalledWith(1946417534, { keys: EVERY_TYPE, asText: true, signal });
    expect(window).toBeInstanceOf(StreamWindow);
    expect(window?.length).toBe(13_129);
    expect([window?.start_index, window?.end_index]).toEqual([0, 13_128]);
    expect(window?.figures().distance).toBe(42_268.1);
    for (const [index, effort] of efforts.entries()) {
      const distance = effortWindows[index]?.figures().distance ?? Number.NaN;
      const effortDistance = effort.distance ?? Number.NaN;
      expect(Math.abs(distance - effortDistance) / effortDistance, effort.name ?? '').toBeLessThanOrEqual(0.0025);
    }
    const segmentWindow = await activity.segment_efforts?.[0]?.streams();
    expect(segmentWindow?.length).toBe(463);
    expect(client.getActivityStreams).toHaveBeenCalledTimes(1);
  });

  it('give the same window again for the same set, and a new one cut from a refreshed set', async () => {
    const client = clientAnswering(() => marathonText);
    const [lap] = Lap.parseMany((realBody(MARATHON_ACTIVITY) as { laps: unknown[] }).laps, { client });
    const first = await lap?.streams();
    await expect(lap?.streams()).resolves.toBe(first);
    const refreshed = await lap?.streams({ refresh: true });
    expect(refreshed).not.toBe(first);
    expect(refreshed?.length).toBe(13_129);
    await expect(lap?.streams()).resolves.toBe(refreshed);
    expect(client.getActivityStreams).toHaveBeenCalledTimes(2);
  });

  it('take a decoded answer too, with the same windows', async () => {
    const client = clientAnswering(() => decodeJSON(marathonText));
    const activity = marathonActivity(client);
    const window = await activity.laps?.[0]?.streams();
    expect(window?.distance?.toArray()).toEqual((decodeJSON(marathonText) as { distance: { data: number[] } }).distance.data);
  });

  it('reject with StreamWindowError when the window cannot be cut: downsampled, out of range, no index', async () => {
    const ride = clientAnswering(() => rideText);
    const downsampled = await rejection(Lap.parse({ activity: { id: 103221154 }, start_index: 0, end_index: 10 }, { client: ride }).streams());
    expect(downsampled).toBeInstanceOf(StreamWindowError);
    expect(downsampled).toMatchObject({ reason: 'downsampled' });
    const marathon = clientAnswering(() => marathonText);
    const outOfRange = await rejection(SegmentEffort.parse({ activity: { id: 1 }, start_index: 13_000, end_index: 13_129 }, { client: marathon }).streams());
    expect(outOfRange).toMatchObject({ name: 'StreamWindowError', reason: 'out-of-range' });
    const noIndex = await rejection(Lap.parse({ activity: { id: 1 }, start_index: 0 }, { client: marathon }).streams());
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

