import { numericFromBigInt } from '../parse/id.js';
import { MAX_ISSUES, scalarDetail, type IssueReporter, type PathSegment } from '../parse/issue.js';
import { LATITUDE, LONGITUDE, isWithin } from '../parse/lat-lng.js';
import { ownValue } from '../parse/own-properties.js';
import { NULL_FLAG, SampleStore } from './sample-store.js';
import type { SampleKind } from './stream-types.js';

/** What a position sample must be, as issues say it: `[]` is no sample here (the API sends null). */
const POSITION = '[latitude, longitude]';

/**
 * Beyond this many items, an array's claimed length is not taken as the storage to
 * allocate: a sparse array may claim four billion items and hold none. A million samples
 * is eleven days at one a second; longer streams grow their storage as they are read.
 */
const MAX_PREALLOCATED = 1 << 20;
/** The storage of a column read from text, until it knows better (`SampleColumn.create`). */
const FIRST_CAPACITY = 1024;

/**
 * Which numbers a numeric column's `values` takes as they are, in the readers' hot loops:
 * any finite number (a `number` stream), an integer within ±2^24 (an `integer` stream in a
 * `Float32Array`), or a safe integer (an `integer` stream moved to a `Float64Array`). A
 * `const enum`, as `SmallIntegers`: the number reader compares against both at every
 * sample, and the build writes their members out as literals, where a module's `const`s
 * become `var`s that V8 reads again at each use (`bench/README.md`, "Hot constants as
 * `const enum`s").
 */
export const enum Accepts {
  /** Any finite number: a `number` stream. */
  Finite = 0,
  /**
   * An integer within ±`SmallIntegers.Max`, -0 too: an `integer` stream in a `Float32Array`,
   * which holds every such integer exactly, and NaN for null, in four bytes a sample.
   */
  SmallInteger = 1,
  /** A safe integer: an `integer` stream in a `Float64Array`. */
  SafeInteger = 2,
}

/** The integers a `Float32Array` holds exactly (a `const enum`, as `Accepts`). */
export const enum SmallIntegers {
  /** 2^24: every integer up to it in magnitude is exact in a `Float32Array`. */
  Max = 16_777_216,
}

/** One bad sample, kept until the stream's issues are reported in their order (`report`). */
interface SampleProblem {
  readonly index: number;
  /** The coordinate at fault (0 latitude, 1 longitude), or -1 for the sample itself. */
  readonly coordinate: number;
  readonly expected: string;
  /** The value found, or the error thrown where reading it threw. */
  readonly value: unknown;
  readonly detail: string | undefined;
  readonly thrown: boolean;
}

/**
 * The samples of one stream as they are read, from decoded arrays or straight from JSON
 * text, into the typed storage of its kind (see `SampleStore`):
 * - every sample is checked as it comes: integers safe, numbers finite, positions in
 *   range, flags booleans; null is kept;
 * - a bad sample takes a null place, so that the count stays the stream's length, and is
 *   kept as a problem with its index and value (the first `MAX_ISSUES`, the rest counted:
 *   no parse describes more); `report` gives them as issues when the stream's turn comes,
 *   so that both ways of reading give the same issues in the same order, whatever order
 *   the text had its keys in;
 * - the storage (`values`) is public to the two readers, whose hot loops write the common
 *   samples straight into it (a method call and a boxed double a sample took most of a
 *   read's time); everything else goes through `pushValue`, which checks any value;
 * - storage grows by doubling; `finish` trims it to the length.
 */
export abstract class SampleColumn {
  /** The kind of every sample. */
  abstract readonly kind: SampleKind;
  /** How many samples have been pushed. */
  length = 0;
  /** The first `MAX_ISSUES` problems. */
  readonly #problems: SampleProblem[] = [];
  /** How many problems came after those of `#problems`: counted, not kept. */
  #omitted = 0;

  /** A column for samples of `kind`, its storage sized for `capacity` samples at first. */
  static create(kind: SampleKind, capacity = FIRST_CAPACITY): SampleColumn {
    const size = Math.max(1, Math.min(capacity, MAX_PREALLOCATED));
    switch (kind) {
      case 'integer':
      case 'number':
        return new NumericColumn(kind, size);
      case 'latlng':
        return new PositionColumn(size);
      case 'boolean':
        return new FlagColumn(size);
    }
  }

  /** Whether a sample had a problem. */
  get hasProblems(): boolean {
    return this.#problems.length > 0;
  }

