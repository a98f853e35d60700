import { describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
import { describeShared, hasSharedFixtures, specText } from '../helpers/shared-fixtures.js';
import { specTables as moreRecordsTables } from '../helpers/spec-tables.js';

/**
 * Every table of the spec pages (`../shared/spec/`, read there: skipped where it is
 * absent), held against the record classes: each field a record of the table's class has,
 * under the spec's name, read as the kind the table gives (probed with a value of the kind,
 * which is kept and written back, and with values of other kinds, each an issue at the
 * field), and no data field the table does not name.
 */

type Json = Record<string, unknown>;

/** A record class as this test uses it: the parsing statics, each record a plain object with `toJSON`. */
interface RecordClass {
  readonly name: string;
  readonly prototype: object;
  safeParse(value: unknown): { success: true; data: Json & { toJSON(): unknown; extra: Json } } | { success: false; error: library.ParseError };
}

/** A row of a spec table: a field and its type as the spec writes it, `, or null` dropped. */
interface SpecField {
  readonly name: string;
  readonly type: string;
}

/**
 * The field tables of a spec page (those whose first column is `field`), by the class
 * their heading names (its first word). A row of one that is not `| name | type |`, its
 * name a word, throws rather than be skipped: a field the test did not see is one it
 * cannot hold a record to.
 */
function specTables(page: string): Map<string, SpecField[]> {
  const tables = new Map<string, SpecField[]>();
  let heading: string | undefined;
  /** Whether the lines read are the rows of a field table. */
  let inFieldTable = false;
  for (const line of specText(page).split('\n')) {
    const title = /^#{2,3} (\w+)/.exec(line);
    if (title !== null) heading = title[1];
    if (!line.startsWith('|')) {
      inFieldTable = false;
      continue;
    }
    if (line.startsWith('|---')) continue;
    if (/^\| field \|/i.test(line)) {
      inFieldTable = true;
      continue;
    }
    if (!inFieldTable) continue;
    const row = /^\| (\w+) \| ([^|]+) \|/.exec(line);
    if (row === null || heading === undefined) throw new Error(`spec/${page}: a row of a field table this test cannot read: ${line}`);
    const fields = tables.get(heading) ?? [];
    fields.push({ name: row[1] ?? '', type: (row[2] ?? '').trim().replace(/, or null$/, '') });
    tables.set(heading, fields);
  }
  return tables;
}

const TABLES = new Map(hasSharedFixtures ? [...specTables('records.md'), ...specTables('related-records.md'), ...specTables('activities.md')] : []);
// "Every field of SummaryActivity, plus": the detailed records' tables list only what they add.
if (hasSharedFixtures) {
  TABLES.set('DetailedActivity', [...(TABLES.get('SummaryActivity') ?? []), ...(TABLES.get('DetailedActivity') ?? [])]);
  TABLES.set('DetailedAthlete', [...(TABLES.get('SummaryAthlete') ?? []), ...(TABLES.get('DetailedAthlete') ?? [])]);
  // The detail of an effort (`GET /segment_efforts/{id}`) adds a field, in the table of more-records.md's "Segment efforts".
  const detailOfEffort = moreRecordsTables('more-records.md').find((table) => table.heading.startsWith('Segment efforts'))?.fields ?? [];
  TABLES.set('SegmentEffort', [...(TABLES.get('SegmentEffort') ?? []), ...detailOfEffort]);
}
const STREAM_TABLES = hasSharedFixtures ? specTables('streams.md') : new Map<string, SpecField[]>();

const classes = library as unknown as Record<string, RecordClass | undefined>;

function classNamed(name: string): RecordClass {
  const type = classes[name];
  if (type === undefined) throw new Error(`the spec names ${name}, which the library does not export`);
  return type;
}

/** A value the field's kind accepts, and the value the record holds for it. */
interface Accepted {
  readonly given: unknown;
  readonly holds: (value: unknown) => boolean;
}

/** What a field of `type` accepts, and values of other kinds it refuses. */
function probes(field: string, type: string): { accepted: Accepted[]; refused: unknown[] } {
  // records.md writes the seed records' ids as `integer`; the design reads every id field as an id.
  const id = type === 'id' || (type === 'integer' && (field === 'id' || field.endsWith('_id')));
  const arrayOf = /^array of (\w+)$/.exec(type)?.[1];
  if (arrayOf !== undefined) {
    const item = classNamed(arrayOf);
    return {
      accepted: [{ given: [{}], holds: (value) => Array.isArray(value) && value[0] instanceof (item as unknown as new () => object) && Object.isFrozen(value) }],
      refused: [{}, 'x', [1]],
    };
  }
  if (id) {
    return {
      accepted: [
        { given: 7, holds: (value) => value === 7 },
        { given: 7n, holds: (value) => value === 7 },
        { given: 2n ** 60n, holds: (value) => value === 2n ** 60n },
      ],
      refused: ['7', 1.5, true],
    };
  }
  switch (type) {
    case 'integer':
      return { accepted: [{ given: 7, holds: (value) => value === 7 }, { given: 7n, holds: (value) => value === 7 }], refused: ['7', 1.5, true, 2n ** 60n] };
    case 'number':
      return { accepted: [{ given: 1.5, holds: (value) => value === 1.5 }], refused: ['1.5', true, [1]] };
    case 'string':
      return { accepted: [{ given: 'x', holds: (value) => value === 'x' }], refused: [1, true, ['x']] };
    case 'boolean':
      return { accepted: [{ given: false, holds: (value) => value === false }], refused: ['true', 1, 0] };
    case 'date-time':
    case 'date-time string':
      return {
        accepted: [{ given: '2018-02-16T13:52:54Z', holds: (value) => value === '2018-02-16T13:52:54Z' }],
        refused: ['2018-02-30T13:52:54Z', '2018-02-16 13:52:54', 1518789174],
      };
    case 'LatLng':
      return {
        accepted: [{ given: [37.8, -122.4], holds: (value) => Array.isArray(value) && value[0] === 37.8 && value[1] === -122.4 }],
        refused: [[91, 0], [1], 'x'],
      };
    case 'string[]':
      return { accepted: [{ given: ['a', 'b'], holds: (value) => Array.isArray(value) && value.join() === 'a,b' && Object.isFrozen(value) }], refused: [[1], 'a'] };
    case 'Record\\<string\\>':
      return { accepted: [{ given: { 600: 'https://x/600.jpg' }, holds: (value) => (value as Json)['600'] === 'https://x/600.jpg' }], refused: [{ 600: 1 }, ['x']] };
    case 'Record\\<[integer, integer]\\>':
      return { accepted: [{ given: { 600: [600, 400] }, holds: (value) => ((value as Json)['600'] as number[])[1] === 400 }], refused: [{ 600: [1.5, 2] }, { 600: 'x' }] };
    default: {
      const nested = classNamed(type);
      return { accepted: [{ given: {}, holds: (value) => value instanceof (nested as unknown as new () => object) }], refused: [1, 'x', []] };
    }
  }
}

/** The data fields of a record: its own enumerable properties but `extra`. */
function dataFields(record: object): string[] {
  return Object.keys(record).filter((key) => key !== 'extra');
}

describe.each([...TABLES].map(([name, fields]) => ({ name, fields })))('$name, as its spec table gives it', ({ name, fields }) => {
  const type = classNamed(name);
  const empty = type.safeParse({});
  if (!empty.success) throw empty.error;

  it('has every field of the table, under its name, null when absent, and no data field the table does not name', () => {
    for (const { name: field } of fields) {
      if (field === 'bound_client') {
        expect(empty.data.bound_client, field).toBeNull();
        continue;
      }
      expect(Object.hasOwn(empty.data, field), `${name}.${field}`).toBe(true);
      expect(empty.data[field], `${name}.${field}`).toBeNull();
    }
    expect(dataFields(empty.data).filter((key) => !fields.some((field) => field.name === key))).toEqual([]);
  });

  it.each(fields.filter((field) => field.name !== 'bound_client'))('reads $name as $type: kept, written back, other kinds each an issue at the field', ({ name: field, type: kind }) => {
    const { accepted, refused } = probes(field, kind);
    for (const { given, holds } of accepted) {
      const read = type.safeParse({ [field]: given });
      if (!read.success) throw read.error;
      expect(holds(read.data[field]), `${name}.${field} given ${library.encodeJSON(given)}`).toBe(true);
      expect(Object.hasOwn(read.data.extra, field)).toBe(false);
      const written = (read.data.toJSON() as Json)[field];
      expect(library.encodeJSON(written), `${name}.${field} written back`).toBe(library.encodeJSON(typeof given === 'bigint' && given <= Number.MAX_SAFE_INTEGER ? Number(given) : given));
    }
    for (const value of refused) {
      const read = type.safeParse({ [field]: value });
      expect(read.success, `${name}.${field} given ${library.encodeJSON(value)}`).toBe(false);
      if (!read.success) expect(read.error.issues[0].path[0]).toBe(field);
    }
  });
});

describeShared('StreamSet and Stream, as the tables of spec/streams.md give them', () => {
  const kinds: Record<string, { samples: unknown[]; refused: unknown[] }> = {
    'Stream of integer': { samples: [1, null, 3], refused: [1.5, '1', true] },
    'Stream of number': { samples: [1.5, null, 3], refused: ['1', true, [1]] },
    'Stream of LatLng': { samples: [[37.8, -122.4], null, [37.9, -122.5]], refused: [[91, 0], [], 1] },
    'Stream of boolean': { samples: [true, null, false], refused: [1, 'true'] },
  };
  const setFields = STREAM_TABLES.get('StreamSet') ?? [];

  it('has a stream field for every type of the table, null when absent, and no other data field', () => {
    const empty = library.StreamSet.parse({});
    expect(setFields.length).toBe(11);
    for (const { name } of setFields) expect(Object.hasOwn(empty, name) && (empty as unknown as Json)[name] === null, name).toBe(true);
    expect(dataFields(empty).filter((key) => !setFields.some((field) => field.name === key))).toEqual([]);
  });

  it.each(setFields)('reads $name as $type, in both shapes, each sample of another kind an issue at its index', ({ name, type }) => {
    const kind = kinds[type];
    if (kind === undefined) throw new Error(`no samples for ${type}`);
    for (const body of [{ [name]: { data: kind.samples } }, [{ type: name, data: kind.samples }]]) {
      const set = library.StreamSet.parse(body);
      const stream = (set as unknown as Record<string, library.Stream | null>)[name];
      expect(stream).toBeInstanceOf(library.Stream);
      expect(stream?.toArray()).toEqual(kind.samples);
      expect(set.toJSON()).toEqual(body);
      for (const sample of kind.refused) {
        const read = library.StreamSet.safeParse(Array.isArray(body) ? [{ type: name, data: [sample] }] : { [name]: { data: [sample] } });
        expect(read.success, `${name} sample ${JSON.stringify(sample)}`).toBe(false);
        if (!read.success) expect(read.error.issues[0].path.slice(0, 3)).toEqual(Array.isArray(body) ? [0, 'data', 0] : [name, 'data', 0]);
      }
    }
  });

  it('gives a stream every field of the Stream table, read as its kind', () => {
    const fields = STREAM_TABLES.get('Stream') ?? [];
    expect(fields.map((field) => field.name)).toEqual(['data', 'original_size', 'resolution', 'series_type']);
    const body = { type: 'heartrate', data: [120, null, 130], original_size: 3, resolution: 'high', series_type: 'distance' };
    const stream = library.Stream.parse(body);
    expect(stream.data).toEqual([120, null, 130]);
    expect([stream.original_size, stream.resolution, stream.series_type]).toEqual([3, 'high', 'distance']);
    expect(stream.toJSON()).toEqual(body);
    for (const [field, value] of [['data', 'x'], ['original_size', 1.5], ['original_size', '3'], ['resolution', 1], ['series_type', true]] as const) {
      const read = library.Stream.safeParse({ ...body, [field]: value });
      expect(read.success, `${field} given ${JSON.stringify(value)}`).toBe(false);
      if (!read.success) expect(read.error.issues[0].path[0]).toBe(field);
    }
  });
});
