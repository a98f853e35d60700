import { readFault } from '../errors/api-fault.js';
import { HttpError, type HttpAnswerDetails } from '../errors/http-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { RateLimitError } from '../errors/rate-limit-error.js';
import { readRefusal, UnauthorizedError } from '../errors/unauthorized-error.js';
import { readRateLimit } from '../errors/rate-limit.js';
import { judgeRateLimit } from '../errors/rate-limit-verdict.js';
import { redactedAnswer } from './redacted-answer.js';
import type { Redactor } from '../secrets/redactor.js';
import type { Answer } from './send-attempt.js';

/**
 * The error for an answer outside 200-299: `UnauthorizedError` (401), `NotFoundError`
 * (404), `RateLimitError` (429) or `HttpError`, carrying the body as a `Fault` record when
 * it is the API's error body. What it shows is free of secrets, but what a caller decides
 * by (why a token was refused, which limit was hit) is read from the fault as sent, so
 * that a secret that happens to spell part of it changes nothing.
 *
 * @param url The URL as the error shows it (free of secrets).
 * @param now Milliseconds since the epoch, for when a rate-limit window resets.
 * @param explanation Put after the status in the message of a plain `HttpError`.
 * @param neededScope The write scope the call needs, which a 401 for a missing write
 *   permission names (`activity:write`).
 */
export async function httpErrorFor(method: string, url: string, answer: Answer, redactor: Redactor, now: number, explanation?: string, neededScope?: string): Promise<HttpError> {
  const fault = readFault(answer.text);
  const details: HttpAnswerDetails = { method, url, ...(await redactedAnswer(answer, fault, redactor)) };
  switch (answer.status) {
    case 401: {
      const { reason, scope } = readRefusal(fault, neededScope);
      return new UnauthorizedError({ ...details, reason, scope: scope === null ? null : redactor.text(scope) });
    }
    case 404:
      return new NotFoundError(details);
    case 429: {
      const rateLimit = readRateLimit(answer.headers);
      return new RateLimitError({ ...details, ...judgeRateLimit(fault, rateLimit, now), rateLimit });
    }
    default:
      return new HttpError(explanation === undefined ? details : { ...details, explanation });
  }
}
