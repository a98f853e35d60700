const ZERO = 48;
const DASH = 45;
const COLON = 58;
const DOT = 46;
const PLUS = 43;

/** The two-digit number at `at`, or -1 where either character is not a digit. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - ZERO;
  const ones = text.charCodeAt(at + 1) - ZERO;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Whether `text` is an RFC 3339 `date-time`: `YYYY-MM-DDTHH:MM:SS`, optional fractional
 * seconds, then `Z` or a `+hh:mm` / `-hh:mm` offset. The date must exist in the calendar
 * (no 30 February), the time must exist on a clock (no hour 24), and a leap second (`:60`)
 * is accepted only where it falls at 23:59:60 UTC, as RFC 3339 allows. `T` and `Z` may be
 * lower case (RFC 3339, section 5.6). Reads characters in place: no allocation.
 */
export function isDateTime(text: string): boolean {
  const length = text.length;
  if (length < 20) return false;
  const century = twoDigits(text, 0);
  const yearInCentury = twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const separator = text.charCodeAt(10) | 0x20;
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  if (
    century < 0 || yearInCentury < 0 || month < 1 || month > 12 || day < 1 ||
    text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH || separator !== 0x74 ||
    hour < 0 || hour > 23 || text.charCodeAt(13) !== COLON || minute < 0 || minute > 59 ||
    text.charCodeAt(16) !== COLON || second < 0 || second > 60
  ) {
    return false;
  }
  if (day > daysInMonth(century * 100 + yearInCentury, month)) return false;

  let at = 19;
  if (text.charCodeAt(at) === DOT) {
    at++;
    const firstDigit = at;
    while (at < length && text.charCodeAt(at) >= ZERO && text.charCodeAt(at) <= ZERO + 9) at++;
    if (at === firstDigit) return false;
  }

  const zone = text.charCodeAt(at);
  let offsetMinutes = 0;
  if ((zone | 0x20) === 0x7a) {
    if (at + 1 !== length) return false;
  } else if (zone === PLUS || zone === DASH) {
    if (at + 6 !== length || text.charCodeAt(at + 3) !== COLON) return false;
    const offsetHour = twoDigits(text, at + 1);
    const offsetMinute = twoDigits(text, at + 4);
    if (offsetHour < 0 || offsetHour > 23 || offsetMinute < 0 || offsetMinute > 59) return false;
    offsetMinutes = (offsetHour * 60 + offsetMinute) * (zone === PLUS ? 1 : -1);
  } else {
    return false;
  }

  if (second === 60) {
    const minuteOfDayUtc = (((hour * 60 + minute - offsetMinutes) % 1440) + 1440) % 1440;
    return minuteOfDayUtc === 23 * 60 + 59;
  }
  return true;
}
