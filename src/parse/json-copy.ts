import { type IssueReporter, type PathSegment } from './issue.js';
import { isPlainObject, setOwn, type JsonObject } from './plain-object.js';

/** How deep a value inside an unknown field may nest (arrays and objects) before it is an issue. */
const MAX_DEPTH = 1000;

/**
 * Copies the values of a record's unknown fields, which must be JSON values forming a
 * tree, into deep-frozen copies:
 * - null, booleans, finite numbers, bigints and strings are kept; arrays and plain objects
 *   are copied (own enumerable keys, a key such as `__proto__` as data);
 * - anything else (undefined, a function, a symbol, NaN, a `Date`, a hole in an array) is
 *   an issue at its path, and so is nesting deeper than `MAX_DEPTH` levels;
 * - an object or array met a second time among one record's unknown fields (a cycle, or a
 *   reference shared between two places) is an issue at the second place, so the copy
 *   takes time linear in the size of the value, whatever shape it has;
 * - an object or array that another record of the same parse already met (one object that
 *   every item of a `parseMany` refers to) is copied once: a later record gets the same
 *   frozen copy, or a single issue if the first copy had one, so that sharing costs time
 *   and memory linear in the size of the value given to `parse`, not once per record;
 * - a read that throws (a getter, a proxy's trap) is an issue at the path of what was read,
 *   and the rest is still read.
 * One copier serves one parse, and is dropped with its reader.
 */
export class JsonCopier {
  /** Objects and arrays met among the current record's unknown fields. */
  readonly #met = new Set<object>();
  /** What became of each object or array this parse copied: its copy and height, or `INVALID`. */
  readonly #copied = new Map<object, Copied>();
  /** The objects of `#copied` in the order they were added, so that a record read again can forget its own. */
  readonly #copiedInOrder: object[] = [];
  /** The path from the record to the value being copied. */
  readonly #path: PathSegment[] = [];
  readonly #issues: IssueReporter;
  /** The height of the value `#copy` last returned: 0 for a primitive, 1 + its items' for a container. */
  #height = 0;

  constructor(issues: IssueReporter) {
    this.#issues = issues;
  }

  /**
   * A deep, frozen copy of `input[key]` (a record's field, or an item of a stream set's
   * array), or undefined where that is not JSON (each such place is reported).
   */
  copyField(input: object, key: PathSegment): unknown {
    return this.#copyItem(input, key, 0);
  }

  /**
   * Makes the paths of the issues that follow start with `prefix`, relative to the record
   * being read: a stream's unknown keys are reported behind the stream's place in its set.
   */
  startPath(prefix: readonly PathSegment[]): void {
    this.#path.length = 0;
    this.#path.push(...prefix);
  }

  /** Ends a record's unknown fields: the next record may meet their objects again. */
  endRecord(): void {
    if (this.#met.size > 0) this.#met.clear();
  }

  /** How many objects this parse has copied so far: a mark for `forgetSince`. */
  mark(): number {
    return this.#copiedInOrder.length;
  }

  /**
   * Forgets the copies made since `mark`, and ends the record: it is read again (its first
   * read threw and its issues were dropped), and must meet them as new.
   */
  forgetSince(mark: number): void {
    const copiedInOrder = this.#copiedInOrder;
    while (copiedInOrder.length > mark) {
      const forgotten = copiedInOrder.pop();
      if (forgotten !== undefined) this.#copied.delete(forgotten);
    }
    this.endRecord();
  }

  /**
   * Reads `source[key]` and copies it, `key` ending the path of what is reported there; a
   * read that throws is reported here.
   */
  #copyItem(source: object, key: PathSegment, depth: number): unknown {
    let value: unknown;
    try {
      value = (source as Record<PathSegment, unknown>)[key];
    } catch (error) {
      this.#issues.reportThrown([...this.#path, key], 'JSON value', error);
      return undefined;
    }
    this.#height = 0;
    // Most values are primitives, their own copies: the path grows for the others alone.
    if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'bigint' || value === null || Number.isFinite(value)) return value;
    this.#path.push(key);
    let copy: unknown;
    if (typeof value === 'object') copy = this.#copyContainer(value, depth);
    else this.#report('JSON value', value);
    this.#path.pop();
    return copy;
  }

  #copyContainer(value: object, depth: number): unknown {
    if (depth >= MAX_DEPTH) {
      this.#report('JSON value', value, `nested deeper than ${MAX_DEPTH} levels`);
      return undefined;
    }
    if (this.#met.has(value)) {
      this.#report('JSON value', value, 'met twice in one record: a cycle or a shared reference, which JSON cannot hold');
      return undefined;
    }
    this.#met.add(value);
    const copied = this.#copied.get(value);
    if (copied !== undefined) {
      if (depth + copied.height <= MAX_DEPTH) {
        this.#height = copied.height;
        return copied.copy;
      }
      this.#report('JSON value', value, copied === INVALID ? 'not JSON, as reported where it was first met' : `nested deeper than ${MAX_DEPTH} levels`);
      return undefined;
    }
    const issueCount = this.#issues.issueCount;
    const copy = this.#copyNew(value, depth);
    const valid = this.#issues.issueCount === issueCount;
    this.#copied.set(value, valid ? { copy, height: this.#height } : INVALID);
    this.#copiedInOrder.push(value);
    return copy;
  }

  #copyNew(value: object, depth: number): unknown {
    const pathLength = this.#path.length;
    try {
      if (Array.isArray(value)) return this.#copyArray(value, depth + 1);
      if (isPlainObject(value)) return this.#copyObject(value, depth + 1);
    } catch (error) {
      this.#path.length = pathLength;
      this.#issues.reportThrown(this.#path, 'JSON value', error);
      return undefined;
    }
    this.#report('JSON value', value);
    return undefined;
  }

  #copyArray(source: readonly unknown[], depth: number): readonly unknown[] {
    const copy: unknown[] = [];
    let itemsHeight = 0;
    const length = source.length;
    for (let index = 0; index < length; index++) {
      if (!Object.hasOwn(source, index)) {
        // One issue for the first hole: a sparse array may claim a billion more.
        this.#issues.report([...this.#path, index], 'JSON value', undefined, 'a hole in a sparse array');
        break;
      }
      copy.push(this.#copyItem(source, index, depth));
      itemsHeight = Math.max(itemsHeight, this.#height);
    }
    this.#height = itemsHeight + 1;
    return Object.freeze(copy);
  }

  #copyObject(source: JsonObject, depth: number): JsonObject {
    const copy: Record<string, unknown> = {};
    let itemsHeight = 0;
    for (const key of Object.keys(source)) {
      setOwn(copy, key, this.#copyItem(source, key, depth));
      itemsHeight = Math.max(itemsHeight, this.#height);
    }
    this.#height = itemsHeight + 1;
    return Object.freeze(copy);
  }

  #report(expected: string, value: unknown, detail?: string): void {
    this.#issues.report(this.#path, expected, value, detail);
  }
}

/** A copy made in this parse, and its height: a later record may take it where it fits within `MAX_DEPTH`. */
interface Copied {
  readonly copy: unknown;
  readonly height: number;
}

/** What `#copied` keeps of an object or array whose copy had an issue: it fits nowhere. */
const INVALID: Copied = { copy: undefined, height: Infinity };
