import { afterAll, describe, expect, it } from 'vitest';
import { NumericColumn, SampleColumn } from '../../src/streams/sample-column.js';
import { isolatedLibrary, type IsolatedLibrary } from '../helpers/isolated-run.js';

/** A column of `kind` with `samples` pushed one by one, as the slow paths push them. */
function pushed(kind: 'integer' | 'number', samples: unknown[]): NumericColumn {
  const column = new NumericColumn(kind, 2);
  for (const sample of samples) column.pushValue(sample);
  return column;
}

describe('the storage of an integer stream', () => {
  it.each([
    ['null', null, null],
    ['-0', -0, -0],
    ['2^24', 2 ** 24, 2 ** 24],
    ['-(2^24)', -(2 ** 24), -(2 ** 24)],
  ])('is a Float32Array, four bytes a sample, while every sample is within ±2^24: %s too', (_name, sample, read) => {
    const column = pushed('integer', [3, -4, sample, 5, null]);
    expect(column.values).toBeInstanceOf(Float32Array);
    const store = column.finish();
    expect(store.values).toBeInstanceOf(Float32Array);
    expect(store.toArray(0, store.length)).toEqual([3, -4, read, 5, null]);
    expect(Object.is(store.at(2), read)).toBe(true);
    expect(Array.from(store.toTypedArray(0, store.length))).toEqual([3, -4, read ?? Number.NaN, 5, Number.NaN]);
  });

  it.each([
    ['2^31', 2 ** 31, 2 ** 31],
    ['a safe integer beyond 2^31 as a bigint', 2n ** 40n, 2 ** 40],
  ])('moves to a Float64Array at %s, the samples before it kept', (_name, sample, read) => {
    const column = pushed('integer', [3, -4, sample, 5]);
    expect(column.values).toBeInstanceOf(Float64Array);
    const store = column.finish();
    expect(store.toArray(0, store.length)).toEqual([3, -4, read, 5]);
  });

  it.each([
    ['after a null, at an integer beyond 2^24', [7, null, 2 ** 24 + 1, -3], [7, null, 2 ** 24 + 1, -3]],
    ['after a null, at one below -(2^24)', [null, -(2 ** 24) - 1], [null, -(2 ** 24) - 1]],
    ['at an integer beyond 2^24, before a null', [2 ** 24 + 1, null, 2], [2 ** 24 + 1, null, 2]],
    ['at an integer below -(2^24), before -0', [-(2 ** 30), -0], [-(2 ** 30), -0]],
    ['at the smallest int32', [-5, 7, -2_147_483_648, 2_147_483_647], [-5, 7, -2_147_483_648, 2_147_483_647]],
    ['after -0, at the largest safe integer', [-0, null, Number.MAX_SAFE_INTEGER], [-0, null, Number.MAX_SAFE_INTEGER]],
  ])('moves to a Float64Array %s, every sample kept exactly', (_name, samples, read) => {
    const column = pushed('integer', samples);
    expect(column.values).toBeInstanceOf(Float64Array);
    const store = column.finish();
    expect(store.toArray(0, store.length)).toEqual(read);
    read.forEach((value, index) => { expect(Object.is(store.at(index), value)).toBe(true); });
  });

  it('reads a decoded array in runs, each item taken as its storage takes it', () => {
    const column = new NumericColumn('integer', 5);
    column.readArray([1, -1, 2, null, -0, 3, 2 ** 24, 4], true);
    expect(column.values).toBeInstanceOf(Float32Array);
    expect(column.finish().toArray(0, 8)).toEqual([1, -1, 2, null, -0, 3, 2 ** 24, 4]);
    const wide = new NumericColumn('integer', 5);
    wide.readArray([1, null, 2, 2 ** 24 + 1, null, 3.5, 4], true);
    expect(wide.values).toBeInstanceOf(Float64Array);
    expect(wide.finish().toArray(0, 7)).toEqual([1, null, 2, 2 ** 24 + 1, null, null, 4]);
    const numbers = SampleColumn.create('number', 3);
    numbers.readArray([0.5, -0, 1e300], true);
    expect(Object.is(numbers.finish().at(1), -0)).toBe(true);
  });
});

describe('the storage of a decoded stream past a million samples', () => {
  let library: IsolatedLibrary | undefined;
  afterAll(() => {
    library?.dispose();
  });

  // Storage grown by what each run needed was copied whole at every null past the first
  // million samples: 3 million samples, every other one null, did not end in minutes.
  it.each(['heartrate', 'velocity_smooth', 'latlng', 'moving'])('reads 3,000,000 %s samples, every other one null, without copying the storage at each null', async (type) => {
    library ??= await isolatedLibrary();
    const sample = { heartrate: '120', velocity_smooth: '2.5', latlng: '[45.5, 6.25]', moving: 'true' }[type] ?? '';
    const result = library.run(
      `
      const sample = ${sample};
      const data = Array.from({ length: 3_000_000 }, (_, index) => (index % 2 === 0 ? sample : null));
      const stream = lib.StreamSet.parse({ ${type}: { data } }).${type};
      console.log(JSON.stringify([stream.length, stream.at(-2), stream.at(-1)]));
      `,
      { timeLimit: 50_000 },
    );
    expect(result.timedOut).toBe(false);
    expect(JSON.parse(result.stdout) as unknown).toEqual([3_000_000, JSON.parse(sample) as unknown, null]);
  });
});
