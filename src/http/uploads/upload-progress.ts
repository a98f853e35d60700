import type { Id } from '../../parse/id.js';
import type { UploadStatus } from '../../records/upload.js';
import type { RequestWaitReason } from '../transport/request-wait.js';

/** An upload's status, as `waitForUpload` saw it: the upload it was given, then each poll's answer. */
export interface UploadStatusProgress {
  /** `'status'`. */
  readonly type: 'status';
  /** The upload's id. */
  readonly uploadId: Id;
  /** The API's sentence: `Your activity is still being processed.`, `Your activity is ready.`, ... */
  readonly status: UploadStatus | null;
  /** The API's text of what went wrong, or null. */
  readonly error: string | null;
  /** The activity made of the file, once there is one; null before. */
  readonly activityId: Id | null;
  /** How many times `GET /uploads/{id}` has been asked: 0 for the upload `waitForUpload` was given. */
  readonly polls: number;
}

/** `waitForUpload` is about to wait. */
export interface UploadWaitProgress {
  /** `'wait'`. */
  readonly type: 'wait';
  /**
   * `'poll'`: until the next look at the upload's status (`pollInterval`, or what is left
   * of `timeout`); `'retry'`: the backoff, or the answer's `Retry-After`, before a request
   * is tried again; `'rate-limit'`: a 15-minute window to reset, within the client's
   * `maxRateLimitWait`.
   */
  readonly reason: 'poll' | RequestWaitReason;
  /** How long, in milliseconds. */
  readonly ms: number;
  /** When the wait ends. */
  readonly until: Date;
}

/**
 * What `waitForUpload` tells `onProgress`, for a person watching: each status seen and each
 * wait. It holds no secret and nothing of the file but what the API's own texts say.
 */
export type UploadProgress = UploadStatusProgress | UploadWaitProgress;
