import type { ClientHandle, Id } from '../../src/index.js';
import type { HttpClient, HttpRequestOptions } from '../../src/http/index.js';

/**
 * The table of the API's operations as the library reaches them, one row per method of
 * `HttpClient`: the path of CONTRIBUTING.md's "Adding an endpoint, end to end". The
 * compiler fails until `HttpClient` and this table list the same methods (`satisfies`
 * below), and `operations.test.ts` until each row's request is what the call sends, its
 * record and accessor exist, its accessor is in the accessor table of
 * `test/client/accessor-table.ts`, the fake API serves it, and the docs' table
 * (docs/http-client.md, "Every call") shows it.
 */

/** Every call of `HttpClient`: its methods, `rateLimit` aside. */
export type HttpMethod = Exclude<keyof HttpClient, 'rateLimit'>;

/** The id every example call asks for: the run the fake API serves, its athlete's too. */
export const EXAMPLE_ID = 1946417534;

/** The gear id every example call of `getGear` asks for. */
export const EXAMPLE_GEAR_ID = 'b9880609';

/** The area every example call of `exploreSegments` searches: `[south, west, north, east]`, around the fake API's athlete. */
export const EXAMPLE_BOUNDS = [39.8, -105.5, 40.3, -105] as const;

/** One API operation, end to end. */
export interface Operation {
  /** The API's request as the docs' table writes it, `{id}` for the id: `GET /activities/{id}/laps`. */
  readonly request: string;
  /** What the answer's body is: a list (every page read, for a paged one), an object, or a route's GPX or TCX text. */
  readonly answer: 'list' | 'object' | 'gpx' | 'tcx';
  /** The record class of the main entry that reads the body (each item of a list), or null for a document's text. */
  readonly record: string | null;
  /** The `ClientHandle` method through which a record reaches it (optional past the first five), or null. */
  readonly handle: keyof ClientHandle | null;
  /** The accessor that calls `handle`, as `Class#method` (the class that defines it), or null. */
  readonly accessor: string | null;
  /** What the call's id names (an id the fake API's data set must hold for it), or null for a call without one. */
  readonly id: 'activity' | 'athlete' | 'effort' | 'segment' | 'route' | 'club' | 'gear' | 'upload' | null;
  /**
   * Makes the call for `id` (`EXAMPLE_ID`, or `EXAMPLE_GEAR_ID` for gear, unless given) with
   * `options`, every item of a list read. A method, so that each row takes the id its call
   * does: an `Id`, or a gear's string.
   */
  call(client: HttpClient, options: HttpRequestOptions, id?: Id | string): Promise<unknown>;
}

/** A small GPX file, as an app uploads one. */
const GPX = new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="operations" xmlns="http://www.topografix.com/GPX/1/1">'
  + '<trk><trkseg><trkpt lat="45.5" lon="-122.6"><time>2024-06-01T07:00:00Z</time></trkpt></trkseg></trk></gpx>\n');

