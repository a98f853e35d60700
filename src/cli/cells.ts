import { formatDuration, toInstant, toWallClock, type LatLng, type SummaryAthlete } from '../index.js';
import { formatUtcOffset } from '../units/local-time.js';
import type { UnitSystem } from './unit-systems.js';
import type { Motion } from './view-options.js';

/** What a cell shows for a figure the body does not have. */
export const MISSING = '-';

/**
 * Largest magnitude shown in fixed notation: past it a double holds no hundredths, and
 * `toFixed` writes ever more digits (then, from 1e21, `1e+21` with none).
 */
const FIXED_BELOW = 1e15;

/**
 * A figure with `digits` decimals (`12.3`), in exponential notation from 1e15 on
 * (`1.00e+305`), or `-`. A conversion can take a finite figure past the largest double
 * (1e308 m/s in km/h): such a figure is shown as beyond it, `>1.8e+308`, never `Infinity`.
 */
export function figure(value: number | null, digits: number): string {
  if (value === null) return MISSING;
  if (Math.abs(value) < FIXED_BELOW) return value.toFixed(digits);
  if (Number.isFinite(value)) return value.toExponential(2);
  return value > 0 ? `>${Number.MAX_VALUE.toExponential(1)}` : `<-${Number.MAX_VALUE.toExponential(1)}`;
}

/** Seconds as `h:mm:ss` or `m:ss`; from 1e15 seconds on as a figure in seconds (`1.00e+300 s`); or `-`. */
export function duration(seconds: number | null): string {
  if (seconds !== null && !(Math.abs(seconds) < FIXED_BELOW)) return `${figure(seconds, 0)} s`;
  return formatDuration(seconds) ?? MISSING;
}

/** An integer or id as digits (exact for a bigint id), or `-`. */
export function whole(value: number | bigint | null): string {
  return value === null ? MISSING : String(value);
}

/** A yes/no flag, or `-`. */
export function flag(value: boolean | null): string {
  return value === null ? MISSING : value ? 'yes' : 'no';
}

/** A part of a date-time in two digits at least; a second keeps its fraction (`05.5`). */
const two = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * A local date-time (`start_date_local`) as the wall-clock time it is, `2018-02-16 06:52:54`:
 * the API's `Z` on it does not mean UTC, so it is never shown.
 */
export function wallClockTime(dateTimeLocal: string | null): string {
  const clock = toWallClock(dateTimeLocal);
  if (clock === null) return MISSING;
  return `${String(clock.year).padStart(4, '0')}-${two(clock.month)}-${two(clock.day)} ${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}`;
}

/** A count with its noun, singular for one: `1 lap`, `2 laps`, `1,547 issues`. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : plural}`;
}

/** An instant (`created_at`) in UTC, `2018-02-08 19:25:39 UTC`, whatever offset it was written with. */
export function utcTime(dateTime: string | null): string {
  const instant = toInstant(dateTime);
  return instant === null ? MISSING : `${instant.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The last instant a `Date` holds in a year of four digits, as `utcTime` writes it: 9999-12-31 23:59:59.999 UTC. */
const LAST_FOUR_DIGIT_MS = 253_402_300_799_999;

/**
 * An instant given in seconds since the epoch (`event_time`, a route's `timestamp`) in UTC,
 * `2018-02-08 19:25:39 UTC`; outside the years 1970 to 9999, which no body of the API
 * holds, the seconds as given (`-5 s since 1970`); or `-`.
 */
export function epochUtcTime(seconds: number | null): string {
  if (seconds === null) return MISSING;
  const milliseconds = seconds * 1000;
  if (!(milliseconds >= 0 && milliseconds <= LAST_FOUR_DIGIT_MS)) return `${figure(seconds, 0)} s since 1970`;
  return `${new Date(milliseconds).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A position as latitude and longitude in degrees, five decimals (about a meter): `40.06712, -105.37769`; or `-`. */
export function position(latLng: LatLng | null): string {
  return latLng === null ? MISSING : `${latLng[0].toFixed(5)}, ${latLng[1].toFixed(5)}`;
}

/** Parts that are there, joined: `Ann Smith`, `Paris, France`; `-` when none is. */
export function joined(parts: readonly (string | null)[], separator: string): string {
  const text = parts.filter((part) => part !== null && part !== '').join(separator);
  return text === '' ? MISSING : text;
}

/** An athlete's first and last name as lists give them, or `-`. */
export function athleteName(athlete: SummaryAthlete | null): string {
  return joined([athlete?.firstname ?? null, athlete?.lastname ?? null], ' ');
}

/** A figure with its unit, for a column whose unit differs from row to row (`42.27 km`, `1874.5 m`); `-` alone when missing. */
export function withUnit(text: string, unit: string): string {
  return text === MISSING ? MISSING : `${text} ${unit}`;
}

/** The unit of a speed shown as `motion` in `units`: `/km` (time per kilometer) or `km/h`. */
export function motionUnit(units: UnitSystem, motion: Motion): string {
  return motion === 'pace' ? units.paceUnit : units.speedUnit;
}

/** A speed in meters per second shown as `motion` in `units`: a pace (`5:16`, per `motionUnit`) or a speed (`27.3`), or `-`. */
export function motionFigure(metersPerSecond: number | null, units: UnitSystem, motion: Motion): string {
  return motion === 'pace' ? duration(units.pace(metersPerSecond)) : figure(units.speed(metersPerSecond), 1);
}

/**
 * An offset from UTC in seconds as `UTC-05:00` (`UTC+00:00` for UTC itself), or `-` for
 * null and for a value that is no UTC offset (not whole minutes, a day or more).
 */
export function utcOffset(seconds: number | null): string {
  const written = seconds === null ? null : formatUtcOffset(seconds);
  return written === null ? MISSING : `UTC${written}`;
}
