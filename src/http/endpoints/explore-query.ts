import { describeKind, describeNumberOrKind, describeQuoted } from '../../parse/received-value.js';
import type { OptionReader } from '../shared/option-reader.js';
import type { ExploreSegmentsOptions } from './http-client.js';

/** The corners' parts, in the order `bounds` and the query hold them, with how far each may go. */
const CORNER_PARTS = [['south', 90], ['west', 180], ['north', 90], ['east', 180]] as const;
/** The sports the explore endpoint takes. */
const ACTIVITY_TYPES: readonly string[] = ['running', 'riding'];
/** The highest climb category: hors catégorie. */
const MAX_CATEGORY = 5;

/**
 * The query of `GET /segments/explore` from the options of `exploreSegments`, every option
 * checked before any request:
 * - `bounds` is four finite numbers, `[south, west, north, east]`: latitudes within ±90 with
 *   `south` at most `north`, longitudes within ±180 (`west` past `east` crosses the
 *   antimeridian, which the API's query can say). Each is read once, and what is sent is
 *   what was checked, written as a plain decimal (never `1e-7`);
 * - `activityType` is `running` or `riding`; `minCategory` and `maxCategory` are integers
 *   from 0 to 5, the first at most the second.
 *
 * @throws TypeError when `bounds` is not an array of four numbers or `activityType` not one
 *   of the two; RangeError for a number out of its range or corners in the wrong order.
 */
export function exploreQuery(reader: OptionReader<ExploreSegmentsOptions>, where: string): Record<string, string> {
  const query: Record<string, string> = { bounds: readBounds(reader.get('bounds'), where).map(decimalText).join(',') };
  const activityType: unknown = reader.get('activityType');
  if (activityType !== undefined) {
    if (typeof activityType !== 'string' || !ACTIVITY_TYPES.includes(activityType)) {
      throw new TypeError(`${where}: activityType must be 'running' or 'riding', received ${describeQuoted(activityType, 40)}`);
    }
    query.activity_type = activityType;
  }
  const min = reader.integer('minCategory', -1, 0, MAX_CATEGORY);
  const max = reader.integer('maxCategory', MAX_CATEGORY + 1, 0, MAX_CATEGORY);
  if (min > max) throw new RangeError(`${where}: minCategory (${min}) must not be above maxCategory (${max})`);
  if (min >= 0) query.min_cat = String(min);
  if (max <= MAX_CATEGORY) query.max_cat = String(max);
  return query;
}

/** The four corners' parts of `bounds`, each read once and checked. */
function readBounds(bounds: unknown, where: string): number[] {
  if (!Array.isArray(bounds) || (bounds as unknown[]).length !== 4) {
    throw new TypeError(`${where}: bounds must be [south, west, north, east], four numbers in degrees, received ${describeKind(bounds)}${Array.isArray(bounds) ? ` of ${(bounds as unknown[]).length}` : ''}`);
  }
  const parts = CORNER_PARTS.map(([name, limit], index) => {
    const value: unknown = (bounds as unknown[])[index];
    if (typeof value !== 'number') throw new TypeError(`${where}: bounds[${index}] (${name}) must be a number, received ${describeKind(value)}`);
    if (!(Math.abs(value) <= limit)) {
      throw new RangeError(`${where}: bounds[${index}] (${name}) must be a number of degrees from -${limit} to ${limit}, received ${describeNumberOrKind(value)}`);
    }
    return value;
  });
  const [south = 0, , north = 0] = parts;
  if (south > north) throw new RangeError(`${where}: bounds: south (${south}) must not be north of north (${north})`);
  return parts;
}

/**
 * A number of degrees as a plain decimal: as `String` writes it, but for a magnitude
 * below 1e-6, which `String` writes with an exponent (`1e-7`) that a query reader may not
 * take; that one's digits are the same, shifted behind the point (`0.0000001`, and
 * `5e-324` in full), so that what is sent reads back as the number checked, never rounded.
 */
function decimalText(value: number): string {
  const text = String(value);
  const exponent = text.indexOf('e');
  if (exponent === -1) return text;
  // Within ±180, only a magnitude below 1e-6 has an exponent, a negative one: `-1.5e-7`.
  const sign = value < 0 ? '-' : '';
  const digits = text.slice(sign.length, exponent).replace('.', '');
  return `${sign}0.${'0'.repeat(-Number(text.slice(exponent + 1)) - 1)}${digits}`;
}
