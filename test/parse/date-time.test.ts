import { describe, expect, it } from 'vitest';
import { isDateTime } from '../../src/parse/date-time.js';

describe('isDateTime (RFC 3339 date-time)', () => {
  it.each([
    '2018-02-08T14:13:37Z',
    '2018-02-08T06:13:37Z',
    '2018-02-08T14:13:37.5Z',
    '2018-02-08T14:13:37.123456789Z',
    '2018-02-08T14:13:37+01:00',
    '2018-02-08T14:13:37-08:00',
    '2018-02-08t14:13:37z',
    '2020-02-29T00:00:00Z',
    '2000-02-29T23:59:59Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59+23:59',
    '1998-12-31T23:59:60Z',
    '1998-12-31T15:59:60.123-08:00',
    '1999-01-01T00:59:60+01:00',
  ])('accepts %s', (text) => {
    expect(isDateTime(text)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['2018-02-08', 'a date alone'],
    ['2018-02-08T14:13:37', 'no offset'],
    ['2018-02-08 14:13:37Z', 'a space for T'],
    ['2018-02-30T00:00:00Z', '30 February'],
    ['2019-02-29T00:00:00Z', '29 February in a common year'],
    ['1900-02-29T00:00:00Z', '29 February in a century year'],
    ['2018-04-31T00:00:00Z', '31 April'],
    ['2018-13-01T00:00:00Z', 'month 13'],
    ['2018-00-01T00:00:00Z', 'month 0'],
    ['2018-01-00T00:00:00Z', 'day 0'],
    ['2018-01-32T00:00:00Z', 'day 32'],
    ['2018-01-01T25:00:00Z', 'hour 25'],
    ['2018-01-01T24:00:00Z', 'hour 24'],
    ['2018-01-01T23:60:00Z', 'minute 60'],
    ['2018-01-01T23:59:61Z', 'second 61'],
    ['1998-12-31T22:59:60Z', 'a leap second not at 23:59 UTC'],
    ['1998-12-31T23:58:60Z', 'a leap second at minute 58'],
    ['2018-01-01T00:00:00.Z', 'a dot without digits'],
    ['2018-01-01T00:00:00+0100', 'an offset without colon'],
    ['2018-01-01T00:00:00+24:00', 'offset hour 24'],
    ['2018-01-01T00:00:00+01:60', 'offset minute 60'],
    ['2018-01-01T00:00:00Zjunk', 'trailing text'],
    ['2018-01-01T00:00:00+01:00junk', 'trailing text after an offset'],
    ['２０18-01-01T00:00:00Z', 'non-ASCII digits'],
    ['2018/01/01T00:00:00Z', 'slashes'],
    ['+2018-01-01T00:00:00Z', 'a signed year'],
    ['18-01-01T00:00:00Z', 'a two-digit year'],
    ['2018-01-01T00:00:00X', 'an unknown zone letter'],
    ['2018-01-01T00:00:00.123', 'a fraction and no offset'],
    ['2018-01-01T00:00:00.5+01:0', 'a short offset'],
    ['2018-01-01T00:00:00-1:00', 'a one-digit offset hour'],
    ['2018-01-01T0:00:00Z', 'a one-digit hour'],
    ['2018-01-01X00:00:00Z', 'another letter for T'],
    ['2018-01-01T00-00:00Z', 'a hyphen for a colon'],
    ['2018-1a-01T00:00:00Z', 'a letter in the month'],
  ])('rejects %s (%s)', (text) => {
    expect(isDateTime(text)).toBe(false);
  });
});
