import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { Lap, MetaActivity, MetaAthlete, MissingIdError, UnboundEntityError, decodeJSON } from '../../src/index.js';
import { bodies, clientAnswering, deferred, syncClient, untilAborted } from '../helpers/fake-client.js';
import { fixtureText } from '../helpers/fixtures.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazy accessors', () => {
  it('reach comments, zones, kudos, photos and stats through a synchronous client, with the exact id', async () => {
    const client = syncClient();
    const [lap] = Lap.parseMany(decodeJSON(fixtureText('docs-activity-laps.json')), { client });
    await expect(lap?.activity?.comments()).resolves.toBe(bodies.comments);
    await expect(lap?.activity?.zones()).resolves.toBe(bodies.zones);
    await expect(lap?.activity?.kudos()).resolves.toBe(bodies.kudos);
    await expect(lap?.activity?.photos()).resolves.toBe(bodies.photos);
    await expect(lap?.athlete?.stats()).resolves.toBe(bodies.stats);
    expect(client.getActivityComments).toHaveBeenCalledWith(12345678987654321n, { signal: expect.any(AbortSignal) as AbortSignal });
    expect(client.getAthleteStats).toHaveBeenCalledWith(12345678987654321n, { signal: expect.any(AbortSignal) as AbortSignal });
  });

  it('reach data through an asynchronous client', async () => {
    const client = clientAnswering(async (id) => {
      await flush();
      return [{ text: `comment on ${String(id)}` }];
    });
    const activity = MetaActivity.parse({ id: 42 }, { client });
    await expect(activity.comments()).resolves.toEqual([{ text: 'comment on 42' }]);
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
  });

  it('reject with MissingIdError when id is null, without calling the client', async () => {
    const client = syncClient();
    const activity = MetaActivity.parse({ resource_state: 1 }, { client });
    await expect(activity.zones()).rejects.toBeInstanceOf(MissingIdError);
    await expect(MetaAthlete.parse({}, { client }).stats()).rejects.toThrow('MetaAthlete#stats() needs the record\'s id');
    expect(client.getActivityZones).not.toHaveBeenCalled();
    expect(client.getAthleteStats).not.toHaveBeenCalled();
  });

  it('reject, never throw, when the client lacks the method', async () => {
    const activity = MetaActivity.parse({ id: 1 }, { client: {} as never });
    let promise: Promise<unknown> | undefined;
    expect(() => (promise = activity.photos())).not.toThrow();
    await expect(promise).rejects.toThrow('The bound client has no getActivityPhotos() method');
  });

  it('reject, never throw, when the client throws synchronously', async () => {
    const client = clientAnswering(() => {
      throw new Error('sync failure');
    });
    const athlete = MetaAthlete.parse({ id: 1 }, { client });
    let promise: Promise<unknown> | undefined;
    expect(() => (promise = athlete.stats())).not.toThrow();
    await expect(promise).rejects.toThrow('sync failure');
  });

  it('share one client call between 50 concurrent callers', async () => {
    const answer = deferred<unknown>();
    const client = clientAnswering(() => answer.promise);
    const activity = MetaActivity.parse({ id: 1 }, { client });
    const calls = Array.from({ length: 50 }, () => activity.kudos());
    answer.resolve(bodies.kudos);
    const results = await Promise.all(calls);
    expect(client.getActivityKudos).toHaveBeenCalledTimes(1);
    for (const result of results) expect(result).toBe(bodies.kudos);
  });

  it('keep a success and return it again without calling the client', async () => {
    const client = syncClient();
    const athlete = MetaAthlete.parse({ id: 1 }, { client });
    const first = await athlete.stats();
    const second = await athlete.stats();
    expect(second).toBe(first);
    expect(client.getAthleteStats).toHaveBeenCalledTimes(1);
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

  it('do not keep a failure: the next call asks again', async () => {
    let attempt = 0;
    const client = clientAnswering(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('flaky')) : ['ok'];
    });
    const activity = MetaActivity.parse({ id: 1 }, { client });
    await expect(activity.comments()).rejects.toThrow('flaky');
    await expect(activity.comments()).resolves.toEqual(['ok']);
    expect(client.getActivityComments).toHaveBeenCalledTimes(2);
  });

  it('call again on refresh: a success replaces the kept result, a failure leaves it', async () => {
    const answers: (() => unknown)[] = [() => ['first'], () => ['second'], () => Promise.reject(new Error('down'))];
    const client = clientAnswering(() => answers.shift()?.());
    const activity = MetaActivity.parse({ id: 1 }, { client });
    await expect(activity.comments()).resolves.toEqual(['first']);
    await expect(activity.comments({ refresh: true })).resolves.toEqual(['second']);
    await expect(activity.comments()).resolves.toEqual(['second']);
    await expect(activity.comments({ refresh: true })).rejects.toThrow('down');
    await expect(activity.comments()).resolves.toEqual(['second']);
    expect(client.getActivityComments).toHaveBeenCalledTimes(3);
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
    newer.resolve(['newer']);
    await expect(second).resolves.toEqual(['newer']);
    older.resolve(['older']);
    await expect(first).resolves.toEqual(['older']);
    await expect(activity.comments()).resolves.toEqual(['newer']);
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
    answer.resolve(['done']);
    await expect(staying).resolves.toEqual(['done']);
  });

  it('abort the client\'s signal only when every waiting caller has aborted, and drop what it returns later', async () => {
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
    late.resolve(['too late']);
    await flush();
    client.getActivityZones.mockImplementation(() => ['fresh']);
    await expect(activity.zones()).resolves.toEqual(['fresh']);
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

  it('reject at once, without calling the client, for a signal already aborted', async () => {
    const client = syncClient();
    const activity = MetaActivity.parse({ id: 1 }, { client });
    await expect(activity.photos({ signal: AbortSignal.abort('gone') })).rejects.toBe('gone');
    expect(client.getActivityPhotos).not.toHaveBeenCalled();
  });

  it('leave no abort listener on a caller\'s signal once its call settles', async () => {
    const answer = deferred<unknown>();
    const client = clientAnswering(() => answer.promise);
    const activity = MetaActivity.parse({ id: 1 }, { client });
    const controller = new AbortController();
    const calls = [activity.comments({ signal: controller.signal }), activity.comments({ signal: controller.signal })];
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    answer.resolve(['x']);
    await Promise.all(calls);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);

    const failing = MetaActivity.parse({ id: 2 }, { client: clientAnswering(() => Promise.reject(new Error('no'))) });
    await expect(failing.kudos({ signal: controller.signal })).rejects.toThrow('no');
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
        return [this.prefix];
      }),
    } as never;
    await expect(MetaActivity.parse({ id: 1 }, { client }).comments()).resolves.toEqual(['p']);
  });
});
