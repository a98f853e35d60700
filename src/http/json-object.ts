/** A decoded JSON object, as an endpoint that answers with one object gives it. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** Whether `value` is a plain object (not an array, not a class instance), as decoded JSON makes. */
export function isJsonObject(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The JSON object `text` holds, or null when it is not JSON text or not an object. */
export function parseJsonObject(text: string): JsonObject | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  return isJsonObject(body) ? body : null;
}
