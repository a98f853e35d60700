import { describe, expect, it } from 'vitest';
import { ParseError, type Issue } from '../../src/index.js';
import type { CheckedMap, Size } from '../../src/parse/checked-map.js';
import type { FieldReader } from '../../src/parse/field-reader.js';
import type { LatLng } from '../../src/parse/lat-lng.js';
import type { ExtraFields } from '../../src/parse/record-types.js';
import { SpecKeys } from '../../src/parse/spec-keys.js';
import { DataRecord } from '../../src/core/data-record.js';

const BUCKET_KEYS = new SpecKeys(() => Bucket);

/** A record with number fields, to be read in arrays. */
class Bucket extends DataRecord {
  readonly min: number | null;
  readonly max: number | null;
  readonly extra: ExtraFields;

  constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.min = reader.number(input.min, 'min');
    this.max = reader.number(input.max, 'max');
    this.extra = reader.extra(BUCKET_KEYS);
  }
}

const SAMPLE_KEYS = new SpecKeys(() => Sample);

/** A record with one field of each new kind. */
class Sample extends DataRecord {
  readonly buckets: readonly Bucket[] | null;
  readonly start: LatLng | null;
  readonly urls: CheckedMap<string> | null;
  readonly sizes: CheckedMap<Size> | null;
  readonly zones: readonly string[] | null;
  readonly extra: ExtraFields;

  constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.buckets = reader.records(input.buckets, 'buckets', Bucket);
    this.start = reader.latLng(input.start, 'start');
    this.urls = reader.stringMap(input.urls, 'urls');
    this.sizes = reader.sizeMap(input.sizes, 'sizes');
    this.zones = reader.strings(input.zones, 'zones');
    this.extra = reader.extra(SAMPLE_KEYS);
  }
}

function issuesOf(value: unknown): readonly Pick<Issue, 'path' | 'expected'>[] {
  const result = Sample.safeParse(value);
  if (result.success) throw new Error('expected the value to be rejected');
  expect(result.error).toBeInstanceOf(ParseError);
  return result.error.issues.map(({ path, expected }) => ({ path, expected }));
}

describe('arrays of records', () => {
  it('read every item as a record, frozen, and write them back with toJSON()', () => {
    const input = { buckets: [{ min: 0, max: 115 }, { min: 115, max: 152, extra_key: 'x' }, { min: 152, max: -1 }] };
    const sample = Sample.parse(input);
    expect(sample.buckets).toHaveLength(3);
    expect(sample.buckets?.[1]).toBeInstanceOf(Bucket);
    expect(sample.buckets?.[2]?.max).toBe(-1);
    expect(sample.buckets?.[1]?.extra).toEqual({ extra_key: 'x' });
    expect(Object.isFrozen(sample.buckets)).toBe(true);
    expect(Object.isFrozen(sample.buckets?.[0])).toBe(true);
    expect(sample.buckets).not.toBe(input.buckets);
    expect(sample.toJSON()).toEqual(input);
    expect(sample.toJSON().buckets).not.toBe(sample.buckets);
  });

  it('keep an empty array, and read null or absent as null', () => {
    expect(Sample.parse({ buckets: [] }).buckets).toEqual([]);
    expect(Sample.parse({ buckets: [] }).toJSON()).toEqual({ buckets: [] });
    expect(Sample.parse({ buckets: null }).buckets).toBeNull();
    expect(Sample.parse({}).buckets).toBeNull();
  });

  it('report issues through the item index, for every bad item', () => {
    expect(issuesOf({ buckets: [{ min: 0 }, { min: 'low' }, null, { max: Number.NaN }, 7] })).toEqual([
      { path: ['buckets', 1, 'min'], expected: 'number' },
      { path: ['buckets', 2], expected: 'object' },
      { path: ['buckets', 3, 'max'], expected: 'number' },
      { path: ['buckets', 4], expected: 'object' },
    ]);
    expect(issuesOf({ buckets: { 0: { min: 1 } } })).toEqual([{ path: ['buckets'], expected: 'array' }]);
    expect(issuesOf({ buckets: [[]] })).toEqual([{ path: ['buckets', 0], expected: 'object' }]);
  });

  it('report a hole in a sparse array as a missing item', () => {
    const sparse: unknown[] = [{ min: 1 }];
    sparse.length = 2;
    expect(issuesOf({ buckets: sparse })).toEqual([{ path: ['buckets', 1], expected: 'object' }]);
  });

  it('start their paths with the index of the record in parseMany', () => {
    expect(() => Sample.parseMany([{}, { buckets: [{ min: 1 }, { max: '2' }] }])).toThrow(
      new ParseError([{ path: [1, 'buckets', 1, 'max'], expected: 'number', received: '"2"', message: 'expected number, received "2"' }]),
    );
  });
});

