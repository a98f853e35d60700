import { bodyText } from '../json/body-text.js';
import { decodeJSON } from '../json/decode-json.js';
import type { FieldReader } from '../parse/field-reader.js';
import type { LatLng } from '../parse/lat-lng.js';
import { setOwn } from '../parse/plain-object.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { DataRecord, type JsonRecord, type ParseOptions, type SafeParseResult } from '../core/data-record.js';
import { streamOf, type Stream, type StreamOf } from './stream.js';
import { StreamReading, type SetShape } from './stream-reading.js';
import { NOT_JSON, scanStreamText } from './stream-text.js';
import { STREAM_TYPES, isStreamType, type StreamType } from './stream-types.js';
import { streamWindow, type StoresByType, type StreamWindow } from './stream-window.js';
import { checkFullResolution, checkInRange, windowIndexes, type IndexedRecord } from './window-bounds.js';

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
   * @throws ParseError listing every issue (path, expected, received) when the value is no
   * valid stream set; nothing else is thrown
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
    const streams = Object.create(null) as Record<StreamType, Stream | null>;
    const stores = Object.create(null) as Record<StreamType, StoresByType[StreamType]>;
    for (const type of STREAM_TYPES) {
      const parts = read.streams[type];
      streams[type] = parts === undefined ? null : streamOf(reader, parts);
      stores[type] = parts === undefined ? null : parts.store;
    }
    this.time = streams.time as StreamOf<number> | null;
    this.distance = streams.distance as StreamOf<number> | null;
    this.latlng = streams.latlng as StreamOf<LatLng> | null;
    this.altitude = streams.altitude as StreamOf<number> | null;
    this.velocity_smooth = streams.velocity_smooth as StreamOf<number> | null;
    this.heartrate = streams.heartrate as StreamOf<number> | null;
    this.cadence = streams.cadence as StreamOf<number> | null;
    this.watts = streams.watts as StreamOf<number> | null;
    this.temp = streams.temp as StreamOf<number> | null;
    this.moving = streams.moving as StreamOf<boolean> | null;
    this.grade_smooth = streams.grade_smooth as StreamOf<number> | null;
    this.extra = read.extra;
    this.#shape = read.shape;
    this.#order = read.order;
    this.#stores = Object.freeze(stores);
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
   * @throws SyntaxError when the text is not JSON (`JSON.parse`'s own error, as
   *   `decodeJSON` throws it; a text that starts with a byte order mark is not JSON), or
   *   when the bytes are not UTF-8
   * @throws ParseError listing every issue when the body is no valid stream set
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
  // Where the scan found no JSON, decodeJSON throws the engine's own SyntaxError.
  return StreamSet.parse(body === NOT_JSON ? decodeJSON(source) : body);
}

/** The text `StreamSet.parseJSON` was given, as text or as UTF-8 bytes (`bodyText`). */
function textOf(text: unknown): string {
  const source = bodyText(text, 'StreamSet.parseJSON:');
  if (source !== undefined) return source;
  throw new TypeError(`StreamSet.parseJSON expects a string, a Uint8Array or an ArrayBuffer, received ${text === null ? 'null' : typeof text}`);
}