  /** One decoded sample, whatever it is: checked, kept, or kept as a problem. */
  abstract pushValue(value: unknown): void;

  /** A null sample. */
  abstract pushNull(): void;

  /** The samples read, in storage trimmed to their number. */
  abstract finish(): SampleStore;

  /**
   * Reads every item of a decoded array. A hole ends it (a sparse array may claim a billion
   * items); an item whose read throws is a problem at its index.
   *
   * @param ownKeysOnly whether no prototype has enumerable keys, so that a hole reads as undefined
   * @throws what reading the array's length throws
   */
  readArray(array: readonly unknown[], ownKeysOnly: boolean): void {
    const count = array.length;
    let index = 0;
    // Runs of common samples are taken in a tight loop; a proxy whose trap throws there
    // makes the rest be read item by item (and the run read again), so it costs one pass more at most.
    let runs = ownKeysOnly;
    while (index < count) {
      if (runs) {
        const length = this.length;
        try {
          index = this.takeRun(array, index, count);
        } catch {
          this.length = length;
          runs = false;
        }
        if (index >= count) return;
      }
      let item: unknown;
      try {
        item = array[index];
        // While a prototype has enumerable keys, a hole could read as an inherited value.
        if ((item === undefined || !ownKeysOnly) && !Object.hasOwn(array, index)) {
          this.problem(-1, this.expected(), undefined, 'a hole in a sparse array');
          return;
        }
      } catch (error) {
        this.problemThrown(error);
        this.pushNull();
        index++;
        continue;
      }
      this.pushValue(item);
      index++;
    }
  }

