import { isDateTime } from '../parse/date-time.js';
import type { Id } from '../parse/id.js';
import { describeReceived, issueMessage } from '../parse/issue.js';
import { ownValue } from '../parse/own-properties.js';
import type { JsonObject } from '../parse/plain-object.js';
import { Lap } from '../records/lap.js';
import { SegmentEffort } from '../records/segment-effort.js';
import type { BodyIssues } from './body-issues.js';
import { hasAnyKey, type BodyKind, type RecordClass } from './body-kind.js';
import { recordsJsonLines } from './json-lines.js';
import { ofSport } from './sports.js';
import type { ViewOptions } from './view-options.js';
import { activityHeaderLines, type ActivityHeader } from './views/activity.js';
import { effortLines } from './views/efforts.js';
import { lapLines } from './views/laps.js';

/** A list of records in a detailed activity, read and ready to be shown. */
interface ReadPart {
  /** The key holding the list, in the body and in the JSON written. */
  readonly key: string;
  readonly records: readonly unknown[];
  lines(options: ViewOptions): Iterable<string>;
}

/** A list a detailed activity holds: the key holding it, and how its items are read and shown. */
interface ActivityPart {
  readonly key: string;
  read(items: readonly unknown[], issues: BodyIssues): ReadPart | null;
}

/** A part read with `record`'s `parseMany` (issue paths under `key`) and shown by `view`. */
function activityPart<R>(key: string, record: RecordClass<R>, view: (records: readonly R[], options: ViewOptions) => Iterable<string>): ActivityPart {
  return {
    key,
    read(items, issues) {
      const records = issues.collect([key], () => record.parseMany(items));
      return records === null ? null : { key, records, lines: (options) => view(records, options) };
    },
  };
}

/** The lists of a detailed activity the command shows, in the order shown. */
const PARTS: readonly ActivityPart[] = [
  activityPart('laps', Lap, lapLines),
  activityPart('segment_efforts', SegmentEffort, (efforts, options) => effortLines('Segment efforts', efforts, options)),
  activityPart('best_efforts', SegmentEffort, (efforts, options) => effortLines('Best efforts', efforts, options)),
];

/**
 * A detailed activity (`GET /activities/{id}`): a header read from the activity itself
 * (no record class holds it yet), then its laps, segment efforts and best efforts. Its
 * JSON is an object of those lists, under the keys the body has them.
 */
export const DETAILED_ACTIVITY: BodyKind = {
  description: 'a detailed activity',
  shapes: ['one'],
  matches: isDetailedActivity,
  read(body, issues) {
    const activity = body as JsonObject;
    const header = readHeader(activity, issues);
    const parts: ReadPart[] = [];
    for (const part of PARTS) {
      const items = ownValue(activity, part.key);
      if (!Array.isArray(items)) continue;
      const read = part.read(items, issues);
      if (read !== null) parts.push(read);
    }
    if (issues.lines.length > 0) return null;
    return {
      *text(options) {
        const shown = ofSport(options, header.sport ?? options.sport);
        const sections: Iterable<string>[] = [];
        if (Object.values(header).some((value) => value !== null)) sections.push(activityHeaderLines(header, shown));
        for (const part of parts) sections.push(part.lines(shown));
        for (const [index, section] of sections.entries()) {
          if (index > 0) yield '';
          yield* section;
        }
      },
      *json() {
        yield '{';
        for (const [index, part] of parts.entries()) {
          yield* recordsJsonLines(part.records, `  "${part.key}": `, index < parts.length - 1 ? ',' : '');
        }
        yield '}';
      },
    };
  },
};

/** A detailed activity: one of its lists, or the sport and start of a detailed record. */
function isDetailedActivity(value: JsonObject): boolean {
  if (PARTS.some((part) => Array.isArray(ownValue(value, part.key)))) return true;
  return value.resource_state === 3 && hasAnyKey(value, ['sport_type', 'type']) && Object.hasOwn(value, 'start_date_local');
}

function readHeader(activity: JsonObject, issues: BodyIssues): ActivityHeader {
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
