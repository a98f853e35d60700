/** Which way a time with a fraction of a second is taken to a whole second. */
export type SecondRounding = 'down' | 'up';

/**
 * An `after` or `before` option as whole seconds since 1970-01-01T00:00:00Z, as the API's
 * query takes it, or undefined when absent:
 * - a number must already be whole epoch seconds (a safe integer, 0 or more): a fraction
 *   is a `RangeError` rather than a rounding nobody asked for (`Date.now() / 1000` is
 *   milliseconds divided, not seconds);
 * - a `Date` is taken to the second outward, `down` for `after` and `up` for `before`:
 *   activities start on whole seconds, so the window sent holds every activity of the
 *   window asked for, and none is lost to the rounding;
 * - NaN, an infinite number, an invalid `Date`, a time before 1970 or after the year 9999
 *   is a `RangeError` (epoch milliseconds, `Date.now()`, read as seconds would be tens of
 *   thousands of years ahead, and the list silently empty); anything else a `TypeError`.
 *   Messages name the function and the option.
 */
export function readEpochSeconds(value: unknown, where: string, key: string, rounding: SecondRounding): number | undefined {
  if (value === undefined) return undefined;
  let seconds: number;
  if (value instanceof Date) {
    const milliseconds = value.getTime();
    if (Number.isNaN(milliseconds)) throw new RangeError(`${where}: ${key} is an invalid Date`);
    seconds = rounding === 'down' ? Math.floor(milliseconds / 1000) : Math.ceil(milliseconds / 1000);
  } else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) {
      throw new RangeError(`${where}: ${key} must be whole epoch seconds, received ${value} ` +
        '(round it yourself, or pass a Date, which is taken to the second outward)');
    }
    seconds = value;
  } else {
    throw new TypeError(`${where}: ${key} must be epoch seconds (a number) or a Date, received ${value === null ? 'null' : typeof value}`);
  }
  if (seconds < 0) throw new RangeError(`${where}: ${key} must not be before 1970-01-01T00:00:00Z, received ${seconds} epoch seconds`);
  if (seconds > LAST_SECOND) {
    throw new RangeError(`${where}: ${key} must not be after 9999-12-31T23:59:59Z, received ${seconds} epoch seconds ` +
      '(epoch milliseconds, as Date.now() gives? divide by 1000, or pass a Date)');
  }
  return seconds;
}

/** 9999-12-31T23:59:59Z in epoch seconds: the last second an ISO 8601 date of four digits can write. */
const LAST_SECOND = 253_402_300_799;
