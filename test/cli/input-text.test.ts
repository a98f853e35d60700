import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputTooLargeError } from '../../src/cli/errors/input-too-large-error.js';
import { NotUtf8Error } from '../../src/cli/errors/not-utf8-error.js';
import { firstNonUtf8Offset, readInputText } from '../../src/cli/input-text.js';

async function* chunks(...parts: number[][]): AsyncGenerator<Uint8Array, void, undefined> {
  for (const part of parts) yield await Promise.resolve(new Uint8Array(part));
}

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

describe('readInputText', () => {
  it('joins chunks split anywhere, a character across two, and leaves out a leading byte order mark', async () => {
    expect(await readInputText(chunks([0xef, 0xbb], [0xbf, 0x5b, 0xe6], [0x97, 0xa5, 0x5d]))).toBe('[日]');
  });

  it('takes exactly the limit, and stops at the chunk that passes it', async () => {
    expect(await readInputText(chunks([0x31, 0x32], [0x33]), 3)).toBe('123');
    let taken = 0;
    const counted = (async function* () {
      for (;;) {
        taken++;
        yield await Promise.resolve(new Uint8Array(2));
      }
    })();
    await expect(readInputText(counted, 5)).rejects.toThrow(InputTooLargeError);
    expect(taken).toBe(3);
  });

  it('names the first byte that is not UTF-8, its offset and its line', async () => {
    const error = await readInputText(chunks([0x5b, 0x0a, 0x0a, 0x22], [0xe9, 0x22, 0x5d])).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(NotUtf8Error);
    expect(error).toMatchObject({ offset: 4, line: 3, byte: 0xe9, message: 'byte 0xE9 at byte offset 4 (line 3) begins no UTF-8 character' });
  });

  it('passes on what reading the source throws', async () => {
    const failing = (async function* (): AsyncGenerator<Uint8Array, void, undefined> {
      yield await Promise.reject(Object.assign(new Error('EISDIR'), { code: 'EISDIR' }));
    })();
    await expect(readInputText(failing)).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
