import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DetailedActivity,
  DetailedAthlete,
  Lap,
  MetaActivity,
  MetaAthlete,
  ParseError,
  PhotosSummary,
  PolylineMap,
  Split,
  SummaryActivity,
  SummaryClub,
  SummaryGear,
  SummarySegmentEffort,
  decodeJSON,
  encodeJSON,
} from '../../src/index.js';
import { anyValue, fighter, hostileRecord, jsonValue, materialize, validEffort, validLap, withThrowingGetter } from '../helpers/arbitraries.js';
import {
  DETAILED_ACTIVITY_SHAPE,
  DETAILED_ATHLETE_SHAPE,
  EFFORT_FIELDS,
  LAP_FIELDS,
  LAP_SHAPE,
  META_ACTIVITY_FIELDS,
  META_ATHLETE_FIELDS,
  PHOTOS_SUMMARY_SHAPE,
  POLYLINE_MAP_SHAPE,
  SPLIT_SHAPE,
  SUMMARY_ACTIVITY_SHAPE,
  SUMMARY_CLUB_SHAPE,
  SUMMARY_GEAR_SHAPE,
  SUMMARY_SEGMENT_EFFORT_SHAPE,
  wireForm,
} from '../helpers/fixtures.js';

const RECORDS = [
  ['Lap', Lap, LAP_FIELDS],
  ['MetaActivity', MetaActivity, META_ACTIVITY_FIELDS],
  ['MetaAthlete', MetaAthlete, META_ATHLETE_FIELDS],
  ['SummarySegmentEffort', SummarySegmentEffort, EFFORT_FIELDS],
  ['SummaryActivity', SummaryActivity, SUMMARY_ACTIVITY_SHAPE.fields],
  ['DetailedActivity', DetailedActivity, DETAILED_ACTIVITY_SHAPE.fields],
  ['DetailedAthlete', DetailedAthlete, DETAILED_ATHLETE_SHAPE.fields],
  ['Split', Split, SPLIT_SHAPE.fields],
  ['PolylineMap', PolylineMap, POLYLINE_MAP_SHAPE.fields],
  ['SummaryGear', SummaryGear, SUMMARY_GEAR_SHAPE.fields],
  ['PhotosSummary', PhotosSummary, PHOTOS_SUMMARY_SHAPE.fields],
  ['SummaryClub', SummaryClub, SUMMARY_CLUB_SHAPE.fields],
] as const;

describe.each(RECORDS)('%s given anything', (_name, recordClass, keys) => {
  // One static signature for the classes, which TypeScript cannot unify by itself.
  const type = recordClass as unknown as typeof Lap;
  it('returns a record or throws ParseError; safeParse never throws, and gives what parse gave', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, hostileRecord(keys)), (description) => {
        const value = materialize(description);
        let issues: readonly unknown[] | null = null;
        try {
          expect(type.parse(value)).toBeInstanceOf(type);
        } catch (error) {
          expect(error).toBeInstanceOf(ParseError);
          issues = (error as ParseError).issues;
          expect(issues.length).toBeGreaterThan(0);
        }
        const result = type.safeParse(value);
        if (result.success) expect(issues).toBeNull();
        else expect(result.error.issues).toEqual(issues);
      }),
    );
  });

  it('parseMany of anything returns records or throws ParseError whose paths start with an index', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(anyValue, hostileRecord(keys)), { maxLength: 5 }), (descriptions) => {
        const values = materialize(descriptions) as unknown[];
        try {
          expect(type.parseMany(values)).toHaveLength(values.length);
        } catch (error) {
          expect(error).toBeInstanceOf(ParseError);
          for (const issue of (error as ParseError).issues) expect(typeof issue.path[0]).toBe('number');
        }
      }),
    );
  });
});

