import { isPlainObject, type JsonObject } from '../parse/plain-object.js';

/** The bodies `inspect` knows, told apart by keys that only that kind of record has. */
export type BodyKind =
  | 'activity'
  | 'laps'
  | 'lap'
  | 'efforts'
  | 'effort'
  | 'comments'
  | 'kudos'
  | 'zones'
  | 'photos'
  | 'stats'
  | 'empty list';

/** What `inspect` shows, for the one line that answers a body it does not know. */
export const ACCEPTED_BODIES =
  'a detailed activity, a list of laps, one or many segment efforts, an activity\'s comments, kudos, zones or photos, or an athlete\'s stats';

/** Kinds of list item, most telling first: an effort carries a name, a comment an athlete. */
const ITEM_KEYS = [
  ['efforts', ['segment', 'kom_rank', 'pr_rank', 'achievements']],
  ['laps', ['lap_index', 'split', 'pace_zone']],
  ['zones', ['distribution_buckets', 'sensor_based', 'custom_zones']],
  ['photos', ['unique_id', 'urls', 'sizes', 'uploaded_at', 'created_at_local', 'default_photo']],
  ['comments', ['text', 'post_id', 'reaction_count', 'has_reacted']],
  ['kudos', ['firstname', 'lastname', 'profile', 'profile_medium']],
] as const satisfies readonly (readonly [BodyKind, readonly string[]])[];

type ItemKind = (typeof ITEM_KEYS)[number][0];

/** A single record `inspect` shows on its own (the others come only in their endpoints' lists). */
const SINGLE_OF: Partial<Record<ItemKind, BodyKind>> = { efforts: 'effort', laps: 'lap' };

const ACTIVITY_PARTS = ['laps', 'segment_efforts', 'best_efforts'];
const STATS_KEYS = [
  'biggest_ride_distance', 'biggest_climb_elevation_gain',
  'recent_ride_totals', 'recent_run_totals', 'recent_swim_totals',
  'ytd_ride_totals', 'ytd_run_totals', 'ytd_swim_totals',
  'all_ride_totals', 'all_run_totals', 'all_swim_totals',
];

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
  if (hasAny(body, STATS_KEYS)) return 'stats';
  const kind = itemKind(body);
  return kind === null ? null : (SINGLE_OF[kind] ?? null);
}

function listKind(items: readonly unknown[]): BodyKind | null {
  if (items.length === 0) return 'empty list';
  let found: ItemKind | null = null;
  for (const item of items) {
    const kind = isPlainObject(item) ? itemKind(item) : null;
    if (kind === null || kind === found) continue;
    if (found !== null) return null;
    found = kind;
  }
  return found;
}

function itemKind(value: JsonObject): ItemKind | null {
  for (const [kind, keys] of ITEM_KEYS) if (hasAny(value, keys)) return kind;
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
