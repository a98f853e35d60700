/** The one listener a signal carries for the library, and the waits it tells. */
interface Relay {
  readonly waits: Set<() => void>;
  readonly listener: () => void;
}

/** Keyed by signal, held weakly: a signal and its waits go with their callers. */
const relays = new WeakMap<AbortSignal, Relay>();

/**
 * Calls `onAbort` when `signal` aborts, until the returned function is called. However many
 * waits share one signal (a page of calls under one `AbortSignal.timeout`), the signal
 * carries one listener of the library, so no `MaxListenersExceeded` warning, and none
 * once every wait has stopped.
 *
 * @returns Stops the wait; calling it again does nothing.
 */
export function whenAborted(signal: AbortSignal, onAbort: () => void): () => void {
  let relay = relays.get(signal);
  if (relay === undefined) {
    const waits = new Set<() => void>();
    const listener = () => {
      relays.delete(signal);
      for (const wait of waits) wait();
    };
    relay = { waits, listener };
    relays.set(signal, relay);
    signal.addEventListener('abort', listener, { once: true });
  }
  const { waits, listener } = relay;
  // A function of its own, so that one callback waiting twice is two waits.
  const wait = () => {
    onAbort();
  };
  waits.add(wait);
  return () => {
    if (!waits.delete(wait) || waits.size > 0) return;
    if (relays.get(signal) === relay) relays.delete(signal);
    signal.removeEventListener('abort', listener);
  };
}
