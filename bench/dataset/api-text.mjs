// A body as the API writes it: compact JSON, ids beyond 2^53 as their exact digits (the
// generator holds them as bigints), and the numbers of a number field written as floats
// (`101529.0`, `-14400.0`, `187.0`), as the API's text has them. The same body gives the
// same bytes: keys in the order the generator set them.

/** Fields the API types as numbers (floats), written with a decimal point even when whole. */
const FLOAT_FIELDS = new Set([
  'distance', 'average_speed', 'max_speed', 'total_elevation_gain', 'elev_high', 'elev_low', 'utc_offset',
  'average_heartrate', 'max_heartrate', 'average_cadence', 'average_watts', 'kilojoules', 'suffer_score',
  'calories', 'weight', 'elevation_difference', 'average_grade_adjusted_speed', 'converted_distance',
  'average_grade', 'maximum_grade', 'elevation_high', 'elevation_low', 'elevation_gain', 'biggest_ride_distance',
  'biggest_climb_elevation_gain', 'notification_distance',
]);

/** Stream types whose samples are numbers rather than integers, booleans or positions. */
const FLOAT_STREAMS = new Set(['distance', 'altitude', 'velocity_smooth', 'grade_smooth']);

function floatText(value) {
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

function write(value, asFloat, parts) {
  if (value === null) parts.push('null');
  else if (typeof value === 'bigint') parts.push(String(value));
  else if (typeof value === 'number') parts.push(asFloat ? floatText(value) : String(value));
  else if (typeof value === 'string' || typeof value === 'boolean') parts.push(JSON.stringify(value));
  else if (Array.isArray(value)) {
    parts.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) parts.push(',');
      write(value[i], asFloat, parts);
    }
    parts.push(']');
  } else {
    parts.push('{');
    let first = true;
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined) continue;
      if (!first) parts.push(',');
      first = false;
      parts.push(JSON.stringify(key), ':');
      write(field, FLOAT_FIELDS.has(key), parts);
    }
    parts.push('}');
  }
}

/** A stream's samples, in one string: numbers of a float type with one decimal at least (`0.0,1.4,2.8`). */
function samplesText(data, type) {
  const float = FLOAT_STREAMS.has(type);
  let text = '[';
  for (let i = 0; i < data.length; i++) {
    const sample = data[i];
    if (i > 0) text += ',';
    if (sample === null) text += 'null';
    else if (typeof sample === 'number') text += float && Number.isInteger(sample) ? `${sample}.0` : String(sample);
    else if (typeof sample === 'boolean') text += sample ? 'true' : 'false';
    else text += `[${sample[0]},${sample[1]}]`;
  }
  return `${text}]`;
}

function writeStream(stream, type, parts) {
  parts.push('{');
  let first = true;
  for (const [key, field] of Object.entries(stream)) {
    if (!first) parts.push(',');
    first = false;
    parts.push(JSON.stringify(key), ':');
    if (key === 'data') parts.push(samplesText(field, type));
    else write(field, false, parts);
  }
  parts.push('}');
}

/** Whether `body` is a stream set: keyed by type (every value has `data`) or an array of streams with `type`. */
function isStreamSet(body) {
  if (Array.isArray(body)) return body.length > 0 && body.every((stream) => stream !== null && typeof stream === 'object' && 'type' in stream && 'data' in stream);
  return body !== null && typeof body === 'object' && Object.keys(body).length > 0
    && Object.values(body).every((stream) => stream !== null && typeof stream === 'object' && Array.isArray(stream.data));
}

/** `body` (a value the generator made) as the API's JSON text. */
export function apiText(body) {
  const parts = [];
  if (isStreamSet(body)) {
    if (Array.isArray(body)) {
      parts.push('[');
      body.forEach((stream, i) => {
        if (i > 0) parts.push(',');
        writeStream(stream, stream.type, parts);
      });
      parts.push(']');
    } else {
      parts.push('{');
      Object.entries(body).forEach(([type, stream], i) => {
        if (i > 0) parts.push(',');
        parts.push(JSON.stringify(type), ':');
        writeStream(stream, type, parts);
      });
      parts.push('}');
    }
  } else {
    write(body, false, parts);
  }
  return parts.join('');
}
