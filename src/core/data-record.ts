import type { ClientHandle } from './client-handle.js';
import { FieldReader } from '../parse/field-reader.js';
import { ownValue } from '../parse/own-properties.js';
import { ParseError } from '../parse/parse-error.js';
import { setOwn } from '../parse/plain-object.js';
import { hasIssues, type Issue, type Issues } from '../parse/issue.js';
import type { ExtraFields, RecordConstructor } from '../parse/record-types.js';
import type { StandardResult, StandardSchemaV1Props } from '../parse/standard-schema.js';

/** Options of `parse`, `safeParse` and `parseMany`. */
export interface ParseOptions {
  /**
   * The client that bound records (and their nested references) use for lazy access.
   * Plain-data records (those without `bound_client`, such as `ActivityZone`) ignore it.
   * Read from the options' own properties only; options whose `client` cannot be read are
   * an issue at the root.
   */
  readonly client?: ClientHandle | null | undefined;
}

/** What `safeParse` returns: the record, or the `ParseError` that `parse` would have thrown. */
export type SafeParseResult<R> =
  | {
      /** True: the value is a valid record, in `data`. */
      readonly success: true;
      /** The record `parse` would have returned. */
      readonly data: R;
    }
  | {
      /** False: the value is no valid record; `error` lists why. */
      readonly success: false;
      /** The `ParseError` that `parse` would have thrown: the first 100 issues, and the count of the rest. */
      readonly error: ParseError;
    };

/** The part of Node's `util.inspect` options a record's custom inspection uses. */
interface InspectOptions {
  readonly stylize: (text: string, style: string) => string;
}

/** Node's `util.inspect.custom` symbol, reached without importing Node built-ins. */
const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/** A record as `toJSON()` writes it: wire-format keys to JSON values (ids beyond 2^53 as bigint). */
export type JsonRecord = Record<string, unknown>;

/** What an issue expects where reading the options of a parse threw. */
const READABLE_OPTIONS = 'options whose own client can be read';

/**
 * The reader of one parse, bound to the client given in `options`, read from its own
 * properties only (a polluted prototype supplies none). Options that throw when read (a
 * getter, a revoked proxy) give an unbound reader holding that issue, at the root, so
 * that a parse still throws nothing but `ParseError`.
 */
function readerFor(options: ParseOptions | undefined): FieldReader {
  let client: unknown;
  try {
    client = options == null ? null : (ownValue(options, 'client') ?? null);
  } catch (error) {
    const reader = new FieldReader(null);
    reader.reportThrown([], READABLE_OPTIONS, error);
    return reader;
  }
  return new FieldReader(client);
}

/**
 * What one read of a value gives: the record when it has no issue, else the issues (the
 * first `MAX_ISSUES`) and how many more were found.
 */
type ReadResult<R> =
  | { readonly record: R; readonly issues: null; readonly omitted: 0 }
  | { readonly record: null; readonly issues: Issues; readonly omitted: number };

/** The one run behind `parse`, `safeParse` and `~standard.validate`: one reader over the value. */
function readRecord<R>(type: RecordConstructor<R>, value: unknown, options: ParseOptions | undefined): ReadResult<R> {
  const reader = readerFor(options);
  const record = reader.readTop(type, value);
  return record === null || reader.issueCount > 0 ? failedRead(reader) : { record, issues: null, omitted: 0 };
}

/** The issues of a reader that found some, and how many it counted without describing them. */
function failedRead(reader: FieldReader): ReadResult<never> {
  // readTop gives null only for a value it has reported an issue about, and the first
  // issues found are always described: a failed read has at least one.
  const issues = reader.issues as readonly Issue[] as Issues;
  return { record: null, issues, omitted: reader.issueCount - issues.length };
}

/** What `parse` does for any record class: the record, or a `ParseError` listing the issues. */
export function parseRecord<R>(type: RecordConstructor<R>, value: unknown, options: ParseOptions | undefined): R {
  const { record, issues, omitted } = readRecord(type, value, options);
  if (issues !== null) throw new ParseError(issues, omitted);
  return record;
}

/**
 * A spec field's value in wire format: a nested record as its `toJSON()`, an array (of
 * records, or a position) as a new array of wire values, a map (null prototype) as a new
 * plain object like the one it was read from, anything else as it is.
 */
function toWireValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof DataRecord) return value.toJSON();
  if (Array.isArray(value)) return value.map(toWireValue);
  const json: JsonRecord = {};
  for (const [key, item] of Object.entries(value)) setOwn(json, key, toWireValue(item));
  return json;
}

/**
 * What every record shares: the parsing statics, `extra` and `toJSON()`. Records are
 * immutable snapshots of their input; build them with `parse`, `safeParse` or `parseMany`.
 * `Wire` is what `toJSON()` writes: an object for every record but `StreamSet`, which
 * writes the shape it was read from (an object keyed by type, or an array of streams).
 */
export abstract class DataRecord<Wire = JsonRecord> {
  /** Fields the spec does not name, as received: deep-frozen copies, null prototype. */
  abstract readonly extra: ExtraFields;

  /**
   * Records are built by `parse`, `safeParse`, `parseMany` and `bind`, which hand each
   * constructor the library's reader; there is no public constructor.
   *
   * @throws TypeError when called with anything else, as `new Lap({ distance: 1 })` is.
   */
  protected constructor(reader: unknown) {
    if (!FieldReader.isReader(reader)) {
      const name = new.target.name;
      throw new TypeError(
        `${name} records are built by ${name}.parse, ${name}.safeParse or ${name}.parseMany, not by new ${name}()`,
      );
    }
  }

