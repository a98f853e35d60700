import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { setOwn } from '../parse/plain-object.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { DataRecord, type JsonRecord } from '../core/data-record.js';
import { SampleStore } from './sample-store.js';
import { sampleWindow, type SampleWindow } from './sample-window.js';
import type { StreamSamples } from './samples.js';
import { NO_EXTRA, StreamReading, type StreamParts } from './stream-reading.js';
import type { StreamSample, StreamType, TypedSamples } from './stream-types.js';
import { checkFullResolution, checkInRange, windowIndexes, type IndexedRecord } from './window-bounds.js';

/** The parts of a record whose input had an issue: it is dropped, never handed out. */
const NO_PARTS: StreamParts = {
  type: 'time',
  store: /* @__PURE__ */ new SampleStore('integer', /* @__PURE__ */ new Float32Array(0), 0),
  original_size: null,
  resolution: null,
  series_type: null,
  extra: NO_EXTRA,
  keys: [],
};

/**
 * The constructor, private to the type checker: a stream set builds its streams from the
 * parts it read (as the reader reaches a record's constructor, through a cast).
 */
type StreamConstructor = new (reader: FieldReader, parts: StreamParts) => Stream;

/**
 * One stream of an activity: every sample of one type (heart rate, position, ...), in
 * recording order, with the API's description of it. The samples are kept in compact typed
 * storage that the record never hands out: every read gives a value or a new copy. Found
 * in a `StreamSet` (`streams.heartrate`); `Stream.parse` reads one stream object of the
 * array shape (`{ "type": "heartrate", "data": [...] }`), and `Stream.parseMany` a whole
 * array-shaped body (a type the spec does not name is an issue here: read such a body
 * with `StreamSet.parse`, which keeps it).
 *
 * Samples are checked: integers are safe integers, numbers finite, positions
 * `[latitude, longitude]` in range (`[]` is no position here: the API sends null), flags
 * booleans; null is kept wherever the API sent it. `data` must be an array. Plain data: it
 * has no client. `toJSON()` writes the stream object as it was read.
 *
 * @example
 * ```ts
 * const heartrate = streams.heartrate;
 * heartrate?.length;         // the number of samples
 * heartrate?.at(-1);         // the last sample, or null where the API sent null
 * heartrate?.toTypedArray(); // a new Float64Array, NaN where null
 * ```
 */
export class Stream extends DataRecord implements StreamSamples<StreamSample> {
  /** This class as a Standard Schema v1: `validate` gives `{ value: Stream }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<Stream>;

  /** The stream's type: its key in a set keyed by type, or its `type` field. */
  readonly type: StreamType;
  /** The number of points of the full-resolution stream (the API's count, as given). */
  readonly original_size: number | null;
  /** `low`, `medium` or `high`, as given: anything but `high` is a downsampled answer. */
  readonly resolution: string | null;
  /** `distance` or `time`: what a downsampled stream was reduced along, as given. */
  readonly series_type: string | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;
  readonly #store: SampleStore;
  /** The keys `toJSON()` writes, in the input's order. */
  readonly #keys: readonly string[];

  /** @internal The reader hands it any input: it reads and checks the stream itself. */
  // A getter, not a static field: the field's assignment after the class is a side effect,
  // which kept every stream module in a bundle of `import { Lap }`.
  // eslint-disable-next-line @typescript-eslint/class-literal-property-style
  static get readsAnyInput(): boolean {
    return true;
  }

  /** Records are built by `parse`, `safeParse` and `parseMany`, and by a `StreamSet`. */
  private constructor(reader: FieldReader, parts?: StreamParts) {
    super(reader);
    const read = parts ?? readLoneStream(reader);
    this.type = read.type;
    this.original_size = read.original_size;
    this.resolution = read.resolution;
    this.series_type = read.series_type;
    this.extra = read.extra;
    this.#store = read.store;
    this.#keys = read.keys;
  }

  /**
   * The samples, the spec's `data` field: a new plain array at each read, as `toArray()`
   * gives it (null where the API sent null, positions frozen pairs), since the record
   * keeps its samples in typed storage that no read hands out. In a loop, read `at(index)`
   * or keep the array once.
   */
  get data(): (StreamSample | null)[] {
    return this.toArray();
  }

