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
 * many callbacks wait on one signal, the library adds a single listener to it (so that
 * many calls sharing a long-lived signal raise no `MaxListenersExceededWarning`), and
 * removes it when the last callback leaves.
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
  const { callbacks, listener } = subscribers;
  callbacks.add(onAbort);
  return () => {
    if (!callbacks.delete(onAbort) || callbacks.size > 0) return;
    subscribersBySignal.delete(signal);
    signal.removeEventListener('abort', listener);
  };
}
