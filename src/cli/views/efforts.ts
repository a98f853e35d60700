import { isPlainObject } from '../../parse/plain-object.js';
import type { SummarySegmentEffort } from '../../records/summary-segment-effort.js';
import { countOf, duration, figure, flag, MISSING, whole } from '../cells.js';
import { tableLines, type Column } from '../table.js';
import type { UnitSystem } from '../unit-systems.js';

const NAME_WIDTH = 40;

/** The segment efforts table: name, distance, time, PR rank, KOM, PR activity. */
export function* effortLines(title: string, efforts: readonly SummarySegmentEffort[], units: UnitSystem): Generator<string, void, undefined> {
  if (efforts.length === 0) {
    yield `${title}: none.`;
    return;
  }
  const columns: Column[] = [
    { title: 'name', align: 'left', maxWidth: NAME_WIDTH },
    { title: `distance ${units.distanceUnit}`, align: 'right' },
    { title: 'time h:mm:ss', align: 'right' },
    { title: 'PR rank', align: 'right' },
    { title: 'KOM', align: 'left' },
    { title: 'PR activity', align: 'right' },
  ];
  yield `${title} (${countOf(efforts.length, 'effort')})`;
  yield* tableLines(columns, efforts, (effort) => [
      effortName(effort),
      figure(units.distance(effort.distance), 2),
      duration(effort.pr_elapsed_time),
      typeof effort.extra.pr_rank === 'number' ? String(effort.extra.pr_rank) : MISSING,
      flag(effort.is_kom),
      whole(effort.pr_activity_id),
    ]);
}

function effortName(effort: SummarySegmentEffort): string {
  const segment = effort.extra.segment;
  const name = effort.extra.name ?? (isPlainObject(segment) ? segment.name : undefined);
  return typeof name === 'string' ? name : MISSING;
}
