import { cleanFault, type ApiFault } from '../errors/api-fault.js';
import type { Redactor } from '../secrets/redactor.js';
import { MAX_KEPT_BODY, type Answer } from './send-attempt.js';

/** What an error shows of an answer, every echo of a secret replaced by `[redacted]`. */
export interface RedactedAnswer {
  /** The HTTP status. */
  readonly status: number;
  /** The body as read, at most its first 64 KiB. */
  readonly body: string;
  /** The answer's headers as a frozen plain object, names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The API's error body, or null when the body is not one. */
  readonly fault: ApiFault | null;
}

/**
 * The parts of an error answer that `HttpError` and `TokenRefreshError` keep, redacted.
 *
 * @param fault The fault read from the answer's text as sent.
 */
export function redactedAnswer(answer: Answer, fault: ApiFault | null, redactor: Redactor): RedactedAnswer {
  return {
    status: answer.status,
    body: answer.text.length > MAX_KEPT_BODY ? redactor.text(answer.text.slice(0, MAX_KEPT_BODY), true) : redactor.text(answer.text, !answer.complete),
    headers: redactor.headers(answer.headers),
    fault: cleanFault(fault, (text) => redactor.text(text)),
  };
}
