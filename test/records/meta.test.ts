import { describe, expect, it } from 'vitest';
import { MetaActivity, MetaAthlete, ParseError } from '../../src/index.js';

describe('MetaActivity and MetaAthlete', () => {
  it('parse on their own', () => {
    expect(MetaActivity.parse({ id: 3454504, resource_state: 1 })).toMatchObject({ id: 3454504, extra: { resource_state: 1 } });
    expect(MetaAthlete.parse({ id: 54321, resource_state: 1 })).toMatchObject({ id: 54321, resource_state: 1, extra: {} });
  });

  it('validate their fields', () => {
    expect(() => MetaAthlete.parse({ resource_state: 1.5 })).toThrow(ParseError);
    expect(() => MetaActivity.parse({ id: Number.MAX_SAFE_INTEGER + 2 })).toThrow(/decodeJSON/);
  });

  it('parse many', () => {
    expect(MetaAthlete.parseMany([{ id: 1 }, { id: 2n }]).map((athlete) => athlete.id)).toEqual([1, 2]);
  });
});
