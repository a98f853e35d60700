// Realistic stream bodies of any length, grown from a real one: the 2014 ride of the
// corpus (../shared/fixtures/real/streams/go.strava__*), whose 999 points carry all eleven
// stream types. Each generated point takes its heart rate, cadence, power, temperature,
// moving flag, grade, speed and altitude change from the real point it stands for (the
// ride is walked forward and back, so that nothing jumps), one point a second; distance
// adds up the speed, positions follow the real track's steps. Numbers are written with
// the real body's precision (one decimal, six for positions), so the text has its size:
// about 71 bytes a point, 1 MB for a 4-hour ride. With `dropouts`, the heart rate,
// cadence, power and temperature sensors each drop out now and then (seeded), as a strap
// or a pedal does: a run of nulls in that stream alone.
import { existsSync, readFileSync } from 'node:fs';
import { random } from './dataset.mjs';

const REAL = new URL('../../shared/fixtures/real/streams/go.strava__activity_stream__224139fb7231c440.json', import.meta.url);
/** The streams whose sensors drop out, how often a drop-out starts (a chance a point), and its length in points. */
const DROPOUT_TYPES = ['heartrate', 'cadence', 'watts', 'temp'];
const DROPOUT_CHANCE = 1 / 600;
const DROPOUT_POINTS = [5, 90];

/** The real ride's streams by type, with each null replaced by the nearest sample after it. */
function realRide() {
  if (!existsSync(REAL)) throw new Error(`the stream bodies grow from a real ride, ${REAL.pathname}, and ../shared/fixtures is absent`);
  const streams = Object.fromEntries(JSON.parse(readFileSync(REAL, 'utf8')).map((stream) => [stream.type, stream.data]));
  for (const data of Object.values(streams)) {
    for (let i = data.length - 2; i >= 0; i--) if (data[i] === null) data[i] = data[i + 1];
  }
  return streams;
}

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A keyed stream body (`key_by_type=true`) of `points` points, every type, one a second,
 * `resolution: "high"`. With `shape: 'array'`, the array of streams with `type` instead;
 * with `dropouts`, runs of nulls in the heart rate, cadence, power and temperature.
 */
export function generateStreams(points, { shape = 'keyed', dropouts = false } = {}) {
  const ride = realRide();
  const length = ride.time.length;
  const at = (i) => {
    const cycle = Math.floor(i / length);
    const offset = i % length;
    return cycle % 2 === 0 ? offset : length - 1 - offset;
  };
  const data = { time: [], distance: [], latlng: [], altitude: [], velocity_smooth: [], heartrate: [], cadence: [], watts: [], temp: [], moving: [], grade_smooth: [] };
  let distance = 0;
  let altitude = ride.altitude[0];
  let [latitude, longitude] = ride.latlng[0];
  for (let i = 0; i < points; i++) {
    const j = at(i);
    const previous = at(Math.max(0, i - 1));
    const speed = ride.velocity_smooth[j];
    distance = round(distance + speed, 1);
    altitude = round(altitude + ride.altitude[j] - ride.altitude[previous], 1);
    latitude = round(latitude + (ride.latlng[j][0] - ride.latlng[previous][0]) / 4, 6);
    longitude = round(longitude + (ride.latlng[j][1] - ride.latlng[previous][1]) / 4, 6);
    data.time.push(i);
    data.distance.push(distance);
    data.latlng.push([latitude, longitude]);
    data.altitude.push(altitude);
    data.velocity_smooth.push(speed);
    data.heartrate.push(ride.heartrate[j]);
    data.cadence.push(ride.cadence[j]);
    data.watts.push(ride.watts[j]);
    data.temp.push(ride.temp[j]);
    data.moving.push(ride.moving[j]);
    data.grade_smooth.push(ride.grade_smooth[j]);
  }
  if (dropouts) {
    const next = random(points);
    for (const type of DROPOUT_TYPES) {
      const samples = data[type];
      for (let i = 0; i < points; i++) {
        if (next() >= DROPOUT_CHANCE) continue;
        const [shortest, longest] = DROPOUT_POINTS;
        const end = Math.min(points, i + shortest + Math.floor(next() * (longest - shortest)));
        for (; i < end; i++) samples[i] = null;
      }
    }
  }
  const stream = (type) => ({ data: data[type], series_type: 'distance', original_size: points, resolution: 'high' });
  if (shape === 'array') return Object.keys(data).map((type) => ({ type, ...stream(type) }));
  return Object.fromEntries(Object.keys(data).map((type) => [type, stream(type)]));
}
