import { ApiError } from './api-error.js';

/** The service answered with a status outside 200-299. */
export class HttpError extends ApiError {
  override readonly name: string = 'HttpError';
  /** The HTTP status, for example 500. */
  readonly status: number;
  /** The URL requested (it never holds the access token, which travels in a header). */
  readonly url: string;
  /** The response body as text, with any occurrence of the access token removed. */
  readonly body: string;

  constructor(status: number, url: string, body: string, message = `GET ${url} answered ${status}`) {
    super(message);
    this.status = status;
    this.url = url;
    this.body = body;
  }
}
