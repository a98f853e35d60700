import { ownValue } from '../../parse/own-properties.js';
import { isPlainObject } from '../../parse/plain-object.js';
import { ACTIVITY_KEY } from './activity-key.js';
import { describeKind, describeNumberOrKind } from '../../parse/received-value.js';
import type { SyncCheckpoint, SyncCheckpointSecond } from '../errors/sync-checkpoint-format.js';
import { MAX_PAGE_SIZE } from '../endpoints/http-client-options.js';

/** The format version this library writes and reads. */
const VERSION = 1;

/**
 * Activities a checkpoint remembers before it forgets the oldest seconds the sync has read
 * past, which narrows the late-upload window: an athlete's week holds tens of activities,
 * and a checkpoint of this many ids is 200 to 300 KB of JSON.
 */
export const MAX_REMEMBERED = 10_000;

/**
 * Ids a checkpoint holds at most: `MAX_REMEMBERED`, and what the sync cannot forget yet
 * on top of them, the second it reads and the items whose start it cannot read (a page
 * of each at most, the sync ends with `ApiError` past either). A sync never gives a larger
 * one, and a stored one that is larger is refused: its reading, and every item after it,
 * would cost time in proportion to it.
 */
export const MAX_CHECKPOINT_IDS = MAX_REMEMBERED + 2 * MAX_PAGE_SIZE;

/**
 * Seconds a stored checkpoint's `after` may lie past the current time: the clocks of two
 * machines differ, and a sync never dates a checkpoint after the time it gave it.
 */
const CLOCK_SKEW = 86_400;
/** What a refusal says of a place a sparse list leaves empty. */
const HOLE = 'is missing (a hole in a sparse list)';

/** The checkpoint of a sync that has given nothing yet, starting after `after` (epoch seconds). */
export function freshCheckpoint(after: number): SyncCheckpoint {
  return checkpointOf(after, []);
}

/** The checkpoint of `after` and `seen` in this library's format, frozen (`seen`'s seconds must be frozen already). */
export function checkpointOf(after: number, seen: SyncCheckpointSecond[]): SyncCheckpoint {
  return Object.freeze({ version: VERSION, after, seen: Object.freeze(seen) });
}

/**
 * A stored checkpoint, checked and copied (frozen, so later changes to `value` do not
 * matter), in time linear in its size:
 * - a plain object with exactly the keys `version`, `after` and `seen`, read from its own
 *   properties;
 * - `version` 1;
 * - `after` whole epoch seconds (a safe integer, 0 or more);
 * - `seen` a list of seconds, each `[start, id, ...ids]`: `start` a safe integer after
 *   `after` and after the start before it, each id a key as the sync writes them, no id
 *   twice;
 * - no hole anywhere (a sparse list is refused at its first hole, so that one claiming
 *   billions of items costs only those before it);
 * - `after` no later than a day past `now` (a checkpoint dated in the future would skip
 *   every activity before its date without a word), and `MAX_CHECKPOINT_IDS` ids at most
 *   (refused at the first id past it).
 *
 * @param where The function whose option this is, for messages.
 * @param now The current time, in epoch seconds.
 * @throws TypeError naming what is wrong (`checkpoint.seen[3][0]: …`), and never quoting a
 *   value of it beyond its kind; RangeError for a checkpoint dated in the future or
 *   holding more ids than a sync gives.
 */
