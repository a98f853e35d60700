import { describeReceived } from '../parse/received-value.js';
import type { LatLng } from '../parse/lat-lng.js';

/** The encoded polyline format's digits: characters `?` (63) to `~` (126), five bits each. */
const FIRST_DIGIT = 63;
const LAST_DIGIT = 126;
/** Set on a digit that another digit of the same value follows. */
const CONTINUES = 0x20;
/**
 * Digits one value may take: a step of 360 degrees in units of 1e-5 needs 27 bits once its
 * sign is folded in, so six digits; a seventh can only be a corrupt text, and would also
 * overflow the 32-bit arithmetic below.
 */
const MAX_DIGITS = 6;
/** Units per degree at precision 5. */
const PER_DEGREE = 1e5;

/** Where the last `readValue` ended: the offset after its last digit. */
let end = 0;

/**
 * Reads one value at `start`: its digits, least significant first, each the character's
 * code minus 63, whose low five bits are data and whose sixth says another digit follows;
 * the result's lowest bit is the sign (set: negative, the rest inverted).
 *
 * @throws RangeError naming the offset of a character that is no digit, of a value with
 *   too many digits, or of the end of a text that stops inside a value.
 */
function readValue(text: string, start: number): number {
  let value = 0;
  let at = start;
  for (let shift = 0; ; shift += 5) {
    if (at >= text.length) {
      throw new RangeError(`decodePolyline: the text ends at offset ${at} inside the value that starts at offset ${start}`);
    }
    const code = text.charCodeAt(at);
    if (code < FIRST_DIGIT || code > LAST_DIGIT) {
      throw new RangeError(`decodePolyline: ${describeReceived(text[at])} at offset ${at} is not a character of the encoded polyline format`);
    }
    if (shift === MAX_DIGITS * 5) {
      throw new RangeError(`decodePolyline: the value at offset ${start} has more than ${MAX_DIGITS} characters`);
    }
    const digit = code - FIRST_DIGIT;
    value |= (digit & 0x1f) << shift;
    at++;
    if ((digit & CONTINUES) === 0) break;
  }
  end = at;
  return (value & 1) === 0 ? value >> 1 : ~(value >> 1);
}

/**
 * Decodes an encoded polyline (the format of `PolylineMap.polyline` and `summary_polyline`,
 * precision 5) into positions, `[latitude, longitude]` in degrees, in time linear in the
 * text's length. The array and each position are frozen; the empty text gives `[]`.
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
  const positions: LatLng[] = [];
  let latitude = 0;
  let longitude = 0;
  let at = 0;
  while (at < text.length) {
    const start = at;
    latitude += readValue(text, start);
    if (end >= text.length) {
      throw new RangeError(`decodePolyline: the text ends at offset ${end} after a latitude, without its longitude`);
    }
    longitude += readValue(text, end);
    at = end;
    if (Math.abs(latitude) > 90 * PER_DEGREE || Math.abs(longitude) > 180 * PER_DEGREE) {
      throw new RangeError(`decodePolyline: the position at offset ${start} is off the globe ` +
        `(${latitude / PER_DEGREE}, ${longitude / PER_DEGREE})`);
    }
    // Integers in units of 1e-5 add up exactly; dividing once gives the nearest double to each position.
    positions.push(Object.freeze([latitude / PER_DEGREE, longitude / PER_DEGREE] as const));
  }
  return Object.freeze(positions);
}
