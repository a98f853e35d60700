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
