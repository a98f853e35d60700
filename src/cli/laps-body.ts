import { Lap } from '../index.js';
import { isPlainObject } from '../parse/plain-object.js';
import { BodyIssues } from './body-issues.js';
import { DETAILED_ACTIVITY, bodyKindOf, LAPS } from './body-kinds.js';
import { InvalidBodyError } from './errors/invalid-body-error.js';

/**
 * The laps of the body `--laps` names: a list of laps (`GET /activities/{id}/laps`; an
 * empty list, or one lap alone, too), or a detailed activity's `laps` (`GET
 * /activities/{id}`; the rest of it is not read), each told as `inspect` tells it. Null
 * for a body of any other kind, or of none.
 *
 * @throws InvalidBodyError listing the issues of the laps (the first 100, and the count of the rest), paths from the top of the body.
 */
export function lapsOfBody(body: unknown): readonly Lap[] | null {
  // What GET /activities/{id}/laps answers for an activity without laps: no kind, and no lap.
  if (Array.isArray(body) && body.length === 0) return [];
  const kind = bodyKindOf(body);
  const issues = new BodyIssues();
  let laps: readonly Lap[] | null;
  if (kind === DETAILED_ACTIVITY && isPlainObject(body)) laps = issues.collect(['laps'], () => Lap.parseMany(body.laps ?? []));
  else if (kind === LAPS) laps = issues.collect([], () => Lap.parseMany(Array.isArray(body) ? body : [body]));
  else return null;
  if (laps === null) throw new InvalidBodyError(issues.lines, issues.omitted);
  return laps;
}
