import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  ActivityComment,
  ActivityPhoto,
  ActivityStats,
  ActivityTotal,
  ActivityZone,
  Lap,
  MetaActivity,
  MetaAthlete,
  MissingIdError,
  ParseError,
  SegmentEffort,
  SummaryAthlete,
  TimedZoneRange,
  UnboundEntityError,
  decodeJSON,
} from '../../src/index.js';
import { bodies, clientAnswering, deferred, syncClient, untilAborted } from '../helpers/fake-client.js';
import { BIG_ID_LAPS_TEXT, TEST_RIDE, testBody, testData } from '../helpers/fixtures.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const texts = (comments: readonly ActivityComment[]) => comments.map((comment) => comment.text);
const comment = (text: string) => [{ text }];

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('lazy accessors', () => {
  it('validate what the client gives into records, calling it with the exact id', async () => {
    const client = syncClient();
    const [lap] = Lap.parseMany(decodeJSON(BIG_ID_LAPS_TEXT), { client });
    const activity = lap?.activity;
    const comments = await activity?.comments();
    expect(comments?.map((item) => item.constructor)).toEqual([ActivityComment, ActivityComment]);
    expect(comments?.map((item) => item.toJSON())).toEqual(ActivityComment.parseMany(bodies.comments).map((item) => item.toJSON()));
    const zones = await activity?.zones();
    expect(zones?.[1]).toBeInstanceOf(ActivityZone);
    expect(zones?.[1]?.distribution_buckets?.[0]).toBeInstanceOf(TimedZoneRange);
    const kudos = await activity?.kudos();
    expect(kudos?.map((athlete) => [athlete.constructor, athlete.firstname])).toEqual([[SummaryAthlete, 'Noah'], [SummaryAthlete, 'Mehmet'], [SummaryAthlete, 'Jonas'], [SummaryAthlete, 'Jakub']]);
    const photos = await activity?.photos();
    expect(photos?.every((photo) => photo instanceof ActivityPhoto)).toBe(true);
    const stats = await lap?.athlete?.stats();
    expect(stats).toBeInstanceOf(ActivityStats);
    expect(stats?.ytd_run_totals).toBeInstanceOf(ActivityTotal);
    expect(client.getActivityComments).toHaveBeenCalledWith(9007199254740995n, { signal: expect.any(AbortSignal) as AbortSignal });
    expect(client.getAthleteStats).toHaveBeenCalledWith(9007199254740997n, { signal: expect.any(AbortSignal) as AbortSignal });
  });

  it('give frozen results: the kept array cannot be changed by one caller for the others', async () => {
    const activity = MetaActivity.parse({ id: 1 }, { client: syncClient() });
    const comments = await activity.comments();
    expect(Object.isFrozen(comments)).toBe(true);
    expect(Object.isFrozen(comments[0])).toBe(true);
    expect(Object.isFrozen(comments[0]?.athlete)).toBe(true);
    expect(() => (comments as ActivityComment[]).pop()).toThrow(TypeError);
    await expect(activity.comments()).resolves.toHaveLength(2);
  });

  it('bind what they give to the same client, nested records too', async () => {
    const client = syncClient();
    const activity = MetaActivity.parse({ id: 1 }, { client });
    const [first] = await activity.comments();
    expect(first?.bound_client).toBe(client);
    expect(first?.athlete?.bound_client).toBe(client);
    const [athlete] = await activity.kudos();
    expect(athlete?.bound_client).toBe(client);
  });

  it('reach a commenter\'s stats through the comment\'s client', async () => {
    const client = clientAnswering((id) => (id === 7 ? [{ id: 70, text: 'Nice', athlete: { id: 26462176, firstname: 'Daniel' } }] : bodies.stats));
    const activity = MetaActivity.parse({ id: 7 }, { client });
    const [first] = await activity.comments();
    const stats = await first?.athlete?.stats();
    expect(stats?.ytd_run_totals?.count).toBe((bodies.stats.ytd_run_totals as { count: number }).count);
    expect(stats?.ytd_run_totals?.count).toBeGreaterThan(0);
    expect(client.getAthleteStats).toHaveBeenCalledWith(26462176, expect.anything());
  });

  it('reject with ParseError when the body does not validate, paths starting at the item\'s index, and keep nothing', async () => {
    const answers: unknown[] = [
      [{ text: 'fine' }, { text: 12, athlete: { created_at: 'yesterday' } }],
      [{ text: 'fine' }],
    ];
    const client = clientAnswering(() => answers.shift());
    const activity = MetaActivity.parse({ id: 1 }, { client });
    const error = await rejection(activity.comments());
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).issues.map((issue) => issue.path)).toEqual([[1, 'text'], [1, 'athlete', 'created_at']]);
    await expect(activity.comments().then(texts)).resolves.toEqual(['fine']);
    expect(client.getActivityComments).toHaveBeenCalledTimes(2);
  });

  it('reject with ParseError when a list is not an array, or stats not an object', async () => {
    const activity = MetaActivity.parse({ id: 1 }, { client: clientAnswering(() => ({ comments: [] })) });
    await expect(activity.comments()).rejects.toThrow(ParseError);
    await expect(activity.photos()).rejects.toThrow('(root): expected array, received object');
    const athlete = MetaAthlete.parse({ id: 1 }, { client: clientAnswering(() => [bodies.stats]) });
    await expect(athlete.stats()).rejects.toThrow('(root): expected object, received array');
  });

  it('share one validation between concurrent callers, so they get the very same records', async () => {
    const answer = deferred<unknown>();
    const client = clientAnswering(() => answer.promise);
    const activity = MetaActivity.parse({ id: 1 }, { client });
    const calls = Array.from({ length: 50 }, () => activity.kudos());
    answer.resolve(bodies.kudos);
    const results = await Promise.all(calls);
    expect(client.getActivityKudos).toHaveBeenCalledTimes(1);
    for (const result of results) expect(result).toBe(results[0]);
  });

  it('share one failing validation too: every concurrent caller gets the same ParseError', async () => {
    const answer = deferred<unknown>();
    const activity = MetaActivity.parse({ id: 1 }, { client: clientAnswering(() => answer.promise) });
    const calls = [activity.zones(), activity.zones()];
    answer.resolve([{ score: 'high' }]);
    const [first, second] = await Promise.all(calls.map(rejection));
    expect(first).toBeInstanceOf(ParseError);
    expect(second).toBe(first);
  });

  it('reach data through an asynchronous client', async () => {
    const client = clientAnswering(async (id) => {
      await flush();
      return comment(`comment on ${String(id)}`);
    });
    const activity = MetaActivity.parse({ id: 42 }, { client });
    await expect(activity.comments().then(texts)).resolves.toEqual(['comment on 42']);
  });

  it('reject with UnboundEntityError on an unbound record, without calling any client', async () => {
    const activity = MetaActivity.parse({ id: 1 });
    const athlete = MetaAthlete.parse({ id: 1 });
    for (const call of [() => activity.comments(), () => activity.zones(), () => activity.kudos(), () => activity.photos(), () => athlete.stats()]) {
      const promise = call();
      expect(promise).toBeInstanceOf(Promise);
      await expect(promise).rejects.toBeInstanceOf(UnboundEntityError);
    }
    await expect(athlete.stats()).rejects.toThrow('MetaAthlete#stats() needs a client');
    await expect(activity.photos()).rejects.toMatchObject({ name: 'UnboundEntityError', record: 'MetaActivity', accessor: 'photos' });
    await expect(SummaryAthlete.parse({ id: 1 }).stats()).rejects.toThrow('SummaryAthlete#stats() needs a client');
  });

  it('reject with MissingIdError when id is null, without calling the client', async () => {
    const client = syncClient();
    const activity = MetaActivity.parse({ resource_state: 1 }, { client });
    await expect(activity.zones()).rejects.toBeInstanceOf(MissingIdError);
    await expect(activity.zones()).rejects.toMatchObject({ name: 'MissingIdError', record: 'MetaActivity', accessor: 'zones' });
    await expect(MetaAthlete.parse({}, { client }).stats()).rejects.toThrow('MetaAthlete#stats() needs the record\'s id');
    const [kudoer] = await MetaActivity.parse({ id: 1 }, { client }).kudos();
    await expect(kudoer?.stats()).rejects.toThrow('SummaryAthlete#stats() needs the record\'s id');
    expect(client.getActivityZones).not.toHaveBeenCalled();
    expect(client.getAthleteStats).not.toHaveBeenCalled();
  });

  it('memoise each accessor and each record separately', async () => {
    const client = syncClient();
    const [one, two] = MetaActivity.parseMany([{ id: 1 }, { id: 2 }], { client });
    await one?.comments();
    await one?.zones();
    await two?.comments();
    await one?.comments();
    expect(client.getActivityComments).toHaveBeenCalledTimes(2);
    expect(client.getActivityZones).toHaveBeenCalledTimes(1);
  });

  it('call again on refresh: a success replaces the kept result, a failure (a body that does not validate too) leaves it', async () => {
    const answers: (() => unknown)[] = [
      () => comment('first'),
      () => comment('second'),
      () => Promise.reject(new Error('down')),
      () => [{ text: false }],
    ];
    const client = clientAnswering(() => answers.shift()?.());
    const activity = MetaActivity.parse({ id: 1 }, { client });
    await expect(activity.comments().then(texts)).resolves.toEqual(['first']);
    await expect(activity.comments({ refresh: true }).then(texts)).resolves.toEqual(['second']);
    await expect(activity.comments().then(texts)).resolves.toEqual(['second']);
    await expect(activity.comments({ refresh: true })).rejects.toThrow('down');
    await expect(activity.comments({ refresh: true })).rejects.toThrow(ParseError);
    await expect(activity.comments().then(texts)).resolves.toEqual(['second']);
    expect(client.getActivityComments).toHaveBeenCalledTimes(4);
  });

  it('make a new call on refresh even while another runs, and never let the older result replace the newer', async () => {
    const older = deferred<unknown>();
    const newer = deferred<unknown>();
    const pending = [older, newer];
    const client = clientAnswering(() => pending.shift()?.promise);
    const activity = MetaActivity.parse({ id: 1 }, { client });
    const first = activity.comments();
    const second = activity.comments({ refresh: true });
    expect(client.getActivityComments).toHaveBeenCalledTimes(2);
    newer.resolve(comment('newer'));
    await expect(second.then(texts)).resolves.toEqual(['newer']);
    older.resolve(comment('older'));
    await expect(first.then(texts)).resolves.toEqual(['older']);
    await expect(activity.comments().then(texts)).resolves.toEqual(['newer']);
  });

  it('reject an aborting caller at once with the signal\'s reason, while the others still get the result', async () => {
    const answer = deferred<unknown>();
    let clientSignal: AbortSignal | undefined;
    const client = clientAnswering((_id, { signal }) => {
      clientSignal = signal;
      return answer.promise;
    });
    const activity = MetaActivity.parse({ id: 1 }, { client });
    const impatient = new AbortController();
    const leaving = activity.comments({ signal: impatient.signal });
    const staying = activity.comments();
    const reason = new Error('user left');
    impatient.abort(reason);
    await expect(leaving).rejects.toBe(reason);
    expect(clientSignal?.aborted).toBe(false);
    answer.resolve(comment('done'));
    await expect(staying.then(texts)).resolves.toEqual(['done']);
  });

  it('abort the client\'s signal only when every waiting caller has aborted, and neither validate nor keep what it returns later', async () => {
    let clientSignal: AbortSignal | undefined;
    const late = deferred<unknown>();
    const client = clientAnswering((_id, { signal }) => {
      clientSignal = signal;
      return late.promise;
    });
    const activity = MetaActivity.parse({ id: 1 }, { client });
    const controllers = [new AbortController(), new AbortController()];
    const calls = controllers.map((controller) => activity.zones({ signal: controller.signal }));
    controllers[0]?.abort();
    expect(clientSignal?.aborted).toBe(false);
    controllers[1]?.abort('second reason');
    expect(clientSignal?.aborted).toBe(true);
    expect(clientSignal?.reason).toBe('second reason');
    await expect(calls[0]).rejects.toMatchObject({ name: 'AbortError' });
    await expect(calls[1]).rejects.toBe('second reason');
    const parseMany = vi.spyOn(ActivityZone, 'parseMany');
    late.resolve([{ type: 'too late' }]);
    await flush();
    expect(parseMany).not.toHaveBeenCalled();
    parseMany.mockRestore();
    client.getActivityZones.mockImplementation(() => [{ type: 'fresh' }]);
    await expect(activity.zones().then((zones) => zones.map((zone) => zone.type))).resolves.toEqual(['fresh']);
    expect(client.getActivityZones).toHaveBeenCalledTimes(2);
  });

  it('pass the abort through to a client that honours it', async () => {
    const client = clientAnswering((_id, { signal }) => untilAborted(signal));
    const athlete = MetaAthlete.parse({ id: 1 }, { client });
    const controller = new AbortController();
    const call = athlete.stats({ signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('leave no abort listener on a caller\'s signal once its call settles', async () => {
    const answer = deferred<unknown>();
    const client = clientAnswering(() => answer.promise);
    const activity = MetaActivity.parse({ id: 1 }, { client });
    const controller = new AbortController();
    const calls = [activity.comments({ signal: controller.signal }), activity.comments({ signal: controller.signal })];
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    answer.resolve(comment('x'));
    await Promise.all(calls);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);

    const failing = MetaActivity.parse({ id: 2 }, { client: clientAnswering(() => Promise.reject(new Error('no'))) });
    await expect(failing.kudos({ signal: controller.signal })).rejects.toThrow('no');
    const invalid = MetaActivity.parse({ id: 3 }, { client: clientAnswering(() => ({ not: 'a list' })) });
    await expect(invalid.kudos({ signal: controller.signal })).rejects.toThrow(ParseError);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('share the lap\'s client with its activity and athlete', async () => {
    const client = syncClient();
    const lap = Lap.parse({ activity: { id: 3 }, athlete: { id: 4 } }, { client });
    await lap.activity?.comments();
    await lap.athlete?.stats();
    expect(client.getActivityComments).toHaveBeenCalledWith(3, expect.anything());
    expect(client.getAthleteStats).toHaveBeenCalledWith(4, expect.anything());
  });

  it('walk the graph from a segment effort: its activity\'s photos and its athlete\'s stats', async () => {
    const client = syncClient();
    const detailed = testBody(testData().activity(TEST_RIDE), 'ride');
    const [effort] = SegmentEffort.parseMany(detailed.segment_efforts, { client });
    const photos = await effort?.activity?.photos();
    expect(photos?.[0]?.location).toEqual((testBody(testData().photos(TEST_RIDE), 'photos')[0] as { location: unknown }).location);
    expect(photos?.[0]?.location).toHaveLength(2);
    await expect(effort?.athlete?.stats()).resolves.toBeInstanceOf(ActivityStats);
    expect(client.getActivityPhotos).toHaveBeenCalledWith(TEST_RIDE, expect.anything());
    expect(client.getAthleteStats).toHaveBeenCalledWith(testData().athleteBody().id, expect.anything());
  });

  it('start fresh after bind: the new record has its own memo and client', async () => {
    const first = syncClient();
    const second = syncClient();
    const activity = MetaActivity.parse({ id: 1 }, { client: first });
    await activity.comments();
    await activity.bind(second).comments();
    expect(first.getActivityComments).toHaveBeenCalledTimes(1);
    expect(second.getActivityComments).toHaveBeenCalledTimes(1);
  });

  it('call the client with the client as this', async () => {
    const client = {
      ...syncClient(),
      prefix: 'p',
      getActivityComments: vi.fn(function (this: { prefix: string }) {
        return comment(this.prefix);
      }),
    };
    await expect(MetaActivity.parse({ id: 1 }, { client }).comments().then(texts)).resolves.toEqual(['p']);
  });
});
