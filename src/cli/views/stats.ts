import type { ActivityStats, ActivityTotal } from '../../index.js';
import { duration, figure, whole } from '../cells.js';
import { factLines, tableLines } from '../table.js';
import type { ViewOptions } from '../view-options.js';

/** An athlete's stats: the biggest ride and climb, then the totals of each period and sport. */
export function* statsLines(stats: ActivityStats, { units }: ViewOptions): Generator<string, void, undefined> {
  yield 'Athlete stats';
  const biggest = [
    [`biggest ride ${units.distanceUnit}`, figure(units.distance(stats.biggest_ride_distance), 2)],
    [`biggest climb ${units.elevationUnit}`, figure(units.elevation(stats.biggest_climb_elevation_gain), 0)],
  ] as const;
  yield* factLines(biggest, 'right');
  yield '';
  const totals: readonly (readonly [string, ActivityTotal | null])[] = [
    ['recent rides (4 weeks)', stats.recent_ride_totals],
    ['recent runs (4 weeks)', stats.recent_run_totals],
    ['recent swims (4 weeks)', stats.recent_swim_totals],
    ['rides this year', stats.ytd_ride_totals],
    ['runs this year', stats.ytd_run_totals],
    ['swims this year', stats.ytd_swim_totals],
    ['all rides', stats.all_ride_totals],
    ['all runs', stats.all_run_totals],
    ['all swims', stats.all_swim_totals],
  ];
  const columns = [
    { title: 'totals', align: 'left' },
    { title: 'count', align: 'right' },
    { title: `distance ${units.distanceUnit}`, align: 'right' },
    { title: 'moving h:mm:ss', align: 'right' },
    { title: 'elapsed h:mm:ss', align: 'right' },
    { title: `elev gain ${units.elevationUnit}`, align: 'right' },
    { title: 'achievements', align: 'right' },
  ] as const;
  yield* tableLines(columns, totals, ([label, total]) => [
    label,
    whole(total?.count ?? null),
    figure(units.distance(total?.distance ?? null), 1),
    duration(total?.moving_time ?? null),
    duration(total?.elapsed_time ?? null),
    figure(units.elevation(total?.elevation_gain ?? null), 0),
    whole(total?.achievement_count ?? null),
  ]);
}
