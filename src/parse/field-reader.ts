import { readSizeMap, readStringMap } from './checked-map.js';
import { isDateTime } from './date-time.js';
import { numericFromBigInt, type Id } from './id.js';
import {
  issueMessage,
  MAX_ISSUES,
  RECEIVED_THROW,
  scalarDetail,
  thrownMessage,
  type Issue,
  type IssueReporter,
  type PathSegment,
  type ScalarType,
} from './issue.js';
import { JsonCopier } from './json-copy.js';
import { LAT_LNG, readLatLng, type LatLng } from './lat-lng.js';
import { hasSameData, lastNestedOf, rememberNested, type LastNested } from './nested-sharing.js';
import { ownPropertiesOf, prototypesHaveEnumerableKeys } from './own-properties.js';
import { isPlainObject, type JsonObject } from './plain-object.js';
import { describeReceived } from './received-value.js';
import type { ExtraFields, KeySet, RecordConstructor } from './record-types.js';
import { readStringArray, STRING_ARRAY } from './string-array.js';

/**
 * A record class's constructor, private to the type checker (see `RecordConstructor`):
 * reached through a cast, here and in `SpecKeys` (which builds one record on an empty
 * input to learn a class's fields).
 */
type PrivateConstructor<R> = new (reader: FieldReader) => R;

/** An empty object with a null prototype: no named load on it finds anything. */
const EMPTY: ExtraFields = Object.freeze(Object.create(null) as Record<string, unknown>);
/** What `#item` gives for a hole, after which an array is not read further. */
const HOLE = Symbol('hole');
/** What `#item` gives for an item whose read threw (already reported). */
const UNREADABLE = Symbol('unreadable');

/**
 * Reads records out of decoded JSON, field by field, validating as it goes. One reader
 * serves one `parse` or `parseMany` call:
 * - it keeps the path to the value being read and collects every issue, in the order found,
 *   instead of stopping at the first: the first `MAX_ISSUES` described, the rest counted
 *   (built, a million issues took a hundred times the memory of their input); on the
 *   happy path it allocates nothing but the records, their arrays and their extras;
 * - record classes read their fields from `input` with named loads and hand each value to
 *   the method of the field's kind, which returns it (or a frozen copy) or null;
 * - every record it returns is frozen, nested records and arrays of records too: a read's
 *   records are frozen in one pass when it ends (see `#readRecord`);
 * - a field's value comes from the input's own properties only: while a prototype has
 *   enumerable keys (a polluted one), a record reads a copy of its input's own properties;
 * - whatever the input does, it ends as an issue at the path where it happened, never as
 *   an exception: a read that throws inside a record's constructor (a getter, a proxy's
 *   trap) makes that record be read again from a copy of its own properties, in which
 *   each throwing read is an issue at its key; the happy path pays nothing for this.
 */
export class FieldReader implements IssueReporter {
  /** The client the records read are bound to, as given to `parse`: the reader passes it on unread. */
  readonly client: unknown;
  /** The first `MAX_ISSUES` issues found, in the order found (item by item; in a record, its fields in spec order). */
  readonly issues: Issue[] = [];
  /** How many issues were found so far: those of `issues`, and those past `MAX_ISSUES`, counted only. */
  issueCount = 0;
  /**
   * The object whose fields are being read. Until a record is read, an empty object with a
   * null prototype: a record built on a new reader reads every field as absent. A record
   * class that reads any input itself (`readsAnyInput`) is handed its input here as given,
   * whatever it is.
   */
  input: JsonObject = EMPTY;
  /** The path to the value being read: `path[0 .. depth)`. Grown, never shrunk, to avoid allocation. */
  readonly #path: PathSegment[] = [];
  #depth = 0;
  /** The nested record last built of each class in this parse, and its input: see `record`. */
  readonly #lastNested: LastNested[] = [];
  /** Whether `for … in` lists own keys only, so named loads and the checks by key order are exact. */
  readonly #ownKeysOnly = !prototypesHaveEnumerableKeys();
  #copier: JsonCopier | null = null;
  /**
   * The nested records built in this read, frozen when it ends (see `#readRecord`). An
   * array with a null prototype, written by index: no setter that code defines on
   * `Array.prototype` or `Object.prototype` can take a record out of it or keep one back.
   */
  readonly #unfrozen = Object.setPrototypeOf([], null) as object[];

  constructor(client: unknown) {
    this.client = client;
  }

