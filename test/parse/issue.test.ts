import { describe, expect, it } from 'vitest';
import { formatPath, type Issue } from '../../src/parse/issue.js';
import { describeReceived } from '../../src/parse/received-value.js';
import { ParseError } from '../../src/parse/parse-error.js';
import { Lap } from '../../src/records/lap.js';

describe('formatPath', () => {
  it('writes keys with dots and indexes in brackets', () => {
    expect(formatPath([0, 'activity', 'id'])).toBe('[0].activity.id');
    expect(formatPath(['activity', 'id'])).toBe('activity.id');
  });

  it('quotes keys that are not identifiers', () => {
    expect(formatPath(['segment', 'odd key', 2])).toBe('segment["odd key"][2]');
  });

  it('names the root', () => {
    expect(formatPath([])).toBe('(root)');
  });
});

describe('what a message quotes of the input', () => {
  const unsafe = ['\u007f', '\u0085', '\u009b', '\u200b', '\u200e', '\u202e', '\u2066', '\u2028', '\u2029', '\ufeff', '\u{e0041}', '\u{f8ff}'];

  it('escapes every character a terminal would act on or that shows nothing, in a received string and in a key', () => {
    for (const character of unsafe) {
      const result = Lap.safeParse({ distance: `a${character}b`, [`k${character}`]: () => 1 });
      if (result.success) throw new Error('expected issues');
      for (const line of result.error.message.split('\n')) expect(line, JSON.stringify(character)).not.toMatch(/[\p{C}\u2028\u2029]/u);
      expect(result.error.issues.map((issue) => issue.received)).toEqual([`"a${escapedUnits(character)}b"`, 'function']);
    }
    expect(describeReceived('\u202eevil\u2066')).toBe('"\\u202eevil\\u2066"');
    expect(formatPath(['a\u202eb', 0])).toBe('["a\\u202eb"][0]');
  });

  it('keeps JSON\'s own escapes and printable text as JSON writes them', () => {
    expect(describeReceived('tab\there "quoted" \\ \u001b é 🏃‍♀️')).toBe(String.raw`"tab\there \"quoted\" \\ \u001b é 🏃\u200d♀️"`);
  });
});

/** `\uXXXX` for each UTF-16 unit of `text`. */
function escapedUnits(text: string): string {
  return Array.from({ length: text.length }, (_, index) => `\\u${text.charCodeAt(index).toString(16).padStart(4, '0')}`).join('');
}

describe('describeReceived', () => {
  class Custom {
    readonly tag = 'custom';
  }
  it.each([
    ['12a', '"12a"'],
    [1.5, '1.5'],
    [-0, '-0'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [12n, '12n'],
    [true, 'true'],
    [undefined, 'undefined'],
    [null, 'null'],
    [Symbol('x'), 'symbol'],
    [() => 1, 'function'],
    [[1], 'array'],
    [{}, 'object'],
    [Object.create(null), 'object'],
    [new Date(0), 'Date instance'],
    [new Custom(), 'Custom instance'],
    [Object.create({}), 'object with a custom prototype'],
  ])('renders %o as %s', (value, expected) => {
    expect(describeReceived(value)).toBe(expected);
  });

  it('shortens long strings and says how long they were', () => {
    const text = describeReceived('x'.repeat(5_000_000));
    expect(text.length).toBeLessThan(80);
    expect(text).toContain('5000000 characters');
  });

  it('never throws, even on a proxy whose traps throw', () => {
    const hostile = new Proxy({}, { getPrototypeOf: () => { throw new Error('no'); } });
    expect(describeReceived(hostile)).toBe('object');
  });
});

describe('what an issue quotes of the value', () => {
  const issuesOf = (value: unknown) => {
    const result = Lap.safeParse(value);
    if (result.success) throw new Error('expected issues');
    return result.error;
  };

  it('cuts a 100,000-digit bigint in the message and keeps every digit in received', () => {
    const digits = '9'.repeat(100_000);
    const error = issuesOf({ distance: BigInt(digits) });
    const [issue] = error.issues;
    expect(issue.received).toBe(`${digits}n`);
    expect(issue.message).toMatch(/^expected number, received 9{79}… \(more digits than a double holds\)$/);
    expect(error.message).toBe(`distance: ${issue.message}`);
  });

  it('keeps a 1,000,000-character key in the path and cuts it in ParseError.message', () => {
    const key = `${'k'.repeat(999_999)}!`;
    const error = issuesOf({ [key]: () => 1 });
    expect(error.issues[0].path).toEqual([key]);
    expect(error.message).toMatch(/^k{100,}…: expected JSON value, received function$/);
    expect(error.message.length).toBeLessThan(250);
  });

  it('keeps ParseError.message bounded whatever the issues hold: 20 lines, each path and message cut', () => {
    const huge = 'x'.repeat(1_000_000);
    const issue = (index: number): Issue => ({ path: [index, huge], expected: 'number', received: huge, message: huge });
    const { message } = new ParseError([issue(0), ...Array.from({ length: 24 }, (_, index) => issue(index + 1))]);
    const lines = message.split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toMatch(/^\[0\]\.x+…: x+…$/);
    expect(lines[20]).toBe('… and 5 more issues (see ParseError.issues)');
    expect(message.length).toBeLessThan(21 * 500);
  });

  it('cuts a path thousands of segments deep without walking all of it', () => {
    const path = Array.from({ length: 100_000 }, () => 'level');
    expect(new ParseError([{ path, expected: 'number', received: 'true', message: 'expected number, received true' }]).message)
      .toMatch(/^level(\.level)+\.?l?e?v?e?…: expected number, received true$/);
  });
});
