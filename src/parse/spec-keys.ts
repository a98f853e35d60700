import { FieldReader } from './field-reader.js';
import { KeyOrders } from './key-orders.js';
import { isPlainObject, type JsonObject } from './plain-object.js';
import type { ExtraFields, KeySet } from './record-types.js';
import { isSameValue } from './same-value.js';

const NO_KEYS: readonly string[] = Object.freeze([]);

/**
 * How much of an input's extras a key set may remember between parses: module state, so a
 * 5 MB string must not stay reachable through it. At most 32 values (a container and each
 * value in it count one each), keys and strings of at most 64 characters: a few kilobytes
 * per record class. (`KeyOrders` bounds the key orders.)
 */
const MAX_REMEMBERED_LENGTH = 64;
const MAX_REMEMBERED_VALUES = 32;

/**
 * The keys a record class reads from its input, and the walk that finds the others, which
 * `extra` keeps. The data fields are not listed: they are learnt, once, from a record of the
 * class built on a new reader (an empty input with a null prototype, so a polluted prototype
 * supplies nothing), whose own keys are its fields and `extra`. Records of one body mostly
 * have the same keys in the same order, so it remembers what the last record had:
 * - the key orders of the last records, and which of their keys were unknown
 *   (`KeyOrders`): the next record with the same keys in the same order has the same
 *   unknown keys, found without a lookup per key;
 * - its extras when they were small: API bodies repeat the same few unknown fields
 *   (`resource_state: 2` on every lap, `achievements: []` on most segment efforts), and
 *   sharing one frozen object between records saves copies, an allocation and memory per
 *   record;
 * - nothing beyond the bounds above (module state stays bounded);
 * - nothing read while `for … in` lists inherited keys (a polluted prototype), which could
 *   hide an own key of a later input.
 */
export class SpecKeys implements KeySet {
  readonly #recordClass: () => { readonly prototype: object };
  readonly #ignored: readonly string[];
  #known: Readonly<Record<string, true>> | null = null;
  #lastExtra: ExtraFields | null = null;
  #lastExtraKeys: readonly string[] = NO_KEYS;
  readonly #orders = new KeyOrders();

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
    if (ownKeysOnly) {
      const remembered = this.#orders.unknownKeysOf(input);
      if (remembered !== undefined) return remembered;
    }
    const order: string[] = [];
    const unknown: string[] = [];
    for (const key in input) {
      order.push(key);
      if (!this.#isKnown(key) && Object.hasOwn(input, key)) unknown.push(key);
    }
    const unknownKeys = unknown.length === 0 ? NO_KEYS : unknown;
    if (ownKeysOnly) this.#orders.remember(order, unknownKeys);
    return unknownKeys;
  }

  /**
   * The remembered extras, if they have exactly these keys with the same values in
   * `input` (`isSameTree`). A read of the input that throws gives null: the copy then
   * reads the value again, and reports the throw at its path.
   */
  reusableExtra(keys: readonly string[], input: JsonObject): ExtraFields | null {
    const last = this.#lastExtra;
    const lastKeys = this.#lastExtraKeys;
    if (last === null || lastKeys.length !== keys.length) return null;
    // An indexed loop: written as `for … of`, this loop made `Lap.parseMany` take 1.5 to 2
    // times as long on Node 20 (the collector's share of the time grew from 7% to 23%).
    let met: object[] | null = null;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === undefined || lastKeys[i] !== key) return null;
      const remembered = last[key];
      if (typeof remembered === 'object' && remembered !== null ? !isSameTree(remembered, input, key, (met ??= [])) : !isSameValue(remembered, input[key])) {
        return null;
      }
    }
    return last;
  }

  /** Remembers frozen extras for `reusableExtra`, if their keys are short and their values few and small. */
  rememberExtra(keys: readonly string[], extra: ExtraFields): void {
    let budget = MAX_REMEMBERED_VALUES;
    for (let i = 0; i < keys.length && budget >= 0; i++) budget = budgetLeft(keys[i] ?? '', extra, budget);
    if (budget < 0) return;
    this.#lastExtraKeys = keys;
    this.#lastExtra = extra;
  }
}

/**
 * What is left of `budget` once `holder[key]` (in a frozen copy the reader made: a tree of
 * JSON values) is counted, one for each value in it; -1 when it does not fit, or its key
 * or a string is longer than `MAX_REMEMBERED_LENGTH`, or it holds a bigint (beyond 2^53 an
 * id, which differs from record to record).
 */
function budgetLeft(key: string, holder: object, budget: number): number {
  const value: unknown = (holder as JsonObject)[key];
  let left = key.length > MAX_REMEMBERED_LENGTH ? -1 : budget - 1;
  if (typeof value === 'object' && value !== null) {
    // Keys counted before they are listed: a copy may hold an array of 20,000 items.
    let count = 0;
    for (const _key in value) if (++count > left) return -1;
    for (const item of Object.keys(value)) if (left >= 0) left = budgetLeft(item, value, left);
    return left;
  }
  const small = typeof value === 'string' ? value.length <= MAX_REMEMBERED_LENGTH : value === null || typeof value === 'number' || typeof value === 'boolean';
  return small ? left : -1;
}

/**
 * Whether `input[key]` holds the same JSON tree as `remembered` (a frozen copy of at most
 * `MAX_REMEMBERED_VALUES` values), as the copier would copy it: arrays or plain objects
 * with the same own enumerable keys in the same order (so no hole), the same values
 * (`isSameValue`) at the leaves, and no container met twice among the record's extras
 * (`met`: a cycle or a shared reference, which the copier reports). A read that throws
 * gives false.
 */
function isSameTree(remembered: object, input: JsonObject, key: string, met: object[]): boolean {
  try {
    return isSameJson(remembered, input[key], met);
  } catch {
    return false;
  }
}

function isSameJson(remembered: unknown, value: unknown, met: object[]): boolean {
  if (typeof remembered !== 'object' || remembered === null) return isSameValue(remembered, value);
  const array = Array.isArray(value);
  if (typeof value !== 'object' || value === null || met.includes(value) || array !== Array.isArray(remembered) || !(array || isPlainObject(value))) {
    return false;
  }
  met.push(value);
  const keys = Object.keys(value);
  const rememberedKeys = Object.keys(remembered);
  return (
    keys.length === rememberedKeys.length &&
    keys.every((key, index) => key === rememberedKeys[index] && isSameJson((remembered as JsonObject)[key], (value as JsonObject)[key], met))
  );
}
