import { subscribeToAbort } from '../../client/abort-subscription.js';
import { ownValue } from '../../parse/own-properties.js';
import type { JsonObject } from '../../parse/plain-object.js';
import { describeKind, describeNumberOrKind } from '../../parse/received-value.js';
import type { DetailedActivity } from '../../records/detailed-activity.js';
import type { Upload } from '../../records/upload.js';
import { ApiError } from '../errors/api-error.js';
import { UploadError } from '../errors/upload-error.js';
import { FetchClient } from '../endpoints/fetch-client.js';
import type { HttpClient } from '../endpoints/http-client.js';
import { UPLOAD_SCOPE, uploadPath } from '../endpoints/upload-status.js';
import { HTTP_DEFAULTS } from '../shared/defaults.js';
import type { OptionNames } from '../shared/known-names.js';
import { MAX_TIMER_DELAY, OptionReader } from '../shared/option-reader.js';
import { isApiId, pathId } from '../shared/path-id.js';
import { untilAborted } from '../shared/until-aborted.js';
import type { RequestWait } from '../transport/request-wait.js';
import type { UploadProgress } from './upload-progress.js';
import { judgeUpload } from './upload-verdict.js';

/** Options of `waitForUpload`. Each is read from the object's own properties only. */
export interface UploadWaitOptions {
  /** Ends the wait at once, whatever it is waiting for (a poll, a request, a backoff, a rate-limit window), with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
  /**
   * Told of each status seen and each wait before it starts, for a person watching
   * (`UploadProgress`); what it throws ends the wait with that error.
   */
  readonly onProgress?: ((progress: UploadProgress) => void) | undefined;
  /**
   * Milliseconds the whole wait may take, every poll, request and wait included: past it,
   * the wait ends with `UploadError` (`reason: 'timeout'`), whatever is under way. From 1
   * to 2^31 - 1. @default 600_000 (10 minutes)
   */
  readonly timeout?: number | undefined;
  /**
   * Milliseconds between two polls of the upload's status (`GET /uploads/{id}`), counted
   * from the answer of one to the request of the next: at least 500 (a lower value is a
   * `RangeError`), since the API asks for at most about one a second. @default 1_000
   */
  readonly pollInterval?: number | undefined;
}

/** The shortest `pollInterval`, in milliseconds. */
const MIN_POLL_INTERVAL = 500;

/** The options of `waitForUpload`. */
const WAIT_OPTIONS = { signal: true, onProgress: true, timeout: true, pollInterval: true } as const satisfies OptionNames<UploadWaitOptions>;

/**
 * Follows an upload (`uploadActivity`'s answer, read with `Upload.parse`) until it becomes
 * an activity, and gives that activity: a `DetailedActivity` (`GET /activities/{id}` with
 * every segment effort), bound to `client`.
 * - It looks at the upload given first: one already ready or failed asks nothing more.
 *   Then it polls `GET /uploads/{id}` every `pollInterval` (1 s), each poll a request of
 *   the client like any other: its token, `timeout`, retries (a budget per poll) and
 *   rate-limit figures; a 429 is waited out only as the client's `maxRateLimitWait`
 *   allows, and otherwise ends the wait with `RateLimitError` (the upload goes on: call
 *   again later with the same upload).
 * - It ends in the activity once the upload has an `activity_id`; in `UploadError` when
 *   the upload failed (`reason: 'processing'`, the API's `error`; the deleted status,
 *   whose `error` is null, too) or is a duplicate (`reason: 'duplicate'`, `duplicateOf`
 *   the id the error names, exact), or when `timeout` (10 minutes) runs out first
 *   (`reason: 'timeout'`): at most `timeout / pollInterval` polls.
 * - The signal ends it at once, every wait and request included, with its reason.
 * - `onProgress` is told of each status seen (the upload given, then each poll's answer)
 *   and each wait before it starts: a poll's interval, a backoff, a rate-limit window.
 *   Neither it nor any error holds a secret or the file: a token the server echoed in the
 *   upload's texts is replaced by `[redacted]` there (the `Upload` record keeps them as
 *   they came).
 *
 * @param client A client `createHttpClient` made; anything else rejects with `TypeError`.
 * @param upload The upload to follow: an `Upload` (or its decoded body, read with
 *   `Upload.parse`), which must have an `id`.
 * @throws TypeError (as a rejection, before any request) for another client, an upload
 *   without an id, an option of the wrong type; RangeError for an option out of range;
 *   ParseError when an answer is not an `Upload` or the activity not a `DetailedActivity`;
 *   ApiError when the upload names an activity id that is negative;
 *   any error of a request (`ApiError`).
 * @example
 * ```ts
 * const upload = Upload.parse(await client.uploadActivity(file, { dataType: 'fit', externalId: 'ride-42' }));
 * const activity = await waitForUpload(client, upload, { onProgress: (event) => console.log(event) });
 * ```
 */
