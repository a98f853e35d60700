import { isDateTime } from '../../parse/date-time.js';
import { ownValue } from '../../parse/own-properties.js';
import { isPlainObject } from '../../parse/plain-object.js';
import { toInstant } from '../../units/date-times.js';

/**
 * How a checkpoint names an activity it has given: its id as decimal digits (at most 20,
 * a 64-bit id's length), or, for an item without such an id, `~` and a fingerprint of its
 * content.
 */
export const ACTIVITY_KEY = /^(?:-?(?:0|[1-9]\d{0,19})|~[0-9a-z]{1,11})$/;

/**
 * The key a sync knows an item of the activity list by: its `id` as decimal digits, exact
 * beyond 2^53 (`decodeJSON` gives such an id as a bigint). An item whose `id` is not an
 * integer of at most 20 digits cannot be named by it, and is named by a fingerprint of its
 * content instead (`fingerprintOf`).
 */
export function activityKey(item: unknown): string {
  const id = isPlainObject(item) ? ownValue(item, 'id') : undefined;
  const digits = typeof id === 'bigint' || Number.isSafeInteger(id) ? String(id) : '';
  return ACTIVITY_KEY.test(digits) ? digits : `~${fingerprintOf(item)}`;
}

/**
 * When the item's activity started, in epoch seconds with the fraction its `start_date`
 * gives (the API's `after` takes the activities that started strictly after it), or null
 * when its `start_date` is not an RFC 3339 date-time. The sync files it under the whole
 * second, the fraction taken down.
 */
export function startOf(item: unknown): number | null {
  const value = isPlainObject(item) ? ownValue(item, 'start_date') : undefined;
  const instant = toInstant(typeof value === 'string' && isDateTime(value) ? value : null);
  return instant === null ? null : instant.getTime() / 1000;
}

/**
 * A fingerprint of an item without a usable id: 53 bits of a hash (cyrb53) of its
 * top-level members (names, and values of strings, numbers, booleans and null; of a nested
 * object or list, only its kind and size), in base 36. Its cost is linear in the item's
 * top level, whatever is nested in it. Two reads of one item give one fingerprint as long
 * as those members did not change.
 */
function fingerprintOf(item: unknown): string {
  let text: string;
  if (isPlainObject(item)) {
    text = Object.keys(item).map((key) => `${JSON.stringify(key)}:${describeMember(ownValue(item, key))}`).join(',');
  } else {
    text = describeMember(item);
  }
  return cyrb53(text).toString(36);
}

function describeMember(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length}]`;
  if (typeof value === 'object' && value !== null) return `{${Object.keys(value).length}}`;
  return typeof value === 'string' ? JSON.stringify(value) : `${typeof value}:${String(value)}`;
}

/** cyrb53 (a public-domain 53-bit string hash by bryc): two 32-bit multiply-xor lanes, mixed. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
