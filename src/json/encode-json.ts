import { markers } from './marker.js';

/**
 * Writes a value as JSON text, like `JSON.stringify(value, null, space)`, except that a
 * `bigint` is written as its exact integer digits (where `JSON.stringify` throws). Records
 * are written through their `toJSON()`. So ids beyond 2^53 survive a round trip with
 * `decodeJSON`.
 *
 * @param space indentation, as for `JSON.stringify`
 * @throws TypeError for a value with no JSON form (`undefined`, a function, a cycle).
 * @example
 * ```ts
 * encodeJSON({ id: 12345678987654321n }); // '{"id":12345678987654321}'
 * ```
 */
export function encodeJSON(value: unknown, space?: string | number): string {
  const text = stringify(value, space);
  if (text === undefined) throw new TypeError('encodeJSON: the value has no JSON form');
  return text;
}

/** `JSON.stringify`, which gives undefined for a value with no JSON form (its lib type hides that). */
function stringify(value: unknown, space: string | number | undefined): string | undefined {
  try {
    return JSON.stringify(value, null, space);
  } catch (error) {
    // JSON.stringify throws a TypeError on a bigint (and on a cycle, which the next try reports again).
    if (!(error instanceof TypeError)) throw error;
    return encodeWithBigInts(value, space);
  }
}

/**
 * `JSON.stringify` with every bigint written as a string behind a marker that no key or
 * string of the value holds, then unquoted. A marker found in the value is simply given
 * up for the next one.
 */
function encodeWithBigInts(value: unknown, space: string | number | undefined): string {
  for (const marker of markers()) {
    let collisions = 0;
    // Reached only for a value holding a bigint (or a cycle, which throws again), so never undefined.
    const text = JSON.stringify(
      value,
      (key, field: unknown) => {
        if (key.includes(marker.value) || (typeof field === 'string' && field.includes(marker.value))) collisions++;
        if (field instanceof BigInt) return `${marker.value}${field.valueOf()}`;
        return typeof field === 'bigint' ? `${marker.value}${field}` : field;
      },
      space,
    );
    if (collisions === 0) return text.replace(new RegExp(`"${marker.escaped.replaceAll('\\', '\\\\')}(-?\\d+)"`, 'g'), '$1');
  }
  throw new Error('unreachable: markers never run out');
}
