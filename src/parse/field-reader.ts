import type { ClientHandle } from '../client/client-handle.js';
import type { ExtraFields, FieldSource, RecordConstructor } from '../records/field-source.js';
import type { SpecKeys } from '../records/spec-keys.js';
import { isDateTime } from './date-time.js';
import { isSafeBigInt, type Id } from './id.js';
import { describeReceived, type Issue, type PathSegment } from './issue.js';
import { isPlainObject, setOwn, type JsonObject } from './plain-object.js';

/** How deep a value inside an unknown field may nest (arrays and objects) before it is an issue. */
export const MAX_DEPTH = 1000;

const EMPTY_INPUT: JsonObject = Object.freeze({});
const EMPTY_EXTRA: ExtraFields = Object.freeze(Object.create(null) as Record<string, unknown>);

/**
 * Reads records out of decoded JSON, field by field, validating as it goes. One reader
 * serves one `parse` or `parseMany` call: it keeps the path to the value being read (for
 * issues) and collects every issue instead of stopping at the first. On the happy path it
 * allocates nothing but the records and their extras.
 */
export class FieldReader implements FieldSource {
  readonly client: ClientHandle | null;
  /** Every issue found so far, in input order. */
  readonly issues: Issue[] = [];
  #input: JsonObject = EMPTY_INPUT;
  readonly #path: PathSegment[] = [];
  readonly #extraKeys: string[] = [];

  constructor(client: ClientHandle | null) {
    this.client = client;
  }

  /**
   * Reads one top-level record at `path` (empty for `parse`, `[index]` for `parseMany`).
   * Whatever the input does, even a getter that throws, ends as an issue, never an exception.
   */
  readTop<R>(type: RecordConstructor<R>, value: unknown, path: readonly PathSegment[]): R | null {
    this.#path.push(...path);
    try {
      return this.#readRecord(type, value);
    } catch (error) {
      this.#report(undefined, 'JSON data', value, `reading it threw ${describeThrown(error)}`);
      return null;
    } finally {
      this.#path.length = 0;
      this.#input = EMPTY_INPUT;
    }
  }

  /** Reports an issue at `path` relative to the top, for checks made outside any record. */
  reportAt(path: readonly PathSegment[], expected: string, value: unknown): void {
    this.#path.push(...path);
    this.#report(undefined, expected, value);
    this.#path.length = 0;
  }

  number(key: string): number | null {
    const value = this.#input[key];
    if (value === undefined || value === null) return null;
    if (Number.isFinite(value)) return value as number;
    return this.#fromBigInt(key, value, 'number');
  }

  integer(key: string): number | null {
    const value = this.#input[key];
    if (value === undefined || value === null) return null;
    if (Number.isSafeInteger(value)) return value as number;
    return this.#fromBigInt(key, value, 'integer');
  }

