import { isPlainObject, type JsonObject } from '../parse/plain-object.js';

/** The bodies `inspect` knows, told apart by keys that only that kind of record has. */
export type BodyKind = 'activity' | 'laps' | 'lap' | 'efforts' | 'effort' | 'empty list';

/** What `inspect` shows, for the one line that answers a body it does not know. */
export const ACCEPTED_BODIES =
  'a detailed activity, a list of laps, or one or many segment efforts';

type RecordKind = 'lap' | 'effort';

const ACTIVITY_PARTS = ['laps', 'segment_efforts', 'best_efforts'];
const KEYS_OF: Readonly<Record<RecordKind, readonly string[]>> = {
  lap: ['lap_index', 'split', 'pace_zone'],
  effort: ['segment', 'kom_rank', 'pr_rank', 'achievements'],
};
const LIST_OF: Readonly<Record<RecordKind, BodyKind>> = { lap: 'laps', effort: 'efforts' };

/**
 * What kind of body `body` is, or null when it is none that `inspect` shows. A list takes
 * the kind its items show; items that show none are read as that kind too (and their
 * issues reported), but a list whose items show two kinds, or none, is no known body.
 * An empty list is every list endpoint's answer when there is nothing to list.
 */
export function kindOf(body: unknown): BodyKind | null {
  if (Array.isArray(body)) return listKind(body);
  if (!isPlainObject(body)) return null;
  if (isActivity(body)) return 'activity';
  return recordKind(body);
}

function listKind(items: readonly unknown[]): BodyKind | null {
  if (items.length === 0) return 'empty list';
  let found: RecordKind | null = null;
  for (const item of items) {
    const kind = isPlainObject(item) ? recordKind(item) : null;
    if (kind === null || kind === found) continue;
    if (found !== null) return null;
    found = kind;
  }
  return found === null ? null : LIST_OF[found];
}

function recordKind(value: JsonObject): RecordKind | null {
  if (hasAny(value, KEYS_OF.effort)) return 'effort';
  if (hasAny(value, KEYS_OF.lap)) return 'lap';
  return null;
}

/** A detailed activity: its laps or efforts, or the sport and start of a detailed record. */
function isActivity(value: JsonObject): boolean {
  if (ACTIVITY_PARTS.some((key) => Object.hasOwn(value, key) && Array.isArray(value[key]))) return true;
  return value.resource_state === 3 && hasAny(value, ['sport_type', 'type']) && Object.hasOwn(value, 'start_date_local');
}

function hasAny(value: JsonObject, keys: readonly string[]): boolean {
  return keys.some((key) => Object.hasOwn(value, key));
}
