/**
 * Bodies of the reads a record's accessors lead to (segments, routes, clubs, gear, the
 * athlete's zones), written here in the shapes `spec/more-records.md` gives, small and with
 * every kind of field: what a fake client answers with. Real bodies of these endpoints are
 * read from `../shared/fixtures/` by `test/records/more-real-bodies.test.ts`.
 */

/** A segment in detail, as `GET /segments/{id}` answers (the athlete's PR with a calendar `pr_date`). */
export const segment = {
  id: 1109718, resource_state: 3, name: 'E 14th St Climb', activity_type: 'Run', distance: 419.58, average_grade: -0.8,
  maximum_grade: -0.6, elevation_high: 7.1, elevation_low: 3.8, start_latlng: [40.7355, -73.9827], end_latlng: [40.7342, -73.9786],
  elevation_profile: 'https://example.invalid/chart.png', elevation_profiles: { light_url: 'https://example.invalid/l.png', dark_url: 'https://example.invalid/d.png' },
  climb_category: 0, city: 'New York', state: 'NY', country: 'United States', private: false, hazardous: false, starred: true,
  created_at: '2012-03-19T22:00:20Z', updated_at: '2021-05-15T08:02:38Z', total_elevation_gain: 40.2,
  map: { id: 's1109718', polyline: 'cdswF~vpbMd@eBJS', resource_state: 3 }, effort_count: 3964, athlete_count: 1144, star_count: 3,
  athlete_segment_stats: { pr_elapsed_time: 116, pr_date: '2018-06-22', pr_visibility: 'everyone', pr_activity_id: 1655832792, effort_count: 5 },
  xoms: { kom: '1:09', qom: '1:31' },
};

/** The athlete's efforts on that segment, as `GET /segment_efforts?segment_id=` answers (the activity's id beyond 2^53 in its text). */
export const segmentEffortsText = `[{"id": 41494197089, "resource_state": 2, "name": "E 14th St Climb",
  "activity": {"id": 16181809559123456789, "resource_state": 1}, "athlete": {"id": 26462176, "resource_state": 1},
  "elapsed_time": 116, "moving_time": 116, "start_date": "2018-06-22T10:38:14Z", "start_date_local": "2018-06-22T06:38:14Z",
  "distance": 419.6, "start_index": 120, "end_index": 236, "segment": {"id": 1109718, "name": "E 14th St Climb"},
  "achievements": [], "visibility": "everyone"}]`;

/** A segment's samples in the array form, as `GET /segments/{id}/streams` answers. */
export const segmentStreams = [
  { type: 'latlng', data: [[40.7355, -73.9827], [40.7342, -73.9786]], series_type: 'distance', original_size: 2, resolution: 'high' },
  { type: 'distance', data: [0, 419.6], series_type: 'distance', original_size: 2, resolution: 'high' },
  { type: 'altitude', data: [7.1, 3.8], series_type: 'distance', original_size: 2, resolution: 'high' },
];

/** A route in detail, as `GET /routes/{id}` answers: an id beyond 2^53 (in its text), a segment, no waypoint. */
export const routeText = `{"athlete": {"id": 26462176, "resource_state": 2, "firstname": "Daniel", "lastname": "D."},
  "description": "", "distance": 14914.77, "elevation_gain": 117.25, "id": 3108410381471783040, "id_str": "3108410381471783040",
  "map": {"id": "r3108410381471783040", "summary_polyline": "ixrwF\`kqbMv@eC", "polyline": "ixrwF\`kqbMv@eCuFsD", "resource_state": 3},
  "map_urls": {"url": "https://example.invalid/map.png"}, "name": "Long run", "private": false, "resource_state": 3, "starred": false,
  "sub_type": 1, "created_at": "2023-06-26T12:00:00Z", "updated_at": "2023-06-27T12:00:00Z", "timestamp": 1687780800, "type": 2,
  "estimated_moving_time": 5400, "waypoints": [], "segments": [{"id": 1109718, "name": "E 14th St Climb", "resource_state": 2}]}`;

