import type { Split } from '../../index.js';
import { rangeOf, relativeBar } from '../bars.js';
import { countOf, duration, figure, motionFigure, motionUnit, whole } from '../cells.js';
import { motionOf } from '../sports.js';
import { rowColumnLines, type RowColumn } from '../table.js';
import type { ViewOptions } from '../view-options.js';

const BAR_WIDTH = 12;

/** Which splits of an activity: `splits_metric` (a kilometer each) or `splits_standard` (a mile each). */
export type SplitLength = 'km' | 'mile';

/**
 * An activity's splits, a kilometer or a mile each: number, distance, moving time, pace or
 * speed with a bar relative to the other splits, the grade-adjusted figure and average
 * heart rate with its bar (each only when some split has it), and the elevation difference
 * from the split's start to its end. Every column title carries its unit.
 */
export function* splitLines(splits: readonly Split[], length: SplitLength, options: ViewOptions): Generator<string, void, undefined> {
  const title = `Splits per ${length}`;
  if (splits.length === 0) {
    yield `${title}: none.`;
    return;
  }
  const { units } = options;
  const motion = motionOf(options);
  const shownIn = `${motion} ${motionUnit(units, motion)}`;
  const speed = rangeOf(splits.length, (index) => splits[index]?.average_speed ?? null);
  const adjusted = rangeOf(splits.length, (index) => splits[index]?.average_grade_adjusted_speed ?? null);
  const heartRate = rangeOf(splits.length, (index) => splits[index]?.average_heartrate ?? null);
  const columns: RowColumn<Split>[] = [
    { title: '#', align: 'right', cell: (split, index) => whole(split.split ?? index + 1) },
    { title: `distance ${units.distanceUnit}`, align: 'right', cell: (split) => figure(units.distance(split.distance), units.distanceDigits) },
    { title: 'moving h:mm:ss', align: 'right', cell: (split) => duration(split.moving_time) },
    { title: shownIn, align: 'right', cell: (split) => motionFigure(split.average_speed, units, motion) },
    { title: 'relative speed', align: 'left', cell: (split) => relativeBar(split.average_speed, speed, BAR_WIDTH) },
  ];
  if (adjusted !== null) {
    columns.push({ title: `grade-adjusted ${shownIn}`, align: 'right', cell: (split) => motionFigure(split.average_grade_adjusted_speed, units, motion) });
  }
  if (heartRate !== null) {
    columns.push(
      { title: 'avg HR bpm', align: 'right', cell: (split) => figure(split.average_heartrate, 0) },
      { title: 'relative HR', align: 'left', cell: (split) => relativeBar(split.average_heartrate, heartRate, BAR_WIDTH) },
    );
  }
  columns.push({ title: `elev diff ${units.elevationUnit}`, align: 'right', cell: (split) => figure(units.elevation(split.elevation_difference), 1) });

  yield `${title} (${countOf(splits.length, 'split')})`;
  yield* rowColumnLines(columns, splits);
}
