import type { Id } from '../../parse/id.js';
import { cutAfter } from '../../parse/cut-text.js';
import { quoted } from '../../parse/received-value.js';

/**
 * Why an upload did not become an activity:
 * - `'processing'`: the API could not make an activity of the file (its `error` says why),
 *   or the activity made of it was deleted (the status `The created activity has been
 *   deleted.`, with no `error`);
 * - `'duplicate'`: the file was uploaded before (`duplicateOf` is that activity's id);
 * - `'timeout'`: the upload was still being processed when `waitForUpload`'s `timeout` ran out.
 */
export type UploadFailure = 'processing' | 'duplicate' | 'timeout';

/** What `waitForUpload` saw of an upload that did not become an activity. */
export interface UploadFailureDetails {
  /** Why. */
  readonly reason: UploadFailure;
  /** The upload's id. */
  readonly uploadId: Id;
  /** The upload's last `status`, as the API wrote it (a token echoed in it replaced by `[redacted]`), or null. */
  readonly status: string | null;
  /** The upload's `error` text, as the API wrote it (a token echoed in it replaced by `[redacted]`), or null. */
  readonly error: string | null;
  /** For a duplicate, the id of the activity the file was uploaded as before; otherwise null. */
  readonly duplicateOf: Id | null;
  /** For a timeout, the milliseconds waited; otherwise null. */
  readonly timeout: number | null;
}

/** Characters of the API's status or error text a message quotes at most; the whole text stays in the error. */
const MAX_QUOTED_TEXT = 300;

/**
 * An upload that did not become an activity, as `waitForUpload` found it: why (`reason`),
 * the API's own words (`status`, `error`), and for a duplicate the activity it duplicates
 * (`duplicateOf`, an exact id). The exchanges with the API went well, so it is no
 * `ApiError`: uploading the same file again will not help, but for a `'timeout'` (the
 * upload may still become an activity: call `waitForUpload` again, or look for it later).
 * Its message quotes the API's texts, cut at 300 characters, never the file.
 */
export class UploadError extends Error {
  /** The error's class name, `UploadError`. */
  override readonly name = 'UploadError' as const;
  /** `'processing'`, `'duplicate'` or `'timeout'`. */
  readonly reason: UploadFailure;
  /** The upload's id (`Upload.id`). */
  readonly uploadId: Id;
  /**
   * The upload's last status as the API wrote it (`There was an error processing your
   * activity.`, `The created activity has been deleted.`, `Your activity is still being
   * processed.` for a timeout), or null when it gave none; a token the server echoed in it
   * is replaced by `[redacted]`.
   */
  readonly status: string | null;
  /**
   * The API's text of what went wrong (`Improperly formatted data.`,
   * `"17611540601.tcx duplicate of activity 8319193780"`), or null: a deleted activity's
   * upload, or a timeout, has none; a token the server echoed in it is replaced by
   * `[redacted]`.
   */
  readonly error: string | null;
  /**
   * For `reason: 'duplicate'`, the id of the activity the file was uploaded as before, read
   * from `error` (`<file> duplicate of activity <id>`) and exact (a bigint beyond 2^53);
   * otherwise null.
   */
  readonly duplicateOf: Id | null;
  /** For `reason: 'timeout'`, the milliseconds `waitForUpload` waited; otherwise null. */
  readonly timeout: number | null;

  /**
   * Made by `waitForUpload`; exported for `instanceof` checks and for tests of code that
   * handles it.
   *
   * @param failure Why, and what the upload last said.
   */
  constructor(failure: UploadFailureDetails) {
    super(`Upload ${failure.uploadId} ${describeFailure(failure)}`);
    this.reason = failure.reason;
    this.uploadId = failure.uploadId;
    this.status = failure.status;
    this.error = failure.error;
    this.duplicateOf = failure.duplicateOf;
    this.timeout = failure.timeout;
  }
}

/** What the message says after the upload's id. */
function describeFailure({ reason, status, error, duplicateOf, timeout }: UploadFailureDetails): string {
  const words = [status, error].filter((text) => text !== null).map((text) => quoted(cutAfter(text, MAX_QUOTED_TEXT))).join(': ');
  const said = words === '' ? '' : ` (${words})`;
  switch (reason) {
    case 'duplicate':
      return `is a duplicate of activity ${duplicateOf ?? 'unknown'}${said}`;
    case 'timeout':
      return `was not processed within ${timeout ?? 0} ms${said}; it may still become an activity`;
    default:
      return `did not become an activity${said}`;
  }
}
