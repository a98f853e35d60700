import type { ParseError } from '../../parse/parse-error.js';
import type { SummaryActivity } from '../../records/summary-activity.js';
import type { RequestWait } from '../transport/request-wait.js';
import type { SyncCheckpoint } from '../errors/sync-checkpoint-format.js';

/** Options of `syncActivities`. Each is read from the object's own properties only. */
export interface SyncOptions {
  /**
   * Where to go on from: a checkpoint an earlier sync gave (as stored, through
   * `JSON.stringify` and `JSON.parse`), or null or absent to start afresh. One that is not
   * a checkpoint this library wrote (changed, of another version, of the wrong types) is
   * refused with a `TypeError` before any request; one dated more than a day after now, or
   * holding more than 10,400 ids (more than a sync gives), with a `RangeError`.
   */
  readonly checkpoint?: SyncCheckpoint | null | undefined;
  /**
   * Where a fresh sync starts: only activities that started after this time, as whole
   * epoch seconds (a fraction is a `RangeError`) or a `Date` (taken down to the second),
   * no later than a day after now (a `RangeError`). Ignored when `checkpoint` is given:
   * the checkpoint knows where the sync stands. Default: none, the whole history.
   */
  readonly after?: number | Date | undefined;
  /**
   * Milliseconds after its start within which an activity that shows up late in the list
   * (a watch synced days later) is still given, counted back from the newest start given.
   * An activity uploaded later than that is not given by a sync that has gone past it.
   * The checkpoint remembers the ids of the activities of this window, so a longer window
   * makes it larger. @default 604_800_000 (7 days)
   */
  readonly lateUploadWindow?: number | undefined;
  /** Aborts the sync: the request or the wait under way ends at once, with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
  /**
   * Told of each page as it arrives and of each wait before it starts, for a person
   * watching (what it throws ends the sync with that error).
   */
  readonly onProgress?: ((progress: SyncProgress) => void) | undefined;
}

/** An activity the sync gives, valid. */
export interface SyncActivityItem {
  /** True: the item is a valid activity. */
  readonly ok: true;
  /** The activity, bound to the client the sync reads through (its accessors work). */
  readonly activity: SummaryActivity;
  /** Where the sync stands once this item is given: store it to go on after it. */
  readonly checkpoint: SyncCheckpoint;
}

/** An item of the list that is not a valid activity: given as it came, its page kept. */
export interface SyncInvalidItem {
  /** False: the item did not validate as a `SummaryActivity`. */
  readonly ok: false;
  /** What is wrong with it, every issue with its path. */
  readonly error: ParseError;
  /** The item as decoded (`decodeJSON`: ids beyond 2^53 exact). */
  readonly raw: unknown;
  /** Where the sync stands once this item is given: store it to go on after it. */
  readonly checkpoint: SyncCheckpoint;
}

/** What `syncActivities` gives for each activity of the list, oldest first. */
export type SyncItem = SyncActivityItem | SyncInvalidItem;

/** A page of the activity list has arrived. */
export interface SyncPageProgress {
  /** `'page'`. */
  readonly type: 'page';
  /** How many pages this sync has read, this one included: 1, 2, ... */
  readonly number: number;
  /** The `after` the request sent, in epoch seconds. */
  readonly after: number;
  /** How many items the page holds, those given before included. */
  readonly received: number;
}

/** The sync is about to wait before trying its request again. */
export interface SyncWaitProgress extends RequestWait {
  /** `'wait'`. */
  readonly type: 'wait';
}

/** What `onProgress` is told. */
export type SyncProgress = SyncPageProgress | SyncWaitProgress;
