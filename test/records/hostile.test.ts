import { afterAll, describe, expect, it } from 'vitest';
import { ActivityPhoto, Lap, MetaAthlete, ParseError, SummarySegment, SummarySegmentEffort, decodeJSON } from '../../src/index.js';
import { isolatedLibrary, type IsolatedLibrary } from '../helpers/isolated-run.js';

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

  it('rejects values nested 200,000 deep in any place with one issue where they go wrong', () => {
    const deepArray = decodeJSON(`${'['.repeat(200_000)}1${']'.repeat(200_000)}`);
    const cases: [unknown, readonly string[], string][] = [
      [deepArray, [], 'expected object, received array'],
      [{ activity: deepArray }, ['activity'], 'expected object, received array'],
      [{ activity: { id: 1, deep: deepArray } }, ['activity', 'deep'], 'expected JSON value, received array (nested deeper than 1000 levels)'],
      [{ extra: deepArray }, ['extra'], 'expected JSON value, received array (nested deeper than 1000 levels)'],
    ];
    for (const [value, at, message] of cases) {
      const [issue, ...others] = issuesOf(() => Lap.parse(value));
      expect(others).toEqual([]);
      expect(issue?.message).toBe(message);
      expect(issue?.path.slice(0, at.length)).toEqual(at);
      expect(issue?.path.slice(at.length).every((segment) => segment === 0)).toBe(true);
    }
  });
});

let library: IsolatedLibrary | undefined;

afterAll(() => {
  library?.dispose();
});

/**
 * Runs `code` in a child process against the library bundled from source, with a time and
 * memory limit, so that a regression to exponential time or memory fails the test instead
 * of taking the test run down. The code prints its result as JSON with `report(value)`.
 */
async function inChild(code: string): Promise<unknown> {
  library ??= await isolatedLibrary();
  const result = library.run(`const report = (value) => console.log(JSON.stringify(value));\n${code}`, {
    timeLimit: 30_000,
    nodeOptions: ['--expose-gc', '--max-old-space-size=256'],
  });
  if (result.timedOut || result.status !== 0) {
    throw new Error(`child failed (${result.timedOut ? 'killed at the time limit' : String(result.status)}): ${result.stderr.slice(0, 500)}`);
  }
  return JSON.parse(result.stdout) as unknown;
}

/** The issues of a value that must be rejected, as path and message. */
function issuesOf(run: () => unknown): { path: readonly (string | number)[]; message: string }[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ParseError);
    return (error as ParseError).issues.map(({ path, message }) => ({ path, message }));
  }
  throw new Error('expected a ParseError');
}

const CHILD_TIMEOUT = 60_000;

