import { describe, expect, it } from 'vitest';
import { Lap, SegmentEffort, Split, SummaryActivity, timeZoneName, toInstant, toWallClock, utcOffsetSeconds, zonedStartDate } from '../../src/index.js';

const dates = (start_date: string | null, start_date_local: string | null) => ({ start_date, start_date_local });

describe('utcOffsetSeconds', () => {
  it('is start_date_local read as a wall clock minus start_date, in seconds', () => {
    expect(utcOffsetSeconds(dates('2018-02-16T13:52:54Z', '2018-02-16T06:52:54Z'))).toBe(-25200);
    expect(utcOffsetSeconds(dates('2018-11-04T14:53:46Z', '2018-11-04T09:53:46Z'))).toBe(-18000);
    expect(utcOffsetSeconds(dates('2018-06-01T00:00:00Z', '2018-06-01T00:00:00Z'))).toBe(0);
    expect(Object.is(utcOffsetSeconds(dates('2018-06-01T00:00:00Z', '2018-06-01T00:00:00Z')), 0)).toBe(true);
  });

  it('reads half-hour and 45-minute zones, across midnight and the year\'s end', () => {
    expect(utcOffsetSeconds(dates('2019-12-31T20:00:00Z', '2020-01-01T01:30:00Z'))).toBe(19800);
    expect(utcOffsetSeconds(dates('2020-03-01T23:30:00Z', '2020-03-02T05:15:00Z'))).toBe(20700);
    expect(utcOffsetSeconds(dates('2020-01-01T09:00:00Z', '2019-12-31T23:00:00Z'))).toBe(-36000);
    expect(utcOffsetSeconds(dates('2020-02-29T23:00:00Z', '2020-03-01T01:00:00Z'))).toBe(7200);
  });

  it('takes start_date\'s own offset into account, and equal fractions of a second cancel exactly', () => {
    expect(utcOffsetSeconds(dates('2018-02-16T06:52:54-07:00', '2018-02-16T06:52:54Z'))).toBe(-25200);
    expect(utcOffsetSeconds(dates('2018-02-16T20:22:54+06:30', '2018-02-16T06:52:54Z'))).toBe(-25200);
    expect(utcOffsetSeconds(dates('2018-02-16t13:52:54z', '2018-02-16T06:52:54Z'))).toBe(-25200);
    expect(utcOffsetSeconds(dates('2018-02-16T13:52:54.123456Z', '2018-02-16T06:52:54.123456Z'))).toBe(-25200);
    expect(utcOffsetSeconds(dates('0001-01-01T10:00:00Z', '0001-01-01T12:00:00Z'))).toBe(7200);
  });

  it('is null when either date is null, and reads laps, efforts and activities alike', () => {
    expect(utcOffsetSeconds(dates(null, '2018-02-16T06:52:54Z'))).toBeNull();
    expect(utcOffsetSeconds(dates('2018-02-16T13:52:54Z', null))).toBeNull();
    const input = { start_date: '2018-02-16T13:52:54Z', start_date_local: '2018-02-16T06:52:54Z' };
    for (const record of [Lap.parse(input), SegmentEffort.parse(input), SummaryActivity.parse(input)]) {
      expect(utcOffsetSeconds(record)).toBe(-25200);
    }
  });

  it('is null for a record without the dates, such as a split, whose start_date is an unknown key', () => {
    const split = Split.parse({ split: 1, start_date: '2018-02-16T13:52:54Z', start_date_local: '2018-02-16T06:52:54Z' });
    // Typed to need both (a TypeScript caller cannot pass a split), and read as absent from JavaScript.
    expect(utcOffsetSeconds(split as never)).toBeNull();
    expect(zonedStartDate(split as never)).toBeNull();
    expect(utcOffsetSeconds({} as never)).toBeNull();
    expect(zonedStartDate({ start_date: '2018-02-16T13:52:54Z' } as never)).toBeNull();
  });

  it('refuses a date that is not a string with RangeError, as any date that is not RFC 3339', () => {
    for (const value of [1518789174, {}, true]) {
      expect(() => utcOffsetSeconds({ start_date: value, start_date_local: '2018-02-16T06:52:54Z' } as never)).toThrow(RangeError);
      expect(() => toInstant(value as never)).toThrow(RangeError);
      expect(() => toWallClock(value as never)).toThrow(RangeError);
    }
    expect(() => toInstant(undefined as never)).toThrow(new RangeError('Not an RFC 3339 date-time: undefined'));
  });

  it('throws RangeError for a date that is not RFC 3339, quoting at most its first 40 characters', () => {
    expect(() => utcOffsetSeconds(dates('2018-02-16 13:52:54', '2018-02-16T06:52:54Z'))).toThrow(RangeError);
    const long = `2018-02-16T13:52:54${'9'.repeat(1_000_000)}Z`;
    expect(() => utcOffsetSeconds(dates(long, '2018-02-16T06:52:54Z'))).toThrow(
      new RangeError(`Not an RFC 3339 date-time: "2018-02-16T13:52:54${'9'.repeat(21)}"… (1000020 characters)`),
    );
    expect(() => zonedStartDate(dates('2018-02-16T13:52:54Z', long))).toThrow(/^Not an RFC 3339 date-time: "2018-02-16T13:52:549{21}"… \(1000020 characters\)$/);
  });
});

