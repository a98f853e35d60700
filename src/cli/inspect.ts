import { encodeJSON } from '../json/encode-json.js';
import { ParseError } from '../parse/parse-error.js';
import { formatPath, type Issue } from '../parse/issue.js';
import { isPlainObject } from '../parse/plain-object.js';
import { Lap } from '../records/lap.js';
import { SummarySegmentEffort } from '../records/summary-segment-effort.js';
import { metersToFeet, metersToKilometers, metersToMiles } from '../units/distance.js';
import { formatDuration } from '../units/duration.js';
import {
  metersPerSecondToKilometersPerHour,
  metersPerSecondToMilesPerHour,
  paceSecondsPerKilometer,
  paceSecondsPerMile,
} from '../units/speed.js';
import { renderTable } from './table.js';

/** How `inspect` shows figures. */
export interface InspectOptions {
  readonly units: 'metric' | 'imperial';
  /** Normalised records as JSON instead of tables. */
  readonly json: boolean;
  /** Pace or speed for laps; `auto` is pace for foot sports, speed otherwise. */
  readonly motion: 'auto' | 'pace' | 'speed';
}

/** A body `inspect` could not read as records: every issue, with its path in the body. */
export class InvalidBodyError extends Error {
  override readonly name = 'InvalidBodyError';
  readonly lines: readonly string[];

  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
    this.lines = lines;
  }
}

/** How each unit system converts and labels the API's meters and meters per second. */
interface UnitSystem {
  readonly distance: (meters: number | null) => number | null;
  readonly distanceUnit: string;
  readonly elevation: (meters: number | null) => number | null;
  readonly elevationUnit: string;
  readonly pace: (speed: number | null) => number | null;
  readonly paceUnit: string;
  readonly speed: (speed: number | null) => number | null;
  readonly speedUnit: string;
}

const UNIT_SYSTEMS: Readonly<Record<InspectOptions['units'], UnitSystem>> = {
  metric: {
    distance: metersToKilometers, distanceUnit: 'km',
    elevation: (meters) => meters, elevationUnit: 'm',
    pace: paceSecondsPerKilometer, paceUnit: '/km',
    speed: metersPerSecondToKilometersPerHour, speedUnit: 'km/h',
  },
  imperial: {
    distance: metersToMiles, distanceUnit: 'mi',
    elevation: metersToFeet, elevationUnit: 'ft',
    pace: paceSecondsPerMile, paceUnit: '/mi',
    speed: metersPerSecondToMilesPerHour, speedUnit: 'mph',
  },
};

const FOOT_SPORTS = new Set(['Run', 'TrailRun', 'VirtualRun', 'Walk', 'Hike']);
const EFFORT_KEYS = ['segment', 'kom_rank', 'pr_rank', 'achievements'];
const MISSING = '-';

interface Body {
  /** The detailed activity the laps and efforts came in, if they came in one. */
  readonly activity: Readonly<Record<string, unknown>> | null;
  readonly laps: Lap[] | null;
  readonly efforts: SummarySegmentEffort[] | null;
  /** How to give the result back as JSON: as one record, a list, or an activity's parts. */
  readonly shape: 'record' | 'list' | 'activity';
}

/**
 * What `activity-records inspect` prints for an API body: a detailed activity, a list of
 * laps, a list of segment efforts, or one record.
 *
 * @throws InvalidBodyError listing every issue, paths from the top of the body.
 */
export function inspectBody(body: unknown, options: InspectOptions): string {
  const read = readBody(body);
  if (options.json) return encodeJSON(jsonOf(read), 2);
  const parts: string[] = [];
  if (read.activity !== null) parts.push(describeActivity(read.activity, options));
  if (read.laps !== null) parts.push(lapTable(read.laps, motionFor(read.activity, options), options));
  if (read.efforts !== null) parts.push(effortTable(read.efforts, options));
  return parts.join('\n\n');
}

function readBody(body: unknown): Body {
  if (Array.isArray(body)) {
    const efforts = body.some(isEffortLike);
    return { activity: null, shape: 'list', ...readRecords(efforts ? null : body, efforts ? body : null, []) };
  }
  if (!isPlainObject(body)) throw new InvalidBodyError([`(root): expected a JSON object or array, received ${typeof body}`]);
  if (Array.isArray(body.laps) || Array.isArray(body.segment_efforts)) {
    const laps = Array.isArray(body.laps) ? body.laps : null;
    const efforts = Array.isArray(body.segment_efforts) ? body.segment_efforts : null;
    return { activity: body, shape: 'activity', ...readRecords(laps, efforts, ['laps', 'segment_efforts']) };
  }
  const effort = isEffortLike(body);
  return { activity: null, shape: 'record', ...readRecords(effort ? null : [body], effort ? [body] : null, []) };
}

