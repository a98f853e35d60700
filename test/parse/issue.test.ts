import { describe, expect, it } from 'vitest';
import { describeReceived, formatPath } from '../../src/parse/issue.js';

describe('formatPath', () => {
  it('writes keys with dots and indexes in brackets', () => {
    expect(formatPath([0, 'activity', 'id'])).toBe('[0].activity.id');
    expect(formatPath(['activity', 'id'])).toBe('activity.id');
  });

  it('quotes keys that are not identifiers', () => {
    expect(formatPath(['segment', 'odd key', 2])).toBe('segment["odd key"][2]');
  });

  it('names the root', () => {
    expect(formatPath([])).toBe('(root)');
  });
});

describe('describeReceived', () => {
  class Custom {
    readonly tag = 'custom';
  }
  it.each([
    ['12a', '"12a"'],
    [1.5, '1.5'],
    [-0, '-0'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [12n, '12n'],
    [true, 'true'],
    [undefined, 'undefined'],
    [null, 'null'],
    [Symbol('x'), 'symbol'],
    [() => 1, 'function'],
    [[1], 'array'],
    [{}, 'object'],
    [Object.create(null), 'object'],
    [new Date(0), 'Date instance'],
    [new Custom(), 'Custom instance'],
    [Object.create({}), 'object with a custom prototype'],
  ])('renders %o as %s', (value, expected) => {
    expect(describeReceived(value)).toBe(expected);
  });

  it('shortens long strings and says how long they were', () => {
    const text = describeReceived('x'.repeat(5_000_000));
    expect(text.length).toBeLessThan(80);
    expect(text).toContain('5000000 characters');
  });

  it('never throws, even on a proxy whose traps throw', () => {
    const hostile = new Proxy({}, { getPrototypeOf: () => { throw new Error('no'); } });
    expect(describeReceived(hostile)).toBe('object');
  });
});
