import { ConnectionError } from './connection-error.js';

/**
 * An attempt got no complete answer (headers and body) within `timeout` milliseconds. A
 * `ConnectionError`, so it is tried again like one.
 */
export class TimeoutError extends ConnectionError {
  /** The error's class name, `TimeoutError`. */
  override readonly name = 'TimeoutError';
  /** The time allowed for the attempt, in milliseconds. */
  readonly timeout: number;

  /**
   * Made by the client when an attempt runs out of time.
   *
   * @param timeout The time allowed, in milliseconds.
   */
  constructor(method: string, url: string, timeout: number) {
    super(method, url, undefined, `${method} ${url} got no complete answer within ${timeout} ms`);
    this.timeout = timeout;
  }
}
