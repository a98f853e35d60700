import { describe, expect, it } from 'vitest';
import { Lap, MetaAthlete, ParseError, SummarySegmentEffort, type Issue } from '../../src/index.js';

function issuesOf(run: () => unknown): readonly Issue[] {
  const error = (() => {
    try {
      run();
    } catch (caught) {
      return caught;
    }
    return undefined;
  })();
  expect(error).toBeInstanceOf(ParseError);
  return (error as ParseError).issues;
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { down: value };
  return value;
}

describe('unknown fields (extra)', () => {
  it('keeps every unknown key with its value, for every record class', () => {
    expect(Lap.parse({ resource_state: 2, segment: { id: 1 } }).extra).toEqual({ resource_state: 2, segment: { id: 1 } });
    expect(MetaAthlete.parse({ id: 1, firstname: 'Peter' }).extra).toEqual({ firstname: 'Peter' });
    expect(SummarySegmentEffort.parse({ kom_rank: null, hidden: false }).extra).toEqual({ kom_rank: null, hidden: false });
  });

  it('holds deep-frozen copies, so later edits of the input never show', () => {
    const input = { segment: { name: 'Tunnel Rd.', start_latlng: [37.8, -122.2] }, tags: ['a'] };
    const lap = Lap.parse(input);
    input.segment.name = 'changed';
    input.segment.start_latlng.push(0);
    input.tags[0] = 'b';
    expect(lap.extra).toEqual({ segment: { name: 'Tunnel Rd.', start_latlng: [37.8, -122.2] }, tags: ['a'] });
    const segment = lap.extra.segment as { start_latlng: number[] };
    expect(Object.isFrozen(lap.extra)).toBe(true);
    expect(Object.isFrozen(segment)).toBe(true);
    expect(Object.isFrozen(segment.start_latlng)).toBe(true);
    expect(() => segment.start_latlng.push(1)).toThrow(TypeError);
  });

  it('never mutates its input', () => {
    const input = { distance: 1, activity: { id: 5, x: [1, { y: 2 }] }, deep: { a: [1, 2, { b: null }] } };
    const snapshot = structuredClone(input);
    const frozen = deepFreeze(structuredClone(input));
    Lap.parse(input);
    Lap.parse(frozen);
    expect(input).toEqual(snapshot);
  });

  it('keeps __proto__, constructor and prototype keys as data at every level, without touching prototypes', () => {
    const input = JSON.parse(
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "prototype": 1,' +
        '"activity": {"id": 1, "__proto__": {"polluted": true}, "constructor": "x"},' +
        '"segment": {"__proto__": [1], "constructor": {"prototype": null}, "list": [{"__proto__": 2}]}}',
    ) as unknown;
    const lap = Lap.parse(input);
    expect(Object.keys(lap.extra)).toEqual(['__proto__', 'constructor', 'prototype', 'segment']);
    expect(lap.extra.__proto__).toEqual({ polluted: true });
    expect(lap.activity?.extra).toEqual(JSON.parse('{"__proto__": {"polluted": true}, "constructor": "x"}'));
    const segment = lap.extra.segment as Record<string, unknown>;
    expect(Object.getPrototypeOf(segment)).toBe(Object.prototype);
    expect(Object.hasOwn(segment, '__proto__')).toBe(true);
    expect(segment.__proto__).toEqual([1]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(lap.toJSON()).toEqual(input);
    expect(Object.hasOwn(lap.toJSON(), '__proto__')).toBe(true);
  });

  it.each([
    ['undefined', undefined, 'undefined'],
    ['a function', () => 1, 'function'],
    ['a symbol', Symbol('s'), 'symbol'],
    ['NaN', Number.NaN, 'NaN'],
    ['Infinity', Number.NEGATIVE_INFINITY, '-Infinity'],
    ['a Date', new Date(0), 'Date instance'],
    ['a Map', new Map(), 'Map instance'],
  ])('reports %s in an unknown field at its path', (_name, value, received) => {
    const issues = issuesOf(() => Lap.parse({ segment: { list: [1, value] } }));
    expect(issues).toEqual([
      { path: ['segment', 'list', 1], expected: 'JSON value', received, message: `expected JSON value, received ${received}` },
    ]);
  });

  it.each([
    ['undefined', undefined, 'undefined'],
    ['a function', () => 1, 'function'],
    ['a symbol', Symbol('s'), 'symbol'],
    ['NaN', Number.NaN, 'NaN'],
    ['a Date', new Date(0), 'Date instance'],
  ])('reports %s at its path whether an unknown field holds it, or an item or member in one', (_name, value, received) => {
    const issues = issuesOf(() => Lap.parse({ odd: value, list: ['x', value], object: { a: true, b: value } }));
    expect(issues.map((issue) => [issue.path, issue.received])).toEqual([
      [['odd'], received],
      [['list', 1], received],
      [['object', 'b'], received],
    ]);
  });

  it('copies strings, booleans, numbers, bigints and null as they are, wherever they stand, and reports a read that throws at its path', () => {
    const values = ['s', true, false, 0, -0, 1.5, 2n ** 64n, null];
    const members = Object.fromEntries(values.map((value, index) => [`v${index}`, value]));
    const lap = Lap.parse({ ...members, list: values, object: members });
    expect(Object.values(lap.extra).slice(0, values.length)).toEqual(values);
    expect(Object.is(lap.extra.v4, -0) && Object.is((lap.extra.list as unknown[])[4], -0)).toBe(true);
    expect(lap.extra.list).toEqual(values);
    expect(lap.extra.object).toEqual(members);
    const throwing = { enumerable: true, get: () => { throw new Error('no'); } };
    const input = { a: 1, list: [1, Object.defineProperty({}, 'x', throwing)], object: Object.defineProperty({ b: 2 }, 'c', throwing) };
    const issues = issuesOf(() => Lap.parse(Object.defineProperty(input, 'top', throwing)));
    expect(issues.map((issue) => [issue.path, issue.received])).toEqual([
      [['list', 1, 'x'], 'a read that threw'],
      [['object', 'c'], 'a read that threw'],
      [['top'], 'a read that threw'],
    ]);
  });

  it('accepts bigints, -0 and null-prototype objects inside unknown fields', () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    const lap = Lap.parse({ big: 2n ** 64n, zero: -0, bare });
    expect(lap.extra.big).toBe(2n ** 64n);
    expect(Object.is(lap.extra.zero, -0)).toBe(true);
    expect(lap.extra.bare).toEqual({ a: 1 });
  });

  it('reports a hole in a sparse array once', () => {
    const sparse: unknown[] = [1];
    sparse.length = 1_000_000_000;
    const issues = issuesOf(() => Lap.parse({ sparse }));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual(['sparse', 1]);
  });

  it('accepts nesting of 1,000 levels and reports the 1,001st', () => {
    expect(() => Lap.parse({ deep: nested(1000) })).not.toThrow();
    const issues = issuesOf(() => Lap.parse({ deep: nested(1001) }));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toHaveLength(1001);
    expect(issues[0]?.message).toContain('nested deeper than 1000 levels');
  });

  it('reports a value nested 200,000 deep without overflowing the stack', () => {
    const issues = issuesOf(() => Lap.parse({ deep: nested(200_000) }));
    expect(issues).toHaveLength(1);
  });

  it('reports a cycle where the value comes back, instead of looping', () => {
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = cycle;
    expect(issuesOf(() => Lap.parse({ cycle }))).toEqual([
      {
        path: ['cycle', 'self'],
        expected: 'JSON value',
        received: 'object',
        message: 'expected JSON value, received object (met twice in one record: a cycle or a shared reference, which JSON cannot hold)',
      },
    ]);
  });

  it('reports a bad unknown value on every parse, never reusing the extras of a record that had an issue', () => {
    for (let run = 0; run < 3; run++) expect(Lap.safeParse({ x: undefined }).success).toBe(false);
    expect(() => Lap.parseMany([{ x: undefined }, { x: undefined }])).toThrow(ParseError);
    expect(issuesOf(() => Lap.parseMany([{ x: undefined }, { x: undefined }])).map((issue) => issue.path)).toEqual([[0, 'x'], [1, 'x']]);
  });

  it('gives records with the same primitive extras equal, frozen extras', () => {
    const [first, second] = Lap.parseMany([{ resource_state: 2 }, { resource_state: 2 }, { resource_state: 3 }]);
    expect(first?.extra).toEqual({ resource_state: 2 });
    expect(second?.extra).toEqual({ resource_state: 2 });
    expect(Lap.parseMany([{ resource_state: 0 }, { resource_state: -0 }])[1]?.extra.resource_state).toBe(-0);
  });

  it('finds the unknown keys of each record when the keys, their order or their number change between records', () => {
    const inputs = [
      { distance: 1, resource_state: 2 },
      { distance: 1, resource_state: 2 },
      { resource_state: 2, distance: 1 },
      { distance: 1, segment_id: 3 },
      { distance: null, resource_state: 2, segment_id: 3 },
      { distance: 1 },
      { resource_state: 2 },
      { name: 'x', max_speed: 2, resource_state: 2 },
    ];
    expect(Lap.parseMany(inputs).map((lap) => lap.extra)).toEqual([
      { resource_state: 2 }, { resource_state: 2 }, { resource_state: 2 }, { segment_id: 3 },
      { resource_state: 2, segment_id: 3 }, {}, { resource_state: 2 }, { resource_state: 2 },
    ]);
  });

  it('reads only enumerable keys as unknown fields, whatever the record before had', () => {
    const hidden = Object.defineProperty({ other: 1 }, 'resource_state', { value: 2, enumerable: false });
    const laps = Lap.parseMany([{ resource_state: 2 }, hidden]);
    expect(laps[1]?.extra).toEqual({ other: 1 });
  });

  it('reads own keys only, and loses none, while Object.prototype has an enumerable key', () => {
    Object.defineProperty(Object.prototype, 'polluted', { value: 1, enumerable: true, configurable: true, writable: true });
    try {
      const laps = Lap.parseMany([
        { resource_state: 2, activity: { id: 7 } },
        { resource_state: 2, activity: { id: 7 } },
        { segment_id: 1, activity: { id: 7, name: 'x' } },
      ]);
      expect(laps.map((lap) => ({ ...lap.extra }))).toEqual([{ resource_state: 2 }, { resource_state: 2 }, { segment_id: 1 }]);
      expect(laps.map((lap) => lap.activity?.toJSON())).toEqual([{ id: 7 }, { id: 7 }, { id: 7, name: 'x' }]);
    } finally {
      Reflect.deleteProperty(Object.prototype, 'polluted');
    }
  });

  it('remembers nothing from a read under a polluted prototype that would hide an own key later', () => {
    Object.defineProperty(Object.prototype, 'segment_id', { value: 1, enumerable: true, configurable: true, writable: true });
    try {
      expect(Lap.parse({ distance: 1 }).extra).toEqual({});
    } finally {
      Reflect.deleteProperty(Object.prototype, 'segment_id');
    }
    expect(Lap.parse({ distance: 1, segment_id: 3 }).extra).toEqual({ segment_id: 3 });
  });
});

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('extras shared between records', () => {
  it('are shared when all values are short primitives, and not when a value is long or a bigint', () => {
    const short = Lap.parseMany([{ a: 'x', b: 2, c: null }, { a: 'x', b: 2, c: null }]);
    expect(short[1]?.extra).toBe(short[0]?.extra);
    const long = 'y'.repeat(65);
    const longLaps = Lap.parseMany([{ a: long }, { a: long }]);
    expect(longLaps[1]?.extra).not.toBe(longLaps[0]?.extra);
    const big = Lap.parseMany([{ b: 2n ** 60n }, { b: 2n ** 60n }]);
    expect(big[1]?.extra).not.toBe(big[0]?.extra);
    expect(big[1]?.extra).toEqual({ b: 2n ** 60n });
  });

  it('are shared when they hold one empty array beside short primitives, as every segment effort has achievements: []', () => {
    const laps = Lap.parseMany([{ achievements: [], resource_state: 2 }, { achievements: [], resource_state: 2 }, { achievements: [1], resource_state: 2 }]);
    expect(laps[1]?.extra).toBe(laps[0]?.extra);
    expect(laps[1]?.extra).toEqual({ achievements: [], resource_state: 2 });
    expect(Object.isFrozen(laps[1]?.extra.achievements)).toBe(true);
    expect(laps[2]?.extra).not.toBe(laps[1]?.extra);
    expect(laps[2]?.extra).toEqual({ achievements: [1], resource_state: 2 });
    const notArrays = Lap.parseMany([{ achievements: [] }, { achievements: {} }, { achievements: '' }]);
    expect(notArrays.map((lap) => lap.extra)).toEqual([{ achievements: [] }, { achievements: {} }, { achievements: '' }]);
    // An array whose length cannot be read is copied, and its copy says where the read threw.
    const unreadable = new Proxy([], {
      get: (target, key) => {
        if (key === 'length') throw new Error('no length');
        return Reflect.get(target, key) as unknown;
      },
    });
    const issues = issuesOf(() => Lap.parseMany([{ achievements: [] }, { achievements: unreadable }]));
    expect(issues.map((issue) => [issue.path, issue.received])).toEqual([[[1, 'achievements'], 'a read that threw']]);
  });

  it('are not shared where the copy would differ or report an issue', () => {
    const zeros = Lap.parseMany([{ a: [0] }, { a: [-0] }]);
    expect(zeros[1]?.extra).not.toBe(zeros[0]?.extra);
    expect(Object.is((zeros[1]?.extra.a as number[])[0], -0)).toBe(true);
    const dated = Lap.safeParse([{ a: {} }, { a: new Date(0) }]);
    expect(dated.success).toBe(false);
    const shared: unknown[] = [];
    const issues = issuesOf(() => Lap.parseMany([{ a: [], b: [] }, { a: shared, b: shared }]));
    expect(issues.map((issue) => issue.path)).toEqual([[1, 'b']]);
    const holed: number[] = [1];
    holed[2] = 2;
    const sparse = issuesOf(() => Lap.parseMany([{ a: [1, 2, 2] }, { a: holed }, { a: Object.assign([1], { length: 3 }) }]));
    expect(sparse.map((issue) => issue.path)).toEqual([[1, 'a', 1], [2, 'a', 1]]);
    const throwing = issuesOf(() =>
      Lap.parseMany([{ a: [{ b: 1 }] }, { a: [Object.defineProperty({}, 'b', { enumerable: true, get: () => { throw new Error('no'); } })] }]),
    );
    expect(throwing.map((issue) => issue.path)).toEqual([[1, 'a', 0, 'b']]);
    const wide = Array.from({ length: 40 }, (_, index) => index);
    const wideLaps = Lap.parseMany([{ a: wide }, { a: wide.slice() }]);
    expect(wideLaps[1]?.extra).not.toBe(wideLaps[0]?.extra);
    expect(wideLaps[1]?.extra).toEqual({ a: wide });
  });
});

