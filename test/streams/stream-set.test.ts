import { describe, expect, it } from 'vitest';
import { ParseError, Stream, StreamSet, decodeJSON, encodeJSON, type Issue } from '../../src/index.js';
import { withThrowingGetter } from '../helpers/arbitraries.js';
import { TEST_RIDE, TEST_RUN, TEST_SWIM, testBody, testData, testText } from '../helpers/fixtures.js';
import { itShared } from '../helpers/shared-fixtures.js';
import { MARATHON, RIDE_2014, downsampledArrayText, realStreamBodies, realStreamBody, realStreamText } from '../helpers/stream-fixtures.js';

type Json = Record<string, unknown>;

/** The issues of a value that is no valid stream set, as paths and messages. */
function issuesOf(value: unknown): { path: Issue['path']; message: string }[] {
  const result = StreamSet.safeParse(value);
  if (result.success) throw new Error('the value was read');
  return result.error.issues.map(({ path, message }) => ({ path, message }));
}

/** Generated stream bodies as the API's text: a run's, a ride's and a pool swim's, keyed; the ride's as an array, downsampled. */
const GENERATED_STREAMS = [
  ['a run', () => testText(testBody(testData().streams(TEST_RUN), 'streams'))],
  ['a ride', () => testText(testBody(testData().streams(TEST_RIDE), 'streams'))],
  ['a pool swim', () => testText(testBody(testData().streams(TEST_SWIM), 'streams'))],
  ['a ride, downsampled', () => downsampledArrayText(TEST_RIDE, 3)],
] as const;

describe('generated stream bodies', () => {
  it.each(GENERATED_STREAMS)('%s is read, and written back exactly', (_name, body) => {
    const text = body();
    const streams = StreamSet.parse(decodeJSON(text));
    expect(JSON.stringify(streams.toJSON())).toBe(JSON.stringify(JSON.parse(text)));
    expect(encodeJSON(StreamSet.parse(streams.toJSON()).toJSON())).toBe(encodeJSON(streams.toJSON()));
    expect(Object.isFrozen(streams)).toBe(true);
  });

  it('reads a ride: every type keyed, full resolution, nulls where the sensors dropped out', () => {
    const text = testText(testBody(testData().streams(TEST_RIDE), 'streams'));
    const streams = StreamSet.parse(decodeJSON(text));
    const raw = decodeJSON(text) as Record<string, { data: unknown[]; original_size: number }>;
    expect(Object.keys(raw)).toEqual(['time', 'distance', 'latlng', 'altitude', 'velocity_smooth', 'heartrate', 'cadence', 'watts', 'temp', 'moving', 'grade_smooth']);
    for (const [type, { data, original_size: size }] of Object.entries(raw)) {
      const stream = streams[type as 'time'];
      expect(stream?.length).toBe(data.length);
      expect(stream?.original_size).toBe(size);
      expect(stream?.resolution).toBe('high');
      expect(stream?.toArray()).toEqual(data);
    }
    expect(streams.latlng?.at(0)).toBeNull();
    expect(streams.moving?.at(0)).toBe(false);
    expect(streams.time?.at(-1)).toBe((raw.time?.data ?? []).at(-1));
  });
});

