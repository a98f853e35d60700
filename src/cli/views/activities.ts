import type { MetaAthlete, SummaryActivity } from '../../index.js';
import { countOf, duration, figure, joined, MISSING, motionFigure, motionUnit, wallClockTime, whole, withUnit } from '../cells.js';
import { motionOf, ofSport } from '../sports.js';
import { tableLines, type Column } from '../table.js';
import type { ViewOptions } from '../view-options.js';

const NAME_WIDTH = 40;
const SPORT_WIDTH = 20;
const ATHLETE_WIDTH = 30;

/** A column of the list, its cell made from the activity and the options of the activity's sport. */
interface ActivityColumn extends Column {
  readonly cell: (activity: SummaryActivity, shown: ViewOptions) => string;
}

/**
 * A list of activities (`GET /athlete/activities`, a club's activities), a row each:
 * local start time, sport, name, distance, moving time, pace or speed by the row's sport,
 * elevation gain and average heart rate; the athlete where the list names them (a club's
 * list), and the activity's id. Each row is shown in its own sport's units, so distance
 * and pace or speed carry their unit in every cell (`42.27 km`, `5:16 /km`; a swim's
 * `1874.5 m`, `1:58 /100m`; a ride's `27.3 km/h`). The start time, athlete, heart rate and
 * id columns are left out when no activity of the list has one (a club's list gives no
 * dates, ids or heart rates).
 */
export function* activityListLines(activities: readonly SummaryActivity[], options: ViewOptions): Generator<string, void, undefined> {
  const { units } = options;
  const someHas = (has: (activity: SummaryActivity) => boolean) => activities.some(has);
  const columns: ActivityColumn[] = [];
  if (someHas((activity) => activity.start_date_local !== null)) {
    columns.push({ title: 'start (local time)', align: 'left', cell: (activity) => wallClockTime(activity.start_date_local) });
  }
  columns.push(
    { title: 'sport', align: 'left', maxWidth: SPORT_WIDTH, cell: (activity) => activity.sport_type ?? activity.type ?? MISSING },
    { title: 'name', align: 'left', maxWidth: NAME_WIDTH, cell: (activity) => activity.name ?? MISSING },
  );
  if (someHas((activity) => athleteName(activity.athlete) !== null)) {
    columns.push({ title: 'athlete', align: 'left', maxWidth: ATHLETE_WIDTH, cell: (activity) => athleteName(activity.athlete) ?? MISSING });
  }
  columns.push(
    {
      title: 'distance',
      align: 'right',
      cell: (activity, shown) => withUnit(figure(shown.units.distance(activity.distance), shown.units.distanceDigits), shown.units.distanceUnit),
    },
    { title: 'moving h:mm:ss', align: 'right', cell: (activity) => duration(activity.moving_time) },
    {
      title: 'pace or speed',
      align: 'right',
      cell: (activity, shown) => {
        const motion = motionOf(shown);
        return withUnit(motionFigure(averageSpeed(activity), shown.units, motion), motionUnit(shown.units, motion));
      },
    },
    { title: `elev gain ${units.elevationUnit}`, align: 'right', cell: (activity) => figure(units.elevation(activity.total_elevation_gain), 0) },
  );
  if (someHas((activity) => activity.average_heartrate !== null)) {
    columns.push({ title: 'avg HR bpm', align: 'right', cell: (activity) => figure(activity.average_heartrate, 0) });
  }
  if (someHas((activity) => activity.id !== null)) columns.push({ title: 'activity id', align: 'right', cell: (activity) => whole(activity.id) });

  yield `Activities (${countOf(activities.length, 'activity', 'activities')})`;
  yield* tableLines(columns, activities, (activity) => {
    const shown = ofSport(options, activity.sport_type ?? activity.type ?? options.sport);
    return columns.map((column) => column.cell(activity, shown));
  });
}

/**
 * The activity's average speed, in meters per second: `average_speed`, or where the list
 * leaves it out (a club's list) its distance over its moving time, which is how the API
 * figures it.
 */
function averageSpeed(activity: SummaryActivity): number | null {
  if (activity.average_speed !== null) return activity.average_speed;
  const { distance, moving_time: movingTime } = activity;
  return distance !== null && movingTime !== null && movingTime > 0 ? distance / movingTime : null;
}

/**
 * The name of an activity's athlete as a club's list gives it (`Jeanie K.`), which a
 * `MetaAthlete` keeps in `extra`; null when the athlete has none there (the athlete's own
 * list gives only the id).
 */
function athleteName(athlete: MetaAthlete | null): string | null {
  const part = (key: string) => {
    const value = athlete?.extra[key];
    return typeof value === 'string' ? value : null;
  };
  const name = joined([part('firstname'), part('lastname')], ' ');
  return name === MISSING ? null : name;
}
