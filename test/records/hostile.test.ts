import { describe, expect, it } from 'vitest';
import { Lap, MetaAthlete, ParseError, SummarySegmentEffort, decodeJSON } from '../../src/index.js';

const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype'];

/** JSON text with the dangerous keys at every level: the record, a nested record, extras and their children. */
function dangerousText(): string {
  const level = (inner: string) => `{${DANGEROUS_KEYS.map((key) => `"${key}": ${inner}`).join(', ')}}`;
  const deep = level(level(level('{"polluted": true}')));
  return `{"id": 1, "distance": 5, "activity": ${level('1').slice(0, -1)}, "id": 7}, "athlete": {"id": 2, "__proto__": ${deep}},
    "__proto__": ${deep}, "constructor": ${deep}, "prototype": [${deep}], "segment": ${deep}}`;
}

describe('hostile input', () => {
  it('keeps __proto__, constructor and prototype keys at every level as data, and pollutes nothing', () => {
    const input = decodeJSON(dangerousText()) as Record<string, unknown>;
    expect(SummarySegmentEffort.parse(input).toJSON()).toEqual(input);
    expect(MetaAthlete.parse(input).extra.__proto__).toEqual(input.__proto__);
    const lap = Lap.parse(input);
    expect(lap.toJSON()).toEqual(input);
    expect(lap.activity?.id).toBe(7);
    expect(Object.keys(lap.extra)).toEqual(['__proto__', 'constructor', 'prototype', 'segment']);
    expect(Object.getPrototypeOf(lap.extra.segment)).toBe(Object.prototype);
    const empty: Record<string, unknown> = {};
    expect(empty.polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('parses a 5 MB string in a field and an unknown field, and keeps a bad one\'s message short', () => {
    const big = 'x'.repeat(5 * 1024 * 1024);
    const lap = Lap.parse({ name: big, notes: big });
    expect(lap.name).toHaveLength(big.length);
    expect(lap.extra.notes).toBe(big);
    const result = Lap.safeParse({ distance: big });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.message.length).toBeLessThan(200);
  });

  it('parses 200,000 laps in one parseMany, and finds the one bad lap among them by index', () => {
    const laps = Array.from({ length: 200_000 }, (_, index) => ({
      id: index, lap_index: index % 10, distance: index / 3, resource_state: 2, activity: { id: Math.floor(index / 10) },
    }));
    const parsed = Lap.parseMany(laps);
    expect(parsed).toHaveLength(200_000);
    expect(parsed[199_999]?.id).toBe(199_999);
    expect(parsed[199_999]?.activity?.id).toBe(19_999);
    laps[199_998] = { ...laps[199_998], distance: 'far' } as never;
    const error = (() => {
      try {
        Lap.parseMany(laps);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).issues.map((issue) => issue.path)).toEqual([[199_998, 'distance']]);
  });

  it('gives a record or a ParseError for values nested 200,000 deep in any place', () => {
    const deepArray = decodeJSON(`${'['.repeat(200_000)}1${']'.repeat(200_000)}`);
    for (const value of [deepArray, { activity: deepArray }, { activity: { id: 1, deep: deepArray } }, { extra: deepArray }]) {
      const result = Lap.safeParse(value);
      if (!result.success) expect(result.error).toBeInstanceOf(ParseError);
    }
  });
});
