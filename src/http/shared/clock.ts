import { subscribeToAbort } from '../../client/abort-subscription.js';

/**
 * Time as the HTTP client and the token refresher see it: the current instant, and
 * waiting. Internal: the library always uses `systemClock`; its tests pass a clock that
 * records waits instead of spending them, so that no test sleeps through a backoff or a
 * rate-limit window.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds; rejects with the signal's reason as soon as it aborts. */
  sleep(ms: number, signal: AbortSignal | undefined): Promise<void>;
}

/**
 * `Date.now()` and `setTimeout`, looked up at each call (so a test's fake timers apply).
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted === true) {
        reject(signal.reason);
        return;
      }
      const timer = setTimeout(() => {
        stop?.();
        resolve();
      }, ms);
      const stop = signal === undefined
        ? undefined
        : subscribeToAbort(signal, () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
    }),
};
