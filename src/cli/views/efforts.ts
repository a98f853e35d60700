import type { Id, SegmentEffort } from '../../index.js';
import { countOf, duration, figure, MISSING, wallClockTime, whole } from '../cells.js';
import { rowColumnLines, type RowColumn } from '../table.js';
import type { ViewOptions } from '../view-options.js';

const NAME_WIDTH = 40;

/**
 * A table of segment efforts: name, distance, elapsed time, KOM and PR ranks, and the
 * athlete's PR time on the segment where the body has it. Best efforts ("5K", "Marathon")
 * ride no segment, so they show no KOM rank and no segment PR.
 *
 * Efforts given on their own (`GET /segment_efforts?segment_id=`, the athlete's efforts on
 * one segment over time; `GET /segment_efforts/{id}`), rather than as an activity's, also
 * show when each started (local time) and its activity, and their average heart rate and
 * power where some effort has them: they come from many activities.
 */
export function* effortLines(
  title: 'Segment efforts' | 'Best efforts',
  efforts: readonly SegmentEffort[],
  { units }: ViewOptions,
  onTheirOwn = false,
): Generator<string, void, undefined> {
  if (efforts.length === 0) {
    yield `${title}: none.`;
    return;
  }
  const segments = title === 'Segment efforts';
  const someHas = (has: (effort: SegmentEffort) => boolean) => onTheirOwn && efforts.some(has);
  const columns: RowColumn<SegmentEffort>[] = [];
  if (someHas((effort) => effort.start_date_local !== null)) {
    columns.push({ title: 'start (local time)', align: 'left', cell: (effort) => wallClockTime(effort.start_date_local) });
  }
  columns.push(
    { title: 'name', align: 'left', maxWidth: NAME_WIDTH, cell: (effort) => effort.name ?? effort.segment?.name ?? MISSING },
    { title: `distance ${units.distanceUnit}`, align: 'right', cell: (effort) => figure(units.distance(effort.distance), units.distanceDigits) },
    { title: 'time h:mm:ss', align: 'right', cell: (effort) => duration(effort.elapsed_time) },
  );
  if (someHas((effort) => effort.average_heartrate !== null)) {
    columns.push({ title: 'avg HR bpm', align: 'right', cell: (effort) => figure(effort.average_heartrate, 0) });
  }
  if (someHas((effort) => effort.average_watts !== null)) {
    columns.push({ title: 'avg power W', align: 'right', cell: (effort) => figure(effort.average_watts, 0) });
  }
  if (segments) columns.push({ title: 'KOM rank', align: 'right', cell: (effort) => whole(effort.kom_rank) });
  columns.push({ title: 'PR rank', align: 'right', cell: (effort) => whole(effort.pr_rank) });
  if (segments) columns.push({ title: 'athlete PR h:mm:ss', align: 'right', cell: (effort) => duration(athletePrTime(effort)) });
  if (someHas((effort) => activityId(effort) !== null)) columns.push({ title: 'activity id', align: 'right', cell: (effort) => whole(activityId(effort)) });
  yield `${title} (${countOf(efforts.length, 'effort')})`;
  yield* rowColumnLines(columns, efforts);
}

/** The activity an effort belongs to: its `activity` reference's id, or `activity_id`. */
function activityId(effort: SegmentEffort): Id | null {
  return effort.activity?.id ?? effort.activity_id;
}

/**
 * The athlete's best time on the effort's segment: the segment's `athlete_pr_effort` or
 * `athlete_segment_stats`, or the effort's own `athlete_segment_stats`, which
 * `GET /segment_efforts/{id}` puts beside the effort.
 */
function athletePrTime(effort: SegmentEffort): number | null {
  const segment = effort.segment;
  return segment?.athlete_pr_effort?.pr_elapsed_time ?? segment?.athlete_segment_stats?.pr_elapsed_time ?? effort.athlete_segment_stats?.pr_elapsed_time ?? null;
}
