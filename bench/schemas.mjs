// The same Lap record as zod 4 and valibot schemas, for comparison: every field
// nullable and optional, ISO date-times with offset checked, unknown keys allowed.
import * as v from 'valibot';
import { z } from 'zod';

const zNumber = z.number().nullable().optional();
const zInteger = z.int().nullable().optional();
const zDateTime = z.iso.datetime({ offset: true }).nullable().optional();
const zMetaActivity = z.looseObject({ id: zInteger });
const zMetaAthlete = z.looseObject({ id: zInteger, resource_state: zInteger });

export const zodLaps = z.array(
  z.looseObject({
    activity: zMetaActivity.nullable().optional(),
    athlete: zMetaAthlete.nullable().optional(),
    average_cadence: zNumber,
    average_speed: zNumber,
    average_watts: zNumber,
    average_heartrate: zNumber,
    max_heartrate: zNumber,
    device_watts: z.boolean().nullable().optional(),
    distance: zNumber,
    elapsed_time: zInteger,
    moving_time: zInteger,
    end_index: zInteger,
    start_index: zInteger,
    id: zInteger,
    lap_index: zInteger,
    max_speed: zNumber,
    name: z.string().nullable().optional(),
    pace_zone: zInteger,
    split: zInteger,
    start_date: zDateTime,
    start_date_local: zDateTime,
    total_elevation_gain: zNumber,
  }),
);

const vNumber = v.nullish(v.number());
const vInteger = v.nullish(v.pipe(v.number(), v.safeInteger()));
const vDateTime = v.nullish(v.pipe(v.string(), v.isoTimestamp()));
const vMetaActivity = v.looseObject({ id: vInteger });
const vMetaAthlete = v.looseObject({ id: vInteger, resource_state: vInteger });

export const valibotLaps = v.array(
  v.looseObject({
    activity: v.nullish(vMetaActivity),
    athlete: v.nullish(vMetaAthlete),
    average_cadence: vNumber,
    average_speed: vNumber,
    average_watts: vNumber,
    average_heartrate: vNumber,
    max_heartrate: vNumber,
    device_watts: v.nullish(v.boolean()),
    distance: vNumber,
    elapsed_time: vInteger,
    moving_time: vInteger,
    end_index: vInteger,
    start_index: vInteger,
    id: vInteger,
    lap_index: vInteger,
    max_speed: vNumber,
    name: v.nullish(v.string()),
    pace_zone: vInteger,
    split: vInteger,
    start_date: vDateTime,
    start_date_local: vDateTime,
    total_elevation_gain: vNumber,
  }),
);

/** Parses with valibot, throwing like zod does. */
export function parseWithValibot(value) {
  return v.parse(valibotLaps, value);
}

// A keyed stream body (`key_by_type=true`) as zod 4 and valibot schemas, for comparison:
// every stream optional, each sample of its kind or null (safe integers, finite numbers,
// positions in range, booleans), the stream's other fields typed, unknown keys allowed.
// Neither checks that the streams have one length, which StreamSet does.
const zStream = (sample) =>
  z.looseObject({ data: z.array(sample.nullable()), series_type: z.string().optional(), original_size: z.int().optional(), resolution: z.string().optional() }).optional();
const zLatLng = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

export const zodStreams = z.looseObject({
  time: zStream(z.int()),
  distance: zStream(z.number()),
  latlng: zStream(zLatLng),
  altitude: zStream(z.number()),
  velocity_smooth: zStream(z.number()),
  heartrate: zStream(z.int()),
  cadence: zStream(z.int()),
  watts: zStream(z.int()),
  temp: zStream(z.int()),
  moving: zStream(z.boolean()),
  grade_smooth: zStream(z.number()),
});

const vStream = (sample) =>
  v.optional(v.looseObject({
    data: v.array(v.nullable(sample)),
    series_type: v.optional(v.string()),
    original_size: v.optional(v.pipe(v.number(), v.safeInteger())),
    resolution: v.optional(v.string()),
  }));
const vInt = v.pipe(v.number(), v.safeInteger());
const vFinite = v.pipe(v.number(), v.finite());
const vLatLng = v.tuple([v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), v.pipe(v.number(), v.minValue(-180), v.maxValue(180))]);

export const valibotStreams = v.looseObject({
  time: vStream(vInt),
  distance: vStream(vFinite),
  latlng: vStream(vLatLng),
  altitude: vStream(vFinite),
  velocity_smooth: vStream(vFinite),
  heartrate: vStream(vInt),
  cadence: vStream(vInt),
  watts: vStream(vInt),
  temp: vStream(vInt),
  moving: vStream(v.boolean()),
  grade_smooth: vStream(vFinite),
});
