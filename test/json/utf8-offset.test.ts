import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstNonUtf8Offset } from '../../src/json/utf8-offset.js';

const strict = new TextDecoder('utf-8', { fatal: true });

describe('firstNonUtf8Offset', () => {
  it.each([
    ['UTF-8 throughout', [0x61, 0xc3, 0xa9, 0xe6, 0x97, 0xa5, 0xf0, 0x9f, 0x8f, 0x83], 10],
    ['a Latin-1 é before ASCII', [0x43, 0x61, 0x66, 0xe9, 0x22], 3],
    ['a stray continuation byte', [0x61, 0x80], 1],
    ['an overlong two-byte form', [0xc0, 0xaf], 0],
    ['an overlong three-byte form', [0x61, 0xe0, 0x80, 0xaf], 1],
    ['a surrogate', [0xed, 0xa0, 0x80], 0],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['a byte UTF-8 never uses', [0x61, 0x62, 0xf5], 2],
    ['a sequence cut short by the end', [0x61, 0xe6, 0x97], 1],
  ])('finds %s', (_, bytes, offset) => {
    expect(firstNonUtf8Offset(new Uint8Array(bytes))).toBe(offset);
  });

  it('agrees with the platform\'s strict decoder on any bytes', () => {
    const bytes = fc.array(fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0x80, max: 0xff })), { maxLength: 24 }).map((list) => new Uint8Array(list));
    fc.assert(fc.property(bytes, (input) => {
      const offset = firstNonUtf8Offset(input);
      expect(() => strict.decode(input.subarray(0, offset))).not.toThrow();
      if (offset === input.length) return;
      // No character of one to four bytes begins at the offset.
      for (let length = 1; length <= 4; length++) expect(() => strict.decode(input.subarray(offset, offset + length))).toThrow();
    }), { seed: 26, numRuns: 4_000 });
  });
});
