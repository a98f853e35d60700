import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DetailedActivity, decodePolyline } from '../../src/index.js';
import { TEST_RIDE, testData } from '../helpers/fixtures.js';
import { encodePolyline } from '../helpers/polyline.js';
import { itShared, realBody } from '../helpers/shared-fixtures.js';

const position = fc.tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }));

describe('decodePolyline', () => {
  it('decodes the format\'s own example, and the empty text to no position', () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]]);
    expect(decodePolyline('')).toEqual([]);
  });

  it('gives frozen positions in a frozen array', () => {
    const positions = decodePolyline('_p~iF~ps|U_ulLnnqC');
    expect(Object.isFrozen(positions)).toBe(true);
    expect(positions.every((item) => Object.isFrozen(item))).toBe(true);
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
