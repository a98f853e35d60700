import { describe, expect, it } from 'vitest';
import { InputTooLargeError } from '../../src/cli/errors/input-too-large-error.js';
import { NotUtf8Error } from '../../src/cli/errors/not-utf8-error.js';
import { readInputText } from '../../src/cli/input-text.js';

async function* chunks(...parts: number[][]): AsyncGenerator<Uint8Array, void, undefined> {
  for (const part of parts) yield await Promise.resolve(new Uint8Array(part));
}

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
