import type { LatLng } from '../parse/lat-lng.js';
import type { StreamType } from '../core/stream-type.js';

// The records' client contract names the stream types too, so they are declared on the floor
// below both; the streams name them with the rest of their vocabulary, from here.
export type { StreamType };

/**
 * What one sample of a stream holds: whole numbers (`integer`), any finite number
 * (`number`), a position (`latlng`), or a flag (`boolean`). The kind decides the
 * sample's checks and how a stream keeps its samples.
 */
export type SampleKind = 'integer' | 'number' | 'latlng' | 'boolean';

/**
 * The stream types the spec names, in its order, each with the kind of its samples. A
 * null prototype: a key such as `constructor` names no type.
 */
const KIND_BY_TYPE: Readonly<Record<StreamType, SampleKind>> = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.assign(/* @__PURE__ */ Object.create(null) as Record<StreamType, SampleKind>, {
    time: 'integer',
    distance: 'number',
    latlng: 'latlng',
    altitude: 'number',
    velocity_smooth: 'number',
    heartrate: 'integer',
    cadence: 'integer',
    watts: 'integer',
    temp: 'integer',
    moving: 'boolean',
    grade_smooth: 'number',
  } as const),
);

/** The stream types in the spec's order. */
export const STREAM_TYPES = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.keys(KIND_BY_TYPE)) as readonly StreamType[];

/** What a stream's `type` must be, as issues say it: `stream type (time, distance, ...)`. */
export function streamTypeExpected(): string {
  return `stream type (${STREAM_TYPES.join(', ')})`;
}

/** The kind of the samples of stream type `type`, or undefined when the spec names no such type. */
export function kindOf(type: unknown): SampleKind | undefined {
  return typeof type === 'string' ? (KIND_BY_TYPE as Readonly<Partial<Record<string, SampleKind>>>)[type] : undefined;
}

/** The kind of the samples of a known stream type. */
export function kindOfType(type: StreamType): SampleKind {
  return KIND_BY_TYPE[type];
}

/** Whether `type` is a stream type the spec names. */
export function isStreamType(type: unknown): type is StreamType {
  return kindOf(type) !== undefined;
}

/**
 * One sample of a stream as it is read: a number (integer and number streams), a position
 * (`latlng`) or a flag (`moving`). Where the API sent null, a read gives null.
 */
export type StreamSample = number | boolean | LatLng;

/**
 * What `toTypedArray()` gives for samples of type `T`: a `Uint8Array` for flags (1 true,
 * 0 false, 2 where null), else a `Float64Array` (NaN where null; a position takes two
 * places, latitude then longitude).
 */
export type TypedSamples<T extends StreamSample> = T extends boolean ? Uint8Array : Float64Array;