  /** Whether `value` is a reader of this library: record constructors accept nothing else. */
  static isReader(value: unknown): value is FieldReader {
    return typeof value === 'object' && value !== null && #path in value;
  }

  /** Reads the value given to `parse` as one record; null when it has an issue that leaves no record. */
  readTop<R>(type: RecordConstructor<R>, value: unknown): R | null {
    this.#depth = 0;
    const record = this.#readRecord(type, value);
    this.#freezeUnfrozen();
    return record === null ? null : Object.freeze(record);
  }

  /**
   * Reads each item of the array given to `parseMany` as a record, issue paths starting at
   * the item's index. A hole ends the array (a sparse array may claim a billion items).
   */
  readAll<R>(type: RecordConstructor<R>, values: unknown): R[] {
    this.#depth = 0;
    const records = this.#readArray(type, values, undefined);
    this.#freezeUnfrozen();
    return records === null ? [] : freezeEach(records);
  }

  // Each reader's first two branches are the whole happy path, kept small so that it inlines
  // into the record constructors; bigint and bad values go to `other`. Absent and null
  // fields are common (a fifth of the bench's), so they do not: were they handled in
  // `other`, V8 would inline `other` into each reader's own optimized code and count it
  // against the inlining budget of every record that calls the reader.

  /** A finite number. */
  number(value: unknown, key: string): number | null {
    if (Number.isFinite(value)) return value as number;
    if (value == null) return null;
    return this.#other(value, key, 'number') as number | null;
  }

  /** A safe integer (a bigint within the safe range reads as a number). */
  integer(value: unknown, key: string): number | null {
    if (Number.isSafeInteger(value)) return value as number;
    if (value == null) return null;
    return this.#other(value, key, 'integer') as number | null;
  }

  /** An id: a safe integer as a number, an integer beyond 2^53 only as a bigint. */
  id(value: unknown, key: string): Id | null {
    if (Number.isSafeInteger(value)) return value as number;
    if (value == null) return null;
    return this.#other(value, key, 'id') as Id | null;
  }

  /** A boolean. */
  boolean(value: unknown, key: string): boolean | null {
    if (typeof value === 'boolean') return value;
    if (value == null) return null;
    return this.#other(value, key, 'boolean') as boolean | null;
  }

  /** A string. */
  string(value: unknown, key: string): string | null {
    if (typeof value === 'string') return value;
    if (value == null) return null;
    return this.#other(value, key, 'string') as string | null;
  }

  /** An RFC 3339 date-time string with an offset, kept as given. */
  dateTime(value: unknown, key: string): string | null {
    if (typeof value === 'string' && isDateTime(value)) return value;
    if (value == null) return null;
    return this.#other(value, key, 'date-time string') as string | null;
  }

