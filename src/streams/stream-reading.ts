import { numericFromBigInt } from '../parse/id.js';
import { scalarDetail, type IssueReporter, type PathSegment } from '../parse/issue.js';
import { JsonCopier } from '../parse/json-copy.js';
import { prototypesHaveEnumerableKeys } from '../parse/own-properties.js';
import { isPlainObject, type JsonObject } from '../parse/plain-object.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SampleColumn } from './sample-column.js';
import type { SampleStore } from './sample-store.js';
import { isStreamType, kindOf, kindOfType, streamTypeExpected, type StreamType } from './stream-types.js';

/** Everything a `Stream` record holds, read and checked. */
export interface StreamParts {
  readonly type: StreamType;
  readonly store: SampleStore;
  readonly original_size: number | null;
  readonly resolution: string | null;
  readonly series_type: string | null;
  readonly extra: ExtraFields;
  /** The keys `toJSON()` writes, in the input's order: spec fields given non-null, and unknown keys. */
  readonly keys: readonly string[];
}

/** The shape a stream set's body came in: an object keyed by type, or an array of streams with `type`. */
export type SetShape = 'keyed' | 'array';

/** Everything a `StreamSet` record holds, read and checked. */
export interface SetParts {
  readonly shape: SetShape;
  /** The streams of known types, by type (a null prototype). */
  readonly streams: Readonly<Partial<Record<StreamType, StreamParts>>>;
  readonly extra: ExtraFields;
  /** The keys (keyed) or types (array) `toJSON()` writes, in the input's order: streams and unknown keys or types. */
  readonly order: readonly string[];
}

/** What an issue expects of a stream set's body. */
const SET_BODY = 'object or array';
/** What an issue expects of the `type` of a second stream of one type in an array body. */
const NEW_TYPE = 'a type no other stream of the set has';

/** The fields of a stream object that are not samples, read in this order after `type` and `data`. */
const SCALAR_FIELDS = ['original_size', 'resolution', 'series_type'] as const;

/** The `extra` of a stream that has no unknown key (shared: it is frozen). */
export const NO_EXTRA: ExtraFields = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.create(null) as Record<string, unknown>);

/**
 * Reads the streams of one parse, from decoded values. A stream's `data` is a decoded array,
 * or a `SampleColumn` already read from JSON text by `StreamSet.parseJSON`: both give the
 * same record and the same issues in the same order, because everything else is read here.
 * Whatever the input does (a getter or a proxy that throws), it ends as an issue at its
 * path, never as an exception; only own properties count.
 */
export class StreamReading {
  /** Where issues go: the parse's reader, whose path is the record's. */
  readonly issues: IssueReporter;
  /** Whether no prototype has enumerable keys, so that a hole in an array reads as undefined. */
  readonly #ownKeysOnly = !prototypesHaveEnumerableKeys();
  /** The copier of the stream set's own unknown keys. */
  readonly #copier: JsonCopier;
  /** The copier of each stream's unknown keys, its paths behind the stream's (`startPath`). */
  readonly #streamCopier: JsonCopier;

  constructor(issues: IssueReporter) {
    this.issues = issues;
    this.#copier = new JsonCopier(issues);
    this.#streamCopier = new JsonCopier(issues);
  }

