import { isPlainObject, type JsonObject } from '../../parse/plain-object.js';

/** The JSON object `text` holds, or null when it is not JSON text or not an object. */
export function parseJsonObject(text: string): JsonObject | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  return isPlainObject(body) ? body : null;
}
