import type { IssueReporter } from './issue.js';
import { ownValue } from './own-properties.js';

/** A position: latitude then longitude, in degrees. */
export type LatLng = readonly [latitude: number, longitude: number];

/** What a position field expects, as issues say it. */
export const LAT_LNG = '[latitude, longitude] or []';
/** What a position's latitude must be, as issues say it (of a position field and of a `latlng` sample). */
export const LATITUDE = 'latitude in [-90, 90]';
/** What a position's longitude must be, as issues say it. */
export const LONGITUDE = 'longitude in [-180, 180]';

/**
 * Reads a position: an array of two finite numbers, latitude in [-90, 90] and longitude
 * in [-180, 180]. The empty array is the API's way of saying "no position" and reads as
 * null. The result is a frozen copy; a bad coordinate is reported at its own index.
 */
export function readLatLng(value: unknown, key: string, issues: IssueReporter): LatLng | null {
  if (!Array.isArray(value)) {
    issues.report([key], LAT_LNG, value);
    return null;
  }
  const length = value.length;
  if (length === 0) return null;
  if (length !== 2) {
    issues.report([key], LAT_LNG, value, `${length} items`);
    return null;
  }
  const latitude = ownValue(value, 0);
  const longitude = ownValue(value, 1);
  const latitudeValid = isWithin(latitude, 90);
  const longitudeValid = isWithin(longitude, 180);
  if (!latitudeValid) issues.report([key, 0], LATITUDE, latitude);
  if (!longitudeValid) issues.report([key, 1], LONGITUDE, longitude);
  return latitudeValid && longitudeValid ? Object.freeze([latitude, longitude] as const) : null;
}

/**
 * Whether `value` is a number in [-limit, limit] (NaN fails both comparisons): a latitude
 * for 90, a longitude for 180.
 */
export function isWithin(value: unknown, limit: number): value is number {
  return typeof value === 'number' && value >= -limit && value <= limit;
}
