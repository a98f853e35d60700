import { ownValue } from '../../parse/own-properties.js';
import { isPlainObject } from '../../parse/plain-object.js';
import { describeKind, describeQuoted } from '../../parse/received-value.js';

/**
 * The query string of the API's challenge: a `URLSearchParams` (`new URL(request.url,
 * base).searchParams`), or a plain object of its parameters as Node frameworks give it
 * (`request.query` in Express, Fastify or Koa), read from its own properties only.
 */
export type WebhookChallengeQuery = URLSearchParams | Readonly<Record<string, unknown>>;

/** What the callback answers the challenge with: this object as JSON, status 200. */
export interface WebhookChallengeAnswer {
  /** The challenge, as the API sent it. */
  readonly 'hub.challenge': string;
}

/** Longest part of a received value a message quotes. */
const MAX_QUOTED_VALUE = 40;

/**
 * Answers the challenge the API sends to a callback URL when a push subscription is
 * created (a GET with `hub.mode=subscribe`, `hub.verify_token` and `hub.challenge`):
 * gives `{ 'hub.challenge': challenge }`, to send back as JSON with status 200 within 2
 * seconds. The verify token is compared in time that does not depend on where it
 * differs, so that the answer's timing tells nothing of it.
 *
 * @param verifyToken The `verifyToken` given to `createPushSubscription`.
 * @throws TypeError when the request is no challenge of this application's: `hub.mode` is
 *   not `subscribe`, `hub.verify_token` differs from `verifyToken`, `hub.challenge` is
 *   missing or empty, or a parameter is given more than once (answer 403, say). Also when
 *   `verifyToken` is not a non-empty string or the query is neither form. The messages
 *   never show either token.
 * @example
 * ```ts
 * const answer = answerWebhookChallenge(new URL('/webhook?hub.mode=subscribe&hub.verify_token=STRAVA&hub.challenge=15f7d1a91c1f40f8a748fd134752feb3', 'http://localhost').searchParams, 'STRAVA');
 * console.log(JSON.stringify(answer)); // {"hub.challenge":"15f7d1a91c1f40f8a748fd134752feb3"}
 * ```
 */
export function answerWebhookChallenge(query: WebhookChallengeQuery, verifyToken: string): WebhookChallengeAnswer {
  const where = 'answerWebhookChallenge';
  const expected: unknown = verifyToken;
  if (typeof expected !== 'string' || expected === '') throw new TypeError(`${where}: verifyToken must be a non-empty string, received ${describeKind(expected)}`);
  const read = parameterReader(query, where);
  const mode = read('hub.mode');
  if (mode !== 'subscribe') {
    throw new TypeError(`${where}: hub.mode is ${mode === undefined ? 'missing' : describeQuoted(mode, MAX_QUOTED_VALUE)} where "subscribe" was expected: no subscription challenge`);
  }
  const token = read('hub.verify_token');
  if (token === undefined) throw new TypeError(`${where}: hub.verify_token is missing`);
  if (!isSameSecret(token, expected)) throw new TypeError(`${where}: hub.verify_token is not the verify token given: the challenge is for another subscription`);
  const challenge = read('hub.challenge');
  if (challenge === undefined || challenge === '') throw new TypeError(`${where}: hub.challenge is ${challenge === undefined ? 'missing' : 'empty'}`);
  return Object.freeze({ 'hub.challenge': challenge });
}

/**
 * A function giving a parameter of the query: its one string value, or undefined when
 * absent.
 *
 * @throws TypeError for a parameter given more than once (an array, in a framework's
 *   object) or not as a string, and for a query that is neither form.
 */
function parameterReader(query: unknown, where: string): (name: string) => string | undefined {
  if (query instanceof URLSearchParams) {
    return (name) => {
      const values = query.getAll(name);
      if (values.length > 1) throw new TypeError(`${where}: ${name} is given ${values.length} times`);
      return values[0];
    };
  }
  if (!isPlainObject(query)) throw new TypeError(`${where}: the query must be a URLSearchParams or a plain object, received ${describeKind(query)}`);
  return (name) => {
    const value = ownValue(query, name);
    if (value === undefined || typeof value === 'string') return value;
    throw new TypeError(`${where}: ${name} must be given once, as a string; received ${describeKind(value)}`);
  };
}

/**
 * Whether `given` is `expected`, in time that depends on the length of `expected` alone:
 * every character is compared whatever came before, so where a guess goes wrong does not
 * show in how long the answer takes.
 */
function isSameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index++) {
    // Past the end of `given`, charCodeAt gives NaN, which `^` takes as 0: the length already differs.
    difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  }
  return difference === 0;
}
