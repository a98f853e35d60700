import { describeReceived } from '../parse/received-value.js';
import type { LatLng } from '../parse/lat-lng.js';

/**
 * The format's numbers. A `const enum`, which the build writes out as literals: a bundle
 * turns a module's `const`s into `var`s, which V8 reads again at every digit (the decode
 * measured 1.1x its time so).
 */
const enum Format {
  /** The format's digits are the characters `?` (63) to `~` (126), five bits each. */
  FirstDigit = 63,
  LastDigit = 126,
  /** Set on a digit that another digit of the same value follows. */
  Continues = 0x20,
  /**
   * Digits one value may take: a step of 360 degrees in units of 1e-5 needs 27 bits once
   * its sign is folded in, so six digits; a seventh can only be a corrupt text, and would
   * also overflow the 32-bit arithmetic of the decoder.
   */
  MaxDigits = 6,
  /** Units per degree at precision 5. */
  PerDegree = 1e5,
}

/**
 * Why the value at `start` cannot be read, found again from its start with one check at a
 * time, in the order the checks are documented for each digit: the end of the text, a
 * character that is no digit, a seventh digit. `decodePolyline`'s loop tests all three at
 * once and calls this only when one fails.
 */
function valueFault(text: string, start: number): RangeError {
  for (let at = start; ; at++) {
    if (at >= text.length) {
      return new RangeError(`decodePolyline: the text ends at offset ${at} inside the value that starts at offset ${start}`);
    }
    const digit = text.charCodeAt(at) - Format.FirstDigit;
    if (digit < 0 || digit > Format.LastDigit - Format.FirstDigit) {
      return new RangeError(`decodePolyline: ${describeReceived(text[at])} at offset ${at} is not a character of the encoded polyline format`);
    }
    if (at === start + Format.MaxDigits) {
      return new RangeError(`decodePolyline: the value at offset ${start} has more than ${Format.MaxDigits} characters`);
    }
  }
}

/**
 * Decodes an encoded polyline (the format of `PolylineMap.polyline` and `summary_polyline`,
 * precision 5) into positions, `[latitude, longitude]` in degrees, in time linear in the
 * text's length; the empty text gives `[]`. Each call gives a new array, which is frozen;
 * its positions are plain two-item arrays, typed `LatLng` (a readonly tuple), not frozen:
 * freezing each took the decode to 2.5x to 2.7x `@mapbox/polyline`'s time, where without
 * it takes 1.0x to 1.1x (`bench/README.md`, "decodePolyline: positions not frozen").
 *
 * @throws TypeError when `text` is not a string.
 * @throws RangeError naming the offset where the text leaves the format: a character that
 *   is not one of its digits (`?` to `~`), a value of more than six characters, a text
 *   that ends inside a value or after a latitude, or a position outside the globe
 *   (latitude beyond ±90, longitude beyond ±180).
 * @example
 * ```ts
 * decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@'); // [[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]]
 * ```
 */
export function decodePolyline(text: string): readonly LatLng[] {
  if (typeof text !== 'string') throw new TypeError(`decodePolyline expects a string, received ${typeof text}`);
  const length = text.length;
  const positions: LatLng[] = [];
  let latitude = 0;
  let longitude = 0;
  let at = 0;
  // A value's digits come least significant first, each a character's code minus 63, whose
  // low five bits are data and whose sixth says another digit follows; the value's lowest
  // bit is its sign (set: negative, the rest inverted). Latitudes and longitudes add up as
  // integers in units of 1e-5, each divided once into the nearest double of its degrees.
  // The two values of a position are read by the same loop written twice: a function for
  // it would have to hand back where it stopped, which measured 1.1x the time.
  while (at < length) {
    const start = at;
    let value = 0;
    let shift = 0;
    let digit: number;
    do {
      // NaN past the end of the text, which fails the check as a character that is no digit does.
      digit = text.charCodeAt(at) - Format.FirstDigit;
      if (!(digit >= 0 && digit <= Format.LastDigit - Format.FirstDigit) || shift === Format.MaxDigits * 5) throw valueFault(text, start);
      value |= (digit & 0x1f) << shift;
      shift += 5;
      at++;
    } while ((digit & Format.Continues) !== 0);
    latitude += (value & 1) === 0 ? value >> 1 : ~(value >> 1);
    if (at === length) {
      throw new RangeError(`decodePolyline: the text ends at offset ${at} after a latitude, without its longitude`);
    }
    const longitudeStart = at;
    value = 0;
    shift = 0;
    do {
      digit = text.charCodeAt(at) - Format.FirstDigit;
      if (!(digit >= 0 && digit <= Format.LastDigit - Format.FirstDigit) || shift === Format.MaxDigits * 5) throw valueFault(text, longitudeStart);
      value |= (digit & 0x1f) << shift;
      shift += 5;
      at++;
    } while ((digit & Format.Continues) !== 0);
    longitude += (value & 1) === 0 ? value >> 1 : ~(value >> 1);
    if (Math.abs(latitude) > 90 * Format.PerDegree || Math.abs(longitude) > 180 * Format.PerDegree) {
      throw new RangeError(`decodePolyline: the position at offset ${start} is off the globe ` +
        `(${latitude / Format.PerDegree}, ${longitude / Format.PerDegree})`);
    }
    positions.push([latitude / Format.PerDegree, longitude / Format.PerDegree]);
  }
  return Object.freeze(positions);
}