describe('unknown values as trees', () => {
  it('reports an object met twice in one value (a cycle) at each later place, in linear time', { timeout: CHILD_TIMEOUT }, async () => {
    const result = await inChild(`
      const a = {}; a.l = a; a.r = a;
      const outcome = lib.Lap.safeParse({ x: a });
      report(outcome.success ? 'accepted' : outcome.error.issues.map((issue) => issue.path));
    `);
    expect(result).toEqual([['x', 'l'], ['x', 'r']]);
  });

  it('reports each shared reference of a 22-level DAG once, without copying its 4 million paths', { timeout: CHILD_TIMEOUT }, async () => {
    const result = await inChild(`
      let node = {};
      for (let level = 0; level < 22; level++) node = { l: node, r: node };
      const outcome = lib.Lap.safeParse({ x: node });
      report(outcome.success ? 'accepted' : outcome.error.issues.map((issue) => issue.path.length));
    `);
    expect(result).toEqual(Array.from({ length: 22 }, (_, index) => 23 - index));
  });

  it('reports one object under two unknown keys of a record, and accepts equal but separate objects', () => {
    const shared = { a: 1 };
    expect(issuesOf(() => Lap.parse({ first: shared, second: shared }))).toEqual([
      { path: ['second'], message: 'expected JSON value, received object (met twice in one record: a cycle or a shared reference, which JSON cannot hold)' },
    ]);
    expect(Lap.parse({ first: { a: 1 }, second: { a: 1 } }).extra).toEqual({ first: { a: 1 }, second: { a: 1 } });
  });

  it('lets separate records share unknown values, as parseMany of one array of references does, with one frozen copy', () => {
    const shared = { map: [1, 2] };
    const laps = Lap.parseMany([{ segment: shared }, { segment: shared }]);
    expect(laps.map((lap) => lap.extra)).toEqual([{ segment: shared }, { segment: shared }]);
    expect(laps[0]?.extra.segment).toBe(laps[1]?.extra.segment);
    expect(Lap.parse({ activity: { id: 1, segment: shared }, segment: shared }).toJSON()).toEqual({ activity: { id: 1, segment: shared }, segment: shared });
  });

  it('reports a shared value that is not JSON again in every record that holds it, and a shared one met twice in one record', () => {
    const bad = { when: new Date(0) };
    const shared = [1];
    expect(issuesOf(() => Lap.parseMany([{ bad }, { bad }, { shared }, { shared, again: shared }]))).toEqual([
      { path: [0, 'bad', 'when'], message: 'expected JSON value, received Date instance' },
      { path: [1, 'bad'], message: 'expected JSON value, received object (not JSON, as reported where it was first met)' },
      { path: [3, 'again'], message: 'expected JSON value, received array (met twice in one record: a cycle or a shared reference, which JSON cannot hold)' },
    ]);
  });

  it('reports a shared value that a later record holds too deep, at that record', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 10; level++) deep = [deep];
    let wrapper: unknown = deep;
    for (let level = 0; level < 995; level++) wrapper = [wrapper];
    const issues = issuesOf(() => Lap.parseMany([{ deep }, { wrapper }]));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toHaveLength(2 + 995);
    expect(issues[0]?.message).toBe('expected JSON value, received array (nested deeper than 1000 levels)');
  });

  it('copies one array shared by 20,000 records once, not once per record', { timeout: CHILD_TIMEOUT }, async () => {
    const result = await inChild(`
      const shared = Array.from({ length: 20_000 }, (_, index) => index);
      const laps = lib.Lap.parseMany(Array.from({ length: 20_000 }, () => ({ shared })));
      const bad = [...shared, undefined];
      const outcome = lib.Lap.safeParse({ laps: [] }) && lib.Lap.parseMany.bind(lib.Lap);
      let error; try { outcome(Array.from({ length: 20_000 }, () => ({ bad }))); } catch (caught) { error = caught; }
      report([laps.length, laps[0].extra.shared === laps[19_999].extra.shared, error.issues.length + error.omitted, error.issues[1].path]);
    `);
    expect(result).toEqual([20_000, true, 20_000, [1, 'bad']]);
  });

  it('forgets what a record copied when it is read again after a throwing read, so its issues are found again in full', () => {
    const input = { activity: { id: 'x', bad: { when: new Date(0) } }, get distance(): never { throw new Error('no'); } };
    expect(issuesOf(() => Lap.parse(input))).toEqual([
      { path: ['distance'], message: 'expected JSON value, but reading it threw Error: no' },
      { path: ['activity', 'id'], message: 'expected integer, received "x"' },
      { path: ['activity', 'bad', 'when'], message: 'expected JSON value, received Date instance' },
    ]);
  });
});

describe('issues at the field\'s own path', () => {
  it('reports a bigint beyond every double and the next bad field, each at its own path', () => {
    expect(issuesOf(() => Lap.parse({ distance: 10n ** 400n, name: 5 })).map((issue) => issue.path)).toEqual([['distance'], ['name']]);
    expect(Lap.safeParse({ max_speed: -(10n ** 400n) }).success).toBe(false);
  });

  it('reports a throwing getter at its field, and still reads every other field', () => {
    const input = {
      get distance(): number {
        throw new Error('sensor offline');
      },
      name: 5,
      max_speed: 3.5,
      resource_state: 2,
    };
    expect(issuesOf(() => Lap.parse(input))).toEqual([
      { path: ['distance'], message: 'expected JSON value, but reading it threw Error: sensor offline' },
      { path: ['name'], message: 'expected string, received 5' },
    ]);
  });

  it('reports a throwing getter in a nested record, an array item or an unknown value at its exact path', () => {
    const throwing = () => {
      throw new RangeError('no');
    };
    const activity = Object.defineProperty({ id: 1 }, 'resource_state', { get: throwing, enumerable: true });
    const list = [1, 2, 3];
    Object.defineProperty(list, 1, { get: throwing, enumerable: true });
    const deep = { inner: Object.defineProperty({}, 'bad', { get: throwing, enumerable: true }) };
    const paths = issuesOf(() => Lap.parse({ activity, list, deep, distance: 'far' })).map((issue) => issue.path);
    expect(paths).toEqual([['activity', 'resource_state'], ['distance'], ['list', 1], ['deep', 'inner', 'bad']]);
  });

  it('reads the good records of parseMany when one item\'s getter throws, and reports that one at its index', () => {
    const items: unknown[] = [{ id: 1 }, { id: 2 }, { id: 3 }];
    Object.defineProperty(items, 1, { get: () => { throw new Error('gone'); } });
    expect(issuesOf(() => Lap.parseMany(items))).toEqual([{ path: [1], message: 'expected object, but reading it threw Error: gone' }]);
  });
});

