import { ownValue } from '../parse/own-properties.js';
import { subscribeToAbort } from './abort-subscription.js';
import type { AccessOptions, MaybePromise } from '../core/client-handle.js';

interface Waiter<T> {
  readonly resolve: (value: T) => void;
  readonly reject: (reason: unknown) => void;
  /** Stops listening for this caller's abort; does nothing without a signal. */
  readonly unsubscribe: () => void;
}

/** One call to the client under way, and the callers waiting for it. */
interface Flight<T> {
  /** Aborted, with the last caller's reason, once every waiting caller has aborted. */
  readonly controller: AbortController;
  readonly waiters: Set<Waiter<T>>;
  /** Order of starting, so that a slow old call never replaces a newer kept result. */
  readonly sequence: number;
}

const noSignal = (): void => undefined;

/**
 * A memoised client call, shared by every caller who asks while it runs:
 * - options (`signal`, `refresh`) are read from the options object's own properties only;
 * - concurrent callers share one client call; a success is kept and returned again
 *   without calling the client; a failure is not kept;
 * - `refresh: true` always starts a new call: its success replaces the kept result, its
 *   failure leaves the kept result in place;
 * - a caller's abort rejects that caller at once with the signal's reason, also when the
 *   signal aborts while the client is being called; the client's own signal aborts only
 *   when every waiting caller has aborted, and what that call returns afterwards is dropped;
 * - a signal carries at most one listener from the library however many calls share it,
 *   and none once they settle.
 */
export class SharedCall<T> {
  #kept: { readonly value: T; readonly sequence: number } | null = null;
  #current: Flight<T> | null = null;
  #started = 0;

  /**
   * The kept result, the running call's result, or a new call's result, for this caller.
   * Rejects with `TypeError` for options that are not an object, a `signal` that is not an
   * `AbortSignal` (null counts as none, as for `fetch`) or a `refresh` that is not a
   * boolean, and with what reading the options threw (a getter, a revoked proxy): it never
   * throws.
   */
  run(options: AccessOptions, call: (signal: AbortSignal) => MaybePromise<T>): Promise<T> {
    try {
      return this.#run(options, call);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  #run(options: AccessOptions, call: (signal: AbortSignal) => MaybePromise<T>): Promise<T> {
    if (typeof options !== 'object') {
      return Promise.reject(new TypeError(`The options must be an object ({ signal, refresh }), received ${typeof options}`));
    }
    const signal = ownValue(options, 'signal') ?? undefined;
    const refresh = ownValue(options, 'refresh');
    if (signal !== undefined && !(signal instanceof AbortSignal)) {
      return Promise.reject(new TypeError('The signal option must be an AbortSignal'));
    }
    if (refresh !== undefined && typeof refresh !== 'boolean') {
      return Promise.reject(new TypeError('The refresh option must be a boolean'));
    }
    if (signal?.aborted === true) return Promise.reject(signal.reason);
    if (refresh !== true) {
      if (this.#kept !== null) return Promise.resolve(this.#kept.value);
      if (this.#current !== null) return this.#wait(this.#current, signal);
    }
    this.#started += 1;
    const flight: Flight<T> = { controller: new AbortController(), waiters: new Set(), sequence: this.#started };
    this.#current = flight;
    // The caller waits before the client is called, so that an abort from inside the call reaches it.
    const result = this.#wait(flight, signal);
    this.#call(flight, call);
    return result;
  }

  #call(flight: Flight<T>, call: (signal: AbortSignal) => MaybePromise<T>): void {
    let result: MaybePromise<T>;
    try {
      result = call(flight.controller.signal);
    } catch (error) {
      result = Promise.reject(error);
    }
    Promise.resolve(result).then(
      (value) => {
        this.#settle(flight, true, value);
      },
      (error: unknown) => {
        this.#settle(flight, false, error);
      },
    );
  }

  #wait(flight: Flight<T>, signal: AbortSignal | undefined): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter<T> = {
        resolve,
        reject,
        unsubscribe: signal === undefined ? noSignal : subscribeToAbort(signal, () => {
          this.#leave(flight, waiter, signal.reason);
        }),
      };
      flight.waiters.add(waiter);
    });
  }

  /** A caller aborted: reject it now; when nobody is left waiting, abort the client's call. */
  #leave(flight: Flight<T>, waiter: Waiter<T>, reason: unknown): void {
    waiter.unsubscribe();
    flight.waiters.delete(waiter);
    waiter.reject(reason);
    if (flight.waiters.size > 0) return;
    if (this.#current === flight) this.#current = null;
    flight.controller.abort(reason);
  }

  #settle(flight: Flight<T>, succeeded: boolean, outcome: unknown): void {
    if (this.#current === flight) this.#current = null;
    if (flight.controller.signal.aborted) return;
    if (succeeded && (this.#kept === null || flight.sequence > this.#kept.sequence)) {
      this.#kept = { value: outcome as T, sequence: flight.sequence };
    }
    for (const waiter of flight.waiters) {
      waiter.unsubscribe();
      if (succeeded) waiter.resolve(outcome as T);
      else waiter.reject(outcome);
    }
    flight.waiters.clear();
  }
}
