import type { SampleKind, StreamSample, StreamType } from './stream-types.js';

/** What a `moving` sample is kept as where the API sent null (true is 1, false 0). */
export const NULL_FLAG = 2;

/**
 * The samples of one stream, in compact typed storage, read but never handed out (reads
 * give values or new copies). How each kind is kept:
 * - `integer`: a `Float32Array` with NaN for null while every sample is within ±2^24,
 *   which it holds exactly (five of the eleven types, four bytes a sample, drop-outs
 *   too), else a `Float64Array` with NaN for null;
 * - `number`: a `Float64Array`, NaN for null (a JSON number is never NaN);
 * - `latlng`: a `Float64Array` of pairs, latitude then longitude, NaN for both where null;
 * - `boolean`: a `Uint8Array`, 1 true, 0 false, `NULL_FLAG` null.
 * An eleven-type set of n points so takes about 69 bytes a point, with drop-outs too,
 * against about 152 for the decoded arrays.
 */
export class SampleStore {
  /** The kind of every sample. */
  readonly kind: SampleKind;
  /** How many samples there are (a position counts once). */
  readonly length: number;
  /** The storage described above: `length` items, `2 * length` for positions. */
  readonly values: Float32Array | Float64Array | Uint8Array;

  constructor(kind: SampleKind, values: Float32Array | Float64Array | Uint8Array, length: number) {
    this.kind = kind;
    this.values = values;
    this.length = length;
  }

  /**
   * Sample `index` of the `count` samples from `start`, counted as `Array.prototype.at`
   * counts (truncated, a negative index from the end); undefined outside them.
   */
  sampleAt(start: number, count: number, index: number): StreamSample | null | undefined {
    const relative = Math.trunc(index) || 0;
    const offset = relative < 0 ? count + relative : relative;
    return offset >= 0 && offset < count ? this.at(start + offset) : undefined;
  }

  /** Sample `index` (within `[0, length)`), or null where the API sent null. */
  at(index: number): StreamSample | null {
    const values = this.values;
    switch (this.kind) {
      case 'latlng': {
        const latitude = values[2 * index] ?? NaN;
        return Number.isNaN(latitude) ? null : Object.freeze([latitude, values[2 * index + 1] ?? NaN] as const);
      }
      case 'boolean': {
        const flag = values[index];
        return flag === NULL_FLAG ? null : flag === 1;
      }
      default: {
        const value = values[index] ?? NaN;
        return Number.isNaN(value) ? null : value;
      }
    }
  }

  /** Samples `start` to `end` (excluded) as a new plain array, null where the API sent null; positions frozen. */
  toArray(start: number, end: number): (StreamSample | null)[] {
    const samples: (StreamSample | null)[] = [];
    for (let index = start; index < end; index++) samples.push(this.at(index));
    return samples;
  }

  /**
   * Samples `start` to `end` (excluded) as a new typed array: a `Uint8Array` of flags, else
   * a `Float64Array` with NaN where null (positions as pairs).
   */
  toTypedArray(start: number, end: number): Float64Array | Uint8Array {
    switch (this.kind) {
      case 'latlng':
        return (this.values as Float64Array).slice(2 * start, 2 * end);
      case 'boolean':
        return (this.values as Uint8Array).slice(start, end);
      default:
        return new Float64Array(this.values.subarray(start, end));
    }
  }

  /** Every sample as the wire form writes it: a new array, positions as new `[latitude, longitude]` arrays. */
  toWire(): unknown[] {
    if (this.kind !== 'latlng') return this.toArray(0, this.length);
    const wire: unknown[] = [];
    const values = this.values;
    for (let index = 0; index < this.length; index++) {
      const latitude = values[2 * index] ?? NaN;
      wire.push(Number.isNaN(latitude) ? null : [latitude, values[2 * index + 1] ?? NaN]);
    }
    return wire;
  }
}

/** The storage of each stream of a set, by type (null where the set has none). */
export type StoresByType = Readonly<Record<StreamType, SampleStore | null>>;
