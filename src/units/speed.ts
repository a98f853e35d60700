import { METERS_PER_MILE } from './distance.js';

/** Meters per second to kilometers per hour. Null in, null out. */
export function metersPerSecondToKilometersPerHour(speed: number | null): number | null {
  return speed === null ? null : speed * 3.6;
}

/** Meters per second to miles per hour. Null in, null out. */
export function metersPerSecondToMilesPerHour(speed: number | null): number | null {
  return speed === null ? null : (speed * 3600) / METERS_PER_MILE;
}

/**
 * Pace, in seconds per kilometer, of a speed in meters per second. Null in, null out;
 * null too for a speed of zero or less, which has no pace.
 *
 * @example
 * ```ts
 * formatDuration(paceSecondsPerKilometer(lap.average_speed)); // '3:30' for 4.76 m/s
 * ```
 */
export function paceSecondsPerKilometer(speed: number | null): number | null {
  return speed === null || !(speed > 0) ? null : 1000 / speed;
}

/** Pace, in seconds per mile, of a speed in meters per second; null for null, zero or less. */
export function paceSecondsPerMile(speed: number | null): number | null {
  return speed === null || !(speed > 0) ? null : METERS_PER_MILE / speed;
}