describe('zonedStartDate', () => {
  it('writes the local wall clock with the offset in force, naming the instant of start_date', () => {
    expect(zonedStartDate(dates('2018-02-16T13:52:54Z', '2018-02-16T06:52:54Z'))).toBe('2018-02-16T06:52:54-07:00');
    expect(zonedStartDate(dates('2019-12-31T20:00:00Z', '2020-01-01T01:30:00Z'))).toBe('2020-01-01T01:30:00+05:30');
    expect(zonedStartDate(dates('2018-01-01T08:00:00Z', '2018-01-01T08:00:00Z'))).toBe('2018-01-01T08:00:00+00:00');
    expect(zonedStartDate(dates('2018-02-16T13:52:54.250Z', '2018-02-16T06:52:54.250Z'))).toBe('2018-02-16T06:52:54.250-07:00');
    const zoned = zonedStartDate(dates('2020-03-01T23:30:00Z', '2020-03-02T05:15:00Z')) ?? '';
    expect(new Date(zoned).toISOString()).toBe('2020-03-01T23:30:00.000Z');
  });

  it('is null when either date is null, and throws RangeError when the dates are no UTC offset apart', () => {
    expect(zonedStartDate(dates(null, '2018-02-16T06:52:54Z'))).toBeNull();
    expect(() => zonedStartDate(dates('2018-02-16T13:52:54Z', '2018-02-16T06:52:24Z'))).toThrow(
      new RangeError('zonedStartDate: start_date_local and start_date are -25230 seconds apart, which is no UTC offset'),
    );
    expect(() => zonedStartDate(dates('2018-02-16T00:00:00Z', '2018-02-17T00:00:00Z'))).toThrow(RangeError);
    expect(zonedStartDate(dates('2018-02-16T00:00:00Z', '2018-02-16T23:59:00Z'))).toBe('2018-02-16T23:59:00+23:59');
  });
});

describe('timeZoneName', () => {
  it('gives the IANA name inside the label, never reading its bracket', () => {
    expect(timeZoneName({ timezone: '(GMT-08:00) America/Los_Angeles' })).toBe('America/Los_Angeles');
    expect(timeZoneName({ timezone: '(GMT+05:30) Asia/Kolkata' })).toBe('Asia/Kolkata');
    expect(timeZoneName({ timezone: '(GMT-03:00) America/Argentina/Buenos_Aires' })).toBe('America/Argentina/Buenos_Aires');
    expect(timeZoneName({ timezone: '(GMT-05:00) EST' })).toBe('EST');
    expect(timeZoneName({ timezone: 'Europe/Paris' })).toBe('Europe/Paris');
  });

  it('is null when there is no timezone or no name in it', () => {
    expect(timeZoneName({ timezone: null })).toBeNull();
    for (const timezone of ['', '(GMT-08:00)', '(GMT-08:00) ', 'Pacific Time (US & Canada)', '(GMT-08:00) America/Los_Angeles extra']) {
      expect(timeZoneName({ timezone }), timezone).toBeNull();
    }
    expect(timeZoneName(SummaryActivity.parse({}))).toBeNull();
    expect(timeZoneName(Lap.parse({ start_date: '2018-02-16T13:52:54Z' }) as never)).toBeNull();
    expect(timeZoneName({} as never)).toBeNull();
  });

  it('is null for a name no IANA zone could have: a character outside its letters, digits and . _ + -, or an empty or dot component', () => {
    for (const name of ['../../etc/passwd', 'Europe/London\u001b[2J', '\u202eEurope/Paris', 'Europe//Paris', 'Europe/', '/Europe', 'Europe/Zürich', '-Europe/Paris', 'Europe/.']) {
      expect(timeZoneName({ timezone: `(GMT+01:00) ${name}` }), name).toBeNull();
      expect(timeZoneName({ timezone: name }), name).toBeNull();
    }
    for (const name of ['Etc/GMT+5', 'Etc/GMT-14', 'America/Port-au-Prince', 'EST5EDT', 'GMT0', 'America/Argentina/ComodRivadavia', 'Antarctica/DumontDUrville']) {
      expect(timeZoneName({ timezone: `(GMT+00:00) ${name}` }), name).toBe(name);
    }
  });
});