  /**
   * The record class as a Standard Schema v1 (the interface zod, valibot and arktype share):
   * `{ version: 1, vendor: 'activity-records', validate }`. `validate(value)` reads the value
   * as `parse` does and returns `{ value: record }` or `{ issues }` (the issues of the error
   * `safeParse` gives, each with `message` and `path`: at most 100, the first found); it
   * never returns a promise and never throws.
   * Records come out unbound: pass a client with `parse` or `bind`.
   *
   * @example
   * ```ts
   * const result = Lap['~standard'].validate(value);
   * if (result.issues === undefined) console.log(result.value.distance);
   * ```
   */
  declare static readonly '~standard': StandardSchemaV1Props<DataRecord<unknown>>;

  /**
   * Builds a record of this class from a decoded JSON value (from `decodeJSON`, which keeps
   * ids beyond 2^53 exact, or `JSON.parse`). The record and its nested records are frozen;
   * the input is neither kept nor changed. With `options.client`, the record and its nested
   * references are bound to that client; without it (the default) they are unbound.
   *
   * @throws ParseError listing the issues (path, expected, received: the first 100 found,
   * and the count of the rest in `omitted`) when the value is no valid record. Whatever the
   * input does (a getter that throws, a proxy) ends as an issue: nothing else is thrown.
   *
   * @example
   * ```ts
   * const lap = Lap.parse(decodeJSON(text), { client });
   * ```
   */
  static parse<R extends DataRecord>(this: { readonly prototype: R }, value: unknown, options?: ParseOptions): R {
    return parseRecord(this, value, options);
  }

  /**
   * Like `parse`, but never throws: gives `{ success: true, data }`, or
   * `{ success: false, error }` with the `ParseError` that `parse` would have thrown.
   *
   * @example
   * ```ts
   * const result = Lap.safeParse(value);
   * if (result.success) console.log(result.data.distance);
   * else console.error(result.error.issues);
   * ```
   */
  static safeParse<R extends DataRecord>(this: { readonly prototype: R }, value: unknown, options?: ParseOptions): SafeParseResult<R> {
    const { record, issues, omitted } = readRecord(this, value, options);
    return issues === null ? { success: true, data: record } : { success: false, error: new ParseError(issues, omitted) };
  }

  /**
   * Builds one record per element of an array, as `parse` builds one (same options). The
   * array is new and not frozen; its records are.
   *
   * @throws ParseError when `values` is not an array or any element is no valid record,
   * listing the issues of the elements in their order (the first 100, and the count of the
   * rest in `omitted`), each path starting with the element's index (`[3].activity.id`).
   * Nothing else is thrown.
   */
  static parseMany<R extends DataRecord>(this: { readonly prototype: R }, values: unknown, options?: ParseOptions): R[] {
    const reader = readerFor(options);
    const records = reader.readAll(this, values);
    if (hasIssues(reader.issues)) throw new ParseError(reader.issues, reader.issueCount - reader.issues.length);
    return records;
  }

  /**
   * The record in wire format: every non-null spec field, then every unknown key. The
   * object is new, and so are nested records, arrays and maps written in it; values of
   * unknown keys are the record's frozen copies. Ids beyond 2^53 are bigints: write them
   * with `encodeJSON`, since `JSON.stringify` cannot.
   */
  toJSON(): Wire {
    const json: JsonRecord = {};
    // A record's own keys are its spec fields in spec order, and `extra`, written last.
    for (const [name, value] of Object.entries(this)) {
      if (name !== 'extra' && value !== null) json[name] = toWireValue(value);
    }
    const extra = this.extra;
    for (const key in extra) setOwn(json, key, extra[key]);
    // An object is every record's wire form but a stream set's, whose class writes its own.
    return json as Wire;
  }

  /**
   * @internal How Node's `util.inspect` (and so `console.log`) shows a record: its class and data
   * fields only. Without it, `showHidden` would list the `bound_client` getter and
   * `getters: true` would print the client itself.
   */
  [INSPECT](depth: number | null, options: InspectOptions, inspect: (value: unknown, options: object) => string): string {
    const name = options.stylize(this.constructor.name, 'special');
    if (depth !== null && depth < 0) return `[${name}]`;
    // The spread is the point: a plain object of the own data fields, with no prototype getters.
    // eslint-disable-next-line @typescript-eslint/no-misused-spread
    return `${name} ${inspect({ ...this }, { ...options, depth })}`;
  }
}

/** The `~standard` properties of each record class, made on first use. */
const standardByClass = new WeakMap<object, StandardSchemaV1Props<unknown>>();

// A getter on the base class, so that every record class has its own `~standard`: `this` is
// the class it is read on (`Lap['~standard']`), and `validate` builds records of that class.
Object.defineProperty(DataRecord, '~standard', {
  get(this: { readonly prototype: unknown }): StandardSchemaV1Props<unknown> {
    let standard = standardByClass.get(this);
    if (standard === undefined) {
      standard = Object.freeze({
        version: 1,
        vendor: 'activity-records',
        validate: (value: unknown): StandardResult<unknown> => {
          const { record, issues } = readRecord(this, value, undefined);
          return issues === null ? { value: record } : { issues };
        },
      });
      standardByClass.set(this, standard);
    }
    return standard;
  },
  configurable: true,
});
