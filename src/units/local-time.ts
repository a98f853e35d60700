import { wallClockOf, type WallClock } from './date-times.js';

/**
 * What the local-time helpers read of a record: when it started, as an instant and on the
 * wall clock. Absent (an object of JavaScript without them, a `Split`) is read as null.
 */
export interface StartDates {
  /** The start as an instant: an RFC 3339 date-time with its offset (the API writes UTC). */
  readonly start_date: string | null;
  /** The start on the local wall clock, with a `Z` that does not mean UTC. */
  readonly start_date_local: string | null;
}

const SECONDS_PER_MINUTE = 60;
/**
 * RFC 3339 offsets run to 23:59, 86,340 seconds. A literal, not `24 * 60 * 60 - 60`: a
 * bundler keeps a module constant it computes (it does not tell that arithmetic is pure),
 * so every bundle of the main entry, a `Lap` alone too, carried it.
 */
const MAX_OFFSET_SECONDS = 86_340;

/** A wall-clock reading as seconds since 1970-01-01T00:00:00 on the same clock (its fraction kept as written). */
function wallSeconds(wall: WallClock): number {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, 0, 0);
  return date.getTime() / 1000 + wall.second;
}

/** The offset an RFC 3339 date-time is written in, in seconds (`Z`: 0); the text is already checked. */
function writtenOffsetSeconds(dateTime: string): number {
  const zone = dateTime.slice(19).replace(/^\.\d+/, '');
  if (zone === 'Z' || zone === 'z') return 0;
  const minutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6));
  return (zone.startsWith('-') ? -minutes : minutes) * SECONDS_PER_MINUTE;
}

/**
 * The offset from UTC of the local time at a record's start, in seconds (`-25200` for
 * UTC-7): `start_date_local` read as a wall clock, minus `start_date`. Exact for any
 * record with both (laps, efforts, activities), half-hour and 45-minute zones and daylight
 * saving time included, and equal to an activity's `utc_offset`. Unlike the bracket of
 * `timezone`, which is the zone's standard offset, it is the offset in force at the start.
 *
 * @returns null when either date is null or absent.
 * @throws RangeError when a date is not an RFC 3339 date-time.
 * @example
 * ```ts
 * utcOffsetSeconds({ start_date: '2018-02-16T13:52:54Z', start_date_local: '2018-02-16T06:52:54Z' }); // -25200
 * ```
 */
export function utcOffsetSeconds(record: StartDates): number | null {
  // `?? null`: a JavaScript caller's object may lack them (undefined), and that is no date either.
  const startDate = record.start_date ?? null;
  const startDateLocal = record.start_date_local ?? null;
  if (startDate === null || startDateLocal === null) return null;
  // Both as wall clocks, so that equal fractions of a second cancel exactly; + 0 turns -0 into 0.
  return wallSeconds(wallClockOf(startDateLocal)) - wallSeconds(wallClockOf(startDate)) + writtenOffsetSeconds(startDate) + 0;
}

/**
 * A record's start as an RFC 3339 date-time in its local time, with the offset in force
 * (`'2018-02-16T06:52:54-07:00'`): `start_date_local`'s wall clock with
 * `utcOffsetSeconds(record)` written as `+hh:mm` or `-hh:mm` (`+00:00` for UTC itself). It
 * names the same instant as `start_date`, and reads as the athlete's clock did.
 *
 * @returns null when either date is null or absent.
 * @throws RangeError when a date is not an RFC 3339 date-time, or when the two dates are
 *   not a whole number of minutes apart or a day or more apart (no UTC offset is so).
 * @example
 * ```ts
 * zonedStartDate({ start_date: '2018-02-16T13:52:54Z', start_date_local: '2018-02-16T06:52:54Z' }); // '2018-02-16T06:52:54-07:00'
 * ```
 */
export function zonedStartDate(record: StartDates): string | null {
  const offset = utcOffsetSeconds(record);
  const local = record.start_date_local ?? null;
  if (offset === null || local === null) return null;
  const written = formatUtcOffset(offset);
  if (written === null) {
    throw new RangeError(`zonedStartDate: start_date_local and start_date are ${offset} seconds apart, which is no UTC offset`);
  }
  const fraction = /^\.\d+/.exec(local.slice(19))?.[0] ?? '';
  return `${local.slice(0, 19)}${fraction}${written}`;
}

/**
 * An offset from UTC in seconds as RFC 3339 writes it: `-07:00`, `+05:45` (`+00:00` for
 * UTC itself); null for a value that is no UTC offset (not whole minutes, or beyond 23:59).
 */
export function formatUtcOffset(seconds: number): string | null {
  if (seconds % SECONDS_PER_MINUTE !== 0 || Math.abs(seconds) > MAX_OFFSET_SECONDS) return null;
  const minutes = Math.abs(seconds) / SECONDS_PER_MINUTE;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${seconds < 0 ? '-' : '+'}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/**
 * An IANA zone name: components of ASCII letters, digits, `.`, `_`, `+` and `-` (the tz
 * database's rules, its legacy `Etc/GMT+5` and `EST5EDT` included), none empty, none
 * starting with `.` or `-`, joined by `/`. Anything else (a control character, `..`) is no
 * zone a time-zone API knows.
 */
const BARE_ZONE = /^[A-Za-z0-9_+][A-Za-z0-9._+-]*(?:\/[A-Za-z0-9_+][A-Za-z0-9._+-]*)*$/;
/**
 * `"(GMT-08:00) America/Los_Angeles"`: the bracket, then the name as `BARE_ZONE` has it.
 * Each a literal, not built from a shared part (`String.raw`, a template): a bundler keeps
 * what it cannot tell is pure, and so both patterns in every bundle of the main entry.
 */
const LABELLED_ZONE = /^\(GMT[+-]\d\d:\d\d\) +([A-Za-z0-9_+][A-Za-z0-9._+-]*(?:\/[A-Za-z0-9_+][A-Za-z0-9._+-]*)*)$/;

/**
 * The IANA time zone name in an activity's `timezone` label (`'America/Los_Angeles'` from
 * `"(GMT-08:00) America/Los_Angeles"`), for `Intl.DateTimeFormat`'s `timeZone`. The
 * label's bracket is the zone's standard offset, wrong by an hour for much of the year:
 * it is never read; `utcOffsetSeconds` gives the offset at the start.
 *
 * @returns null when `timezone` is null or absent (a record of a kind without it, such
 *   as a `Lap`), or holds no name (a label in another form, or a name of characters no
 *   IANA zone name has).
 * @example
 * ```ts
 * timeZoneName({ timezone: '(GMT-08:00) America/Los_Angeles' }); // 'America/Los_Angeles'
 * ```
 */
export function timeZoneName(activity: { readonly timezone: string | null }): string | null {
  const timezone = activity.timezone ?? null;
  if (timezone === null) return null;
  const labelled = LABELLED_ZONE.exec(timezone)?.[1];
  if (labelled !== undefined) return labelled;
  return BARE_ZONE.test(timezone) ? timezone : null;
}