describe('real stream bodies', () => {
  it.each(realStreamBodies().map((body) => [body.file, body] as const))('%s is read, and written back exactly', (_file, body) => {
    const text = realStreamText(body);
    const streams = StreamSet.parse(decodeJSON(text));
    // Key order and every value as the text had them (0.0 reads and writes as 0, as JSON.parse has it).
    expect(JSON.stringify(streams.toJSON())).toBe(JSON.stringify(JSON.parse(text)));
    expect(encodeJSON(StreamSet.parse(streams.toJSON()).toJSON())).toBe(encodeJSON(streams.toJSON()));
    expect(Object.isFrozen(streams)).toBe(true);
  });

  itShared('reads the marathon: one distance stream of 13,129 points, its size and resolution kept', () => {
    const streams = StreamSet.parse(decodeJSON(realStreamText(realStreamBody(MARATHON))));
    const distance = streams.distance;
    expect(distance?.length).toBe(13_129);
    expect(distance?.original_size).toBe(13_129);
    expect(distance?.resolution).toBe('high');
    expect(distance?.series_type).toBe('distance');
    expect(distance?.at(0)).toBe(0);
    expect(distance?.at(-1)).toBe(42_268.1);
    expect(distance?.at(13_129)).toBeUndefined();
    for (const type of ['time', 'latlng', 'altitude', 'velocity_smooth', 'heartrate', 'cadence', 'watts', 'temp', 'moving', 'grade_smooth'] as const) {
      expect(streams[type]).toBeNull();
    }
  });

  itShared('reads the 2014 ride: all eleven types from an array, downsampled, with a null in seven of them', () => {
    const text = realStreamText(realStreamBody(RIDE_2014));
    const streams = StreamSet.parse(decodeJSON(text));
    const raw = JSON.parse(text) as { type: string; data: unknown[] }[];
    const withNulls = raw.filter((stream) => stream.data.includes(null)).map((stream) => stream.type);
    expect(withNulls).toEqual(['latlng', 'time', 'distance', 'altitude', 'heartrate', 'cadence', 'grade_smooth']);
    for (const { type, data } of raw) {
      const stream = streams[type as 'time'];
      expect(stream?.type).toBe(type);
      expect(stream?.length).toBe(999);
      expect(stream?.original_size).toBe(2_829);
      expect(stream?.resolution).toBe('medium');
      expect(stream?.toArray()).toEqual(data);
    }
    expect(streams.latlng?.at(0)).toBeNull();
    expect(streams.latlng?.at(1)).toEqual([38.546876, -121.817203]);
    expect(streams.time?.at(1)).toBeNull();
    expect(streams.moving?.at(0)).toBe(false);
    expect(streams.moving?.at(1)).toBe(true);
    expect(Array.isArray(streams.toJSON())).toBe(true);
  });
});

describe('the two shapes', () => {
  const keyed = {
    time: { data: [0, 1, 2], series_type: 'distance', original_size: 3, resolution: 'high' },
    heartrate: { data: [100, null, 102], series_type: 'distance', original_size: 3, resolution: 'high' },
  };
  const array = [
    { type: 'time', data: [0, 1, 2], series_type: 'distance', original_size: 3, resolution: 'high' },
    { type: 'heartrate', data: [100, null, 102], series_type: 'distance', original_size: 3, resolution: 'high' },
  ];

  it('gives the same streams from an object keyed by type and from an array of streams with type', () => {
    const fromKeyed = StreamSet.parse(keyed);
    const fromArray = StreamSet.parse(array);
    for (const streams of [fromKeyed, fromArray]) {
      expect(streams.time?.toArray()).toEqual([0, 1, 2]);
      expect(streams.heartrate?.toArray()).toEqual([100, null, 102]);
      expect(streams.heartrate?.type).toBe('heartrate');
      expect(streams.distance).toBeNull();
    }
  });

  it('writes each back in the shape it was read from', () => {
    expect(StreamSet.parse(keyed).toJSON()).toEqual(keyed);
    expect(StreamSet.parse(array).toJSON()).toEqual(array);
    expect(StreamSet.parse({}).toJSON()).toEqual({});
    expect(StreamSet.parse([]).toJSON()).toEqual([]);
  });

  it('keeps a type the spec does not name whole in extra, and writes it back where it was', () => {
    const power = { data: [[1, 2], [3, 4]], series_type: 'time' };
    const fromKeyed = StreamSet.parse({ ...keyed, power_balance: power, resource_state: 3 });
    expect(fromKeyed.extra).toEqual({ power_balance: power, resource_state: 3 });
    expect(Object.isFrozen(fromKeyed.extra.power_balance)).toBe(true);
    const items = [array[0], { type: 'power_balance', ...power }, array[1]];
    const fromArray = StreamSet.parse(items);
    expect(fromArray.extra).toEqual({ power_balance: { type: 'power_balance', ...power } });
    expect(fromArray.toJSON()).toEqual(items);
  });

  it('keeps unknown keys of a stream, a type written inside a keyed stream, and keys such as __proto__ as data', () => {
    const input = decodeJSON('{"watts": {"type": "watts", "data": [1], "__proto__": {"x": 1}, "device": "meter"}, "constructor": 2}') as Json;
    const streams = StreamSet.parse(input);
    expect(streams.watts?.extra).toEqual(decodeJSON('{"__proto__": {"x": 1}, "device": "meter"}'));
    expect(streams.toJSON()).toEqual(input);
    expect(Object.keys(streams.toJSON())).toEqual(['watts', 'constructor']);
    expect(({} as Json).x).toBeUndefined();
  });

  it('drops null fields and null streams from toJSON(), as every record does', () => {
    const streams = StreamSet.parse({ time: { data: [1], resolution: null }, heartrate: null });
    expect(streams.heartrate).toBeNull();
    expect(streams.toJSON()).toEqual({ time: { data: [1] } });
  });
});