describe('positions (LatLng)', () => {
  it('read a pair of finite numbers in range as a frozen copy', () => {
    const start = [37.8331119, -122.4834356];
    const sample = Sample.parse({ start });
    expect(sample.start).toEqual(start);
    expect(sample.start).not.toBe(start);
    expect(Object.isFrozen(sample.start)).toBe(true);
    start[0] = 0;
    expect(sample.start?.[0]).toBe(37.8331119);
    expect(Sample.parse({ start: [90, 180] }).start).toEqual([90, 180]);
    expect(Sample.parse({ start: [-90, -180] }).start).toEqual([-90, -180]);
  });

  it('read [] (no position) as null, which toJSON() leaves out', () => {
    const sample = Sample.parse({ start: [] });
    expect(sample.start).toBeNull();
    expect(sample.toJSON()).toEqual({});
  });

  it('report a coordinate out of range or not a finite number at its own index', () => {
    expect(issuesOf({ start: [90.5, 0] })).toEqual([{ path: ['start', 0], expected: 'latitude in [-90, 90]' }]);
    expect(issuesOf({ start: [0, -180.01] })).toEqual([{ path: ['start', 1], expected: 'longitude in [-180, 180]' }]);
    expect(issuesOf({ start: [Number.NaN, Number.POSITIVE_INFINITY] })).toEqual([
      { path: ['start', 0], expected: 'latitude in [-90, 90]' },
      { path: ['start', 1], expected: 'longitude in [-180, 180]' },
    ]);
    expect(issuesOf({ start: ['1', null] })).toHaveLength(2);
    expect(issuesOf({ start: [1n, 2] })).toEqual([{ path: ['start', 0], expected: 'latitude in [-90, 90]' }]);
  });

  it('report anything but an array of two items at the field', () => {
    for (const start of [[1], [1, 2, 3], '1,2', { 0: 1, 1: 2 }, 5]) {
      expect(issuesOf({ start })).toEqual([{ path: ['start'], expected: '[latitude, longitude] or []' }]);
    }
    expect(Sample.safeParse({ start: [1, 2, 3] }).success).toBe(false);
    const result = Sample.safeParse({ start: [1, 2, 3] });
    if (!result.success) expect(result.error.message).toBe('start: expected [latitude, longitude] or [], received array (3 items)');
  });
});

describe('maps (stringMap, sizeMap)', () => {
  it('read a map of strings as a frozen copy with a null prototype', () => {
    const urls = { 100: 'https://example.com/a-100.jpg', 600: 'https://example.com/a-600.jpg' };
    const sample = Sample.parse({ urls });
    expect(sample.urls).toEqual(urls);
    expect(sample.urls).not.toBe(urls);
    expect(Object.isFrozen(sample.urls)).toBe(true);
    expect(Object.getPrototypeOf(sample.urls)).toBeNull();
    expect(sample.urls?.constructor).toBeUndefined();
    expect(Sample.parse({ urls: {} }).urls).toEqual({});
  });

  it('keep keys such as __proto__ as plain data, and toJSON() writes a plain object again', () => {
    const input = JSON.parse('{"urls": {"__proto__": "https://example.com/p.jpg", "constructor": "c"}}') as { urls: object };
    const sample = Sample.parse(input);
    expect(Object.keys(sample.urls ?? {})).toEqual(['__proto__', 'constructor']);
    expect(sample.urls?.__proto__).toBe('https://example.com/p.jpg');
    const json = sample.toJSON();
    expect(json).toStrictEqual(input);
    expect(Object.getPrototypeOf(json.urls)).toBe(Object.prototype);
    expect(Object.hasOwn(json.urls as object, '__proto__')).toBe(true);
  });

  it('report each value that is not a string at its key', () => {
    expect(issuesOf({ urls: { 100: 'ok', 600: 600, 1200: null } })).toEqual([
      { path: ['urls', '600'], expected: 'string' },
      { path: ['urls', '1200'], expected: 'string' },
    ]);
    for (const urls of [['a'], 'a', new Map([['100', 'a']])]) {
      expect(issuesOf({ urls })).toEqual([{ path: ['urls'], expected: 'object of string values' }]);
    }
  });

  it('read sizes as frozen [width, height] pairs that are not the input arrays', () => {
    const size = [768, 576];
    const sample = Sample.parse({ sizes: { 600: size, 0: [0, 0] } });
    expect(sample.sizes).toEqual({ 0: [0, 0], 600: [768, 576] });
    expect(sample.sizes?.['600']).not.toBe(size);
    expect(Object.isFrozen(sample.sizes?.['600'])).toBe(true);
    size[0] = 1;
    expect(sample.sizes?.['600']).toEqual([768, 576]);
    expect(Sample.parse({ sizes: { 600: size } }).toJSON()).toEqual({ sizes: { 600: [1, 576] } });
  });

  it('report a size that is not a pair of non-negative safe integers at its key', () => {
    for (const size of [[-1, 2], [1.5, 2], [1, 2, 3], [1], [1, '2'], [2 ** 53, 1], [1, 2n], '1x2', null]) {
      expect(issuesOf({ sizes: { 600: size } })).toEqual([{ path: ['sizes', '600'], expected: '[width, height] of non-negative integers' }]);
    }
  });
});

