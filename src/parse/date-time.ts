/**
 * The shape of an RFC 3339 `date-time`: `YYYY-MM-DDTHH:MM:SS`, optional fractional
 * seconds, then `Z` or a `+hh:mm` / `-hh:mm` offset, with every number in its range
 * except the day against its month. `T` and `Z` may be lower case (RFC 3339, 5.6).
 */
const DATE_TIME =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[Tt](?:[01]\d|2[0-3]):[0-5]\d:(?:[0-5]\d|60)(?:\.\d+)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) value = value * 10 + text.charCodeAt(i) - 0x30;
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Whether `text` is an RFC 3339 `date-time`. The date must exist in the calendar (no
 * 30 February), the time on a clock (no hour 24), and a leap second (`:60`) is accepted
 * only where it falls at 23:59:60 UTC, as RFC 3339 allows.
 */
export function isDateTime(text: string): boolean {
  if (!DATE_TIME.test(text)) return false;
  const day = digitsAt(text, 8, 2);
  if (day > 28 && day > daysInMonth(digitsAt(text, 0, 4), digitsAt(text, 5, 2))) return false;
  return digitsAt(text, 17, 2) !== 60 || isLeapSecondUtc(text);
}

/** Whether the time of a `:60` date-time is 23:59 in UTC. */
function isLeapSecondUtc(text: string): boolean {
  const zone = text.length - 6;
  const sign = text.charCodeAt(zone);
  const offset = sign === 0x2b || sign === 0x2d ? (digitsAt(text, zone + 1, 2) * 60 + digitsAt(text, zone + 4, 2)) * (sign === 0x2b ? 1 : -1) : 0;
  const minuteOfDayUtc = (((digitsAt(text, 11, 2) * 60 + digitsAt(text, 14, 2) - offset) % 1440) + 1440) % 1440;
  return minuteOfDayUtc === 23 * 60 + 59;
}
