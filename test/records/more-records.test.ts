import { describe, expect, it } from 'vitest';
import {
  ClubActivity,
  ClubAthlete,
  DetailedActivity,
  DetailedAthlete,
  DetailedClub,
  DetailedGear,
  DetailedSegment,
  ExplorerResponse,
  ExplorerSegment,
  Fault,
  FaultError,
  HeartRateZoneRanges,
  MetaActivity,
  MetaAthlete,
  ParseError,
  PolylineMap,
  PowerZoneRanges,
  Route,
  SegmentEffort,
  SummaryAthlete,
  SummaryClub,
  SummaryGear,
  SummarySegment,
  SummarySegmentEffort,
  Upload,
  Waypoint,
  ZoneRange,
  Zones,
  decodeJSON,
  decodePolyline,
  encodeJSON,
} from '../../src/index.js';
import { clientAnswering } from '../helpers/fake-client.js';
import { testText } from '../helpers/fixtures.js';
import { reads } from '../helpers/read-bodies.js';

/** The paths of the issues `run` throws, which must be a ParseError. */
function issuePaths(run: () => unknown): (string | number)[][] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ParseError);
    return (error as ParseError).issues.map((issue) => [...issue.path]);
  }
  throw new Error('expected a ParseError');
}

const client = clientAnswering(() => null);

describe('DetailedSegment', () => {
  it('is a SummarySegment with the detail\'s dates, counts and line, the rest of the body in extra', () => {
    const body = reads.segment;
    const segment = DetailedSegment.parse(body);
    expect(segment).toBeInstanceOf(SummarySegment);
    expect(segment).toMatchObject({
      id: body.id, name: body.name, created_at: body.created_at, total_elevation_gain: body.total_elevation_gain, effort_count: body.effort_count,
      athlete_count: body.athlete_count, star_count: body.star_count, elevation_profile: body.elevation_profile,
    });
    expect(segment.map).toBeInstanceOf(PolylineMap);
    expect(segment.map?.id).toBe(`s${String(body.id)}`);
    expect(segment.elevation_profiles).toEqual(body.elevation_profiles);
    expect(Object.getPrototypeOf(segment.elevation_profiles)).toBeNull();
    expect(Object.keys(segment.extra)).toEqual(['resource_state', 'xoms']);
    expect(segment.toJSON()).toEqual(Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)));
  });

  it('keeps the PR\'s pr_date, a calendar date and no date-time, in the athlete\'s summary\'s extra', () => {
    const given = reads.segment.athlete_segment_stats as Record<string, unknown>;
    const stats = DetailedSegment.parse(reads.segment).athlete_segment_stats;
    expect(stats).toBeInstanceOf(SummarySegmentEffort);
    expect(stats?.pr_elapsed_time).toBe(given.pr_elapsed_time);
    expect(stats?.extra.pr_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stats?.extra.pr_date).toBe(given.pr_date);
    // Any text: what the API might write there is never refused.
    expect(DetailedSegment.parse({ athlete_segment_stats: { pr_date: 'June 22' } }).athlete_segment_stats?.extra.pr_date).toBe('June 22');
  });

  it('keeps the detail\'s own fields in a SummarySegment\'s extra, read as a list item would be', () => {
    const summary = SummarySegment.parse(reads.segment);
    expect(summary).not.toBeInstanceOf(DetailedSegment);
    expect(Object.keys(summary.extra)).toEqual(expect.arrayContaining(['map', 'effort_count', 'created_at', 'elevation_profiles']));
    expect(summary.toJSON()).toEqual(DetailedSegment.parse(reads.segment).toJSON());
  });

  it('reports the detail\'s bad fields at their paths, after the summary\'s', () => {
    expect(issuePaths(() => DetailedSegment.parse({ created_at: '2012-03-19', distance: '1 km', map: { polyline: 5 }, elevation_profiles: { light_url: 1 } }))).toEqual([
      ['distance'], ['created_at'], ['map', 'polyline'], ['elevation_profiles', 'light_url'],
    ]);
  });
});

