import { describe, expect, it, vi } from 'vitest';
import {
  ActivityComment,
  ActivityStats,
  DetailedActivity,
  JsonSyntaxError,
  Lap,
  MetaActivity,
  MetaAthlete,
  MissingIdError,
  ParseError,
  SegmentEffort,
  SummaryActivity,
  UnboundEntityError,
  type ClientHandle,
} from '../../src/index.js';
import { accessRelated, type RelatedCall } from '../../src/client/related-calls.js';
import { bodies, clientAnswering, syncClient } from '../helpers/fake-client.js';
import { TEST_RIDE, TEST_RUN, testBody, testData, testText } from '../helpers/fixtures.js';

/** The test data's long run's laps, and its ride in detail (segment effort ids past 2^53), as the API's text. */
const LAPS_TEXT = testText(testBody(testData().laps(TEST_RUN), 'laps'));
const BIG_ID_RIDE_TEXT = testText(testBody(testData().activity(TEST_RIDE), 'ride'));
const signal = expect.any(AbortSignal) as AbortSignal;

/** A client written before the optional methods: the first five only. */
function fiveMethodClient(): ClientHandle {
  const { getActivityComments, getActivityZones, getActivityKudos, getActivityPhotos, getAthleteStats } = syncClient();
  return { getActivityComments, getActivityZones, getActivityKudos, getActivityPhotos, getAthleteStats };
}

describe('MetaActivity#details', () => {
  it('asks getActivity for every segment effort and gives a DetailedActivity bound to the same client', async () => {
    const client = syncClient();
    const activity = SummaryActivity.parse({ id: TEST_RUN, name: 'from the list' }, { client });
    const detail = await activity.details();
    expect(client.getActivity).toHaveBeenCalledWith(TEST_RUN, { includeAllEfforts: true, signal });
    expect(detail).toBeInstanceOf(DetailedActivity);
    expect(detail.name).toBe('Sortie longue');
    expect(detail.bound_client).toBe(client);
    expect(detail.laps?.[0]?.bound_client).toBe(client);
    expect(detail.segment_efforts?.[0]).toBeInstanceOf(SegmentEffort);
    expect(Object.isFrozen(detail)).toBe(true);
  });

  it('is on every activity record and on a lap\'s activity, whose detail shares the lap\'s client', async () => {
    const client = syncClient();
    const [lap] = Lap.parseMany(bodies.laps, { client });
    await expect(lap?.activity?.details()).resolves.toBeInstanceOf(DetailedActivity);
    const detail = await MetaActivity.parse({ id: 1 }, { client }).details();
    await expect(detail.details({ refresh: true })).resolves.toBeInstanceOf(DetailedActivity);
    expect(client.getActivity).toHaveBeenCalledTimes(3);
  });

  it('calls the client in the caller\'s own turn, before any module is loaded', () => {
    const client = clientAnswering(() => new Promise(() => undefined));
    void SummaryActivity.parse({ id: 5 }, { client }).details();
    void MetaActivity.parse({ id: 5 }, { client }).laps();
    expect(client.getActivity).toHaveBeenCalledTimes(1);
    expect(client.getActivityLaps).toHaveBeenCalledTimes(1);
  });

  it('rejects with ParseError for a body that is no detailed activity, and keeps nothing', async () => {
    const answers: unknown[] = [{ id: 'x', laps: [{ distance: 'far' }] }, bodies.activity];
    const client = clientAnswering(() => answers.shift());
    const activity = SummaryActivity.parse({ id: 7 }, { client });
    const error: unknown = await activity.details().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).issues.map((issue) => issue.path)).toEqual([['id'], ['laps', 0, 'distance']]);
    await expect(activity.details()).resolves.toBeInstanceOf(DetailedActivity);
  });

  it('rejects with an abort\'s reason even while the record class is being loaded', async () => {
    const controller = new AbortController();
    const activity = SummaryActivity.parse({ id: 7 }, { client: syncClient() });
    const call = activity.details({ signal: controller.signal });
    controller.abort('left');
    await expect(call).rejects.toBe('left');
  });
});

describe('MetaActivity#laps', () => {
  it('asks getActivityLaps and gives Laps bound to the same client, all referring to one activity record', async () => {
    const client = syncClient();
    const activity = SummaryActivity.parse({ id: TEST_RUN }, { client });
    const laps = await activity.laps();
    expect(client.getActivityLaps).toHaveBeenCalledWith(TEST_RUN, { signal });
    expect(laps).toHaveLength(22);
    expect(laps.every((lap) => lap instanceof Lap)).toBe(true);
    expect(laps[0]?.bound_client).toBe(client);
    expect(laps[0]?.activity?.id).toBe(TEST_RUN);
    expect(new Set(laps.map((lap) => lap.activity)).size).toBe(1);
    expect(Object.isFrozen(laps)).toBe(true);
    const [lap] = laps;
    await expect(lap?.activity?.comments()).resolves.toHaveLength(2);
  });

  it('rejects with ParseError whose paths start at the lap\'s index', async () => {
    const activity = MetaActivity.parse({ id: 1 }, { client: clientAnswering(() => [{ id: 1 }, { lap_index: 'two' }]) });
    const error: unknown = await activity.laps().catch((caught: unknown) => caught);
    expect((error as ParseError).issues.map((issue) => issue.path)).toEqual([[1, 'lap_index']]);
  });
});

