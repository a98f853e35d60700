import { subscribeToAbort } from '../../client/abort-subscription.js';

/**
 * Settles as `promise` does, or rejects with the signal's reason as soon as the signal
 * aborts, whichever comes first; the listener goes when either happens. It makes every
 * wait end at once on abort, even a wait on a `fetch` or a token function that ignores
 * signals.
 */
export function untilAborted<T>(promise: PromiseLike<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return Promise.resolve(promise);
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const stop = subscribeToAbort(signal, () => {
      reject(signal.reason);
    });
    Promise.resolve(promise).then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}