  /**
   * Reports every problem kept as an issue at `prefix` followed by the sample's index (and
   * coordinate), then counts the others.
   */
  report(issues: IssueReporter, prefix: readonly PathSegment[]): void {
    for (const problem of this.#problems) {
      const path = problem.coordinate < 0 ? [...prefix, problem.index] : [...prefix, problem.index, problem.coordinate];
      if (problem.thrown) issues.reportThrown(path, problem.expected, problem.value);
      else issues.report(path, problem.expected, problem.value, problem.detail);
    }
    issues.reportOmitted(this.#omitted);
  }

  /**
   * Takes items `index` onwards of a decoded array (of `count`) while they are common
   * samples its storage takes as they are, and gives the index of the first it did not
   * take. It may throw (a proxy's trap), having taken part of the run.
   */
  protected abstract takeRun(array: readonly unknown[], index: number, count: number): number;

  /**
   * Makes room in the storage for up to `wanted` more samples (each taking `width`
   * places), and gives how many fit: at most `MAX_PREALLOCATED` beyond what is held, so
   * that an array's claimed length is never all allocated at once. Storage that must grow
   * grows to twice its size at least (or to all that is wanted): a run cut short by a
   * sample the run does not take (null, a bad one) is followed by another, and growing by
   * what each run needed made a stream past `MAX_PREALLOCATED` copy its storage once per
   * such sample.
   */
  protected room<T extends Float32Array | Float64Array | Uint8Array>(values: T, width: number, wanted: number, grow: (size: number) => T): number {
    const fits = Math.min(wanted, Math.max(values.length / width - this.length, MAX_PREALLOCATED));
    const needed = (this.length + fits) * width;
    if (values.length < needed) grow(Math.max(needed, Math.min(2 * values.length, (this.length + wanted) * width)));
    return fits;
  }

  /** What each sample must be, as issues say it. */
  protected abstract expected(): string;

  /** Keeps a problem with the sample about to be pushed (at index `length`), or counts it past the first `MAX_ISSUES`. */
  protected problem(coordinate: number, expected: string, value: unknown, detail?: string, thrown = false): void {
    if (this.#problems.length < MAX_ISSUES) this.#problems.push({ index: this.length, coordinate, expected, value, detail, thrown });
    else this.#omitted++;
  }

  /** Keeps, as a problem, that reading the sample about to be pushed threw `error`. */
  protected problemThrown(error: unknown): void {
    this.problem(-1, this.expected(), error, undefined, true);
  }

  /** A bad sample: kept as a problem, and as null in its place. */
  protected bad(value: unknown, detail?: string): void {
    this.problem(-1, this.expected(), value, detail);
    this.pushNull();
  }
}

/** A larger storage (twice the size, or `size`), the old samples copied in. */
function grown<T extends Float32Array | Float64Array | Uint8Array>(values: T, size = values.length * 2): T {
  const larger = new (values.constructor as new (length: number) => T)(size);
  larger.set(values);
  return larger;
}

/** `values` cut to `length` items: a copy when storage is left over, so that the rest is freed. */
function trimmed<T extends Float32Array | Float64Array | Uint8Array>(values: T, length: number): T {
  return (values.length === length ? values : values.slice(0, length)) as T;
}

/**
 * Samples of an `integer` or a `number` stream. A `number` stream keeps finite numbers in a
 * `Float64Array`, NaN for null. An `integer` stream keeps them in a `Float32Array` (four
 * bytes a sample, NaN for null) while every one is within ±2^24: heart rate, cadence,
 * power, temperature, and a `time` of up to 194 days. At the first beyond, it moves to a
 * `Float64Array`, its samples copied once.
 */
export class NumericColumn extends SampleColumn {
  readonly kind: 'integer' | 'number';
  /** The storage, `length` samples written: the readers' hot loops write the numbers `accepts` says straight into it. */
  values: Float32Array | Float64Array;
  /** Which numbers `values` takes as they are; any other goes through `pushNumber`. */
  accepts: Accepts;

  constructor(kind: 'integer' | 'number', capacity: number) {
    super();
    this.kind = kind;
    this.values = kind === 'integer' ? new Float32Array(capacity) : new Float64Array(capacity);
    this.accepts = kind === 'integer' ? Accepts.SmallInteger : Accepts.Finite;
  }

  pushValue(value: unknown): void {
    if (typeof value === 'number') this.pushNumber(value);
    else if (value === null) this.pushNull();
    else if (typeof value === 'bigint') this.#pushBigInt(value);
    else this.bad(value, scalarDetail(value, this.kind));
  }

  /** One number sample, whatever number: kept, or kept as a problem. */
  pushNumber(value: number): void {
    if (this.accepts === Accepts.Finite ? value - value === 0 : Number.isSafeInteger(value)) {
      this.#makeRoomFor(value);
      this.#push(value);
    } else {
      this.bad(value, scalarDetail(value, this.kind));
    }
  }

  pushNull(): void {
    this.#push(NaN);
  }

  /** The storage, twice as large: for the readers' hot loops, which write `length` back first. */
  grow(): Float32Array | Float64Array {
    return (this.values = grown(this.values));
  }

  finish(): SampleStore {
    return new SampleStore(this.kind, trimmed(this.values, this.length), this.length);
  }

  protected takeRun(array: readonly unknown[], index: number, count: number): number {
    const end = index + this.room(this.values, 1, count - index, (size) => (this.values = grown(this.values, size)));
    const values = this.values;
    // One loop per storage kind: each then meets one kind of typed array, and mostly one kind of
    // decoded array (integers or doubles), and keeps its numbers unboxed.
    const next =
      this.accepts === Accepts.Finite
        ? takeFinite(array, values as Float64Array, index, end, this.length)
        : takeIntegers(array, values, index, end, this.length, this.accepts === Accepts.SmallInteger ? SmallIntegers.Max : Number.MAX_SAFE_INTEGER);
    this.length += next - index;
    return next;
  }

  protected expected(): string {
    return this.kind;
  }

  /** Takes a bigint that is exactly a number of this kind, else keeps it as a problem. */
  #pushBigInt(value: bigint): void {
    const taken = numericFromBigInt(value, this.kind);
    if (taken === undefined) this.bad(value, scalarDetail(value, this.kind));
    else this.pushNumber(taken as number);
  }

  #push(value: number): void {
    let values = this.values;
    if (this.length === values.length) values = this.grow();
    values[this.length++] = value;
  }

  /** Moves an `integer` stream's samples to a `Float64Array` at the first beyond ±2^24, once. */
  #makeRoomFor(value: number): void {
    if (this.accepts !== Accepts.SmallInteger || !(Math.abs(value) > SmallIntegers.Max)) return;
    const doubles = new Float64Array(this.values.length);
    doubles.set(this.values.subarray(0, this.length));
    this.values = doubles;
    this.accepts = Accepts.SafeInteger;
  }
}

/** Samples of a `latlng` stream: a `Float64Array` of pairs, latitude then longitude, NaN for both where null. */
export class PositionColumn extends SampleColumn {
  readonly kind = 'latlng';
  /** The storage, `2 * length` coordinates written: the readers' hot loops write positions in range straight into it. */
  values: Float64Array;

  constructor(capacity: number) {
    super();
    this.values = new Float64Array(2 * capacity);
  }