describe('samples', () => {
  const streams = StreamSet.parse({
    time: { data: [0, 2147483648, -0, null] },
    distance: { data: [0.5, -0, 1e300, null] },
    latlng: { data: [[-90, 180], null, [0, -0], [45.5, -122.25]] },
    moving: { data: [true, false, null, true] },
  });

  it('keeps every integer, -0 and null as given, beyond an int32 too', () => {
    expect(streams.time?.toArray()).toEqual([0, 2_147_483_648, -0, null]);
    expect(Object.is(streams.time?.at(2), -0)).toBe(true);
    expect(Object.is(streams.distance?.at(1), -0)).toBe(true);
    expect(JSON.stringify(streams.toJSON())).toBe(JSON.stringify({
      time: { data: [0, 2_147_483_648, -0, null] },
      distance: { data: [0.5, -0, 1e300, null] },
      latlng: { data: [[-90, 180], null, [0, -0], [45.5, -122.25]] },
      moving: { data: [true, false, null, true] },
    }));
  });

  it('gives positions as frozen pairs, and flags as booleans', () => {
    const position = streams.latlng?.at(3);
    expect(position).toEqual([45.5, -122.25]);
    expect(Object.isFrozen(position)).toBe(true);
    expect(streams.moving?.toArray()).toEqual([true, false, null, true]);
  });

  it('counts at() as Array.prototype.at counts', () => {
    const time = streams.time;
    expect([time?.at(-1), time?.at(-4), time?.at(-5), time?.at(4), time?.at(1.9), time?.at(Number.NaN)]).toEqual([null, 0, undefined, undefined, 2_147_483_648, 0]);
  });

  it('gives typed copies: NaN where null, positions as pairs, flags as bytes (2 for null)', () => {
    expect(Array.from(streams.time?.toTypedArray() ?? [])).toEqual([0, 2_147_483_648, -0, Number.NaN]);
    const positions = streams.latlng?.toTypedArray();
    expect(positions).toBeInstanceOf(Float64Array);
    expect(Array.from(positions ?? [])).toEqual([-90, 180, Number.NaN, Number.NaN, 0, -0, 45.5, -122.25]);
    const flags = streams.moving?.toTypedArray();
    expect(flags).toBeInstanceOf(Uint8Array);
    expect(Array.from(flags ?? [])).toEqual([1, 0, 2, 1]);
  });

  it('never hands out its storage: every read is a new copy, and changing one changes nothing', () => {
    const heartrate = StreamSet.parse({ heartrate: { data: [100, 101] } }).heartrate;
    const typed = heartrate?.toTypedArray();
    const plain = heartrate?.toArray();
    expect(typed).not.toBe(heartrate?.toTypedArray());
    if (typed !== undefined) typed[0] = 1;
    plain?.push(5);
    const wire = heartrate?.toJSON() as { data: number[] };
    wire.data[1] = 7;
    const data = heartrate?.data;
    expect(data).toEqual([100, 101]);
    expect(data).not.toBe(heartrate?.data);
    if (data !== undefined) data[0] = 9;
    expect(heartrate?.toArray()).toEqual([100, 101]);
    expect(heartrate?.data).toEqual([100, 101]);
    expect(Object.isFrozen(heartrate)).toBe(true);
  });

  it('takes bigints that are exact numbers, as every record does', () => {
    const streams = StreamSet.parse({ time: { data: [3n] }, distance: { data: [2n ** 60n] } });
    expect(streams.time?.at(0)).toBe(3);
    expect(streams.distance?.at(0)).toBe(2 ** 60);
  });
});

