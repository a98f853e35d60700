import type { ClientHandle } from '../client/client-handle.js';
import type { DataRecord } from '../records/data-record.js';
import type { ExtraFields, RecordConstructor } from '../records/record-types.js';
import type { SpecKeys } from '../records/spec-keys.js';
import { isDateTime } from './date-time.js';
import { isSafeBigInt, type Id } from './id.js';
import { describeReceived, type Issue, type PathSegment } from './issue.js';
import { isPlainObject, setOwn, type JsonObject } from './plain-object.js';

/** How deep a value inside an unknown field may nest (arrays and objects) before it is an issue. */
const MAX_DEPTH = 1000;

const EMPTY_INPUT: JsonObject = Object.freeze({});
const EMPTY_EXTRA: ExtraFields = Object.freeze(Object.create(null) as Record<string, unknown>);
const NO_KEYS: readonly string[] = Object.freeze([]);

/** The types of spec field: an id is an integer that may also be a bigint beyond 2^53. */
type FieldType = 'number' | 'integer' | 'id' | 'boolean' | 'string' | 'date-time string';

/**
 * Reads records out of decoded JSON, field by field, validating as it goes. One reader
 * serves one `parse` or `parseMany` call: it keeps the path to the value being read (for
 * issues) and collects every issue instead of stopping at the first. On the happy path it
 * allocates nothing but the records and their extras.
 */
export class FieldReader {
  /** The client the records read are bound to. */
  readonly client: ClientHandle | null;
  /** Every issue found so far, in input order. */
  readonly issues: Issue[] = [];
  /** The object whose fields are being read. */
  input: JsonObject = EMPTY_INPUT;
  /** How many spec fields of `input` were read with a value other than undefined. */
  #present = 0;
  /** The path to the value being read: `path[0 .. depth)`. Grown, never shrunk, to avoid allocation. */
  readonly #path: PathSegment[] = [];
  #depth = 0;
  /** The nested record last built of each class in this parse, for `sharedRecord`. */
  readonly #lastNested = new Map<RecordConstructor<unknown>, { readonly record: DataRecord; readonly keys: SpecKeys }>();
  /** The keys given to the last `extra` call: a record's own, as it makes that call last. */
  #lastKeys: SpecKeys | null = null;

  constructor(client: ClientHandle | null) {
    this.client = client;
  }

  /**
   * Reads one top-level record: the value given to `parse`, or element `index` of the
   * array given to `parseMany`. Whatever the input does, even a getter that throws, ends
   * as an issue, never an exception.
   */
  readTop<R>(type: RecordConstructor<R>, value: unknown, index?: number): R | null {
    this.#depth = 0;
    if (index !== undefined) this.#enter(index);
    try {
      return this.#readRecord(type, value);
    } catch (error) {
      this.#report(undefined, 'JSON data', value, `reading it threw ${describeThrown(error)}`);
      return null;
    } finally {
      this.input = EMPTY_INPUT;
    }
  }

  /** Reports an issue about the top-level value itself, for checks made outside any record. */
  reportTop(expected: string, value: unknown): void {
    this.#depth = 0;
    this.#report(undefined, expected, value);
  }

  // Each reader's first branch is the whole happy path, kept small so that it inlines into
  // the record constructors; absent, null, bigint and bad values all go to `other`.

  number(value: unknown, key: string): number | null {
    if (Number.isFinite(value)) {
      this.#present++;
      return value as number;
    }
    return this.#other(value, key, 'number') as number | null;
  }

  integer(value: unknown, key: string): number | null {
    if (Number.isSafeInteger(value)) {
      this.#present++;
      return value as number;
    }
    return this.#other(value, key, 'integer') as number | null;
  }

  id(value: unknown, key: string): Id | null {
    if (Number.isSafeInteger(value)) {
      this.#present++;
      return value as number;
    }
    return this.#other(value, key, 'id') as Id | null;
  }

  boolean(value: unknown, key: string): boolean | null {
    if (typeof value === 'boolean') {
      this.#present++;
      return value;
    }
    return this.#other(value, key, 'boolean') as boolean | null;
  }

  string(value: unknown, key: string): string | null {
    if (typeof value === 'string') {
      this.#present++;
      return value;
    }
    return this.#other(value, key, 'string') as string | null;
  }

  dateTime(value: unknown, key: string): string | null {
    if (typeof value === 'string' && isDateTime(value)) {
      this.#present++;
      return value;
    }
    return this.#other(value, key, 'date-time string') as string | null;
  }

  record<R>(value: unknown, key: string, type: RecordConstructor<R>): R | null {
    if (value === undefined) return null;
    this.#present++;
    if (value === null) return null;
    const shared = this.#sharedRecord(type, value);
    if (shared !== undefined) return shared;
    this.#enter(key);
    const record = this.#readRecord(type, value);
    this.#depth--;
    if (record !== null && this.#lastKeys !== null) this.#lastNested.set(type, { record: record as DataRecord, keys: this.#lastKeys });
    return record;
  }

  extra(keys: SpecKeys): ExtraFields {
    this.#lastKeys = keys;
    const names = this.#unknownKeys(keys);
    if (names.length === 0) return EMPTY_EXTRA;
    const input = this.input;
    const reused = keys.reusableExtra(names, input);
    if (reused !== null) return reused;

    const extra = Object.create(null) as Record<string, unknown>;
    let onlyPrimitives = true;
    for (const key of names) {
      this.#enter(key);
      const copy = this.#copyJson(input[key], 0);
      this.#depth--;
      extra[key] = copy;
      if (typeof copy === 'object' && copy !== null) onlyPrimitives = false;
    }
    Object.freeze(extra);
    if (onlyPrimitives) keys.rememberExtra(names, extra);
    return extra;
  }

