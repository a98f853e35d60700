import { HttpError, type HttpAnswerDetails } from './http-error.js';

/** 404: no such resource, or one the token may not see. Never tried again. */
export class NotFoundError extends HttpError {
  /** The error's class name, `NotFoundError`. */
  override readonly name = 'NotFoundError';

  /**
   * Made by the client from a 404 answer.
   *
   * @param answer The 404 answer.
   */
  constructor(answer: HttpAnswerDetails) {
    super(answer, ' Not Found');
  }
}
