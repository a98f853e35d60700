import { describe, expect, it } from 'vitest';
import { isSameValue } from '../../src/parse/same-value.js';

const VALUES: unknown[] = [0, -0, NaN, 1, 1.5, Infinity, -Infinity, 2n, '0', '', true, false, null, undefined, {}, [], Symbol('s')];

describe('isSameValue', () => {
  it('answers as Object.is for every pair of values', () => {
    for (const a of VALUES) {
      for (const b of VALUES) expect(isSameValue(a, b), `${String(a)} and ${String(b)}`).toBe(Object.is(a, b));
    }
    const object = {};
    expect(isSameValue(object, object)).toBe(true);
  });
});