describe('ExplorerSegment and ExplorerResponse', () => {
  /** A small explore answer, written here: one segment, every field of the explorer's. */
  const body = {
    segments: [
      { id: 7, resource_state: 2, name: 'Rampe du test', climb_category: 1, climb_category_desc: '4', avg_grade: 5.5,
        start_latlng: [45.76, 4.85], end_latlng: [45.78, 4.87], elev_difference: 120.5, distance: 2200.5,
        points: '_ohvGogr\\o}@o}@o}@o}@', starred: false, local_legend_enabled: true },
    ],
  };

  it('reads the explore answer\'s segments under their own names, the line decodable', () => {
    const explored = ExplorerResponse.parse(body, { client });
    const [segment] = explored.segments ?? [];
    expect(segment).toBeInstanceOf(ExplorerSegment);
    expect(segment).not.toBeInstanceOf(SummarySegment);
    expect(segment).toMatchObject({ id: 7, climb_category_desc: '4', avg_grade: 5.5, elev_difference: 120.5, local_legend_enabled: true });
    expect(decodePolyline(segment?.points ?? '')).toEqual([[45.76, 4.85], [45.77, 4.86], [45.78, 4.87]]);
    expect(explored.toJSON()).toEqual(body);
  });

  it('reads the generated explore answer: ten segments, each line decodable from its start', () => {
    const explored = ExplorerResponse.parse(decodeJSON(testText(reads.explored)));
    expect(explored.segments).toHaveLength(10);
    for (const segment of explored.segments ?? []) {
      const [start] = decodePolyline(segment.points ?? '');
      expect(start).toEqual(segment.start_latlng?.map((degrees) => Math.round(degrees * 1e5) / 1e5));
    }
  });

  it('binds the segments to the answer\'s client, and bind() rebinds them', () => {
    const explored = ExplorerResponse.parse(body, { client });
    expect(explored.segments?.[0]?.bound_client).toBe(client);
    const other = clientAnswering(() => null);
    const rebound = explored.bind(other);
    expect(rebound.segments?.[0]?.bound_client).toBe(other);
    expect(explored.segments?.[0]?.bound_client).toBe(client);
    expect(rebound.toJSON()).toEqual(body);
  });

  it('reports a bad segment at its index', () => {
    expect(issuePaths(() => ExplorerResponse.parse({ segments: [{}, { avg_grade: '5%', start_latlng: [91, 0] }] }))).toEqual([
      ['segments', 1, 'avg_grade'], ['segments', 1, 'start_latlng', 0],
    ]);
  });
});

describe('Route and Waypoint', () => {
  it('reads an id beyond 2^53 exactly from JSON text, as id_str writes it', () => {
    const route = Route.parse(decodeJSON(reads.routeText), { client });
    expect(route.id).toBe(reads.routeId);
    expect(typeof route.id).toBe('bigint');
    expect(String(route.id)).toBe(route.id_str);
    expect(route).toMatchObject({ waypoints: [] });
    expect([route.type, route.sub_type, route.estimated_moving_time, route.timestamp].every((value) => Number.isInteger(value))).toBe(true);
    expect(route.athlete).toBeInstanceOf(SummaryAthlete);
    expect(route.segments?.[0]).toBeInstanceOf(SummarySegment);
    expect(route.map?.id).toBe(`r${String(reads.routeId)}`);
    expect(Route.parse({ map_urls: { url: 'https://maps.example.com/r1.png' } }).extra).toEqual({ map_urls: { url: 'https://maps.example.com/r1.png' } });
    expect(decodeJSON(encodeJSON(route.toJSON()))).toEqual(decodeJSON(reads.routeText));
  });

  it('names decodeJSON when the id was rounded by JSON.parse', () => {
    const result = Route.safeParse(JSON.parse(reads.routeText));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.message).toMatch(/^id: expected integer, .*decodeJSON\(text\)/);
  });

  it('binds its athlete and segments to its client', () => {
    const route = Route.parse(decodeJSON(reads.routeText), { client });
    expect(route.athlete?.bound_client).toBe(client);
    expect(route.segments?.[0]?.bound_client).toBe(client);
    expect(route.bind(clientAnswering(() => null)).athlete?.bound_client).not.toBe(client);
  });

  it('reads a waypoint\'s positions, categories and distance, and reports bad ones at their index', () => {
    const waypoint = { latlng: [40.7, -73.9], target_latlng: [], title: 'Water', description: null, categories: ['water', 'rest'], distance_into_route: 1200.5 };
    const route = Route.parse({ waypoints: [waypoint] });
    expect(route.waypoints?.[0]).toBeInstanceOf(Waypoint);
    expect(route.waypoints?.[0]).toMatchObject({ latlng: [40.7, -73.9], target_latlng: null, categories: ['water', 'rest'], distance_into_route: 1200.5 });
    expect(route.toJSON()).toEqual({ waypoints: [{ latlng: [40.7, -73.9], title: 'Water', categories: ['water', 'rest'], distance_into_route: 1200.5 }] });
    expect(issuePaths(() => Route.parse({ waypoints: [waypoint, { categories: ['water', 3] }] }))).toEqual([['waypoints', 1, 'categories', 1]]);
  });

  it('refuses a route id written as a string, as an app that rewrote it does', () => {
    expect(issuePaths(() => Route.parse({ id: '3465434395661532938', segments: [{ id: 1.5 }] }))).toEqual([['id'], ['segments', 0, 'id']]);
  });
});

