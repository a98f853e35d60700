import type { Body } from '../../bench/dataset.mjs';
import { testBody, testData, testText } from './fixtures.js';

/**
 * Bodies of the reads a record's accessors lead to (segments, routes, clubs, gear, the
 * athlete's zones), from the generated test data (`testData()`): what a fake client
 * answers with, each made the first time a test asks for it. Real bodies of these
 * endpoints are read from `../shared/fixtures/` by `test/records/more-real-bodies.test.ts`.
 */

/** Each body made the first time a test asks for it: a file that never does pays nothing at import. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** The first segment the athlete has efforts on: its detail carries their figures on it. */
const SEGMENT_ID = once(() => testBody(testData().segmentIndex().find(({ id }) => (testData().segmentEfforts(id)?.length ?? 0) > 0) ?? null, 'segment with efforts').id);
/** The newest route: created since mid-2023, its id is past 2^53. */
const ROUTE_ID = once(() => testBody(testData().routes()[0] ?? null, 'route').id as bigint);
/** The athlete's first club. */
const CLUB_ID = once(() => testBody(testData().athleteClubs()[0] ?? null, 'club').id as number);
/** The athlete's first bike. */
const BIKE_ID = once(() => testBody((testData().athleteBody().bikes as Body[])[0] ?? null, 'bike').id as string);

const SEGMENT = once(() => testBody(testData().segment(SEGMENT_ID()), 'segment'));
const SEGMENT_EFFORTS_TEXT = once(() => testText(testBody(testData().segmentEfforts(SEGMENT_ID()), 'efforts')));
const SEGMENT_STREAMS = once(() => testBody(testData().segmentStreams(SEGMENT_ID()), 'segment streams'));
const EXPLORED = once(() => testData().exploreSegments({ bounds: [-90, -180, 90, 180] }));
const ROUTE_TEXT = once(() => testText(testBody(testData().route(ROUTE_ID()), 'route')));
const ROUTES_TEXT = once(() => testText(testData().routes()));
const ROUTE_STREAMS = once(() => testBody(testData().routeStreams(ROUTE_ID()), 'route streams'));
const GPX = once(() => testBody(testData().routeGpx(ROUTE_ID()), 'GPX'));
const TCX = once(() => testBody(testData().routeTcx(ROUTE_ID()), 'TCX'));
const CLUB = once(() => testBody(testData().club(CLUB_ID()), 'club'));
const CLUB_MEMBERS = once(() => testBody(testData().clubMembers(CLUB_ID()), 'members'));
const CLUB_ACTIVITIES = once(() => testBody(testData().clubActivities(CLUB_ID()), 'club activities'));
const GEAR = once(() => testBody(testData().gearDetail(BIKE_ID()), 'bike'));
const ZONES = once(() => testData().athleteZones());

/** The bodies, by the read that answers each. */
export const reads = {
  /** The id of `segment`: a segment the athlete has efforts on. */
  get segmentId() { return SEGMENT_ID(); },
  /** The id of `route`, past 2^53. */
  get routeId() { return ROUTE_ID(); },
  /** The id of `club`. */
  get clubId() { return CLUB_ID(); },
  /** The id of `gear`, a bike's: a string. */
  get gearId() { return BIKE_ID(); },
  /** `GET /segments/{id}`: the segment in detail, the athlete's PR with a calendar `pr_date`, leader times in `xoms`. */
  get segment() { return SEGMENT(); },
  /** `GET /segment_efforts?segment_id=`, as the API's text: the athlete's efforts on it, their ids past 2^53. */
  get segmentEffortsText() { return SEGMENT_EFFORTS_TEXT(); },
  /** `GET /segments/{id}/streams`: `distance`, `latlng` and `altitude`, keyed by type. */
  get segmentStreams() { return SEGMENT_STREAMS(); },
  /** `GET /segments/explore` over the whole globe: ten segments under the explorer's names. */
  get explored() { return EXPLORED(); },
  /** `GET /routes/{id}`, as the API's text: an id past 2^53 with its `id_str`, segments, no waypoint. */
  get routeText() { return ROUTE_TEXT(); },
  /** `GET /athletes/{id}/routes`, as the API's text: list items (no segments), newest first, ids past 2^53 and below. */
  get routesText() { return ROUTES_TEXT(); },
  /** `GET /routes/{id}/streams`: the array form, `latlng`, `distance` and `altitude`, no sizes. */
  get routeStreams() { return ROUTE_STREAMS(); },
  /** `GET /routes/{id}/export_gpx`: GPX 1.1 text. */
  get gpx() { return GPX(); },
  /** `GET /routes/{id}/export_tcx`: TCX text. */
  get tcx() { return TCX(); },
  /** `GET /clubs/{id}`: the club with the athlete's standing in it, its description and website. */
  get club() { return CLUB(); },
  /** `GET /clubs/{id}/members`: names, an initial, the standing, no id; the first an owner and admin. */
  get clubMembers() { return CLUB_MEMBERS(); },
  /** `GET /clubs/{id}/activities`: trimmed, no id, no dates. */
  get clubActivities() { return CLUB_ACTIVITIES(); },
  /** `GET /gear/{id}`: a bike in detail (frame type, weight). */
  get gear() { return GEAR(); },
  /** `GET /athlete/zones`: five heart-rate zones and seven power zones, each top one open (-1). */
  get zones() { return ZONES(); },
};
