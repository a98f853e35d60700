import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeJSON, encodeJSON } from '../../src/index.js';

/** Strings made of the characters that matter to marking: the marker, digits, signs, quotes, escapes, colons. */
const trickyString = fc.oneof(
  fc.string({ unit: fc.constantFrom('\u0001', '1', '0', '-', '"', '\\', ':', ' ', 'a'), maxLength: 8 }),
  fc.tuple(fc.constantFrom('\u0001', '\u0001\u0001', '\u0001-'), fc.stringMatching(/^\d{0,3}$/)).map(([marker, digits]) => marker + digits),
  // A run of digits as long as an integer beyond 2^53, beside what may stand beside a number in JSON text and what may not.
  fc
    .tuple(fc.constantFrom('', ' ', ', ', ':', '[', '-', '"', '\\', 'id '), fc.stringMatching(/^[1-9]\d{15,19}$/), fc.constantFrom('', ' ', ',', ']', '}', '.5', 'e3', '"', ' (1).gpx'))
    .map(([before, digits, after]) => before + digits + after),
);
const unsafeInteger = fc.bigInt({ min: 2n ** 53n, max: 2n ** 80n }).chain((value) => fc.constantFrom(value, -value));
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    trickyString,
    unsafeInteger,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((number) => !Object.is(number, -0)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(trickyString, tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** `value` with every string boxed and every bigint boxed, as a caller's data might hold them. */
function boxed(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'bigint') return Object(value) as unknown;
  if (Array.isArray(value)) return value.map(boxed);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, boxed(item)]));
  return value;
}

describe('encodeJSON and decodeJSON on values full of marker look-alikes', () => {
  it('give back every value exactly, through any indentation', () => {
    fc.assert(
      fc.property(json, fc.constantFrom(undefined, 2, '\t', ''), (value, space) => {
        expect(decodeJSON(encodeJSON(value, space))).toEqual(value);
      }),
    );
  });

  it('give back every value exactly when its strings and bigints are boxed', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(decodeJSON(encodeJSON(boxed(value)))).toEqual(value);
      }),
    );
  });

  it('decode exactly what JSON.parse decodes, but for integers beyond 2^53', () => {
    fc.assert(
      fc.property(json, (value) => {
        const text = encodeJSON(value);
        const rounded = (item: unknown): unknown => JSON.parse(JSON.stringify(item, (_key, field: unknown) => (typeof field === 'bigint' ? Number(field) : field)));
        expect(rounded(decodeJSON(text))).toEqual(JSON.parse(text));
      }),
    );
  });
});
