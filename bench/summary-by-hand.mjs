// A hand-written parser of summary activities with the library's checks, the floor the
// library's `SummaryActivity.parseMany` is measured against: each field read by name and
// checked as its kind requires (finite numbers, safe integers, ids as safe integers or
// bigints, strings, booleans, calendar-checked RFC 3339 date-times, positions in range or
// `[]`), the athlete and the map read as nested records, every unknown key kept as a
// deep-frozen copy in a frozen `extra` with a null prototype, every record frozen. An item
// with an issue is reported at its path, all issues collected. What it does not do (the
// library does): bind records to a client, share nested references and extras between
// items, read through getters and proxies, keep `toJSON()` and the accessors.

const KNOWN = new Set([
  'id', 'resource_state', 'external_id', 'upload_id', 'upload_id_str', 'athlete', 'name', 'distance', 'moving_time',
  'elapsed_time', 'total_elevation_gain', 'elev_high', 'elev_low', 'type', 'sport_type', 'workout_type', 'start_date',
  'start_date_local', 'timezone', 'utc_offset', 'start_latlng', 'end_latlng', 'achievement_count', 'pr_count',
  'kudos_count', 'comment_count', 'athlete_count', 'photo_count', 'total_photo_count', 'map', 'trainer', 'commute',
  'manual', 'private', 'visibility', 'flagged', 'hide_from_home', 'gear_id', 'average_speed', 'max_speed',
  'average_cadence', 'average_temp', 'has_heartrate', 'average_heartrate', 'max_heartrate', 'average_watts', 'max_watts',
  'weighted_average_watts', 'device_watts', 'kilojoules', 'suffer_score', 'has_kudoed', 'bound_client',
]);
const ATHLETE_KEYS = new Set(['id', 'resource_state', 'bound_client']);
const MAP_KEYS = new Set(['id', 'polyline', 'summary_polyline', 'resource_state']);
const NO_EXTRA = Object.freeze(Object.create(null));

/** Parses a decoded list page into frozen summary activities, or throws listing every issue. */
export function parseSummariesByHand(values) {
  if (!Array.isArray(values)) throw new TypeError('expected an array');
  const issues = [];
  const records = [];
  for (let index = 0; index < values.length; index++) {
    const record = summary(values[index], [index], issues);
    if (record !== null) records.push(record);
  }
  if (issues.length > 0) throw new Error(`${issues.length} issues, the first at ${issues[0].join('.')}`);
  return records;
}

