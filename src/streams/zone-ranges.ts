import { describeReceived } from '../parse/issue.js';

/**
 * One zone as the API writes it: from `min` to `max`, in the zone's unit (beats per
 * minute, watts, or meters per second for pace). The top zone is open: the API writes its
 * `max` as -1; a missing or null `max` is read as open too. An athlete's `ZoneRange` and an
 * activity's `TimedZoneRange` are such zones.
 */
export interface ZoneBounds {
  /** Lower edge, included. */
  readonly min?: number | null | undefined;
  /** Upper edge, included; -1, null or absent for the open top zone. */
  readonly max?: number | null | undefined;
}

/**
 * An athlete's zones of one kind, lowest first, as `GET /athlete/zones` gives them
 * (`zones.heart_rate`, `zones.power`): `{ zones: [{ min: 0, max: 111 }, ..., { min: 166, max: -1 }] }`.
 */
export interface ZoneRanges {
  /** The zones, lowest first. */
  readonly zones?: readonly ZoneBounds[] | null | undefined;
}

/**
 * An activity's zone distribution (an `ActivityZone`): its buckets are the zones, lowest
 * first, and its `type` names the stream they are of (`heartrate`, `power`, `pace`).
 */
export interface ZoneDistribution {
  /** `heartrate`, `power` or `pace`. */
  readonly type?: string | null | undefined;
  /** The zones, lowest first. */
  readonly distribution_buckets?: readonly ZoneBounds[] | null | undefined;
}

/**
 * The zones `timeInZones` counts seconds in, in any of three forms:
 * - an athlete's zones (`{ zones: [{ min, max }, ...] }`: `zones.heart_rate` of `GET /athlete/zones`);
 * - an `ActivityZone` (its `distribution_buckets`; its `type` picks the stream);
 * - the zones' lower edges, lowest first, as an app gives them (`[0, 120, 140, 160, 180]`):
 *   each zone runs from its edge to the next one, the last is open at the top, as the API
 *   writes zones.
 */
export type ZoneInput = ZoneRanges | ZoneDistribution | readonly number[];

/** A stream that zones can be of: heart rate (the default), power, or speed for pace zones. */
export type ZoneStream = 'heartrate' | 'watts' | 'velocity_smooth';

/** The options of `timeInZones`. */
export interface TimeInZonesOptions {
  /**
   * The stream the zones are of: `heartrate` (the default), `watts`, or `velocity_smooth`
   * (meters per second, for pace zones). An `ActivityZone`'s `type` picks it by itself.
   */
  readonly stream?: ZoneStream | undefined;
}

/** Zones read and checked: lower and upper edges (Infinity for the open top), lowest first. */
export interface CheckedZones {
  readonly stream: ZoneStream;
  readonly mins: Float64Array;
  readonly maxes: Float64Array;
}

/** The stream each `ActivityZone` type is of. */
const STREAM_BY_ZONE_TYPE: Readonly<Record<string, ZoneStream>> = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.assign(/* @__PURE__ */ Object.create(null) as Record<string, ZoneStream>, { heartrate: 'heartrate', power: 'watts', pace: 'velocity_smooth' }),
);

const ZONE_STREAMS: readonly ZoneStream[] = ['heartrate', 'watts', 'velocity_smooth'];

/**
 * `zones` and `options` read into edges, checked: at least one zone; every edge a finite
 * number; each zone's `max` at least its `min` (or open, for the top zone alone); the
 * zones lowest first, none overlapping the one before (its `min` at least that one's
 * `max`). Shared edges (heart rate: `{0, 111}, {111, 139}`), edges apart (power:
 * `{0, 105}, {106, 143}`) and the API's bucket of 0 W alone (`{0, 0}, {0, 50}`) are all
 * read as written.
 *
 * @throws TypeError when `zones` is none of the three forms, `options.stream` names no
 *   zone stream, or an `ActivityZone`'s type differs from `options.stream` (or names no
 *   stream, and no `stream` is given)
 * @throws RangeError naming the zone and edge that is out of order or no finite number
 */
export function checkZones(zones: ZoneInput, options: TimeInZonesOptions | undefined): CheckedZones {
  const given: unknown = zones;
  const asked: unknown = options?.stream;
  if (asked !== undefined && !ZONE_STREAMS.includes(asked as ZoneStream)) {
    throw new TypeError(`timeInZones: options.stream must be one of ${ZONE_STREAMS.join(', ')}, received ${describeReceived(asked)}`);
  }
  if (Array.isArray(given)) return fromEdges(given as readonly unknown[], (asked as ZoneStream | undefined) ?? 'heartrate');
  if (typeof given !== 'object' || given === null) throw notZones(given);
  const { distribution_buckets: buckets, type } = given as ZoneDistribution;
  if (buckets !== undefined) {
    if (!Array.isArray(buckets)) throw notZones(given);
    return fromRanges(buckets, 'distribution_buckets', streamOfType(type, asked as ZoneStream | undefined));
  }
  const ranges = (given as ZoneRanges).zones;
  if (!Array.isArray(ranges)) throw notZones(given);
  return fromRanges(ranges, 'zones', (asked as ZoneStream | undefined) ?? 'heartrate');
}

