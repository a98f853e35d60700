import type { Stream, StreamSet, StreamType } from '../../index.js';
import { STREAM_TYPES } from '../../streams/stream-types.js';
import { countOf, duration, figure, MISSING } from '../cells.js';
import { SPARK_LEVELS, sparkline } from '../sparkline.js';
import { rowColumnLines, type RowColumn } from '../table.js';
import { resolutionOf } from '../stream-resolution.js';
import { fitToWidth } from '../terminal-text.js';
import type { UnitSystem } from '../unit-systems.js';
import type { ViewOptions } from '../view-options.js';
import { lapWindowLines } from './lap-windows.js';

/** Columns of a sparkline. */
const SPARK_WIDTH = 40;
/** Widest the line naming what the view leaves out is, in terminal columns. */
const OTHERS_WIDTH = 100;
/** A flag stream's share of true, from none to all: its sparkline's scale. */
const SHARE = { min: 0, max: 1 };

/** One stream of the set, read once for its row: its samples as numbers (NaN for null), their range and nulls. */
interface StreamRow {
  readonly type: StreamType;
  readonly stream: Stream;
  /** Latitude then longitude for positions; 1, 0 and 2 (null) for flags; NaN for null otherwise. */
  readonly samples: Float64Array | Uint8Array;
  readonly nulls: number;
}

/**
 * A stream set: a heading with the number of streams and samples and whether they are at
 * full resolution, then a row per stream (in the spec's order) with its nulls, the range
 * of its samples in the unit system's units and its shape as a sparkline; a line naming the
 * types it does not know (`--json` writes them). With `--laps`, then, a row per lap with its
 * window's figures beside the lap's own.
 */
export function* streamSetLines(set: StreamSet, options: ViewOptions): Generator<string, void, undefined> {
  const rows = STREAM_TYPES.flatMap((type): StreamRow[] => {
    const stream = set[type];
    if (stream === null) return [];
    const samples = stream.toTypedArray();
    return [{ type, stream, samples, nulls: nullsOf(samples, type) }];
  });
  const length = rows[0]?.stream.length ?? 0;
  yield `Streams (${countOf(rows.length, 'stream')} of ${countOf(length, 'sample')}; ${resolutionOf(set)})`;
  const columns: RowColumn<StreamRow>[] = [
    { title: 'stream', align: 'left', cell: (row) => row.type },
    { title: 'nulls', align: 'right', cell: (row) => row.nulls.toLocaleString('en-US') },
    { title: 'range', align: 'left', maxWidth: 60, cell: (row) => rangeOf(row, options.units) },
    { title: `shape (${SPARK_LEVELS.charAt(0)} low to ${SPARK_LEVELS.at(-1) ?? ''} high)`, align: 'left', maxWidth: SPARK_WIDTH, cell: shapeOf },
  ];
  if (rows.length > 0) yield* rowColumnLines(columns, rows);
  const others = Object.keys(set.extra);
  if (others.length > 0) yield fitToWidth(`Not shown (kept by --json): ${others.join(', ')}`, OTHERS_WIDTH);
  if (options.laps !== null) {
    yield '';
    yield* lapWindowLines(set, options.laps, options);
  }
}

function nullsOf(samples: Float64Array | Uint8Array, type: StreamType): number {
  let nulls = 0;
  if (type === 'moving') for (const flag of samples) nulls += flag === 2 ? 1 : 0;
  else for (let index = 0; index < samples.length; index += type === 'latlng' ? 2 : 1) nulls += Number.isNaN(samples[index]) ? 1 : 0;
  return nulls;
}

/** The least and greatest of every `step`-th sample from `start` that is not null, or null. */
function extremes(samples: Float64Array | Uint8Array, start = 0, step = 1): { readonly min: number; readonly max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (let index = start; index < samples.length; index += step) {
    const value = samples[index] ?? Number.NaN;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min <= max ? { min, max } : null;
}

/** The range of a stream's samples in the unit system, with its unit: `0.00 to 42.27 km`; `-` when every sample is null. */
function rangeOf({ type, samples, nulls, stream }: StreamRow, units: UnitSystem): string {
  if (type === 'moving') {
    let moving = 0;
    for (const flag of samples) moving += flag === 1 ? 1 : 0;
    const known = stream.length - nulls;
    return known === 0 ? MISSING : `moving in ${moving.toLocaleString('en-US')} of ${countOf(known, 'sample')}`;
  }
  if (type === 'latlng') {
    const latitude = extremes(samples, 0, 2);
    const longitude = extremes(samples, 1, 2);
    if (latitude === null || longitude === null) return MISSING;
    const degrees = (value: number) => figure(value, 4);
    return `lat ${degrees(latitude.min)} to ${degrees(latitude.max)}, lng ${degrees(longitude.min)} to ${degrees(longitude.max)} deg`;
  }
  const range = extremes(samples);
  if (range === null) return MISSING;
  const span = (convert: (value: number) => number | null, digits: number, unit: string) =>
    `${figure(convert(range.min), digits)} to ${figure(convert(range.max), digits)} ${unit}`;
  switch (type) {
    case 'time':
      return `${duration(range.min)} to ${duration(range.max)} h:mm:ss`;
    case 'distance':
      return span(units.distance, units.distanceDigits, units.distanceUnit);
    case 'altitude':
      return span(units.elevation, 1, units.elevationUnit);
    case 'velocity_smooth':
      return span(units.speed, 1, units.speedUnit);
    case 'heartrate':
      return span(same, 0, 'bpm');
    case 'cadence':
      return span(same, 0, 'rpm');
    case 'watts':
      return span(same, 0, 'W');
    case 'temp':
      return span(units.temperature, 0, units.temperatureUnit);
    case 'grade_smooth':
      return span(same, 1, '%');
  }
}

const same = (value: number | null) => value;

/**
 * The stream's sparkline; for a stream with no shape, why: every sample null, or one value
 * throughout. Positions have no one line to draw (their range gives the box they fill).
 */
function shapeOf({ type, samples, nulls, stream }: StreamRow): string {
  if (type === 'latlng') return MISSING;
  const flags = type === 'moving';
  const line = sparkline(
    samples.length,
    (index) => {
      const value = samples[index] ?? Number.NaN;
      return flags ? (value === 2 ? null : value) : Number.isNaN(value) ? null : value;
    },
    SPARK_WIDTH,
    flags ? SHARE : undefined,
  );
  if (line !== null) return line;
  return nulls === stream.length ? '(every sample null)' : '(one value throughout)';
}
