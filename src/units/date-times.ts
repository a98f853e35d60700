import { isDateTime } from '../parse/date-time.js';
import { describeReceived } from '../parse/received-value.js';

/**
 * A wall-clock reading: the date and time as a clock on the wall showed them, with no time
 * zone, so no instant. What `start_date_local` means.
 */
export interface WallClock {
  /** The year as written: 0 to 9999. */
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  /** 1 to 31. */
  readonly day: number;
  /** 0 to 23. */
  readonly hour: number;
  /** 0 to 59. */
  readonly minute: number;
  /** 0 to 60 (60 only in a leap second), with any fraction the text gave (`37.5`). */
  readonly second: number;
}

/**
 * `text`, checked: anything a JavaScript caller passes (undefined, a number) is refused as
 * a string that is no date-time is; the refusal quotes it as an issue does, so a long text
 * makes no long message.
 */
function checked(text: unknown): string {
  if (typeof text !== 'string' || !isDateTime(text)) throw new RangeError(`Not an RFC 3339 date-time: ${describeReceived(text)}`);
  return text;
}

/**
 * The instant a date-time string such as `start_date` names, as a `Date`. Null in, null
 * out. Do not use it on `start_date_local`: see `toWallClock`. A leap second (`:60`)
 * becomes the first instant of the next minute, since a `Date` cannot hold it.
 *
 * @throws RangeError for a string that is not an RFC 3339 date-time.
 */
export function toInstant(dateTime: string | null): Date | null {
  if (dateTime === null) return null;
  // Date reads only an upper-case T and Z; RFC 3339 allows lower case too.
  const text = checked(dateTime).toUpperCase();
  const leap = text.slice(17, 19) === '60';
  const date = new Date(leap ? `${text.slice(0, 17)}59${text.slice(19)}` : text);
  return leap ? new Date(Math.floor(date.getTime() / 1000) * 1000 + 1000) : date;
}

/**
 * The wall-clock parts of a local date-time such as `start_date_local`. The API writes a
 * `Z` on local times although they are not UTC, so the offset is ignored and no instant
 * is made: `2018-02-08T06:13:37Z` is 6:13:37 on the athlete's clock, wherever that was.
 * Null in, null out.
 *
 * @throws RangeError for a string that is not an RFC 3339 date-time.
 */
export function toWallClock(dateTime: string | null): WallClock | null {
  return dateTime === null ? null : wallClockOf(dateTime);
}

/**
 * The wall-clock parts of a date-time, its offset ignored (`toWallClock` for a string).
 *
 * @throws RangeError for a string that is not an RFC 3339 date-time.
 */
export function wallClockOf(dateTime: string): WallClock {
  const text = checked(dateTime);
  const fraction = /^\.\d+/.exec(text.slice(19))?.[0] ?? '';
  return {
    year: Number(text.slice(0, 4)),
    month: Number(text.slice(5, 7)),
    day: Number(text.slice(8, 10)),
    hour: Number(text.slice(11, 13)),
    minute: Number(text.slice(14, 16)),
    second: Number(text.slice(17, 19) + fraction),
  };
}