describe('integer streams with drop-outs', () => {
  const body = {
    time: { data: [0, 1, 2, 3, 4, 5, 6, 7] },
    heartrate: { data: [120, null, null, 123, 124, -0, 125, null] },
    cadence: { data: [null, 80, 81, 82, null, 84, 85, 86] },
    watts: { data: [200, 210, null, 16_777_216, -16_777_216, 230, null, 250] },
    temp: { data: [21, 21, 22, null, 16_777_217, 22, 23, null] },
  };
  // JSON text writes -0 as 0.
  const text = JSON.stringify(body);
  const routes = [['parse', StreamSet.parse(body), body], ['parseJSON', StreamSet.parseJSON(text), JSON.parse(text) as typeof body]] as const;

  it.each(routes)('keep every sample and every null exactly, through %s', (_route, streams, read) => {
    for (const type of ['time', 'heartrate', 'cadence', 'watts', 'temp'] as const) {
      const stream = streams[type];
      const expected = read[type].data;
      expect(stream?.toArray()).toEqual(expected);
      expect(stream?.data).toEqual(expected);
      expected.forEach((sample, index) => {
        expect(Object.is(stream?.at(index), sample)).toBe(true);
        expect(Object.is(stream?.at(index - expected.length), sample)).toBe(true);
      });
      expect(Array.from(stream?.toTypedArray() ?? [])).toEqual(expected.map((sample) => sample ?? Number.NaN));
      expect(stream?.toTypedArray()).toBeInstanceOf(Float64Array);
    }
    expect(JSON.stringify(streams.toJSON())).toBe(text);
  });

  it.each(routes)('read the same through windows, whose figures skip the nulls, through %s', (_route, streams, read) => {
    const window = streams.window({ start_index: 2, end_index: 6 });
    expect(window.heartrate?.toArray()).toEqual(read.heartrate.data.slice(2, 7));
    expect(window.heartrate?.at(0)).toBeNull();
    expect(window.watts?.at(-3)).toBe(-16_777_216);
    expect(Array.from(window.cadence?.toTypedArray() ?? [])).toEqual([81, 82, Number.NaN, 84, 85]);
    const figures = window.figures();
    expect(figures.max_heartrate).toBe(125);
    // Each sample weighs the second to the next; the last weighs nothing.
    expect(figures.average_heartrate).toBeCloseTo((123 + 124 + 0) / 3, 10);
    expect(figures.max_watts).toBe(16_777_216);
    expect(figures.average_cadence).toBeCloseTo((81 + 82 + 84) / 3, 10);
  });
});

