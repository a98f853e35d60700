import type { Fault } from '../../records/fault.js';
import type { FaultFacts } from '../errors/api-fault.js';
import type { Redactor } from '../secrets/redactor.js';
import { readFaultRecord } from './answer-fault.js';
import { MAX_KEPT_BODY, type Answer } from './send-attempt.js';

/** What an error shows of an answer, every echo of a secret replaced by `[redacted]`. */
export interface RedactedAnswer {
  /** The HTTP status. */
  readonly status: number;
  /** The body as read, at most its first 64 KiB. */
  readonly body: string;
  /** The answer's headers as a frozen plain object, names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The API's error body as a `Fault` record, or null when the body is not one. */
  readonly fault: Fault | null;
}

/**
 * The parts of an error answer that `HttpError` and `TokenRefreshError` keep, redacted.
 *
 * @param facts The fault as the client read it from the answer's text as sent.
 */
export async function redactedAnswer(answer: Answer, facts: FaultFacts | null, redactor: Redactor): Promise<RedactedAnswer> {
  return {
    status: answer.status,
    body: answer.text.length > MAX_KEPT_BODY ? redactor.text(answer.text.slice(0, MAX_KEPT_BODY), true) : redactor.text(answer.text, !answer.complete),
    headers: redactor.headers(answer.headers),
    fault: await readFaultRecord(answer.text, facts, (text) => redactor.text(text)),
  };
}
