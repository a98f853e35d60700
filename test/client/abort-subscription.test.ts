import { describe, expect, it, vi } from 'vitest';
import { subscribeToAbort } from '../../src/client/abort-subscription.js';

describe('subscribeToAbort', () => {
  it('puts one listener on the signal for every wait, and takes it off when the last wait stops', () => {
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    const onAbort = vi.fn();
    const stops = Array.from({ length: 50 }, () => subscribeToAbort(controller.signal, onAbort));
    expect(added).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
    expect(removed).toHaveBeenCalledTimes(1);
    stops[0]?.();
    expect(removed).toHaveBeenCalledTimes(1);
    controller.abort();
    expect(onAbort).not.toHaveBeenCalled();
  });

  it('tells every wait still waiting when the signal aborts, one callback waiting twice twice', () => {
    const controller = new AbortController();
    const twice = vi.fn();
    const stopped = vi.fn();
    subscribeToAbort(controller.signal, twice);
    subscribeToAbort(controller.signal, twice);
    const stop = subscribeToAbort(controller.signal, stopped);
    stop();
    controller.abort();
    expect(twice).toHaveBeenCalledTimes(2);
    expect(stopped).not.toHaveBeenCalled();
  });

  it('lets a wait stop after the abort, and a new signal start afresh', () => {
    const first = new AbortController();
    const stop = subscribeToAbort(first.signal, () => undefined);
    first.abort();
    expect(stop).not.toThrow();
    const second = new AbortController();
    const onAbort = vi.fn();
    subscribeToAbort(second.signal, onAbort);
    second.abort();
    expect(onAbort).toHaveBeenCalledTimes(1);
  });
});