describe('DetailedClub, ClubAthlete and ClubActivity', () => {
  it('reads a club on its own page as a SummaryClub with the athlete\'s standing in it', () => {
    const body = reads.club;
    const club = DetailedClub.parse(body, { client });
    expect(club).toBeInstanceOf(SummaryClub);
    expect(club).toMatchObject({
      membership: 'member', admin: body.admin, owner: body.owner, following_count: body.following_count, club_type: body.club_type, website: body.website,
    });
    expect(club.bound_client).toBe(client);
    expect(Object.keys(club.extra)).toEqual(['activity_types_icon', 'dimensions', 'localized_sport_type']);
    expect(SummaryClub.parse(body).extra).toMatchObject({ membership: 'member', admin: body.admin, description: body.description });
    expect(DetailedClub.parse({ owner_id: 12345678987654321n }).owner_id).toBe(12345678987654321n);
  });

  it('reads a member as a SummaryAthlete with its standing, under membership (the swagger\'s member kept in extra)', () => {
    const [given] = reads.clubMembers;
    const [owner] = ClubAthlete.parseMany(reads.clubMembers, { client });
    expect(owner).toBeInstanceOf(SummaryAthlete);
    expect(owner).toBeInstanceOf(MetaAthlete);
    expect(owner).toMatchObject({ id: null, firstname: given?.firstname, lastname: given?.lastname, membership: 'member', admin: true, owner: true });
    expect(owner?.lastname).toMatch(/^.\.$/u);
    expect(ClubAthlete.parse({ firstname: 'Ann', membership: 'pending' }).membership).toBe('pending');
    expect(ClubAthlete.parse({ member: 'member' })).toMatchObject({ membership: null, extra: { member: 'member' } });
    expect(owner?.bound_client).toBe(client);
  });

  it('reads a club activity with its trimmed athlete, and no id to lead anywhere', () => {
    const activities = ClubActivity.parseMany(reads.clubActivities, { client });
    const [activity] = activities;
    const given = reads.clubActivities[0] ?? {};
    expect(activity).not.toBeInstanceOf(MetaActivity);
    expect(activity?.athlete).toBeInstanceOf(SummaryAthlete);
    expect(activity?.athlete?.bound_client).toBe(client);
    expect(activity).toMatchObject({ name: given.name, distance: given.distance, sport_type: given.sport_type, workout_type: given.workout_type });
    expect(ClubActivity.parse({ total_elevation_gain: 0 }).total_elevation_gain).toBe(0);
    expect(activities.some((item) => item.workout_type === null)).toBe(true);
    expect(activities.map((item) => item.toJSON())).toEqual(reads.clubActivities.map((item) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null))));
    // Bodies up to 2017 held whole activities: what the record does not read is kept.
    expect(ClubActivity.parse({ id: 1, start_date: '2016-01-01T00:00:00Z', name: 'x' }).extra).toEqual({ id: 1, start_date: '2016-01-01T00:00:00Z' });
  });
});