/** Parses both lists, collecting the issues of both before failing. */
function readRecords(laps: unknown[] | null, efforts: unknown[] | null, prefixes: readonly string[]) {
  const issues: string[] = [];
  const parse = <R>(values: unknown[] | null, prefix: string | undefined, read: (values: unknown[]) => R[]) => {
    if (values === null) return null;
    try {
      return read(values);
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      issues.push(...error.issues.map((issue) => describeIssue(issue, prefix)));
      return null;
    }
  };
  const parsedLaps = parse(laps, prefixes[0], (values) => Lap.parseMany(values));
  const parsedEfforts = parse(efforts, prefixes[1], (values) => SummarySegmentEffort.parseMany(values));
  if (issues.length > 0) throw new InvalidBodyError(issues);
  return { laps: parsedLaps, efforts: parsedEfforts };
}

function describeIssue(issue: Issue, prefix: string | undefined): string {
  const path = prefix === undefined ? issue.path : [prefix, ...issue.path];
  return `${formatPath(path)}: ${issue.message}`;
}

function isEffortLike(value: unknown): boolean {
  return isPlainObject(value) && EFFORT_KEYS.some((key) => key in value);
}

function jsonOf(body: Body): unknown {
  if (body.shape === 'activity') return { laps: body.laps, segment_efforts: body.efforts };
  const records = body.laps ?? body.efforts ?? [];
  return body.shape === 'record' ? records[0] : records;
}

function motionFor(activity: Readonly<Record<string, unknown>> | null, options: InspectOptions): 'pace' | 'speed' {
  if (options.motion !== 'auto') return options.motion;
  const sport = activity?.sport_type ?? activity?.type;
  return typeof sport === 'string' && FOOT_SPORTS.has(sport) ? 'pace' : 'speed';
}

function describeActivity(activity: Readonly<Record<string, unknown>>, options: InspectOptions): string {
  const text = (key: string) => (typeof activity[key] === 'string' ? activity[key] : null);
  const number = (key: string) => (typeof activity[key] === 'number' ? activity[key] : null);
  const id = typeof activity.id === 'bigint' || typeof activity.id === 'number' ? String(activity.id) : '?';
  const sport = text('sport_type') ?? text('type') ?? 'activity';
  const units = UNIT_SYSTEMS[options.units];
  const distance = units.distance(number('distance'));
  const facts = [distance === null ? null : `${distance.toFixed(2)} ${units.distanceUnit}`, formatDuration(number('moving_time')), text('start_date_local')]
    .filter((fact) => fact !== null);
  return `${sport} ${id}: ${JSON.stringify(text('name') ?? '')}${facts.length > 0 ? `, ${facts.join(', ')}` : ''}`;
}

function lapTable(laps: readonly Lap[], motion: 'pace' | 'speed', options: InspectOptions): string {
  if (laps.length === 0) return 'No laps.';
  const units = UNIT_SYSTEMS[options.units];
  const columns = [
    { title: '#', align: 'right' },
    { title: 'name', align: 'left' },
    { title: `distance ${units.distanceUnit}`, align: 'right' },
    { title: 'moving', align: 'right' },
    { title: motion === 'pace' ? `pace ${units.paceUnit}` : `speed ${units.speedUnit}`, align: 'right' },
    { title: 'avg HR', align: 'right' },
    { title: 'avg W', align: 'right' },
    { title: `elev ${units.elevationUnit}`, align: 'right' },
  ] as const;
  const rows = laps.map((lap, index) => [
    String(lap.lap_index ?? index + 1),
    lap.name ?? MISSING,
    figure(units.distance(lap.distance), 2),
    formatDuration(lap.moving_time) ?? MISSING,
    motion === 'pace' ? (formatDuration(units.pace(lap.average_speed)) ?? MISSING) : figure(units.speed(lap.average_speed), 1),
    figure(lap.average_heartrate, 0),
    figure(lap.average_watts, 0),
    figure(units.elevation(lap.total_elevation_gain), 0),
  ]);
  return `Laps\n${renderTable(columns, rows)}`;
}

function effortTable(efforts: readonly SummarySegmentEffort[], options: InspectOptions): string {
  if (efforts.length === 0) return 'No segment efforts.';
  const units = UNIT_SYSTEMS[options.units];
  const columns = [
    { title: 'name', align: 'left' },
    { title: `distance ${units.distanceUnit}`, align: 'right' },
    { title: 'time', align: 'right' },
    { title: 'PR rank', align: 'right' },
    { title: 'KOM', align: 'left' },
    { title: 'PR activity', align: 'right' },
  ] as const;
  const rows = efforts.map((effort) => [
    effortName(effort),
    figure(units.distance(effort.distance), 2),
    formatDuration(effort.pr_elapsed_time) ?? MISSING,
    typeof effort.extra.pr_rank === 'number' ? String(effort.extra.pr_rank) : MISSING,
    effort.is_kom === null ? MISSING : effort.is_kom ? 'yes' : 'no',
    effort.pr_activity_id === null ? MISSING : String(effort.pr_activity_id),
  ]);
  return `Segment efforts\n${renderTable(columns, rows)}`;
}

function effortName(effort: SummarySegmentEffort): string {
  const segment = effort.extra.segment;
  const name = effort.extra.name ?? (isPlainObject(segment) ? segment.name : undefined);
  return typeof name === 'string' ? name : MISSING;
}

function figure(value: number | null, digits: number): string {
  return value === null ? MISSING : value.toFixed(digits);
}