function summary(input, path, issues) {
  if (!isPlainObject(input)) return fail(issues, path, 'object');
  const count = issues.length;
  const record = {
    id: id(input.id, path, 'id', issues),
    resource_state: integer(input.resource_state, path, 'resource_state', issues),
    external_id: string(input.external_id, path, 'external_id', issues),
    upload_id: id(input.upload_id, path, 'upload_id', issues),
    upload_id_str: string(input.upload_id_str, path, 'upload_id_str', issues),
    athlete: athlete(input.athlete, path, issues),
    name: string(input.name, path, 'name', issues),
    distance: number(input.distance, path, 'distance', issues),
    moving_time: integer(input.moving_time, path, 'moving_time', issues),
    elapsed_time: integer(input.elapsed_time, path, 'elapsed_time', issues),
    total_elevation_gain: number(input.total_elevation_gain, path, 'total_elevation_gain', issues),
    elev_high: number(input.elev_high, path, 'elev_high', issues),
    elev_low: number(input.elev_low, path, 'elev_low', issues),
    type: string(input.type, path, 'type', issues),
    sport_type: string(input.sport_type, path, 'sport_type', issues),
    workout_type: integer(input.workout_type, path, 'workout_type', issues),
    start_date: dateTime(input.start_date, path, 'start_date', issues),
    start_date_local: dateTime(input.start_date_local, path, 'start_date_local', issues),
    timezone: string(input.timezone, path, 'timezone', issues),
    utc_offset: number(input.utc_offset, path, 'utc_offset', issues),
    start_latlng: latLng(input.start_latlng, path, 'start_latlng', issues),
    end_latlng: latLng(input.end_latlng, path, 'end_latlng', issues),
    achievement_count: integer(input.achievement_count, path, 'achievement_count', issues),
    pr_count: integer(input.pr_count, path, 'pr_count', issues),
    kudos_count: integer(input.kudos_count, path, 'kudos_count', issues),
    comment_count: integer(input.comment_count, path, 'comment_count', issues),
    athlete_count: integer(input.athlete_count, path, 'athlete_count', issues),
    photo_count: integer(input.photo_count, path, 'photo_count', issues),
    total_photo_count: integer(input.total_photo_count, path, 'total_photo_count', issues),
    map: map(input.map, path, issues),
    trainer: boolean(input.trainer, path, 'trainer', issues),
    commute: boolean(input.commute, path, 'commute', issues),
    manual: boolean(input.manual, path, 'manual', issues),
    private: boolean(input.private, path, 'private', issues),
    visibility: string(input.visibility, path, 'visibility', issues),
    flagged: boolean(input.flagged, path, 'flagged', issues),
    hide_from_home: boolean(input.hide_from_home, path, 'hide_from_home', issues),
    gear_id: string(input.gear_id, path, 'gear_id', issues),
    average_speed: number(input.average_speed, path, 'average_speed', issues),
    max_speed: number(input.max_speed, path, 'max_speed', issues),
    average_cadence: number(input.average_cadence, path, 'average_cadence', issues),
    average_temp: number(input.average_temp, path, 'average_temp', issues),
    has_heartrate: boolean(input.has_heartrate, path, 'has_heartrate', issues),
    average_heartrate: number(input.average_heartrate, path, 'average_heartrate', issues),
    max_heartrate: number(input.max_heartrate, path, 'max_heartrate', issues),
    average_watts: number(input.average_watts, path, 'average_watts', issues),
    max_watts: integer(input.max_watts, path, 'max_watts', issues),
    weighted_average_watts: integer(input.weighted_average_watts, path, 'weighted_average_watts', issues),
    device_watts: boolean(input.device_watts, path, 'device_watts', issues),
    kilojoules: number(input.kilojoules, path, 'kilojoules', issues),
    suffer_score: number(input.suffer_score, path, 'suffer_score', issues),
    has_kudoed: boolean(input.has_kudoed, path, 'has_kudoed', issues),
    extra: extraOf(input, KNOWN, path, issues),
  };
  return issues.length === count ? Object.freeze(record) : null;
}

function athlete(input, path, issues) {
  if (input == null) return null;
  const at = [...path, 'athlete'];
  if (!isPlainObject(input)) return fail(issues, at, 'object');
  return Object.freeze({
    id: id(input.id, at, 'id', issues),
    resource_state: integer(input.resource_state, at, 'resource_state', issues),
    extra: extraOf(input, ATHLETE_KEYS, at, issues),
  });
}

function map(input, path, issues) {
  if (input == null) return null;
  const at = [...path, 'map'];
  if (!isPlainObject(input)) return fail(issues, at, 'object');
  return Object.freeze({
    id: string(input.id, at, 'id', issues),
    polyline: string(input.polyline, at, 'polyline', issues),
    summary_polyline: string(input.summary_polyline, at, 'summary_polyline', issues),
    resource_state: integer(input.resource_state, at, 'resource_state', issues),
    extra: extraOf(input, MAP_KEYS, at, issues),
  });
}

function fail(issues, path, expected, key) {
  issues.push(key === undefined ? path : [...path, key]);
  return null;
}

function number(value, path, key, issues) {
  if (Number.isFinite(value)) return value;
  return value == null ? null : fail(issues, path, 'number', key);
}

function integer(value, path, key, issues) {
  if (Number.isSafeInteger(value)) return value;
  if (typeof value === 'bigint' && value >= -Number.MAX_SAFE_INTEGER && value <= Number.MAX_SAFE_INTEGER) return Number(value);
  return value == null ? null : fail(issues, path, 'integer', key);
}

function id(value, path, key, issues) {
  if (Number.isSafeInteger(value)) return value;
  if (typeof value === 'bigint') return value >= -Number.MAX_SAFE_INTEGER && value <= Number.MAX_SAFE_INTEGER ? Number(value) : value;
  return value == null ? null : fail(issues, path, 'integer', key);
}

function string(value, path, key, issues) {
  if (typeof value === 'string') return value;
  return value == null ? null : fail(issues, path, 'string', key);
}

function boolean(value, path, key, issues) {
  if (typeof value === 'boolean') return value;
  return value == null ? null : fail(issues, path, 'boolean', key);
}

