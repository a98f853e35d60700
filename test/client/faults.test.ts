import { getEventListeners } from 'node:events';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MetaActivity, MetaAthlete, type AccessOptions, type ClientHandle } from '../../src/index.js';
import { clientAnswering, untilAborted } from '../helpers/fake-client.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(async () => {
  await tick();
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('accessors under faults', () => {
  it('settle every call against a client that fails at random, callers that abort at random and refreshes, leaving nothing behind', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), async (seed) => {
        const random = seeded(seed);
        const http = clientAnswering(async (id, { signal }) => {
          const delay = random() * 3;
          await new Promise((resolve) => setTimeout(resolve, delay));
          signal?.throwIfAborted();
          if (random() < 0.3) throw new Error(`flaky ${String(id)}`);
          return [{ id }];
        });
        const records = MetaActivity.parseMany([{ id: 1 }, { id: 2 }, { id: 3 }], { client: http });
        const longLived = new AbortController();
        const calls: Promise<unknown>[] = [];
        const shortLivedSignals: AbortSignal[] = [];
        for (let i = 0; i < 60; i++) {
          const record = records[Math.floor(random() * records.length)];
          if (record === undefined) continue;
          const shortLived = new AbortController();
          shortLivedSignals.push(shortLived.signal);
          const signal = random() < 0.5 ? longLived.signal : shortLived.signal;
          const accessors = [record.comments, record.zones, record.kudos, record.photos] as ((options: AccessOptions) => Promise<unknown>)[];
          const accessor = accessors[Math.floor(random() * accessors.length)];
          calls.push(accessor?.call(record, { signal, refresh: random() < 0.2 }) ?? Promise.resolve());
          if (random() < 0.3) setTimeout(() => { shortLived.abort(); }, random() * 3);
        }
        const outcomes = await Promise.allSettled(calls);
        expect(outcomes).toHaveLength(calls.length);
        for (const signal of [longLived.signal, ...shortLivedSignals]) expect(getEventListeners(signal, 'abort')).toHaveLength(0);
      }),
      { numRuns: 25 },
    );
  });

  it('reject every caller of a client that hangs until aborted, and abort the client once all have left', async () => {
    const clientSignals: AbortSignal[] = [];
    const http = clientAnswering((_id, { signal }) => {
      if (signal !== undefined) clientSignals.push(signal);
      return untilAborted(signal);
    });
    const athlete = MetaAthlete.parse({ id: 9 }, { client: http });
    const controllers = Array.from({ length: 1000 }, () => new AbortController());
    const calls = controllers.map((controller) => athlete.stats({ signal: controller.signal }));
    expect(clientSignals).toHaveLength(1);
    for (const controller of controllers) expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controllers.forEach((controller, index) => {
      controller.abort(index);
    });
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.every((outcome, index) => outcome.status === 'rejected' && outcome.reason === index)).toBe(true);
    expect(clientSignals[0]?.aborted).toBe(true);
    for (const controller of controllers) expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('drop what a client returns after all its callers aborted, keep no memo of it, and ask again next time', async () => {
    let resolveLate: (value: unknown) => void = () => undefined;
    let calls = 0;
    const http = clientAnswering(() => {
      calls += 1;
      return calls === 1 ? new Promise((resolve) => (resolveLate = resolve)) : [{ text: 'fresh' }];
    });
    const activity = MetaActivity.parse({ id: 1 }, { client: http });
    const controller = new AbortController();
    const call = activity.comments({ signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    resolveLate([{ text: 'late' }]);
    await tick();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    await expect(activity.comments().then((comments) => comments.map((comment) => comment.text))).resolves.toEqual(['fresh']);
    expect(calls).toBe(2);
  });

  it('reject, never throw, when their options cannot be read', async () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const getterThrows = { get signal(): never { throw new Error('signal getter'); } };
    const activity = MetaActivity.parse({ id: 1 }, { client: clientAnswering(() => []) });
    for (const options of [proxy, getterThrows]) {
      let call: Promise<unknown> | undefined;
      expect(() => (call = activity.comments(options as AccessOptions))).not.toThrow();
      await expect(call).rejects.toBeInstanceOf(Error);
    }
  });

  it('reject with a TypeError naming the method when the bound client is not an object', async () => {
    const activity = MetaActivity.parse({ id: 1 }, { client: 5 as unknown as ClientHandle });
    await expect(activity.photos()).rejects.toThrow('The bound client has no getActivityPhotos() method, which MetaActivity#photos() calls');
  });

  it('handle thousands of calls sharing one long-lived signal without leaving a listener on it', async () => {
    const http = clientAnswering(async (id) => {
      await tick();
      return [{ id }];
    });
    const activities = MetaActivity.parseMany(Array.from({ length: 500 }, (_, index) => ({ id: index + 1 })), { client: http });
    const longLived = new AbortController();
    const calls = activities.flatMap((activity) => [
      activity.comments({ signal: longLived.signal }),
      activity.kudos({ signal: longLived.signal }),
      activity.zones({ signal: longLived.signal }),
      activity.photos({ signal: longLived.signal }),
      activity.comments({ signal: longLived.signal, refresh: true }),
    ]);
    expect(getEventListeners(longLived.signal, 'abort')).toHaveLength(1);
    await Promise.all(calls);
    expect(getEventListeners(longLived.signal, 'abort')).toHaveLength(0);
  });
});