describe('key orders remembered between records', () => {
  // Items of one body come in a few key orders (heart rate or power recorded or not), often in turn.
  const orders = [
    (n: number) => ({ name: `a${n}`, distance: n, resource_state: 2, note: 'a' }),
    (n: number) => ({ distance: n, name: `b${n}`, resource_state: 2, note: 'b' }),
    (n: number) => ({ name: `c${n}`, resource_state: 3, distance: n, lap_index: n }),
    (n: number) => ({ resource_state: 2, name: `d${n}`, moving_time: n }),
    (n: number) => ({ moving_time: n, resource_state: 2, name: `e${n}`, extra_e: true }),
    (n: number) => ({ name: `f${n}`, distance: n }),
  ];
  const inTurn = (count: number, rounds: number) => Array.from({ length: count * rounds }, (_, index) => orders[index % count]?.(index) ?? {});

  it('give each record its own unknown keys, in its order, whether its order is remembered or was forgotten', () => {
    for (const count of [2, 4, 5, 6]) {
      const items = inTurn(count, 3);
      const laps = Lap.parseMany(items);
      laps.forEach((lap, index) => {
        const item = items[index] ?? {};
        expect(lap.toJSON()).toEqual(item);
        expect(Object.keys(lap.extra)).toEqual(Object.keys(item).filter((key) => !['name', 'distance', 'moving_time', 'lap_index'].includes(key)));
      });
    }
  });

  it('share the extras of each of four orders in turn, and of none of five (only four are remembered)', () => {
    const four = Lap.parseMany(inTurn(4, 3));
    for (let index = 4; index < four.length; index++) expect(four[index]?.extra).toBe(four[index - 4]?.extra);
    const five = Lap.parseMany(inTurn(5, 3));
    for (let index = 5; index < five.length; index++) {
      expect(five[index]?.extra).not.toBe(five[index - 5]?.extra);
      expect(five[index]?.extra).toEqual(five[index - 5]?.extra);
    }
  });

  it('tell an input whose keys begin or end a remembered order from one that has it', () => {
    const items = [{ name: 'x', a: 1 }, { name: 'x', a: 1, b: 2 }, { name: 'x' }, { name: 'x', a: 1 }, { a: 1 }, { name: 'x', a: 1, b: 2 }];
    expect(Lap.parseMany(items).map((lap) => lap.extra)).toEqual([{ a: 1 }, { a: 1, b: 2 }, {}, { a: 1 }, { a: 1 }, { a: 1, b: 2 }]);
  });

  it('share no extras whose values differ, even in a remembered order', () => {
    const laps = Lap.parseMany([{ name: 'x', resource_state: 2 }, { distance: 1, note: 'y' }, { name: 'x', resource_state: 3 }]);
    expect(laps.map((lap) => lap.extra)).toEqual([{ resource_state: 2 }, { note: 'y' }, { resource_state: 3 }]);
  });

  it('give a record whose unknown field throws when read the issues it has in an order never met: its fields\' first, none for a key it ignores', () => {
    const throwing = { enumerable: true, get: (): never => { throw new Error('no'); } };
    const item = (value: PropertyDescriptor, distance: unknown) =>
      Object.defineProperties({ name: 'x' }, { odd_note: value, bound_client: value, distance: { enumerable: true, value: distance } });
    // The first item's order and extras are remembered; the second has the same keys in the same order.
    const issues = issuesOf(() => Lap.parseMany([item({ enumerable: true, value: 1 }, 1), item(throwing, 'far')]));
    expect(issues.map((issue) => [issue.path, issue.received])).toEqual([
      [[1, 'distance'], '"far"'],
      [[1, 'odd_note'], 'a read that threw'],
    ]);
  });
});

describe('unknown keys of long items', () => {
  it('are each record\'s own, whatever the order and number of keys of the items before it', () => {
    const known = { name: 'Lap', distance: 1, moving_time: 2, elapsed_time: 3 };
    const many = (count: number, prefix: string) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`${prefix}${index}`, index]));
    const items = [
      { ...known, ...many(90, 'u') },
      { ...known, ...many(90, 'u') },
      { ...many(90, 'u'), ...known },
      { ...known, ...many(89, 'u'), other: 1 },
      { ...known, ...many(120, 'u') },
      { ...known, ...many(120, 'u') },
      { ...known, ...many(60, 'a_key_of_forty_characters_and_a_number_') },
      { ...known, ...many(60, 'a_key_of_forty_characters_and_a_number_') },
      known,
    ];
    const laps = Lap.parseMany(items);
    laps.forEach((lap, index) => {
      const item = items[index] ?? {};
      expect(lap.toJSON()).toEqual(item);
      expect(Object.keys(lap.extra)).toEqual(Object.keys(item).filter((key) => !(key in known)));
    });
  });
});
