import { HttpError, type HttpAnswerDetails } from './http-error.js';

/** 404: no such resource, or one the token may not see. Never tried again. */
export class NotFoundError extends HttpError {
  /** The error's class name, `NotFoundError`. */
  override readonly name = 'NotFoundError' as const;

  /**
   * Made by the client from a 404 answer.
   *
   * @param answer The 404 answer.
   * @param options `{ cause }`, when there is one.
   */
  constructor(answer: HttpAnswerDetails, options?: ErrorOptions) {
    super({ ...answer, explanation: ' Not Found' }, options);
  }
}