describe('new accessors and the ClientHandle a user wrote before them', () => {
  it('reject with a TypeError naming the missing method, while the five first accessors still work', async () => {
    const activity = SummaryActivity.parse({ id: 1 }, { client: fiveMethodClient() });
    let details: Promise<unknown> | undefined;
    expect(() => (details = activity.details())).not.toThrow();
    await expect(details).rejects.toThrow(new TypeError('The bound client has no getActivity() method, which SummaryActivity#details() calls'));
    await expect(activity.laps()).rejects.toThrow(new TypeError('The bound client has no getActivityLaps() method, which SummaryActivity#laps() calls'));
    await expect(activity.comments()).resolves.toHaveLength(2);
  });

  it('reject unbound and id-less records first, naming the record\'s class, without calling the client', async () => {
    await expect(SummaryActivity.parse({ id: 1 }).details()).rejects.toThrow(new UnboundEntityError('SummaryActivity', 'details'));
    await expect(DetailedActivity.parse({ id: 1 }).details()).rejects.toThrow('DetailedActivity#details() needs a client');
    await expect(MetaActivity.parse({ id: 1 }).laps()).rejects.toThrow('MetaActivity#laps() needs a client');
    const client = syncClient();
    const error: unknown = await SummaryActivity.parse({ name: 'club item' }, { client }).laps().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MissingIdError);
    expect(error).toMatchObject({ record: 'SummaryActivity', accessor: 'laps' });
    expect(client.getActivityLaps).not.toHaveBeenCalled();
  });
});

describe('JSON text as a client\'s answer', () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it('is decoded with decodeJSON, so ids beyond 2^53 stay exact, as a string, Uint8Array, ArrayBuffer or Buffer', async () => {
    const text = BIG_ID_RIDE_TEXT;
    for (const answer of [text, encode(text), encode(text).buffer, Buffer.from(text)]) {
      const detail = await SummaryActivity.parse({ id: TEST_RIDE }, { client: clientAnswering(() => answer) }).details();
      const efforts = detail.segment_efforts ?? [];
      expect(efforts.length).toBeGreaterThan(0);
      expect(efforts.every((effort) => typeof effort.id === 'bigint')).toBe(true);
      for (const effort of efforts) expect(text).toContain(`"id":${String(effort.id)},`);
    }
  });

  it('works for every accessor, the first ones too, and through a promise of text', async () => {
    const client = clientAnswering((id) => Promise.resolve(JSON.stringify(id === 1 ? bodies.comments : bodies.stats)));
    const comments = await MetaActivity.parse({ id: 1 }, { client }).comments();
    expect(comments[0]).toBeInstanceOf(ActivityComment);
    await expect(MetaAthlete.parse({ id: 2 }, { client }).stats()).resolves.toBeInstanceOf(ActivityStats);
    const laps = await MetaActivity.parse({ id: 3 }, { client: clientAnswering(() => LAPS_TEXT) }).laps();
    expect(laps[0]).toBeInstanceOf(Lap);
  });

  it('drops a byte order mark before UTF-8 bytes, as Response.text() does', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode('[{"text": "héllo"}]')]);
    const comments = await MetaActivity.parse({ id: 1 }, { client: clientAnswering(() => bytes) }).comments();
    expect(comments.map((comment) => comment.text)).toEqual(['héllo']);
  });

  it('rejects with JsonSyntaxError for text that is not JSON or bytes that are not UTF-8 (naming the first such byte and its offset), and keeps nothing', async () => {
    const answers: unknown[] = ['[{"text": "cut', Uint8Array.from([...encode('[{"text": "caf'), 0xe9, ...encode('"}]')]).buffer, '[]'];
    const client = clientAnswering(() => answers.shift());
    const activity = MetaActivity.parse({ id: 1 }, { client });
    await expect(activity.comments()).rejects.toThrow(JsonSyntaxError);
    const refusal = await activity.comments().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(JsonSyntaxError);
    expect(refusal).toMatchObject({ textLength: 18, byteOffset: 14, message: 'not UTF-8 text: byte 0xE9 at byte offset 14 of 18 begins no UTF-8 character' });
    await expect(activity.comments()).resolves.toEqual([]);
  });

  it('goes to an accessor\'s own text reader when it has one, instead of decodeJSON, bytes as their text', async () => {
    const readText = vi.fn((text: string) => ({ length: text.length }));
    const read = vi.fn(() => ({ length: -1 }));
    const call: RelatedCall<{ length: number }> = { accessor: 'samples', method: 'getActivityZones', read, readText };
    const owner = (answer: unknown) => ({ id: 1, bound_client: clientAnswering(() => answer) });
    await expect(accessRelated(owner('{"a": 1}'), 'MetaActivity', call, undefined)).resolves.toEqual({ length: 8 });
    await expect(accessRelated(owner(new Uint8Array([0xef, 0xbb, 0xbf, ...encode('not JSON, é')])), 'MetaActivity', call, undefined)).resolves.toEqual({ length: 11 });
    expect(readText).toHaveBeenLastCalledWith('not JSON, é', expect.anything());
    await expect(accessRelated(owner(encode('[\u00e9]').buffer), 'MetaActivity', call, undefined)).resolves.toEqual({ length: 3 });
    await expect(accessRelated(owner(new Uint8Array([0x5b, 0xff, 0x5d])), 'MetaActivity', call, undefined)).rejects.toThrow(
      new JsonSyntaxError(3, { byteOffset: 1, byte: 0xff }),
    );
    await expect(accessRelated(owner({ a: 1 }), 'MetaActivity', call, undefined)).resolves.toEqual({ length: -1 });
    expect(readText).toHaveBeenCalledTimes(3);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