describe('issues', () => {
  it('reports every bad sample at its path, in both shapes', () => {
    expect(issuesOf({ heartrate: { data: [1, '2', 1.5, 2 ** 53, true] }, distance: { data: [0, Number.NaN, null, {}, 5] } })).toEqual([
      { path: ['heartrate', 'data', 1], message: 'expected integer, received "2"' },
      { path: ['heartrate', 'data', 2], message: 'expected integer, received 1.5' },
      { path: ['heartrate', 'data', 3], message: 'expected integer, received 9007199254740992 (not a safe integer)' },
      { path: ['heartrate', 'data', 4], message: 'expected integer, received true' },
      { path: ['distance', 'data', 1], message: 'expected number, received NaN' },
      { path: ['distance', 'data', 3], message: 'expected number, received object' },
    ]);
    expect(issuesOf([{ type: 'latlng', data: [[91, 0], [0, 181], [], [1, 2, 3], 'x'] }, { type: 'moving', data: [1] }])).toEqual([
      { path: [0, 'data', 0, 0], message: 'expected latitude in [-90, 90], received 91' },
      { path: [0, 'data', 1, 1], message: 'expected longitude in [-180, 180], received 181' },
      { path: [0, 'data', 2], message: 'expected [latitude, longitude], received array (0 items)' },
      { path: [0, 'data', 3], message: 'expected [latitude, longitude], received array (3 items)' },
      { path: [0, 'data', 4], message: 'expected [latitude, longitude], received "x"' },
      { path: [1, 'data', 0], message: 'expected boolean, received 1' },
    ]);
  });

  it('refuses a set whose streams differ in length, at each stream that differs from the first', () => {
    expect(issuesOf({ time: { data: [0, 1, 2] }, distance: { data: [0, 1] }, heartrate: { data: [1, 2, 3] }, watts: { data: [] } })).toEqual([
      { path: ['distance', 'data'], message: 'expected 3 samples, as many as time, received 2' },
      { path: ['watts', 'data'], message: 'expected 3 samples, as many as time, received 0' },
    ]);
  });

  it('reports the stream fields, a missing or wrong type, a second stream of one type, and a body of neither shape', () => {
    expect(issuesOf({ time: { data: 'x', original_size: 1.5, resolution: 3, series_type: [] }, heartrate: { type: 'watts', data: [1, 2, 3] }, watts: [1] })).toEqual([
      { path: ['time', 'data'], message: 'expected array, received "x"' },
      { path: ['time', 'original_size'], message: 'expected integer, received 1.5' },
      { path: ['time', 'resolution'], message: 'expected string, received 3' },
      { path: ['time', 'series_type'], message: 'expected string, received array' },
      { path: ['heartrate', 'type'], message: 'expected "heartrate" (its key), received "watts"' },
      { path: ['watts'], message: 'expected object, received array' },
    ]);
    expect(issuesOf([{ data: [1] }, { type: 'time', data: [1] }, { type: 'time', data: [2] }, { type: 5, data: [] }, { type: 'time' }])).toEqual([
      { path: [0, 'type'], message: expect.stringMatching(/^expected stream type \(time, distance, latlng, .*grade_smooth\), received undefined$/) as string },
      { path: [2, 'type'], message: 'expected a type no other stream of the set has, received "time"' },
      { path: [3, 'type'], message: expect.stringMatching(/^expected stream type .*, received 5$/) as string },
      { path: [4, 'data'], message: 'expected array, received undefined' },
    ]);
    expect(issuesOf('streams')).toEqual([{ path: [], message: 'expected object or array, received "streams"' }]);
    expect(issuesOf(new Map())).toEqual([{ path: [], message: 'expected object or array, received Map instance' }]);
  });

  it('reports an unknown value that is no JSON, at its path', () => {
    expect(issuesOf({ odd: Number.POSITIVE_INFINITY, time: { data: [], note: [undefined] } })).toEqual([
      { path: ['odd'], message: 'expected JSON value, received Infinity' },
      { path: ['time', 'note', 0], message: 'expected JSON value, received undefined' },
    ]);
  });

  it('prefixes every path with the index in parseMany', () => {
    expect(StreamSet.parseMany([{}, []])).toHaveLength(2);
    try {
      StreamSet.parseMany([{}, { time: { data: ['x'] } }]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ParseError);
      expect((error as ParseError).issues.map((issue) => issue.path)).toEqual([[1, 'time', 'data', 0]]);
    }
  });
});

