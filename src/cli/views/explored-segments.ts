import type { ExplorerResponse, ExplorerSegment } from '../../index.js';
import { countOf, figure, flag, MISSING, position, whole } from '../cells.js';
import { rowColumnLines, type RowColumn } from '../table.js';
import type { ViewOptions } from '../view-options.js';
import { climbCategory } from './segments.js';

const NAME_WIDTH = 40;

/** The answer of `GET /segments/explore`: its segments, as `exploredSegmentLines` shows them. */
export function explorerResponseLines(response: ExplorerResponse, options: ViewOptions): Generator<string, void, undefined> {
  return exploredSegmentLines(response.segments ?? [], options);
}

/**
 * Segments as `GET /segments/explore` finds them: a row each with its climb category,
 * distance, average grade, elevation difference, start, whether starred, and its id.
 */
export function* exploredSegmentLines(segments: readonly ExplorerSegment[], { units }: ViewOptions): Generator<string, void, undefined> {
  if (segments.length === 0) {
    yield 'Explored segments: none.';
    return;
  }
  const columns: RowColumn<ExplorerSegment>[] = [
    { title: 'name', align: 'left', maxWidth: NAME_WIDTH, cell: (segment) => segment.name ?? MISSING },
    { title: 'category', align: 'left', cell: (segment) => (segment.climb_category === null ? (segment.climb_category_desc ?? MISSING) : climbCategory(segment.climb_category)) },
    { title: `distance ${units.distanceUnit}`, align: 'right', cell: (segment) => figure(units.distance(segment.distance), units.distanceDigits) },
    { title: 'avg grade %', align: 'right', cell: (segment) => figure(segment.avg_grade, 1) },
    { title: `elev diff ${units.elevationUnit}`, align: 'right', cell: (segment) => figure(units.elevation(segment.elev_difference), 0) },
    { title: 'start lat, lng', align: 'left', cell: (segment) => position(segment.start_latlng) },
    { title: 'starred', align: 'left', cell: (segment) => flag(segment.starred) },
    { title: 'segment id', align: 'right', cell: (segment) => whole(segment.id) },
  ];
  yield `Explored segments (${countOf(segments.length, 'segment')})`;
  yield* rowColumnLines(columns, segments);
}