export async function waitForUpload(client: HttpClient, upload: Upload | JsonObject, options?: UploadWaitOptions): Promise<DetailedActivity> {
  const where = 'waitForUpload';
  const parts = FetchClient.partsOf(client);
  if (parts === null) throw new TypeError(`${where}: client must be a client createHttpClient made, received ${describeKind(client)}`);
  const { transport } = parts;
  const reader = new OptionReader(options, where, WAIT_OPTIONS);
  const signal = reader.signal('signal');
  const onProgress = reader.function('onProgress');
  const timeout = reader.milliseconds('timeout', HTTP_DEFAULTS.uploadTimeout, MAX_TIMER_DELAY, 1);
  const pollInterval = reader.milliseconds('pollInterval', HTTP_DEFAULTS.pollInterval, MAX_TIMER_DELAY, MIN_POLL_INTERVAL);
  const given: unknown = upload;
  if (typeof given !== 'object' || given === null) throw new TypeError(`${where}: upload must be an Upload (Upload.parse of uploadActivity's answer), received ${describeKind(given)}`);
  const uploadId = ownValue(given, 'id');
  if (!isApiId(uploadId)) throw new TypeError(`${where}: upload must have an id (Upload.id), received ${describeKind(uploadId)}`);
  signal?.throwIfAborted();

  const clock = transport.clock;
  const deadline = clock.now() + timeout;
  // One signal for everything the wait does: the caller's, or the end of `timeout`.
  const stop = new AbortController();
  const timedOut = new Error(`${where}: timeout`);
  const stopListening = signal === undefined ? undefined : subscribeToAbort(signal, () => {
    stop.abort(signal.reason);
  });
  const timer = setTimeout(() => {
    stop.abort(timedOut);
  }, timeout);
  const onWait = onProgress === undefined ? undefined : (wait: RequestWait) => {
    onProgress({ type: 'wait', ...wait });
  };
  /** An upload's text as an event or an error quotes it: a token the server echoed in it replaced. */
  const secretFree = (text: string | null) => text === null ? null : transport.secretFree(text);
  let current: Upload | null = null;
  try {
    // Loaded, as the sync loads its class: a static import would put the records in every bundle of the HTTP entry.
    const { Upload: uploadClass, DetailedActivity: activityClass } = await untilAborted(import('../../records/upload-records.js'), stop.signal);
    current = given instanceof uploadClass ? given : uploadClass.parse(given);
    for (let polls = 0; ; polls++) {
      onProgress?.({ type: 'status', uploadId, status: secretFree(current.status), error: secretFree(current.error), activityId: current.activity_id, polls });
      const verdict = judgeUpload(current);
      if (verdict.kind === 'ready') {
        if (!isApiId(verdict.activityId)) throw new ApiError(`${where}: upload ${uploadId} names activity ${describeNumberOrKind(verdict.activityId)}, which is no id of the API's (a non-negative integer)`);
        const body = await transport.getObject(`/activities/${pathId(verdict.activityId, where)}`, { include_all_efforts: 'true' }, transport.call(stop.signal), onWait);
        return activityClass.parse(body, { client });
      }
      if (verdict.kind === 'failed') throw new UploadError({ reason: verdict.reason, uploadId, status: secretFree(current.status), error: secretFree(current.error), duplicateOf: verdict.duplicateOf, timeout: null });
      const left = deadline - clock.now();
      const ms = Math.max(0, Math.min(pollInterval, left));
      onProgress?.({ type: 'wait', reason: 'poll', ms, until: new Date(clock.now() + ms) });
      await clock.sleep(ms, stop.signal);
      if (clock.now() >= deadline) throw timedOut;
      current = uploadClass.parse(await transport.getObject(uploadPath(uploadId, where), {}, transport.call(stop.signal, undefined, UPLOAD_SCOPE), onWait));
    }
  } catch (error) {
    if (error !== timedOut) throw error;
    throw new UploadError({ reason: 'timeout', uploadId, status: secretFree(current?.status ?? null), error: secretFree(current?.error ?? null), duplicateOf: null, timeout });
  } finally {
    clearTimeout(timer);
    stopListening?.();
  }
}
