import { STREAM_TYPES, type StreamType } from '../../streams/stream-types.js';
import { describeKind, describeQuoted } from '../../parse/received-value.js';

/** A stream type as the query names it: letters, digits and underscores (a comma would make it two). */
const STREAM_KEY = /^\w+$/;
/** Characters of a refused key a message quotes at most. */
const MAX_QUOTED_KEY = 40;

/**
 * The `keys` query parameter of a streams request: the types asked for, comma-separated,
 * in the order given. Without `keys`, `defaults` (every type the spec names, in its order,
 * unless given): the API answers only `distance` to a request without them. A type the spec does not name is
 * sent as given (a newer API may know it; `StreamSet` keeps what it answers in `extra`).
 * Each item is read once, and what is sent is what was checked (an item that changes
 * between reads, a getter's or a proxy's, cannot slip a comma past the check).
 *
 * @param where the method whose option this is, for messages
 * @throws TypeError when `keys` is not an array, or an item is not a string of letters,
 *   digits and underscores (quoted up to 40 characters); RangeError when it is empty
 */
export function streamKeys(keys: unknown, where: string, defaults: readonly StreamType[] = STREAM_TYPES): string {
  if (keys === undefined) return defaults.join(',');
  if (!Array.isArray(keys)) throw new TypeError(`${where}: keys must be an array of stream types, received ${describeKind(keys)}`);
  const items = keys as readonly unknown[];
  if (items.length === 0) throw new RangeError(`${where}: keys must name at least one stream type (without keys the API answers only distance)`);
  const checked: string[] = [];
  for (let index = 0; index < items.length; index++) {
    const key = items[index];
    if (typeof key !== 'string' || !STREAM_KEY.test(key)) {
      const received = describeQuoted(key, MAX_QUOTED_KEY);
      throw new TypeError(`${where}: keys[${index}] must be a stream type (letters, digits and underscores: time, heartrate...), received ${received}`);
    }
    checked.push(key);
  }
  return checked.join(',');
}