describe('nothing but ParseError, whatever the input does', () => {
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  const throwingTraps = new Proxy({}, {
    ownKeys: () => { throw new Error('ownKeys'); },
    get: () => { throw new Error('get'); },
    getPrototypeOf: () => { throw new Error('getPrototypeOf'); },
  });
  const lengthThrows = new Proxy([], {
    get: (target, key): unknown => {
      if (key === 'length') throw new Error('length');
      return Reflect.get(target, key);
    },
  });
  const inputs: [string, unknown][] = [
    ['a revoked proxy', revoked()],
    ['a proxy whose traps throw', throwingTraps],
    ['a record holding a revoked proxy', { activity: revoked(), x: revoked(), distance: 1 }],
    ['a record holding a proxy whose traps throw', { athlete: throwingTraps, y: [throwingTraps] }],
    ['a record holding an array whose length throws', { z: lengthThrows }],
  ];

  it.each(inputs)('%s: parse throws ParseError, safeParse returns it', (_name, input) => {
    expect(() => Lap.parse(input)).toThrow(ParseError);
    const result = Lap.safeParse(input);
    expect(result.success).toBe(false);
  });

  it.each([...inputs, ['an array whose length throws', lengthThrows], ['a revoked proxy', revoked()]])(
    'parseMany of %s throws ParseError',
    (_name, input) => {
      expect(() => Lap.parseMany([input])).toThrow(ParseError);
      expect(() => Lap.parseMany(input)).toThrow(ParseError);
    },
  );

  const fightingOptions: [string, unknown][] = [
    ['a revoked proxy', revoked()],
    ['a proxy whose getOwnPropertyDescriptor trap throws', new Proxy({}, { getOwnPropertyDescriptor: () => { throw new Error('trap'); } })],
    ['an object whose client getter throws', { get client(): never { throw new Error('client'); } }],
  ];

  it.each(fightingOptions)('options that are %s: parse and parseMany throw ParseError, safeParse returns it', (_name, options) => {
    expect(() => Lap.parse({ distance: 1 }, options as never)).toThrow(ParseError);
    expect(() => Lap.parseMany([{ distance: 1 }], options as never)).toThrow(ParseError);
    const result = Lap.safeParse({ distance: 'far' }, options as never);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map((issue) => [issue.path, issue.expected])).toEqual([
        [[], 'options whose own client can be read'],
        [['distance'], 'number'],
      ]);
    }
  });

  it('names the read of the options that threw', () => {
    const options = { get client(): never { throw new Error('client'); } };
    expect(issuesOf(() => Lap.parse({}, options))).toEqual([
      { path: [], message: 'expected options whose own client can be read, but reading it threw Error: client' },
    ]);
  });

  it('names the read that threw: a revoked proxy at the record, a throwing length at the array', () => {
    expect(issuesOf(() => Lap.parse(revoked()))[0]?.path).toEqual([]);
    expect(issuesOf(() => Lap.parseMany(lengthThrows))).toEqual([{ path: [], message: 'expected array, but reading it threw Error: length' }]);
    expect(issuesOf(() => Lap.parse({ activity: revoked() }))[0]?.path).toEqual(['activity']);
  });

  it('survives an error whose message cannot be printed', () => {
    const unprintable = Object.create(null) as object;
    const input = Object.defineProperty({}, 'distance', {
      get: () => {
        // The point: a thrown value that is no Error and cannot be turned into a string.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw unprintable;
      },
      enumerable: true,
    });
    expect(issuesOf(() => Lap.parse(input))[0]?.message).toBe('expected JSON value, but reading it threw an unprintable value');
  });

  it('stops at the first hole of a sparse array claiming a billion items', { timeout: CHILD_TIMEOUT }, async () => {
    const result = await inChild(`
      const sparse = [{ id: 1 }]; sparse.length = 1e9;
      const many = lib.Lap.safeParse({ list: sparse });
      let error; try { lib.Lap.parseMany(sparse); } catch (caught) { error = caught; }
      report([many.success ? 'accepted' : many.error.issues.length, error.issues.map((issue) => issue.path)]);
    `);
    expect(result).toEqual([1, [[1]]]);
  });
});

