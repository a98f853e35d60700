import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DetailedActivity, SummaryActivity, StreamSet, type ClientHandle, type Id, type StreamRequestOptions } from '../../src/index.js';
import { isolatedLibrary, type IsolatedLibrary } from '../helpers/isolated-run.js';

/** An activity of 8 one-second samples, two laps and a best effort, each with its own `activity` reference. */
const ID = 7;
const reference = { id: ID, resource_state: 1 };
const laps = [
  { id: 71, lap_index: 1, activity: reference, start_index: 0, end_index: 3 },
  { id: 72, lap_index: 2, activity: reference, start_index: 4, end_index: 7 },
];
const detail = {
  id: ID,
  laps,
  best_efforts: [{ id: 81, name: '10 m', activity: reference, start_index: 2, end_index: 6 }],
  segment_efforts: [{ id: 91, activity: reference, start_index: 1, end_index: 5 }],
};
const streamsText = JSON.stringify({
  time: { data: [0, 1, 2, 3, 4, 5, 6, 7] },
  distance: { data: [0, 3, 6, 9, 12, 15, 18, 21] },
  heartrate: { data: [110, 115, 120, 125, 130, 135, 140, 145] },
  moving: { data: [true, true, true, true, true, true, true, true] },
});

/** A client that counts its streams requests, each answered after the caller's turn. */
function countingClient() {
  const getActivityStreams = vi.fn<(id: Id, options: StreamRequestOptions) => Promise<string>>(() => Promise.resolve(streamsText));
  const client: ClientHandle = {
    getActivityComments: () => [],
    getActivityZones: () => [],
    getActivityKudos: () => [],
    getActivityPhotos: () => [],
    getAthleteStats: () => ({}),
    getActivity: () => Promise.resolve(detail),
    getActivityLaps: () => Promise.resolve(laps),
    getActivityStreams,
  };
  return { client, getActivityStreams };
}

describe('one download for an activity\'s samples', () => {
  it('gives an activity, its streams and the windows of all its laps and efforts from one streams request', async () => {
    const { client, getActivityStreams } = countingClient();
    const activity = SummaryActivity.parse({ id: ID }, { client });
    const streams = await activity.streams();
    const [listed, details] = await Promise.all([activity.laps(), activity.details()]);
    // The laps' and efforts' `activity` references are objects of their own, one per parse.
    expect(listed[0]?.activity).not.toBe(activity);
    expect(details.laps?.[0]?.activity).not.toBe(listed[0]?.activity);
    const windows = await Promise.all([
      ...listed.map((lap) => lap.streams()),
      ...(details.laps ?? []).map((lap) => lap.streams()),
      ...(details.best_efforts ?? []).map((effort) => effort.streams()),
      ...(details.segment_efforts ?? []).map((effort) => effort.streams()),
      details.streams(),
    ]);
    expect(getActivityStreams).toHaveBeenCalledTimes(1);
    expect(windows.map((window) => (window instanceof StreamSet ? 'set' : window.figures().distance))).toEqual([9, 9, 9, 9, 12, 12, 'set']);
    expect(windows.at(-1)).toBe(streams);
  });

  it('shares the one request whichever asks first: laps concurrently, then the activity', async () => {
    const { client, getActivityStreams } = countingClient();
    const activity = SummaryActivity.parse({ id: ID }, { client });
    const listed = await activity.laps();
    const [first, second, streams] = await Promise.all([listed[0]?.streams(), listed[1]?.streams(), activity.streams()]);
    expect(getActivityStreams).toHaveBeenCalledTimes(1);
    expect(await listed[0]?.activity?.streams()).toBe(streams);
    expect([first?.start_index, second?.start_index]).toEqual([0, 4]);
  });

  it('refreshes for every record that shares the call: one more request, one new set for all', async () => {
    const { client, getActivityStreams } = countingClient();
    const activity = SummaryActivity.parse({ id: ID }, { client });
    const [lap] = await activity.laps();
    const before = await activity.streams();
    const window = await lap?.streams({ refresh: true });
    expect(getActivityStreams).toHaveBeenCalledTimes(2);
    const after = await activity.streams();
    expect(after).not.toBe(before);
    expect(await lap?.streams()).toBe(window);
    expect(getActivityStreams).toHaveBeenCalledTimes(2);
  });

  it('keeps calls apart by client and by id', async () => {
    const one = countingClient();
    const other = countingClient();
    await SummaryActivity.parse({ id: ID }, { client: one.client }).streams();
    await SummaryActivity.parse({ id: ID }, { client: other.client }).streams();
    await SummaryActivity.parse({ id: 8 }, { client: one.client }).streams();
    await DetailedActivity.parse({ id: ID }, { client: one.client }).streams();
    expect([one.getActivityStreams.mock.calls.map(([id]) => id), other.getActivityStreams.mock.calls.length]).toEqual([[ID, 8], 1]);
  });

  it('rejects with a TypeError naming the method when the bound client is no object, as every accessor does', async () => {
    const activity = SummaryActivity.parse({ id: ID }, { client: 5 as unknown as ClientHandle });
    await expect(activity.streams()).rejects.toThrow('The bound client has no getActivityStreams() method, which SummaryActivity#streams() calls');
  });

  it('rejects one caller that aborts and still answers the others that share the call', async () => {
    const { client, getActivityStreams } = countingClient();
    const activity = SummaryActivity.parse({ id: ID }, { client });
    const [lap] = await activity.laps();
    const controller = new AbortController();
    const aborted = activity.streams({ signal: controller.signal });
    const window = lap?.streams();
    controller.abort(new Error('left'));
    await expect(aborted).rejects.toThrow('left');
    expect((await window)?.length).toBe(4);
    expect(getActivityStreams).toHaveBeenCalledTimes(1);
  });
});

describe('what a shared call keeps', () => {
  let library: IsolatedLibrary;
  beforeAll(async () => {
    library = await isolatedLibrary();
  });
  afterAll(() => {
    library.dispose();
  });

  it('lets a stream set go with the last record that asked for it, though the client lives on', () => {
    const child = `
      const client = { getActivityStreams: () => '{"time": {"data": [0, 1, 2]}}' };
      let activity = lib.SummaryActivity.parse({ id: 7 }, { client });
      const kept = new WeakRef(await activity.streams());
      if ((await lib.MetaActivity.parse({ id: 7 }, { client }).streams()) !== kept.deref()) throw new Error('not shared while the activity lives');
      activity = null;
      for (let round = 0; round < 10 && kept.deref() !== undefined; round++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        globalThis.gc();
      }
      console.log(kept.deref() === undefined ? 'collected' : 'kept');
    `;
    const result = library.run(child, { nodeOptions: ['--expose-gc'], timeLimit: 60_000 });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('collected');
  });
});