  /**
   * Reads a stream set's body: an object keyed by type (a known type's value is a stream,
   * null for none; any other key is kept in `extra`) or an array of streams, each with its
   * `type` (a type the spec does not name is kept whole in `extra` under that type; two
   * streams of one type are an issue). Every stream must have as many samples as the first.
   * Issues come in the body's order, the lengths' last; the parts are of no use when there
   * is one.
   */
  readSet(body: unknown): SetParts {
    const streams = Object.create(null) as Partial<Record<StreamType, StreamParts>>;
    const extra = Object.create(null) as Record<string, unknown>;
    const order: string[] = [];
    /** Where each stream or unknown type sits: its key, or its index in an array. */
    const places: PathSegment[] = [];
    const keep = (name: string, place: PathSegment, parts: StreamParts | null, copy: () => unknown): void => {
      if (name in streams || name in extra) {
        this.issues.report([place, 'type'], NEW_TYPE, name);
        return;
      }
      if (parts === null) extra[name] = copy();
      else streams[name as StreamType] = parts;
      order.push(name);
      places.push(place);
    };
    let shape: SetShape = 'keyed';
    try {
      if (Array.isArray(body)) {
        shape = 'array';
        this.#readItems(body, (item, index) => {
          const read = this.readStream(item, [index], undefined, true);
          if (read !== null) keep(typeof read === 'string' ? read : read.type, index, typeof read === 'string' ? null : read, () => this.#copier.copyField(body, index));
        });
      } else if (isPlainObject(body)) {
        for (const name of Object.keys(body)) {
          if (!isStreamType(name)) {
            keep(name, name, null, () => this.#copier.copyField(body, name));
            continue;
          }
          const read = this.#readKeyedStream(body, name);
          if (read !== null) keep(name, name, read, () => undefined);
        }
      } else {
        this.issues.report([], SET_BODY, body);
      }
    } catch (error) {
      this.issues.reportThrown([], SET_BODY, error);
    }
    this.#checkLengths(streams, order, places);
    return { shape, streams, extra: Object.freeze(extra), order };
  }

  /** Reads each item of an array body with `read`; a hole ends it, and an item whose read throws is an issue at its index. */
  #readItems(array: readonly unknown[], read: (item: unknown, index: number) => void): void {
    const count = array.length;
    for (let index = 0; index < count; index++) {
      let item: unknown;
      try {
        item = array[index];
        if ((item === undefined || !this.#ownKeysOnly) && !Object.hasOwn(array, index)) {
          this.issues.report([index], 'object', undefined, 'a hole in a sparse array');
          return;
        }
      } catch (error) {
        this.issues.reportThrown([index], 'object', error);
        continue;
      }
      read(item, index);
    }
  }