  /**
   * The own keys of the input that `keys` does not know, in input order. Records of one
   * body mostly have the same unknown keys, so first it counts: every enumerable key not
   * read as a spec field is unknown, and when their number equals that of the last
   * record's unknown keys, all of which the input has, they are the same keys. Only
   * otherwise does it look at each key.
   */
  #unknownKeys(keys: SpecKeys): readonly string[] {
    const input = this.input;
    let enumerable = 0;
    for (const _key in input) enumerable++;
    const unknownCount = enumerable - this.#present;
    if (unknownCount === 0) return NO_KEYS;
    const last = keys.lastUnknownKeys;
    if (unknownCount === last.length && hasOwnKeys(input, last)) return last;
    const names: string[] = [];
    for (const key in input) {
      if (!keys.isKnown(key) && Object.hasOwn(input, key)) names.push(key);
    }
    keys.lastUnknownKeys = names;
    return names;
  }

  /**
   * The nested record of this class last built in this parse, if `value` holds exactly its
   * data: every spec field the same value, and unknown fields that reuse the same frozen
   * `extra`. Laps of one activity all refer to the same activity and athlete; sharing one
   * reference record between them keeps one copy in memory, one memo and so one client
   * call per activity, and skips building it again.
   */
  #sharedRecord<R>(type: RecordConstructor<R>, value: unknown): R | undefined {
    const shared = this.#lastNested.get(type);
    if (shared === undefined || !isPlainObject(value)) return undefined;
    const { record: last, keys } = shared;
    const lastFields = last as unknown as JsonObject;
    let present = 0;
    for (const name of keys.names) {
      const field = value[name];
      if (field !== undefined) present++;
      if (!Object.is(field ?? null, lastFields[name])) return undefined;
    }
    const outerInput = this.input;
    const outerPresent = this.#present;
    this.input = value;
    this.#present = present;
    const names = this.#unknownKeys(keys);
    this.input = outerInput;
    this.#present = outerPresent;
    const extra = names.length === 0 ? EMPTY_EXTRA : keys.reusableExtra(names, value);
    return extra === last.extra ? (last as R) : undefined;
  }

  #readRecord<R>(type: RecordConstructor<R>, value: unknown): R | null {
    if (!isPlainObject(value)) {
      this.#report(undefined, 'object', value);
      return null;
    }
    const outerInput = this.input;
    const outerPresent = this.#present;
    this.input = value;
    this.#present = 0;
    const record = new type(this);
    this.input = outerInput;
    this.#present = outerPresent;
    return record;
  }

  #enter(segment: PathSegment): void {
    this.#path[this.#depth++] = segment;
  }

  /**
   * A field whose value is not plainly of its type: absent or null gives null; a bigint
   * is taken exactly where the type allows; anything else is an issue.
   */
  #other(value: unknown, key: string, expected: FieldType): unknown {
    if (value === undefined) return null;
    this.#present++;
    if (value === null) return null;
    const numeric = expected === 'number' || expected === 'integer' || expected === 'id';
    if (numeric && typeof value === 'bigint') {
      if (isSafeBigInt(value)) return Number(value);
      if (expected === 'id') return value;
      // A double of 2^53 or more is written as integer digits, which decodeJSON reads back as
      // a bigint. A number field takes it when the double is exactly that integer, or is
      // written as exactly those digits: either way no digit given is lost.
      if (expected === 'number') {
        const double = Number(value);
        if (BigInt(double) === value || String(double) === String(value)) return double;
      }
    }
    const detail = numeric ? numericDetail(value, expected) : dateTimeDetail(value, expected);
    this.#report(key, expected === 'id' ? 'integer' : expected, value, detail);
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
      this.#enter(index);
      if (!(index in source)) {
        this.#report(undefined, 'JSON value', undefined, 'a hole in a sparse array');
        this.#depth--;
        break;
      }
      copy.push(this.#copyJson(source[index], depth));
      this.#depth--;
    }
    return Object.freeze(copy);
  }

  #copyObject(source: JsonObject, depth: number): JsonObject {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(source)) {
      this.#enter(key);
      setOwn(copy, key, this.#copyJson(source[key], depth));
      this.#depth--;
    }
    return Object.freeze(copy);
  }

  #report(key: PathSegment | undefined, expected: string, value: unknown, detail?: string): void {
    const path = this.#path.slice(0, this.#depth);
    if (key !== undefined) path.push(key);
    const received = describeReceived(value);
    const message = `expected ${expected}, received ${received}${detail === undefined ? '' : ` (${detail})`}`;
    this.issues.push(Object.freeze({ path: Object.freeze(path), expected, received, message }));
  }
}

function hasOwnKeys(input: JsonObject, keys: readonly string[]): boolean {
  for (const key of keys) {
    if (!Object.hasOwn(input, key)) return false;
  }
  return true;
}

function numericDetail(value: unknown, expected: FieldType): string | undefined {
  if (typeof value === 'bigint') return expected === 'number' ? 'more digits than a double holds' : 'beyond the safe integer range';
  if (expected === 'number' || !Number.isInteger(value)) return undefined;
  return expected === 'id'
    ? 'beyond Number.MAX_SAFE_INTEGER, so JSON.parse has already rounded this id; ' +
        'decode the text with decodeJSON(text) to keep 64-bit ids exact'
    : 'not a safe integer';
}

function dateTimeDetail(value: unknown, expected: FieldType): string | undefined {
  return expected === 'date-time string' && typeof value === 'string'
    ? 'not an RFC 3339 date-time with offset, such as 2018-02-08T14:13:37Z'
    : undefined;
}

function describeThrown(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    return 'an unprintable value';
  }
}
