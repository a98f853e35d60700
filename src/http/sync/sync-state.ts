import type { SyncCheckpoint, SyncCheckpointSecond } from '../errors/sync-checkpoint-format.js';
import { checkpointOf } from './sync-checkpoint.js';

/**
 * Activities a checkpoint remembers at most. Past it, the oldest seconds the sync has read
 * past are forgotten, which narrows the late-upload window: an athlete's week holds tens of
 * activities, and a checkpoint of this many ids is 200 to 300 KB of JSON.
 */
const MAX_SEEN = 10_000;

/**
 * The second a checkpoint files an item under while its start is unknown (it had none
 * that could be read, and no item after it has been read yet): past every real start, so
 * it is never forgotten before its place is known.
 */
const UNPLACED = Number.MAX_SAFE_INTEGER;

/**
 * What a sync has given, as a checkpoint says it, and as giving more changes it:
 * - `after`: every activity that started at or before it is behind the sync; `seen`: the
 *   keys of the activities given that started after it, by second. An activity is due when
 *   it started after `after` and its key is not seen, so none is given twice;
 * - giving an activity sees its key, then moves `after` up to `windowSeconds` + 1 before
 *   the newest start given (never down), forgetting the keys at or behind it: a late
 *   upload that started within the window of the newest start is still due, and the
 *   checkpoint stays the size of the window;
 * - past `MAX_SEEN` keys, the oldest seconds before `readUpTo` (which the sync has read
 *   every activity of) are forgotten too, and `after` moves up to them;
 * - an item without a readable start is filed under `UNPLACED` when given, and `place`
 *   files it under the start of the first item read after it: it started no later, so it
 *   is forgotten only once no request can bring it back;
 * - `checkpoint()` is the state as a frozen JSON value, made at each change; checkpoints
 *   share their frozen seconds, so each costs a list of the seconds, not a copy of every id.
 */
export class SyncState {
  #after: number;
  /** The newest start second given (`after` before any). */
  #newest: number;
  /** The seconds of `seen`, oldest first, each frozen. */
  #seconds: SyncCheckpointSecond[];
  /** The second every key seen is filed under. */
  readonly #starts = new Map<string, number>();
  #checkpoint: SyncCheckpoint;

  constructor(checkpoint: SyncCheckpoint) {
    this.#after = checkpoint.after;
    this.#newest = checkpoint.after;
    this.#seconds = [...checkpoint.seen];
    for (const [start, ...keys] of checkpoint.seen) {
      for (const key of keys) this.#starts.set(key, start);
      if (start !== UNPLACED) this.#newest = start;
    }
    this.#checkpoint = checkpoint;
  }

  /** Epoch seconds: the activities that started at or before it are behind the sync. */
  get after(): number {
    return this.#after;
  }

  /** How many items given are filed under `UNPLACED`: their start could not be read, and no item after them has been read yet. */
  get unplacedCount(): number {
    const last = this.#seconds.at(-1);
    return last?.[0] === UNPLACED ? last.length - 1 : 0;
  }

  /** Whether an activity that started at `start` (epoch seconds, or no later) with this key is still to be given. */
  isDue(key: string, start: number): boolean {
    return start > this.#after && !this.#starts.has(key);
  }

  /**
   * Records a due activity as given.
   *
   * @param windowSeconds How far before the newest start a late upload is still due.
   * @param readUpTo Epoch seconds before which the sync has read every activity.
   */
  give(key: string, start: number, windowSeconds: number, readUpTo: number): void {
    this.#see(key, start);
    this.#newest = Math.max(this.#newest, start);
    let forget = 0;
    let after = Math.max(this.#after, this.#newest - windowSeconds - 1);
    let remembered = this.#starts.size;
    for (const [oldest, ...keys] of this.#seconds) {
      const overfull = remembered > MAX_SEEN && oldest < readUpTo;
      if (oldest > after && !overfull) break;
      if (overfull) after = Math.max(after, oldest);
      for (const forgotten of keys) this.#starts.delete(forgotten);
      remembered -= keys.length;
      forget += 1;
    }
    this.#seconds.splice(0, forget);
    this.#after = after;
    this.#changed();
  }

  /** Records a due item whose start could not be read as given, filed under `UNPLACED`. */
  giveUnplaced(key: string): void {
    this.#see(key, UNPLACED);
    this.#changed();
  }

  /**
   * Files the keys seen under `start`, the start of the first item read after them, when
   * they are filed later than that: they started no later than it. (A start at or before
   * `after` leaves them where they are.)
   */
  place(keys: readonly string[], start: number): void {
    let moved = false;
    for (const key of keys) {
      const from = this.#starts.get(key);
      if (from === undefined || from <= start || start <= this.#after) continue;
      this.#seconds = this.#seconds.flatMap((entry) => {
        const [second, ...others] = entry;
        if (second !== from) return [entry];
        const rest = others.filter((other) => other !== key);
        return rest.length === 0 ? [] : [Object.freeze([second, ...rest] as [number, string, ...string[]])];
      });
      this.#see(key, start);
      moved = true;
    }
    if (moved) this.#changed();
  }

  /** Where the sync stands now, as a frozen JSON value. */
  checkpoint(): SyncCheckpoint {
    return this.#checkpoint;
  }

  /** Files the key under its second, keeping the seconds in order. */
  #see(key: string, start: number): void {
    this.#starts.set(key, start);
    const seconds = this.#seconds;
    // Most items go in the last second or after it: a search from the front only for a late upload.
    const last = seconds.at(-1)?.[0] ?? Number.NEGATIVE_INFINITY;
    const at = start > last ? seconds.length : start === last ? seconds.length - 1 : seconds.findIndex(([second]) => second >= start);
    const second = seconds[at];
    if (second?.[0] === start) seconds[at] = Object.freeze([...second, key] as const);
    else seconds.splice(at, 0, Object.freeze([start, key] as const));
  }

  /** Makes the checkpoint of the state as it now is. */
  #changed(): void {
    this.#checkpoint = checkpointOf(this.#after, this.#seconds.slice());
  }
}
