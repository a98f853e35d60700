import { describe, expect, it } from 'vitest';
import { wallClockTime } from '../../src/cli/cells.js';

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