describe('hostile input', () => {
  it('ends whatever the input does as a ParseError at the path where it happened', () => {
    const { proxy: revoked, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwingItems = new Proxy([1, 2, 3], {
      get: (target, key) => {
        if (key === '1') throw new Error('item 1');
        return Reflect.get(target, key) as unknown;
      },
    });
    const throwingLength = new Proxy([1], { get: (target, key) => { if (key === 'length') throw new Error('length'); return Reflect.get(target, key) as unknown; } });
    const cases: [unknown, readonly (string | number)[]][] = [
      [revoked, []],
      [[revoked], [0]],
      [{ time: revoked }, ['time']],
      [{ time: { data: revoked } }, ['time', 'data']],
      [{ time: { data: throwingItems } }, ['time', 'data', 1]],
      [{ time: { data: throwingLength } }, ['time', 'data']],
      [{ time: { data: [revoked] } }, ['time', 'data', 0]],
      [{ latlng: { data: [revoked] } }, ['latlng', 'data', 0]],
      [withThrowingGetter({}, 'time'), ['time']],
      [{ time: withThrowingGetter({ data: [] }, 'original_size') }, ['time', 'original_size']],
      [{ time: withThrowingGetter({ data: [] }, 'note') }, ['time', 'note']],
      [[withThrowingGetter({}, 'type')], [0, 'type']],
      [withThrowingGetter([], '0'), [0]],
    ];
    for (const [value, path] of cases) {
      const result = StreamSet.safeParse(value);
      expect(result.success, JSON.stringify(path)).toBe(false);
      if (!result.success) expect(result.error.issues.map((issue) => issue.path)).toContainEqual(path);
      expect(() => StreamSet.parse(value)).toThrow(ParseError);
    }
  });

  it('stops at the first hole of a sparse array, whatever length it claims, without storage for that length', () => {
    const sparse: unknown[] = [];
    sparse.length = 4_000_000_000;
    expect(issuesOf({ time: { data: sparse } })).toEqual([{ path: ['time', 'data', 0], message: 'expected integer, received undefined (a hole in a sparse array)' }]);
    expect(issuesOf(sparse)).toEqual([{ path: [0], message: 'expected object, received undefined (a hole in a sparse array)' }]);
  });

  it('reads own properties only: a polluted prototype supplies no stream, no field and no sample', () => {
    const prototype = Object.prototype as Json;
    const arrays = Array.prototype as unknown as Json;
    prototype.heartrate = { data: [1] };
    prototype.resolution = 'low';
    arrays[1] = 5;
    try {
      const streams = StreamSet.parse({ time: { data: [0] } });
      expect(streams.heartrate).toBeNull();
      expect(streams.time?.resolution).toBeNull();
      // eslint-disable-next-line no-sparse-arrays
      expect(issuesOf({ time: { data: [0, , 2] } })).toEqual([{ path: ['time', 'data', 1], message: 'expected integer, received undefined (a hole in a sparse array)' }]);
    } finally {
      delete prototype.heartrate;
      delete prototype.resolution;
      delete arrays[1];
    }
  });
});

describe('Stream', () => {
  it('reads one stream of the array shape, and an array body with parseMany', () => {
    const stream = Stream.parse({ type: 'cadence', data: [80, null], resolution: 'high' });
    expect(stream.type).toBe('cadence');
    expect(stream.toArray()).toEqual([80, null]);
    expect(stream.toJSON()).toEqual({ type: 'cadence', data: [80, null], resolution: 'high' });
    const streams = Stream.parseMany(JSON.parse(downsampledArrayText(TEST_RIDE, 3)));
    expect(streams.map((item) => item.type)).toEqual(['time', 'distance', 'latlng', 'altitude', 'velocity_smooth', 'heartrate', 'cadence', 'watts', 'temp', 'moving', 'grade_smooth']);
  });

  it('refuses a type the spec does not name (a stream set keeps it), and input that is no object', () => {
    expect(Stream.safeParse({ type: 'power_balance', data: [] }).success).toBe(false);
    const result = Stream.safeParse(5);
    expect(!result.success && result.error.issues[0].message).toBe('expected object, received 5');
  });

  it('is built by parse only', () => {
    const construct = Stream as unknown as new (value: unknown) => unknown;
    expect(() => new construct({ type: 'time', data: [] })).toThrow(TypeError);
  });
});
