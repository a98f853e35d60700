import { HttpError } from './http-error.js';

/** 404: no such resource, or one the token may not see. */
export class NotFoundError extends HttpError {
  override readonly name = 'NotFoundError';

  constructor(url: string, body: string) {
    super(404, url, body, `GET ${url} answered 404 Not Found`);
  }
}