  pushValue(value: unknown): void {
    if (value === null) {
      this.pushNull();
      return;
    }
    try {
      if (!Array.isArray(value)) {
        this.bad(value);
        return;
      }
      const length: number = value.length;
      if (length !== 2) {
        this.bad(value, `${length} items`);
        return;
      }
      const latitude = ownValue(value, 0);
      const longitude = ownValue(value, 1);
      if (isWithin(latitude, 90) && isWithin(longitude, 180)) {
        this.#push(latitude, longitude);
        return;
      }
      if (!isWithin(latitude, 90)) this.problem(0, LATITUDE, latitude);
      if (!isWithin(longitude, 180)) this.problem(1, LONGITUDE, longitude);
    } catch (error) {
      this.problemThrown(error);
    }
    this.pushNull();
  }

  pushNull(): void {
    this.#push(NaN, NaN);
  }

  /** The storage, twice as large: for the readers' hot loops, which write `length` back first. */
  grow(): Float64Array {
    return (this.values = grown(this.values));
  }

  finish(): SampleStore {
    return new SampleStore('latlng', trimmed(this.values, 2 * this.length), this.length);
  }

  protected takeRun(array: readonly unknown[], index: number, count: number): number {
    const end = index + this.room(this.values, 2, count - index, (size) => (this.values = grown(this.values, size)));
    const values = this.values;
    let at = 2 * this.length;
    let next = index;
    for (; next < end; next++) {
      const item: unknown = array[next];
      if (!Array.isArray(item) || item.length !== 2) break;
      const latitude: unknown = item[0];
      const longitude: unknown = item[1];
      if (!isWithin(latitude, 90) || !isWithin(longitude, 180)) break;
      values[at++] = latitude;
      values[at++] = longitude;
    }
    this.length += next - index;
    return next;
  }

  protected expected(): string {
    return POSITION;
  }

  #push(latitude: number, longitude: number): void {
    let values = this.values;
    if (2 * this.length === values.length) values = this.grow();
    values[2 * this.length] = latitude;
    values[2 * this.length + 1] = longitude;
    this.length++;
  }
}

/** Samples of the `moving` stream: a `Uint8Array` of 1 (true), 0 (false) and `NULL_FLAG`. */
export class FlagColumn extends SampleColumn {
  readonly kind = 'boolean';
  /** The storage, `length` flags written: the readers' hot loops write true and false straight into it. */
  values: Uint8Array;

  constructor(capacity: number) {
    super();
    this.values = new Uint8Array(capacity);
  }

  pushValue(value: unknown): void {
    if (value === true || value === false) this.#push(value ? 1 : 0);
    else if (value === null) this.pushNull();
    else this.bad(value);
  }

  pushNull(): void {
    this.#push(NULL_FLAG);
  }

  /** The storage, twice as large: for the readers' hot loops, which write `length` back first. */
  grow(): Uint8Array {
    return (this.values = grown(this.values));
  }

  finish(): SampleStore {
    return new SampleStore('boolean', trimmed(this.values, this.length), this.length);
  }

  protected takeRun(array: readonly unknown[], index: number, count: number): number {
    const end = index + this.room(this.values, 1, count - index, (size) => (this.values = grown(this.values, size)));
    const values = this.values;
    let at = this.length;
    let next = index;
    for (; next < end; next++) {
      const item = array[next];
      if (item !== true && item !== false) break;
      values[at++] = item ? 1 : 0;
    }
    this.length += next - index;
    return next;
  }

  protected expected(): string {
    return 'boolean';
  }

  #push(flag: number): void {
    let values = this.values;
    if (this.length === values.length) values = this.grow();
    values[this.length++] = flag;
  }
}

/** Takes finite numbers from `array[from .. end)` into `values` from `at`: the index of the first it did not take. */
function takeFinite(array: readonly unknown[], values: Float64Array, from: number, end: number, at: number): number {
  let next = from;
  let place = at;
  for (; next < end; next++) {
    const item = array[next];
    if (typeof item !== 'number' || item - item !== 0) break;
    values[place++] = item;
  }
  return next;
}

/** Takes integers within ±`limit` (-0 too; a safe integer where `limit` is 2^53 - 1) from `array[from .. end)` into `values` from `at`. */
function takeIntegers(array: readonly unknown[], values: Float32Array | Float64Array, from: number, end: number, at: number, limit: number): number {
  let next = from;
  let place = at;
  for (; next < end; next++) {
    const item = array[next];
    if (typeof item !== 'number' || item % 1 !== 0 || !(item <= limit && item >= -limit)) break;
    values[place++] = item;
  }
  return next;
}
