import fc from 'fast-check';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { displayWidth, ELLIPSIS, escapeForTerminal, escapeJsonForTerminal, fitToWidth, quoted } from '../../src/cli/terminal-text.js';

describe('escapeForTerminal', () => {
  it.each([
    ['ESC of a colour sequence', 'Lap\u001b[31m red', 'Lap\\u001b[31m red'],
    ['BEL', 'ding\u0007', 'ding\\u0007'],
    ['CR, LF and tab', 'a\rb\nc\td', 'a\\rb\\nc\\td'],
    ['NUL and DEL', '\u0000\u007f', '\\u0000\\u007f'],
    ['C1 controls (CSI, NEL)', '\u009b31m\u0085', '\\u009b31m\\u0085'],
    ['bidi overrides and isolates', 'abc\u202edcba\u2066x\u2069\u200e\u200f\u061c', 'abc\\u202edcba\\u2066x\\u2069\\u200e\\u200f\\u061c'],
    ['line and paragraph separators', 'a\u2028b\u2029', 'a\\u2028b\\u2029'],
    ['lone surrogates', 'x\ud800y\udc00', 'x\\ud800y\\udc00'],
    ['a backslash, so that escapes stay unambiguous', 'C:\\laps\\n', 'C:\\\\laps\\\\n'],
    ['zero-width space, non-joiner, word joiner and BOM', 'a\u200bb\u200cc\u2060d\ufeffe', 'a\\u200bb\\u200cc\\u2060d\\ufeffe'],
    ['a zero-width joiner outside an emoji sequence', 'pay\u200dpal \u200d\u{1F3C3} \u{1F3C3}\u200d', 'pay\\u200dpal \\u200d\u{1F3C3} \u{1F3C3}\\u200d'],
    ['a soft hyphen and invisible operators', 'co\u00adop x\u2062y', 'co\\u00adop x\\u2062y'],
    ['tags, each as its surrogate pair', 'flag\u{E0001}\u{E0067}\u{E007F}', 'flag\\udb40\\udc01\\udb40\\udc67\\udb40\\udc7f'],
    ['Arabic number signs and the Mongolian vowel separator', '\u0600\u06dd\u180e', '\\u0600\\u06dd\\u180e'],
  ])('escapes %s', (_, text, expected) => {
    expect(escapeForTerminal(text)).toBe(expected);
  });

  it('leaves printable text alone, wide characters, emoji and marks included, and the joiners inside an emoji', () => {
    for (const text of ['Lap 1', 'Tunnel Rd.', '日本語', 'Café', 'e\u0301', '🏃‍♀️ run', '🏃🏽‍♀️', '❤️‍🔥', '👨‍👩‍👧', 'Beautiful fall 🏃\u200d♂️', '👍🏽', 'Straße']) {
      expect(escapeForTerminal(text)).toBe(text);
    }
  });
});

describe('displayWidth', () => {
  it.each([
    ['Lap 1', 5],
    ['日本語', 6],
    ['e\u0301te\u0301', 3],
    ['👍🏽', 2],
    ['🏃‍♀️', 2],
    ['ﾃｽﾄ', 3],
    ['', 0],
  ])('%j takes %i columns', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });
});

describe('fitToWidth', () => {
  it('keeps a value that fits', () => {
    expect(fitToWidth('Lap 1', 5)).toBe('Lap 1');
    expect(fitToWidth('日本語', 6)).toBe('日本語');
  });

  it('cuts a long value to the width, ending with an ellipsis', () => {
    expect(fitToWidth('abcdefghij', 5)).toBe(`abcd${ELLIPSIS}`);
    expect(displayWidth(fitToWidth('x'.repeat(1000), 40))).toBe(40);
  });

  it('cuts by display width and never through a wide character or a cluster', () => {
    expect(fitToWidth('日本語です', 6)).toBe(`日本${ELLIPSIS}`);
    expect(fitToWidth('e\u0301e\u0301e\u0301e\u0301', 3)).toBe(`e\u0301e\u0301${ELLIPSIS}`);
    expect(fitToWidth('👍🏽👍🏽👍🏽', 4)).toBe(`👍🏽${ELLIPSIS}`);
  });

  it('counts escapes in the width', () => {
    expect(fitToWidth('a\nb', 10)).toBe('a\\nb');
    expect(fitToWidth('\u001b\u001b', 8)).toBe(`\\u001b${ELLIPSIS}`);
  });

  it('reads only a prefix of a huge value, and never leaves half a surrogate pair', () => {
    const huge = `${'a'.repeat(5)}${'😀'.repeat(1_000_000)}`;
    const fitted = fitToWidth(huge, 11);
    expect(fitted).toBe(`aaaaa😀😀${ELLIPSIS}`);
    const marks = `a${'\u0301'.repeat(1_000_000)}`;
    expect(fitToWidth(marks, 10).length).toBeLessThan(200);
    expect(fitToWidth(marks, 10).endsWith(ELLIPSIS)).toBe(true);
    const split = `${'a'.repeat(3 * 8 + 15)}😀😀`;
    expect(fitToWidth(split, 3)).toBe(`aa${ELLIPSIS}`);
  });
});

describe('quoted and escapeJsonForTerminal', () => {
  it('quotes a value safely', () => {
    expect(quoted('a\u001bb')).toBe('"a\\u001bb"');
    expect(quoted('x'.repeat(100), 10)).toBe(`"${'x'.repeat(9)}${ELLIPSIS}"`);
  });

  it('escapes what JSON.stringify leaves raw, and the JSON still decodes to the same value', () => {
    const value = { name: 'a\u009b\u202e\u2028\u007fb\u200b\u{E0067}c🏃‍♀️' };
    const json = escapeJsonForTerminal(JSON.stringify(value));
    expect(json).toBe('{"name":"a\\u009b\\u202e\\u2028\\u007fb\\u200b\\udb40\\udc67c🏃‍♀️"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('displayWidth agrees with string-width', () => {
  it('on text mixing scripts, wide characters, marks, emoji and joiners', () => {
    const pieces = ['a', 'Z', ' ', 'é', 'e\u0301', '日', '語', 'ｱ', 'ﾃﾞ', '한', '\u1100\u1161', '👍', '👍🏽', '🏃‍♀️', '🇫🇷', '1\ufe0f\u20e3', '©', 'Ω', 'ß', '\u0301', '…', '\u200d', '\u{20000}'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
      const text = parts.join('');
      expect(displayWidth(text)).toBe(stringWidth(text));
    }), { seed: 17, numRuns: 2000 });
  });
});
