import { timeZoneName, utcOffsetSeconds, type DetailedActivity, type Split } from '../../index.js';
import { duration, figure, joined, MISSING, motionFigure, motionUnit, utcOffset, wallClockTime, whole } from '../cells.js';
import { motionOf, ofSport } from '../sports.js';
import { factLines, type Fact } from '../table.js';
import type { ViewOptions } from '../view-options.js';
import { effortLines } from './efforts.js';
import { lapLines } from './laps.js';
import { splitLines, type SplitLength } from './splits.js';

/** The fields the header always shows (as `-` when missing): an activity with none of them is only its lists. */
const HEADER_FIELDS = ['id', 'name', 'sport_type', 'type', 'start_date_local', 'distance', 'moving_time', 'elapsed_time'] as const;

/**
 * A detailed activity (`GET /activities/{id}`): its header, then each list it has, in
 * this order: laps, splits (per kilometer, or per mile with imperial units, whichever it
 * has where it lacks those), segment efforts and best efforts. Figures are in the
 * activity's sport's units (a swim's in meters or yards); the header is left out when the
 * body holds only lists.
 */
export function* detailedActivityLines(activity: DetailedActivity, options: ViewOptions): Generator<string, void, undefined> {
  const shown = ofSport(options, activity.sport_type ?? activity.type ?? options.sport);
  const sections: Iterable<string>[] = [];
  if (HEADER_FIELDS.some((field) => activity[field] !== null)) sections.push(headerLines(activity, shown));
  if (activity.laps !== null) sections.push(lapLines(activity.laps, shown));
  const splits = shownSplits(activity, shown);
  if (splits !== null) sections.push(splitLines(splits.splits, splits.length, shown));
  if (activity.segment_efforts !== null) sections.push(effortLines('Segment efforts', activity.segment_efforts, shown));
  if (activity.best_efforts !== null) sections.push(effortLines('Best efforts', activity.best_efforts, shown));
  for (const [index, section] of sections.entries()) {
    if (index > 0) yield '';
    yield* section;
  }
}

/**
 * The header: name, sport, local start time, distance, moving and elapsed time, pace or
 * speed; then the time zone, elevation gain, heart rate, power, calories, device, gear and
 * description where the activity has them.
 */
function* headerLines(activity: DetailedActivity, options: ViewOptions): Generator<string, void, undefined> {
  const { units } = options;
  const motion = motionOf(options);
  const facts: Fact[] = [
    ['name', activity.name ?? MISSING],
    ['sport', activity.sport_type ?? activity.type ?? MISSING],
    ['start (local time)', wallClockTime(activity.start_date_local)],
  ];
  const optional = (label: string, value: string) => {
    if (value !== MISSING) facts.push([label, value]);
  };
  optional('time zone', timeZone(activity));
  facts.push(
    [`distance ${units.distanceUnit}`, figure(units.distance(activity.distance), units.distanceDigits)],
    ['moving time h:mm:ss', duration(activity.moving_time)],
    ['elapsed time h:mm:ss', duration(activity.elapsed_time)],
    [`average ${motion} ${motionUnit(units, motion)}`, motionFigure(activity.average_speed, units, motion)],
  );
  optional(`elev gain ${units.elevationUnit}`, figure(units.elevation(activity.total_elevation_gain), 0));
  optional('avg HR bpm', figure(activity.average_heartrate, 0));
  optional('max HR bpm', figure(activity.max_heartrate, 0));
  optional('avg power W', figure(activity.average_watts, 0));
  optional('calories kcal', figure(activity.calories, 0));
  optional('device', activity.device_name ?? MISSING);
  optional('gear', activity.gear?.name ?? activity.gear_id ?? MISSING);
  optional('description', activity.description === '' ? MISSING : (activity.description ?? MISSING));
  yield `Activity ${whole(activity.id)}`;
  yield* factLines(facts);
}

/**
 * The activity's time zone and the offset in force at its start: `America/New_York,
 * UTC-05:00 at the start`. The offset comes from the two start dates, never from the
 * bracket of `timezone` (the zone's standard offset, an hour off in summer).
 */
function timeZone(activity: DetailedActivity): string {
  const offset = utcOffset(utcOffsetSeconds(activity));
  return joined([timeZoneName(activity), offset === MISSING ? null : `${offset} at the start`], ', ');
}

/** The splits shown: per kilometer in metric units and per mile in imperial, or whichever the activity has. */
function shownSplits(activity: DetailedActivity, { units }: ViewOptions): { splits: readonly Split[]; length: SplitLength } | null {
  const metric = activity.splits_metric === null ? null : { splits: activity.splits_metric, length: 'km' as const };
  const standard = activity.splits_standard === null ? null : { splits: activity.splits_standard, length: 'mile' as const };
  return units.name === 'imperial' ? (standard ?? metric) : (metric ?? standard);
}
