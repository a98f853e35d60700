import { isDateTime } from '../../parse/date-time.js';
import { describeKind, describeQuoted } from '../../parse/received-value.js';

/** Characters of a refused date-time a message quotes at most. */
const MAX_QUOTED_TIME = 40;

/**
 * A local-time option (`from`, `to` of the segment efforts) as the API's query takes it
 * (`start_date_local=2024-03-01T00:00:00Z`), or undefined when absent:
 * - a string must be an RFC 3339 date-time, offset included (the API writes local times
 *   with a `Z`), and is sent as given;
 * - a `Date` is sent as its UTC date and time (`toISOString()`, without `.000` when it has
 *   no milliseconds): `new Date('2024-03-01T00:00:00Z')` asks for that wall-clock time;
 * - an invalid `Date`, one outside the years 0 to 9999, or another string is a
 *   `RangeError`; anything else a `TypeError`. Messages name the function and the option.
 */
export function readLocalDateTime(value: unknown, where: string, key: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    if (isDateTime(value)) return value;
    throw new RangeError(`${where}: ${key} must be an RFC 3339 date-time such as 2024-03-01T00:00:00Z, received ${describeQuoted(value, MAX_QUOTED_TIME)}`);
  }
  if (!(value instanceof Date)) throw new TypeError(`${where}: ${key} must be a Date or a date-time string, received ${describeKind(value)}`);
  const time = value.getTime();
  if (Number.isNaN(time)) throw new RangeError(`${where}: ${key} is an invalid Date`);
  const text = value.toISOString();
  if (text.length !== 24) throw new RangeError(`${where}: ${key} must be within the years 0 to 9999, received ${text}`);
  return text.endsWith('.000Z') ? `${text.slice(0, 19)}Z` : text;
}
