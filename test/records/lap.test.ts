import { describe, expect, it } from 'vitest';
import { Lap, MetaActivity, MetaAthlete, ParseError, decodeJSON, type Issue } from '../../src/index.js';
import { BIG_ID_LAPS_TEXT, testLaps } from '../helpers/fixtures.js';

function issuesOf(run: () => unknown): readonly Issue[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ParseError);
    return (error as ParseError).issues;
  }
  throw new Error('expected a ParseError');
}

const validLap = {
  id: 4479306946,
  resource_state: 2,
  name: 'Lap 1',
  activity: { id: 1410355832, resource_state: 1 },
  athlete: { id: 134815, resource_state: 1 },
  elapsed_time: 1573,
  moving_time: 1569,
  start_date: '2018-02-16T14:52:54Z',
  start_date_local: '2018-02-16T06:52:54Z',
  distance: 8046.72,
  start_index: 0,
  end_index: 1570,
  total_elevation_gain: 276,
  average_speed: 5.12,
  max_speed: 9.5,
  average_cadence: 78.6,
  device_watts: true,
  average_watts: 233.1,
  average_heartrate: 141.5,
  max_heartrate: 170,
  lap_index: 1,
  split: 1,
  pace_zone: 2,
};

describe('Lap.parse on a laps body with ids past 2^53', () => {
  const [lap] = Lap.parseMany(decodeJSON(BIG_ID_LAPS_TEXT));

  it('keeps ids beyond 2^53 exact as bigint when the text is decoded with decodeJSON', () => {
    expect(lap?.id).toBe(9007199254740993n);
    expect(lap?.activity?.id).toBe(9007199254740995n);
    expect(lap?.athlete?.id).toBe(9007199254740997n);
  });

  it('reads every field with its type', () => {
    expect(lap).toMatchObject({
      name: 'Lap 1',
      elapsed_time: 1802,
      moving_time: 1745,
      start_date: '2024-03-20T17:35:07Z',
      start_date_local: '2024-03-20T11:35:07Z',
      distance: 15003.4,
      start_index: 0,
      end_index: 1790,
      total_elevation_gain: 112,
      average_speed: 8.598,
      max_speed: 13.2,
      average_cadence: 86,
      device_watts: true,
      average_watts: 181.4,
      lap_index: 1,
      split: 1,
      average_heartrate: 143.8,
      max_heartrate: 161,
      pace_zone: null,
    });
  });

  it('makes activity a MetaActivity and athlete a MetaAthlete', () => {
    expect(lap?.activity).toBeInstanceOf(MetaActivity);
    expect(lap?.athlete).toBeInstanceOf(MetaAthlete);
    expect(lap?.athlete?.resource_state).toBe(1);
    expect(lap?.activity?.extra).toEqual({ resource_state: 1 });
  });

  it('keeps resource_state, which the spec does not name, in extra', () => {
    expect(lap?.extra).toEqual({ resource_state: 2 });
    expect(Object.getPrototypeOf(lap?.extra)).toBeNull();
    expect(Object.isFrozen(lap?.extra)).toBe(true);
  });

  it('reports the rounded ids of the same text decoded by JSON.parse, naming decodeJSON', () => {
    const issues = issuesOf(() => Lap.parseMany(JSON.parse(BIG_ID_LAPS_TEXT)));
    expect(issues.map((issue) => [issue.path, issue.received])).toEqual([
      [[0, 'activity', 'id'], '9007199254740996'],
      [[0, 'athlete', 'id'], '9007199254740996'],
      [[0, 'id'], '9007199254740992'],
    ]);
    for (const issue of issues) {
      expect(issue.expected).toBe('integer');
      expect(issue.message).toContain('decodeJSON(text)');
    }
  });
});

