import { describe, expect, it } from 'vitest';
import { duration, figure, wallClockTime } from '../../src/cli/cells.js';

describe('wallClockTime', () => {
  it('shows a local date-time as the wall-clock time it is, without the Z', () => {
    expect(wallClockTime('2018-02-16T06:52:54Z')).toBe('2018-02-16 06:52:54');
  });

  it('pads every part to two digits, a second with a fraction too', () => {
    expect(wallClockTime('0999-01-02T03:04:05Z')).toBe('0999-01-02 03:04:05');
    expect(wallClockTime('2018-02-16T06:52:05.5Z')).toBe('2018-02-16 06:52:05.5');
    expect(wallClockTime('2018-02-16T06:52:37.25Z')).toBe('2018-02-16 06:52:37.25');
  });

  it('shows a missing time as -', () => {
    expect(wallClockTime(null)).toBe('-');
  });
});

describe('figure and duration', () => {
  it('show a figure in fixed notation up to 1e15, in exponential notation past it', () => {
    expect(figure(12.345, 1)).toBe('12.3');
    expect(figure(999_999_999_999_999, 0)).toBe('999999999999999');
    expect(figure(1e15, 2)).toBe('1.00e+15');
    expect(figure(-1e305, 2)).toBe('-1.00e+305');
  });

  it('show a figure a unit conversion took past the largest double as beyond it, never Infinity', () => {
    expect(figure(Number.POSITIVE_INFINITY, 1)).toBe('>1.8e+308');
    expect(figure(Number.NEGATIVE_INFINITY, 1)).toBe('<-1.8e+308');
  });

  it('show a duration too long for a clock in seconds', () => {
    expect(duration(3725)).toBe('1:02:05');
    expect(duration(1e300)).toBe('1.00e+300 s');
    expect(duration(Number.POSITIVE_INFINITY)).toBe('>1.8e+308 s');
  });
});
