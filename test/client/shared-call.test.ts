import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedCall } from '../../src/client/shared-call.js';
import { MetaActivity, type ClientHandle } from '../../src/index.js';

/** Waits one turn of the event loop: every promise that settles "at once" has settled by then. */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** How `promise` stands after one turn of the event loop, without waiting for it any longer. */
async function standing<T>(promise: Promise<T>): Promise<{ state: 'pending' } | { state: 'fulfilled'; value: T } | { state: 'rejected'; reason: unknown }> {
  let outcome: { state: 'pending' } | { state: 'fulfilled'; value: T } | { state: 'rejected'; reason: unknown } = { state: 'pending' };
  promise.then(
    (value) => (outcome = { state: 'fulfilled', value }),
    (reason: unknown) => (outcome = { state: 'rejected', reason }),
  );
  await nextTurn();
  return outcome;
}

/** A client call that never answers. */
const never = () => new Promise<never>(() => undefined);

describe('SharedCall and a signal aborted while the client is being called', () => {
  it('rejects the caller at once with the signal\'s reason and aborts the client\'s signal', async () => {
    const shared = new SharedCall<string>();
    const controller = new AbortController();
    let clientSignal: AbortSignal | undefined;
    const call = shared.run({ signal: controller.signal }, (signal) => {
      clientSignal = signal;
      controller.abort('stopped inside the call');
      return never();
    });
    expect(await standing(call)).toEqual({ state: 'rejected', reason: 'stopped inside the call' });
    expect(clientSignal?.aborted).toBe(true);
    expect(clientSignal?.reason).toBe('stopped inside the call');
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('drops what that call returns, and the next caller starts a new call', async () => {
    const shared = new SharedCall<string>();
    const controller = new AbortController();
    const client = vi.fn((): string => {
      controller.abort('gone');
      return 'late';
    });
    await expect(shared.run({ signal: controller.signal }, client)).rejects.toBe('gone');
    await expect(shared.run({}, () => 'fresh')).resolves.toBe('fresh');
    expect(client).toHaveBeenCalledTimes(1);
  });

  it('rejects only the aborting caller of a refresh; the others keep the running call', async () => {
    const shared = new SharedCall<string>();
    let answer: (value: string) => void = () => undefined;
    const patient = shared.run({}, () => new Promise<string>((resolve) => (answer = resolve)));
    const controller = new AbortController();
    const impatient = shared.run({ signal: controller.signal, refresh: true }, () => {
      controller.abort('no more');
      return never();
    });
    expect(await standing(impatient)).toEqual({ state: 'rejected', reason: 'no more' });
    answer('first');
    await expect(patient).resolves.toBe('first');
  });
});

describe('SharedCall and the listeners on a shared signal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('adds one listener to a signal that many calls share, and none is left once they settle', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const controller = new AbortController();
      const answers: ((value: number) => void)[] = [];
      const calls = Array.from({ length: 25 }, (_, i) =>
        new SharedCall<number>().run({ signal: controller.signal }, () => new Promise<number>((resolve) => answers.push(() => { resolve(i); }))),
      );
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
      for (const answer of answers.slice(0, 24)) answer(0);
      await nextTurn();
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
      answers[24]?.(0);
      await Promise.all(calls);
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
      await nextTurn();
      expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('rejects every caller sharing the signal when it aborts, and leaves no listener', async () => {
    const controller = new AbortController();
    const shared = new SharedCall<string>();
    const clientSignals: AbortSignal[] = [];
    const calls = [
      shared.run({ signal: controller.signal }, (signal) => (clientSignals.push(signal), never())),
      shared.run({ signal: controller.signal }, never),
      new SharedCall<string>().run({ signal: controller.signal }, (signal) => (clientSignals.push(signal), never())),
    ];
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controller.abort('all of them');
    for (const call of calls) await expect(call).rejects.toBe('all of them');
    expect(clientSignals.map((signal) => signal.aborted)).toEqual([true, true]);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('keeps the listener while one caller still waits, after another left with its own signal', async () => {
    const shared = new SharedCall<string>();
    const longLived = new AbortController();
    const shortLived = new AbortController();
    let answer: (value: string) => void = () => undefined;
    const staying = shared.run({ signal: longLived.signal }, () => new Promise<string>((resolve) => (answer = resolve)));
    const leaving = shared.run({ signal: shortLived.signal }, never);
    shortLived.abort('left');
    await expect(leaving).rejects.toBe('left');
    expect(getEventListeners(shortLived.signal, 'abort')).toHaveLength(0);
    expect(getEventListeners(longLived.signal, 'abort')).toHaveLength(1);
    answer('kept');
    await expect(staying).resolves.toBe('kept');
    expect(getEventListeners(longLived.signal, 'abort')).toHaveLength(0);
  });

  it('adds one listener for eleven accessor calls on different records sharing one signal', async () => {
    const controller = new AbortController();
    const answers: (() => void)[] = [];
    const answerLater = () => new Promise<never[]>((resolve) => answers.push(() => { resolve([]); }));
    const client: ClientHandle = {
      getActivityComments: answerLater,
      getActivityZones: answerLater,
      getActivityKudos: answerLater,
      getActivityPhotos: answerLater,
      getAthleteStats: () => ({}),
    };
    const activities = Array.from({ length: 11 }, (_, id) => MetaActivity.parse({ id: id + 1 }, { client }));
    const calls = activities.map((activity) => activity.comments({ signal: controller.signal }));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    for (const answer of answers) answer();
    await Promise.all(calls);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('SharedCall options', () => {
  const polluted = Object.prototype as Record<string, unknown>;
  afterEach(() => {
    delete polluted.refresh;
    delete polluted.signal;
  });

  it('ignores a refresh or a signal inherited from a polluted Object.prototype', async () => {
    const shared = new SharedCall<number>();
    const client = vi.fn(() => 1);
    await expect(shared.run({}, client)).resolves.toBe(1);
    polluted.refresh = true;
    polluted.signal = AbortSignal.abort('inherited');
    await expect(shared.run({}, client)).resolves.toBe(1);
    await expect(shared.run(Object.create({ refresh: true, signal: AbortSignal.abort('inherited') }) as object, client)).resolves.toBe(1);
    expect(client).toHaveBeenCalledTimes(1);
  });

  it('reads own refresh and signal, getters included', async () => {
    const shared = new SharedCall<number>();
    let calls = 0;
    const client = () => ++calls;
    await shared.run({}, client);
    await expect(shared.run({ get refresh() { return true; } }, client)).resolves.toBe(2);
    await expect(shared.run({ refresh: true, signal: AbortSignal.abort('own') }, client)).rejects.toBe('own');
  });

  it('rejects, without calling the client, a signal that is not an AbortSignal or a refresh that is not a boolean', async () => {
    const shared = new SharedCall<number>();
    const client = vi.fn(() => 1);
    await expect(shared.run({ signal: { aborted: true } as unknown as AbortSignal }, client)).rejects.toThrow(TypeError);
    await expect(shared.run({ refresh: 'yes' as unknown as boolean }, client)).rejects.toThrow('The refresh option must be a boolean');
    expect(client).not.toHaveBeenCalled();
    await expect(shared.run({ signal: null as unknown as AbortSignal }, client)).resolves.toBe(1);
  });

  it('rejects options that are not an object, rather than read them as none', async () => {
    const shared = new SharedCall<number>();
    const client = vi.fn(() => 1);
    for (const options of [5, 'refresh', true]) {
      await expect(shared.run(options as unknown as object, client)).rejects.toThrow(`The options must be an object ({ signal, refresh }), received ${typeof options}`);
    }
    expect(client).not.toHaveBeenCalled();
  });
});
