import type { DetailedSegment, SummarySegment } from '../../index.js';
import { countOf, duration, figure, flag, joined, MISSING, position, utcTime, whole } from '../cells.js';
import { factLines, rowColumnLines, type Fact, type RowColumn } from '../table.js';
import type { ViewOptions } from '../view-options.js';

const NAME_WIDTH = 40;
const SPORT_WIDTH = 20;
const PLACE_WIDTH = 30;

/** How riders label climb categories 0 to 5, as the API's `climb_category_desc` writes them with `Cat` before the digits. */
const CLIMB_CATEGORIES: readonly string[] = ['NC', 'Cat 4', 'Cat 3', 'Cat 2', 'Cat 1', 'HC'];

/**
 * A climb category (0 to 5) as riders label it: `NC` (uncategorised), `Cat 4` (the easiest
 * categorised climb) to `Cat 1`, then `HC`; a value past those as its number; or `-`.
 */
export function climbCategory(category: number | null): string {
  if (category === null) return MISSING;
  return CLIMB_CATEGORIES[category] ?? String(category);
}

/**
 * A segment on its own page (`GET /segments/{id}`): where and what it is (sport, place,
 * distance, grades, elevations, climb category, start and end), how many have ridden or
 * run it, and the athlete's PR where the body has it; each fact only where the body has it,
 * but the name, sport, place and distance.
 */
export function* segmentDetailLines(segment: DetailedSegment, { units }: ViewOptions): Generator<string, void, undefined> {
  const facts: Fact[] = [
    ['name', segment.name ?? MISSING],
    ['sport', segment.activity_type ?? MISSING],
    ['place', joined([segment.city, segment.state, segment.country], ', ')],
    [`distance ${units.distanceUnit}`, figure(units.distance(segment.distance), units.distanceDigits)],
  ];
  const optional = (label: string, value: string) => {
    if (value !== MISSING) facts.push([label, value]);
  };
  optional('average grade %', figure(segment.average_grade, 1));
  optional('maximum grade %', figure(segment.maximum_grade, 1));
  optional(`elevation ${units.elevationUnit}`, elevationRange(segment, units.elevation));
  optional(`elev gain ${units.elevationUnit}`, figure(units.elevation(segment.total_elevation_gain), 0));
  optional('climb category', climbCategory(segment.climb_category));
  optional('start lat, lng', position(segment.start_latlng));
  optional('end lat, lng', position(segment.end_latlng));
  optional('private', flag(segment.private));
  optional('hazardous', flag(segment.hazardous));
  optional('starred', flag(segment.starred));
  optional('efforts (everyone)', whole(segment.effort_count));
  optional('athletes', whole(segment.athlete_count));
  optional('stars', whole(segment.star_count));
  optional('created', utcTime(segment.created_at));
  const stats = segment.athlete_segment_stats;
  optional('athlete PR h:mm:ss', duration(stats?.pr_elapsed_time ?? null));
  // A calendar date (`2018-06-22`), kept in the summary's extra as the API wrote it.
  optional('athlete PR date', textOf(stats?.extra.pr_date));
  optional('athlete efforts', textOf(stats?.extra.effort_count));
  yield `Segment ${whole(segment.id)}`;
  yield* factLines(facts);
}

/**
 * A list of segments (`GET /segments/starred`): a row each with its sport, distance,
 * average grade, climb category, place, the athlete's PR time where the list gives it,
 * and its id. Titled `Starred segments` when every one says it is starred.
 */
export function* segmentListLines(segments: readonly SummarySegment[], { units }: ViewOptions): Generator<string, void, undefined> {
  const columns: RowColumn<SummarySegment>[] = [
    { title: 'name', align: 'left', maxWidth: NAME_WIDTH, cell: (segment) => segment.name ?? MISSING },
    { title: 'sport', align: 'left', maxWidth: SPORT_WIDTH, cell: (segment) => segment.activity_type ?? MISSING },
    { title: `distance ${units.distanceUnit}`, align: 'right', cell: (segment) => figure(units.distance(segment.distance), units.distanceDigits) },
    { title: 'avg grade %', align: 'right', cell: (segment) => figure(segment.average_grade, 1) },
    { title: 'category', align: 'left', cell: (segment) => climbCategory(segment.climb_category) },
    { title: 'place', align: 'left', maxWidth: PLACE_WIDTH, cell: (segment) => joined([segment.city, segment.state, segment.country], ', ') },
  ];
  if (segments.some((segment) => athletePrTime(segment) !== null)) {
    columns.push({ title: 'athlete PR h:mm:ss', align: 'right', cell: (segment) => duration(athletePrTime(segment)) });
  }
  columns.push({ title: 'segment id', align: 'right', cell: (segment) => whole(segment.id) });
  const starred = segments.every((segment) => segment.starred === true);
  yield `${starred ? 'Starred segments' : 'Segments'} (${countOf(segments.length, 'segment')})`;
  yield* rowColumnLines(columns, segments);
}

/**
 * The athlete's best time on a segment of a list: its `athlete_pr_effort` (given as
 * `elapsed_time`) or `athlete_segment_stats`, or the `pr_time` that every starred item
 * carries (in `extra`: no model of the API names it).
 */
function athletePrTime(segment: SummarySegment): number | null {
  const time = segment.athlete_pr_effort?.pr_elapsed_time ?? segment.athlete_segment_stats?.pr_elapsed_time ?? null;
  if (time !== null) return time;
  const prTime = segment.extra.pr_time;
  return typeof prTime === 'number' ? prTime : null;
}

/** The segment's lowest to highest elevation in the unit system: `1647.5 to 1654.5`; or `-`. */
function elevationRange(segment: SummarySegment, elevation: (meters: number | null) => number | null): string {
  if (segment.elevation_low === null && segment.elevation_high === null) return MISSING;
  return `${figure(elevation(segment.elevation_low), 1)} to ${figure(elevation(segment.elevation_high), 1)}`;
}

/** A value of a record's `extra` shown as text where it is a string or a number, as the API wrote it; else `-`. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value === '' ? MISSING : value;
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : MISSING;
}
