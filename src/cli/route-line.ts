import { decodePolyline, type LatLng } from '../index.js';
import type { Range } from './bars.js';

/**
 * Longest polyline the command decodes, in characters: a route's full line is tens of
 * kilobytes (about 6 characters a point); past this the line is not drawn, so that a body
 * of one huge string costs no more than its reading.
 */
export const MAX_POLYLINE_LENGTH = 1024 * 1024;
/** Points of the line a position is looked for among, evenly spaced by index: about 50 m apart on a 100 km route. */
const MAX_SAMPLES = 2000;
/** Comparisons of a position with a point of the line, for all the positions of one view together. */
const SEARCH_BUDGET = 1 << 22;
/** Farthest a position may lie from the line's nearest sampled point, beyond the points' own spacing, and be on it: meters. */
const NEAR = 250;
/** The Earth's mean radius, in meters. */
const EARTH_RADIUS = 6_371_008.8;
const RADIANS = Math.PI / 180;

/** A route's line, decoded from its polyline: what it covers, and where positions lie along it. */
export interface RouteLine {
  /** Points of the polyline. */
  readonly points: number;
  /** The least and greatest latitude of its points, in degrees. */
  readonly latitude: Range;
  /** The least and greatest longitude of its points, in degrees. */
  readonly longitude: Range;
  /**
   * How far along the line each position lies, as a share of its length from 0 (its start)
   * to 1 (its end), found at the nearest of its sampled points; null for a position that is
   * null, off the line, or past the search's budget (later positions, on a route of very
   * many, are not looked for).
   */
  shares(positions: readonly (LatLng | null)[]): (number | null)[];
}

/**
 * The line of an encoded polyline: null for an empty one, and for text longer than
 * `MAX_POLYLINE_LENGTH`; a string that is no polyline throws as `decodePolyline` does.
 * Distances along it are measured on a plane tangent at its mean latitude, which is
 * well within a column of a bar over any route a person plans.
 *
 * @throws RangeError when `polyline` is not in the encoded polyline format.
 */
export function routeLineOf(polyline: string): RouteLine | null {
  if (polyline.length > MAX_POLYLINE_LENGTH) return null;
  const positions = decodePolyline(polyline);
  const count = positions.length;
  if (count === 0) return null;
  let latitudeSum = 0;
  const latitude = { min: Infinity, max: -Infinity };
  const longitude = { min: Infinity, max: -Infinity };
  for (const [lat, lng] of positions) {
    latitudeSum += lat;
    latitude.min = Math.min(latitude.min, lat);
    latitude.max = Math.max(latitude.max, lat);
    longitude.min = Math.min(longitude.min, lng);
    longitude.max = Math.max(longitude.max, lng);
  }
  const xScale = EARTH_RADIUS * RADIANS * Math.cos((latitudeSum / count) * RADIANS);
  const yScale = EARTH_RADIUS * RADIANS;
  const stride = Math.ceil(count / MAX_SAMPLES);
  const samples = Math.ceil(count / stride);
  const xs = new Float64Array(samples);
  const ys = new Float64Array(samples);
  const along = new Float64Array(samples);
  let length = 0;
  let previous: LatLng | undefined;
  for (const [index, point] of positions.entries()) {
    if (previous !== undefined) length += Math.hypot((point[1] - previous[1]) * xScale, (point[0] - previous[0]) * yScale);
    previous = point;
    if (index % stride !== 0) continue;
    const sample = index / stride;
    xs[sample] = point[1] * xScale;
    ys[sample] = point[0] * yScale;
    along[sample] = length;
  }
  // The sampled points lie up to `stride` points apart: a position between two is that far from both.
  const spacing = samples > 1 ? length / (samples - 1) : 0;
  return {
    points: count,
    latitude,
    longitude,
    shares(wanted) {
      const searches = Math.floor(SEARCH_BUDGET / samples);
      return wanted.map((latLng, index) => {
        if (latLng === null || index >= searches || !(length > 0)) return null;
        const x = latLng[1] * xScale;
        const y = latLng[0] * yScale;
        let nearest = 0;
        let nearestDistance = Infinity;
        for (let sample = 0; sample < samples; sample++) {
          const distance = Math.hypot((xs[sample] ?? 0) - x, (ys[sample] ?? 0) - y);
          if (distance < nearestDistance) {
            nearestDistance = distance;
            nearest = sample;
          }
        }
        return nearestDistance <= NEAR + spacing ? (along[nearest] ?? 0) / length : null;
      });
    },
  };
}
