import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonSyntaxError, ParseError, StreamSet, decodeJSON, type Issue } from '../../src/index.js';
import { NOT_JSON, scanStreamText } from '../../src/streams/stream-text.js';
import { failureOf } from '../helpers/failure-of.js';
import { isolatedLibrary, type IsolatedLibrary } from '../helpers/isolated-run.js';
import { TEST_RIDE, TEST_RUN, TEST_SWIM, testBody, testData, testText } from '../helpers/fixtures.js';
import { downsampledArrayText, realStreamBodies, realStreamText } from '../helpers/stream-fixtures.js';

/** What reading gave: the record's wire form, every issue, or a SyntaxError's message. */
type Outcome = { readonly record: unknown } | { readonly issues: readonly Issue[] } | { readonly syntaxError: string };

function outcomeOf(read: () => StreamSet): Outcome {
  try {
    return { record: read().toJSON() };
  } catch (error) {
    if (error instanceof ParseError) return { issues: error.issues };
    if (error instanceof SyntaxError) return { syntaxError: error.message };
    throw error;
  }
}

/** Reads `text` both ways, expects the same outcome (and the scan to refuse exactly text that is not JSON), and gives it. */
function bothWays(text: string): Outcome {
  const slow = outcomeOf(() => StreamSet.parse(decodeJSON(text)));
  expect(outcomeOf(() => StreamSet.parseJSON(text)), text.slice(0, 200)).toEqual(slow);
  expect(scanStreamText(text) === NOT_JSON, text.slice(0, 200)).toBe('syntaxError' in slow);
  return slow;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('StreamSet.parseJSON', () => {
  it.each([
    ['a run', () => testText(testBody(testData().streams(TEST_RUN), 'streams'))],
    ['a ride', () => testText(testBody(testData().streams(TEST_RIDE), 'streams'))],
    ['a pool swim', () => testText(testBody(testData().streams(TEST_SWIM), 'streams'))],
    ['a ride as an array, downsampled', () => downsampledArrayText(TEST_RIDE, 3)],
  ] as const)('reads the generated body of %s as parse(decodeJSON(text)) does, from text and from bytes', (_name, body) => {
    const text = body();
    expect(bothWays(text)).toEqual({ record: JSON.parse(text) as unknown });
    expect(StreamSet.parseJSON(utf8(text)).toJSON()).toEqual(JSON.parse(text));
  });

  it.each(realStreamBodies().map((body) => [body.file, body] as const))('reads the real body %s as parse(decodeJSON(text)) does, from text and from bytes', (_file, body) => {
    const text = realStreamText(body);
    const outcome = bothWays(text);
    expect(outcome).toEqual({ record: JSON.parse(text) as unknown });
    expect(StreamSet.parseJSON(utf8(text)).toJSON()).toEqual(JSON.parse(text));
    expect(StreamSet.parseJSON(utf8(text).buffer).toJSON()).toEqual(JSON.parse(text));
  });

  it('refuses anything but text and bytes with a TypeError', () => {
    expect(() => StreamSet.parseJSON(5 as never)).toThrow(TypeError);
    expect(() => StreamSet.parseJSON(null as never)).toThrow('StreamSet.parseJSON expects a string, a Uint8Array or an ArrayBuffer, received null');
  });

  it('throws the SyntaxError decodeJSON throws, for text that starts with a byte order mark too; bytes drop theirs, as response.text() does', () => {
    const text = '{"time": {"data": [1, 2]}}';
    expect(bothWays(`\ufeff${text}`)).toEqual({ syntaxError: expect.any(String) as string });
    expect(StreamSet.parseJSON(utf8(`\ufeff${text}`)).time?.toArray()).toEqual([1, 2]);
    expect(() => StreamSet.parseJSON('')).toThrow(SyntaxError);
  });

  it('refuses bytes that are not UTF-8 with a JsonSyntaxError naming the first such byte and its offset, as the accessors and the command do, rather than read them as U+FFFD', () => {
    const latin1 = Uint8Array.from([...utf8('{"time": {"data": [1], "resolution": "h'), 0xe9, ...utf8('"}}')]);
    const refusal = { name: 'JsonSyntaxError', textLength: 43, byteOffset: 39, message: 'not UTF-8 text: byte 0xE9 at byte offset 39 of 43 begins no UTF-8 character' };
    expect(failureOf(() => StreamSet.parseJSON(latin1))).toMatchObject(refusal);
    expect(failureOf(() => StreamSet.parseJSON(latin1.buffer))).toMatchObject(refusal);
    expect(failureOf(() => StreamSet.parseJSON(latin1))).toBeInstanceOf(JsonSyntaxError);
    // Offsets are the view's own, and a character cut short by the end is named at its start.
    const view = new Uint8Array([0x20, ...utf8('{"time": {"data": [1]}}'), 0xe2, 0x82, 0x20]).subarray(1, -1);
    expect(failureOf(() => StreamSet.parseJSON(view))).toMatchObject({ textLength: 25, byteOffset: 23, message: 'not UTF-8 text: byte 0xE2 at byte offset 23 of 25 begins no UTF-8 character' });
    expect(() => StreamSet.parseJSON(utf8('{"time": {"data": [1]}, "x": "\ud800"}'))).not.toThrow();
  });

  describe('refuses malformed samples of every kind as JSON.parse does', () => {
    const malformed = [
      '1,', ',1', '1,,2', '1 2', '01', '-01', '1.', '.5', '-', '--1', '+1', '1e', '1e+', '1E-', '1.e5', '0x10', 'Infinity', '-Infinity', 'NaN',
      '1_000', 'nul', 'nulll', 'tru', 'True', 'fals', '"a', '"\\x"', '"\\u12"', '"\u0001"', '[1,2', '[1,2,]', '[,1]', '1]', '[]]', '{}}', '{"a"}', '{"a":}', '{1:2}',
    ];
    for (const type of ['time', 'distance', 'latlng', 'moving']) {
      it.each(malformed)(`${type}: [%s]`, (samples) => {
        expect(bothWays(`{"${type}": {"data": [${samples}]}}`)).toEqual({ syntaxError: expect.any(String) as string });
        expect(bothWays(`[{"type": "${type}", "data": [${samples}]}]`)).toEqual({ syntaxError: expect.any(String) as string });
      });
      it.each(['[1,2]', '[ 1 , 2 ]', '[1,2,3]', '[1]', '[]', '[[1,2],3]', '["1",2]', '[91,0]', '[0,181]', '[1e400,0]', '[-0,-0]', 'true', 'false', 'null', '"x"', '{}', '-0', '1e2', '1.0'])(
        `${type}: [%s], JSON, read and checked as parse does`,
        (sample) => {
          expect(bothWays(`{"${type}": {"data": [${sample}, ${sample}]}}`)).not.toHaveProperty('syntaxError');
        },
      );
    }
  });

  it('reads duplicate keys as JSON.parse does: the last value, at the first key\'s place', () => {
    expect(bothWays('{"time": {"data": [1]}, "heartrate": {"data": [5]}, "time": {"data": [2]}}')).toEqual({ record: { time: { data: [2] }, heartrate: { data: [5] } } });
    expect(bothWays('{"time": {"data": [1, 2], "data": [3]}}')).toEqual({ record: { time: { data: [3] } } });
    expect(bothWays('{"time": {"data": "x", "data": [3]}}')).toEqual({ record: { time: { data: [3] } } });
    expect(bothWays('{"time": {"data": [3], "data": "x"}}')).toHaveProperty('issues');
  });

  it('reads a type that comes after the samples, or twice with another kind, as parse does', () => {
    expect(bothWays('[{"data": [1.5, null], "type": "distance"}]')).toEqual({ record: [{ data: [1.5, null], type: 'distance' }] });
    expect(bothWays('[{"type": "time", "data": [1.5], "type": "distance"}]')).toEqual({ record: [{ type: 'distance', data: [1.5] }] });
    expect(bothWays('[{"type": "distance", "data": [[1, 2]], "type": "latlng"}]')).toEqual({ record: [{ type: 'latlng', data: [[1, 2]] }] });
    expect(bothWays('[{"type": "distance", "data": [1.5], "type": "time"}]')).toHaveProperty('issues');
    expect(bothWays('[{"type": "heartrate", "data": [1], "type": "power"}]')).toEqual({ record: [{ type: 'power', data: [1] }] });
    expect(bothWays('[{"type": "heartrate", "data": [1], "type": "cadence"}]')).toEqual({ record: [{ type: 'cadence', data: [1] }] });
  });

  it('reads escapes in keys and values, lone surrogates, and every whitespace as JSON.parse does', () => {
    const text = ' \t\n\r{ "h\\u0065artrate" :\n{"d\\u0061ta":[ 1 ,\t2 ] , "\\ud800": "\\udfff\ud800", "t\\u0079pe": "heartrate"} ,"n\\"o\\\\te\\/\\b\\f\\n\\r\\t": "\\u00e9\\u00E9"}\r\n';
    expect(bothWays(text)).toEqual({ record: JSON.parse(text) as unknown });
    expect(bothWays('{"heartrate": {"data": [1], "t\\u0079pe": "h\\u0065artrate"}}')).toHaveProperty('record');
  });

  it('keeps integers beyond 2^53 exact as bigints where decodeJSON does, and takes or refuses them as parse does', () => {
    expect(bothWays('{"odd": 12345678901234567890, "deep": [{"x": -9007199254740993}], "safe": [1234567890123456, -9007199254740991, 9007199254740992.0], "time": {"data": [9007199254740991]}}')).toEqual({
      record: {
        odd: 12_345_678_901_234_567_890n,
        deep: [{ x: -9_007_199_254_740_993n }],
        safe: [1_234_567_890_123_456, -9_007_199_254_740_991, 9_007_199_254_740_992],
        time: { data: [9_007_199_254_740_991] },
      },
    });
    expect(bothWays('{"distance": {"data": [9007199254740992, 18014398509481984, 1e400]}}')).toHaveProperty('issues');
    expect(bothWays('{"distance": {"data": [9007199254740993]}}')).toHaveProperty('issues');
    expect(bothWays('{"time": {"data": [9007199254740992]}}')).toHaveProperty('issues');
    expect(bothWays('{"time": {"data": [1e2, 10.0, -0, -0.0]}}')).toEqual({ record: { time: { data: [100, 10, -0, -0] } } });
  });

  it('reads keys such as __proto__ as data, and any other JSON value, as decodeJSON does', () => {
    const text = '{"__proto__": {"polluted": 1}, "constructor": [], "0": null, "time": {"data": [], "__proto__": 5}, "1": "one"}';
    const outcome = bothWays(text);
    expect('record' in outcome && Object.keys(outcome.record as object)).toEqual(['0', '1', '__proto__', 'constructor', 'time']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const other of ['5', '"x"', 'null', 'true', '[1, 2]', '[null]', '{}', '[]', '[{"type": "time"}]']) bothWays(other);
  });

  it('reports, as parse does, unknown values nested deeper than 1,000 levels', () => {
    const deep = `${'['.repeat(1_500)}${']'.repeat(1_500)}`;
    expect(bothWays(`{"note": ${deep}, "time": {"data": [${deep}]}}`)).toHaveProperty('issues');
  });

  describe('in a child process', () => {
    let library: IsolatedLibrary;
    beforeAll(async () => {
      library = await isolatedLibrary();
    }, 60_000);
    afterAll(() => {
      library.dispose();
    });

    it('reads 200,000 string samples with a character that is not ASCII each in linear time (each cuts a chunk of bytes short)', { timeout: 60_000 }, () => {
      const result = library.run(`
        const text = '{"time": {"data": [' + Array.from({ length: 200000 }, () => '"é"').join(',') + ']}}';
        try { lib.StreamSet.parseJSON(text); } catch (error) { console.log(error.issues.length + error.omitted, error.issues[99].path.join('.')); }
      `, { timeLimit: 30_000 });
      expect(result.timedOut).toBe(false);
      expect(result.stdout.trim()).toBe('200000 time.data.99');
    });

    it('reads a million levels of nesting without exhausting the stack, as decodeJSON does', { timeout: 60_000 }, () => {
      const result = library.run(`
        const deep = '['.repeat(1e6) + ']'.repeat(1e6);
        const outcome = (read) => { try { read(); return 'read'; } catch (error) { return error.name + ': ' + error.issues?.map((issue) => issue.path.join('.') + ' ' + issue.message).join(); } };
        for (const text of ['{"note": ' + deep + '}', '{"time": {"data": [' + deep + ']}}', '[' + deep + ']', deep]) {
          console.log(outcome(() => lib.StreamSet.parseJSON(text)) === outcome(() => lib.StreamSet.parse(lib.decodeJSON(text))));
        }
        console.log(outcome(() => lib.StreamSet.parseJSON('{"note": ' + deep.slice(0, -1) + '}')));
      `, { timeLimit: 50_000 });
      expect(result.timedOut).toBe(false);
      expect(result.stdout.trim().split('\n')).toEqual(['true', 'true', 'true', 'true', expect.stringMatching(/^JsonSyntaxError/) as string]);
    });
  });
});

describe('integer samples, whatever storage they end in', () => {
  const sample = fc.oneof(
    fc.integer({ min: -300, max: 300 }),
    fc.constant(null),
    fc.constantFrom(2 ** 24, 2 ** 24 + 1, -(2 ** 24), -(2 ** 24) - 1, 2 ** 31, -(2 ** 31), 2 ** 31 - 1, Number.MAX_SAFE_INTEGER),
    fc.integer(),
  );

  it('read the same from text and from the decoded body, every sample and null kept', () => {
    fc.assert(
      fc.property(fc.array(sample, { maxLength: 40 }), (data) => {
        const text = JSON.stringify({ heartrate: { data } });
        expect(StreamSet.parseJSON(text).heartrate?.toArray()).toEqual(data);
        expect(StreamSet.parse(JSON.parse(text)).heartrate?.toArray()).toEqual(data);
        expect(Array.from(StreamSet.parseJSON(text).heartrate?.toTypedArray() ?? [])).toEqual(data.map((value) => value ?? Number.NaN));
      }),
    );
  });
});
