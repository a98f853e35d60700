import { isPlainObject, type JsonObject } from './plain-object.js';
import type { RecordConstructor } from './record-types.js';
import { isSameValue } from './same-value.js';

/** The nested record last built of one class in a parse, and the data it was built from. */
export interface LastNested {
  readonly type: RecordConstructor<unknown>;
  /** The enumerable keys of the input it was built from, in order, each followed by its value there: `[key, value, key, value, ...]`. */
  entries: unknown[];
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
 * with those remembered in an array, so that no key is looked up in a second object. Whatever
 * `value` does (a proxy's trap that throws), the answer is only false.
 */
export function hasSameData(value: unknown, last: LastNested): boolean {
  try {
    if (!isPlainObject(value)) return false;
    const entries = last.entries;
    let index = 0;
    for (const key in value) {
      // Never past the end, as in `hasKeyOrder`: keys are compared with keys alone.
      if (index === entries.length || key !== entries[index] || !isSameValue(value[key], entries[index + 1])) return false;
      index += 2;
    }
    return index === entries.length;
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
  const entries: unknown[] = [];
  try {
    for (const key in input) entries.push(key, input[key]);
  } catch {
    return;
  }
  if (last === undefined) {
    list.push({ type, entries, record });
  } else {
    last.entries = entries;
    last.record = record;
  }
}
