import { describe, expect, it } from 'vitest';
import { ActivityStats, ActivityTotal, ParseError } from '../../src/index.js';
import { ACTIVITY_STATS_SHAPE, wireForm } from '../helpers/fixtures.js';
import { itShared, realBody } from '../helpers/shared-fixtures.js';

const STATS = 'strava-ruby-client/athlete_stats__0__athletes_26462176_stats__1a7be40259d5fcd5.json';
const RIDER = 'go.strava/athlete_stats__930a974d7ef3ffab.json';

describe('ActivityStats and ActivityTotal', () => {
  itShared('read a real stats body: every period and sport as an ActivityTotal', () => {
    const stats = ActivityStats.parse(realBody(STATS));
    expect(stats.biggest_ride_distance).toBeNull();
    expect(stats.recent_run_totals).toBeInstanceOf(ActivityTotal);
    expect(stats.recent_run_totals).toMatchObject({
      count: 7,
      distance: 78049.90087890625,
      moving_time: 25647,
      elapsed_time: 26952,
      elevation_gain: 595.4644241333008,
      achievement_count: 19,
    });
    expect(stats.ytd_run_totals).toMatchObject({ count: 99, distance: 1138793, achievement_count: null });
    for (const key of ['recent', 'ytd', 'all'].flatMap((period) => ['ride', 'run', 'swim'].map((sport) => `${period}_${sport}_totals`))) {
      expect(Reflect.get(stats, key)).toBeInstanceOf(ActivityTotal);
    }
  });

  itShared('read a rider\'s stats, which lack the swim totals', () => {
    const stats = ActivityStats.parse(realBody(RIDER));
    expect(stats).toMatchObject({ biggest_ride_distance: 205481, biggest_climb_elevation_gain: 1224, recent_swim_totals: null, all_swim_totals: null });
    expect(stats.all_ride_totals?.count).toBe(765);
  });

  it('report bad totals at their paths', () => {
    const error = (() => {
      try {
        ActivityStats.parse({ biggest_ride_distance: '12', ytd_run_totals: { count: 1.5, moving_time: null }, all_run_totals: 7 });
      } catch (caught) {
        return caught as ParseError;
      }
      throw new Error('expected a ParseError');
    })();
    expect(error.issues.map((issue) => [issue.path, issue.expected])).toEqual([
      [['biggest_ride_distance'], 'number'],
      [['ytd_run_totals', 'count'], 'integer'],
      [['all_run_totals'], 'object'],
    ]);
  });

  itShared('write the body back as it came, less null spec fields', () => {
    for (const file of [STATS, RIDER]) {
      const input = realBody(file);
      expect(ActivityStats.parse(input).toJSON()).toStrictEqual(wireForm(input, ACTIVITY_STATS_SHAPE));
    }
  });

  itShared('are plain data, frozen', () => {
    const stats = ActivityStats.parse(realBody(STATS));
    expect('bound_client' in stats).toBe(false);
    expect(Object.isFrozen(stats.all_run_totals)).toBe(true);
  });
});
