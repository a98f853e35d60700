import { numericFromBigInt, type Id } from '../../parse/id.js';
import type { Upload } from '../../records/upload.js';

/** The status of an upload whose file the API could not make an activity of. */
const ERROR_STATUS = 'There was an error processing your activity.';
/** The status of an upload whose activity was made, then deleted: no `error`, no `activity_id`. */
const DELETED_STATUS = 'The created activity has been deleted.';

/**
 * A duplicate's error, `<file> duplicate of activity <id>`: the id at the very end (a
 * period after it allowed), at most 20 digits (any 64-bit id). Anchored at the end, so a
 * file name that holds the words is never taken for the id.
 */
const DUPLICATE = /duplicate of activity (\d{1,20})\.?$/;

/** What an upload's body says of it. */
export type UploadVerdict =
  | { readonly kind: 'pending' }
  | { readonly kind: 'ready'; readonly activityId: Id }
  | { readonly kind: 'failed'; readonly reason: 'processing' | 'duplicate'; readonly duplicateOf: Id | null };

/**
 * Where an upload stands, by the API's rules (`spec/more-records.md`, Upload):
 * - a non-null `activity_id` is success, whatever else the body says;
 * - a non-null `error` is a failure: a duplicate when it ends `duplicate of activity <id>`
 *   (`duplicateOf` that id, exact), a processing error otherwise;
 * - the error status, or the deleted status (`error` and `activity_id` both null), is a
 *   processing failure: a null `error` is not success;
 * - anything else, the processing status or one the library does not know (the ready
 *   status before its `activity_id`), is still pending.
 */
export function judgeUpload(upload: Upload): UploadVerdict {
  if (upload.activity_id !== null) return { kind: 'ready', activityId: upload.activity_id };
  if (upload.error !== null) {
    const duplicate = DUPLICATE.exec(upload.error.trimEnd());
    const digits = duplicate?.[1];
    return digits === undefined
      ? { kind: 'failed', reason: 'processing', duplicateOf: null }
      : { kind: 'failed', reason: 'duplicate', duplicateOf: numericFromBigInt(BigInt(digits), 'id') ?? null };
  }
  if (upload.status === ERROR_STATUS || upload.status === DELETED_STATUS) return { kind: 'failed', reason: 'processing', duplicateOf: null };
  return { kind: 'pending' };
}
