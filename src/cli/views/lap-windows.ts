import { StreamWindowError, type Lap, type StreamFigures, type StreamSet } from '../../index.js';
import { STREAM_TYPES } from '../../streams/stream-types.js';
import { countOf, duration, figure, MISSING, motionFigure, motionUnit, whole } from '../cells.js';
import { motionOf } from '../sports.js';
import { downsampling } from '../stream-resolution.js';
import { rowColumnLines, type RowColumn } from '../table.js';
import type { ViewOptions } from '../view-options.js';

const NAME_WIDTH = 30;
const NOTE_WIDTH = 80;
/**
 * How many times over the laps' windows may read the set's samples for their figures:
 * laps that split an activity read it about once, but each window's figures read all its
 * samples, and laps that overlap without end (a million laps over the whole of a 24-hour
 * ride) made the command's time grow with laps times samples, to hours.
 */
const FIGURE_READS_PER_SAMPLE = 16;
/** The samples the figures may read whatever the set's length, so that a short set's laps are never cut short. */
const MIN_FIGURE_READS = 2 ** 20;

/** A lap and what its window gave: the figures recomputed from its samples, or why it has none. */
interface LapWindow {
  readonly lap: Lap;
  /** The window's number of samples and figures, or null when it could not be cut. */
  readonly samples: number | null;
  readonly figures: StreamFigures | null;
  /** Why the window could not be cut, for its row; null when it was. */
  readonly refusal: string | null;
}

/** A figure a lap has and its window recomputes: the lap's column and the window's beside it. */
interface FigurePair {
  /** The name of the lap's field and of the window's figure. */
  readonly field: keyof StreamFigures & keyof Lap;
  /** The lap's column title, with its unit. */
  readonly title: string;
  /** The unit, for the window's column title (`streams km`). */
  readonly unit: string;
  readonly format: (value: number | null) => string;
}

/**
 * A row per lap with its window's figures beside the lap's own (`StreamSet#window(lap)`
 * and its `figures()`): index, name, the window's indexes and samples, then for each
 * figure some window has, the lap's column and the streams' beside it, each with its unit;
 * a lap whose window cannot be cut (downsampled streams, indexes outside them or missing)
 * says why in its last column. The windows' figures read at most `FIGURE_READS_PER_SAMPLE`
 * times the set's samples (or `MIN_FIGURE_READS`), in the laps' order: a lap past that
 * shows its window and samples, and says it has no figures.
 */
export function* lapWindowLines(set: StreamSet, laps: readonly Lap[], options: ViewOptions): Generator<string, void, undefined> {
  if (laps.length === 0) {
    yield 'Laps: none.';
    return;
  }
  const { units } = options;
  const motion = motionOf(options);
  const reads = Math.max(FIGURE_READS_PER_SAMPLE * lengthOf(set), MIN_FIGURE_READS);
  let read = 0;
  const rows = laps.map((lap) => {
    const row = windowOf(set, lap, reads - read, reads);
    if (row.figures !== null) read += row.samples ?? 0;
    return row;
  });
  const pairs: readonly FigurePair[] = [
    { field: 'distance', title: `distance ${units.distanceUnit}`, unit: units.distanceUnit, format: (value) => figure(units.distance(value), units.distanceDigits) },
    { field: 'elapsed_time', title: 'elapsed h:mm:ss', unit: 'h:mm:ss', format: duration },
    { field: 'moving_time', title: 'moving h:mm:ss', unit: 'h:mm:ss', format: duration },
    { field: 'average_speed', title: `${motion} ${motionUnit(units, motion)}`, unit: motionUnit(units, motion), format: (value) => motionFigure(value, units, motion) },
    { field: 'max_speed', title: `max speed ${units.speedUnit}`, unit: units.speedUnit, format: (value) => figure(units.speed(value), 1) },
    { field: 'average_heartrate', title: 'avg HR bpm', unit: 'bpm', format: (value) => figure(value, 0) },
    { field: 'max_heartrate', title: 'max HR bpm', unit: 'bpm', format: (value) => figure(value, 0) },
    { field: 'average_cadence', title: 'cadence rpm', unit: 'rpm', format: (value) => figure(value, 0) },
    { field: 'average_watts', title: 'avg power W', unit: 'W', format: (value) => figure(value, 0) },
    { field: 'total_elevation_gain', title: `elev gain ${units.elevationUnit}`, unit: units.elevationUnit, format: (value) => figure(units.elevation(value), 0) },
  ];
  const columns: RowColumn<LapWindow>[] = [
    { title: '#', align: 'right', cell: (row, index) => whole(row.lap.lap_index ?? index + 1) },
    { title: 'name', align: 'left', maxWidth: NAME_WIDTH, cell: (row) => row.lap.name ?? MISSING },
    { title: 'window', align: 'right', cell: (row) => indexes(row.lap) },
    { title: 'samples', align: 'right', cell: (row) => (row.samples === null ? MISSING : row.samples.toLocaleString('en-US')) },
  ];
  for (const pair of pairs) {
    if (!rows.some((row) => (row.figures?.[pair.field] ?? null) !== null)) continue;
    columns.push(
      { title: pair.title, align: 'right', cell: (row) => pair.format(row.lap[pair.field]) },
      { title: `streams ${pair.unit}`, align: 'right', cell: (row) => pair.format(row.figures?.[pair.field] ?? null) },
    );
  }
  if (rows.some((row) => row.refusal !== null)) columns.push({ title: 'note', align: 'left', maxWidth: NOTE_WIDTH, cell: (row) => row.refusal ?? '' });
  yield `Laps and their windows (${countOf(laps.length, 'lap')}; beside each figure of the lap, the same figure recomputed from the streams)`;
  yield* rowColumnLines(columns, rows);
}

/**
 * The lap's window cut from the set, with its figures when they read at most `readable`
 * samples, or why it cannot be cut.
 *
 * @param reads the samples the figures of every window may read together, for the note
 */
function windowOf(set: StreamSet, lap: Lap, readable: number, reads: number): LapWindow {
  try {
    const window = set.window(lap);
    if (window.length > readable) {
      return { lap, samples: window.length, figures: null, refusal: `no figures: past the ${reads.toLocaleString('en-US')} samples --laps reads for figures` };
    }
    return { lap, samples: window.length, figures: window.figures(), refusal: null };
  } catch (error) {
    if (!(error instanceof StreamWindowError)) throw error;
    return { lap, samples: null, figures: null, refusal: `no window: ${refusalOf(error, set, lap)}` };
  }
}

/** Why a window cannot be cut, in a few words for its row. */
function refusalOf(error: StreamWindowError, set: StreamSet, lap: Lap): string {
  switch (error.reason) {
    case 'no-index':
      return 'no start_index or end_index';
    case 'downsampled':
      return `downsampled streams (${downsampling(set) ?? MISSING})`;
    case 'out-of-range':
      return `${indexes(lap)} is outside the streams' ${countOf(lengthOf(set), 'sample')}`;
  }
}

/** The number of samples of each stream of the set (0 for a set with none). */
function lengthOf(set: StreamSet): number {
  for (const type of STREAM_TYPES) {
    const stream = set[type];
    if (stream !== null) return stream.length;
  }
  return 0;
}

/** The lap's first and last index, `0-13128`, or `-`. */
function indexes(lap: Lap): string {
  return lap.start_index === null || lap.end_index === null ? MISSING : `${lap.start_index}-${lap.end_index}`;
}
