import { bodyText } from '../json/body-text.js';
import { decodeJSON } from '../json/decode-json.js';
import type { FieldReader } from '../parse/field-reader.js';
import type { LatLng } from '../parse/lat-lng.js';
import { setOwn } from '../parse/plain-object.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { DataRecord, type JsonRecord, type ParseOptions, type SafeParseResult } from '../core/data-record.js';
import { bestEffortsOf, type BestEffort } from './best-efforts.js';
import { figuresOf, type StreamFigures } from './figures.js';
import { powerCurveOf, type PowerCurvePoint } from './power-curve.js';
import { streamOf, type StreamOf } from './stream.js';
import { StreamReading, type SetShape } from './stream-reading.js';
import { NOT_JSON, scanStreamText } from './stream-text.js';
import { STREAM_TYPES, isStreamType, type StreamSample, type StreamType } from './stream-types.js';
import type { SampleStore, StoresByType } from './sample-store.js';
import { streamWindow, type StreamWindow } from './stream-window.js';
import { timeInZonesOf, type TimeInZones } from './time-in-zones.js';
import { checkFullResolution, checkInRange, windowIndexes, type IndexedRecord } from './window-bounds.js';
import type { TimeInZonesOptions, ZoneInput } from './zone-ranges.js';

/**
 * A stream set as `toJSON()` writes it: the shape it was read from, an object keyed by
 * type or an array of stream objects.
 */
export type StreamSetJson = JsonRecord | JsonRecord[];

/**
 * Every sample of an activity (or of a segment effort), by stream type: the body of
 * `GET /activities/{id}/streams` in either of its shapes, an object keyed by type
 * (`key_by_type=true`) or an array of streams that each carry their `type`; both give the
 * same record, and `toJSON()` writes the shape it was read from. Each stream the body holds
 * is a `Stream` under its type; a stream the activity has no data for is absent (null).
 *
 * - Samples are checked (integers safe, numbers finite, positions in range, flags
 *   booleans) and kept in compact typed storage; null samples are kept.
 * - Every stream of a set has as many samples as the first: a set whose streams differ in
 *   length is an issue, not assumed away.
 * - A type the spec does not name is kept whole in `extra` under its type (and written
 *   back where it was); so is any other unknown key of a keyed body.
 * - `window(record)` cuts the samples of a lap or an effort; `StreamSet.parseJSON(text)`
 *   reads the body straight from its JSON text, without decoding it first.
 *
 * Plain data: it has no client.
 *
 * @example
 * ```ts
 * const streams = StreamSet.parseJSON(text);
 * streams.heartrate?.at(10);            // beats per minute, or null where the API sent null
 * streams.window(lap).figures().distance; // meters, from the lap's distance samples
 * ```
 */
export class StreamSet extends DataRecord<StreamSetJson> {
  /** This class as a Standard Schema v1: `validate` gives `{ value: StreamSet }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<StreamSet>;
  /**
   * Builds a stream set from a decoded body, in either shape (from `decodeJSON` or
   * `JSON.parse`). Reading the JSON text with `StreamSet.parseJSON` gives the same record
   * faster.
   *
   * @throws ParseError listing the issues (path, expected, received: the first 100, and the
   * count of the rest in `omitted`) when the value is no valid stream set; nothing else is
   * thrown
   */
  declare static parse: <R>(this: { readonly prototype: R }, value: unknown, options?: ParseOptions) => StreamSet & R;
  /** Like `parse`, but never throws: gives `{ success: true, data }` or `{ success: false, error }`. */
  declare static safeParse: <R>(this: { readonly prototype: R }, value: unknown, options?: ParseOptions) => SafeParseResult<StreamSet & R>;
  /**
   * Builds one stream set per element of an array of decoded bodies.
   *
   * @throws ParseError when `values` is not an array or an element is no valid stream set,
   * each issue's path starting with the element's index; nothing else is thrown
   */
  declare static parseMany: <R>(this: { readonly prototype: R }, values: unknown, options?: ParseOptions) => (StreamSet & R)[];

  /** Seconds since the activity's start (integers). */
  readonly time: StreamOf<number> | null;
  /** Meters since the activity's start. */
  readonly distance: StreamOf<number> | null;
  /** Positions, `[latitude, longitude]` in degrees. */
  readonly latlng: StreamOf<LatLng> | null;
  /** Altitude, in meters. */
  readonly altitude: StreamOf<number> | null;
  /** Smoothed speed, in meters per second. */
  readonly velocity_smooth: StreamOf<number> | null;
  /** Heart rate, in beats per minute (integers). */
  readonly heartrate: StreamOf<number> | null;
  /** Cadence, in revolutions per minute (steps of one foot per minute when running; integers). */
  readonly cadence: StreamOf<number> | null;
  /** Power, in watts (integers). */
  readonly watts: StreamOf<number> | null;
  /** Temperature, in degrees Celsius (integers). */
  readonly temp: StreamOf<number> | null;
  /** Whether the athlete was moving. */
  readonly moving: StreamOf<boolean> | null;
  /** Smoothed grade, in percent. */
  readonly grade_smooth: StreamOf<number> | null;
  /** Stream types the spec does not name (each stream object whole) and other unknown keys, as received. */
  readonly extra: ExtraFields;
  readonly #shape: SetShape;
  /** The keys or types `toJSON()` writes, in the input's order. */
  readonly #order: readonly string[];
  readonly #stores: StoresByType;

