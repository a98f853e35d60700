import * as mapboxPolyline from '@mapbox/polyline';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DetailedActivity, decodePolyline, type LatLng } from '../../src/index.js';
import { describeReceived } from '../../src/parse/received-value.js';
import { TEST_RIDE, testData } from '../helpers/fixtures.js';
import { encodePolyline } from '../helpers/polyline.js';
import { itShared, realBody } from '../helpers/shared-fixtures.js';

const position = fc.tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }));

describe('decodePolyline', () => {
  it('decodes the format\'s own example, and the empty text to no position', () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]]);
    expect(decodePolyline('')).toEqual([]);
  });

  it('gives a frozen array of positions, each a two-item array of latitude and longitude', () => {
    const positions = decodePolyline('_p~iF~ps|U_ulLnnqC');
    expect(Object.isFrozen(positions)).toBe(true);
    expect(() => (positions as LatLng[]).push([0, 0])).toThrow(TypeError);
    for (const position of positions) {
      expect(Array.isArray(position)).toBe(true);
      expect(Object.keys(position)).toEqual(['0', '1']);
    }
    expect(positions).toEqual([[38.5, -120.2], [40.7, -120.95]]);
  });

  it('gives each call positions of its own, which no other call shares', () => {
    const first = decodePolyline('_p~iF~ps|U');
    const second = decodePolyline('_p~iF~ps|U');
    expect(second[0]).not.toBe(first[0]);
    // Past the readonly type, as JavaScript may: a plain position changes, the next call's does not.
    (first[0] as unknown as number[])[0] = 0;
    expect(second).toEqual([[38.5, -120.2]]);
    expect(decodePolyline('_p~iF~ps|U')).toEqual([[38.5, -120.2]]);
  });

  it('gives the same numbers as @mapbox/polyline on any polyline it writes', () => {
    const units = fc.tuple(fc.integer({ min: -9_000_000, max: 9_000_000 }), fc.integer({ min: -18_000_000, max: 18_000_000 }));
    fc.assert(
      fc.property(fc.array(units, { maxLength: 40 }), (positions) => {
        const text = mapboxPolyline.encode(positions.map(([lat, lng]) => [lat / 1e5, lng / 1e5] as const));
        expect(decodePolyline(text)).toEqual(mapboxPolyline.decode(text));
      }),
    );
  });

  it('gives the same positions, or the same error, as the decoder it replaced, on any text', () => {
    const digit = fc.integer({ min: 63, max: 126 }).map((code) => String.fromCharCode(code));
    const continuing = fc.integer({ min: 95, max: 126 }).map((code) => String.fromCharCode(code));
    const other = fc.constantFrom(' ', '>', '\u0000', '\u007f', '\u00e9', '\ud83d', '\u2028');
    const valid = fc.array(fc.tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })), { maxLength: 8 })
      .map((positions) => encodePolyline(positions));
    const text = fc.oneof(
      // Characters, and runs of five to eight digits that each say another follows (values too long, or nearly).
      fc.array(fc.oneof(
        { arbitrary: digit, weight: 6 },
        { arbitrary: continuing, weight: 2 },
        { arbitrary: other, weight: 1 },
        { arbitrary: fc.string({ unit: continuing, minLength: 5, maxLength: 8 }), weight: 1 },
      ), { maxLength: 30 }).map((parts) => parts.join('')),
      // A valid text cut, or with one character put in or replaced.
      fc.tuple(valid, fc.nat(), fc.oneof(digit, continuing, other), fc.constantFrom('cut', 'insert', 'replace')).map(([valid, index, character, edit]) => {
        const at = valid.length === 0 ? 0 : index % valid.length;
        if (edit === 'cut') return valid.slice(0, at);
        return valid.slice(0, at) + character + valid.slice(edit === 'insert' ? at : at + 1);
      }),
    );
    fc.assert(
      fc.property(text, (text) => {
        expect(outcome(decodePolyline, text)).toEqual(outcome(decodeAsBefore, text));
      }),
      { numRuns: 2_000 },
    );
  });

  it('decodes what the reference encoder writes, to the nearest 1e-5 degree', () => {
    fc.assert(
      fc.property(fc.array(position, { maxLength: 40 }), (positions) => {
        // + 0: the format has no negative zero.
        const rounded = positions.map(([lat, lng]) => [Math.round(lat * 1e5) / 1e5 + 0, Math.round(lng * 1e5) / 1e5 + 0]);
        expect(decodePolyline(encodePolyline(positions))).toEqual(rounded);
      }),
    );
  });

  it('decodes a generated ride\'s route, starting and ending where the activity says', () => {
    const activity = DetailedActivity.parse(testData().activity(TEST_RIDE));
    const route = decodePolyline(activity.map?.polyline ?? '');
    expect(route.length).toBeGreaterThan(100);
    const [startLat = 0, startLng = 0] = activity.start_latlng ?? [];
    const [endLat = 0, endLng = 0] = activity.end_latlng ?? [];
    expect(route[0]?.[0]).toBeCloseTo(startLat, 4);
    expect(route[0]?.[1]).toBeCloseTo(startLng, 4);
    expect(route.at(-1)?.[0]).toBeCloseTo(endLat, 4);
    expect(route.at(-1)?.[1]).toBeCloseTo(endLng, 4);
  });

  itShared('decodes a real marathon route, starting and ending where the activity says', () => {
    const activity = DetailedActivity.parse(realBody('strava-ruby-client/activity__0__activities_1946417534__c0f97f202310149f.json'));
    const route = decodePolyline(activity.map?.polyline ?? '');
    expect(route.length).toBeGreaterThan(1000);
    // Within 500 m: the API writes start_latlng and end_latlng to fewer digits.
    const [startLat = 0, startLng = 0] = activity.start_latlng ?? [];
    const [endLat = 0, endLng = 0] = activity.end_latlng ?? [];
    expect(route[0]?.[0]).toBeCloseTo(startLat, 2);
    expect(route[0]?.[1]).toBeCloseTo(startLng, 2);
    expect(route.at(-1)?.[0]).toBeCloseTo(endLat, 2);
    expect(route.at(-1)?.[1]).toBeCloseTo(endLng, 2);
    expect(decodePolyline(activity.map?.summary_polyline ?? '').length).toBeLessThan(route.length);
  });

  it('throws RangeError naming the offset for text not in the format', () => {
    expect(() => decodePolyline('_p~iF ~ps|U')).toThrow(new RangeError('decodePolyline: " " at offset 5 is not a character of the encoded polyline format'));
    expect(() => decodePolyline('_p~iF~ps|U_ulL')).toThrow(/ends at offset 14 after a latitude/);
    expect(() => decodePolyline('_p~iF~ps|')).toThrow(/ends at offset 9 inside the value that starts at offset 5/);
    expect(() => decodePolyline('__________?')).toThrow(/the value at offset 0 has more than 6 characters/);
    expect(() => decodePolyline(encodePolyline([[89, 0]]) + encodePolyline([[2, 0]]))).toThrow(/position at offset \d+ is off the globe/);
    expect(() => decodePolyline('\u00e9')).toThrow(RangeError);
    expect(() => decodePolyline(5 as unknown as string)).toThrow(TypeError);
  });

  it.each([
    ['DEL', '\u007f', '\\u007f'],
    ['the C1 control CSI', '\u009b', '\\u009b'],
    ['the next line control', '\u0085', '\\u0085'],
    ['a right-to-left override', '\u202e', '\\u202e'],
    ['a right-to-left isolate', '\u2067', '\\u2067'],
    ['a zero-width space', '\u200b', '\\u200b'],
    ['a line separator', '\u2028', '\\u2028'],
    ['ESC', '\u001b', '\\u001b'],
    ['a tag, beyond the BMP', '\udb40\udc41', '\\udb40'],
  ])('writes %s in its message as an escape, never raw', (_name, character, escaped) => {
    const text = `_p~iF${character}~ps|U`;
    expect(() => decodePolyline(text)).toThrow(new RangeError(`decodePolyline: "${escaped}" at offset 5 is not a character of the encoded polyline format`));
    try {
      decodePolyline(text);
    } catch (error) {
      expect((error as Error).message).not.toMatch(/[\p{C}\u2028\u2029]/u);
    }
  });

  it('throws only RangeError on any text, and decodes any text it accepts to positions on the globe', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('?', '@', '_', '`', '~', '|', '{', '}', '\\', '^', 'A', 'a', 'B', 'z', ' ', '\u0000', '\u00ff'), maxLength: 30 }), (text) => {
        try {
          for (const [lat, lng] of decodePolyline(text)) {
            expect(Math.abs(lat)).toBeLessThanOrEqual(90);
            expect(Math.abs(lng)).toBeLessThanOrEqual(180);
          }
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
        }
      }),
    );
  });
});