describe('own properties only', () => {
  function polluting(key: string, value: unknown, run: () => void): void {
    Object.defineProperty(Object.prototype, key, { value, enumerable: true, configurable: true, writable: true });
    try {
      run();
    } finally {
      Reflect.deleteProperty(Object.prototype, key);
    }
  }

  it('never takes a field from a polluted Object.prototype, in a record or a nested one', () => {
    polluting('distance', 5, () => {
      expect(Lap.parse({}).distance).toBeNull();
      expect(Lap.parseMany([{}, { distance: 2 }]).map((lap) => lap.distance)).toEqual([null, 2]);
    });
    polluting('id', 99, () => {
      expect(Lap.parse({ activity: {} }).activity?.id).toBeNull();
    });
  });

  it('never binds records to a client on a polluted Object.prototype', () => {
    polluting('client', { getActivityComments: () => [] }, () => {
      const lap = Lap.parse({ activity: { id: 1 } }, {});
      expect(lap.bound_client).toBeNull();
      expect(lap.activity?.bound_client).toBeNull();
      expect(Lap.parseMany([{}], {})[0]?.bound_client).toBeNull();
    });
  });

  it('reads a hole of an array as a hole, not as an index key of a polluted prototype', () => {
    polluting('1', { id: 5 }, () => {
      const sparse: unknown[] = [{ id: 1 }];
      sparse.length = 3;
      expect(issuesOf(() => Lap.parseMany(sparse)).map((issue) => issue.path)).toEqual([[1]]);
    });
  });

  it('reads a hole of a position or a size as a hole, not as an index key of a polluted prototype', () => {
    polluting('0', 10, () => {
      polluting('1', 20, () => {
        expect(issuesOf(() => SummarySegment.parse({ start_latlng: new Array(2), end_latlng: [1, 2] })).map((issue) => issue.path)).toEqual([
          ['start_latlng', 0],
          ['start_latlng', 1],
        ]);
        expect(issuesOf(() => ActivityPhoto.parse({ sizes: { 600: new Array(2) } })).map((issue) => issue.path)).toEqual([['sizes', '600']]);
      });
    });
  });

  it('keeps reading getters, non-enumerable fields and null-prototype inputs while the prototype is polluted', () => {
    polluting('polluted', 1, () => {
      const input = Object.defineProperty({ get name() { return 'Lap 1'; } }, 'distance', { value: 3, enumerable: false });
      const lap = Lap.parse(input);
      expect([lap.name, lap.distance, lap.extra]).toEqual(['Lap 1', 3, {}]);
      const bare = Object.assign(Object.create(null) as object, { distance: 4, other: 1 });
      expect(Lap.parse(bare).toJSON()).toEqual({ distance: 4, other: 1 });
    });
  });
});

describe('bounded module state', () => {
  it('keeps nothing of a record with 300,000 long unknown keys, or of a 5 MB unknown string, reachable once dropped', { timeout: CHILD_TIMEOUT }, async () => {
    const retained = await inChild(`
      const used = () => { globalThis.gc(); globalThis.gc(); return process.memoryUsage().heapUsed; };
      const retainedBy = (parse) => { const before = used(); parse(); return used() - before; };
      lib.Lap.parse({ distance: 1, resource_state: 2 });
      report([
        retainedBy(() => {
          const input = {};
          for (let index = 0; index < 300_000; index++) input['unknown key number ' + index + ' '.repeat(200)] = index;
          if (Object.keys(lib.Lap.parse(input).extra).length !== 300_000) throw new Error('keys lost');
        }),
        retainedBy(() => {
          if (lib.Lap.parse({ notes: 'x'.repeat(5_000_000) + 'y' }).extra.notes.length !== 5_000_001) throw new Error('notes lost');
        }),
      ]);
    `);
    expect(retained).toEqual([expect.any(Number), expect.any(Number)]);
    for (const bytes of retained as number[]) expect(bytes).toBeLessThan(1_000_000);
  });
});
