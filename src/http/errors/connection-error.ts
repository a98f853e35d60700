import { ApiError } from './api-error.js';

/**
 * The request got no complete answer: a refused or reset connection, DNS, TLS, a body cut
 * short, or (as `TimeoutError`) no complete answer in time. Tried again up to
 * `maxRetries` times before this is thrown. `cause` is the platform's error, with any
 * secret it echoes replaced by `[redacted]`.
 */
export class ConnectionError extends ApiError {
  /** The error's class name, `ConnectionError`. */
  override readonly name: string = 'ConnectionError';
  /** The request method. */
  readonly method: string;
  /** The URL requested. */
  readonly url: string;

  /**
   * Made by the client; exported for `instanceof` checks and for tests of code that handles it.
   *
   * @param cause The platform's error, already free of secrets.
   * @param message Overrides the message built from the cause.
   */
  constructor(method: string, url: string, cause: unknown, message = `${method} ${url} got no answer: ${describeCause(cause)}`) {
    super(message, cause === undefined ? undefined : { cause });
    this.method = method;
    this.url = url;
  }
}

/** The messages of an error and its causes, `fetch failed: connect ECONNREFUSED 127.0.0.1:9`. */
function describeCause(cause: unknown): string {
  const messages: string[] = [];
  let current = cause;
  for (let depth = 0; depth < 3 && current !== undefined; depth++) {
    messages.push(current instanceof Error ? current.message : typeof current === 'string' ? current : typeof current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join(': ');
}
