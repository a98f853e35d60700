import { cutAfter } from '../../parse/cut-text.js';
import { quoted } from '../../parse/received-value.js';
import { MAX_QUOTED_URL } from '../shared/quoted-url.js';
import { ApiError } from './api-error.js';

/** The calls that write: each may end in `UnknownOutcomeError`. */
export type WriteCallName = 'uploadActivity' | 'createActivity' | 'updateActivity' | 'updateAthlete' | 'starSegment';

/** What went wrong with a write whose outcome is unknown. */
export interface UnknownOutcome {
  /** The library's call: `uploadActivity`, `createActivity`, ... */
  readonly call: WriteCallName;
  /** The request method, `POST` or `PUT`. */
  readonly method: string;
  /** The URL requested. */
  readonly url: string;
  /** The status of a 5xx answer, or null when no answer came (a timeout, a lost connection). */
  readonly status: number | null;
  /** For an upload, the `external_id` its activity will carry; null for the other writes. */
  readonly externalId: string | null;
}

/** Characters of an external id a message quotes at most; the whole id stays in `externalId`. */
const MAX_QUOTED_EXTERNAL_ID = 100;

/**
 * A write that may have reached the API, and so may have been done, without an answer
 * that says so: no complete answer within `timeout`, a connection lost after the request
 * may have been sent, or a 5xx answer (which a server may give after the work is done).
 * The library does not send it again, since a second request could do it twice (two
 * uploads, two activities). Its message names the call and what the app can do: for an
 * upload, look among the athlete's activities for one whose `external_id` is `externalId`
 * before uploading again (the API also refuses the same file twice, which `waitForUpload`
 * reports as an `UploadError` with `duplicateOf`); for a new activity, look for it before
 * creating it again; an update sets values, so sending it again is harmless unless they
 * were changed meanwhile. `cause` is what happened: the `HttpError`, `ConnectionError` or
 * `TimeoutError` (free of secrets, as every error of the client). A write certain not to
 * have been processed (a connection never made, a 429, a 401 for an invalid token) is
 * sent again as a read is; see `WRITE_RETRIES` in the docs' table of what is tried again.
 */
export class UnknownOutcomeError extends ApiError {
  /** The error's class name, `UnknownOutcomeError`. */
  override readonly name = 'UnknownOutcomeError' as const;
  /** The library's call that wrote: `uploadActivity`, `createActivity`, `updateActivity`, `updateAthlete` or `starSegment`. */
  readonly call: WriteCallName;
  /** The request method, `POST` or `PUT`. */
  readonly method: string;
  /** The URL requested, whole (a message quotes at most its first 200 characters); it never holds a token. */
  readonly url: string;
  /** The status of the 5xx answer, or null when no answer came (a timeout, a lost connection). */
  readonly status: number | null;
  /**
   * For an upload, the `external_id` to look for among the athlete's activities: the one
   * sent, or else the file's name, which the API takes by default. Null for the other writes.
   */
  readonly externalId: string | null;

  /**
   * Made by the client when a write may have been done; exported for `instanceof` checks
   * and for tests of code that handles it.
   *
   * @param outcome The call, its request, the 5xx status (or null), the upload's external id.
   * @param options `{ cause }`: the error the request ended with, free of secrets.
   */
  constructor(outcome: UnknownOutcome, options?: ErrorOptions) {
    const what = outcome.status === null ? 'no complete answer came' : `it answered ${outcome.status}`;
    super(`${outcome.call}: ${outcome.method} ${cutAfter(outcome.url, MAX_QUOTED_URL)} may have been done: ${what}. `
      + `It was not sent again, so that it is not done twice; ${advice(outcome)}`, options);
    this.call = outcome.call;
    this.method = outcome.method;
    this.url = outcome.url;
    this.status = outcome.status;
    this.externalId = outcome.externalId;
  }
}

/** What the app can do about a write whose outcome is unknown. */
function advice({ call, externalId }: UnknownOutcome): string {
  switch (call) {
    case 'uploadActivity':
      return `look among the athlete's activities for one whose external_id is ${quoted(cutAfter(externalId ?? '', MAX_QUOTED_EXTERNAL_ID))} `
        + 'before uploading the file again (the API refuses the same file twice, as a duplicate)';
    case 'createActivity':
      return 'look among the athlete\'s activities for it (its name and start) before creating it again';
    default:
      return 'it sets values, so sending it again is harmless unless they were changed meanwhile';
  }
}