describe('valid records', () => {
  it('round-trip a lap: toJSON() is the input less null spec fields, and parsing it again gives an equal record', () => {
    fc.assert(
      fc.property(validLap, (input) => {
        const lap = Lap.parse(input);
        expect(lap.toJSON()).toEqual(wireForm(input, LAP_SHAPE));
        // toEqual, not toStrictEqual: an unknown key named `constructor` would make it compare types by that key.
        expect(Lap.parse(lap.toJSON())).toEqual(lap);
      }),
    );
  });

  it('round-trip a segment effort', () => {
    fc.assert(
      fc.property(validEffort, (input) => {
        const effort = SummarySegmentEffort.parse(input);
        expect(effort.toJSON()).toEqual(wireForm(input, SUMMARY_SEGMENT_EFFORT_SHAPE));
        expect(SummarySegmentEffort.parse(effort.toJSON())).toEqual(effort);
      }),
    );
  });

  it('round-trip through text: decodeJSON(encodeJSON(parseMany(decodeJSON(t)))) is decodeJSON(t) less null spec fields', () => {
    fc.assert(
      fc.property(fc.array(validLap, { maxLength: 4 }), (laps) => {
        const decoded = decodeJSON(encodeJSON(laps)) as Record<string, unknown>[];
        const again = decodeJSON(encodeJSON(Lap.parseMany(decoded)));
        expect(again).toEqual(wireForm(decoded, LAP_SHAPE));
      }),
    );
  });

  it('never mutate their input, and never change when it is edited afterwards', () => {
    fc.assert(
      fc.property(validLap, (input) => {
        const before = structuredClone(input);
        const lap = Lap.parse(input);
        expect(input).toEqual(before);
        const json = encodeJSON(lap);
        scramble(input);
        expect(encodeJSON(lap)).toBe(json);
      }),
    );
  });
});

describe('arrays of strings (SummaryClub.activity_types)', () => {
  const item = fc.oneof({ weight: 4, arbitrary: fc.string() }, { weight: 1, arbitrary: anyValue });

  it('accept an array exactly when every item is a string, keep it as given, and report each other item at its index', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const result = SummaryClub.safeParse({ activity_types: items });
        const bad = items.flatMap((value, index) => (typeof value === 'string' ? [] : [index]));
        if (result.success) {
          expect(bad).toEqual([]);
          expect(result.data.activity_types).toEqual(items);
          expect(result.data.activity_types).not.toBe(items);
          expect(Object.isFrozen(result.data.activity_types)).toBe(true);
          expect(result.data.toJSON().activity_types).toEqual(items);
        } else {
          expect(result.error.issues.map((issue) => issue.path)).toEqual(bad.map((index) => ['activity_types', index]));
        }
      }),
    );
  });
});

describe('decodeJSON and encodeJSON', () => {
  it('decodeJSON(encodeJSON(v)) equals v for JSON values with bigints', () => {
    fc.assert(
      fc.property(jsonValue, fc.constantFrom(undefined, 2), (value, space) => {
        expect(decodeJSON(encodeJSON(value, space))).toEqual(value);
      }),
    );
  });

  it('decodeJSON agrees with JSON.parse on text with no run of 16 digits (so no integer beyond 2^53)', () => {
    fc.assert(
      fc.property(fc.json().filter((text) => !/\d{16}/.test(text)), (text) => {
        expect(decodeJSON(text)).toEqual(JSON.parse(text));
      }),
    );
  });
});

/** Overwrites every value of a decoded JSON tree in place. */
function scramble(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const entries = Object.entries(value) as [string, unknown][];
  for (const [key, field] of entries) {
    scramble(field);
    (value as Record<string, unknown>)[key] = typeof field === 'object' && field !== null ? field : 'changed';
  }
  if (Array.isArray(value)) value.push('added');
}

describe('hostile values', () => {
  it('a spec field whose getter throws is an issue at that field, and the record\'s other issues are still found', () => {
    fc.assert(
      fc.property(validLap, fc.constantFrom(...LAP_FIELDS), fc.constantFrom(...LAP_FIELDS), (input, throwing, bad) => {
        fc.pre(throwing !== bad && bad !== 'activity' && bad !== 'athlete');
        const value = withThrowingGetter({ ...input, [bad]: Symbol('bad') }, throwing);
        const result = Lap.safeParse(value);
        expect(result.success).toBe(false);
        if (!result.success) {
          expect(result.error.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining([[throwing], [bad]]));
        }
      }),
    );
  });

  it('anything that fights back, anywhere in a list of records: parseMany throws only ParseError, safeParse never throws', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fighter, hostileRecord(LAP_FIELDS)), { maxLength: 4 }), (descriptions) => {
        const values = materialize(descriptions) as unknown[];
        for (const value of values) expect(typeof Lap.safeParse(value).success).toBe('boolean');
        try {
          Lap.parseMany(values);
        } catch (error) {
          expect(error).toBeInstanceOf(ParseError);
        }
      }),
    );
  });
});
