import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedLibrary, type IsolatedLibrary } from '../helpers/isolated-run.js';

// Each input here took tens of seconds when a scan ran once per candidate marker or
// restarted at every escaped quote; in linear time each takes milliseconds. They run in a
// child process killed after ten seconds, so a regression fails its test instead of
// stalling the run, and no timing is asserted.
let library: IsolatedLibrary;
beforeAll(async () => {
  library = await isolatedLibrary();
});
afterAll(() => {
  library.dispose();
});

/** Runs `body` in a child process and returns what it printed as JSON on its last line. */
function outcome(body: string, nodeOptions: readonly string[] = []): unknown {
  const result = library.run(body, { nodeOptions });
  expect(result.timedOut, 'killed at the time limit').toBe(false);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '') as unknown;
}

/** JS source of the escapes `\u0001` to `\u0019`, each repeated `times` in a row: every candidate marker of the old scan, at every length up to `times`. */
const ESCAPE_RUNS = `Array.from({ length: 0x19 }, (_, i) => '\\\\u00' + (i + 1).toString(16).padStart(2, '0')).map((escape) => escape.repeat(times)).join('')`;

describe('decodeJSON on hostile text, in linear time', () => {
  it('decodes 200 KB of control-character escape runs plus one big integer', () => {
    const result = outcome(`
      const times = 1330;
      const runs = ${ESCAPE_RUNS};
      const text = '["' + runs + '", 12345678901234567890]';
      const [string, integer] = lib.decodeJSON(text);
      console.log(JSON.stringify({ size: text.length, string: string === JSON.parse('"' + runs + '"'), integer: String(integer), type: typeof integer }));
    `);
    expect(result).toEqual({ size: 199_526, string: true, integer: '12345678901234567890', type: 'bigint' });
  }, 20_000);

  it('throws a SyntaxError at once on 400 KB of escaped quotes before a 20-digit run', () => {
    const result = outcome(`
      const outcomes = ['"' + '\\\\"'.repeat(200_000) + '12345678901234567890', '\\\\"'.repeat(200_000) + '12345678901234567890'].map((text) => {
        try {
          return lib.decodeJSON(text);
        } catch (error) {
          return error.constructor.name;
        }
      });
      console.log(JSON.stringify(outcomes));
    `);
    expect(result).toEqual(['JsonSyntaxError', 'JsonSyntaxError']);
  }, 20_000);

  it('decodes 1 MB of strings that start with the escape the integers are marked with', () => {
    const result = outcome(`
      const items = Array.from({ length: 50_000 }, (_, i) => '"\\\\u0001' + i + '"');
      const text = '[' + items.join(',') + ', 12345678901234567890]';
      const decoded = lib.decodeJSON(text);
      const strings = decoded.slice(0, -1).every((item, i) => item === '\\u0001' + i);
      console.log(JSON.stringify({ size: text.length > 500_000, strings, integer: String(decoded.at(-1)) }));
    `);
    expect(result).toEqual({ size: true, strings: true, integer: '12345678901234567890' });
  }, 20_000);

  it('decodes 3 MB of strings whose every digit run could be a number, each string skipped once', () => {
    const result = outcome(`
      const strings = Array.from({ length: 65_536 }, (_, i) => '" ' + (12345678901234567n + BigInt(i)) + ', :[12345678901234567 x"');
      const text = '[' + strings.join(',') + ', 12345678901234567890]';
      const decoded = lib.decodeJSON(text);
      const same = decoded.slice(0, -1).every((item, i) => item === JSON.parse(strings[i]));
      console.log(JSON.stringify({ size: text.length > 2_000_000, same, integer: String(decoded.at(-1)) }));
    `);
    expect(result).toEqual({ size: true, same: true, integer: '12345678901234567890' });
  }, 20_000);
});

describe('encodeJSON on hostile values, in linear time', () => {
  it('encodes 1 MB of marker-like control characters beside a bigint', () => {
    const result = outcome(`
      const times = 6700;
      const controls = Array.from({ length: 0x19 }, (_, i) => String.fromCharCode(i + 1).repeat(times)).join('');
      const value = { id: 12345678901234567890n, [controls]: controls, list: [controls, 12345678901234567890n] };
      const text = lib.encodeJSON(value);
      const expected = JSON.stringify({ id: 0, [controls]: controls, list: [controls, 0] }).replaceAll(':0', ':12345678901234567890').replace(',0]', ',12345678901234567890]');
      console.log(JSON.stringify({ size: controls.length, same: text === expected }));
    `);
    expect(result).toEqual({ size: 167_500, same: true });
  }, 20_000);

  it('writes raw JSON text of a string as that string, on a platform with JSON.rawJSON', () => {
    const result = outcome(`
      const value = { a: JSON.rawJSON('"\\\\u0001123"'), b: 1n, c: JSON.rawJSON('12345678901234567890'), d: [JSON.rawJSON('"\\\\u0001\\\\u0001"')] };
      console.log(JSON.stringify(lib.encodeJSON(value)));
    `, ['--harmony-json-parse-with-source']);
    expect(result).toBe(String.raw`{"a":"\u0001123","b":1,"c":12345678901234567890,"d":["\u0001\u0001"]}`);
  }, 20_000);
});
