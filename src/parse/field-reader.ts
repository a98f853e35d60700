import { readCheckedMap, SIZE_VALUES, STRING_VALUES, type CheckedMap, type Size } from './checked-map.js';
import { isDateTime } from './date-time.js';
import { isSafeBigInt, type Id } from './id.js';
import { describeReceived, type Issue, type IssueReporter, type PathSegment } from './issue.js';
import { readLatLng, type LatLng } from './lat-lng.js';
import { isPlainObject, setOwn, type JsonObject } from './plain-object.js';
import type { ExtraFields, RecordConstructor } from './record-types.js';
import type { SpecKeys } from './spec-keys.js';

/** How deep a value inside an unknown field may nest (arrays and objects) before it is an issue. */
const MAX_DEPTH = 1000;

const EMPTY_INPUT: JsonObject = Object.freeze({});
const EMPTY_EXTRA: ExtraFields = Object.freeze(Object.create(null) as Record<string, unknown>);
const NO_KEYS: readonly string[] = Object.freeze([]);

/** The types of spec field: an id is an integer that may also be a bigint beyond 2^53. */
type FieldType = 'number' | 'integer' | 'id' | 'boolean' | 'string' | 'date-time string';

/** The nested record last built of one class, and the input it was built from. */
interface LastNested {
  readonly type: RecordConstructor<unknown>;
  input: JsonObject;
  /** How many enumerable keys `input` has. */
  keyCount: number;
  record: unknown;
}

/**
 * Reads records out of decoded JSON, field by field, validating as it goes. One reader
 * serves one `parse` or `parseMany` call: it keeps the path to the value being read (for
 * issues) and collects every issue instead of stopping at the first. On the happy path it
 * allocates nothing but the records and their extras.
 */
export class FieldReader implements IssueReporter {
  /** The client the records read are bound to, as given to `parse`: the reader passes it on unread. */
  readonly client: unknown;
  /** Every issue found so far, in input order. */
  readonly issues: Issue[] = [];
  /** The object whose fields are being read. */
  input: JsonObject = EMPTY_INPUT;
  /** The path to the value being read: `path[0 .. depth)`. Grown, never shrunk, to avoid allocation. */
  readonly #path: PathSegment[] = [];
  #depth = 0;
  /** The nested record last built of each class in this parse, and its input: see `record`. */
  readonly #lastNested: LastNested[] = [];
  /**
   * Whether `for … in` over a plain object lists its own keys only, as it does unless
   * `Object.prototype` has enumerable keys (a polluted prototype). Only then are the fast
   * checks by key order (`unknownKeys`, `hasSameData`) exact.
   */
  readonly #ownKeysOnly = !hasInheritedEnumerableKeys();

  constructor(client: unknown) {
    this.client = client;
  }

  /** Whether `value` is a reader of this library: record constructors accept nothing else. */
  static isReader(value: unknown): value is FieldReader {
    return typeof value === 'object' && value !== null && #path in value;
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
    if (Number.isFinite(value)) return value as number;
    return this.#other(value, key, 'number') as number | null;
  }

  integer(value: unknown, key: string): number | null {
    if (Number.isSafeInteger(value)) return value as number;
    return this.#other(value, key, 'integer') as number | null;
  }

  id(value: unknown, key: string): Id | null {
    if (Number.isSafeInteger(value)) return value as number;
    return this.#other(value, key, 'id') as Id | null;
  }

  boolean(value: unknown, key: string): boolean | null {
    if (typeof value === 'boolean') return value;
    return this.#other(value, key, 'boolean') as boolean | null;
  }

  string(value: unknown, key: string): string | null {
    if (typeof value === 'string') return value;
    return this.#other(value, key, 'string') as string | null;
  }

  dateTime(value: unknown, key: string): string | null {
    if (typeof value === 'string' && isDateTime(value)) return value;
    return this.#other(value, key, 'date-time string') as string | null;
  }

  /**
   * A nested record. When `value` holds exactly the data of the last one of this class
   * read without an issue (`hasSameData`), that record is returned again rather than built.
   */
  record<R>(value: unknown, key: string, type: RecordConstructor<R>): R | null {
    if (value == null) return null;
    const last = this.#lastNestedOf(type);
    if (last !== undefined && isPlainObject(value) && hasSameData(value, last)) return last.record as R;
    const issueCount = this.issues.length;
    this.#enter(key);
    const record = this.#readRecord(type, value);
    this.#depth--;
    if (record !== null && this.issues.length === issueCount && this.#ownKeysOnly) {
      const input = value as JsonObject;
      const keyCount = countKeys(input);
      if (last === undefined) this.#lastNested.push({ type, input, keyCount, record });
      else {
        last.input = input;
        last.keyCount = keyCount;
        last.record = record;
      }
    }
    return record;
  }

