import { FieldReader } from './field-reader.js';
import type { JsonObject } from './plain-object.js';
import type { ExtraFields, KeySet } from './record-types.js';
import { isSameValue } from './same-value.js';

/**
 * How much of an input a key set may remember between parses: these caches are module
 * state, so an input with 300,000 long unknown keys or a 5 MB string must not stay
 * reachable through them. A key order is remembered up to 96 keys of at most 64
 * characters, 2,048 characters in all: the longest real items carry 55 keys and 627
 * characters (a list's activity) and 73 keys and 849 characters (a detailed activity), so
 * every real item fits, with room for the fields the API adds. Four key orders are
 * remembered: a list page's activities come in a few (heart rate and power recorded or
 * not), often in turn. Extras are remembered under the same bound, with short primitive
 * values.
 */
const MAX_REMEMBERED_KEYS = 96;
const MAX_REMEMBERED_LENGTH = 64;
const MAX_REMEMBERED_KEY_TEXT = 2048;
const REMEMBERED_ORDERS = 4;

/**
 * The keys a record class reads from its input, and the walk that finds the others, which
 * `extra` keeps. The data fields are not listed: they are learnt, once, from a record of the
 * class built on a new reader (an empty input with a null prototype, so a polluted prototype
 * supplies nothing), whose own keys are its fields and `extra`. Records of one body mostly
 * have the same keys in one of a few orders, so it remembers what the last records had:
 * - the key orders of the last four, and which of their keys were unknown: the next
 *   record with the same keys in one of these orders has the same unknown keys, found
 *   without a lookup per key;
 * - for each of these orders, the extras of the last record of that order, when their
 *   values were all primitives, or all but one empty array: API bodies repeat the same few
 *   unknown fields (`resource_state: 2` on every lap, `achievements: []` on every segment
 *   effort), and sharing one frozen object between records saves a copy, an allocation and
 *   memory per record;
 * - nothing beyond the bounds above (module state stays bounded);
 * - nothing read while `for … in` lists inherited keys (a polluted prototype), which could
 *   hide an own key of a later input.
 */
export class SpecKeys implements KeySet {
  readonly #recordClass: () => { readonly prototype: object };
  readonly #ignored: readonly string[];
  #known: Readonly<Record<string, true>> | null = null;
  /** The key orders of the last inputs whose unknown keys were looked up, the newest first, at most `REMEMBERED_ORDERS`. */
  readonly #keyOrders: KeyOrder[] = [];
  /** The remembered order of the input whose unknown keys were looked up last; null when it was not remembered. */
  #matched: KeyOrder | null = null;

  /**
   * @param recordClass the record class whose fields these are (a function, since the class
   *   is declared after its key set)
   * @param ignored keys that are neither data nor extra (`bound_client`: data never supplies a client)
   */
  constructor(recordClass: () => { readonly prototype: object }, ignored: readonly string[] = []) {
    this.#recordClass = recordClass;
    this.#ignored = ignored;
  }

  /**
   * Whether the record reads `key` (a field or an ignored key). The set is made when the
   * first key is looked up (the record built to learn the fields has none to look up):
   * the fields are the own keys of a record built on a new reader, but `extra`.
   */
  #isKnown(key: string): boolean {
    if (this.#known === null) {
      const type = this.#recordClass() as unknown as new (reader: FieldReader) => object;
      const known = Object.create(null) as Record<string, true>;
      for (const name of Object.keys(new type(new FieldReader(null)))) {
        if (name !== 'extra') known[name] = true;
      }
      for (const name of this.#ignored) known[name] = true;
      this.#known = known;
    }
    return this.#known[key] === true;
  }

