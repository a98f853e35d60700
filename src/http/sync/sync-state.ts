import type { SyncCheckpoint, SyncCheckpointSecond } from '../errors/sync-checkpoint-format.js';
import { checkpointOf, MAX_REMEMBERED } from './sync-checkpoint.js';

/**
 * The second a checkpoint files an item under while its start is unknown (it had none
 * that could be read, and no item after it has been read yet): past every real start, so
 * it is never forgotten before its place is known.
 */
export const UNPLACED = Number.MAX_SAFE_INTEGER;

/**
 * What a sync has given, as a checkpoint says it, and as giving more changes it:
 * - `after`: every activity that started at or before it is behind the sync; `seen`: the
 *   keys of the activities given that started after it, by second. An activity is due when
 *   it started after `after` and its key is not seen, so none is given twice;
 * - giving an activity sees its key, then moves `after` up to `windowSeconds` + 1 before
 *   the newest start given, or before now when that start is later (an activity dated in
 *   the future does not take the window with it), never down, forgetting the keys at or
 *   behind it: a late upload that started within the window is still due, and the
 *   checkpoint stays the size of the window;
 * - past `MAX_REMEMBERED` keys, the oldest seconds before `readUpTo` (which the sync has read
 *   every activity of) and not after now are forgotten too, and `after` moves up to them:
 *   so `after` is never later than the time it was moved at;
 * - an item without a readable start is filed under `UNPLACED` when given, and `place`
 *   files it under the start of the first item read after it: it started no later, so it
 *   is forgotten only once no request can bring it back;
 * - an activity read again at a later start than the one it is filed under (its start was
 *   edited) is filed under the later one (`refile`), so that it is remembered as long as a
 *   request can bring it back there;
 * - `checkpoint()` is the state as a frozen JSON value, made at each change; checkpoints
 *   share their frozen seconds, so each costs a list of the seconds, not a copy of every id.
 *
 * Each change costs time linear in the number of seconds remembered and the keys of the
 * seconds it touches, never in the history.
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

  /** How many keys the state remembers. */
  get remembered(): number {
    return this.#starts.size;
  }

  /** The second the key is filed under, or undefined when it is not seen. */
  filedAt(key: string): number | undefined {
    return this.#starts.get(key);
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
   * @param now The current time, in epoch seconds.
   */
  give(key: string, start: number, windowSeconds: number, readUpTo: number, now: number): void {
    this.#see(key, start);
    this.#newest = Math.max(this.#newest, start);
    const seconds = this.#seconds;
    let after = Math.max(this.#after, Math.min(this.#newest, now) - windowSeconds - 1);
    let remembered = this.#starts.size;
    let forget = 0;
    for (const [oldest, ...keys] of seconds) {
      const overfull = remembered > MAX_REMEMBERED && oldest < readUpTo && oldest <= now;
      if (oldest > after && !overfull) break;
      if (overfull) after = Math.max(after, oldest);
      for (const forgotten of keys) this.#starts.delete(forgotten);
      remembered -= keys.length;
      forget += 1;
    }
    seconds.splice(0, forget);
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
   *
   * @returns The keys filed anew.
   */
  place(keys: readonly string[], start: number): string[] {
    if (start <= this.#after) return [];
    const moved = keys.filter((key) => {
      const from = this.#starts.get(key);
      if (from === undefined || from <= start) return false;
      this.#move(key, from, start);
      return true;
    });
    if (moved.length > 0) this.#changed();
    return moved;
  }

  /**
   * Files a key seen under `start`, at which its activity was read again, when it is filed
   * under an earlier second: its start was changed to a later one after it was given.
   */
  refile(key: string, start: number): void {
    const from = this.#starts.get(key);
    if (from === undefined || from >= start) return;
    this.#move(key, from, start);
    this.#changed();
  }

  /** Where the sync stands now, as a frozen JSON value. */
  checkpoint(): SyncCheckpoint {
    return this.#checkpoint;
  }

  /** The index of `second` among the seconds, or where it would go: a binary search. */
  #indexOf(second: number): number {
    const seconds = this.#seconds;
    let low = 0;
    let high = seconds.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((seconds[middle]?.[0] ?? 0) < second) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Takes the key out of the second `from` (which it is filed under) and files it under `to`. */
  #move(key: string, from: number, to: number): void {
    const at = this.#indexOf(from);
    const [second, ...keys] = this.#seconds[at] ?? [from, key];
    const rest = keys.filter((other) => other !== key);
    if (rest.length === 0) this.#seconds.splice(at, 1);
    else this.#seconds[at] = Object.freeze([second, ...rest] as [number, string, ...string[]]);
    this.#see(key, to);
  }

  /** Files the key under its second, keeping the seconds in order. */
  #see(key: string, start: number): void {
    this.#starts.set(key, start);
    const seconds = this.#seconds;
    // Most items go in the last second or after it: a search only for a late upload.
    const last = seconds.at(-1)?.[0] ?? Number.NEGATIVE_INFINITY;
    const at = start > last ? seconds.length : start === last ? seconds.length - 1 : this.#indexOf(start);
    const second = seconds[at];
    if (second?.[0] === start) seconds[at] = Object.freeze([...second, key] as const);
    else seconds.splice(at, 0, Object.freeze([start, key] as const));
  }

  /** Makes the checkpoint of the state as it now is. */
  #changed(): void {
    this.#checkpoint = checkpointOf(this.#after, this.#seconds.slice());
  }
}
