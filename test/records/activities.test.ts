import { describe, expect, it } from 'vitest';
import {
  ActivityPhoto,
  DetailedActivity,
  Lap,
  MetaActivity,
  MetaAthlete,
  ParseError,
  PhotosSummary,
  PolylineMap,
  SegmentEffort,
  Split,
  SummaryActivity,
  SummaryGear,
  decodeJSON,
  encodeJSON,
} from '../../src/index.js';
import { syncClient } from '../helpers/fake-client.js';
import { TEST_RIDE, TEST_RUN, testBody, testData } from '../helpers/fixtures.js';
import { itShared, realBody } from '../helpers/shared-fixtures.js';

const LIST_PAGE = 'strava-ruby-client/all_athlete_activities__0__athlete_activities__293a781e58ba6c10.json';
const CLUB_LIST = 'strava-ruby-client/all_club_activities__0__clubs_209437_activities__c1bedff30735ced8.json';
const BIG_ID_RIDE = 'strava-ruby-client/activity_ride__0__activities_3958491750__d3bc42dc058ca162.json';


function issuePaths(run: () => unknown): unknown[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ParseError);
    return (error as ParseError).issues.map((issue) => issue.path);
  }
  throw new Error('expected a ParseError');
}

describe('SummaryActivity', () => {
  itShared('reads a real list page, every item a MetaActivity bound to the client with its athlete and map', () => {
    const client = syncClient();
    const activities = SummaryActivity.parseMany(realBody(LIST_PAGE), { client });
    expect(activities).toHaveLength(30);
    const [first] = activities;
    expect(first).toBeInstanceOf(MetaActivity);
    expect(first).toMatchObject({
      id: 16195505756,
      resource_state: 2,
      name: 'Should Not Have',
      distance: 6764.8,
      moving_time: 2151,
      elapsed_time: 2178,
      total_elevation_gain: 34,
      type: 'Run',
      sport_type: 'Run',
      workout_type: 0,
      start_date: '2025-10-19T20:00:00Z',
      start_date_local: '2025-10-19T16:00:00Z',
      timezone: '(GMT-05:00) America/New_York',
      utc_offset: -14400,
      visibility: 'everyone',
      gear_id: 'g26020551',
      start_latlng: [40.75533, -74.002571],
    });
    expect(first?.athlete).toBeInstanceOf(MetaAthlete);
    expect(first?.athlete?.bound_client).toBe(client);
    expect(first?.map).toBeInstanceOf(PolylineMap);
    expect(first?.map?.id).toBe('a16195505756');
    expect(first?.extra).toMatchObject({ location_city: null, location_state: null, location_country: null });
    // Every item of one athlete's list refers to the same athlete: one record, one memo.
    expect(new Set(activities.map((activity) => activity.athlete)).size).toBe(1);
  });

  itShared('reads a club list, whose items have no id and no dates, with the athlete\'s names kept in its extra', () => {
    const [first] = SummaryActivity.parseMany(realBody(CLUB_LIST));
    expect(first?.id).toBeNull();
    expect(first?.start_date).toBeNull();
    expect(first?.athlete?.id).toBeNull();
    expect(first?.athlete?.extra).toEqual({ firstname: 'ethan', lastname: 'L.' });
  });

  it('accepts any sport: a sport the API adds next year is kept as given, not refused', () => {
    const activity = SummaryActivity.parse({ id: 1, type: 'Zorbing', sport_type: 'UnderwaterHockey', visibility: 'club_only' });
    expect(activity.sport_type).toBe('UnderwaterHockey');
    expect(activity.type).toBe('Zorbing');
    expect(activity.visibility).toBe('club_only');
    expect(activity.toJSON()).toEqual({ id: 1, type: 'Zorbing', sport_type: 'UnderwaterHockey', visibility: 'club_only' });
  });

  it('keeps its own fields out of extra, where a MetaActivity keeps them, and its extra beside them', () => {
    const input = { id: 1, name: 'Morning Run', utc_offset: -14400, heartrate_opt_out: false };
    expect(SummaryActivity.parse(input).extra).toEqual({ heartrate_opt_out: false });
    expect(MetaActivity.parse(input).extra).toEqual({ name: 'Morning Run', utc_offset: -14400, heartrate_opt_out: false });
    expect(SummaryActivity.parse(input).toJSON()).toEqual(input);
  });

  it('reports every bad field with its path, nested ones through their field', () => {
    const bad = {
      id: '1', sport_type: 7, moving_time: 12.5, start_date: '2018-02-16', start_latlng: [91, 0], map: { polyline: 5 },
      athlete: { id: 1.5 }, upload_id: 2 ** 60, trainer: 'no',
    };
    expect(issuePaths(() => SummaryActivity.parse(bad))).toEqual([
      ['id'], ['upload_id'], ['athlete', 'id'], ['moving_time'], ['sport_type'], ['start_date'], ['start_latlng', 0],
      ['map', 'polyline'], ['trainer'],
    ]);
  });

  it('keeps ids and upload ids beyond 2^53 exact, through text both ways', () => {
    const text = '[{"id": 12345678987654321, "upload_id": 98765432123456789, "athlete": {"id": 11111111111111111}}]';
    const [activity] = SummaryActivity.parseMany(decodeJSON(text));
    expect(activity?.id).toBe(12345678987654321n);
    expect(activity?.upload_id).toBe(98765432123456789n);
    expect(activity?.athlete?.id).toBe(11111111111111111n);
    expect(encodeJSON([activity])).toBe('[{"id":12345678987654321,"upload_id":98765432123456789,"athlete":{"id":11111111111111111}}]');
  });

  it('binds to another client with bind, keeping its class and its nested athlete', () => {
    const client = syncClient();
    const bound = SummaryActivity.parse({ id: 1, athlete: { id: 2 }, name: 'x' }).bind(client);
    expect(bound).toBeInstanceOf(SummaryActivity);
    expect(bound.bound_client).toBe(client);
    expect(bound.athlete?.bound_client).toBe(client);
  });
});

