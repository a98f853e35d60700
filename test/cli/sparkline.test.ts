import { describe, expect, it } from 'vitest';
import { SPARK_LEVELS, sparkline } from '../../src/cli/sparkline.js';

const of = (values: readonly (number | null)[], width = 40, scale?: { min: number; max: number }) =>
  sparkline(values.length, (index) => values[index] ?? null, width, scale);

describe('sparkline', () => {
  it('draws plain ASCII heights, a column a sample when there are fewer samples than columns', () => {
    expect(SPARK_LEVELS).toMatch(/^[\x20-\x7e]+$/);
    expect(of([0, 1, 2, 3, 4])).toBe('_.-~^');
    expect(of([4, 3, 2, 1, 0])).toBe('^~-._');
  });

  it('gives each column the mean of its share of the samples, from the lowest mean to the highest', () => {
    // 8 samples in 4 columns: means 1.5, 3.5, 5.5, 7.5.
    expect(of([1, 2, 3, 4, 5, 6, 7, 8], 4)).toBe('_.~^');
    // A spike within a column moves its mean, not the scale of the others.
    expect(of([0, 0, 0, 100, 0, 0, 0, 0], 2)).toBe('^_');
  });

  it('leaves a gap where a column holds nulls only, and skips nulls elsewhere', () => {
    expect(of([1, null, null, 3, 5], 5)).toBe('_  -^');
    expect(of([1, null, 3, 5], 2)).toBe('_^');
  });

  it('claims no shape for samples that are all null or all one value', () => {
    expect(of([null, null, null])).toBeNull();
    expect(of([7, 7, null, 7])).toBeNull();
    expect(of([])).toBeNull();
  });

  it('draws columns whose means agree at the middle, and takes a fixed scale when given', () => {
    expect(of([0, 1, 1, 0], 2)).toBe('--');
    expect(of([1, 1, 1, 0.5], 2, { min: 0, max: 1 })).toBe('^~');
  });

  it('holds its proportions for any finite values', () => {
    expect(of([-1e308, 0, 1e308])).toBe('_-^');
    expect(of([Number.MIN_VALUE, 0])).toBe('^_');
  });
});
