import { describe, expect, it } from 'vitest';
import { NumericColumn, SampleColumn } from '../../src/streams/sample-column.js';

/** A column of `kind` with `samples` pushed one by one, as the slow paths push them. */
function pushed(kind: 'integer' | 'number', samples: unknown[]): NumericColumn {
  const column = new NumericColumn(kind, 2);
  for (const sample of samples) column.pushValue(sample);
  return column;
}

describe('the storage of an integer stream', () => {
  it('is an Int32Array, four bytes a sample, while every sample fits one: negative ones too', () => {
    const column = pushed('integer', [-5, 7, -2_147_483_648, 2_147_483_647]);
    expect(column.values).toBeInstanceOf(Int32Array);
    const store = column.finish();
    expect(store.values).toBeInstanceOf(Int32Array);
    expect(store.toArray(0, store.length)).toEqual([-5, 7, -2_147_483_648, 2_147_483_647]);
  });

  it.each([
    ['null', null, null],
    ['-0', -0, -0],
    ['2^31', 2 ** 31, 2 ** 31],
    ['a safe integer beyond 2^31 as a bigint', 2n ** 40n, 2 ** 40],
  ])('moves to a Float64Array at %s, the samples before it kept', (_name, sample, read) => {
    const column = pushed('integer', [3, -4, sample, 5]);
    expect(column.values).toBeInstanceOf(Float64Array);
    const store = column.finish();
    expect(store.toArray(0, store.length)).toEqual([3, -4, read, 5]);
  });

  it('reads a decoded array in runs, each item taken as its storage takes it', () => {
    const column = new NumericColumn('integer', 5);
    column.readArray([1, -1, 2, null, -0, 3], true);
    expect(column.values).toBeInstanceOf(Float64Array);
    expect(column.finish().toArray(0, 6)).toEqual([1, -1, 2, null, -0, 3]);
    const numbers = SampleColumn.create('number', 3);
    numbers.readArray([0.5, -0, 1e300], true);
    expect(Object.is(numbers.finish().at(1), -0)).toBe(true);
  });
});
