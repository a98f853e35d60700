import { describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../src/http/shared/clock.js';

describe('systemClock', () => {
  it('reads Date.now', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('sleeps with setTimeout, so fake timers drive it', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const sleep = systemClock.sleep(8000, undefined).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(7999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await sleep;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a sleep at once when the signal aborts, and leaves no listener', async () => {
    const controller = new AbortController();
    const sleep = systemClock.sleep(60_000, controller.signal);
    controller.abort('woken');
    await expect(sleep).rejects.toBe('woken');
    await expect(systemClock.sleep(60_000, AbortSignal.abort('already'))).rejects.toBe('already');
    const finished = new AbortController();
    const spy = vi.spyOn(finished.signal, 'removeEventListener');
    await systemClock.sleep(1, finished.signal);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('puts one listener on a signal that many sleeps share', async () => {
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const sleeps = Array.from({ length: 20 }, () => systemClock.sleep(60_000, controller.signal));
    expect(added).toHaveBeenCalledTimes(1);
    controller.abort('all woken');
    for (const sleep of sleeps) await expect(sleep).rejects.toBe('all woken');
  });
});