  /** An array of records, each read like a nested record; issues name the item's index (`buckets[2].max`). */
  records<R>(value: unknown, key: string, type: RecordConstructor<R>): readonly R[] | null {
    if (value == null) return null;
    if (!Array.isArray(value)) {
      this.#report(key, 'array', value);
      return null;
    }
    const records: R[] = [];
    const count: number = value.length;
    this.#enter(key);
    for (let index = 0; index < count; index++) {
      this.#enter(index);
      const record = this.#readRecord(type, value[index]);
      this.#depth--;
      if (record !== null) records.push(record);
    }
    this.#depth--;
    return Object.freeze(records);
  }

  /** A position `[latitude, longitude]` in degrees; `[]` (the API's "no position") reads as null. */
  latLng(value: unknown, key: string): LatLng | null {
    if (value == null) return null;
    return readLatLng(value, key, this);
  }

  /** A map whose every value is a string (`urls`): a frozen copy with a null prototype. */
  stringMap(value: unknown, key: string): CheckedMap<string> | null {
    if (value == null) return null;
    return readCheckedMap(value, key, this, STRING_VALUES);
  }

  /** A map whose every value is a `[width, height]` pair of non-negative integers (`sizes`): a frozen copy. */
  sizeMap(value: unknown, key: string): CheckedMap<Size> | null {
    if (value == null) return null;
    return readCheckedMap(value, key, this, SIZE_VALUES);
  }

  /** Reports an issue at the path of the record being read followed by `segments`. */
  report(segments: readonly PathSegment[], expected: string, value: unknown, detail?: string): void {
    const depth = this.#depth;
    for (const segment of segments) this.#enter(segment);
    this.#report(undefined, expected, value, detail);
    this.#depth = depth;
  }

  /** The input's unknown fields, read last: every own enumerable key that `keys` does not know. */
  extra(keys: SpecKeys): ExtraFields {
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
   * The own enumerable keys of the input that `keys` does not know, in input order. Records
   * of one body mostly have the same keys in the same order, so it first walks the input's
   * keys against those of the last record read with these `keys`: when they are the same,
   * so are the unknown ones. Only otherwise does it look each key up.
   */
  #unknownKeys(keys: SpecKeys): readonly string[] {
    const input = this.input;
    if (this.#ownKeysOnly) {
      const lastOrder = keys.lastKeyOrder;
      let index = 0;
      for (const key in input) {
        if (key !== lastOrder[index]) {
          index = -1;
          break;
        }
        index++;
      }
      if (index === lastOrder.length) return keys.lastUnknownKeys;
    }
    const order: string[] = [];
    const names: string[] = [];
    for (const key in input) {
      order.push(key);
      if (!keys.isKnown(key) && Object.hasOwn(input, key)) names.push(key);
    }
    const unknown = names.length === 0 ? NO_KEYS : names;
    if (this.#ownKeysOnly) {
      keys.lastKeyOrder = order;
      keys.lastUnknownKeys = unknown;
    }
    return unknown;
  }

  /** A short list searched in order: a record class has at most a few nested classes. */
  #lastNestedOf(type: RecordConstructor<unknown>): LastNested | undefined {
    for (const last of this.#lastNested) {
      if (last.type === type) return last;
    }
    return undefined;
  }

  #readRecord<R>(type: RecordConstructor<R>, value: unknown): R | null {
    if (!isPlainObject(value)) {
      this.#report(undefined, 'object', value);
      return null;
    }
    const outerInput = this.input;
    this.input = value;
    // Frozen here, once the whole constructor chain has run, so that every record class is
    // immutable without a line of its own (private fields such as `#client` are unaffected).
    const record = Object.freeze(new type(this));
    this.input = outerInput;
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
    if (value == null) return null;
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

/**
 * Whether `value` holds exactly the data of `last`, the input of a record already built:
 * as many keys, each of which `last` has with the same value (`Object.is`: an object or
 * array only when it is the very same one). Laps of one activity all refer to the same
 * activity and athlete, so one reference record serves them all: one copy in memory, one
 * memo and so one client call per activity, and no second build.
 */
function hasSameData(value: JsonObject, last: LastNested): boolean {
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
}

/** How many enumerable keys `input` has, inherited ones included (`for … in`). */
function countKeys(input: JsonObject): number {
  let count = 0;
  for (const _key in input) count++;
  return count;
}

function hasInheritedEnumerableKeys(): boolean {
  for (const _key in EMPTY_INPUT) return true;
  return false;
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
