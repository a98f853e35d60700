import { describe, expect, it } from 'vitest';
import { ActivityZone, ParseError, TimedZoneRange } from '../../src/index.js';
import { ACTIVITY_ZONE_SHAPE, wireForm } from '../helpers/fixtures.js';
import { itShared, realBody, sharedFile } from '../helpers/shared-fixtures.js';

const ZONES = 'strava-ruby-client/activity_zones__0__activities_1946417534_zones__255a7945f2ec003a.json';

describe('ActivityZone and TimedZoneRange', () => {
  itShared('read a real heart-rate zone and a pace zone with float bounds', () => {
    const [heart, pace] = ActivityZone.parseMany(realBody(ZONES));
    expect(heart).toMatchObject({ score: 656, type: 'heartrate', resource_state: 3, sensor_based: true, points: 452, custom_zones: false, max: null });
    expect(heart?.distribution_buckets?.map((bucket) => bucket.time)).toEqual([20, 616, 3425, 9003, 21]);
    expect(pace?.type).toBe('pace');
    const buckets = pace?.distribution_buckets ?? [];
    expect(buckets[0]).toBeInstanceOf(TimedZoneRange);
    expect(buckets.map((bucket) => [bucket.min, bucket.max])).toEqual([
      [0, 2.993986718815811],
      [2.993986718815811, 3.5223373162538953],
      [3.5223373162538953, 3.9271831932512553],
      [3.9271831932512553, 4.508315830392929],
      [4.508315830392929, -1],
    ]);
  });

  itShared('read a float score such as 28.0, and a float time', () => {
    const zones = ActivityZone.parseMany(sharedFile('real-activity-zones.json'));
    expect(zones.map((zone) => zone.score)).toContain(28);
    expect(TimedZoneRange.parse({ min: 0, max: 1, time: 1.5 }).time).toBe(1.5);
    expect(ActivityZone.parse({ score: 12.75 }).score).toBe(12.75);
  });

  itShared('keep the buckets in a frozen array of frozen records', () => {
    const [heart] = ActivityZone.parseMany(realBody(ZONES));
    const buckets = heart?.distribution_buckets;
    expect(Object.isFrozen(buckets)).toBe(true);
    expect(Object.isFrozen(buckets?.[0])).toBe(true);
    expect(() => (buckets as TimedZoneRange[]).push(TimedZoneRange.parse({}))).toThrow(TypeError);
  });

  it('report bad buckets through the index', () => {
    const error = (() => {
      try {
        ActivityZone.parseMany([{ distribution_buckets: [{ min: 0 }, { max: '1' }, 'x'] }, { distribution_buckets: {}, points: 0.5 }]);
      } catch (caught) {
        return caught as ParseError;
      }
      throw new Error('expected a ParseError');
    })();
    expect(error.issues.map((issue) => [issue.path, issue.expected])).toEqual([
      [[0, 'distribution_buckets', 1, 'max'], 'number'],
      [[0, 'distribution_buckets', 2], 'object'],
      [[1, 'distribution_buckets'], 'array'],
      [[1, 'points'], 'integer'],
    ]);
  });

  itShared('write the zones back as they came, buckets included', () => {
    const input = realBody(ZONES);
    const written = ActivityZone.parseMany(input).map((zone) => zone.toJSON());
    expect(written).toStrictEqual(wireForm(input, ACTIVITY_ZONE_SHAPE));
    expect(Object.isFrozen(written[0]?.distribution_buckets)).toBe(false);
  });

  it('are plain data', () => {
    expect('bound_client' in ActivityZone.parse({})).toBe(false);
    expect('bind' in TimedZoneRange.parse({})).toBe(false);
  });
});