  /**
   * The own enumerable keys of `input` that this set does not know, in input order.
   * `ownKeysOnly` says that `for … in` lists own keys alone (no enumerable key is inherited).
   */
  unknownKeysOf(input: JsonObject, ownKeysOnly: boolean): readonly string[] {
    const keyOrders = this.#keyOrders;
    if (ownKeysOnly) {
      // The order matched last, compared first and inline: through the loop below alone,
      // `Lap.parseMany` (every lap in one order) took 1.09x its time with one order remembered.
      const newest = this.#matched;
      if (newest !== null) {
        const lastOrder = newest.keys;
        let index = 0;
        for (const key in input) {
          if (index === lastOrder.length || key !== lastOrder[index]) {
            index = -1;
            break;
          }
          index++;
        }
        if (index === lastOrder.length) return newest.unknown;
      }
      // An indexed loop, as in `reusableExtra`.
      // eslint-disable-next-line @typescript-eslint/prefer-for-of
      for (let index = 0; index < keyOrders.length; index++) {
        const keyOrder = keyOrders[index];
        if (keyOrder !== undefined && keyOrder !== newest && hasKeyOrder(input, keyOrder.keys)) return (this.#matched = keyOrder).unknown;
      }
    }
    this.#matched = null;
    const order: string[] = [];
    const unknown: string[] = [];
    for (const key in input) {
      order.push(key);
      if (!this.#isKnown(key) && Object.hasOwn(input, key)) unknown.push(key);
    }
    if (ownKeysOnly && areShortKeys(order) && keyOrders.unshift((this.#matched = { keys: order, unknown, extra: null })) > REMEMBERED_ORDERS) {
      keyOrders.length = REMEMBERED_ORDERS;
    }
    return unknown;
  }

  /**
   * The extras remembered for the key order of the input looked up last, if `keys` are its
   * unknown keys, with these same primitive values, and an empty array where they hold one
   * (whose copy is the same frozen empty array). Null where reading a value throws (a
   * getter): the copy reports it, as it does in an order never met, where a throw out of
   * here would have the record read again from a copy of its properties, with other issues.
   */
  reusableExtra(keys: readonly string[], input: JsonObject): ExtraFields | null {
    const matched = this.#matched;
    const last = matched?.unknown === keys ? matched.extra : null;
    if (last === null) return null;
    try {
      // An indexed loop: written as `for … of`, this loop made `Lap.parseMany` take 1.5 to 2
      // times as long on Node 20 (the collector's share of the time grew from 7% to 23%).
      // eslint-disable-next-line @typescript-eslint/prefer-for-of
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (key === undefined) return null;
        const value = input[key];
        if (!isSameValue(last[key], value) && !(isEmptyArray(last[key]) && isEmptyArray(value))) return null;
      }
    } catch {
      return null;
    }
    return last;
  }

  /**
   * Remembers frozen extras for `reusableExtra`, with the key order of the input looked up
   * last if `keys` are its unknown keys (so they are few and short), and the extras all
   * primitives but for one empty array at most: with one, no value of a record that reuses
   * them can be met twice in it, which its copy would report.
   */
  rememberExtra(keys: readonly string[], extra: ExtraFields): void {
    const matched = this.#matched;
    if (matched?.unknown !== keys) return;
    let emptyArrays = 0;
    for (const key of keys) {
      const value = extra[key];
      if (isEmptyArray(value)) emptyArrays++;
      else if (!isShortPrimitive(value)) return;
    }
    if (emptyArrays > 1) return;
    matched.extra = extra;
  }
}

/** A key order remembered: an input's enumerable keys in order, the unknown ones among them, and extras to share. */
interface KeyOrder {
  readonly keys: readonly string[];
  readonly unknown: readonly string[];
  extra: ExtraFields | null;
}

/**
 * Whether `value` is an array without items, whose frozen copy is `[]` (the segment
 * efforts' `achievements`). False, for the copy to say why, where asking throws (a revoked
 * proxy, a throwing `length`).
 */
function isEmptyArray(value: unknown): boolean {
  try {
    return Array.isArray(value) && value.length === 0;
  } catch {
    return false;
  }
}

/** Whether the enumerable keys of `input` are `keys`, in the same order. */
function hasKeyOrder(input: JsonObject, keys: readonly string[]): boolean {
  let index = 0;
  for (const key in input) {
    // Never past the end: compared only ever with strings, V8 compares the keys as the
    // internalized strings they are, by reference (else through a generic builtin call:
    // 8 % of DetailedActivity.parse's instructions).
    if (index === keys.length || key !== keys[index]) return false;
    index++;
  }
  return index === keys.length;
}

function areShortKeys(keys: readonly string[]): boolean {
  let text = 0;
  for (const key of keys) text += key.length > MAX_REMEMBERED_LENGTH ? MAX_REMEMBERED_KEY_TEXT + 1 : key.length;
  return keys.length <= MAX_REMEMBERED_KEYS && text <= MAX_REMEMBERED_KEY_TEXT;
}

/**
 * Whether `value` is a primitive JSON value small enough to remember. A bigint is not:
 * beyond 2^53 it is an id, which differs from record to record.
 */
function isShortPrimitive(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    (typeof value === 'string' && value.length <= MAX_REMEMBERED_LENGTH)
  );
}
