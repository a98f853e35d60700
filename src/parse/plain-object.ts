/** A decoded JSON object: string keys to values, as the parser sees it. */
export type JsonObject = Readonly<Record<string, unknown>>;

/**
 * Whether `value` is a plain object: an object whose prototype is `Object.prototype` or
 * `null`, as `JSON.parse` and object literals make. Arrays, class instances (`Date`,
 * `Map`, records themselves) and objects from other prototypes are not.
 */
export function isPlainObject(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Sets `object[key] = value` as an own data property, so that a key such as `__proto__`
 * is stored as data rather than changing the object's prototype.
 */
export function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    object[key] = value;
  }
}
