// A deterministic page of GET /athlete/activities: `count` summary activities shaped like
// the real items of ../shared/fixtures (the same keys, in the API's order, with the
// unknown keys the API adds), seeded, so every run measures the same bytes. About a fifth
// of the items carry an external_id whose digits run past sixteen ("5246985306165870
// (1).gpx", as a re-uploaded file is named), the case that once cost decodeJSON a second
// scan of the text.
import { random } from './dataset.mjs';

const BASE_TIME = Date.UTC(2023, 0, 1, 6, 0, 0);
const SPORTS = [['Run', 'Run'], ['Ride', 'Ride'], ['Ride', 'GravelRide'], ['Run', 'TrailRun'], ['Walk', 'Walk'], ['Swim', 'Swim']];

function isoSeconds(ms) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** One value of the encoded polyline format (precision 5): the signed step in units of 1e-5. */
function encodeValue(step) {
  let value = step < 0 ? ~(step << 1) : step << 1;
  let text = '';
  while (value >= 0x20) {
    text += String.fromCharCode((0x20 | (value & 0x1f)) + 63);
    value >>>= 5;
  }
  return text + String.fromCharCode(value + 63);
}

/** An encoded polyline of `points` positions: a walk from (latitude, longitude) in small steps. */
export function encodedTrack(next, points, latitude, longitude) {
  let text = '';
  let lat = Math.round(latitude * 1e5);
  let lng = Math.round(longitude * 1e5);
  text += encodeValue(lat) + encodeValue(lng);
  for (let i = 1; i < points; i++) {
    const dLat = Math.round((next() - 0.5) * 60);
    const dLng = Math.round((next() - 0.5) * 60);
    lat += dLat;
    lng += dLng;
    text += encodeValue(dLat) + encodeValue(dLng);
  }
  return text;
}

/** `count` summary activities, newest first, as one list page decodes. */
export function generateActivityPage(count, { seed = 37 } = {}) {
  const next = random(seed);
  const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;
  const items = [];
  for (let i = 0; i < count; i++) {
    const id = 16_195_505_756 - i * 7_919;
    const [type, sportType] = SPORTS[Math.floor(next() * SPORTS.length)];
    const start = BASE_TIME + (count - i) * 86_400_000 + Math.floor(next() * 36_000) * 1000;
    const moving = 900 + Math.floor(next() * 9000);
    const distance = round(moving * (2 + next() * 6), 1);
    const latitude = round(40 + next() * 8, 6);
    const longitude = round(-74 + next() * 10, 6);
    const heart = next() < 0.8;
    const power = type === 'Ride' && next() < 0.6;
    const uploadId = 17_279_496_051 - i * 104_729;
    const externalId = next() < 0.2
      ? `${5_246_985_306_165_870 + i * 1_009} (1).gpx`
      : next() < 0.5 ? `garmin_ping_${492_699_828_617 - i * 3_571}` : `activity_${id}.fit`;
    const item = {
      resource_state: 2,
      athlete: { id: 26_462_176, resource_state: 1 },
      name: `${sportType} ${i + 1}`,
      distance,
      moving_time: moving,
      elapsed_time: moving + Math.floor(next() * 600),
      total_elevation_gain: round(next() * 400, 1),
      type,
      sport_type: sportType,
      workout_type: next() < 0.3 ? null : Math.floor(next() * 4),
      id,
      start_date: isoSeconds(start),
      start_date_local: isoSeconds(start - 4 * 3_600_000),
      timezone: '(GMT-05:00) America/New_York',
      utc_offset: -14400,
      location_city: null,
      location_state: null,
      location_country: 'United States',
      achievement_count: Math.floor(next() * 5),
      kudos_count: Math.floor(next() * 30),
      comment_count: Math.floor(next() * 4),
      athlete_count: 1 + Math.floor(next() * 3),
      photo_count: 0,
      map: { id: `a${id}`, summary_polyline: encodedTrack(next, 40 + Math.floor(next() * 120), latitude, longitude), resource_state: 2 },
      trainer: false,
      commute: next() < 0.1,
      manual: false,
      private: next() < 0.1,
      visibility: 'everyone',
      flagged: false,
      gear_id: next() < 0.8 ? `g${26_020_551 + Math.floor(next() * 3)}` : null,
      start_latlng: [latitude, longitude],
      end_latlng: [round(latitude + (next() - 0.5) / 100, 6), round(longitude + (next() - 0.5) / 100, 6)],
      average_speed: round(distance / moving, 3),
      max_speed: round((distance / moving) * (1.5 + next()), 3),
      average_cadence: round(70 + next() * 20, 1),
      average_temp: Math.floor(next() * 30),
      ...(power ? { average_watts: round(150 + next() * 100, 1), max_watts: 400 + Math.floor(next() * 400), weighted_average_watts: 200 + Math.floor(next() * 80), kilojoules: round(moving * 0.2, 1), device_watts: true } : {}),
      has_heartrate: heart,
      ...(heart ? { average_heartrate: round(120 + next() * 40, 1), max_heartrate: 160 + Math.floor(next() * 30) } : {}),
      heartrate_opt_out: false,
      display_hide_heartrate_option: heart,
      elev_high: round(next() * 300, 1),
      elev_low: round(-10 + next() * 20, 1),
      upload_id: uploadId,
      upload_id_str: String(uploadId),
      external_id: externalId,
      from_accepted_tag: false,
      pr_count: Math.floor(next() * 3),
      total_photo_count: Math.floor(next() * 4),
      has_kudoed: false,
      ...(heart ? { suffer_score: Math.floor(next() * 150) } : {}),
    };
    items.push(item);
  }
  return items;
}