/** Every item an iterator gives, read to its end. */
async function collect(items: AsyncIterable<unknown>): Promise<unknown[]> {
  const all: unknown[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** The operations, by the `HttpClient` method that makes each, in the order of the docs' table. */
export const OPERATIONS = {
  getAuthenticatedAthlete: {
    request: 'GET /athlete', answer: 'object', record: 'DetailedAthlete', handle: null, id: null, accessor: null,
    call: (client, options) => client.getAuthenticatedAthlete(options),
  },
  getAthleteZones: {
    request: 'GET /athlete/zones', answer: 'object', record: 'Zones', handle: 'getAthleteZones', id: null, accessor: 'DetailedAthlete#zones',
    call: (client, options) => client.getAthleteZones(options),
  },
  iterateAthleteActivities: {
    request: 'GET /athlete/activities', answer: 'list', record: 'SummaryActivity', handle: null, id: null, accessor: null,
    call: (client, options) => collect(client.iterateAthleteActivities(options)),
  },
  getAthleteActivities: {
    request: 'GET /athlete/activities', answer: 'list', record: 'SummaryActivity', handle: null, id: null, accessor: null,
    call: (client, options) => client.getAthleteActivities(options),
  },
  getAthleteStats: {
    request: 'GET /athletes/{id}/stats', answer: 'object', record: 'ActivityStats', handle: 'getAthleteStats', id: 'athlete', accessor: 'MetaAthlete#stats',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getAthleteStats(id, options),
  },
  getActivity: {
    request: 'GET /activities/{id}', answer: 'object', record: 'DetailedActivity', handle: 'getActivity', id: 'activity', accessor: 'MetaActivity#details',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getActivity(id, options),
  },
  getActivityLaps: {
    request: 'GET /activities/{id}/laps', answer: 'list', record: 'Lap', handle: 'getActivityLaps', id: 'activity', accessor: 'MetaActivity#laps',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getActivityLaps(id, options),
  },
  getActivityStreams: {
    request: 'GET /activities/{id}/streams', answer: 'object', record: 'StreamSet', handle: 'getActivityStreams', id: 'activity', accessor: 'MetaActivity#streams',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getActivityStreams(id, options),
  },
  getSegmentEffortStreams: {
    request: 'GET /segment_efforts/{id}/streams', answer: 'object', record: 'StreamSet', handle: null, id: 'effort', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => client.getSegmentEffortStreams(id, options),
  },
  iterateActivityComments: {
    request: 'GET /activities/{id}/comments', answer: 'list', record: 'ActivityComment', handle: null, id: 'activity', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => collect(client.iterateActivityComments(id, options)),
  },
  getActivityComments: {
    request: 'GET /activities/{id}/comments', answer: 'list', record: 'ActivityComment', handle: 'getActivityComments', id: 'activity', accessor: 'MetaActivity#comments',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getActivityComments(id, options),
  },
  iterateActivityKudos: {
    request: 'GET /activities/{id}/kudos', answer: 'list', record: 'SummaryAthlete', handle: null, id: 'activity', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => collect(client.iterateActivityKudos(id, options)),
  },
  getActivityKudos: {
    request: 'GET /activities/{id}/kudos', answer: 'list', record: 'SummaryAthlete', handle: 'getActivityKudos', id: 'activity', accessor: 'MetaActivity#kudos',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getActivityKudos(id, options),
  },
  getActivityZones: {
    request: 'GET /activities/{id}/zones', answer: 'list', record: 'ActivityZone', handle: 'getActivityZones', id: 'activity', accessor: 'MetaActivity#zones',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getActivityZones(id, options),
  },
  getActivityPhotos: {
    request: 'GET /activities/{id}/photos', answer: 'list', record: 'ActivityPhoto', handle: 'getActivityPhotos', id: 'activity', accessor: 'MetaActivity#photos',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getActivityPhotos(id, options),
  },
  getSegment: {
    request: 'GET /segments/{id}', answer: 'object', record: 'DetailedSegment', handle: 'getSegment', id: 'segment', accessor: 'SummarySegment#details',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getSegment(id, options),
  },
  iterateStarredSegments: {
    request: 'GET /segments/starred', answer: 'list', record: 'SummarySegment', handle: null, id: null, accessor: null,
    call: (client, options) => collect(client.iterateStarredSegments(options)),
  },
  getStarredSegments: {
    request: 'GET /segments/starred', answer: 'list', record: 'SummarySegment', handle: null, id: null, accessor: null,
    call: (client, options) => client.getStarredSegments(options),
  },
  exploreSegments: {
    request: 'GET /segments/explore', answer: 'object', record: 'ExplorerResponse', handle: null, id: null, accessor: null,
    call: (client, options) => client.exploreSegments({ ...options, bounds: EXAMPLE_BOUNDS }),
  },
  getSegmentStreams: {
    request: 'GET /segments/{id}/streams', answer: 'object', record: 'StreamSet', handle: 'getSegmentStreams', id: 'segment', accessor: 'SummarySegment#streams',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getSegmentStreams(id, options),
  },
  iterateSegmentEfforts: {
    request: 'GET /segment_efforts?segment_id={id}', answer: 'list', record: 'SegmentEffort', handle: null, id: 'segment', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => collect(client.iterateSegmentEfforts(id, options)),
  },
  getSegmentEfforts: {
    request: 'GET /segment_efforts?segment_id={id}', answer: 'list', record: 'SegmentEffort', handle: 'getSegmentEfforts', id: 'segment', accessor: 'SummarySegment#efforts',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getSegmentEfforts(id, options),
  },
  getSegmentEffort: {
    request: 'GET /segment_efforts/{id}', answer: 'object', record: 'SegmentEffort', handle: null, id: 'effort', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => client.getSegmentEffort(id, options),
  },
  getRoute: {
    request: 'GET /routes/{id}', answer: 'object', record: 'Route', handle: 'getRoute', id: 'route', accessor: 'Route#details',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getRoute(id, options),
  },
  iterateAthleteRoutes: {
    request: 'GET /athletes/{id}/routes', answer: 'list', record: 'Route', handle: null, id: 'athlete', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => collect(client.iterateAthleteRoutes(id, options)),
  },
  getAthleteRoutes: {
    request: 'GET /athletes/{id}/routes', answer: 'list', record: 'Route', handle: 'getAthleteRoutes', id: 'athlete', accessor: 'DetailedAthlete#routes',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getAthleteRoutes(id, options),
  },
  getRouteStreams: {
    request: 'GET /routes/{id}/streams', answer: 'list', record: 'StreamSet', handle: 'getRouteStreams', id: 'route', accessor: 'Route#streams',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getRouteStreams(id, options),
  },
  exportRouteGpx: {
    request: 'GET /routes/{id}/export_gpx', answer: 'gpx', record: null, handle: 'exportRouteGpx', id: 'route', accessor: 'Route#gpx',
    call: (client, options, id: Id = EXAMPLE_ID) => client.exportRouteGpx(id, options),
  },
  exportRouteTcx: {
    request: 'GET /routes/{id}/export_tcx', answer: 'tcx', record: null, handle: 'exportRouteTcx', id: 'route', accessor: 'Route#tcx',
    call: (client, options, id: Id = EXAMPLE_ID) => client.exportRouteTcx(id, options),
  },
  iterateAthleteClubs: {
    request: 'GET /athlete/clubs', answer: 'list', record: 'SummaryClub', handle: null, id: null, accessor: null,
    call: (client, options) => collect(client.iterateAthleteClubs(options)),
  },
  getAthleteClubs: {
    request: 'GET /athlete/clubs', answer: 'list', record: 'SummaryClub', handle: null, id: null, accessor: null,
    call: (client, options) => client.getAthleteClubs(options),
  },
  getClub: {
    request: 'GET /clubs/{id}', answer: 'object', record: 'DetailedClub', handle: 'getClub', id: 'club', accessor: 'SummaryClub#details',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getClub(id, options),
  },
  iterateClubMembers: {
    request: 'GET /clubs/{id}/members', answer: 'list', record: 'ClubAthlete', handle: null, id: 'club', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => collect(client.iterateClubMembers(id, options)),
  },
  getClubMembers: {
    request: 'GET /clubs/{id}/members', answer: 'list', record: 'ClubAthlete', handle: 'getClubMembers', id: 'club', accessor: 'SummaryClub#members',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getClubMembers(id, options),
  },
  iterateClubAdmins: {
    request: 'GET /clubs/{id}/admins', answer: 'list', record: 'SummaryAthlete', handle: null, id: 'club', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => collect(client.iterateClubAdmins(id, options)),
  },
  getClubAdmins: {
    request: 'GET /clubs/{id}/admins', answer: 'list', record: 'SummaryAthlete', handle: null, id: 'club', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => client.getClubAdmins(id, options),
  },
  iterateClubActivities: {
    request: 'GET /clubs/{id}/activities', answer: 'list', record: 'ClubActivity', handle: null, id: 'club', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => collect(client.iterateClubActivities(id, options)),
  },
  getClubActivities: {
    request: 'GET /clubs/{id}/activities', answer: 'list', record: 'ClubActivity', handle: 'getClubActivities', id: 'club', accessor: 'SummaryClub#activities',
    call: (client, options, id: Id = EXAMPLE_ID) => client.getClubActivities(id, options),
  },
  getGear: {
    request: 'GET /gear/{id}', answer: 'object', record: 'DetailedGear', handle: 'getGear', id: 'gear', accessor: 'SummaryGear#details',
    call: (client, options, id: string = EXAMPLE_GEAR_ID) => client.getGear(id, options),
  },
  // Writes
  uploadActivity: {
    request: 'POST /uploads', answer: 'object', record: 'Upload', handle: null, id: null, accessor: null,
    call: (client, options) => client.uploadActivity(GPX, { ...options, dataType: 'gpx', name: 'Operations ride' }),
  },
  getUpload: {
    request: 'GET /uploads/{id}', answer: 'object', record: 'Upload', handle: null, id: 'upload', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => client.getUpload(id, options),
  },
  createActivity: {
    request: 'POST /activities', answer: 'object', record: 'DetailedActivity', handle: null, id: null, accessor: null,
    call: (client, options) => client.createActivity({ name: 'Yoga', sportType: 'Yoga', startDateLocal: '2024-06-01T19:30:00+02:00', elapsedTime: 3600 }, options),
  },
  updateActivity: {
    request: 'PUT /activities/{id}', answer: 'object', record: 'DetailedActivity', handle: null, id: 'activity', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => client.updateActivity(id, { name: 'Renamed', commute: true }, options),
  },
  updateAthlete: {
    request: 'PUT /athlete', answer: 'object', record: 'DetailedAthlete', handle: null, id: null, accessor: null,
    call: (client, options) => client.updateAthlete({ weight: 70.5 }, options),
  },
  starSegment: {
    request: 'PUT /segments/{id}/starred', answer: 'object', record: 'DetailedSegment', handle: null, id: 'segment', accessor: null,
    call: (client, options, id: Id = EXAMPLE_ID) => client.starSegment(id, true, options),
  },
} as const satisfies Readonly<Record<HttpMethod, Operation>>;

/** The `ClientHandle` methods the table reaches. */
export type OperationHandle = NonNullable<(typeof OPERATIONS)[HttpMethod]['handle']>;
