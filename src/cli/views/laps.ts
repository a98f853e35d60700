import type { Lap } from '../../index.js';
import { rangeOf, relativeBar } from '../bars.js';
import { countOf, duration, figure, MISSING, motionFigure, motionUnit, whole } from '../cells.js';
import { motionOf } from '../sports.js';
import { rowColumnLines, type RowColumn } from '../table.js';
import type { ViewOptions } from '../view-options.js';

const BAR_WIDTH = 12;
const NAME_WIDTH = 30;

/**
 * The laps table: index, name, distance, moving time, pace or speed with a bar relative
 * to the other laps, average heart rate with its bar and average power (each only when
 * some lap has it), elevation gain. Every column title carries its unit.
 */
export function* lapLines(laps: readonly Lap[], options: ViewOptions): Generator<string, void, undefined> {
  if (laps.length === 0) {
    yield 'Laps: none.';
    return;
  }
  const { units } = options;
  const motion = motionOf(options);
  const speed = rangeOf(laps.length, (index) => laps[index]?.average_speed ?? null);
  const heartRate = rangeOf(laps.length, (index) => laps[index]?.average_heartrate ?? null);
  const power = rangeOf(laps.length, (index) => laps[index]?.average_watts ?? null);
  const columns: RowColumn<Lap>[] = [
    { title: '#', align: 'right', cell: (lap, index) => whole(lap.lap_index ?? index + 1) },
    { title: 'name', align: 'left', maxWidth: NAME_WIDTH, cell: (lap) => lap.name ?? MISSING },
    { title: `distance ${units.distanceUnit}`, align: 'right', cell: (lap) => figure(units.distance(lap.distance), units.distanceDigits) },
    { title: 'moving h:mm:ss', align: 'right', cell: (lap) => duration(lap.moving_time) },
    { title: `${motion} ${motionUnit(units, motion)}`, align: 'right', cell: (lap) => motionFigure(lap.average_speed, units, motion) },
    { title: 'relative speed', align: 'left', cell: (lap) => relativeBar(lap.average_speed, speed, BAR_WIDTH) },
  ];
  if (heartRate !== null) {
    columns.push(
      { title: 'avg HR bpm', align: 'right', cell: (lap) => figure(lap.average_heartrate, 0) },
      { title: 'relative HR', align: 'left', cell: (lap) => relativeBar(lap.average_heartrate, heartRate, BAR_WIDTH) },
    );
  }
  if (power !== null) columns.push({ title: 'avg power W', align: 'right', cell: (lap) => figure(lap.average_watts, 0) });
  columns.push({ title: `elev gain ${units.elevationUnit}`, align: 'right', cell: (lap) => figure(units.elevation(lap.total_elevation_gain), 0) });

  yield `Laps (${countOf(laps.length, 'lap')})`;
  yield* rowColumnLines(columns, laps);
}
