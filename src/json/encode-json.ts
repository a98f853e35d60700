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
  let text: string | undefined;
  try {
    text = JSON.stringify(value, null, space);
  } catch (error) {
    // JSON.stringify throws a TypeError on a bigint (and on a cycle, which the writer reports too).
    if (!(error instanceof TypeError)) throw error;
    text = new JsonWriter(indentOf(space)).write('', value, '');
  }
  if (text === undefined) throw new TypeError('encodeJSON: the value has no JSON form');
  return text;
}

function indentOf(space: string | number | undefined): string {
  if (typeof space === 'number') return ' '.repeat(Math.max(0, Math.min(10, Math.trunc(space))));
  return typeof space === 'string' ? space.slice(0, 10) : '';
}

/** `JSON.stringify` written out, with bigints as digits. Used only when a value holds one. */
class JsonWriter {
  readonly #gap: string;
  readonly #open = new Set<object>();

  constructor(gap: string) {
    this.#gap = gap;
  }

  /** The JSON text of `value` (found under `key`), or undefined where JSON omits it. */
  write(key: string, value: unknown, indent: string): string | undefined {
    value = unwrap(key, value);
    switch (typeof value) {
      case 'bigint':
        return value.toString();
      case 'string':
        return JSON.stringify(value);
      case 'number':
        return Number.isFinite(value) ? String(value) : 'null';
      case 'boolean':
        return value ? 'true' : 'false';
      case 'object':
        if (value === null) return 'null';
        if (this.#open.has(value)) throw new TypeError('encodeJSON: the value holds a cycle');
        this.#open.add(value);
        try {
          return Array.isArray(value) ? this.#writeArray(value, indent) : this.#writeObject(value, indent);
        } finally {
          this.#open.delete(value);
        }
      default:
        return undefined;
    }
  }

  #writeArray(array: readonly unknown[], indent: string): string {
    if (array.length === 0) return '[]';
    const inner = indent + this.#gap;
    const items: string[] = [];
    for (let index = 0; index < array.length; index++) {
      items.push(this.write(String(index), array[index], inner) ?? 'null');
    }
    return this.#wrap('[', items, ']', indent, inner);
  }

  #writeObject(object: object, indent: string): string {
    const inner = indent + this.#gap;
    const colon = this.#gap === '' ? ':' : ': ';
    const members: string[] = [];
    for (const key of Object.keys(object)) {
      const text = this.write(key, (object as Record<string, unknown>)[key], inner);
      if (text !== undefined) members.push(JSON.stringify(key) + colon + text);
    }
    return members.length === 0 ? '{}' : this.#wrap('{', members, '}', indent, inner);
  }

  #wrap(start: string, parts: readonly string[], end: string, indent: string, inner: string): string {
    if (this.#gap === '') return start + parts.join(',') + end;
    return `${start}\n${inner}${parts.join(`,\n${inner}`)}\n${indent}${end}`;
  }
}

/** Applies `toJSON` and unwraps boxed primitives, as `JSON.stringify` does. */
function unwrap(key: string, value: unknown): unknown {
  if ((typeof value === 'object' && value !== null) || typeof value === 'bigint') {
    const toJSON: unknown = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') value = (toJSON as (key: string) => unknown).call(value, key);
  }
  if (value instanceof Number || value instanceof String || value instanceof Boolean || value instanceof BigInt) {
    return value.valueOf();
  }
  return value;
}