describe('Lap fields', () => {
  it('gives null for an absent key, a null value and an undefined value', () => {
    const lap = Lap.parse({ distance: null, name: undefined });
    expect(lap.distance).toBeNull();
    expect(lap.name).toBeNull();
    expect(lap.activity).toBeNull();
    expect(lap.id).toBeNull();
    expect(lap.extra).toEqual({});
  });

  it('accepts an empty object: every field is optional', () => {
    const lap = Lap.parse({});
    expect(lap.toJSON()).toEqual({});
  });

  it('reads a complete lap', () => {
    const lap = Lap.parse(validLap);
    expect(lap.average_heartrate).toBe(141.5);
    expect(lap.max_heartrate).toBe(170);
    expect(lap.pace_zone).toBe(2);
    expect(lap.toJSON()).toEqual(validLap);
  });

  it.each([
    ['distance', '12', 'number', '"12"'],
    ['distance', Number.NaN, 'number', 'NaN'],
    ['distance', Number.POSITIVE_INFINITY, 'number', 'Infinity'],
    ['distance', true, 'number', 'true'],
    ['elapsed_time', '12', 'integer', '"12"'],
    ['elapsed_time', 1.5, 'integer', '1.5'],
    ['elapsed_time', 2 ** 60, 'integer', '1152921504606847000'],
    ['lap_index', [1], 'integer', 'array'],
    ['device_watts', 'true', 'boolean', '"true"'],
    ['device_watts', 1, 'boolean', '1'],
    ['name', 5, 'string', '5'],
    ['start_date', '2018-02-30T14:13:37Z', 'date-time string', '"2018-02-30T14:13:37Z"'],
    ['start_date', '2018-02-08T25:13:37Z', 'date-time string', '"2018-02-08T25:13:37Z"'],
    ['start_date_local', '2018-02-08T06:13:37', 'date-time string', '"2018-02-08T06:13:37"'],
    ['start_date', 1518099217, 'date-time string', '1518099217'],
    ['id', '12', 'integer', '"12"'],
    ['id', 1.5, 'integer', '1.5'],
    ['activity', 5, 'object', '5'],
    ['activity', [], 'object', 'array'],
  ])('rejects %s = %o without coercion', (key, value, expected, received) => {
    const issues = issuesOf(() => Lap.parse({ [key]: value }));
    expect(issues).toEqual([
      { path: [key], expected, received, message: expect.stringContaining(`expected ${expected}, received ${received}`) as string },
    ]);
  });

  it('takes a bigint in an integer or number field as a number when it is safe', () => {
    const lap = Lap.parse({ elapsed_time: 1691n, distance: 8046n, id: 77n });
    expect(lap.elapsed_time).toBe(1691);
    expect(lap.distance).toBe(8046);
    expect(lap.id).toBe(77);
  });

  it('takes a bigint in a number field when a double holds it exactly, as decodeJSON gives for 2^53', () => {
    expect(Lap.parse({ distance: 2n ** 53n, max_speed: 2n ** 60n }).toJSON()).toEqual({ distance: 2 ** 53, max_speed: 2 ** 60 });
    const issues = issuesOf(() => Lap.parse({ distance: 2n ** 53n + 1n }));
    expect(issues[0]?.message).toContain('more digits than a double holds');
  });

  it('keeps an unsafe bigint only in an id field', () => {
    expect(Lap.parse({ id: 2n ** 60n }).id).toBe(2n ** 60n);
    const issues = issuesOf(() => Lap.parse({ elapsed_time: 2n ** 60n, distance: -(2n ** 60n) - 1n }));
    expect(issues.map((issue) => [issue.path, issue.expected])).toEqual([[['distance'], 'number'], [['elapsed_time'], 'integer']]);
  });

  it('keeps -0 as given', () => {
    expect(Object.is(Lap.parse({ distance: -0 }).distance, -0)).toBe(true);
  });

  it('collects every issue, nested ones included, and lists them in the message', () => {
    let error: unknown;
    try {
      Lap.parse({ activity: { id: '12a' }, athlete: { id: 1, resource_state: 'x' }, distance: '5', split: 1.5 });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ParseError);
    const parseError = error as ParseError;
    expect(parseError.name).toBe('ParseError');
    expect(parseError.issues).toHaveLength(4);
    expect(parseError.message.split('\n')).toEqual([
      'activity.id: expected integer, received "12a"',
      'athlete.resource_state: expected integer, received "x"',
      'distance: expected number, received "5"',
      'split: expected integer, received 1.5',
    ]);
  });

  it.each([
    ['an array', []],
    ['a string', 'lap'],
    ['null', null],
    ['undefined', undefined],
    ['a Date', new Date(0)],
    ['a Map', new Map()],
    ['a class instance', new (class Thing {
      readonly tag = 'thing';
    })()],
    ['an object with another prototype', Object.create({ distance: 1 }) as unknown],
    ['a record', Lap.parse({})],
  ])('rejects %s as the record itself', (_name, value) => {
    const issues = issuesOf(() => Lap.parse(value));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual([]);
    expect(issues[0]?.expected).toBe('object');
  });

  it('accepts a null-prototype object and a frozen object', () => {
    const bare = Object.assign(Object.create(null) as object, { distance: 1, zone: 'x' });
    expect(Lap.parse(bare).distance).toBe(1);
    expect(Lap.parse(Object.freeze({ ...validLap })).distance).toBe(8046.72);
  });

  it('ignores a bound_client key: data never supplies a client', () => {
    const lap = Lap.parse({ bound_client: { getAthleteStats: () => ({}) }, distance: 1 });
    expect(lap.bound_client).toBeNull();
    expect(lap.extra).toEqual({});
    expect(lap.toJSON()).toEqual({ distance: 1 });
  });

  it('turns a throwing getter into a ParseError, never letting the error escape', () => {
    const hostile = {
      get distance(): number {
        throw new Error('boom');
      },
    };
    const issues = issuesOf(() => Lap.parse(hostile));
    expect(issues[0]?.message).toContain('Error: boom');
    expect(Lap.safeParse(hostile).success).toBe(false);
  });
});

describe('Lap.safeParse', () => {
  it('returns the record on success', () => {
    const result = Lap.safeParse(validLap);
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.distance).toBe(8046.72);
  });

  it('returns the ParseError on failure instead of throwing', () => {
    const result = Lap.safeParse({ distance: 'far' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error).toBeInstanceOf(ParseError);
      expect(result.error.issues[0].path).toEqual(['distance']);
    }
  });
});

describe('Lap.parseMany', () => {
  it('parses every element in order', () => {
    const bodies = testLaps().map(([, lap]) => lap);
    const laps = Lap.parseMany(bodies);
    expect(laps.map((lap) => lap.name)).toEqual(bodies.map((lap) => lap.name));
    expect(laps.map((lap) => lap.lap_index)).toEqual(bodies.map((lap) => lap.lap_index));
  });

  it('collects the issues of every element, each path starting with its index', () => {
    const issues = issuesOf(() => Lap.parseMany([{ distance: 1 }, { distance: 'x' }, 7, { activity: { id: 'y' } }]));
    expect(issues.map((issue) => issue.path)).toEqual([[1, 'distance'], [2], [3, 'activity', 'id']]);
  });

  it('rejects what is not an array', () => {
    const issues = issuesOf(() => Lap.parseMany({ 0: {} }));
    expect(issues).toEqual([expect.objectContaining({ path: [], expected: 'array', received: 'object' })]);
  });

  it('returns an empty array for an empty array', () => {
    expect(Lap.parseMany([])).toEqual([]);
  });
});
