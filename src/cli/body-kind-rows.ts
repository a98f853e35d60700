import type { JsonObject } from '../parse/plain-object.js';
import type { BodyIssues } from './body-issues.js';
import { jsonLines, recordJsonLines, recordsJsonLines, type JsonWritable } from './json-lines.js';
import type { ViewOptions } from './view-options.js';

/** A body read into its records, shown as text or written as JSON. */
export interface ShownBody {
  /** The records as tables, a line at a time. */
  text(options: ViewOptions): Iterable<string>;
  /** The records as JSON text (ids exact), a line or a record at a time. */
  json(): Iterable<string>;
}

/** The shapes a body of a kind comes in: a list of its records, or one record alone. */
export type BodyShape = 'list' | 'one';

/**
 * One kind of body `inspect` shows, a row of `BODY_KINDS`: how it is told apart from the
 * others, and how it is read and shown.
 */
export interface BodyKind {
  /** What a body of this kind is, for the help and the line answering a body of no kind: `a list of laps`. */
  readonly description: string;
  /** The shapes a body of this kind comes in. */
  readonly shapes: readonly BodyShape[];
  /** Whether a record (the body, or an item of a list) is of this kind: it has a key only this kind's records have. */
  matches(record: JsonObject): boolean;
  /** Whether `--laps FILE` goes with it: a stream set, in which the laps have their windows. */
  readonly takesLaps: boolean;
  /** Whether a body of this kind says that a call failed (the API's error body): it is shown, and the command exits 1. */
  readonly reportsFailure: boolean;
  /** The body read into its records, every issue added to `issues`; null when it has any. */
  read(body: unknown, issues: BodyIssues): ShownBody | null;
}

/** A record class, as the command reads bodies with it: its records are of its prototype's type. */
export interface RecordClass<R> {
  readonly prototype: R;
  parse(value: unknown): NoInfer<R>;
  parseMany(values: unknown): readonly NoInfer<R>[];
}

/** Whether `record` has any of `keys` as its own property. */
export function hasAnyKey(record: JsonObject, keys: readonly string[]): boolean {
  return keys.some((key) => Object.hasOwn(record, key));
}

/**
 * A kind whose body is a list of records of one class, told apart by `keys` (or by
 * `alsoMatches`, where a record has none of them), or also one such record alone where
 * `shapes` says so. Its JSON is the records as an array, or the one record as an object.
 */
export function recordListKind<R extends JsonWritable>(kind: {
  readonly description: string;
  readonly shapes: readonly BodyShape[];
  readonly keys: readonly string[];
  readonly alsoMatches?: (record: JsonObject) => boolean;
  readonly record: RecordClass<R>;
  readonly view: (records: readonly R[], options: ViewOptions) => Iterable<string>;
}): BodyKind {
  return {
    description: kind.description,
    shapes: kind.shapes,
    matches: (record) => hasAnyKey(record, kind.keys) || kind.alsoMatches?.(record) === true,
    takesLaps: false,
    reportsFailure: false,
    read(body, issues) {
      if (!Array.isArray(body)) {
        const record = issues.collect([], () => kind.record.parse(body));
        if (record === null) return null;
        return { text: (options) => kind.view([record], options), json: () => recordJsonLines(record) };
      }
      const records = issues.collect([], () => kind.record.parseMany(body));
      if (records === null) return null;
      return { text: (options) => kind.view(records, options), json: () => recordsJsonLines(records) };
    },
  };
}

/**
 * A kind whose body is one record of a class, told apart by `keys` (or by `alsoMatches`,
 * where it has none of them); its JSON is the record.
 */
export function recordKind<R extends JsonWritable>(kind: {
  readonly description: string;
  readonly keys: readonly string[];
  readonly alsoMatches?: (record: JsonObject) => boolean;
  readonly record: Omit<RecordClass<R>, 'parseMany'>;
  readonly view: (record: R, options: ViewOptions) => Iterable<string>;
  /** Whether the body says that a call failed (see `BodyKind`). Default false. */
  readonly reportsFailure?: boolean;
}): BodyKind {
  return {
    description: kind.description,
    shapes: ['one'],
    matches: (record) => hasAnyKey(record, kind.keys) || kind.alsoMatches?.(record) === true,
    takesLaps: false,
    reportsFailure: kind.reportsFailure ?? false,
    read(body, issues) {
      const record = issues.collect([], () => kind.record.parse(body));
      if (record === null) return null;
      return { text: (options) => kind.view(record, options), json: () => recordJsonLines(record) };
    },
  };
}

/**
 * A kind whose whole body is one record, whether it comes as an object or as a list (a
 * stream set: keyed by type, or an array of streams), told apart by `matches` on the
 * object or on each item of the list. Its JSON is the record, an item at a time down to
 * `jsonDepth` levels (a stream's samples, a sample a line).
 */
export function wholeBodyKind<R extends JsonWritable>(kind: {
  readonly description: string;
  readonly matches: (record: JsonObject) => boolean;
  readonly record: Omit<RecordClass<R>, 'parseMany'>;
  readonly view: (record: R, options: ViewOptions) => Iterable<string>;
  readonly jsonDepth: number;
  readonly takesLaps: boolean;
}): BodyKind {
  return {
    description: kind.description,
    shapes: ['one', 'list'],
    matches: kind.matches,
    takesLaps: kind.takesLaps,
    reportsFailure: false,
    read(body, issues) {
      const record = issues.collect([], () => kind.record.parse(body));
      if (record === null) return null;
      return { text: (options) => kind.view(record, options), json: () => jsonLines(record, kind.jsonDepth) };
    },
  };
}
