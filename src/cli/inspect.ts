import type { Lap } from '../index.js';
import { BodyIssues } from './body-issues.js';
import { ACCEPTED_BODIES, bodyKindOf } from './body-kinds.js';
import { InvalidBodyError } from './errors/invalid-body-error.js';
import { UnknownBodyError } from './errors/unknown-body-error.js';
import { UsageError } from './errors/usage-error.js';
import { ofSport } from './sports.js';
import { UNIT_SYSTEMS, type UnitSystemName } from './unit-systems.js';
import type { Motion } from './view-options.js';

/** How `inspect` shows a body. */
export interface InspectOptions {
  readonly units: UnitSystemName;
  /** Normalised records as JSON instead of tables. */
  readonly json: boolean;
  /** Pace or speed for laps, splits and activities; `auto` is pace for foot sports and swims, speed otherwise. */
  readonly motion: 'auto' | Motion;
  /** The sport of records whose body does not say it (a list of laps), or null. */
  readonly sport: string | null;
  /** Where `--laps` reads the laps whose windows a stream set shows (a file, or `-`), or null. */
  readonly laps: string | null;
}

/** What `inspect` makes of a body: the lines it prints, and whether the body says a call failed. */
export interface InspectedBody {
  /** The lines, made one at a time as they are asked for. */
  readonly lines: Iterable<string>;
  /** Whether the body is the API's error body (a `Fault`): shown, and the command exits 1. */
  readonly reportsFailure: boolean;
}

/**
 * The lines `activity-records inspect` prints for a decoded API body. The body is read
 * whole first, so that a body that is not valid prints nothing; the lines are then made
 * one at a time as they are asked for.
 *
 * @param laps the laps of `--laps`, read, for a stream set's view; null without it
 * @throws UnknownBodyError when the body is no kind `inspect` shows.
 * @throws InvalidBodyError listing the issues (the first 100 of each part, and the count of the rest), paths from the top of the body.
 * @throws UsageError when `laps` come with a body that is no stream set.
 */
export function inspectBody(body: unknown, options: InspectOptions, laps: readonly Lap[] | null = null): InspectedBody {
  // Every list endpoint answers so when there is nothing to list: no kind, and nothing wrong.
  if (Array.isArray(body) && body.length === 0) return { lines: [options.json ? '[]' : 'An empty list: no records.'], reportsFailure: false };
  const kind = bodyKindOf(body);
  if (kind === null) throw new UnknownBodyError(ACCEPTED_BODIES);
  if (laps !== null && !kind.takesLaps) throw new UsageError(`--laps goes with a stream set, and the body is ${kind.description}`);
  const issues = new BodyIssues();
  const shown = kind.read(body, issues);
  if (shown === null) throw new InvalidBodyError(issues.lines, issues.omitted);
  const lines = options.json
    ? shown.json()
    : shown.text(ofSport({ units: UNIT_SYSTEMS[options.units], motion: options.motion, sport: null, laps }, options.sport));
  return { lines, reportsFailure: kind.reportsFailure };
}
