import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, decodeJSON } from '../../src/index.js';
import { TEST_RIDE, TEST_RUN, testData, testText } from '../helpers/fixtures.js';
import { itShared, sharedFileText } from '../helpers/shared-fixtures.js';

/** The bodies of ../shared/fixtures/ kept beside its sets: the API reference's examples and three recorded answers. */
const SHARED_FILES = [
  'docs-activity-comments.json', 'docs-activity-detailed.json', 'docs-activity-kudos.json', 'docs-activity-laps.json',
  'docs-segment-effort.json', 'docs-segment-efforts.json', 'real-activity-2013.json', 'real-activity-zones.json',
  'real-athlete-stats.json',
];
/** Generated bodies without an integer past 2^53, as the API's text: a list page, a run's laps, zones, comments, stats. */
const GENERATED = [
  ['a list page', () => testText(testData().athleteActivities({ per_page: 30 }))],
  ['a run\'s laps', () => testText(testData().laps(TEST_RUN))],
  ['a run\'s zones', () => testText(testData().activityZones(TEST_RUN))],
  ['a ride\'s comments', () => testText(testData().comments(TEST_RIDE))],
  ['the athlete\'s stats', () => testText(testData().athleteStats())],
] as const;

describe('decodeJSON', () => {
  it('keeps integers beyond 2^53 exact as bigint', () => {
    expect(decodeJSON('{"id": 12345678987654321}')).toEqual({ id: 12345678987654321n });
    expect(decodeJSON('[9007199254740992, 9007199254740993, -9007199254740993]')).toEqual([
      9007199254740992n, 9007199254740993n, -9007199254740993n,
    ]);
    expect(decodeJSON('18446744073709551615')).toBe(18446744073709551615n);
  });

  it('keeps safe integers, floats and exponents as numbers', () => {
    const text = '[9007199254740991, 1234567890123456, 0.12345678901234567, 1e400, 12345678901234567.5, 1e20, -0]';
    const decoded = decodeJSON(`[${text}, 12345678987654321]`) as unknown[];
    expect(decoded[0]).toEqual(JSON.parse(text));
    expect(decodeJSON(text)).toEqual(JSON.parse(text));
    expect(Object.is((decoded[0] as number[])[6], -0)).toBe(true);
  });

  it.each(GENERATED)('decodes %s exactly as JSON.parse where no integer is beyond 2^53', (_name, body) => {
    const text = body();
    expect(decodeJSON(text)).toEqual(JSON.parse(text));
  });

  itShared.each(SHARED_FILES)('decodes %s exactly as JSON.parse where no integer is beyond 2^53', (name) => {
    const text = sharedFileText(name);
    const exact = decodeJSON(text);
    const rounded = JSON.parse(text) as unknown;
    expect(JSON.stringify(exact, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value))).toBe(
      JSON.stringify(rounded),
    );
  });

  it('agrees with JSON.parse on strings, escapes, literals and whitespace, even on the exact path', () => {
    const body = String.raw`{"s": "a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00\ud800", "t": true, "f": false, "n": null,
      "e": [], "o": {}, "nested": [[{"k": [1, -2.5e-3, 3E+2]}]], "dup": 1, "dup": 2, "__proto__": {"x": 1}, "unicode": "é😀"}`;
    const withBig = `[${body}, 12345678987654321]`;
    const decoded = decodeJSON(withBig) as unknown[];
    expect(decoded[1]).toBe(12345678987654321n);
    expect(decoded[0]).toEqual(JSON.parse(body) as unknown);
    expect(Object.hasOwn(decoded[0] as object, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(decoded[0])).toBe(Object.prototype);
    expect(Object.keys(decoded[0] as object)).toEqual(Object.keys(JSON.parse(body) as object));
  });

  it.each([
    '{"external_id": "garmin_push_12345678901234567", "n": 5}',
    '{"external_id": "5246985306165870 (1).gpx", "upload_id_str": "12345678987654321"}',
    '{"description": "paid 12345678987654321 in full", "list": "[12345678987654321, 12345678987654322]"}',
    '{"a": "\\" 12345678987654321 \\\\", "b": ":12345678987654321,"}',
    '["-12345678987654321", " 12345678987654321", "12345678987654321 "]',
  ])('leaves digit runs inside strings as they are: %s', (text) => {
    expect(decodeJSON(text)).toEqual(JSON.parse(text));
  });

  it('finds an integer beyond 2^53 after strings whose digit runs look like integers', () => {
    const text = '{"a": "\\" 12345678987654321 \\\\", "b": ", 12345678987654322 ", "id": 12345678987654323, "c": "x 12345678987654324 "}';
    expect(decodeJSON(text)).toEqual({ a: '" 12345678987654321 \\', b: ', 12345678987654322 ', id: 12345678987654323n, c: 'x 12345678987654324 ' });
  });

  it.each([
    '', ' ', '{', '[1,]', '{"a":1,}', '{"a" 1}', '{a:1}', '[01]', '[1.]', '[.5]', '[+1]', '["\u0001"]', '["\\x"]',
    '["\\u12G4"]', '[tru]', '[nul]', '[1] x', '"unterminated', '[12345678987654321', '[12345678987654321,]',
    '{"a": 12345678987654321 "b": 1}', 'NaN', '[Infinity]', '{12345678901234567890: 1}', '{"a": 1, 12345678901234567890 : 2}',
    '[012345678901234567890]', '[-012345678901234567890]', '[00000000000000000001]',
  ])('throws a SyntaxError on %j, as JSON.parse does', (text) => {
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
    expect(() => decodeJSON(text)).toThrow(SyntaxError);
    expect(() => decodeJSON(`[12345678987654321, ${text}]`)).toThrow(SyntaxError);
  });

  it('throws a JsonSyntaxError that quotes none of the text, on the exact path too', () => {
    expect(() => decodeJSON('[12345678987654321, x]')).toThrow(new JsonSyntaxError(22));
    expect(() => decodeJSON('[1, x]')).toThrow('not JSON: a text of 6 characters that JSON.parse refuses (none of it quoted)');
  });

  it('never mistakes a string for a marked integer, whatever control characters the text escapes', () => {
    const escapes = Array.from({ length: 0x20 }, (_, code) => `\\u00${code.toString(16).padStart(2, '0')}`).join('');
    const text = `["${escapes}", "${escapes.repeat(2)}9007199254740993", 9007199254740993]`;
    const decoded = decodeJSON(text) as unknown[];
    expect(decoded[2]).toBe(9007199254740993n);
    expect(decoded.slice(0, 2)).toEqual((JSON.parse(text) as unknown[]).slice(0, 2));
  });

  it('never turns a string into an integer, nor an integer into a string', () => {
    const text = String.raw`["\u0001123", "\u0001\u0031", "\u0001\u0001", "\u0001", "\u0001-5", "a\u0001123", 12345678901234567890]`;
    expect(decodeJSON(text)).toEqual(['\u0001123', '\u00011', '\u0001\u0001', '\u0001', '\u0001-5', 'a\u0001123', 12345678901234567890n]);
    expect(decodeJSON(String.raw`"\u0001123"`)).toBe('\u0001123');
    expect(decodeJSON(String.raw`["\u0001 12345678901234567890"]`)).toEqual(['\u0001 12345678901234567890']);
  });

  it('leaves keys that look like marked integers as they are', () => {
    const text = String.raw`{"\u0001123": "\u0001123", "\u0001\u0001" :1, "big": 12345678901234567890, "\u0001-1"
      : [-12345678901234567890]}`;
    const decoded = decodeJSON(text);
    expect(decoded).toEqual({ '\u0001123': '\u0001123', '\u0001\u0001': 1, big: 12345678901234567890n, '\u0001-1': [-12345678901234567890n] });
    expect(Object.keys(decoded as object)).toEqual(['\u0001123', '\u0001\u0001', 'big', '\u0001-1']);
  });

  it('decodes 200,000 levels of nesting on the exact path without overflowing the stack', () => {
    const depth = 200_000;
    const text = `${'['.repeat(depth)}12345678987654321${']'.repeat(depth)}`;
    let value = decodeJSON(text);
    for (let level = 0; level < depth; level++) value = (value as unknown[])[0];
    expect(value).toBe(12345678987654321n);
  });

  it('rejects what is not a string', () => {
    expect(() => decodeJSON(5 as unknown as string)).toThrow(TypeError);
  });
});