function dateTime(value, path, key, issues) {
  if (typeof value === 'string' && isDateTime(value)) return value;
  return value == null ? null : fail(issues, path, 'date-time string', key);
}

function latLng(value, path, key, issues) {
  if (value == null) return null;
  if (!Array.isArray(value)) return fail(issues, path, 'position', key);
  if (value.length === 0) return null;
  const [latitude, longitude] = value;
  if (value.length !== 2 || !(typeof latitude === 'number' && latitude >= -90 && latitude <= 90) ||
    !(typeof longitude === 'number' && longitude >= -180 && longitude <= 180)) {
    return fail(issues, path, 'position', key);
  }
  return Object.freeze([latitude, longitude]);
}

function extraOf(input, known, path, issues) {
  let extra = NO_EXTRA;
  for (const key in input) {
    if (known.has(key)) continue;
    if (extra === NO_EXTRA) extra = Object.create(null);
    extra[key] = copy(input[key], [...path, key], issues, 0);
  }
  return extra === NO_EXTRA ? NO_EXTRA : Object.freeze(extra);
}

/** A deep-frozen copy of a JSON value (null, boolean, finite number, bigint, string, array, plain object). */
function copy(value, path, issues, depth) {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'bigint':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : fail(issues, path, 'JSON value');
    case 'object': {
      if (value === null) return null;
      if (depth >= 1000) return fail(issues, path, 'JSON value');
      if (Array.isArray(value)) return Object.freeze(value.map((item, index) => copy(item, [...path, index], issues, depth + 1)));
      if (!isPlainObject(value)) return fail(issues, path, 'JSON value');
      const object = {};
      for (const key of Object.keys(value)) object[key] = copy(value[key], [...path, key], issues, depth + 1);
      return Object.freeze(object);
    }
    default:
      return fail(issues, path, 'JSON value');
  }
}

function isPlainObject(value) {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function twoDigitsAt(text, at) {
  const tens = text.charCodeAt(at) - 0x30;
  const ones = text.charCodeAt(at + 1) - 0x30;
  return tens >>> 0 > 9 || ones >>> 0 > 9 ? -1 : tens * 10 + ones;
}

function daysInMonth(year, month) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** RFC 3339 date-time with an offset, calendar-checked, a leap second only at 23:59:60 UTC: the library's rule. */
function isDateTime(text) {
  const length = text.length;
  if (length < 20) return false;
  const century = twoDigitsAt(text, 0);
  const yearOfCentury = twoDigitsAt(text, 2);
  const month = twoDigitsAt(text, 5);
  const day = twoDigitsAt(text, 8);
  const hour = twoDigitsAt(text, 11);
  const minute = twoDigitsAt(text, 14);
  const second = twoDigitsAt(text, 17);
  if ((century | yearOfCentury | hour | minute | second) < 0 || text.charCodeAt(4) !== 0x2d || month < 1 || month > 12 ||
    text.charCodeAt(7) !== 0x2d || day < 1 || day > daysInMonth(century * 100 + yearOfCentury, month) ||
    (text.charCodeAt(10) | 0x20) !== 0x74 || hour > 23 || text.charCodeAt(13) !== 0x3a || minute > 59 ||
    text.charCodeAt(16) !== 0x3a || second > 60) {
    return false;
  }
  let at = 19;
  if (text.charCodeAt(at) === 0x2e) {
    at++;
    const fraction = at;
    while (at < length && (text.charCodeAt(at) - 0x30) >>> 0 <= 9) at++;
    if (at === fraction) return false;
  }
  const zone = text.charCodeAt(at);
  let offsetMinutes = 0;
  if ((zone | 0x20) === 0x7a) {
    if (length !== at + 1) return false;
  } else if (zone === 0x2b || zone === 0x2d) {
    const hours = twoDigitsAt(text, at + 1);
    const minutes = twoDigitsAt(text, at + 4);
    if (length !== at + 6 || hours < 0 || hours > 23 || text.charCodeAt(at + 3) !== 0x3a || minutes < 0 || minutes > 59) return false;
    offsetMinutes = (hours * 60 + minutes) * (zone === 0x2b ? 1 : -1);
  } else {
    return false;
  }
  if (second !== 60) return true;
  const minuteOfDay = (((hour * 60 + minute - offsetMinutes) % 1440) + 1440) % 1440;
  return minuteOfDay === 1439;
}