/** A decoder's positions for `text`, or its error's class and message. */
function outcome(decode: (text: string) => readonly LatLng[], text: string): { positions: readonly LatLng[] } | { error: string } {
  try {
    return { positions: decode(text) };
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/**
 * The decoder as it was before it was made faster (one function a value, every check a
 * digit, each position frozen): the reference its replacement must agree with.
 */
function decodeAsBefore(text: string): readonly LatLng[] {
  let end = 0;
  const readValue = (start: number): number => {
    let value = 0;
    let at = start;
    for (let shift = 0; ; shift += 5) {
      if (at >= text.length) {
        throw new RangeError(`decodePolyline: the text ends at offset ${at} inside the value that starts at offset ${start}`);
      }
      const code = text.charCodeAt(at);
      if (code < 63 || code > 126) {
        throw new RangeError(`decodePolyline: ${describeReceived(text[at])} at offset ${at} is not a character of the encoded polyline format`);
      }
      if (shift === 30) {
        throw new RangeError(`decodePolyline: the value at offset ${start} has more than 6 characters`);
      }
      const digit = code - 63;
      value |= (digit & 0x1f) << shift;
      at++;
      if ((digit & 0x20) === 0) break;
    }
    end = at;
    return (value & 1) === 0 ? value >> 1 : ~(value >> 1);
  };
  const positions: LatLng[] = [];
  let latitude = 0;
  let longitude = 0;
  let at = 0;
  while (at < text.length) {
    const start = at;
    latitude += readValue(start);
    if (end >= text.length) {
      throw new RangeError(`decodePolyline: the text ends at offset ${end} after a latitude, without its longitude`);
    }
    longitude += readValue(end);
    at = end;
    if (Math.abs(latitude) > 90 * 1e5 || Math.abs(longitude) > 180 * 1e5) {
      throw new RangeError(`decodePolyline: the position at offset ${start} is off the globe (${latitude / 1e5}, ${longitude / 1e5})`);
    }
    positions.push(Object.freeze([latitude / 1e5, longitude / 1e5] as const));
  }
  return Object.freeze(positions);
}