  /** The stream at a known type's key of a keyed body: null for null (no stream) and after an issue. */
  #readKeyedStream(body: JsonObject, type: StreamType): StreamParts | null {
    let value: unknown;
    try {
      value = body[type];
    } catch (error) {
      this.issues.reportThrown([type], 'object', error);
      return null;
    }
    if (value === null) return null;
    const read = this.readStream(value, [type], type, false);
    return typeof read === 'string' ? null : read;
  }

  /** Reports each stream whose length differs from the first stream's, at its `data`. */
  #checkLengths(streams: Partial<Record<StreamType, StreamParts>>, order: readonly string[], places: readonly PathSegment[]): void {
    let first: StreamParts | undefined;
    for (let position = 0; position < order.length; position++) {
      const parts = streams[order[position] as StreamType];
      const place = places[position];
      if (parts === undefined || place === undefined) continue;
      if (first === undefined) first = parts;
      else if (parts.store.length !== first.store.length) {
        this.issues.report([place, 'data'], `${first.store.length} samples, as many as ${first.type}`, parts.store.length);
      }
    }
  }

  /**
   * Reads the stream object `value` at `prefix`: its parts, or null after its issues.
   *
   * @param keyType the type a set's key gives it (a `type` inside must then agree), or
   *   undefined when `type` says it (a stream of the array shape, or a lone stream)
   * @param keepUnknown whether a `type` that is a string naming no known type is given back
   *   (a set keeps such a stream whole, under that type) rather than an issue
   */
  readStream(value: unknown, prefix: readonly PathSegment[], keyType: StreamType | undefined, keepUnknown: boolean): StreamParts | string | null {
    const issueCount = this.issues.issueCount;
    let names: string[];
    try {
      if (!isPlainObject(value)) {
        this.issues.report(prefix, 'object', value);
        return null;
      }
      names = Object.keys(value);
    } catch (error) {
      this.issues.reportThrown(prefix, 'object', error);
      return null;
    }
    const fields = Object.create(null) as Record<string, unknown>;
    if (!this.#readField(value, 'type', names, fields, prefix)) return null;
    const type = this.#readType(fields.type, prefix, keyType);
    if (type === undefined) {
      if (keepUnknown && typeof fields.type === 'string') return fields.type;
      this.issues.report([...prefix, 'type'], streamTypeExpected(), fields.type);
      return null;
    }
    const extraNames: string[] = [];
    for (const name of names) {
      if (name === 'data' || (SCALAR_FIELDS as readonly string[]).includes(name)) this.#readField(value, name, names, fields, prefix);
      else if (name !== 'type') extraNames.push(name);
    }
    const store = this.#readSamples(fields.data, [...prefix, 'data'], type);
    const originalSize = readInteger(fields.original_size, this.issues, [...prefix, 'original_size']);
    const resolution = readString(fields.resolution, this.issues, [...prefix, 'resolution']);
    const seriesType = readString(fields.series_type, this.issues, [...prefix, 'series_type']);
    const extra = this.#readExtra(value, extraNames, prefix);
    if (this.issues.issueCount > issueCount || store === null) return null;
    return {
      type,
      store,
      original_size: originalSize,
      resolution,
      series_type: seriesType,
      extra,
      keys: names.filter((name) => !(name in fields) || fields[name] != null),
    };
  }

  /**
   * Reads `value[name]` into `fields` when `name` is one of its keys: false, after an issue,
   * when the read threw.
   */
  #readField(value: JsonObject, name: string, names: readonly string[], fields: Record<string, unknown>, prefix: readonly PathSegment[]): boolean {
    if (!names.includes(name)) return true;
    try {
      fields[name] = value[name];
      return true;
    } catch (error) {
      this.issues.reportThrown([...prefix, name], 'JSON value', error);
      return false;
    }
  }

  /**
   * The stream's type: `keyType` when a set's key gives it (a `type` inside that says
   * another is an issue), else `type` when it names a known type; undefined otherwise.
   */
  #readType(type: unknown, prefix: readonly PathSegment[], keyType: StreamType | undefined): StreamType | undefined {
    if (keyType === undefined) return kindOf(type) === undefined ? undefined : (type as StreamType);
    if (type != null && type !== keyType) this.issues.report([...prefix, 'type'], `"${keyType}" (its key)`, type);
    return keyType;
  }

  /** The samples of `data` (a decoded array, or a column read from text), or null after an issue. */
  #readSamples(data: unknown, path: PathSegment[], type: StreamType): SampleStore | null {
    let column: SampleColumn;
    try {
      if (data instanceof SampleColumn) {
        column = data;
      } else if (Array.isArray(data)) {
        const count: number = data.length;
        column = SampleColumn.create(kindOfType(type), count);
        column.readArray(data, this.#ownKeysOnly);
      } else {
        this.issues.report(path, 'array', data);
        return null;
      }
    } catch (error) {
      this.issues.reportThrown(path, 'array', error);
      return null;
    }
    column.report(this.issues, path);
    return column.hasProblems ? null : column.finish();
  }

  /** Deep-frozen copies of the stream's unknown keys, their issues behind the stream's path. */
  #readExtra(value: JsonObject, names: readonly string[], prefix: readonly PathSegment[]): ExtraFields {
    if (names.length === 0) return NO_EXTRA;
    this.#streamCopier.startPath(prefix);
    const extra = Object.create(null) as Record<string, unknown>;
    for (const name of names) extra[name] = this.#streamCopier.copyField(value, name);
    this.#streamCopier.endRecord();
    return Object.freeze(extra);
  }
}

/**
 * A safe integer, or null for null or absent; a bigint within the safe range reads as a
 * number. Anything else is an issue at `path`, worded as the reader words its fields'.
 */
function readInteger(value: unknown, issues: IssueReporter, path: readonly PathSegment[]): number | null {
  if (Number.isSafeInteger(value)) return value as number;
  if (value == null) return null;
  const taken = typeof value === 'bigint' ? numericFromBigInt(value, 'integer') : undefined;
  if (taken !== undefined) return taken as number;
  issues.report(path, 'integer', value, scalarDetail(value, 'integer'));
  return null;
}

/** A string, or null for null or absent; anything else is an issue at `path`. */
function readString(value: unknown, issues: IssueReporter, path: readonly PathSegment[]): string | null {
  if (typeof value === 'string') return value;
  if (value != null) issues.report(path, 'string', value);
  return null;
}
