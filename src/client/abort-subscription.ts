/** The library's one listener on a signal, and the callbacks it runs. */
interface Subscribers {
  readonly callbacks: Set<() => void>;
  readonly listener: () => void;
}

/**
 * Signals the library listens to. An entry lives only while it has callbacks, and the
 * map holds its signals weakly, so nothing here outlives the calls that wait.
 */
const subscribersBySignal = new WeakMap<AbortSignal, Subscribers>();

/**
 * Runs `onAbort` when `signal` aborts, until the returned function is called. However
 * many callbacks wait on one signal (the accessors' callers, or the pages and retries of
 * HTTP calls under one `AbortSignal.timeout`), the library adds a single listener to it,
 * so that many calls sharing a long-lived signal raise no `MaxListenersExceededWarning`,
 * and removes it when the last callback leaves.
 *
 * @returns Stops the wait; calling it again does nothing.
 */
export function subscribeToAbort(signal: AbortSignal, onAbort: () => void): () => void {
  let subscribers = subscribersBySignal.get(signal);
  if (subscribers === undefined) {
    const callbacks = new Set<() => void>();
    const listener = () => {
      subscribersBySignal.delete(signal);
      for (const callback of callbacks) callback();
    };
    subscribers = { callbacks, listener };
    subscribersBySignal.set(signal, subscribers);
    signal.addEventListener('abort', listener, { once: true });
  }
  const current = subscribers;
  // A function of its own, so that one callback subscribed twice is two subscriptions.
  const callback = () => {
    onAbort();
  };
  current.callbacks.add(callback);
  return () => {
    if (!current.callbacks.delete(callback) || current.callbacks.size > 0) return;
    // After an abort the entry is gone, and a later one for the signal is not this one's to remove.
    if (subscribersBySignal.get(signal) === current) subscribersBySignal.delete(signal);
    signal.removeEventListener('abort', current.listener);
  };
}
