import { HttpError } from './http-error.js';

/** 401: the access token is missing, expired, revoked or lacks the scope the request needs. */
export class UnauthorizedError extends HttpError {
  override readonly name = 'UnauthorizedError';

  constructor(url: string, body: string) {
    super(401, url, body, `GET ${url} answered 401 Unauthorized: check the access token and its scopes`);
  }
}
