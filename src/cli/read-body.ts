import { isDateTime } from '../parse/date-time.js';
import type { Id } from '../parse/id.js';
import { describeReceived, issueMessage, issueSentence, type Issue, type PathSegment } from '../parse/issue.js';
import { ParseError } from '../parse/parse-error.js';
import { ownValue } from '../parse/own-properties.js';
import type { JsonObject } from '../parse/plain-object.js';
import { ActivityComment } from '../records/activity-comment.js';
import { ActivityPhoto } from '../records/activity-photo.js';
import { ActivityStats } from '../records/activity-stats.js';
import { ActivityZone } from '../records/activity-zone.js';
import { Lap } from '../records/lap.js';
import { SegmentEffort } from '../records/segment-effort.js';
import { SummaryAthlete } from '../records/summary-athlete.js';
import { kindOf } from './body-kind.js';
import { fitToWidth } from './terminal-text.js';

/** A body that is none of the kinds `inspect` shows. */
export class UnknownBodyError extends Error {
  override readonly name = 'UnknownBodyError';
}

/**
 * A body of a known kind whose records are not valid: every issue, as `path: message`,
 * paths from the top of the body, each part made safe for a terminal and cut to its width.
 */
export class InvalidBodyError extends Error {
  override readonly name = 'InvalidBodyError';
  readonly lines: readonly string[];

  constructor(lines: readonly string[]) {
    super(`${lines.length} issues`);
    this.lines = lines;
  }
}

/** What a detailed activity's header shows, read from the activity itself (no record class holds it). */
export interface ActivityHeader {
  readonly id: Id | null;
  readonly name: string | null;
  readonly sport: string | null;
  readonly start_date_local: string | null;
  readonly distance: number | null;
  readonly moving_time: number | null;
  readonly elapsed_time: number | null;
}

/** A list body read into its records; `single` marks a body that was one record of the list's kind (a lap, an effort). */
interface ListRead<K extends string, R> {
  readonly kind: K;
  readonly records: readonly R[];
  readonly single: boolean;
}

/** A body read into records, by kind. */
export type ReadBody =
  | {
      readonly kind: 'activity';
      readonly header: ActivityHeader;
      readonly laps: readonly Lap[] | null;
      readonly segmentEfforts: readonly SegmentEffort[] | null;
      readonly bestEfforts: readonly SegmentEffort[] | null;
    }
  | ListRead<'laps', Lap>
  | ListRead<'efforts', SegmentEffort>
  | ListRead<'comments', ActivityComment>
  | ListRead<'kudos', SummaryAthlete>
  | ListRead<'zones', ActivityZone>
  | ListRead<'photos', ActivityPhoto>
  | { readonly kind: 'stats'; readonly stats: ActivityStats }
  | { readonly kind: 'empty list' };

/**
 * Reads a decoded body into records.
 *
 * @throws UnknownBodyError when the body is no kind `inspect` shows.
 * @throws InvalidBodyError listing every issue of every record when any is not valid.
 */
export function readBody(body: unknown): ReadBody {
  const issues = new IssueList();
  const kind = kindOf(body);
  let read: ReadBody | undefined;
  switch (kind) {
    case null:
      throw new UnknownBodyError('not a body inspect shows');
    case 'empty list':
      return { kind };
    case 'laps':
    case 'lap': {
      const single = kind === 'lap';
      const laps = issues.collect([], () => (single ? [Lap.parse(body)] : Lap.parseMany(body as unknown[])));
      read = { kind: 'laps', records: laps ?? [], single };
      break;
    }
    case 'efforts':
    case 'effort': {
      const single = kind === 'effort';
      const efforts = issues.collect([], () => (single ? [SegmentEffort.parse(body)] : SegmentEffort.parseMany(body as unknown[])));
      read = { kind: 'efforts', records: efforts ?? [], single };
      break;
    }
    case 'comments':
      read = { kind, records: issues.collect([], () => ActivityComment.parseMany(body as unknown[])) ?? [], single: false };
      break;
    case 'kudos':
      read = { kind, records: issues.collect([], () => SummaryAthlete.parseMany(body as unknown[])) ?? [], single: false };
      break;
    case 'zones':
      read = { kind, records: issues.collect([], () => ActivityZone.parseMany(body as unknown[])) ?? [], single: false };
      break;
    case 'photos':
      read = { kind, records: issues.collect([], () => ActivityPhoto.parseMany(body as unknown[])) ?? [], single: false };
      break;
    case 'stats': {
      const stats = issues.collect([], () => ActivityStats.parse(body));
      if (stats === null) break;
      read = { kind, stats };
      break;
    }
    case 'activity': {
      const activity = body as JsonObject;
      const list = (key: string) => (Array.isArray(activity[key]) ? (activity[key] as unknown[]) : null);
      const laps = list('laps');
      const segmentEfforts = list('segment_efforts');
      const bestEfforts = list('best_efforts');
      read = {
        kind,
        header: readHeader(activity, issues),
        laps: laps === null ? null : issues.collect(['laps'], () => Lap.parseMany(laps)),
        segmentEfforts: segmentEfforts === null ? null : issues.collect(['segment_efforts'], () => SegmentEffort.parseMany(segmentEfforts)),
        bestEfforts: bestEfforts === null ? null : issues.collect(['best_efforts'], () => SegmentEffort.parseMany(bestEfforts)),
      };
      break;
    }
  }
  if (issues.lines.length > 0 || read === undefined) throw new InvalidBodyError(issues.lines);
  return read;
}

/** Issues of every part of a body, gathered before failing, each as `path: message`. */
class IssueList {
  readonly lines: string[] = [];

  /** The records `parse` returns, or null after adding its issues under `prefix`. */
  collect<R>(prefix: readonly PathSegment[], parse: () => R): R | null {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      // A loop, not push(...issues): a spread passes every issue as an argument, and
      // 200,000 of them overflow the stack.
      for (const issue of error.issues) this.add(prefix, issue.path, issue);
      return null;
    }
  }

  add(prefix: readonly PathSegment[], path: readonly PathSegment[], issue: Pick<Issue, 'message'>): void {
    this.lines.push(issueSentence(prefix.length === 0 ? path : prefix.concat(path), issue.message, fitToWidth));
  }
}

function readHeader(activity: JsonObject, issues: IssueList): ActivityHeader {
  const field = <T>(key: string, expected: string, accepts: (value: unknown) => value is T): T | null => {
    const value = ownValue(activity, key);
    if (value === undefined || value === null) return null;
    if (accepts(value)) return value;
    issues.add([], [key], { message: issueMessage(expected, describeReceived(value)) });
    return null;
  };
  return {
    id: field('id', 'integer', isId),
    name: field('name', 'string', isString),
    sport: field('sport_type', 'string', isString) ?? field('type', 'string', isString),
    start_date_local: field('start_date_local', 'date-time string', isDateTimeString),
    distance: field('distance', 'number', isFiniteNumber),
    moving_time: field('moving_time', 'integer', isInteger),
    elapsed_time: field('elapsed_time', 'integer', isInteger),
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isId = (value: unknown): value is Id => Number.isSafeInteger(value) || typeof value === 'bigint';
const isDateTimeString = (value: unknown): value is string => typeof value === 'string' && isDateTime(value);
