import { describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
import { Lap, MetaActivity, MetaAthlete, ParseError, SummarySegmentEffort } from '../../src/index.js';
import { DataRecord } from '../../src/core/data-record.js';

const CLASSES = [
  ['Lap', Lap],
  ['MetaActivity', MetaActivity],
  ['MetaAthlete', MetaAthlete],
  ['SummarySegmentEffort', SummarySegmentEffort],
] as const;

describe.each(CLASSES)('%s as a Standard Schema v1', (_name, recordClass) => {
  // One static signature for the four classes, which TypeScript cannot unify by itself.
  const type = recordClass as unknown as typeof Lap;
  const standard = type['~standard'];

  it('has version 1, the vendor and a validate function, the same object on every read', () => {
    expect(standard.version).toBe(1);
    expect(standard.vendor).toBe('activity-records');
    expect(typeof standard.validate).toBe('function');
    expect(type['~standard']).toBe(standard);
    expect(Object.isFrozen(standard)).toBe(true);
  });

  it('validates into a record of its own class, synchronously', () => {
    const result = standard.validate({ id: 12, extra_key: [1] });
    expect(result).not.toBeInstanceOf(Promise);
    expect(result.issues).toBeUndefined();
    if (result.issues === undefined) {
      expect(result.value).toBeInstanceOf(type);
      expect(result.value.toJSON()).toEqual({ id: 12, extra_key: [1] });
    }
  });

  it('gives the issues safeParse finds, each with message and path', () => {
    const value = { id: '12a', extra_key: Number.NaN };
    const result = standard.validate(value);
    const safe = type.safeParse(value);
    expect(safe.success).toBe(false);
    if (!safe.success) expect(result).toEqual({ issues: safe.error.issues });
    expect(result.issues?.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['id'], message: 'expected integer, received "12a"' },
      { path: ['extra_key'], message: 'expected JSON value, received NaN' },
    ]);
  });

  it('never throws, whatever the value does', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const value of [proxy, undefined, Symbol('s'), [1], Object.defineProperty({}, 'id', { get: () => { throw new Error('no'); } })]) {
      expect(standard.validate(value).issues?.length).toBeGreaterThan(0);
    }
  });
});

describe('every record class the library exports', () => {
  const recordClasses = Object.entries(library).filter(
    ([, value]) => typeof value === 'function' && value.prototype instanceof DataRecord,
  ) as [string, typeof Lap][];

  it('is found here: the twenty-one of the graph of records, the two of streams, the webhook event, and the sixteen of every read', () => {
    expect(recordClasses).toHaveLength(40);
  });

  /** A valid input of each class, and an invalid one with the message of its one issue at the root. */
  const examples: Record<string, readonly [valid: unknown, invalid: unknown, message: string]> = {
    Stream: [{ type: 'time', data: [], odd_key: 1 }, [], 'expected object, received array'],
    StreamSet: [{ odd_key: 1 }, 5, 'expected object or array, received 5'],
  };

  it.each(recordClasses)('%s has a ~standard of its own, whose validate builds records of that class', (name, type) => {
    const standard = type['~standard'];
    const [valid, invalid, message] = examples[name] ?? [{ odd_key: 1 }, [], 'expected object, received array'];
    const result = standard.validate(valid);
    expect(result.issues).toBeUndefined();
    expect(result.issues === undefined && result.value).toBeInstanceOf(type);
    expect(result.issues === undefined && Object.getPrototypeOf(result.value)).toBe(type.prototype);
    expect(standard.validate(invalid).issues?.map(({ path, message }) => ({ path, message }))).toEqual([{ path: [], message }]);
  });
});

describe('safeParse', () => {
  it('returns the record, or the ParseError parse throws, with the same issues', () => {
    const ok = Lap.safeParse({ distance: 5 });
    expect(ok.success && ok.data.distance).toBe(5);
    const value = { distance: 'far', activity: { id: 1.5 } };
    const failed = Lap.safeParse(value);
    expect(failed.success).toBe(false);
    if (!failed.success) {
      expect(failed.error).toBeInstanceOf(ParseError);
      expect(() => Lap.parse(value)).toThrow(failed.error.message);
      expect(failed.error.issues.map((issue) => issue.path)).toEqual([['activity', 'id'], ['distance']]);
    }
  });

  it('binds the record to the client of its options, read from own properties only', () => {
    const client = { getActivityComments: () => [] } as never;
    const result = Lap.safeParse({ activity: { id: 1 } }, { client });
    expect(result.success && result.data.activity?.bound_client).toBe(client);
    const inherited = Object.create({ client }) as { client?: never };
    const unbound = Lap.safeParse({ activity: { id: 1 } }, inherited);
    expect(unbound.success && unbound.data.bound_client).toBeNull();
  });
});
