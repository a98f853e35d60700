import { existsSync } from 'node:fs';
import * as library from '../../src/index.js';
import { SHARED_SPEC, specText } from './shared-fixtures.js';

export { SHARED_SPEC } from './shared-fixtures.js';

/** Whether `../shared/spec/more-records.md` is there to read (a user's clone may not have `../shared/`). */
export const hasSharedSpec = existsSync(`${SHARED_SPEC}more-records.md`);

/** A row of a spec table: a field and its type as the spec writes it, `, or null` dropped. */
export interface SpecField {
  readonly name: string;
  readonly type: string;
}

/** A field table of a spec page, with the heading of its section and the paragraph just before it (`ZoneRange:`). */
export interface SpecTable {
  readonly heading: string;
  readonly caption: string;
  readonly fields: readonly SpecField[];
}

/**
 * Every field table of a spec page (a table whose first column is `field`), in page order.
 * A row of one that is not `| name | type |`, its name a word, throws rather than be
 * skipped: a field the test did not see is one it cannot hold a record to.
 */
export function specTables(page: string): SpecTable[] {
  const tables: SpecTable[] = [];
  let heading = '';
  let caption = '';
  let paragraph = '';
  let fields: SpecField[] | null = null;
  for (const line of specText(page).split('\n')) {
    if (line.startsWith('#')) heading = line.replace(/^#+ /, '');
    if (!line.startsWith('|')) {
      // The paragraph before a table is its caption: a blank line after a paragraph ends it, and a new one starts.
      if (line.trim() === '') {
        if (fields === null && paragraph !== '') caption = paragraph;
        paragraph = '';
      } else paragraph = paragraph === '' ? line.trim() : `${paragraph} ${line.trim()}`;
      fields = null;
      continue;
    }
    if (line.startsWith('|---')) continue;
    if (/^\| field \| type \|/i.test(line)) {
      fields = [];
      tables.push({ heading, caption, fields });
      continue;
    }
    if (fields === null) continue;
    const row = /^\| (\w+) \| ([^|]+) \|/.exec(line);
    if (row === null) throw new Error(`spec/${page}: a row of a field table this test cannot read: ${line}`);
    fields.push({ name: row[1] ?? '', type: (row[2] ?? '').trim().replace(/, or null$/, '') });
  }
  return tables;
}

type Json = Record<string, unknown>;

/** A record class as these tests use it: the parsing statics, each record a plain object with `toJSON`. */
export interface RecordClass {
  readonly name: string;
  readonly prototype: object;
  safeParse(value: unknown): { success: true; data: Json & { toJSON(): unknown; extra: Json } } | { success: false; error: library.ParseError };
}

const classes = library as unknown as Record<string, RecordClass | undefined>;

/** The record class the library exports under `name`; throws when it exports none. */
export function classNamed(name: string): RecordClass {
  const type = classes[name];
  if (type === undefined) throw new Error(`the spec names ${name}, which the library does not export`);
  return type;
}

/** A value a field's kind accepts, and whether the record holds what it should for it. */
export interface Accepted {
  readonly given: unknown;
  readonly holds: (value: unknown) => boolean;
}

const isInstance = (value: unknown, type: RecordClass) => value instanceof (type as unknown as new () => object);

/** What a field of `type` accepts, and values of other kinds it refuses (each an issue at the field). */
export function probes(type: string): { accepted: Accepted[]; refused: unknown[] } {
  const arrayOf = /^array of (\w+)$/.exec(type)?.[1];
  if (arrayOf !== undefined) {
    const item = classNamed(arrayOf);
    return {
      accepted: [{ given: [{}], holds: (value) => Array.isArray(value) && isInstance(value[0], item) && Object.isFrozen(value) }],
      refused: [{}, 'x', [1]],
    };
  }
  switch (type) {
    case 'id':
      return {
        accepted: [
          { given: 7, holds: (value) => value === 7 },
          { given: 7n, holds: (value) => value === 7 },
          { given: 2n ** 60n, holds: (value) => value === 2n ** 60n },
        ],
        refused: ['7', 1.5, true, 2 ** 60],
      };
    case 'integer':
      return {
        accepted: [
          { given: 7, holds: (value) => value === 7 },
          { given: -1, holds: (value) => value === -1 },
          { given: 7n, holds: (value) => value === 7 },
        ],
        refused: ['7', 1.5, true, 2n ** 60n],
      };
    case 'number':
      return { accepted: [{ given: 1.5, holds: (value) => value === 1.5 }], refused: ['1.5', true, [1]] };
    case 'string':
      return { accepted: [{ given: 'x', holds: (value) => value === 'x' }, { given: '', holds: (value) => value === '' }], refused: [1, true, ['x']] };
    case 'boolean':
      return { accepted: [{ given: false, holds: (value) => value === false }], refused: ['true', 1, 0] };
    case 'date-time':
    case 'date-time string':
      return {
        accepted: [{ given: '2018-02-16T13:52:54Z', holds: (value) => value === '2018-02-16T13:52:54Z' }],
        refused: ['2018-02-30T13:52:54Z', '2018-06-22', '2018-02-16 13:52:54', 1518789174],
      };
    case 'LatLng':
      return {
        accepted: [{ given: [37.8, -122.4], holds: (value) => Array.isArray(value) && value[0] === 37.8 && value[1] === -122.4 }],
        refused: [[91, 0], [1], 'x'],
      };
    case 'string[]':
      return { accepted: [{ given: ['a', 'b'], holds: (value) => Array.isArray(value) && value.join() === 'a,b' && Object.isFrozen(value) }], refused: [[1], 'a'] };
    case 'Record\\<string\\>':
      return {
        accepted: [
          { given: { light_url: 'https://x/l.png' }, holds: (value) => (value as Json).light_url === 'https://x/l.png' },
          { given: { 600: 'https://x/600.jpg' }, holds: (value) => (value as Json)['600'] === 'https://x/600.jpg' },
        ],
        refused: [{ light_url: 1 }, { 600: 1 }, ['x']],
      };
    case 'Record\\<[integer, integer]\\>':
      return { accepted: [{ given: { 600: [600, 400] }, holds: (value) => ((value as Json)['600'] as number[])[1] === 400 }], refused: [{ 600: [1.5, 2] }, { 600: 'x' }] };
    default: {
      const nested = classNamed(type);
      return { accepted: [{ given: {}, holds: (value) => isInstance(value, nested) }], refused: [1, 'x', []] };
    }
  }
}

/** The data fields of a record: its own enumerable properties but `extra`. */
export function dataFields(record: object): string[] {
  return Object.keys(record).filter((key) => key !== 'extra');
}
