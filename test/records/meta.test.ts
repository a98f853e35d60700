import { describe, expect, it } from 'vitest';
import { Lap, MetaActivity, MetaAthlete, ParseError } from '../../src/index.js';

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

describe('nested references within one parse', () => {
  it('are one object for laps of the same activity and athlete, so one memo serves them all', async () => {
    let calls = 0;
    const client = {
      getActivityComments: () => {
        calls++;
        return [];
      },
    } as never;
    const laps = Lap.parseMany(
      [1, 2, 3].map((index) => ({ lap_index: index, activity: { id: 7, resource_state: 1 }, athlete: { id: 9, resource_state: 1 } })),
      { client },
    );
    expect(laps[1]?.activity).toBe(laps[0]?.activity);
    expect(laps[2]?.athlete).toBe(laps[0]?.athlete);
    for (const lap of laps) await lap.activity?.comments();
    expect(calls).toBe(1);
  });

  it('are separate objects when any field or unknown field differs', () => {
    const laps = Lap.parseMany([
      { activity: { id: 7, resource_state: 1 } },
      { activity: { id: 8, resource_state: 1 } },
      { activity: { id: 8, resource_state: 2 } },
      { activity: { id: 8, resource_state: 2, name: 'x' } },
      { activity: { id: 8, resource_state: 2, name: { nested: true } } },
      { activity: { id: 8, resource_state: 2, name: { nested: true } } },
      { activity: { id: 8n } },
    ]);
    const activities = laps.map((lap) => lap.activity);
    expect(new Set(activities).size).toBe(activities.length);
    expect(activities.map((activity) => activity?.toJSON())).toEqual([
      { id: 7, resource_state: 1 }, { id: 8, resource_state: 1 }, { id: 8, resource_state: 2 },
      { id: 8, resource_state: 2, name: 'x' }, { id: 8, resource_state: 2, name: { nested: true } },
      { id: 8, resource_state: 2, name: { nested: true } }, { id: 8 },
    ]);
  });

  it('are never shared when they have an issue, so that every lap reports it', () => {
    const error = (() => {
      try {
        Lap.parseMany([{ activity: { id: 'x' } }, { activity: { id: 'x' } }]);
      } catch (caught) {
        return caught as ParseError;
      }
      return undefined;
    })();
    expect(error?.issues.map((issue) => issue.path)).toEqual([[0, 'activity', 'id'], [1, 'activity', 'id']]);
  });

  it('are shared only when every key and value is the same, objects included by identity', () => {
    const route = { points: [1, 2] };
    const laps = Lap.parseMany([
      { activity: { id: 7, route } },
      { activity: { id: 7, route } },
      { activity: { id: 7, route: { points: [1, 2] } } },
      { activity: { id: 7 } },
    ]);
    const activities = laps.map((lap) => lap.activity);
    expect(activities[1]).toBe(activities[0]);
    expect(activities[2]).not.toBe(activities[1]);
    expect(activities[3]).not.toBe(activities[2]);
    expect(activities.map((activity) => activity?.toJSON())).toEqual([
      { id: 7, route }, { id: 7, route }, { id: 7, route }, { id: 7 },
    ]);
  });

  it('are not shared when a key differs but its value reads the same', () => {
    const error = (() => {
      try {
        Lap.parseMany([{ activity: { id: 7, resource_state: 1 } }, { activity: { id: 7, foo: undefined } }]);
      } catch (caught) {
        return caught as ParseError;
      }
      return undefined;
    })();
    expect(error?.issues.map((issue) => issue.path)).toEqual([[1, 'activity', 'foo']]);
    expect(() => Lap.parseMany([{ activity: { id: 7, resource_state: 1 } }, { activity: { id: 7, toString: Object.prototype.toString } }])).toThrow(ParseError);
  });

  it('are shared only with the same keys in the same order, and tell 0 from -0', () => {
    const laps = Lap.parseMany([
      { activity: { id: 7, resource_state: 1 } },
      { activity: { resource_state: 1, id: 7 } },
      { activity: { resource_state: 1, id: 7 } },
      { athlete: { id: 9, offset: 0 } },
      { athlete: { id: 9, offset: -0 } },
    ]);
    expect(laps[1]?.activity).not.toBe(laps[0]?.activity);
    expect(laps[2]?.activity).toBe(laps[1]?.activity);
    expect(laps[1]?.activity?.toJSON()).toEqual({ id: 7, resource_state: 1 });
    expect(laps[4]?.athlete).not.toBe(laps[3]?.athlete);
    expect(Object.is(laps[4]?.athlete?.extra.offset, -0)).toBe(true);
  });

  it('are frozen with their lap, shared or not, by parseMany and by parse', () => {
    const laps = Lap.parseMany([{ activity: { id: 7 } }, { activity: { id: 7 } }, { activity: { id: 8 } }]);
    for (const lap of laps) {
      expect(Object.isFrozen(lap)).toBe(true);
      expect(Object.isFrozen(lap.activity)).toBe(true);
    }
    const single = Lap.parse({ activity: { id: 7 }, athlete: { id: 9 } });
    expect([single, single.activity, single.athlete].every((record) => Object.isFrozen(record))).toBe(true);
  });

  it('are frozen even when an index setter on Object.prototype or a replaced array iterator is about', () => {
    // Records are frozen when a read ends; the list of nested records waiting for it is not
    // an ordinary array, so a setter at an index cannot take one out of it.
    const taken = new Set<unknown>();
    Object.defineProperty(Object.prototype, '0', {
      configurable: true,
      set(value: unknown) {
        if (value instanceof MetaActivity || value instanceof MetaAthlete) taken.add(value);
        else Object.defineProperty(this, '0', { value, writable: true, enumerable: true, configurable: true });
      },
    });
    const iterator = Object.getOwnPropertyDescriptor(Array.prototype, Symbol.iterator);
    let lap: Lap;
    try {
      Object.defineProperty(Array.prototype, Symbol.iterator, { configurable: true, writable: true, value: [][Symbol.iterator].bind([]) });
      lap = Lap.parse({ activity: { id: 7 }, athlete: { id: 9 } });
    } finally {
      if (iterator !== undefined) Object.defineProperty(Array.prototype, Symbol.iterator, iterator);
      Reflect.deleteProperty(Object.prototype, '0');
    }
    expect(taken.size).toBe(0);
    expect([lap, lap.activity, lap.athlete].every((record) => Object.isFrozen(record))).toBe(true);
    expect(lap.toJSON()).toEqual({ activity: { id: 7 }, athlete: { id: 9 } });
  });

  it('are not shared between parse calls', () => {
    const first = Lap.parse({ activity: { id: 7 } });
    const second = Lap.parse({ activity: { id: 7 } });
    expect(second.activity).not.toBe(first.activity);
    expect(second.activity).toEqual(first.activity);
  });
});
