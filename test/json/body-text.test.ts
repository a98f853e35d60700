import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonSyntaxError } from '../../src/index.js';
import { bodyText, decodedBody } from '../../src/json/body-text.js';
import { failureOf } from '../helpers/failure-of.js';

const strict = new TextDecoder('utf-8', { fatal: true });

describe('a body given as text', () => {
  it('is a string as it is, UTF-8 bytes as their text (a byte order mark dropped), anything else no text', () => {
    expect(bodyText('[é]')).toBe('[é]');
    expect(bodyText(new Uint8Array([0xef, 0xbb, 0xbf, 0x5b, 0xc3, 0xa9, 0x5d]))).toBe('[é]');
    expect(bodyText(new Uint8Array([0x5b, 0xc3, 0xa9, 0x5d]).buffer)).toBe('[é]');
    expect(bodyText({ a: 1 })).toBeUndefined();
    expect(decodedBody(new TextEncoder().encode('{"id": 12345678987654321}'))).toEqual({ id: 12345678987654321n });
  });

  it('refuses bytes that are not UTF-8 with a JsonSyntaxError naming the first byte that begins no UTF-8 character, its offset and the number of bytes', () => {
    const latin1 = new Uint8Array([0x5b, 0x22, 0x63, 0x61, 0x66, 0xe9, 0x22, 0x5d]);
    const refusal = { name: 'JsonSyntaxError', textLength: 8, byteOffset: 5, message: 'not UTF-8 text: byte 0xE9 at byte offset 5 of 8 begins no UTF-8 character' };
    expect(failureOf(() => bodyText(latin1))).toBeInstanceOf(JsonSyntaxError);
    expect(failureOf(() => bodyText(latin1))).toMatchObject(refusal);
    expect(failureOf(() => decodedBody(latin1.buffer))).toMatchObject(refusal);
  });

  it('names the byte where the strict decoder stops, for any bytes it refuses', () => {
    const bytes = fc.array(fc.oneof(fc.integer({ min: 0x20, max: 0x7f }), fc.integer({ min: 0x80, max: 0xff })), { minLength: 1, maxLength: 24 }).map((list) => new Uint8Array(list));
    fc.assert(fc.property(bytes, (input) => {
      let decoded = true;
      try {
        strict.decode(input);
      } catch {
        decoded = false;
      }
      if (decoded) return;
      const error = failureOf(() => bodyText(input)) as JsonSyntaxError;
      const offset = error.byteOffset ?? -1;
      expect(error.textLength).toBe(input.length);
      expect(() => strict.decode(input.subarray(0, offset))).not.toThrow();
      expect(() => strict.decode(input.subarray(offset))).toThrow();
      expect(error.message).toBe(`not UTF-8 text: byte 0x${(input[offset] ?? -1).toString(16).toUpperCase()} at byte offset ${offset} of ${input.length} begins no UTF-8 character`);
    }), { seed: 29, numRuns: 2_000 });
  });
});