  /**
   * A nested record. When `value` holds exactly the data of the last one of this class
   * read without an issue (`hasSameData`), that record is returned again rather than built.
   */
  record<R>(value: unknown, key: string, type: RecordConstructor<R>): R | null {
    if (value == null) return null;
    const last = lastNestedOf(this.#lastNested, type);
    if (last !== undefined && hasSameData(value, last)) return last.record as R;
    this.#enter(key);
    const record = this.#readRecord(type, value);
    this.#depth--;
    if (record === null) return null;
    if (this.issueCount > 0) {
      // No record of this read is returned: frozen now and let go (see `#readArray`).
      Object.freeze(record);
      return record;
    }
    const unfrozen = this.#unfrozen;
    unfrozen[unfrozen.length] = record as object;
    if (this.#ownKeysOnly) rememberNested(this.#lastNested, last, type, value as JsonObject, record);
    return record;
  }

  /** An array of records, each read like a nested record; issues name the item's index (`buckets[2].max`). */
  records<R>(value: unknown, key: string, type: RecordConstructor<R>): readonly R[] | null {
    if (value == null) return null;
    const records = this.#readArray(type, value, key);
    return records === null ? null : Object.freeze(freezeEach(records));
  }

  /** A position `[latitude, longitude]` in degrees; `[]` (the API's "no position") reads as null. */
  latLng(value: unknown, key: string): LatLng | null {
    return this.kind(value, key, readLatLng, LAT_LNG);
  }

  /** An array of strings (`available_zones`): a frozen copy; a bad item is an issue at its index. */
  strings(value: unknown, key: string): readonly string[] | null {
    return this.kind(value, key, readStringArray, STRING_ARRAY);
  }

  /** A map whose every value is a string (`urls`): a frozen copy with a null prototype. */
  stringMap(value: unknown, key: string): Readonly<Record<string, string>> | null {
    return this.kind(value, key, readStringMap, 'object');
  }

  /** A map whose every value is a `[width, height]` pair of non-negative integers (`sizes`): a frozen copy. */
  sizeMap(value: unknown, key: string): Readonly<Record<string, readonly [number, number]>> | null {
    return this.kind(value, key, readSizeMap, 'object');
  }

  /**
   * A field of a kind read in its own module (`readLatLng`, and `readScalarMap`, which only
   * the records that have such a field import): null for null, a read that throws is an
   * issue at `key`.
   */
  kind<T>(value: unknown, key: string, read: (value: unknown, key: string, issues: IssueReporter) => T | null, expected: string): T | null {
    if (value == null) return null;
    try {
      return read(value, key, this);
    } catch (error) {
      this.reportThrown([key], expected, error);
      return null;
    }
  }

  /** The input's unknown fields, read last: every own enumerable key that `keys` does not know, as deep-frozen copies. */
  extra(keys: KeySet): ExtraFields {
    const names = keys.unknownKeysOf(this.input, this.#ownKeysOnly);
    if (names.length === 0) return EMPTY;
    return keys.reusableExtra(names, this.input) ?? this.#copyExtra(keys, names);
  }

  /** Deep-frozen copies of the input's fields `names`, remembered by `keys` when they have no issue. */
  #copyExtra(keys: KeySet, names: readonly string[]): ExtraFields {
    const input = this.input;
    const copier = (this.#copier ??= new JsonCopier(this));
    const issueCount = this.issueCount;
    // A null prototype set before any key is added, so no setter of a polluted prototype
    // sees a value. Made from `{}` rather than by `Object.create(null)`, whose object V8
    // keeps as a dictionary: building, freezing and reading it took about three times as long.
    const extra = Object.setPrototypeOf({}, null) as Record<string, unknown>;
    for (const key of names) extra[key] = copier.copyField(input, key);
    copier.endRecord();
    Object.freeze(extra);
    if (this.issueCount === issueCount) keys.rememberExtra(names, extra);
    return extra;
  }

  /** Reports an issue at the path of the record being read followed by `segments` (past `MAX_ISSUES`, counts it). */
  report(segments: readonly PathSegment[], expected: string, value: unknown, detail?: string): void {
    if (this.issueCount++ >= MAX_ISSUES) return;
    const received = describeReceived(value);
    this.#push(segments, expected, received, issueMessage(expected, received, detail));
  }

  /** Reports that reading the value at the record's path followed by `segments` threw (past `MAX_ISSUES`, counts it). */
  reportThrown(segments: readonly PathSegment[], expected: string, error: unknown): void {
    if (this.issueCount++ >= MAX_ISSUES) return;
    this.#push(segments, expected, RECEIVED_THROW, thrownMessage(expected, error));
  }

  /** Counts `count` issues found but not described, after a part has reported its first `MAX_ISSUES`. */
  reportOmitted(count: number): void {
    this.issueCount += count;
  }

  /**
   * Reads `value` as a record of `type`, not yet frozen. Fields come from `value` itself
   * while named loads on it are exact; otherwise, or when a read threw, from a copy of its
   * own properties (`#readOwnProperties`), with the issues of the first try dropped.
   *
   * The records a read builds are frozen when it ends, before they are returned (arrays of
   * records when they are read), rather than each as its constructor chain ends: on V8,
   * freezing each record as it is built costs two to four times what freezing them in one
   * pass afterwards does (`bench/README.md`, "The graph of records"). Private fields such
   * as `#client` are unaffected by freezing. Only the reader holds a record before then,
   * unless code has defined setters on `Object.prototype`: one under a field's name is
   * handed the record by its constructor's assignment, as it always was, and one at an
   * index a record of `parseMany` as its array is filled (`docs/edge-cases.md`).
   */
  #readRecord<R>(type: RecordConstructor<R>, value: unknown): R | null {
    const outerInput = this.input;
    const depth = this.#depth;
    const issueCount = this.issueCount;
    const copierMark = this.#copier?.mark() ?? 0;
    // A class that reads any input itself (a stream set) is handed it as it is, and catches
    // what the input throws where it reads it.
    const readsAnyInput = type.readsAnyInput === true;
    try {
      if (!readsAnyInput && !isPlainObject(value)) {
        this.report([], 'object', value);
        return null;
      }
      if (readsAnyInput || this.#ownKeysOnly) {
        this.input = value as JsonObject;
        return new (type as unknown as PrivateConstructor<R>)(this);
      }
    } catch {
      this.#depth = depth;
      this.issueCount = issueCount;
      if (this.issues.length > issueCount) this.issues.length = issueCount;
      this.#copier?.forgetSince(copierMark);
    } finally {
      this.input = outerInput;
    }
    return this.#readOwnProperties(type, value as object);
  }

  /**
   * Reads each item of `values` as a record, below `key` when there is one. An array gives
   * its records (an item with an issue leaves none, and once the read has an issue, none is
   * kept); anything else, or an array whose reading threw, gives null after an issue.
   */
  #readArray<R>(type: RecordConstructor<R>, values: unknown, key: string | undefined): R[] | null {
    const depth = this.#depth;
    if (key !== undefined) this.#enter(key);
    const arrayDepth = this.#depth;
    try {
      if (!Array.isArray(values)) {
        this.report([], 'array', values);
        return null;
      }
      const records: R[] = [];
      const count: number = values.length;
      for (let index = 0; index < count; index++) {
        this.#depth = arrayDepth;
        this.#enter(index);
        const item = this.#item(values, index);
        if (item === HOLE) break;
        const record = item === UNREADABLE ? null : this.#readRecord(type, item);
        if (record === null) continue;
        // Once the read has an issue no record of it is returned: a record built after that
        // is frozen and let go, so that a million bad items are not all held to the end.
        if (this.issueCount === 0) records.push(record);
        else Object.freeze(record);
      }
      return records;
    } catch (error) {
      this.#depth = arrayDepth;
      this.reportThrown([], 'array', error);
      return null;
    } finally {
      this.#depth = depth;
    }
  }

