import { describe, expect, it } from 'vitest';
import { Lap, decodeJSON, encodeJSON } from '../../src/index.js';
import { fixtureText } from '../helpers/fixtures.js';

describe('encodeJSON', () => {
  it('writes bigints as exact digits', () => {
    expect(encodeJSON({ id: 12345678987654321n, list: [-(2n ** 64n)] })).toBe('{"id":12345678987654321,"list":[-18446744073709551616]}');
  });

  it('writes exactly what JSON.stringify writes when there is no bigint', () => {
    const value = { a: 1, b: 'x"y', c: [1, null, true], d: { e: undefined, f: () => 1 }, g: -0, h: Number.NaN };
    expect(encodeJSON(value)).toBe(JSON.stringify(value));
    expect(encodeJSON(value, 2)).toBe(JSON.stringify(value, null, 2));
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
    const text = fixtureText('docs-activity-laps.json');
    const laps = Lap.parseMany(decodeJSON(text));
    expect(decodeJSON(encodeJSON(laps))).toEqual(decodeJSON(text));
    expect(encodeJSON(laps, 2)).toContain('"id": 12345678987654321');
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
