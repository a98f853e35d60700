import type { IssueReporter } from './issue.js';
import type { JsonObject } from './plain-object.js';

/** An empty object that inherits from `Array.prototype`, and so from `Object.prototype` too. */
const ARRAY_HEIR: object = Object.freeze(Object.create(Array.prototype) as object);

/**
 * Whether `for … in` lists inherited keys: true while `Object.prototype` or
 * `Array.prototype` has an enumerable key, as a polluted prototype does. Until then a
 * named load (`input.distance`) that finds no own property finds nothing at all, and the
 * reader's checks by key order are exact. About 5 ns, so it is asked once per parse.
 */
export function prototypesHaveEnumerableKeys(): boolean {
  for (const _key in ARRAY_HEIR) return true;
  return false;
}

/**
 * A copy of `value`'s own string-keyed properties as plain data, with a null prototype
 * (enumerability kept, each getter read once): what a record reads when named loads on
 * `value` itself cannot be trusted, because an inherited key would supply a missing field
 * or because a read threw. Each read that throws is reported at its key and left out; when
 * even the keys cannot be listed (a revoked proxy), it reports that at the record and
 * returns null.
 */
export function ownPropertiesOf(value: object, issues: IssueReporter): JsonObject | null {
  let keys: (string | symbol)[];
  try {
    keys = Reflect.ownKeys(value);
  } catch (error) {
    issues.reportThrown([], 'object', error);
    return null;
  }
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of keys) {
    if (typeof key !== 'string') continue;
    try {
      const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
      if (descriptor === undefined) continue;
      const field: unknown = Reflect.get(value, key);
      Object.defineProperty(copy, key, { value: field, enumerable: descriptor.enumerable === true });
    } catch (error) {
      issues.reportThrown([key], 'JSON value', error);
    }
  }
  return copy;
}

/**
 * `object[key]` when it is the object's own property, else undefined: a key inherited from
 * a polluted `Object.prototype` or `Array.prototype` never counts, nor fills an array's hole.
 */
export function ownValue(object: object, key: PropertyKey): unknown {
  return Object.hasOwn(object, key) ? (object as Readonly<Record<PropertyKey, unknown>>)[key] : undefined;
}
