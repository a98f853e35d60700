import { isPlainObject, type JsonObject } from './plain-object.js';
import type { RecordConstructor } from './record-types.js';
import { isSameValue } from './same-value.js';

/** The nested record last built of one class in a parse, and the data it was built from. */
export interface LastNested {
  readonly type: RecordConstructor<unknown>;
  /** The enumerable keys of the input it was built from, in order. */
  keys: string[];
  /** The values of `keys` in that input, in the same order. */
  values: unknown[];
  record: unknown;
}

/**
 * The nested record of class `type` last built in this parse (a short list searched in
 * order: a record class has at most a few nested classes).
 */
export function lastNestedOf(list: readonly LastNested[], type: RecordConstructor<unknown>): LastNested | undefined {
  for (const last of list) {
    if (last.type === type) return last;
  }
  return undefined;
}

/**
 * Whether `value` holds exactly the data `last` was built from: a plain object with the
 * same keys in the same order, each with the same value (`Object.is`: an object or array
 * only when it is the very same one). Laps of one activity all refer to the same activity
 * and athlete, so one reference record serves them all: one copy in memory, one memo and
 * so one client call per activity, and no second build. The keys and values are compared
 * with those remembered in arrays, so that no key is looked up in a second object. Whatever
 * `value` does (a proxy's trap that throws), the answer is only false.
 */
export function hasSameData(value: unknown, last: LastNested): boolean {
  try {
    if (!isPlainObject(value)) return false;
    const keys = last.keys;
    const values = last.values;
    let index = 0;
    for (const key in value) {
      if (key !== keys[index] || !isSameValue(value[key], values[index])) return false;
      index++;
    }
    return index === keys.length;
  } catch {
    return false;
  }
}

/** Remembers `record`, built without an issue from `input`, as the last nested record of its class. */
export function rememberNested(
  list: LastNested[],
  last: LastNested | undefined,
  type: RecordConstructor<unknown>,
  input: JsonObject,
  record: unknown,
): void {
  const keys: string[] = [];
  const values: unknown[] = [];
  try {
    for (const key in input) {
      keys.push(key);
      values.push(input[key]);
    }
  } catch {
    return;
  }
  if (last === undefined) {
    list.push({ type, keys, values, record });
  } else {
    last.keys = keys;
    last.values = values;
    last.record = record;
  }
}
