import { issueMessage } from '../parse/issue.js';
import { describeReceived } from '../parse/received-value.js';

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
 * An athlete's zones of both kinds, as `GET /athlete/zones` gives them (the `Zones`
 * record): `timeInZones` counts its heart-rate zones, or its power zones with
 * `{ stream: 'watts' }`.
 */
export interface AthleteZones {
  /** The heart-rate zones. */
  readonly heart_rate?: ZoneRanges | null | undefined;
  /** The power zones; null for an athlete without any. */
  readonly power?: ZoneRanges | null | undefined;
}

/**
 * The zones `timeInZones` counts seconds in, in any of these forms:
 * - an athlete's zones of one kind (`{ zones: [{ min, max }, ...] }`: `zones.heart_rate` of
 *   `GET /athlete/zones`);
 * - an athlete's `Zones` of both kinds (`AthleteZones`): those of the stream counted;
 * - an `ActivityZone` (its `distribution_buckets`; its `type` picks the stream);
 * - the zones' lower edges, lowest first, as an app gives them (`[0, 120, 140, 160, 180]`):
 *   each zone runs from its edge to the next one, the last is open at the top, as the API
 *   writes zones.
 */
export type ZoneInput = ZoneRanges | ZoneDistribution | AthleteZones | readonly number[];

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
 * @throws TypeError when `zones` is none of the four forms (or `Zones` without zones of
 *   the stream), `options.stream` names no zone stream, or an `ActivityZone`'s type differs
 *   from `options.stream` (or names no stream, and no `stream` is given)
 * @throws RangeError naming the zone and edge that is out of order or no finite number
 */
export function checkZones(zones: ZoneInput, options: TimeInZonesOptions | undefined): CheckedZones {
  const given: unknown = zones;
  const asked = options?.stream;
  if (asked !== undefined && !ZONE_STREAMS.includes(asked)) throw refusal(TypeError, 'options.stream', ZONE_STREAMS.join(', '), asked);
  const stream = asked ?? 'heartrate';
  if (Array.isArray(given)) return fromEdges(given as readonly unknown[], stream);
  const { distribution_buckets: buckets, type, zones: own, heart_rate: heartRate, power } = (typeof given === 'object' && given !== null ? given : {}) as ZoneDistribution & ZoneRanges & AthleteZones;
  if (Array.isArray(buckets)) return fromRanges(buckets, 'distribution_buckets', streamOfType(type, asked));
  // Zones of one kind, else an athlete's `Zones`: its power zones for watts, its heart-rate
  // zones otherwise (it has no pace zones).
  const ranges = buckets === undefined && Array.isArray(own) ? own : ({ heartrate: heartRate, watts: power } as Partial<Record<ZoneStream, ZoneRanges | null>>)[stream]?.zones;
  if (Array.isArray(ranges)) return fromRanges(ranges, 'zones', stream);
  throw refusal(TypeError, 'zones', `{ zones: [{ min, max }, ...] }, Zones with ${stream} zones, an ActivityZone or an array of lower edges`, given);
}

/** The error for a value of `where` that is not what `expected` says, worded as an issue: `timeInZones: edges[2]: expected ..., received 110`. */
function refusal(kind: typeof TypeError | typeof RangeError, where: string, expected: string, received: unknown): Error {
  return new kind(`timeInZones: ${where}: ${issueMessage(expected, describeReceived(received))}`);
}

/** The stream of an `ActivityZone` of `type`, checked against the one asked for. */
function streamOfType(type: unknown, asked: ZoneStream | undefined): ZoneStream {
  const stream = typeof type === 'string' ? STREAM_BY_ZONE_TYPE[type] : undefined;
  if (type == null || (stream === undefined && asked !== undefined)) return asked ?? 'heartrate';
  if (stream === undefined || (asked !== undefined && asked !== stream)) {
    throw refusal(TypeError, 'type', asked === undefined ? 'heartrate, power or pace (or options.stream)' : `the type of ${asked} zones`, type);
  }
  return stream;
}

function fromEdges(edges: readonly unknown[], stream: ZoneStream): CheckedZones {
  if (edges.length === 0) throw refusal(RangeError, 'edges', 'at least one lower edge', edges);
  const mins = new Float64Array(edges.length);
  const maxes = new Float64Array(edges.length);
  for (let index = 0; index < edges.length; index++) {
    const edge = edges[index];
    const below = index === 0 ? -Infinity : (mins[index - 1] ?? NaN);
    if (typeof edge !== 'number' || !Number.isFinite(edge) || !(edge > below)) {
      throw refusal(RangeError, `edges[${index}]`, index === 0 ? 'a finite number' : `a finite number above ${String(below)}`, edge);
    }
    mins[index] = edge;
    if (index > 0) maxes[index - 1] = edge;
  }
  maxes[edges.length - 1] = Infinity;
  return { stream, mins, maxes };
}

function fromRanges(ranges: readonly unknown[], field: string, stream: ZoneStream): CheckedZones {
  if (ranges.length === 0) throw refusal(RangeError, field, 'at least one zone', ranges);
  const mins = new Float64Array(ranges.length);
  const maxes = new Float64Array(ranges.length);
  for (let index = 0; index < ranges.length; index++) {
    const where = `${field}[${index}]`;
    const range: unknown = ranges[index];
    if (typeof range !== 'object' || range === null) throw refusal(TypeError, where, 'a zone { min, max }', range);
    const { min, max } = range as ZoneBounds;
    const top = index === ranges.length - 1;
    // Lowest first, none overlapping the zone before: from its max on.
    const below = index === 0 ? -Infinity : (maxes[index - 1] ?? NaN);
    if (typeof min !== 'number' || !Number.isFinite(min) || min < below) {
      throw refusal(RangeError, `${where}.min`, index === 0 ? 'a finite number' : `a finite number from the max of the zone before (${String(below)}) on`, min);
    }
    const open = max === -1 || max == null;
    if (open ? !top : typeof max !== 'number' || !Number.isFinite(max) || max < min) {
      throw refusal(RangeError, `${where}.max`, `a finite number from min (${String(min)}) on${top ? ', or -1 for the open top zone' : ''}`, max);
    }
    mins[index] = min;
    maxes[index] = open ? Infinity : max;
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
    if ((maxes[middle] ?? NaN) >= value) high = middle;
    else low = middle + 1;
  }
  return low < mins.length && (mins[low] ?? NaN) <= value ? low : -1;
}