describe('DetailedGear', () => {
  it('is a SummaryGear with its make and description, its id a string', () => {
    const body = reads.gear;
    const gear = DetailedGear.parse(body, { client });
    expect(gear).toBeInstanceOf(SummaryGear);
    expect(gear).toMatchObject({ id: reads.gearId, brand_name: body.brand_name, model_name: body.model_name, frame_type: body.frame_type, weight: body.weight, notification_distance: null });
    expect(typeof gear.id).toBe('string');
    expect(gear.toJSON()).toEqual(body);
    expect(issuePaths(() => DetailedGear.parse({ id: 9880609, frame_type: 'road', weight: '9 kg' }))).toEqual([['id'], ['frame_type'], ['weight']]);
  });

  it('is what a detailed activity\'s gear leads to, the gear bound to the activity\'s client', () => {
    const detail = DetailedActivity.parse({ id: 1, gear_id: 'b7', gear: { id: 'b7', name: 'Test bike', resource_state: 2 } }, { client });
    expect(detail.gear).toBeInstanceOf(SummaryGear);
    expect(detail.gear).not.toBeInstanceOf(DetailedGear);
    expect(detail.gear?.bound_client).toBe(client);
  });
});

describe('Zones', () => {
  it('reads heart-rate and power zones into distinct records, the open top zone\'s -1 kept as given', () => {
    const zones = Zones.parse(reads.zones);
    expect(zones.heart_rate).toBeInstanceOf(HeartRateZoneRanges);
    expect(zones.power).toBeInstanceOf(PowerZoneRanges);
    expect(zones.heart_rate?.custom_zones).toBe(false);
    expect(zones.heart_rate?.zones?.every((zone) => zone instanceof ZoneRange)).toBe(true);
    expect(zones.heart_rate?.zones?.at(-1)?.max).toBe(-1);
    expect(zones.power?.zones).toHaveLength(7);
    expect(zones.toJSON()).toEqual(reads.zones);
  });

  it('reads an athlete without power zones, and a power custom_zones the spec does not give into extra', () => {
    expect(Zones.parse({ heart_rate: reads.zones.heart_rate }).power).toBeNull();
    expect(Zones.parse({ power: { custom_zones: true, zones: [] } }).power?.extra).toEqual({ custom_zones: true });
  });

  it('reports a bad edge at its path', () => {
    expect(issuePaths(() => Zones.parse({ heart_rate: { zones: [{ min: 0, max: 111 }, { min: 111.5, max: '139' }] }, power: [] }))).toEqual([
      ['heart_rate', 'zones', 1, 'min'], ['heart_rate', 'zones', 1, 'max'], ['power'],
    ]);
  });
});

describe('Fault and FaultError', () => {
  it('reads the API\'s error bodies: a refused token, a missing scope, a forbidden call with no errors', () => {
    const refused = Fault.parse({ message: 'Authorization Error', errors: [{ resource: 'Application', field: '', code: 'invalid' }] });
    expect(refused.errors?.[0]).toBeInstanceOf(FaultError);
    expect(refused.errors?.[0]).toMatchObject({ resource: 'Application', field: '', code: 'invalid' });
    const scope = Fault.parse({ message: 'Authorization Error', errors: [{ resource: 'AccessToken', field: 'activity:read_permission', code: 'missing' }] });
    expect(scope.errors?.[0]?.field).toBe('activity:read_permission');
    expect(Fault.parse({ message: 'Forbidden', errors: [] }).errors).toEqual([]);
    // A record, not a thrown error: the name only keeps it from shadowing the global Error.
    expect(refused.errors?.[0]).not.toBeInstanceOf(Error);
  });

  it('refuses errors that are no list, as a hand-edited 429 body had them', () => {
    expect(issuePaths(() => Fault.parse({ message: 'Rate Limit Exceeded', errors: 'rate limit exceeded' }))).toEqual([['errors']]);
  });
});

