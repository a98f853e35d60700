import { ApiError } from './api-error.js';

/** The request got no answer: DNS, refused or reset connection, TLS. `cause` is the platform's error. */
export class ConnectionError extends ApiError {
  override readonly name = 'ConnectionError';
  /** The URL requested. */
  readonly url: string;

  constructor(url: string, cause: unknown) {
    super(`GET ${url} got no answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.url = url;
  }
}
