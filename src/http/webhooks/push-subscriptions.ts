import type { Id } from '../../parse/id.js';
import { isPlainObject, type JsonObject } from '../../parse/plain-object.js';
import { readClientCredentials, type ClientCredentials } from '../oauth/client-credentials.js';
import { cutAfter } from '../../parse/cut-text.js';
import { MAX_QUOTED_URL } from '../shared/quoted-url.js';
import { HTTP_DEFAULTS } from '../shared/defaults.js';
import { ApiError } from '../errors/api-error.js';
import { describeJsonKind, describeKind } from '../../parse/received-value.js';
import type { OptionNames } from '../shared/known-names.js';
import { MAX_TIMER_DELAY, OptionReader } from '../shared/option-reader.js';
import { isApiId, pathId } from '../shared/path-id.js';
import { MAX_KEPT_BODY } from '../transport/send-attempt.js';
import { postSecretForm, secretAnswerError, type SecretFormAnswer } from '../transport/secret-form-post.js';
import type { FetchFunction } from '../transport/send-attempt.js';

/**
 * Options of the push-subscription calls: the application's credentials (each call sends
 * them), and how to reach the API. Each is read from the object's own properties only.
 */
export interface PushSubscriptionOptions extends ClientCredentials {
  /** The API's root. @default 'https://www.strava.com/api/v3' */
  readonly baseUrl?: string | undefined;
  /** The `fetch` to use. @default globalThis.fetch (looked up at the call) */
  readonly fetch?: FetchFunction | undefined;
  /**
   * Milliseconds the API may take to answer, headers and body; 0: no limit. (Creating a
   * subscription waits for the callback URL to answer its challenge.) @default 30_000
   */
  readonly timeout?: number | undefined;
  /** Ends the request at once, with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
}

/** Options of `createPushSubscription`. */
export interface CreatePushSubscriptionOptions extends PushSubscriptionOptions {
  /**
   * Where the API posts the events: an absolute URL, reachable from the internet (over
   * HTTPS in production), whose GET answers the challenge (`answerWebhookChallenge`)
   * within 2 seconds.
   */
  readonly callbackUrl: string;
  /**
   * A token of the application's choosing that the API sends back in the challenge
   * (`hub.verify_token`), so that the callback knows the subscription is its own. Kept out
   * of errors like a secret.
   */
  readonly verifyToken: string;
}

/** Options of `deletePushSubscription`. */
export interface DeletePushSubscriptionOptions extends PushSubscriptionOptions {
  /** The subscription's `id`, as `createPushSubscription` or `viewPushSubscription` gave it. */
  readonly subscriptionId: Id;
}

/**
 * A push subscription as the API describes it: `id` checked (a bigint only beyond 2^53),
 * every other member as sent (`application_id`, `callback_url`, `created_at`,
 * `updated_at`, `resource_state`; the answer to a creation has the `id` alone).
 */
export type PushSubscription = JsonObject & {
  /** The subscription's id, for `deletePushSubscription` (a bigint only beyond 2^53). */
  readonly id: Id;
};

/** The options of `viewPushSubscription`: those every push-subscription call takes. */
const VIEW_OPTIONS = { clientId: true, clientSecret: true, baseUrl: true, fetch: true, timeout: true, signal: true } as const satisfies OptionNames<PushSubscriptionOptions>;

/** The options of `createPushSubscription`. */
const CREATE_OPTIONS = {
  clientId: true, clientSecret: true, baseUrl: true, fetch: true, timeout: true, signal: true, callbackUrl: true, verifyToken: true,
} as const satisfies OptionNames<CreatePushSubscriptionOptions>;

/** The options of `deletePushSubscription`. */
const DELETE_OPTIONS = {
  clientId: true, clientSecret: true, baseUrl: true, fetch: true, timeout: true, signal: true, subscriptionId: true,
} as const satisfies OptionNames<DeletePushSubscriptionOptions>;

/**
 * Subscribes the application to the API's webhook events (an application has one
 * subscription at most): `POST /push_subscriptions` with `client_id`, `client_secret`,
 * `callback_url` and `verify_token` as a form. Before it answers, the API sends a GET with
 * `hub.mode=subscribe`, `hub.challenge` and `hub.verify_token` to `callbackUrl`, which
 * must answer with the challenge within 2 seconds (`answerWebhookChallenge`): so start
 * the server first.
 *
 * Resolves to the new subscription (its `id`). Rejects as the client's calls do: an
 * `HttpError` when the API refuses (400 with a `fault` when a subscription exists already
 * or the callback did not answer the challenge; a redirect is not followed),
 * `ConnectionError` or `TimeoutError` without a complete answer, `ApiError` for a 2xx
 * answer without an id, and the signal's reason when it aborts. Not tried again. The
 * client secret and the verify token never appear in its errors.
 *
 * @throws TypeError when an option is missing or of the wrong type (`callbackUrl` must be
 *   an absolute URL); RangeError when `timeout` is out of range.
 */
export async function createPushSubscription(options: CreatePushSubscriptionOptions): Promise<PushSubscription> {
  const call = readCall(options, 'createPushSubscription', CREATE_OPTIONS);
  const callbackUrl = call.reader.absoluteUrl('callbackUrl');
  const verifyToken = call.reader.requiredString('verifyToken');
  const answer = await send(call, 'POST', '', { callback_url: callbackUrl, verify_token: verifyToken }, [verifyToken]);
  return subscriptionIn(answer.json, answer, 'POST', '');
}

/**
 * The application's push subscription: `GET /push_subscriptions` with `client_id` and
 * `client_secret` in the query. Resolves to the list the API gives: empty when there is
 * none, one subscription otherwise.
 *
 * Rejects as `createPushSubscription` does; every error shows the URL with the client
 * secret replaced by `[redacted]`.
 *
 * @throws TypeError when an option is missing or of the wrong type; RangeError when
 *   `timeout` is out of range.
 */
export async function viewPushSubscription(options: PushSubscriptionOptions): Promise<PushSubscription[]> {
  const call = readCall(options, 'viewPushSubscription', VIEW_OPTIONS);
  const answer = await send(call, 'GET', '', {}, []);
  const body = answer.json;
  if (!Array.isArray(body)) throw unusable(answer, 'GET', `with ${describeBody(answer)} where a list was expected`);
  return (body as unknown[]).map((item, index) => subscriptionIn(item, answer, 'GET', `[${index}]`));
}

/**
 * Ends a push subscription: `DELETE /push_subscriptions/{id}` with `client_id` and
 * `client_secret` in the query. The API answers 204; no event is pushed after it.
 *
 * Rejects as `createPushSubscription` does (`NotFoundError` when there is no such
 * subscription); every error shows the URL with the client secret replaced by
 * `[redacted]`.
 *
 * @throws TypeError when an option is missing or of the wrong type (`subscriptionId` must
 *   be a non-negative safe integer or bigint); RangeError when `timeout` is out of range.
 */
export async function deletePushSubscription(options: DeletePushSubscriptionOptions): Promise<void> {
  const where = 'deletePushSubscription';
  const call = readCall(options, where, DELETE_OPTIONS);
  const id: unknown = call.reader.get('subscriptionId');
  if (!isApiId(id)) throw new TypeError(`${where}: subscriptionId must be a non-negative safe integer or bigint, received ${describeKind(id)}`);
  await send(call, 'DELETE', `/${pathId(id, where)}`, {}, []);
}

/** One push-subscription call's options, checked; `reader` reads the options of its own. */
interface PushCall<T extends PushSubscriptionOptions> {
  readonly reader: OptionReader<T>;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly url: string;
  readonly fetch: FetchFunction | undefined;
  readonly timeout: number;
  readonly signal: AbortSignal | undefined;
}

function readCall<T extends PushSubscriptionOptions>(options: T, where: string, names: OptionNames<T>): PushCall<T> {
  const reader = new OptionReader(options, where, names);
  const { clientId, clientSecret } = readClientCredentials(reader, where);
  return {
    reader,
    clientId,
    clientSecret,
    url: `${reader.string('baseUrl', HTTP_DEFAULTS.baseUrl).replace(/\/+$/, '')}/push_subscriptions`,
    fetch: reader.function('fetch'),
    timeout: reader.milliseconds('timeout', HTTP_DEFAULTS.timeout, MAX_TIMER_DELAY),
    signal: reader.signal('signal'),
  };
}

/** Sends the call with the credentials and `fields`: its 2xx answer, or the client's error for any other. */
async function send(call: PushCall<PushSubscriptionOptions>, method: 'POST' | 'GET' | 'DELETE', path: string, fields: Readonly<Record<string, string>>, secrets: readonly string[]): Promise<SecretFormAnswer> {
  const answer = await postSecretForm({
    method,
    url: `${call.url}${path}`,
    fields: { client_id: call.clientId, client_secret: call.clientSecret, ...fields },
    secrets: [call.clientSecret, ...secrets],
    answerHoldsTokens: false,
    fetch: call.fetch,
    timeout: call.timeout,
    signal: call.signal,
    strictUtf8: true,
  });
  if (answer.status < 200 || answer.status > 299) throw await secretAnswerError(answer, method);
  return answer;
}

/** `value` as a subscription: an object whose `id` is an id; an `ApiError` otherwise. */
function subscriptionIn(value: unknown, answer: SecretFormAnswer, method: string, at: string): PushSubscription {
  if (!isPlainObject(value)) throw unusable(answer, method, at === '' ? `with ${describeBody(answer)} where an object was expected` : `with an item ${at} that is not an object`);
  if (!isApiId(value.id)) {
    throw unusable(answer, method, `with ${at === '' ? 'a subscription' : `an item ${at}`} without an integer id`);
  }
  return value as PushSubscription;
}

/** An `ApiError` for a 2xx answer that is not what the call expects; its message never quotes the body. */
function unusable(answer: SecretFormAnswer, method: string, problem: string): ApiError {
  return new ApiError(`${method} ${cutAfter(answer.shownUrl, MAX_QUOTED_URL)} answered ${answer.status} ${problem}`);
}

function describeBody(answer: SecretFormAnswer): string {
  if (!answer.complete) return `a body over ${MAX_KEPT_BODY} bytes`;
  if (!answer.utf8) return 'a body that is not UTF-8';
  return answer.json === undefined ? 'a body that is not JSON' : describeJsonKind(answer.json);
}