describe('Upload', () => {
  it('reads each stage of an upload, ids exact', () => {
    const created = Upload.parse({ id: 12345678901n * 1000n, id_str: '12345678901000', external_id: null, error: null, status: 'Your activity is still being processed.', activity_id: null });
    expect(created.id).toBe(12345678901000);
    expect(created.activity_id).toBeNull();
    const ready = Upload.parse(decodeJSON('{"id": 12345678987654321123, "external_id": "morning-ride.tcx", "error": null, "status": "Your activity is ready.", "activity_id": 12345678987654321}'));
    expect(ready.id).toBe(12345678987654321123n);
    expect(ready.activity_id).toBe(12345678987654321n);
    const duplicate = Upload.parse({ error: 'morning-ride.tcx duplicate of activity 1234567890', status: 'There was an error processing your activity.' });
    expect(duplicate.error).toMatch(/duplicate of activity 1234567890$/);
    expect(Upload.parse({ status: 'A status of next year.' }).status).toBe('A status of next year.');
  });
});

describe('records that lead somewhere', () => {
  it('are bound, their nested records to the same client, and ignore a bound_client key in their data', () => {
    const input = { id: 1, bound_client: 'x' };
    const gearInput = { id: 'b1', bound_client: 'x' };
    const records = [
      SummarySegment.parse(input, { client }), DetailedSegment.parse(input, { client }), ExplorerSegment.parse(input, { client }),
      Route.parse(input, { client }), SummaryClub.parse(input, { client }), DetailedClub.parse(input, { client }),
      ClubAthlete.parse(input, { client }), SummaryGear.parse(gearInput, { client }), DetailedGear.parse(gearInput, { client }),
    ];
    for (const record of records) {
      expect(record.bound_client, record.constructor.name).toBe(client);
      expect(record.extra, record.constructor.name).toEqual({});
      expect(record.bind(clientAnswering(() => null)).toJSON(), record.constructor.name).toEqual(record.toJSON());
    }
    for (const record of [ClubActivity.parse(input, { client }), ExplorerResponse.parse(input, { client })]) {
      expect(record.bound_client, record.constructor.name).toBe(client);
      expect(record.extra, record.constructor.name).toEqual({ id: 1 });
    }
    const athlete = DetailedAthlete.parse({ id: 1, clubs: [{ id: 2 }], bikes: [{ id: 'b3' }] }, { client });
    expect(athlete.clubs?.[0]?.bound_client).toBe(client);
    expect(athlete.bikes?.[0]?.bound_client).toBe(client);
    const effort = SegmentEffort.parse({ segment: { id: 3 } }, { client });
    expect(effort.segment?.bound_client).toBe(client);
  });

  it('are plain data where they lead nowhere: waypoints, zones, faults and uploads take no client', () => {
    const input = { bound_client: 1 };
    const records = [
      Waypoint.parse(input, { client }), Zones.parse(input, { client }), HeartRateZoneRanges.parse(input, { client }), PowerZoneRanges.parse(input, { client }),
      ZoneRange.parse(input, { client }), Fault.parse(input, { client }), FaultError.parse(input, { client }), Upload.parse(input, { client }),
    ];
    for (const record of records) {
      expect('bound_client' in record, record.constructor.name).toBe(false);
      expect(record.extra, record.constructor.name).toEqual({ bound_client: 1 });
    }
  });

  it('are frozen, with their nested records and arrays', () => {
    const route = Route.parse(decodeJSON(reads.routeText));
    expect(Object.isFrozen(route)).toBe(true);
    expect(Object.isFrozen(route.segments)).toBe(true);
    expect(Object.isFrozen(route.segments?.[0])).toBe(true);
    expect(Object.isFrozen(Route.parse({ map_urls: { url: 'https://maps.example.com/r1.png' } }).extra.map_urls)).toBe(true);
    const zones = Zones.parse(reads.zones);
    expect(Object.isFrozen(zones.heart_rate?.zones?.[0])).toBe(true);
  });
});
