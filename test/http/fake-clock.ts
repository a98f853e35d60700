import type { Clock } from '../../src/http/shared/clock.js';

/**
 * A clock for tests: `now` moves only when the client waits, and every wait is recorded
 * and spent at once (or, with `hold`, kept pending until the signal aborts), so no test
 * sleeps through a backoff or a rate-limit window.
 */
export class FakeClock implements Clock {
  /** Milliseconds since the epoch. */
  time: number;
  /** Every wait asked for, in milliseconds, in order. */
  readonly sleeps: number[] = [];
  /** Waits stay pending until their signal aborts. */
  hold = false;

  constructor(start: number = Date.UTC(2026, 2, 9, 10, 7, 30)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
    this.sleeps.push(ms);
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted === true) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => {
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (this.hold) return;
      this.time += ms;
      setImmediate(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
    });
  }
}
