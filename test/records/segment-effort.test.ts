import { describe, expect, it } from 'vitest';
import {
  MetaActivity,
  MetaAthlete,
  ParseError,
  SegmentEffort,
  SummarySegment,
  SummarySegmentEffort,
} from '../../src/index.js';
import { syncClient } from '../helpers/fake-client.js';
import { SEGMENT_EFFORT_SHAPE, wireForm } from '../helpers/fixtures.js';
import { itShared, realBody } from '../helpers/shared-fixtures.js';

type Json = Record<string, unknown>;

const MARATHON = 'strava-ruby-client/activity__0__activities_1946417534__c0f97f202310149f.json';
const marathon = () => realBody(MARATHON) as { segment_efforts: Json[]; best_efforts: Json[] };

function issuesOf(parse: () => unknown) {
  try {
    parse();
  } catch (error) {
    if (error instanceof ParseError) return error.issues.map((issue) => [issue.path, issue.expected]);
    throw error;
  }
  throw new Error('expected a ParseError');
}

describe('SegmentEffort', () => {
  itShared('reads the segment efforts of a real detailed activity, each with its own time', () => {
    const efforts = SegmentEffort.parseMany(marathon().segment_efforts);
    expect(efforts).toHaveLength(54);
    const [first] = efforts;
    expect(first).toMatchObject({
      id: 49065850796,
      name: 'NYC Marathon Mile 1',
      elapsed_time: 461,
      moving_time: 461,
      start_date: '2018-11-04T14:53:46Z',
      start_date_local: '2018-11-04T09:53:46Z',
      distance: 1499.5,
      start_index: 0,
      end_index: 462,
      average_heartrate: 161.1,
      max_heartrate: 169,
      kom_rank: null,
      pr_rank: null,
      hidden: false,
      activity_id: null,
    });
    expect(first?.extra).toEqual({ resource_state: 2, achievements: [] });
    expect(first?.activity).toBeInstanceOf(MetaActivity);
    expect(first?.activity?.id).toBe(1946417534);
    expect(first?.athlete).toBeInstanceOf(MetaAthlete);
    expect(first?.athlete?.toJSON()).toEqual({ id: 26462176, resource_state: 1 });
  });

  itShared('reads the segment of an effort as a SummarySegment, with positions', () => {
    const [first] = SegmentEffort.parseMany(marathon().segment_efforts);
    const segment = first?.segment;
    expect(segment).toBeInstanceOf(SummarySegment);
    expect(segment).toMatchObject({ id: 8457023, name: 'NYC Marathon Mile 1', activity_type: 'Run', elevation_low: -0.4, climb_category: 0 });
    expect(segment?.start_latlng).toEqual([40.601918, -74.06061]);
    expect(segment?.end_latlng).toEqual([40.607072, -74.043591]);
    expect(segment?.extra).toMatchObject({ start_latitude: 40.601918, resource_state: 2 });
  });

  itShared('reads best efforts, which have no segment', () => {
    const best = SegmentEffort.parseMany(marathon().best_efforts);
    expect(best.map((effort) => effort.name).slice(0, 3)).toEqual(['400m', '1/2 mile', '1k']);
    expect(best[0]).toMatchObject({ elapsed_time: 100, moving_time: 91, distance: 400, segment: null });
  });

  itShared('is not a SummarySegmentEffort: an effort\'s time is its own, never a PR time', () => {
    const [effort] = SegmentEffort.parseMany(marathon().segment_efforts);
    expect(effort).not.toBeInstanceOf(SummarySegmentEffort);
    expect(effort).not.toHaveProperty('pr_elapsed_time');
    expect(effort).not.toHaveProperty('pr_activity_id');
    const single = SegmentEffort.parse(realBody('strava-ruby-client/segment_effort__0__segment_efforts_41494197089__4250bb384aec73c7.json'));
    expect(single.elapsed_time).toBe(116);
    expect(single.athlete_segment_stats).toBeInstanceOf(SummarySegmentEffort);
    expect(single.athlete_segment_stats).toMatchObject({ pr_elapsed_time: 116, pr_activity_id: 1655832792 });
    // pr_date is a calendar date, not a date-time: kept as given in the summary's extra.
    expect(single.athlete_segment_stats?.extra).toEqual({ pr_date: '2018-06-22', pr_visibility: 'everyone', pr_activity_visibility: 'everyone', effort_count: 5 });
    expect(Object.hasOwn(single.extra, 'athlete_segment_stats')).toBe(false);
  });

  it('reads activity_id as an id, exactly', () => {
    expect(SegmentEffort.parse({ activity_id: 12345678987654321n }).activity_id).toBe(12345678987654321n);
    expect(issuesOf(() => SegmentEffort.parse({ activity_id: 2 ** 60 }))).toEqual([[['activity_id'], 'integer']]);
  });

  itShared('binds its activity, athlete and segment to its client', () => {
    const client = syncClient();
    const [effort] = SegmentEffort.parseMany(marathon().segment_efforts, { client });
    expect(effort?.bound_client).toBe(client);
    expect(effort?.activity?.bound_client).toBe(client);
    expect(effort?.athlete?.bound_client).toBe(client);
    expect(effort?.segment?.bound_client).toBe(client);
    const rebound = effort?.bind(syncClient());
    expect(rebound?.activity?.bound_client).not.toBe(client);
    expect(rebound?.toJSON()).toEqual(effort?.toJSON());
  });

  itShared('shares one activity and athlete reference between the efforts of one body, like laps', () => {
    const efforts = SegmentEffort.parseMany(marathon().segment_efforts);
    expect(efforts[1]?.activity).toBe(efforts[0]?.activity);
    expect(efforts[53]?.athlete).toBe(efforts[0]?.athlete);
  });

  it('reports every issue with its path, through the segment and its PR summary', () => {
    const efforts = [
      { elapsed_time: 12.5, segment: { start_latlng: [91, 0], athlete_pr_effort: { pr_elapsed_time: '5' } } },
      { activity: { id: 'x' }, segment: { end_latlng: [1] }, hidden: 'no' },
    ];
    expect(issuesOf(() => SegmentEffort.parseMany(efforts))).toEqual([
      [[0, 'elapsed_time'], 'integer'],
      [[0, 'segment', 'start_latlng', 0], 'latitude in [-90, 90]'],
      [[0, 'segment', 'athlete_pr_effort', 'pr_elapsed_time'], 'integer'],
      [[1, 'activity', 'id'], 'integer'],
      [[1, 'segment', 'end_latlng'], '[latitude, longitude] or []'],
      [[1, 'hidden'], 'boolean'],
    ]);
  });

  it('reads the PR beside a detail through its summary: the API\'s other names, a calendar pr_date kept as given, issues at their paths', () => {
    const effort = SegmentEffort.parse({ id: 1, athlete_segment_stats: { activity_id: 12345678987654321n, elapsed_time: 116, pr_date: '2018-06-22' } });
    expect(effort.athlete_segment_stats).toMatchObject({ pr_activity_id: 12345678987654321n, pr_elapsed_time: 116, extra: { pr_date: '2018-06-22' } });
    expect(effort.toJSON()).toEqual({ id: 1, athlete_segment_stats: { activity_id: 12345678987654321n, elapsed_time: 116, pr_date: '2018-06-22' } });
    expect(issuesOf(() => SegmentEffort.parse({ athlete_segment_stats: { pr_elapsed_time: '1:56', start_date: '2018-06-22' } }))).toEqual([
      [['athlete_segment_stats', 'pr_elapsed_time'], 'integer'],
      [['athlete_segment_stats', 'start_date'], 'date-time string'],
    ]);
    expect(issuesOf(() => SegmentEffort.parse({ athlete_segment_stats: [] }))).toEqual([[['athlete_segment_stats'], 'object']]);
  });

  itShared('writes the efforts back as they came, less null spec fields', () => {
    const input = marathon().segment_efforts;
    const efforts = SegmentEffort.parseMany(input);
    expect(efforts.map((effort) => effort.toJSON())).toStrictEqual(wireForm(input, SEGMENT_EFFORT_SHAPE));
  });

  itShared('is frozen with its nested records, so a shared reference cannot be changed through one effort', () => {
    const [effort] = SegmentEffort.parseMany(marathon().segment_efforts);
    expect(Object.isFrozen(effort)).toBe(true);
    expect(Object.isFrozen(effort?.segment)).toBe(true);
    expect(Object.isFrozen(effort?.segment?.start_latlng)).toBe(true);
    expect(() => {
      (effort as unknown as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });

  it('rejects a value that is not a plain object, and one built with new', () => {
    expect(() => SegmentEffort.parse([])).toThrow('(root): expected object, received array');
    // As JavaScript can, where TypeScript sees the constructor as private.
    expect(() => new (SegmentEffort as unknown as new (reader: object) => SegmentEffort)({})).toThrow(TypeError);
  });
});