export function readCheckpoint(value: unknown, where: string, now: number): SyncCheckpoint {
  const refuse = (path: string, problem: string) => new TypeError(`${where}: checkpoint${path} ${problem}; pass a checkpoint the sync gave, unchanged, or none to start afresh`);
  if (!isPlainObject(value)) throw refuse('', `must be an object, received ${describeKind(value)}`);
  const version = ownValue(value, 'version');
  if (version !== VERSION) {
    throw typeof version === 'number'
      ? new TypeError(`${where}: checkpoint.version is ${version}, a format this version of activity-records cannot read (it reads version ${VERSION})`)
      : refuse('.version', `must be ${VERSION}, received ${describeKind(version)}`);
  }
  const unknown = Object.keys(value).find((key) => key !== 'version' && key !== 'after' && key !== 'seen');
  if (unknown !== undefined) throw refuse('', `has a key a checkpoint does not have (${JSON.stringify(unknown.slice(0, 40))})`);
  const after = ownValue(value, 'after');
  if (!isEpochSeconds(after)) throw refuse('.after', `must be whole epoch seconds (a safe integer, 0 or more), received ${describeNumberOrKind(after)}`);
  refuseFutureAfter(after, now, `${where}: checkpoint.after`);
  const seen = ownValue(value, 'seen');
  if (!Array.isArray(seen)) throw refuse('.seen', `must be a list, received ${describeKind(seen)}`);
  const keys = new Set<string>();
  const seconds: SyncCheckpointSecond[] = [];
  let previous = after;
  // By index, a hole refused where it is met: a sparse list may claim four billion items
  // and hold none, and mapping or spreading it allocates every one of them.
  const count: number = seen.length;
  for (let index = 0; index < count; index++) {
    const path = `.seen[${index}]`;
    if (!Object.hasOwn(seen, index)) throw refuse(path, HOLE);
    const second: unknown = seen[index];
    if (!Array.isArray(second) || second.length < 2) throw refuse(path, 'must be a list of a start second and at least one id');
    if (!Object.hasOwn(second, 0)) throw refuse(`${path}[0]`, HOLE);
    const start: unknown = second[0];
    if (!isEpochSeconds(start) || start <= previous) {
      throw refuse(`${path}[0]`, `must be epoch seconds after ${previous} (after \`after\` and the second before it), received ${describeNumberOrKind(start)}`);
    }
    previous = start;
    const ids: string[] = [];
    const length: number = second.length;
    for (let place = 1; place < length; place++) {
      if (!Object.hasOwn(second, place)) throw refuse(`${path}[${place}]`, HOLE);
      const id: unknown = second[place];
      if (typeof id !== 'string' || !ACTIVITY_KEY.test(id)) throw refuse(`${path}[${place}]`, `must be an id as decimal digits, received ${describeKind(id)}`);
      if (keys.has(id)) throw refuse(`${path}[${place}]`, 'names an activity given twice');
      if (keys.size === MAX_CHECKPOINT_IDS) {
        throw new RangeError(`${where}: checkpoint.seen holds more than ${MAX_CHECKPOINT_IDS} ids, more than a sync ever gives (it remembers ${MAX_REMEMBERED}, and `
          + 'at most a page more of the second it reads and of items whose start it cannot read); pass a checkpoint the sync gave, unchanged, or none to start afresh');
      }
      keys.add(id);
      ids.push(id);
    }
    seconds.push(Object.freeze([start, ...ids] as [number, string, ...string[]]));
  }
  return checkpointOf(after, seconds);
}

/**
 * Refuses an `after` (a fresh sync's option, or a stored checkpoint's) more than a day
 * past `now`: a sync from there would give nothing until that date, and skip every
 * activity before it without a word. A sync never dates a checkpoint after the time it
 * gives it (`SyncState`), so this refuses none it gave.
 *
 * @param now The current time, in epoch seconds.
 * @param what What the message names: `syncActivities: checkpoint.after`.
 * @throws RangeError naming `what`, its value and the current time.
 */
export function refuseFutureAfter(after: number, now: number, what: string): void {
  if (after <= now + CLOCK_SKEW) return;
  throw new RangeError(`${what} is ${after} epoch seconds, more than a day after now (${new Date(now * 1000).toISOString()}): a sync from there `
    + 'would skip every activity before it without a word (a sync never dates a checkpoint after the time it gives it); check the clock');
}

function isEpochSeconds(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}
