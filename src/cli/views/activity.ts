import type { Id } from '../../parse/id.js';
import { duration, figure, MISSING, wallClockTime, whole } from '../cells.js';
import { tableLines } from '../table.js';
import type { ViewOptions } from '../view-options.js';

/** What a detailed activity's header shows, read from the activity itself (no record class holds it). */
export interface ActivityHeader {
  readonly id: Id | null;
  readonly name: string | null;
  readonly sport: string | null;
  readonly start_date_local: string | null;
  readonly distance: number | null;
  readonly moving_time: number | null;
  readonly elapsed_time: number | null;
}

const VALUE_WIDTH = 60;

/** A detailed activity's header: id, name, sport, local start time, distance, moving and elapsed time. */
export function* activityHeaderLines(header: ActivityHeader, { units }: ViewOptions): Generator<string, void, undefined> {
  const facts: readonly (readonly [string, string])[] = [
    ['name', header.name ?? MISSING],
    ['sport', header.sport ?? MISSING],
    ['start (local time)', wallClockTime(header.start_date_local)],
    [`distance ${units.distanceUnit}`, figure(units.distance(header.distance), units.distanceDigits)],
    ['moving time h:mm:ss', duration(header.moving_time)],
    ['elapsed time h:mm:ss', duration(header.elapsed_time)],
  ];
  yield `Activity ${whole(header.id)}`;
  const columns = [{ title: '', align: 'left' }, { title: '', align: 'left', maxWidth: VALUE_WIDTH }] as const;
  for (const line of tableLines(columns, facts, (fact) => fact, { titles: false })) yield `  ${line}`;
}
