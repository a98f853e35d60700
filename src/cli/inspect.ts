import { encodeJSON as encodeJSONText } from '../json/encode-json.js';
import { readBody, type ReadBody } from './read-body.js';
import { escapeJsonForTerminal } from './terminal-text.js';
import { UNIT_SYSTEMS, type UnitSystemName } from './unit-systems.js';
import { activityHeaderLines } from './views/activity.js';
import { commentLines } from './views/comments.js';
import { effortLines } from './views/efforts.js';
import { kudosLines } from './views/kudos.js';
import { lapLines, type Motion } from './views/laps.js';
import { photoLines } from './views/photos.js';
import { statsLines } from './views/stats.js';
import { zoneLines } from './views/zones.js';

/** How `inspect` shows a body. */
export interface InspectOptions {
  readonly units: UnitSystemName;
  /** Normalised records as JSON instead of tables. */
  readonly json: boolean;
  /** Pace or speed for laps; `auto` is pace for foot sports, speed otherwise. */
  readonly motion: 'auto' | Motion;
}

const FOOT_SPORTS = new Set(['Run', 'TrailRun', 'VirtualRun', 'Walk', 'Hike']);

/**
 * The lines `activity-records inspect` prints for a decoded API body. The body is read
 * whole first, so that a body that is not valid prints nothing; the lines are then made
 * one at a time as they are asked for.
 *
 * @throws UnknownBodyError when the body is no kind `inspect` shows.
 * @throws InvalidBodyError listing every issue, paths from the top of the body.
 */
export function inspectBody(body: unknown, options: InspectOptions): Iterable<string> {
  const read = readBody(body);
  return options.json ? jsonLines(read) : textLines(read, options);
}

function* textLines(read: ReadBody, options: InspectOptions): Generator<string, void, undefined> {
  const units = UNIT_SYSTEMS[options.units];
  switch (read.kind) {
    case 'empty list':
      yield 'An empty list: no records.';
      return;
    case 'laps':
      yield* lapLines(read.records, options.motion === 'auto' ? 'speed' : options.motion, units);
      return;
    case 'efforts':
      yield* effortLines('Segment efforts', read.records, units);
      return;
    case 'comments':
      yield* commentLines(read.records);
      return;
    case 'kudos':
      yield* kudosLines(read.records);
      return;
    case 'zones':
      yield* zoneLines(read.records, units);
      return;
    case 'photos':
      yield* photoLines(read.records);
      return;
    case 'stats':
      yield* statsLines(read.stats, units);
      return;
    case 'activity': {
      const sport = read.header.sport;
      const motion = options.motion !== 'auto' ? options.motion : sport !== null && FOOT_SPORTS.has(sport) ? 'pace' : 'speed';
      const sections: Iterable<string>[] = [];
      if (Object.values(read.header).some((value) => value !== null)) sections.push(activityHeaderLines(read.header, units));
      if (read.laps !== null) sections.push(lapLines(read.laps, motion, units));
      if (read.segmentEfforts !== null) sections.push(effortLines('Segment efforts', read.segmentEfforts, units));
      if (read.bestEfforts !== null) sections.push(effortLines('Best efforts', read.bestEfforts, units));
      for (const [index, section] of sections.entries()) {
        if (index > 0) yield '';
        yield* section;
      }
      return;
    }
  }
}

/**
 * The records as JSON text (ids exact), a line or a record at a time: one record as an
 * object, a list as an array, an activity as an object of its record lists.
 */
function* jsonLines(read: ReadBody): Generator<string, void, undefined> {
  switch (read.kind) {
    case 'empty list':
      yield '[]';
      return;
    case 'laps':
    case 'efforts':
    case 'comments':
    case 'kudos':
    case 'zones':
    case 'photos':
      if (read.single) yield encodeJSON(read.records[0], 2);
      else yield* jsonArray(read.records, '');
      return;
    case 'stats':
      yield encodeJSON(read.stats, 2);
      return;
    case 'activity': {
      const parts: [string, readonly unknown[]][] = [];
      if (read.laps !== null) parts.push(['laps', read.laps]);
      if (read.segmentEfforts !== null) parts.push(['segment_efforts', read.segmentEfforts]);
      if (read.bestEfforts !== null) parts.push(['best_efforts', read.bestEfforts]);
      yield '{';
      for (const [index, [key, records]] of parts.entries()) {
        yield* jsonArray(records, `  "${key}": `, index < parts.length - 1 ? ',' : '');
      }
      yield '}';
      return;
    }
  }
}

function encodeJSON(value: unknown, space: number): string {
  return escapeJsonForTerminal(encodeJSONText(value, space));
}

/** A JSON array of records, one record at a time, indented two spaces a level. */
function* jsonArray(records: readonly unknown[], opening: string, closing = ''): Generator<string, void, undefined> {
  const indent = opening.startsWith(' ') ? '  ' : '';
  if (records.length === 0) {
    yield `${opening}[]${closing}`;
    return;
  }
  yield `${opening}[`;
  for (let index = 0; index < records.length; index++) {
    const text = encodeJSON(records[index], 2).replaceAll('\n', `\n  ${indent}`);
    yield `  ${indent}${text}${index < records.length - 1 ? ',' : ''}`;
  }
  yield `${indent}]${closing}`;
}