  /** @internal The reader hands it any input, an array too: it reads and checks the body itself. */
  // A getter, not a static field: the field's assignment after the class is a side effect,
  // which kept every stream module in a bundle of `import { Lap }`.
  // eslint-disable-next-line @typescript-eslint/class-literal-property-style
  static get readsAnyInput(): boolean {
    return true;
  }

  /** Records are built by `parse`, `parseJSON`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const read = new StreamReading(reader).readSet(reader.input);
    const stream = <T extends StreamSample>(type: StreamType): StreamOf<T> | null => {
      const parts = read.streams[type];
      return parts === undefined ? null : (streamOf(reader, parts) as StreamOf<T>);
    };
    this.time = stream('time');
    this.distance = stream('distance');
    this.latlng = stream('latlng');
    this.altitude = stream('altitude');
    this.velocity_smooth = stream('velocity_smooth');
    this.heartrate = stream('heartrate');
    this.cadence = stream('cadence');
    this.watts = stream('watts');
    this.temp = stream('temp');
    this.moving = stream('moving');
    this.grade_smooth = stream('grade_smooth');
    this.extra = read.extra;
    this.#shape = read.shape;
    this.#order = read.order;
    const store = (type: StreamType): SampleStore | null => read.streams[type]?.store ?? null;
    // An object of one shape, not one with a null prototype: V8 keeps an object made by
    // Object.create(null) as a dictionary, and figures() of a 30-point window, which reads
    // it nine times, took 1.36 times a hand-written pass against 1.16 to 1.23.
    this.#stores = Object.freeze({
      time: store('time'), distance: store('distance'), latlng: store('latlng'), altitude: store('altitude'), velocity_smooth: store('velocity_smooth'),
      heartrate: store('heartrate'), cadence: store('cadence'), watts: store('watts'), temp: store('temp'), moving: store('moving'), grade_smooth: store('grade_smooth'),
    });
  }

  /**
   * Reads a stream body straight from its JSON text, in one pass: each known stream's
   * samples go from the text into typed storage without being decoded into JS values
   * first. The record, and every issue, are those of `StreamSet.parse(decodeJSON(text))`;
   * integers beyond 2^53 in unknown keys are kept exact as bigints, as `decodeJSON` keeps
   * them. Bytes are read as UTF-8 (a leading byte order mark dropped, as `fetch`'s
   * `response.text()` drops it); bytes that are not UTF-8 are refused.
   *
   * @param text the body's JSON text, or its UTF-8 bytes (`Uint8Array`, `ArrayBuffer`)
   * @throws JsonSyntaxError (a `SyntaxError`) when the text is not JSON, as `decodeJSON`
   *   throws it (where, and what was expected, none of the text; a text that starts with a
   *   byte order mark is not JSON)
   * @throws SyntaxError when the bytes are not UTF-8
   * @throws ParseError listing the issues (the first 100, and the count of the rest) when
   *   the body is no valid stream set
   * @throws TypeError when `text` is none of a string, a `Uint8Array` or an `ArrayBuffer`
   * @example
   * ```ts
   * const streams = StreamSet.parseJSON(await response.text());
   * ```
   */
  static parseJSON(text: string | Uint8Array | ArrayBuffer): StreamSet {
    // Not `StreamSet.parse` here: a class that names itself in its own body is renamed by
    // the bundler (`var StreamSet = class _StreamSet`), and util.inspect shows that name.
    return readStreamSetText(text);
  }

