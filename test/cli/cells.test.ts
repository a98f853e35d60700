import { describe, expect, it } from 'vitest';
import { duration, epochUtcTime, figure, position, utcOffset, wallClockTime } from '../../src/cli/cells.js';

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

describe('utcOffset', () => {
  it('shows an offset in seconds as UTC+hh:mm, half-hour and 45-minute zones included', () => {
    expect(utcOffset(-18_000)).toBe('UTC-05:00');
    expect(utcOffset(19_800)).toBe('UTC+05:30');
    expect(utcOffset(20_700)).toBe('UTC+05:45');
    expect(utcOffset(0)).toBe('UTC+00:00');
    expect(utcOffset(-0)).toBe('UTC+00:00');
  });

  it('shows - for no offset, and for seconds that are no UTC offset (not whole minutes, a day or more)', () => {
    expect(utcOffset(null)).toBe('-');
    expect(utcOffset(20)).toBe('-');
    expect(utcOffset(86_400)).toBe('-');
    expect(utcOffset(-86_340)).toBe('UTC-23:59');
  });
});

describe('epochUtcTime and position', () => {
  it('shows seconds since the epoch as the UTC time they are, or as seconds outside the years 1970 to 9999', () => {
    expect(epochUtcTime(1516126040)).toBe('2018-01-16 18:07:20 UTC');
    expect(epochUtcTime(0)).toBe('1970-01-01 00:00:00 UTC');
    expect(epochUtcTime(253_402_300_799)).toBe('9999-12-31 23:59:59 UTC');
    expect(epochUtcTime(253_402_300_800)).toBe('253402300800 s since 1970');
    expect(epochUtcTime(-5)).toBe('-5 s since 1970');
    expect(epochUtcTime(9e18)).toBe('9.00e+18 s since 1970');
    expect(epochUtcTime(null)).toBe('-');
  });

  it('shows a position to five decimals, latitude first', () => {
    expect(position([40.013803, -105.266792])).toBe('40.01380, -105.26679');
    expect(position(null)).toBe('-');
  });
});
