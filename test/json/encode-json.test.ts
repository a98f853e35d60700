import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { Lap, decodeJSON, encodeJSON } from '../../src/index.js';
import { BIG_ID_LAPS_TEXT } from '../helpers/fixtures.js';

describe('encodeJSON', () => {
  it('writes bigints as exact digits', () => {
    expect(encodeJSON({ id: 12345678987654321n, list: [-(2n ** 64n)] })).toBe('{"id":12345678987654321,"list":[-18446744073709551616]}');
  });

  it('writes exactly what JSON.stringify writes when there is no bigint and no -0', () => {
    const value = { a: 1, b: 'x"y', c: [1, null, true], d: { e: undefined, f: () => 1 }, g: 0, h: Number.NaN };
    expect(encodeJSON(value)).toBe(JSON.stringify(value));
    expect(encodeJSON(value, 2)).toBe(JSON.stringify(value, null, 2));
  });

  it('writes -0 as -0, which JSON.stringify writes as 0, so decodeJSON gives -0 back', () => {
    expect(encodeJSON({ grade: -0, list: [-0, 0], big: 1n })).toBe('{"grade":-0,"list":[-0,0],"big":1}');
    expect(encodeJSON(-0)).toBe('-0');
    expect(encodeJSON({ grade: -0 }, 1)).toBe('{\n "grade": -0\n}');
    const decoded = decodeJSON(encodeJSON(decodeJSON('{"average_grade": -0.0}'))) as { average_grade: number };
    expect(Object.is(decoded.average_grade, -0)).toBe(true);
    expect(encodeJSON({ note: '\u0001-0' })).toBe(JSON.stringify({ note: '\u0001-0' }));
  });

  it('writes like JSON.stringify around bigints: omissions, nulls, toJSON, boxes and indentation', () => {
    const value = {
      big: 1n,
      skipped: undefined,
      fn: () => 1,
      symbol: Symbol('s'),
      list: [undefined, () => 1, Number.POSITIVE_INFINITY, new Number(2), new String('s'), new Boolean(false)],
      date: new Date(0),
      empty: {},
      emptyList: [],
      quoted: 'line\nbreak',
    };
    const expected = JSON.stringify({ ...value, big: 1 });
    expect(encodeJSON(value)).toBe(expected);
    expect(encodeJSON(value, '\t')).toBe(JSON.stringify({ ...value, big: 1 }, null, '\t'));
    expect(encodeJSON(value, 4)).toBe(JSON.stringify({ ...value, big: 1 }, null, 4));
  });

  it('writes records through toJSON', () => {
    const laps = Lap.parseMany(decodeJSON(BIG_ID_LAPS_TEXT));
    expect(decodeJSON(encodeJSON(laps))).toEqual(decodeJSON(BIG_ID_LAPS_TEXT));
    expect(encodeJSON(laps, 2)).toContain('"id": 9007199254740993');
  });

  it('throws a TypeError for a value with no JSON form or a cycle', () => {
    expect(() => encodeJSON(undefined)).toThrow(TypeError);
    const cycle: Record<string, unknown> = { big: 1n };
    cycle.self = cycle;
    expect(() => encodeJSON(cycle)).toThrow(/circular/);
  });

  it('lets other errors through', () => {
    const hostile = {
      toJSON(): never {
        throw new RangeError('mine');
      },
    };
    expect(() => encodeJSON(hostile)).toThrow(RangeError);
  });
});

describe('encodeJSON markers', () => {
  it('writes bigints exactly even when keys and strings hold control characters', () => {
    const controls = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).join('');
    const value = { [controls]: controls, list: [controls + '12', 12345678987654321n, Object(5n) as unknown] };
    const text = encodeJSON(value);
    expect(text).toBe(JSON.stringify({ [controls]: controls, list: [controls + '12', 0, 5] }).replace('0,5]', '12345678987654321,5]'));
  });
});

describe('encodeJSON never writes one value as another', () => {
  const big = 12345678901234567890n;
  /** What encodeJSON must write: JSON.stringify's text for `value` with `big` written where each 0 placeholder stands. */
  const withBig = (value: unknown, space?: number | string) => JSON.stringify(value, null, space).replaceAll('"BIG"', String(big));

  it('writes a boxed String as a string, whatever it holds', () => {
    expect(encodeJSON({ id: big, note: new String('\u0001999') })).toBe(String.raw`{"id":12345678901234567890,"note":"\u0001999"}`);
    const boxes = [new String('\u0001\u0001x'), new String('\u0001-1'), new String('\u0001'), new String('')];
    expect(encodeJSON([big, ...boxes])).toBe(withBig(['BIG', ...boxes]));
  });

  it('writes strings that start with the marker as those strings', () => {
    const strings = ['\u0001999', '\u0001', '\u0001\u0001', '\u0001\u0001\u0001', '\u0001-5', '\u0001 1', 'a\u00011', '\u0001"\u00011'];
    expect(encodeJSON({ strings, big }, 2)).toBe(withBig({ strings, big: 'BIG' }, 2));
    expect(encodeJSON(['\u0001\\"\u00011', big])).toBe(withBig(['\u0001\\"\u00011', 'BIG']));
  });

  it('writes keys that look like marked values as those keys', () => {
    const value = { '\u0001123': big, '\u0001\u0001': '\u00011', '\u0001': { '\u0001-1': [big] } };
    expect(encodeJSON(value)).toBe(withBig({ '\u0001123': 'BIG', '\u0001\u0001': '\u00011', '\u0001': { '\u0001-1': ['BIG'] } }));
    expect(encodeJSON(value, '\t')).toBe(withBig({ '\u0001123': 'BIG', '\u0001\u0001': '\u00011', '\u0001': { '\u0001-1': ['BIG'] } }, '\t'));
  });

  it('writes what toJSON returns as it is, marker-like strings included', () => {
    const value = { big, a: { toJSON: () => '\u0001999' }, b: { toJSON: () => new String('\u000142') }, c: { toJSON: () => 7n } };
    expect(encodeJSON(value)).toBe(String.raw`{"big":12345678901234567890,"a":"\u0001999","b":"\u000142","c":7}`);
  });

  it('writes boxed numbers, booleans and bigints as their primitives, from any realm', () => {
    const foreign = runInNewContext('[Object(5n), new String("\\u0001123"), new Number(3), Object(-12345678901234567890n)]') as unknown[];
    expect(encodeJSON([big, new Number(2), new Boolean(true), Object(6n), ...foreign])).toBe(
      String.raw`[12345678901234567890,2,true,6,5,"\u0001123",3,-12345678901234567890]`,
    );
  });

  it('converts a boxed String through its toString, as JSON.stringify does, and never a look-alike', () => {
    const renamed = Object.assign(new String('\u0001777'), { toString: () => '\u0001888' });
    const disguised = Object.assign(new String('\u0001999'), { [Symbol.toStringTag]: 'Object' });
    const lookAlikes = [Object.create(String.prototype) as object, Object.create(BigInt.prototype) as object];
    expect(encodeJSON([big, renamed, disguised, ...lookAlikes])).toBe(String.raw`[12345678901234567890,"\u0001888","\u0001999",{},{}]`);
  });

  it('keeps indentation to JSON whitespace, so the text stays JSON', () => {
    expect(encodeJSON([big], ' \t\r\n')).toBe('[\n \t\r\n12345678901234567890\n]');
    for (const space of ['"', '--', '\\', new String('  ') as unknown as string, null as unknown as string]) {
      expect(() => encodeJSON([big], space)).toThrow(TypeError);
      expect(() => encodeJSON({}, space)).toThrow(/space must be/);
    }
  });
});
