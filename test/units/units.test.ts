import { describe, expect, it } from 'vitest';
import {
  Lap,
  decodeJSON,
  formatDuration,
  metersPerSecondToKilometersPerHour,
  metersPerSecondToMilesPerHour,
  metersToFeet,
  metersToKilometers,
  metersToMiles,
  paceSecondsPerKilometer,
  paceSecondsPerMile,
  toInstant,
  toWallClock,
} from '../../src/index.js';
import { BIG_ID_LAPS_TEXT } from '../helpers/fixtures.js';

describe('distance', () => {
  it('converts meters to kilometers, miles and feet', () => {
    expect(metersToKilometers(8046.72)).toBeCloseTo(8.04672, 10);
    expect(metersToMiles(8046.72)).toBeCloseTo(5, 10);
    expect(metersToMiles(1609.344)).toBe(1);
    expect(metersToFeet(270)).toBeCloseTo(885.8268, 4);
    expect(metersToFeet(0.3048)).toBe(1);
  });

  it('passes null, zero and negatives through', () => {
    for (const convert of [metersToKilometers, metersToMiles, metersToFeet]) {
      expect(convert(null)).toBeNull();
      expect(convert(0)).toBe(0);
      expect(convert(-1000)).toBeLessThan(0);
    }
  });
});

describe('speed and pace', () => {
  it('converts meters per second to km/h and mph', () => {
    expect(metersPerSecondToKilometersPerHour(10)).toBe(36);
    expect(metersPerSecondToMilesPerHour(1609.344 / 3600)).toBeCloseTo(1, 12);
    expect(metersPerSecondToMilesPerHour(4.76)).toBeCloseTo(10.648, 3);
  });

  it('gives pace in seconds per kilometer and per mile', () => {
    expect(paceSecondsPerKilometer(4)).toBe(250);
    expect(paceSecondsPerMile(1609.344 / 360)).toBeCloseTo(360, 9);
    expect(formatDuration(paceSecondsPerKilometer(4.76))).toBe('3:30');
  });

  it('has no pace for null, zero, negative or NaN speed', () => {
    for (const pace of [paceSecondsPerKilometer, paceSecondsPerMile]) {
      expect(pace(null)).toBeNull();
      expect(pace(0)).toBeNull();
      expect(pace(-3)).toBeNull();
      expect(pace(Number.NaN)).toBeNull();
    }
    expect(metersPerSecondToKilometersPerHour(null)).toBeNull();
    expect(metersPerSecondToMilesPerHour(null)).toBeNull();
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [59.4, '0:59'],
    [59.5, '1:00'],
    [1587, '26:27'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [5287, '1:28:07'],
    [36_000, '10:00:00'],
    [360_000, '100:00:00'],
    [-65, '-1:05'],
    [-0.2, '0:00'],
  ])('writes %d seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('gives null for null and for what is not finite', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('times', () => {
  const [lap] = Lap.parseMany(decodeJSON(BIG_ID_LAPS_TEXT));

  it('reads start_date as an instant', () => {
    expect(toInstant(lap?.start_date ?? null)?.toISOString()).toBe('2024-03-20T17:35:07.000Z');
    expect(toInstant('2018-02-08T06:13:37-08:00')?.toISOString()).toBe('2018-02-08T14:13:37.000Z');
    expect(toInstant('2018-02-08t14:13:37.25z')?.toISOString()).toBe('2018-02-08T14:13:37.250Z');
  });

  it('reads start_date_local as wall-clock parts, ignoring the Z the API writes on it', () => {
    expect(toWallClock(lap?.start_date_local ?? null)).toEqual({ year: 2024, month: 3, day: 20, hour: 11, minute: 35, second: 7 });
    expect(toWallClock('2018-02-08T06:13:37.5+05:45')).toEqual({ year: 2018, month: 2, day: 8, hour: 6, minute: 13, second: 37.5 });
  });

  it('keeps a leap second: as second 60 on the wall clock, as the next minute in an instant', () => {
    expect(toWallClock('1998-12-31T23:59:60Z')?.second).toBe(60);
    expect(toInstant('1998-12-31T23:59:60Z')?.toISOString()).toBe('1999-01-01T00:00:00.000Z');
  });

  it('gives null for null and throws a RangeError for what is not a date-time', () => {
    expect(toInstant(null)).toBeNull();
    expect(toWallClock(null)).toBeNull();
    expect(() => toInstant('2018-02-30T00:00:00Z')).toThrow(RangeError);
    expect(() => toWallClock('yesterday')).toThrow('Not an RFC 3339 date-time: "yesterday"');
  });
});