describe('arrays of strings', () => {
  it('read an array of strings as a frozen copy, written back by toJSON() as a new array', () => {
    const zones = ['heartrate', 'power', ''];
    const sample = Sample.parse({ zones });
    expect(sample.zones).toEqual(['heartrate', 'power', '']);
    expect(sample.zones).not.toBe(zones);
    expect(Object.isFrozen(sample.zones)).toBe(true);
    zones[0] = 'changed';
    expect(sample.zones?.[0]).toBe('heartrate');
    expect(Sample.parse({ zones: [] }).toJSON()).toEqual({ zones: [] });
    expect(Sample.parse({ zones: ['pace'] }).toJSON().zones).not.toBe(sample.zones);
    expect(Sample.parse({ zones: null }).zones).toBeNull();
  });

  it('report each item that is not a string at its index, and anything but an array at the field', () => {
    expect(issuesOf({ zones: ['pace', 1, null, 'power', ['heartrate'], 2n] })).toEqual([
      { path: ['zones', 1], expected: 'string' },
      { path: ['zones', 2], expected: 'string' },
      { path: ['zones', 4], expected: 'string' },
      { path: ['zones', 5], expected: 'string' },
    ]);
    for (const zones of ['pace', { 0: 'pace' }, 5, new Set(['pace'])]) {
      expect(issuesOf({ zones })).toEqual([{ path: ['zones'], expected: 'array of strings' }]);
    }
  });

  it('report the first hole of a sparse array once and read no further, however long it claims to be', () => {
    const sparse: unknown[] = ['pace', 3];
    sparse.length = 1e9;
    expect(issuesOf({ zones: sparse })).toEqual([
      { path: ['zones', 1], expected: 'string' },
      { path: ['zones', 2], expected: 'string' },
    ]);
  });

  it('never take an item from a polluted Array.prototype for a hole', () => {
    const sparse: unknown[] = ['pace'];
    sparse.length = 2;
    Object.defineProperty(Array.prototype, 1, { value: 'inherited', configurable: true, enumerable: true, writable: true });
    try {
      expect(issuesOf({ zones: sparse })).toEqual([{ path: ['zones', 1], expected: 'string' }]);
    } finally {
      Reflect.deleteProperty(Array.prototype, 1);
    }
  });
});

describe('new kinds given values that fight back', () => {
  const throwing = (): never => {
    throw new Error('no');
  };
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    return proxy;
  };

  it('report a read that throws at the field, and still read the other fields', () => {
    const start = Object.defineProperty([1, 2], 0, { get: throwing });
    const urls = new Proxy({ a: 'x' }, { ownKeys: throwing });
    const sizes = { 600: Object.defineProperty([1, 2], 1, { get: throwing }) };
    const zones = Object.defineProperty(['pace', 'power'], 1, { get: throwing });
    const result = Sample.safeParse({ start, urls, sizes, zones, buckets: [{ min: 'low' }] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map(({ path, message }) => ({ path, message }))).toEqual([
        { path: ['buckets', 0, 'min'], message: 'expected number, received "low"' },
        { path: ['start'], message: 'expected [latitude, longitude] or [], but reading it threw Error: no' },
        { path: ['urls'], message: 'expected object, but reading it threw Error: no' },
        { path: ['sizes'], message: 'expected object, but reading it threw Error: no' },
        { path: ['zones'], message: 'expected array of strings, but reading it threw Error: no' },
      ]);
    }
  });

  it('report a revoked proxy given for a position or an array of records at the field', () => {
    expect(issuesOf({ start: revoked(), buckets: revoked(), zones: revoked() })).toEqual([
      { path: ['buckets'], expected: 'array' },
      { path: ['start'], expected: '[latitude, longitude] or []' },
      { path: ['zones'], expected: 'array of strings' },
    ]);
  });
});

/** A record class whose constructor throws whatever it is given: a fault of the class, not of the data. */
class Faulty extends DataRecord {
  readonly extra: ExtraFields = {};

  constructor(reader: FieldReader) {
    super(reader);
    throw new Error('faulty constructor');
  }
}

describe('a record class that throws', () => {
  it('ends as an issue at the record, never as an exception', () => {
    const result = Faulty.safeParse({ a: 1 });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0].message).toBe('expected object, but reading it threw Error: faulty constructor');
    expect(() => Faulty.parseMany([{}, {}])).toThrow(ParseError);
  });
});