function notZones(given: unknown): TypeError {
  return new TypeError(
    `timeInZones expects an athlete's zones ({ zones: [{ min, max }, ...] }), an ActivityZone or an array of lower edges, received ${describeReceived(given)}`,
  );
}

/** The stream of an `ActivityZone` of `type`, checked against the one asked for. */
function streamOfType(type: unknown, asked: ZoneStream | undefined): ZoneStream {
  if (type === null || type === undefined) return asked ?? 'heartrate';
  const stream = typeof type === 'string' ? STREAM_BY_ZONE_TYPE[type] : undefined;
  if (stream === undefined) {
    if (asked !== undefined) return asked;
    throw new TypeError(`timeInZones: an ActivityZone of type ${describeReceived(type)} is of no stream (heartrate, power, pace): give options.stream`);
  }
  if (asked !== undefined && asked !== stream) {
    throw new TypeError(`timeInZones: an ActivityZone of type ${describeReceived(type)} is of ${stream}, not of the ${asked} asked for`);
  }
  return stream;
}

function fromEdges(edges: readonly unknown[], stream: ZoneStream): CheckedZones {
  if (edges.length === 0) throw new RangeError('timeInZones: no zone edges: give at least one lower edge');
  const mins = new Float64Array(edges.length);
  const maxes = new Float64Array(edges.length);
  for (let index = 0; index < edges.length; index++) {
    const edge = edges[index];
    if (typeof edge !== 'number' || !Number.isFinite(edge)) {
      throw new RangeError(`timeInZones: edges[${index}]: expected a finite number, received ${describeReceived(edge)}`);
    }
    if (index > 0 && !(edge > (mins[index - 1] ?? Number.NaN))) {
      throw new RangeError(`timeInZones: edges[${index}]: expected an edge above the one before (${String(mins[index - 1])}), received ${describeReceived(edge)}`);
    }
    mins[index] = edge;
    if (index > 0) maxes[index - 1] = edge;
  }
  maxes[edges.length - 1] = Number.POSITIVE_INFINITY;
  return { stream, mins, maxes };
}

function fromRanges(ranges: readonly unknown[], field: string, stream: ZoneStream): CheckedZones {
  if (ranges.length === 0) throw new RangeError(`timeInZones: ${field} is empty: give at least one zone`);
  const mins = new Float64Array(ranges.length);
  const maxes = new Float64Array(ranges.length);
  for (let index = 0; index < ranges.length; index++) {
    const where = `${field}[${index}]`;
    const range: unknown = ranges[index];
    if (typeof range !== 'object' || range === null) {
      throw new TypeError(`timeInZones: ${where}: expected a zone { min, max }, received ${describeReceived(range)}`);
    }
    const { min, max } = range as ZoneBounds;
    const top = index === ranges.length - 1;
    if (typeof min !== 'number' || !Number.isFinite(min)) {
      throw new RangeError(`timeInZones: ${where}.min: expected a finite number, received ${describeReceived(min)}`);
    }
    const open = max === -1 || max === null || max === undefined;
    if (open && !top) {
      throw new RangeError(`timeInZones: ${where}.max: only the top zone may be open (-1, null or absent), received ${describeReceived(max)}`);
    }
    if (!open && (typeof max !== 'number' || !Number.isFinite(max) || max < min)) {
      throw new RangeError(`timeInZones: ${where}.max: expected a finite number at least min (${String(min)})${top ? ', or -1 for the open top zone' : ''}, received ${describeReceived(max)}`);
    }
    const upper = open ? Number.POSITIVE_INFINITY : max;
    if (index > 0 && min < (maxes[index - 1] ?? Number.NaN)) {
      throw new RangeError(`timeInZones: ${where}.min: expected the zones lowest first, each from the max of the one before (${String(maxes[index - 1])}) on, received ${describeReceived(min)}`);
    }
    mins[index] = min;
    maxes[index] = upper;
  }
  return { stream, mins, maxes };
}

/**
 * The zone that `value` falls in: the first, lowest first, whose edges hold it (both edges
 * included, so that a value on an edge that two zones share, 111 between `{0, 111}` and
 * `{111, 139}`, falls in the lower zone, as the API counts it); -1 for a value in no zone
 * (below the lowest, above a closed top, or between zones whose edges lie apart). A binary
 * search: the zones do not overlap, so the first zone whose `max` reaches the value is the
 * only one that can hold it.
 */
export function zoneOf(zones: CheckedZones, value: number): number {
  const { mins, maxes } = zones;
  let low = 0;
  let high = maxes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((maxes[middle] ?? Number.NaN) >= value) high = middle;
    else low = middle + 1;
  }
  return low < mins.length && (mins[low] ?? Number.NaN) <= value ? low : -1;
}
