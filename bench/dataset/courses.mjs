// The athlete's courses: loops that start and end at home, each a line of positions with
// an altitude every few meters. Activities follow them (one or more times round), so that
// the efforts of many activities on one segment, the routes the athlete planned and the
// tracks they recorded all lie on the same ground.

/** Meters between two points of a course. */
export const SPACING = 5;
/** Meters in a degree of latitude. */
const METERS_PER_DEGREE = 111_320;

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A loop of about `length` meters from `home` (`{ latitude, longitude, altitude }`), with
 * `relief` meters of rise and fall: a closed curve whose radius wanders round the circle,
 * and an altitude that is a sum of a few waves along it (so that it closes too).
 */
export function makeCourse(draw, { home, length, relief }) {
  const harmonics = [2, 3, 4, 5, 6].map((k) => ({ k, amplitude: draw.between(0, 0.22 / k), phase: draw.between(0, 2 * Math.PI) }));
  const heading = draw.between(0, 2 * Math.PI);
  const radius = (theta) => {
    let sum = 0;
    for (const { k, amplitude, phase } of harmonics) sum += amplitude * Math.cos(k * theta + phase);
    return 1 + sum;
  };
  const start = radius(0);
  // The curve on a unit scale, finely, then scaled to the length asked and resampled every SPACING meters.
  const fine = 4096;
  const xs = new Float64Array(fine + 1);
  const ys = new Float64Array(fine + 1);
  const along = new Float64Array(fine + 1);
  for (let i = 0; i <= fine; i++) {
    const theta = (2 * Math.PI * i) / fine;
    const r = radius(theta);
    xs[i] = r * Math.cos(theta + heading) - start * Math.cos(heading);
    ys[i] = r * Math.sin(theta + heading) - start * Math.sin(heading);
    if (i > 0) along[i] = along[i - 1] + Math.hypot(xs[i] - xs[i - 1], ys[i] - ys[i - 1]);
  }
  const scale = length / along[fine];
  const points = Math.round(length / SPACING);
  const latitudes = new Float64Array(points + 1);
  const longitudes = new Float64Array(points + 1);
  const altitudes = new Float64Array(points + 1);
  const waves = [1, 2, 3, 5].map((k) => ({ k, amplitude: draw.between(0.2, 1) * relief / k, phase: draw.between(0, 2 * Math.PI) }));
  const cosine = Math.cos((home.latitude * Math.PI) / 180);
  let j = 0;
  for (let p = 0; p <= points; p++) {
    const target = (p / points) * along[fine];
    while (j < fine - 1 && along[j + 1] < target) j++;
    const part = (target - along[j]) / (along[j + 1] - along[j]);
    const x = (xs[j] + part * (xs[j + 1] - xs[j])) * scale;
    const y = (ys[j] + part * (ys[j + 1] - ys[j])) * scale;
    latitudes[p] = home.latitude + y / METERS_PER_DEGREE;
    longitudes[p] = home.longitude + x / (METERS_PER_DEGREE * cosine);
    const s = p / points;
    let rise = 0;
    for (const { k, amplitude, phase } of waves) rise += amplitude * (Math.sin(2 * Math.PI * k * s + phase) - Math.sin(phase));
    altitudes[p] = home.altitude + rise;
  }
  return new Course(points * SPACING, latitudes, longitudes, altitudes);
}

/** A loop: its length in meters and what lies at any distance along it (round and round). */
export class Course {
  constructor(length, latitudes, longitudes, altitudes) {
    this.length = length;
    this.latitudes = latitudes;
    this.longitudes = longitudes;
    this.altitudes = altitudes;
  }

  #at(values, meters) {
    const along = ((meters % this.length) + this.length) % this.length;
    const index = Math.min(Math.floor(along / SPACING), values.length - 2);
    const part = along / SPACING - index;
    return values[index] + part * (values[index + 1] - values[index]);
  }

  /** Latitude in degrees, `meters` along the loop. */
  latitude(meters) {
    return this.#at(this.latitudes, meters);
  }

  /** Longitude in degrees, `meters` along the loop. */
  longitude(meters) {
    return this.#at(this.longitudes, meters);
  }

  /** Altitude in meters, `meters` along the loop. */
  altitude(meters) {
    return this.#at(this.altitudes, meters);
  }

  /** The rise over the next 20 meters, as a fraction (0.05 is 5%). */
  grade(meters) {
    return (this.altitude(meters + 10) - this.altitude(meters - 10)) / 20;
  }

  /** `[latitude, longitude]` every `every` meters from `from` to `to`, to six decimals as the API writes positions. */
  positions(from, to, every) {
    const positions = [];
    for (let meters = from; meters < to; meters += every) positions.push([round(this.latitude(meters), 6), round(this.longitude(meters), 6)]);
    positions.push([round(this.latitude(to), 6), round(this.longitude(to), 6)]);
    return positions;
  }

  /** Meters of climbing from `from` to `to`, every SPACING meters. */
  climbing(from, to) {
    let gain = 0;
    for (let meters = from + SPACING; meters <= to; meters += SPACING) gain += Math.max(0, this.altitude(meters) - this.altitude(meters - SPACING));
    return gain;
  }

  /** The `length`-meter stretch of the loop with the most climbing: its start, in meters. */
  steepest(length) {
    let best = 0;
    let bestRise = -Infinity;
    for (let from = 0; from + length < this.length; from += 50) {
      const rise = this.altitude(from + length) - this.altitude(from);
      if (rise > bestRise) {
        bestRise = rise;
        best = from;
      }
    }
    return best;
  }
}

/** `positions` as an encoded polyline (precision 5), the format of the API's maps. */
export function encodePolyline(positions) {
  let text = '';
  let lastLatitude = 0;
  let lastLongitude = 0;
  const encode = (delta) => {
    let value = delta < 0 ? ~(delta << 1) : delta << 1;
    while (value >= 0x20) {
      text += String.fromCharCode((0x20 | (value & 0x1f)) + 63);
      value >>= 5;
    }
    text += String.fromCharCode(value + 63);
  };
  for (const [latitude, longitude] of positions) {
    const lat = Math.round(latitude * 1e5);
    const lng = Math.round(longitude * 1e5);
    encode(lat - lastLatitude);
    encode(lng - lastLongitude);
    lastLatitude = lat;
    lastLongitude = lng;
  }
  return text;
}
