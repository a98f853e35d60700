/**
 * One second of a checkpoint's `seen`: the second (epoch seconds), then the ids of the
 * activities given that started in it, as decimal strings (`~` and a fingerprint for an
 * item that had no usable id).
 */
export type SyncCheckpointSecond = readonly [start: number, id: string, ...ids: string[]];

/**
 * Where a sync stands: what `syncActivities` gives with every item, for the caller to store
 * (`JSON.stringify` it) and pass back as `checkpoint` to go on from there. A plain JSON
 * value, frozen; its size grows with the activities of the late-upload window, never with
 * the whole history.
 */
export interface SyncCheckpoint {
  /** The format's version, 1: a later format will carry another, and this one is refused by a library that cannot read it. */
  readonly version: 1;
  /**
   * Epoch seconds: every activity that started at or before it is behind the sync (given,
   * or before the sync's `after`, or uploaded too late to be given). The next sync asks
   * the API for the activities after it.
   */
  readonly after: number;
  /** The activities already given that started after `after`, one entry per second, oldest first. */
  readonly seen: readonly SyncCheckpointSecond[];
}