  /** The number of samples (a position counts once). */
  get length(): number {
    return this.#store.length;
  }

  /**
   * Sample `index`, counted as `Array.prototype.at` counts (a negative index from the end):
   * null where the API sent null, undefined outside the stream. A position is a frozen
   * `[latitude, longitude]` pair.
   */
  at(index: number): StreamSample | null | undefined {
    return this.#store.sampleAt(0, this.#store.length, index);
  }

  /** Every sample, in a new plain array, null where the API sent null; positions frozen pairs. */
  toArray(): (StreamSample | null)[] {
    return this.#store.toArray(0, this.#store.length);
  }

  /**
   * Every sample, in a new typed array: a `Float64Array` with NaN where null (a position
   * takes two places, latitude then longitude), or for `moving` a `Uint8Array` of 1
   * (moving), 0 (not) and 2 (null).
   */
  toTypedArray(): Float64Array | Uint8Array {
    return this.#store.toTypedArray(0, this.#store.length);
  }

  /**
   * The samples of `record` (a `Lap`, a `SegmentEffort`, anything with `start_index` and
   * `end_index`): samples `start_index` to `end_index`, both included, as a view made in
   * constant time. A 0..0 lap is a window of one sample.
   *
   * @throws StreamWindowError `'no-index'` when an index is null or absent,
   *   `'downsampled'` when this stream's length differs from its `original_size` or its
   *   `resolution` is not `high`, `'out-of-range'` when the indexes fall outside it
   * @throws TypeError when `record` is no object (from JavaScript: `window(null)`)
   */
  window(record: IndexedRecord): SampleWindow {
    const [start, end] = windowIndexes(record);
    checkFullResolution(this);
    checkInRange(start, end, this.#store.length);
    return sampleWindow(this.#store, this.type, start, end);
  }

  /**
   * The stream object as it was read: its keys in their order, `type` where it was given,
   * `data` as a new array (positions as new `[latitude, longitude]` arrays), every
   * non-null field and every unknown key.
   */
  override toJSON(): JsonRecord {
    const json: JsonRecord = {};
    for (const key of this.#keys) {
      switch (key) {
        case 'type':
        case 'original_size':
        case 'resolution':
        case 'series_type':
          json[key] = this[key];
          break;
        case 'data':
          json.data = this.#store.toWire();
          break;
        default:
          setOwn(json, key, this.extra[key]);
      }
    }
    return json;
  }
}

/**
 * A `Stream` whose samples are of type `T`: what a `StreamSet` holds under each type
 * (`StreamOf<number>` for `heartrate`, `StreamOf<LatLng>` for `latlng`, `StreamOf<boolean>`
 * for `moving`), its reads typed accordingly. A `Stream` read alone (`Stream.parse`) may be
 * of any type: check its `type`.
 */
export interface StreamOf<T extends StreamSample> extends Stream {
  /** The samples, in a new plain array at each read, null where the API sent null (see `Stream#data`). */
  readonly data: (T | null)[];
  /** Sample `index`, counted as `Array.prototype.at` counts: null where the API sent null, undefined outside the stream. */
  at(index: number): T | null | undefined;
  /** Every sample, in a new plain array, null where the API sent null. */
  toArray(): (T | null)[];
  /** Every sample, in a new typed array (see `Stream#toTypedArray`). */
  toTypedArray(): TypedSamples<T>;
  /** The samples of `record`'s window (see `Stream#window`). */
  window(record: IndexedRecord): SampleWindow<T>;
}

/** The parts of a stream read alone (`Stream.parse`), at the record's path. */
function readLoneStream(reader: FieldReader): StreamParts {
  const parts = new StreamReading(reader).readStream(reader.input, [], undefined, false);
  return parts === null || typeof parts === 'string' ? NO_PARTS : parts;
}

/** A frozen stream of a set, from parts its `StreamSet` read. */
export function streamOf(reader: FieldReader, parts: StreamParts): Stream {
  const stream = new (Stream as unknown as StreamConstructor)(reader, parts);
  Object.freeze(stream);
  return stream;
}
