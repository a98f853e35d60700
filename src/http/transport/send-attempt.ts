import { subscribeToAbort } from '../../client/abort-subscription.js';
import { ConnectionError } from '../errors/connection-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import type { Redactor } from '../secrets/redactor.js';
import { readResponseText } from './response-text.js';
import { untilAborted } from '../shared/until-aborted.js';

/**
 * Characters of an answer's body an error keeps at most (and bytes of an error answer's
 * body read at most): enough for any fault the API writes, and a bound on the time spent
 * redacting it.
 */
export const MAX_KEPT_BODY = 64 * 1024;

/** The platform's `fetch`, or one with its signature. */
export type FetchFunction = typeof globalThis.fetch;

/** One request to send. */
export interface Exchange {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The URL to request; an error shows it with every secret the redactor knows replaced. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The request body, for a POST or a PUT: text, a form (`fetch` writes its content type),
   * or a multipart form (`fetch` writes its boundary). Each attempt sends it whole again.
   */
  readonly body?: string | URLSearchParams | FormData;
  /**
   * `'manual'` for a request that carries secrets: a redirect is given as the answer, never
   * followed. By default `fetch` follows.
   */
  readonly redirect?: 'manual';
}

/** What bounds one attempt. */
export interface AttemptLimits {
  /** The `fetch` to use; undefined: `globalThis.fetch`, looked up now. */
  readonly fetch: FetchFunction | undefined;
  /** Milliseconds for headers and body together; 0: no limit. */
  readonly timeout: number;
  /** Bytes of a 2xx body read at most; of any other body, at most 64 KiB. */
  readonly maxBodyBytes: number;
  /**
   * Read a 2xx body that is not UTF-8 as no text (`utf8` false) rather than with U+FFFD for
   * each malformed sequence: the API's data must not change without a word. The token
   * endpoint's answers are read leniently, so that a name in a foreign encoding never loses
   * a rotated refresh token.
   */
  readonly strictUtf8?: boolean;
}

/** An answer, its body read. */
export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  /** The body's text, or its first `maxBodyBytes` bytes when `complete` is false. */
  readonly text: string;
  readonly complete: boolean;
  /** False for a 2xx body read with `strictUtf8` that is not UTF-8 (its `text` is then empty). */
  readonly utf8: boolean;
}

/**
 * Sends one request and reads its answer, headers and body:
 * - the caller's abort rejects at once with the signal's reason;
 * - no complete answer within `timeout` rejects with `TimeoutError`;
 * - any other failure (refused, reset, cut short, a `fetch` that throws) rejects with
 *   `ConnectionError`, its cause passed through `redactor`;
 * - either error shows the URL passed through `redactor` (a secret may travel in its query);
 * - a 2xx body stops being read at `maxBodyBytes`, any other at 64 KiB (an error keeps no
 *   more of it); with `strictUtf8`, a 2xx body that is not UTF-8 is given as no text,
 *   `utf8` false;
 * - the timer and the listener on the caller's signal go on every way out.
 */
export async function sendAttempt(exchange: Exchange, limits: AttemptLimits, signal: AbortSignal | undefined, redactor: Redactor): Promise<Answer> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  const stopWaiting = signal === undefined
    ? undefined
    : subscribeToAbort(signal, () => {
      controller.abort(signal.reason);
    });
  let timeoutError: TimeoutError | undefined;
  const timer = limits.timeout > 0
    ? setTimeout(() => {
      timeoutError = new TimeoutError({ method: exchange.method, url: redactor.text(exchange.url), timeout: limits.timeout });
      controller.abort(timeoutError);
    }, limits.timeout)
    : undefined;
  try {
    const fetch = limits.fetch ?? globalThis.fetch;
    const init: RequestInit = { method: exchange.method, headers: exchange.headers, signal: controller.signal };
    if (exchange.body !== undefined) init.body = exchange.body;
    if (exchange.redirect !== undefined) init.redirect = exchange.redirect;
    // Called as a plain function: a browser's fetch throws when called as another object's method.
    const response = await untilAborted(fetch(exchange.url, init), controller.signal);
    const ok = response.status >= 200 && response.status <= 299;
    const { text, complete, utf8 } = await readResponseText(response, ok ? limits.maxBodyBytes : Math.min(limits.maxBodyBytes, MAX_KEPT_BODY), controller.signal, ok && limits.strictUtf8 === true);
    // A stand-in fetch may give its headers as a plain object.
    const headers = response.headers instanceof Headers ? response.headers : new Headers(response.headers);
    return { status: response.status, headers, text, complete, utf8 };
  } catch (error) {
    if (signal?.aborted === true) throw signal.reason;
    if (timeoutError !== undefined) throw timeoutError;
    throw new ConnectionError({ method: exchange.method, url: redactor.text(exchange.url) }, { cause: redactor.error(error) });
  } finally {
    clearTimeout(timer);
    stopWaiting?.();
  }
}
