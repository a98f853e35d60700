import { describe, expect, it } from 'vitest';
import { ParseError, SummarySegment, SummarySegmentEffort } from '../../src/index.js';
import { syncClient } from '../helpers/fake-client.js';
import { SUMMARY_SEGMENT_SHAPE, wireForm } from '../helpers/fixtures.js';
import { itShared, realBody } from '../helpers/shared-fixtures.js';

const SEGMENT = 'strava-ruby-client/segment__0__segments_1109718__b6a392acc3f7cd66.json';
const STARRED = 'strava-ruby-client/starred_segments__0__segments_starred__ac90c3ec7527c5ad.json';

describe('SummarySegment', () => {
  itShared('reads a real segment body, its athlete_segment_stats as the athlete\'s summary of the segment', () => {
    const segment = SummarySegment.parse(realBody(SEGMENT));
    expect(segment).toMatchObject({
      id: 1109718,
      name: 'E 14th St Climb',
      activity_type: 'Run',
      distance: 419.58,
      average_grade: -0.8,
      maximum_grade: -0.6,
      elevation_high: 7.1,
      elevation_low: 3.8,
      climb_category: 0,
      city: 'New York',
      state: 'NY',
      country: 'United States',
      private: false,
      hazardous: false,
      starred: true,
      athlete_pr_effort: null,
    });
    expect(segment.start_latlng).toEqual([40.73554842732847, -73.98271151818335]);
    const stats = segment.athlete_segment_stats;
    expect(stats).toBeInstanceOf(SummarySegmentEffort);
    expect(stats).toMatchObject({ pr_elapsed_time: 116, pr_activity_id: 1655832792 });
    expect(stats?.extra).toEqual({ pr_date: '2018-06-22', pr_visibility: 'everyone', pr_activity_visibility: 'everyone', effort_count: 5 });
    expect(Object.keys(segment.extra)).toEqual([
      'resource_state', 'elevation_profile', 'elevation_profiles', 'created_at', 'updated_at', 'total_elevation_gain', 'map',
      'effort_count', 'athlete_count', 'star_count', 'xoms', 'local_legend',
    ]);
  });

  itShared('reads athlete_pr_effort given under the API\'s other names, and writes them back so', () => {
    const [segment] = SummarySegment.parseMany(realBody(STARRED));
    const pr = segment?.athlete_pr_effort;
    expect(pr).toMatchObject({ id: 38072446364, pr_activity_id: 1524689861, pr_elapsed_time: 256, distance: 1052.5, is_kom: false });
    expect(pr?.toJSON()).toEqual({
      id: 38072446364, distance: 1052.5, is_kom: false, activity_id: 1524689861, elapsed_time: 256,
      start_date: '2018-04-22T12:38:15Z', start_date_local: '2018-04-22T08:38:15Z',
    });
    expect(segment?.extra).toMatchObject({ pr_time: 256, starred_date: '2018-12-02T19:23:20Z' });
  });

  it('reads [] (the API\'s "no position") as null and leaves it out when written back', () => {
    const input = { id: 1, start_latlng: [], end_latlng: [51.5, -0.12] };
    const segment = SummarySegment.parse(input);
    expect(segment.start_latlng).toBeNull();
    expect(segment.end_latlng).toEqual([51.5, -0.12]);
    expect(segment.toJSON()).toStrictEqual({ id: 1, end_latlng: [51.5, -0.12] });
    expect(segment.toJSON()).toStrictEqual(wireForm(input, SUMMARY_SEGMENT_SHAPE));
  });

  it('reports positions out of range or malformed, and bad PR summaries, at their paths', () => {
    const error = (() => {
      try {
        SummarySegment.parse({ start_latlng: [0, 181], end_latlng: ['51.5', 0], athlete_segment_stats: [], climb_category: 1.5 });
      } catch (caught) {
        return caught as ParseError;
      }
      throw new Error('expected a ParseError');
    })();
    expect(error.issues.map((issue) => [issue.path, issue.expected])).toEqual([
      [['start_latlng', 1], 'longitude in [-180, 180]'],
      [['end_latlng', 0], 'latitude in [-90, 90]'],
      [['climb_category'], 'integer'],
      [['athlete_segment_stats'], 'object'],
    ]);
  });

  itShared('is bound to the client it is parsed with, and ignores a bound_client key in its data', () => {
    const client = syncClient();
    const segment = SummarySegment.parse(realBody(SEGMENT), { client });
    expect(segment.bound_client).toBe(client);
    expect(segment.bind(syncClient()).toJSON()).toEqual(segment.toJSON());
    expect(SummarySegment.parse({ bound_client: 1 }).extra).toEqual({});
  });
});