/** An athlete's routes, as `GET /athletes/{id}/routes` answers: list items (no segments), a route of 2018 and one of 2025. */
export const routesText = `[{"athlete": {"id": 26462176, "resource_state": 2}, "distance": 14914.77, "id": 16341573, "id_str": "16341573",
  "map": {"id": "r16341573", "summary_polyline": "ixrwF\`kqbM", "resource_state": 2}, "name": "Lazy loop", "resource_state": 2, "type": 2, "sub_type": 1},
  {"athlete": {"id": 26462176, "resource_state": 2}, "distance": 5000, "id": 3108410381471783040, "id_str": "3108410381471783040",
  "name": "Park", "resource_state": 2, "type": 1, "sub_type": 5, "timestamp": 1687780800}]`;

/** A route's samples, as `GET /routes/{id}/streams` answers: the array form, three streams, no sizes. */
export const routeStreams = [
  { type: 'latlng', data: [[40.7, -73.9], [40.71, -73.91], [40.72, -73.9]] },
  { type: 'distance', data: [0, 1300.5, 2600] },
  { type: 'altitude', data: [10, 12.5, 11] },
];

/** A route as GPX 1.1, as `GET /routes/{id}/export_gpx` answers. */
export const gpx = '<?xml version="1.0" encoding="UTF-8"?>\n<gpx creator="StravaGPX" version="1.1" xmlns="http://www.topografix.com/GPX/1/1">\n' +
  ' <metadata><name>Long run</name></metadata>\n <trk><name>Long run</name><trkseg><trkpt lat="40.7" lon="-73.9"><ele>10</ele></trkpt></trkseg></trk>\n</gpx>\n';

/** A route as TCX, as `GET /routes/{id}/export_tcx` answers. */
export const tcx = '<?xml version="1.0" encoding="UTF-8"?>\n<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">\n' +
  ' <Courses><Course><Name>Long run</Name></Course></Courses>\n</TrainingCenterDatabase>\n';

/** A club on its own page, as `GET /clubs/{id}` answers. */
export const club = {
  id: 209437, resource_state: 3, name: 'Run Club', profile_medium: 'https://example.invalid/m.jpg', profile: 'https://example.invalid/l.jpg',
  sport_type: 'running', activity_types: ['Run', 'TrailRun'], activity_types_icon: 'sports_run_normal', city: 'New York', private: false,
  member_count: 120, featured: false, verified: false, url: 'run-club', membership: 'member', admin: false, owner: false,
  description: 'We run.', club_type: 'casual_club', following_count: 3, website: 'https://example.invalid',
};

/** A club's members as the API lists them since 2018: names, an initial, the standing, no id. */
export const clubMembers = [
  { resource_state: 2, firstname: 'Daniel', lastname: 'D.', membership: 'member', admin: true, owner: true },
  { resource_state: 2, firstname: 'Jane', lastname: 'R.', membership: 'pending', admin: false, owner: false },
];

/** A club's recent activities, trimmed for privacy: no id, no dates, an athlete with names only. */
export const clubActivities = [
  { resource_state: 2, athlete: { resource_state: 2, firstname: 'Daniel', lastname: 'D.' }, name: 'Morning Run', distance: 8046.7,
    moving_time: 2400, elapsed_time: 2500, total_elevation_gain: 0, type: 'Run', sport_type: 'Run', workout_type: null },
];

/** A bike on its own page, as `GET /gear/{id}` answers (a trailing space in the brand, as typed). */
export const gear = {
  id: 'b9880609', primary: false, name: 'Blue bike', nickname: 'Blue bike', resource_state: 3, retired: false, distance: 482.6,
  converted_distance: 0.5, brand_name: 'Trek ', model_name: 'Domane', frame_type: 3, description: 'Road', weight: 9.0,
};

/** The athlete's zones, as `GET /athlete/zones` answers: five heart-rate zones and seven power zones, each top one open. */
export const zones = {
  heart_rate: { custom_zones: false, zones: [{ min: 0, max: 111 }, { min: 111, max: 139 }, { min: 139, max: 152 }, { min: 152, max: 166 }, { min: 166, max: -1 }] },
  power: { zones: [{ min: 0, max: 105 }, { min: 106, max: 143 }, { min: 144, max: 171 }, { min: 172, max: 200 }, { min: 201, max: 229 }, { min: 230, max: 285 }, { min: 286, max: -1 }] },
};