  #readOwnProperties<R>(type: RecordConstructor<R>, value: object): R | null {
    const outerInput = this.input;
    const depth = this.#depth;
    try {
      const input = ownPropertiesOf(value, this);
      if (input === null) return null;
      this.input = input;
      return new (type as unknown as PrivateConstructor<R>)(this);
    } catch (error) {
      this.#depth = depth;
      this.#copier?.endRecord();
      this.reportThrown([], 'object', error);
      return null;
    } finally {
      this.input = outerInput;
    }
  }

  /**
   * Item `index` of `array`, where the path already ends: its value, `HOLE` for a hole
   * (reported once), or `UNREADABLE` when reading it threw (reported).
   */
  #item(array: readonly unknown[], index: number): unknown {
    try {
      const item = array[index];
      // While a prototype has enumerable keys, a hole could read as an inherited value.
      if ((item === undefined || !this.#ownKeysOnly) && !Object.hasOwn(array, index)) {
        this.report([], 'object', undefined, 'a hole in a sparse array');
        return HOLE;
      }
      return item;
    } catch (error) {
      this.reportThrown([], 'object', error);
      return UNREADABLE;
    }
  }

  /** Freezes the nested records built in this read (`#unfrozen`). */
  #freezeUnfrozen(): void {
    freezeEach(this.#unfrozen).length = 0;
  }

  #enter(segment: PathSegment): void {
    this.#path[this.#depth++] = segment;
  }

  /**
   * A scalar field whose value is neither of its type nor absent or null: a bigint is taken
   * exactly where the type allows; anything else is an issue at `key`.
   */
  #other(value: unknown, key: string, expected: ScalarType): unknown {
    if (typeof value === 'bigint' && (expected === 'number' || expected === 'integer' || expected === 'id')) {
      const taken = numericFromBigInt(value, expected);
      if (taken !== undefined) return taken;
    }
    this.report([key], expected === 'id' ? 'integer' : expected, value, scalarDetail(value, expected));
    return null;
  }

  #push(segments: readonly PathSegment[], expected: string, received: string, message: string): void {
    const path = this.#path.slice(0, this.#depth).concat(segments);
    this.issues.push(Object.freeze({ path: Object.freeze(path), expected, received, message }));
  }
}

/** Freezes each of `records`, built by a reader, and gives the array back. */
function freezeEach<R>(records: R[]): R[] {
  // By index: a `for … of` would call `Array.prototype[Symbol.iterator]`, which code can replace.
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let index = 0; index < records.length; index++) Object.freeze(records[index]);
  return records;
}
