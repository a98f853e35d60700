import { decodeJSON } from '../../json/decode-json.js';
import { httpErrorFor } from './answer-error.js';
import { readFault } from '../errors/api-fault.js';
import { systemClock } from '../shared/clock.js';
import type { HttpError } from '../errors/http-error.js';
import { readJsonMembers, type JsonMember } from './json-members.js';
import { redactedAnswer, type RedactedAnswer } from './redacted-answer.js';
import { REDACTED, Redactor } from '../secrets/redactor.js';
import { tokensInAnswer } from './answer-tokens.js';
import { MAX_KEPT_BODY, sendAttempt, type Answer, type Exchange, type FetchFunction } from './send-attempt.js';

/** What a message says of a redirect answer to a request that carries secrets. */
export const REDIRECT_NOT_FOLLOWED = ', a redirect, which is not followed: the request carries secrets';

/** A form to send to an endpoint whose request carries secrets. */
export interface SecretForm {
  /**
   * `POST` (the default) sends the fields as the body; `GET` and `DELETE` send them in the
   * URL's query (the push subscriptions ask so), which errors show with every secret
   * replaced.
   */
  readonly method?: 'POST' | 'GET' | 'DELETE';
  /** The endpoint (the token endpoint, the push subscriptions). */
  readonly url: string;
  /** The form's fields, sent as `application/x-www-form-urlencoded`. */
  readonly fields: Readonly<Record<string, string>>;
  /** The secrets among the fields' values (the client secret, a refresh token, a code). */
  readonly secrets: readonly string[];
  /**
   * Whether the answer carries secrets of its own (the token endpoint's: tokens). Every
   * string of it that may be one (`tokensInAnswer`: under a name that says so, at any
   * depth, or shaped like a token) is then kept out of what the answer shows, also when
   * the answer is cut short within one; an answer with too many such strings to search
   * for shows its body as `[redacted]`, whole.
   */
  readonly answerHoldsTokens: boolean;
  /** The `fetch` to use; undefined: `globalThis.fetch`, looked up now. */
  readonly fetch: FetchFunction | undefined;
  /** Milliseconds for the answer, headers and body together; 0: no limit. */
  readonly timeout: number;
  /** Ends the request at once, with its reason. */
  readonly signal?: AbortSignal | undefined;
  /**
   * Read a 2xx answer that is not UTF-8 as no text (`utf8` false), as the API's data is
   * read (the push subscriptions). The token endpoint's answers leave it off: a byte in the
   * athlete's name must not lose tokens the endpoint gives once.
   */
  readonly strictUtf8?: boolean;
}

/** What a secret-bearing endpoint answered. */
export interface SecretFormAnswer {
  readonly status: number;
  /**
   * Whether the answer is a redirect (3xx, or the opaque answer a browser gives for one),
   * which is never followed: following it would send the secrets on.
   */
  readonly redirected: boolean;
  /** False when the body went past 64 KiB and reading stopped there. */
  readonly complete: boolean;
  /** False for a 2xx answer read with `strictUtf8` that is not UTF-8 (no text was kept). */
  readonly utf8: boolean;
  /**
   * The body decoded with `decodeJSON` (ids beyond 2^53 exact) when it arrived whole and
   * is JSON; undefined otherwise. It holds the answer's secrets as sent: never put it in
   * an error.
   */
  readonly json: unknown;
  /** The body's top-level members with a string, number, boolean or null value, as far as it was read. */
  readonly members: readonly JsonMember[];
  /**
   * What an error may show of the answer: its body (64 KiB at most), headers and fault,
   * every secret sent and every string of the answer that may be a token (with
   * `answerHoldsTokens`) replaced by `[redacted]`.
   */
  readonly shown: RedactedAnswer;
  /** The URL requested as an error may show it: a secret in its query replaced by `[redacted]`. */
  readonly shownUrl: string;
  /**
   * The answer as read, secrets and all (its body `[redacted]` when it holds more strings
   * that may be tokens than `MAX_ANSWER_TOKENS`), with the redactor that knows every
   * secret sent and carried: what `httpErrorFor` makes an error of. Never show it as it is.
   */
  readonly raw: { readonly answer: Answer; readonly redactor: Redactor };
}

/**
 * Sends a form to an endpoint whose request carries secrets (the client secret, a refresh
 * token, a code, an access token): the one way the HTTP entry sends secrets other than a
 * bearer token.
 * - a redirect is never followed: it is the answer (`redirected`), since following it
 *   would send the form to wherever the redirect points;
 * - the answer is read up to 64 KiB (a real token answer is under 2 kB), within `timeout`;
 *   the signal ends the request at once with its reason;
 * - no answer rejects with `ConnectionError` or `TimeoutError`, whose URL and cause (a
 *   copy of what failed) have every secret sent replaced by `[redacted]`;
 * - what the answer shows, and the URL, are free of the secrets sent and of those the
 *   answer carries itself, wherever they sit in it.
 */
export async function postSecretForm(form: SecretForm): Promise<SecretFormAnswer> {
  const redactor = new Redactor();
  for (const secret of form.secrets) redactor.add(secret);
  const method = form.method ?? 'POST';
  const encoded = new URLSearchParams(form.fields).toString();
  const exchange: Exchange = method === 'POST'
    ? {
      method,
      url: form.url,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: encoded,
      redirect: 'manual',
    }
    : { method, url: `${form.url}?${encoded}`, headers: { Accept: 'application/json' }, redirect: 'manual' };
  const answer = await sendAttempt(exchange, { fetch: form.fetch, timeout: form.timeout, maxBodyBytes: MAX_KEPT_BODY, strictUtf8: form.strictUtf8 === true }, form.signal, redactor);
  const tokens = form.answerHoldsTokens ? tokensInAnswer(answer.text) : [];
  for (const token of tokens ?? []) redactor.add(token);
  // Too many to search every shown text for: the body is shown as one redaction, and no fault is read from it.
  const shownAnswer = tokens === null ? { ...answer, text: REDACTED, complete: true } : answer;
  return {
    status: answer.status,
    redirected: answer.status === 0 || (answer.status >= 300 && answer.status <= 399),
    complete: answer.complete,
    utf8: answer.utf8,
    json: answer.complete ? decodedOrUndefined(answer.text) : undefined,
    members: readJsonMembers(answer.text),
    shown: await redactedAnswer(shownAnswer, readFault(shownAnswer.text), redactor),
    shownUrl: redactor.text(exchange.url),
    raw: { answer: shownAnswer, redactor },
  };
}

/**
 * The client's error for an answer outside 200-299, a redirect included (`HttpError`,
 * `UnauthorizedError`, `NotFoundError`, `RateLimitError`), free of every secret sent and
 * carried, the URL too.
 */
export async function secretAnswerError(answer: SecretFormAnswer, method: 'POST' | 'GET' | 'DELETE'): Promise<HttpError> {
  const { answer: raw, redactor } = answer.raw;
  return httpErrorFor(method, answer.shownUrl, raw, redactor, systemClock.now(), answer.redirected ? REDIRECT_NOT_FOLLOWED : undefined);
}

function decodedOrUndefined(text: string): unknown {
  try {
    return decodeJSON(text);
  } catch {
    return undefined;
  }
}