describe('DetailedActivity', () => {
  /** A generated long run in detail: 22 laps, 4 segment efforts, 11 best efforts, 22 splits per km, its shoes, no photo. */
  const body = testBody(testData().activity(TEST_RUN), 'run');

  it('is a SummaryActivity with its laps, efforts, splits, gear and photos, each as its record', () => {
    const activity = DetailedActivity.parse(body);
    expect(activity).toBeInstanceOf(SummaryActivity);
    expect(activity).toBeInstanceOf(MetaActivity);
    expect(activity.name).toBe('Sortie longue');
    expect(activity.laps).toHaveLength(22);
    expect(activity.laps?.every((lap) => lap instanceof Lap)).toBe(true);
    expect(activity.segment_efforts).toHaveLength(4);
    expect(activity.segment_efforts?.every((effort) => effort instanceof SegmentEffort)).toBe(true);
    expect(activity.best_efforts?.map((effort) => effort.name)).toContain('Half-Marathon');
    expect(activity.splits_metric?.[0]).toBeInstanceOf(Split);
    expect(activity.splits_metric).toHaveLength(22);
    expect(activity.splits_standard?.[0]?.split).toBe(1);
    expect(activity.gear).toBeInstanceOf(SummaryGear);
    expect(activity.gear?.name).toBe('Hoka Clifton 9');
    expect(activity.photos).toBeInstanceOf(PhotosSummary);
    expect(activity.photos?.count).toBe(0);
    const ride = DetailedActivity.parse(testData().activity(TEST_RIDE));
    expect(ride.photos?.primary).toBeInstanceOf(ActivityPhoto);
    expect(activity.available_zones).toEqual(['heartrate', 'pace']);
    expect(Object.isFrozen(activity.available_zones)).toBe(true);
  });

  it('binds its laps and efforts to its client, and shares nested references as any one parse does', () => {
    const client = syncClient();
    const activity = DetailedActivity.parse(body, { client });
    const [lap] = activity.laps ?? [];
    const efforts = activity.segment_efforts ?? [];
    expect(lap?.bound_client).toBe(client);
    expect(lap?.activity?.bound_client).toBe(client);
    expect(efforts[0]?.bound_client).toBe(client);
    // One MetaActivity for the activity every lap and effort refers to: one memo, one client call.
    const references = new Set([lap?.activity, ...efforts.map((effort) => effort.activity), ...(activity.best_efforts ?? []).map((effort) => effort.activity)]);
    expect(references.size).toBe(1);
    expect([...references][0]?.id).toBe(activity.id);
    expect(new Set([activity.athlete, lap?.athlete, efforts[0]?.athlete]).size).toBe(1);
  });

  it('holds its laps and photos as data under the spec\'s names, which hide the accessors of those names', () => {
    const activity = DetailedActivity.parse(body, { client: syncClient() });
    expect(Array.isArray(activity.laps)).toBe(true);
    expect(activity.photos?.count).toBe(0);
    expect(typeof activity.details).toBe('function');
    expect(typeof activity.comments).toBe('function');
    expect(Object.keys(activity.toJSON())).toEqual(expect.arrayContaining(['laps', 'photos']));
  });

  it('keeps the ids beyond 2^53 of a generated ride\'s efforts exact', () => {
    const ride = DetailedActivity.parse(testData().activity(TEST_RIDE));
    const efforts = ride.segment_efforts ?? [];
    expect(efforts.length).toBeGreaterThan(0);
    for (const effort of efforts) expect(effort.id).toBeGreaterThan(2n ** 53n);
  });

  itShared('keeps the ids beyond 2^53 of a real ride\'s efforts exact', () => {
    const ride = DetailedActivity.parse(realBody(BIG_ID_RIDE));
    const beyond = (ride.segment_efforts ?? []).filter((effort) => typeof effort.id === 'bigint');
    expect(beyond.length).toBeGreaterThan(10);
  });

  it('reports issues inside its laps, efforts and splits through the field and the index', () => {
    const bad = {
      id: 1,
      laps: [{ id: 1 }, { distance: 'far' }],
      best_efforts: [{ elapsed_time: '5:00' }],
      splits_metric: [{ split: 1 }, { split: 1.5 }],
      available_zones: ['heartrate', 3],
      gear: { primary: 'yes' },
      photos: { primary: { urls: { 100: 5 } } },
    };
    expect(issuePaths(() => DetailedActivity.parse(bad))).toEqual([
      ['gear', 'primary'], ['photos', 'primary', 'urls', '100'], ['laps', 1, 'distance'], ['best_efforts', 0, 'elapsed_time'],
      ['splits_metric', 1, 'split'], ['available_zones', 1],
    ]);
  });

  it('binds to another client with bind, its laps and efforts too', () => {
    const client = syncClient();
    const bound = DetailedActivity.parse(body).bind(client);
    expect(bound).toBeInstanceOf(DetailedActivity);
    expect(bound.laps?.[0]?.bound_client).toBe(client);
    expect(bound.segment_efforts?.[0]?.activity?.bound_client).toBe(client);
  });
});
