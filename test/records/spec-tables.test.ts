import { describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
import { describeShared, hasSharedFixtures } from '../helpers/shared-fixtures.js';
import { classNamed, dataFields, probes, specTables, type SpecField } from '../helpers/spec-tables.js';

/**
 * Every table of the spec pages (`../shared/spec/`, read there: skipped where it is
 * absent), held against the record classes: each field a record of the table's class has,
 * under the spec's name, read as the kind the table gives (probed with a value of the kind,
 * which is kept and written back, and with values of other kinds, each an issue at the
 * field), and no data field the table does not name.
 */

type Json = Record<string, unknown>;

/**
 * The field tables of a spec page by the class their heading names (its first word): the
 * tables of one class, in page order, as one list.
 */
function tablesByClass(page: string): Map<string, SpecField[]> {
  const byClass = new Map<string, SpecField[]>();
  for (const { heading, fields } of specTables(page)) {
    const name = /^\w+/.exec(heading)?.[0];
    if (name === undefined) throw new Error(`spec/${page}: a field table under a heading that names no class: ${heading}`);
    byClass.set(name, [...(byClass.get(name) ?? []), ...fields]);
  }
  return byClass;
}

const TABLES = new Map(hasSharedFixtures ? [...tablesByClass('records.md'), ...tablesByClass('related-records.md'), ...tablesByClass('activities.md')] : []);
// "Every field of SummaryActivity, plus": the detailed records' tables list only what they add.
if (hasSharedFixtures) {
  TABLES.set('DetailedActivity', [...(TABLES.get('SummaryActivity') ?? []), ...(TABLES.get('DetailedActivity') ?? [])]);
  TABLES.set('DetailedAthlete', [...(TABLES.get('SummaryAthlete') ?? []), ...(TABLES.get('DetailedAthlete') ?? [])]);
  // The detail of an effort (`GET /segment_efforts/{id}`) adds a field, in the table of more-records.md's "Segment efforts".
  const detailOfEffort = specTables('more-records.md').find((table) => table.heading.startsWith('Segment efforts'))?.fields ?? [];
  TABLES.set('SegmentEffort', [...(TABLES.get('SegmentEffort') ?? []), ...detailOfEffort]);
}
const STREAM_TABLES = hasSharedFixtures ? tablesByClass('streams.md') : new Map<string, SpecField[]>();

/**
 * records.md writes the seed records' ids as `integer`; the design reads every id field as
 * an id, and so does this test.
 */
const kindOf = (field: string, type: string) => (type === 'integer' && (field === 'id' || field.endsWith('_id')) ? 'id' : type);

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
    const { accepted, refused } = probes(kindOf(field, kind));
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
