import type { Route, SummarySegment } from '../../index.js';
import { spanBar, type Range } from '../bars.js';
import { athleteName, countOf, duration, epochUtcTime, figure, flag, MISSING, utcTime, whole } from '../cells.js';
import { MAX_POLYLINE_LENGTH, routeLineOf, type RouteLine } from '../route-line.js';
import { factLines, rowColumnLines, type Fact, type RowColumn } from '../table.js';
import type { ViewOptions } from '../view-options.js';
import { climbCategory } from './segments.js';

const NAME_WIDTH = 40;
/** Columns of the bar that places each segment along its route. */
const ALONG_WIDTH = 30;

/** A route's `type`, by its number. */
const SPORTS: Readonly<Record<number, string>> = { 1: 'ride', 2: 'run' };
/** A route's `sub_type`, by its number. */
const SURFACES: Readonly<Record<number, string>> = { 1: 'road', 2: 'mountain bike', 3: 'cross', 4: 'trail', 5: 'mixed' };

/** A number the API names by a table, as its name, or the number itself for one the table does not have. */
function named(names: Readonly<Record<number, string>>, value: number | null): string {
  return value === null ? MISSING : (names[value] ?? String(value));
}

/**
 * A route (`GET /routes/{id}`): its header (sport, surface, distance, climbing, the time
 * the service expects it to take, when it was made, its creator, what its line covers),
 * then the segments along it, each with a bar of where it lies along the route: its start
 * and end found on the route's line (`map.polyline`, or `summary_polyline`), the route's
 * length the bar's scale.
 */
export function* routeLines(route: Route, options: ViewOptions): Generator<string, void, undefined> {
  const { units } = options;
  const polyline = route.map?.polyline ?? route.map?.summary_polyline ?? null;
  let line: RouteLine | null = null;
  let unread = MISSING;
  try {
    line = polyline === null ? null : routeLineOf(polyline);
    if (line === null && polyline !== null && polyline !== '') unread = `longer than the ${MAX_POLYLINE_LENGTH.toLocaleString('en-US')} characters inspect decodes`;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    unread = 'not an encoded polyline';
  }
  const facts: Fact[] = [
    ['name', route.name ?? MISSING],
    ['sport', named(SPORTS, route.type)],
    ['surface', named(SURFACES, route.sub_type)],
    [`distance ${units.distanceUnit}`, figure(units.distance(route.distance), units.distanceDigits)],
    [`elev gain ${units.elevationUnit}`, figure(units.elevation(route.elevation_gain), 0)],
  ];
  const optional = (label: string, value: string) => {
    if (value !== MISSING) facts.push([label, value]);
  };
  optional('estimated time h:mm:ss', duration(route.estimated_moving_time));
  optional('created', createdAt(route));
  optional('athlete', athleteName(route.athlete));
  optional('private', flag(route.private));
  optional('starred', flag(route.starred));
  if (line !== null) {
    const degrees = ({ min, max }: Range) => `${figure(min, 4)} to ${figure(max, 4)}`;
    facts.push(['line points', line.points.toLocaleString('en-US')], ['line lat deg', degrees(line.latitude)], ['line lng deg', degrees(line.longitude)]);
  }
  optional('line', unread);
  optional('description', route.description === '' ? MISSING : (route.description ?? MISSING));
  yield `Route ${whole(route.id)}`;
  yield* factLines(facts);
  if (route.segments !== null) {
    yield '';
    yield* segmentsAlongLines(route.segments, line, route.distance, options);
  }
}

/**
 * An athlete's routes (`GET /athletes/{id}/routes`): a row each with its sport, surface,
 * distance, climbing, estimated time, when it was made, whether private or starred, and
 * its id (exact beyond 2^53).
 */
export function* routeListLines(routes: readonly Route[], { units }: ViewOptions): Generator<string, void, undefined> {
  const columns: RowColumn<Route>[] = [
    { title: 'name', align: 'left', maxWidth: NAME_WIDTH, cell: (route) => route.name ?? MISSING },
    { title: 'sport', align: 'left', cell: (route) => named(SPORTS, route.type) },
    { title: 'surface', align: 'left', cell: (route) => named(SURFACES, route.sub_type) },
    { title: `distance ${units.distanceUnit}`, align: 'right', cell: (route) => figure(units.distance(route.distance), units.distanceDigits) },
    { title: `elev gain ${units.elevationUnit}`, align: 'right', cell: (route) => figure(units.elevation(route.elevation_gain), 0) },
  ];
  if (routes.some((route) => route.estimated_moving_time !== null)) {
    columns.push({ title: 'est. time h:mm:ss', align: 'right', cell: (route) => duration(route.estimated_moving_time) });
  }
  columns.push(
    { title: 'created', align: 'left', cell: createdAt },
    { title: 'private', align: 'left', cell: (route) => flag(route.private) },
    { title: 'starred', align: 'left', cell: (route) => flag(route.starred) },
    { title: 'route id', align: 'right', cell: (route) => whole(route.id) },
  );
  yield `Routes (${countOf(routes.length, 'route')})`;
  yield* rowColumnLines(columns, routes);
}

/** When the route was made, in UTC: `created_at`, or where a body of 2016-2017 lacks it, `timestamp`. */
function createdAt(route: Route): string {
  return route.created_at === null ? epochUtcTime(route.timestamp) : utcTime(route.created_at);
}

/**
 * The route's segments: name, distance, grade, climb category, and, where the route has a
 * line, a bar of where each lies along it (`.` the route, `#` the segment, from the
 * nearest points of the line to its start and end). A segment whose start or end is off
 * the line has no bar.
 */
function* segmentsAlongLines(
  segments: readonly SummarySegment[],
  line: RouteLine | null,
  routeDistance: number | null,
  { units }: ViewOptions,
): Generator<string, void, undefined> {
  if (segments.length === 0) {
    yield 'Segments along the route: none.';
    return;
  }
  const columns: RowColumn<SummarySegment>[] = [
    { title: 'name', align: 'left', maxWidth: NAME_WIDTH, cell: (segment) => segment.name ?? MISSING },
    { title: `distance ${units.distanceUnit}`, align: 'right', cell: (segment) => figure(units.distance(segment.distance), units.distanceDigits) },
    { title: 'avg grade %', align: 'right', cell: (segment) => figure(segment.average_grade, 1) },
    { title: 'category', align: 'left', cell: (segment) => climbCategory(segment.climb_category) },
  ];
  if (line !== null) {
    const shares = line.shares(segments.flatMap((segment) => [segment.start_latlng, segment.end_latlng]));
    const length = figure(units.distance(routeDistance), units.distanceDigits);
    const scale = routeDistance === null ? '(start to end)' : `(0 to ${length} ${units.distanceUnit})`;
    columns.push({
      title: `along the route ${scale}`,
      align: 'left',
      maxWidth: ALONG_WIDTH,
      cell: (_, index) => spanBar(shares[2 * index] ?? null, shares[2 * index + 1] ?? null, { min: 0, max: 1 }, ALONG_WIDTH),
    });
  }
  yield `Segments along the route (${countOf(segments.length, 'segment')})`;
  yield* rowColumnLines(columns, segments);
}