  id(key: string): Id | null {
    const value = this.#input[key];
    if (value === undefined || value === null) return null;
    if (Number.isSafeInteger(value)) return value as number;
    if (typeof value === 'bigint') return isSafeBigInt(value) ? Number(value) : value;
    if (Number.isInteger(value)) {
      this.#report(key, 'integer', value,
        'beyond Number.MAX_SAFE_INTEGER, so JSON.parse has already rounded this id; ' +
        'decode the text with decodeJSON(text) to keep 64-bit ids exact');
    } else {
      this.#report(key, 'integer', value);
    }
    return null;
  }

  boolean(key: string): boolean | null {
    const value = this.#input[key];
    if (value === undefined || value === null) return null;
    if (typeof value === 'boolean') return value;
    this.#report(key, 'boolean', value);
    return null;
  }

  string(key: string): string | null {
    const value = this.#input[key];
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') return value;
    this.#report(key, 'string', value);
    return null;
  }

  dateTime(key: string): string | null {
    const value = this.#input[key];
    if (value === undefined || value === null) return null;
    if (typeof value === 'string' && isDateTime(value)) return value;
    this.#report(key, 'date-time string', value,
      typeof value === 'string' ? 'not an RFC 3339 date-time with offset, such as 2018-02-08T14:13:37Z' : undefined);
    return null;
  }

  record<R>(key: string, type: RecordConstructor<R>): R | null {
    const value = this.#input[key];
    if (value === undefined || value === null) return null;
    this.#path.push(key);
    const record = this.#readRecord(type, value);
    this.#path.pop();
    return record;
  }

  isPresent(key: string): boolean {
    const value = this.#input[key];
    return value !== undefined && value !== null;
  }

  extra(keys: SpecKeys): ExtraFields {
    const input = this.#input;
    const names = this.#extraKeys;
    names.length = 0;
    for (const key in input) {
      if (!keys.isKnown(key) && Object.hasOwn(input, key)) names.push(key);
    }
    if (names.length === 0) return EMPTY_EXTRA;
    const reused = keys.reusableExtra(names, input);
    if (reused !== null) return reused;

    const extra = Object.create(null) as Record<string, unknown>;
    let onlyPrimitives = true;
    for (const key of names) {
      this.#path.push(key);
      const copy = this.#copyJson(input[key], 0);
      this.#path.pop();
      extra[key] = copy;
      if (typeof copy === 'object' && copy !== null) onlyPrimitives = false;
    }
    Object.freeze(extra);
    if (onlyPrimitives) keys.rememberExtra(names, extra);
    return extra;
  }

  #readRecord<R>(type: RecordConstructor<R>, value: unknown): R | null {
    if (!isPlainObject(value)) {
      this.#report(undefined, 'object', value);
      return null;
    }
    const outer = this.#input;
    this.#input = value;
    const record = new type(this);
    this.#input = outer;
    return record;
  }

  /** A number or integer field given something else: a safe bigint is taken exactly, the rest is an issue. */
  #fromBigInt(key: string, value: unknown, expected: 'number' | 'integer'): number | null {
    if (typeof value === 'bigint' && isSafeBigInt(value)) return Number(value);
    let detail: string | undefined;
    if (typeof value === 'bigint') detail = 'beyond the safe integer range, so it cannot be held exactly';
    else if (expected === 'integer' && Number.isInteger(value)) detail = 'not a safe integer';
    this.#report(key, expected, value, detail);
    return null;
  }

  /** A deep, frozen copy of a JSON value; reports what is not JSON and returns undefined for it. */
  #copyJson(value: unknown, depth: number): unknown {
    switch (typeof value) {
      case 'string':
      case 'boolean':
      case 'bigint':
        return value;
      case 'number':
        if (Number.isFinite(value)) return value;
        break;
      case 'object':
        if (value === null) return null;
        if (depth >= MAX_DEPTH) {
          this.#report(undefined, 'JSON value', value, `nested deeper than ${MAX_DEPTH} levels`);
          return undefined;
        }
        if (Array.isArray(value)) return this.#copyArray(value, depth + 1);
        if (isPlainObject(value)) return this.#copyObject(value, depth + 1);
        break;
      default:
        break;
    }
    this.#report(undefined, 'JSON value', value);
    return undefined;
  }

  #copyArray(source: readonly unknown[], depth: number): readonly unknown[] {
    const copy: unknown[] = [];
    for (let index = 0; index < source.length; index++) {
      this.#path.push(index);
      if (!(index in source)) {
        this.#report(undefined, 'JSON value', undefined, 'a hole in a sparse array');
        this.#path.pop();
        break;
      }
      copy.push(this.#copyJson(source[index], depth));
      this.#path.pop();
    }
    return Object.freeze(copy);
  }

  #copyObject(source: JsonObject, depth: number): JsonObject {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(source)) {
      this.#path.push(key);
      setOwn(copy, key, this.#copyJson(source[key], depth));
      this.#path.pop();
    }
    return Object.freeze(copy);
  }

  #report(key: PathSegment | undefined, expected: string, value: unknown, detail?: string): void {
    const path = this.#path.slice();
    if (key !== undefined) path.push(key);
    const received = describeReceived(value);
    const message = `expected ${expected}, received ${received}${detail === undefined ? '' : ` (${detail})`}`;
    this.issues.push(Object.freeze({ path: Object.freeze(path), expected, received, message }));
  }
}

function describeThrown(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    return 'an unprintable value';
  }
}
