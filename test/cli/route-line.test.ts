import { describe, expect, it } from 'vitest';
import { MAX_POLYLINE_LENGTH, routeLineOf } from '../../src/cli/route-line.js';
import type { LatLng } from '../../src/index.js';
import { encodePolyline } from '../helpers/polyline.js';

/** `count` points due east along the parallel of 45° N from 7° E, `step` degrees apart (about 7.9 km a 0.1°). */
function eastward(count: number, step: number): LatLng[] {
  return Array.from({ length: count }, (_, index): LatLng => [45, 7 + index * step]);
}

describe('routeLineOf', () => {
  it('gives the points and the box of the line, and where positions lie along it as shares of its length', () => {
    const line = routeLineOf(encodePolyline(eastward(101, 0.001)));
    expect(line).not.toBeNull();
    expect(line?.points).toBe(101);
    expect(line?.latitude).toEqual({ min: 45, max: 45 });
    expect(line?.longitude).toEqual({ min: 7, max: 7.1 });
    const shares = line?.shares([[45, 7], [45, 7.025], [45.0001, 7.05], [45, 7.1], null]) ?? [];
    expect(shares.map((share) => (share === null ? null : Math.round(share * 1000) / 1000))).toEqual([0, 0.25, 0.5, 1, null]);
  });

  it('finds a loop\'s way back as the way back: the nearest point, out or back, wins', () => {
    const out = eastward(51, 0.001);
    const back = out.slice(0, -1).reverse().map(([lat, lng]): LatLng => [lat + 0.002, lng]);
    const line = routeLineOf(encodePolyline([...out, [45.001, 7.05], ...back]));
    const [outward, homeward] = line?.shares([[45, 7.01], [45.002, 7.01]]) ?? [];
    expect(outward).toBeLessThan(0.5);
    expect(homeward).toBeGreaterThan(0.5);
  });

  it('leaves a position off the line unplaced: more than 250 m beyond the spacing of its sampled points', () => {
    const line = routeLineOf(encodePolyline(eastward(11, 0.0001)));
    // About 0.0045° of latitude is 500 m: well off a line of 80 m.
    expect(line?.shares([[45.0045, 7.0005], [45.001, 7.0005]])).toEqual([null, expect.any(Number) as unknown]);
  });

  it('samples a line of many points: 200,000 points, 1,000 positions, each found near where it lies', () => {
    const points = eastward(200_000, 0.00001);
    const line = routeLineOf(encodePolyline(points));
    const wanted = Array.from({ length: 1000 }, (_, index): LatLng => [45, 7 + index * 0.002]);
    const shares = line?.shares(wanted) ?? [];
    for (const [index, share] of shares.entries()) expect(Math.abs((share ?? -1) - index / 1000)).toBeLessThan(0.001);
  });

  it('looks for the first positions only, past a bound on the comparisons of all of them: linear in the positions', () => {
    const line = routeLineOf(encodePolyline(eastward(4000, 0.00001)));
    const shares = line?.shares(Array.from({ length: 10_000 }, (): LatLng => [45, 7.01])) ?? [];
    // 2,000 sampled points: 2^22 comparisons look for the first 2,097 positions.
    expect(shares.filter((share) => share !== null)).toHaveLength(2097);
    expect(shares[2097]).toBeNull();
  });

  it('gives no line for an empty polyline, or one longer than it decodes, and throws as decodePolyline does for text that is none', () => {
    expect(routeLineOf('')).toBeNull();
    expect(routeLineOf('?'.repeat(MAX_POLYLINE_LENGTH + 2))).toBeNull();
    expect(() => routeLineOf('_p~iF ~ps|U')).toThrow(RangeError);
  });

  it('places nothing along a line of one point, which has no length', () => {
    expect(routeLineOf(encodePolyline([[45, 7]]))?.shares([[45, 7]])).toEqual([null]);
  });
});