  /**
   * The samples of `record` (a `Lap`, a `SegmentEffort`, anything with `start_index` and
   * `end_index`) in every stream: samples `start_index` to `end_index`, both included, as a
   * `StreamWindow` made in constant time. A 0..0 lap is a window of one sample.
   *
   * @throws StreamWindowError `'no-index'` when an index is null or absent,
   *   `'downsampled'` when a stream's length differs from its `original_size` or its
   *   `resolution` is not `high` (the indexes count points of the full-resolution
   *   streams), `'out-of-range'` when the indexes fall outside the samples
   * @throws TypeError when `record` is no object (from JavaScript: `window(null)`)
   */
  window(record: IndexedRecord): StreamWindow {
    const [start, end] = windowIndexes(record);
    let length = 0;
    for (const type of STREAM_TYPES) {
      const stream = this[type];
      if (stream === null) continue;
      checkFullResolution(stream);
      length = stream.length;
    }
    checkInRange(start, end, length);
    return streamWindow(this.#stores, start, end);
  }

  /**
   * The activity's figures recomputed from all its samples, as `StreamWindow#figures()`
   * computes a lap's (see `StreamFigures`): compare them with the activity's own
   * (`activity.moving_time`, `activity.average_heartrate`). A downsampled set gives them
   * too, from the samples it has: its steps are longer than a recording's, so its figures
   * are rougher, and a step past 10 seconds counts as a pause.
   */
  figures(): StreamFigures {
    return figuresOf(this.#stores, 0, this.#length() - 1);
  }

  /**
   * Seconds of the activity's moving time spent in each zone, as `StreamWindow#timeInZones`
   * counts a lap's: compare with the activity's `zones()` (each `ActivityZone`'s
   * `distribution_buckets`).
   *
   * @param zones an athlete's zones (`{ zones: [{ min, max }, ...] }`), an athlete's `Zones`
   *   (its heart-rate zones, its power zones for `watts`), an `ActivityZone`, or the zones'
   *   lower edges
   * @param options `stream`: `heartrate` (the default), `watts`, or `velocity_smooth` for pace zones
   * @throws TypeError when `zones` is none of the four forms, or its stream is unknown or
   *   not the one asked for (or not in the `Zones` given)
   * @throws RangeError when an edge is no finite number or the zones are not lowest first
   */
  timeInZones(zones: ZoneInput, options?: TimeInZonesOptions): TimeInZones {
    return timeInZonesOf(this.#stores, 0, this.#length() - 1, zones, options);
  }

  /**
   * The activity's mean-maximal power for each duration, as `StreamWindow#powerCurve`
   * finds a lap's: never across a recording pause or a null sample.
   *
   * @param durations seconds, each a whole number of at least 1
   * @throws RangeError when a duration is not a whole number of seconds of at least 1
   * @example
   * ```ts
   * streams.powerCurve([5, 60, 300, 1200]).map((point) => point.watts); // best average watts for 5 s, 1, 5 and 20 min
   * ```
   */
  powerCurve(durations: readonly number[]): readonly PowerCurvePoint[] {
    return powerCurveOf(this.#stores, 0, this.#length() - 1, durations);
  }

  /**
   * The activity's fastest time over each distance, with the indexes of its samples, as
   * the API finds its best efforts (`StreamWindow#bestEfforts`).
   *
   * @param distances meters, each a finite number above 0
   * @throws RangeError when a distance is not a finite number above 0
   * @example
   * ```ts
   * const [mile] = streams.bestEfforts([1609.344]);
   * mile?.elapsed_time; // seconds, or null for an activity shorter than a mile
   * ```
   */
  bestEfforts(distances: readonly number[]): readonly BestEffort[] {
    return bestEffortsOf(this.#stores, 0, this.#length() - 1, distances);
  }

  /** The number of samples of every stream of the set (0 for a set of none). */
  #length(): number {
    for (const type of STREAM_TYPES) {
      const stream = this[type];
      if (stream !== null) return stream.length;
    }
    return 0;
  }

  /**
   * The body in the shape it was read from: an object with its keys in their order, or an
   * array of stream objects (each with its `type`) in theirs; each stream as its
   * `toJSON()` writes it, each unknown key or type as received. New objects and arrays;
   * values of unknown keys are the record's frozen copies.
   */
  override toJSON(): StreamSetJson {
    const wire = (name: string): unknown => (isStreamType(name) ? this[name]?.toJSON() : this.extra[name]);
    if (this.#shape === 'array') return this.#order.map((type) => wire(type) as JsonRecord);
    const json: JsonRecord = {};
    for (const key of this.#order) setOwn(json, key, wire(key));
    return json;
  }
}

/** The stream set of a body's JSON text or UTF-8 bytes: `StreamSet.parseJSON`. */
function readStreamSetText(text: unknown): StreamSet {
  const source = textOf(text);
  const body = scanStreamText(source);
  // Where the scan found no JSON, decodeJSON throws its JsonSyntaxError.
  return StreamSet.parse(body === NOT_JSON ? decodeJSON(source) : body);
}

/** The text `StreamSet.parseJSON` was given, as text or as UTF-8 bytes (`bodyText`). */
function textOf(text: unknown): string {
  const source = bodyText(text);
  if (source !== undefined) return source;
  throw new TypeError(`StreamSet.parseJSON expects a string, a Uint8Array or an ArrayBuffer, received ${text === null ? 'null' : typeof text}`);
}
