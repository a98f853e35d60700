import { isPlainObject, type JsonObject } from './plain-object.js';
import type { RecordConstructor } from './record-types.js';

/** The nested record last built of one class in a parse, and the input it was built from. */
export interface LastNested {
  readonly type: RecordConstructor<unknown>;
  input: JsonObject;
  /** How many enumerable keys `input` has. */
  keyCount: number;
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
 * Whether `value` holds exactly the data of `last`, the input of a record already built:
 * a plain object with as many keys, each of which `last` has with the same value
 * (`Object.is`: an object or array only when it is the very same one). Laps of one
 * activity all refer to the same activity and athlete, so one reference record serves them
 * all: one copy in memory, one memo and so one client call per activity, and no second
 * build. Whatever `value` does (a proxy's trap that throws), the answer is only false.
 */
export function hasSameData(value: unknown, last: LastNested): boolean {
  try {
    if (!isPlainObject(value)) return false;
    const lastInput = last.input;
    let keyCount = 0;
    for (const key in value) {
      const field = value[key];
      // Neither undefined nor a function can match a key that `last` lacks: reading that key
      // gives undefined, or an inherited method of Object.prototype.
      if (field === undefined || typeof field === 'function' || !Object.is(field, lastInput[key])) return false;
      keyCount++;
    }
    return keyCount === last.keyCount;
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
  let keyCount = 0;
  try {
    for (const _key in input) keyCount++;
  } catch {
    return;
  }
  if (last === undefined) {
    list.push({ type, input, keyCount, record });
  } else {
    last.input = input;
    last.keyCount = keyCount;
    last.record = record;
  }
}
