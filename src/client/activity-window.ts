import type { Id } from '../parse/id.js';
import type { StreamSet } from '../streams/stream-set.js';
import type { StreamWindow } from '../streams/stream-window.js';
import type { IndexedRecord } from '../streams/window-bounds.js';
import type { AccessOptions, ClientHandle } from '../core/client-handle.js';
import { MissingIdError } from './missing-id-error.js';
import { UnboundEntityError } from './unbound-entity-error.js';

/** A record whose `streams()` gives its window of its activity's streams: a `Lap` or a `SegmentEffort`. */
export interface WindowOwner extends IndexedRecord {
  readonly bound_client: ClientHandle | null;
  /** The record's activity reference, bound to the record's client: its `streams()` is shared by every record of that client with its id. */
  readonly activity: { readonly id: Id | null; streams(options?: AccessOptions): Promise<StreamSet> } | null;
}

/**
 * The window each record was last given, with the set it was cut from: the same set gives
 * the same window again. Kept beside the records, as the accessors' memo is.
 */
const windowsByRecord = new WeakMap<WindowOwner, { readonly set: StreamSet; readonly window: StreamWindow }>();

/**
 * The window of `owner` (its samples `start_index` to `end_index`) in its activity's
 * streams, through `owner.activity.streams(options)`:
 * - the activity reference's accessor does the fetching and the memo, shared by every
 *   record of the client with the activity's id (the activity, its laps and efforts,
 *   whatever parse gave them their reference), so they share one client call, and
 *   `signal` and `refresh` work as there;
 * - the window is cut from the set with `StreamSet#window`, and the same set gives the
 *   same window object again;
 * - rejects (never throws) with `UnboundEntityError` without a client, `MissingIdError`
 *   when `activity` or its `id` is null (neither calls the client), `StreamWindowError`
 *   when the window cannot be cut, and whatever the activity's `streams()` rejects with.
 *
 * @param record The owner's class, as errors name it: `Lap`.
 */
export function accessWindow(owner: WindowOwner, record: string, options: AccessOptions | undefined): Promise<StreamWindow> {
  if (owner.bound_client === null) return Promise.reject(new UnboundEntityError(record, 'streams'));
  const activity = owner.activity;
  if (activity === null) return Promise.reject(new MissingIdError(record, 'streams', 'activity'));
  if (activity.id === null) return Promise.reject(new MissingIdError(record, 'streams', 'activity.id'));
  return activity.streams(options).then((set) => {
    const kept = windowsByRecord.get(owner);
    if (kept?.set === set) return kept.window;
    const window = set.window(owner);
    windowsByRecord.set(owner, { set, window });
    return window;
  });
}
