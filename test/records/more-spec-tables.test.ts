import { describe, expect, it } from 'vitest';
import { encodeJSON } from '../../src/index.js';
import { classNamed, dataFields, hasSharedSpec, probes, specTables, type SpecField, type SpecTable } from '../helpers/spec-tables.js';

/**
 * The tables of `spec/more-records.md`, read from `../shared/spec/` as the design gives
 * them, held against the record classes: each field a record of the table's class has,
 * under the spec's name, read as the kind the table gives (probed with values of the kind,
 * each kept and written back, and with values of other kinds, each an issue at the field),
 * and no data field the tables do not name. A class that extends another has the fields of
 * the table of the class it extends too (`DetailedSegment` is a `SummarySegment`).
 */

type Json = Record<string, unknown>;

/** What each field table of the page is, in page order: the word its heading or caption holds, the classes it gives fields to. */
const PAGE: readonly { readonly names: string; readonly classes: readonly string[] | null }[] = [
  { names: 'DetailedSegment', classes: ['DetailedSegment'] },
  { names: 'ExplorerSegment', classes: ['ExplorerSegment'] },
  // The detail of an effort adds one field to the SegmentEffort of related-records.md.
  { names: 'Segment efforts', classes: ['SegmentEffort'] },
  { names: 'Route', classes: ['Route'] },
  { names: 'Waypoint', classes: ['Waypoint'] },
  { names: 'DetailedClub', classes: ['DetailedClub'] },
  { names: 'ClubAthlete', classes: ['ClubAthlete'] },
  { names: 'ClubActivity', classes: ['ClubActivity'] },
  { names: 'DetailedGear', classes: ['DetailedGear'] },
  { names: 'Zones', classes: ['Zones'] },
  { names: 'HeartRateZoneRanges and PowerZoneRanges', classes: ['HeartRateZoneRanges', 'PowerZoneRanges'] },
  { names: 'ZoneRange', classes: ['ZoneRange'] },
  { names: 'Upload', classes: ['Upload'] },
  // The two request shapes of "Writes" are inputs a client builds, not records.
  { names: 'POST /activities', classes: null },
  { names: 'PUT /activities/{id}', classes: null },
  { names: 'Fault', classes: ['Fault'] },
  { names: 'Fault', classes: ['FaultError'] },
];

/** The table of another page a class extends, by class: its fields come first. */
const EXTENDS: Readonly<Record<string, readonly [page: string, section: string]>> = {
  SegmentEffort: ['related-records.md', 'SegmentEffort'],
  DetailedSegment: ['related-records.md', 'SummarySegment'],
  ClubAthlete: ['related-records.md', 'SummaryAthlete'],
  DetailedClub: ['activities.md', 'SummaryClub'],
  DetailedGear: ['activities.md', 'SummaryGear'],
};

/** The fields each class of the page has, from its tables (and from the table of the class it extends). */
function fieldsByClass(tables: readonly SpecTable[]): Map<string, SpecField[]> {
  const byClass = new Map<string, SpecField[]>();
  PAGE.forEach(({ classes }, index) => {
    for (const name of classes ?? []) {
      const own = tables[index]?.fields ?? [];
      // "custom_zones on the first only": the power zones have no custom_zones.
      const fields = name === 'PowerZoneRanges' ? own.filter((field) => field.name !== 'custom_zones') : own;
      const base = EXTENDS[name];
      const inherited = base === undefined ? [] : (specTables(base[0]).find((table) => table.heading.startsWith(base[1]))?.fields ?? []);
      const merged = [...inherited];
      for (const field of fields) if (!merged.some((known) => known.name === field.name)) merged.push(field);
      byClass.set(name, merged);
    }
  });
  return byClass;
}

describe.skipIf(!hasSharedSpec)('the tables of spec/more-records.md', () => {
  // A skipped describe's body still runs, to collect its tests: nothing here reads ../shared without it.
  const tables = hasSharedSpec ? specTables('more-records.md') : [];
  const byClass = hasSharedSpec ? fieldsByClass(tables) : new Map<string, SpecField[]>();

  it('are the page\'s field tables, in its order, each under the section or caption that names it', () => {
    tables.forEach((table, index) => {
      const { names } = PAGE[index] ?? { names: '?' };
      expect(`${table.heading} ${table.caption}`, `table ${index}`).toContain(names);
    });
    expect(tables).toHaveLength(PAGE.length);
    expect(byClass.get('DetailedSegment')?.map((field) => field.name)).toContain('athlete_segment_stats');
    expect(byClass.get('ClubAthlete')?.map((field) => field.name)).toEqual(expect.arrayContaining(['id', 'firstname', 'membership', 'admin', 'owner']));
  });

  describe.each([...byClass].map(([name, fields]) => ({ name, fields })))('$name, as its tables give it', ({ name, fields }) => {
    const type = classNamed(name);
    const empty = type.safeParse({});
    if (!empty.success) throw empty.error;

    it('has every field of its tables, under its name, null when absent, and no data field they do not name', () => {
      for (const { name: field } of fields) {
        if (field === 'bound_client') continue;
        expect(Object.hasOwn(empty.data, field), `${name}.${field}`).toBe(true);
        expect(empty.data[field], `${name}.${field}`).toBeNull();
      }
      expect(dataFields(empty.data).filter((key) => !fields.some((field) => field.name === key))).toEqual([]);
    });

    it.each(fields.filter((field) => field.name !== 'bound_client'))('reads $name as $type: kept, written back, other kinds each an issue at the field', ({ name: field, type: kind }) => {
      const { accepted, refused } = probes(kind);
      for (const { given, holds } of accepted) {
        const read = type.safeParse({ [field]: given });
        if (!read.success) throw read.error;
        expect(holds(read.data[field]), `${name}.${field} given ${encodeJSON(given)}`).toBe(true);
        expect(Object.hasOwn(read.data.extra, field)).toBe(false);
        const written = (read.data.toJSON() as Json)[field];
        expect(encodeJSON(written), `${name}.${field} written back`).toBe(encodeJSON(typeof given === 'bigint' && given <= Number.MAX_SAFE_INTEGER ? Number(given) : given));
      }
      for (const value of refused) {
        const read = type.safeParse({ [field]: value });
        expect(read.success, `${name}.${field} given ${encodeJSON(value)}`).toBe(false);
        if (!read.success) expect(read.error.issues[0].path[0]).toBe(field);
      }
    });
  });
});
