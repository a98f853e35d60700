import {
  ActivityComment,
  ActivityPhoto,
  ActivityStats,
  ActivityZone,
  ClubActivity,
  ClubAthlete,
  DetailedActivity,
  DetailedAthlete,
  DetailedClub,
  DetailedGear,
  DetailedSegment,
  ExplorerSegment,
  Lap,
  MetaActivity,
  MetaAthlete,
  Route,
  SegmentEffort,
  StreamSet,
  StreamWindow,
  SummaryActivity,
  SummaryAthlete,
  SummaryClub,
  SummaryGear,
  SummarySegment,
  Zones,
  type AccessOptions,
  type ClientHandle,
  type Id,
} from '../../src/index.js';

/**
 * Every accessor of the record classes, one row each: what `accessor-contract.test.ts`
 * checks the accessors' contract over (memo, `signal`, `refresh`, never a throw, the
 * rejections of an unbound record and of one without an id, a client without the
 * method). A new accessor is one row here; that test fails while an accessor of an
 * exported record class has none, and `test/http/operations.test.ts` while an operation's
 * accessor has none.
 */
export interface AccessorRow {
  /** The accessor as `Class#method`, by the class that defines it. */
  readonly name: string;
  /** The `ClientHandle` method it calls. */
  readonly method: keyof ClientHandle;
  /**
   * The id the client is called with: the record's, its activity's for a window, a gear's
   * string; null for a method that takes none (the athlete's zones).
   */
  readonly calledWith: Id | string | null;
  /** A record of the class, bound to `client` (unbound for null), with the id the accessor needs or, with `id` null, without it. */
  readonly record: (client: ClientHandle | null, id: Id | string | null) => object;
  /**
   * What the accessor does for a record without the id it needs: reject with
   * `MissingIdError` (the default), call the client all the same (a method that takes no
   * id), or give null without a call (an activity without `gear_id`).
   */
  readonly withoutId: 'rejects' | 'calls' | 'gives null';
  /** Calls the accessor on `record`. */
  readonly access: (record: object, options?: unknown) => Promise<unknown>;
  /** A body the client answers with, which the accessor reads. */
  readonly body: unknown;
  /** Whether a result is what the accessor gives for `body`. */
  readonly gives: (result: unknown) => boolean;
}

/** The id of every example record, and of a lap's or effort's activity. */
const ID = 7;

/** A row whose record type the accessor's call is written against. */
function row<R extends object>(accessor: {
  readonly name: string;
  readonly method: keyof ClientHandle;
  readonly calledWith?: Id | string | null;
  readonly record: (client: ClientHandle | null, id: Id | string | null) => R;
  readonly access: (record: R, options?: AccessOptions) => Promise<unknown>;
  readonly body: unknown;
  readonly gives: (result: unknown) => boolean;
  readonly withoutId?: AccessorRow['withoutId'];
}): AccessorRow {
  // Each row's `access` takes its own record type; the table holds them as one type.
  return { calledWith: ID, withoutId: 'rejects', ...accessor } as unknown as AccessorRow;
}

/** The record of `type` with `id`, or without one for null, bound to `client`. */
const withId = <R>(type: { readonly prototype: R; parse(value: unknown, options: { client: ClientHandle | null }): unknown }) =>
  (client: ClientHandle | null, id: Id | string | null): R => type.parse(id === null ? {} : { id }, { client }) as R;
const activity = withId(MetaActivity);
const athlete = withId(MetaAthlete);
const segment = withId(SummarySegment);
const explored = withId(ExplorerSegment);
const route = withId(Route);
const club = withId(SummaryClub);
const gear = withId(SummaryGear);
const detailedAthlete = withId(DetailedAthlete);
/** A gear's id, as the API writes one: a string. */
const GEAR_ID = 'b7';
/** A route's GPX, as small as `Route#gpx` takes. */
const GPX = '<gpx version="1.1" creator="activity-records"><trk><trkseg></trkseg></trk></gpx>';
/** A route's TCX, as small as `Route#tcx` takes. */
const TCX = '<TrainingCenterDatabase><Courses></Courses></TrainingCenterDatabase>';
/** Whether a result is text that begins as `start` does. */
const textLike = (start: string) => (result: unknown) => typeof result === 'string' && result.startsWith(start);

/** The samples of two seconds, which every window below is cut from. */
const STREAMS = { distance: { data: [0, 5.5], series_type: 'distance', original_size: 2, resolution: 'high' } };
const listOf = (type: { readonly prototype: object }) => (result: unknown) =>
  Array.isArray(result) && result.length > 0 && result.every((item) => Object.prototype.isPrototypeOf.call(type.prototype, item));

/** The accessors, in the order their classes define them. */
export const ACCESSORS: readonly AccessorRow[] = [
  row({ name: 'MetaActivity#details', method: 'getActivity', record: activity, access: (record, options) => record.details(options), body: { id: ID, name: 'Run' }, gives: (result) => result instanceof DetailedActivity }),
  row({ name: 'MetaActivity#laps', method: 'getActivityLaps', record: activity, access: (record, options) => record.laps(options), body: [{ id: 1, activity: { id: ID } }], gives: listOf(Lap) }),
  row({ name: 'MetaActivity#streams', method: 'getActivityStreams', record: activity, access: (record, options) => record.streams(options), body: STREAMS, gives: (result) => result instanceof StreamSet }),
  row({ name: 'MetaActivity#comments', method: 'getActivityComments', record: activity, access: (record, options) => record.comments(options), body: [{ id: 1, text: 'Nice' }], gives: listOf(ActivityComment) }),
  row({ name: 'MetaActivity#zones', method: 'getActivityZones', record: activity, access: (record, options) => record.zones(options), body: [{ type: 'heartrate' }], gives: listOf(ActivityZone) }),
  row({ name: 'MetaActivity#kudos', method: 'getActivityKudos', record: activity, access: (record, options) => record.kudos(options), body: [{ firstname: 'Ann' }], gives: listOf(SummaryAthlete) }),
  row({ name: 'MetaActivity#photos', method: 'getActivityPhotos', record: activity, access: (record, options) => record.photos(options), body: [{ unique_id: 'a' }], gives: listOf(ActivityPhoto) }),
  row({ name: 'MetaAthlete#stats', method: 'getAthleteStats', record: athlete, access: (record, options) => record.stats(options), body: { recent_run_totals: { count: 1 } }, gives: (result) => result instanceof ActivityStats }),
  row({
    name: 'Lap#streams', method: 'getActivityStreams',
    record: (client, id) => Lap.parse({ id: 1, activity: id === null ? null : { id }, start_index: 0, end_index: 1 }, { client }),
    access: (record, options) => record.streams(options), body: STREAMS, gives: (result) => result instanceof StreamWindow,
  }),
  row({
    name: 'SegmentEffort#streams', method: 'getActivityStreams',
    record: (client, id) => SegmentEffort.parse({ id: 1, activity: id === null ? null : { id }, start_index: 0, end_index: 1 }, { client }),
    access: (record, options) => record.streams(options), body: STREAMS, gives: (result) => result instanceof StreamWindow,
  }),
  row({ name: 'SummarySegment#details', method: 'getSegment', record: segment, access: (record, options) => record.details(options), body: { id: ID, name: 'Hill' }, gives: (result) => result instanceof DetailedSegment }),
  row({ name: 'SummarySegment#efforts', method: 'getSegmentEfforts', record: segment, access: (record, options) => record.efforts(options), body: [{ id: 1, segment: { id: ID } }], gives: listOf(SegmentEffort) }),
  row({ name: 'SummarySegment#streams', method: 'getSegmentStreams', record: segment, access: (record, options) => record.streams(options), body: STREAMS, gives: (result) => result instanceof StreamSet }),
  row({ name: 'ExplorerSegment#details', method: 'getSegment', record: explored, access: (record, options) => record.details(options), body: { id: ID, name: 'Hill' }, gives: (result) => result instanceof DetailedSegment }),
  row({ name: 'ExplorerSegment#efforts', method: 'getSegmentEfforts', record: explored, access: (record, options) => record.efforts(options), body: [{ id: 1, segment: { id: ID } }], gives: listOf(SegmentEffort) }),
  row({ name: 'ExplorerSegment#streams', method: 'getSegmentStreams', record: explored, access: (record, options) => record.streams(options), body: STREAMS, gives: (result) => result instanceof StreamSet }),
  row({ name: 'Route#details', method: 'getRoute', record: route, access: (record, options) => record.details(options), body: { id: ID, name: 'Loop' }, gives: (result) => result instanceof Route }),
  row({ name: 'Route#streams', method: 'getRouteStreams', record: route, access: (record, options) => record.streams(options), body: [{ type: 'distance', data: [0, 5.5] }], gives: (result) => result instanceof StreamSet }),
  row({ name: 'Route#gpx', method: 'exportRouteGpx', record: route, access: (record, options) => record.gpx(options), body: GPX, gives: textLike('<gpx') }),
  row({ name: 'Route#tcx', method: 'exportRouteTcx', record: route, access: (record, options) => record.tcx(options), body: TCX, gives: textLike('<TrainingCenterDatabase') }),
  row({ name: 'SummaryClub#details', method: 'getClub', record: club, access: (record, options) => record.details(options), body: { id: ID, name: 'Club' }, gives: (result) => result instanceof DetailedClub }),
  row({ name: 'SummaryClub#members', method: 'getClubMembers', record: club, access: (record, options) => record.members(options), body: [{ firstname: 'Ann', membership: 'member' }], gives: listOf(ClubAthlete) }),
  row({ name: 'SummaryClub#activities', method: 'getClubActivities', record: club, access: (record, options) => record.activities(options), body: [{ name: 'Run', distance: 5000 }], gives: listOf(ClubActivity) }),
  row({ name: 'SummaryGear#details', method: 'getGear', calledWith: GEAR_ID, record: gear, access: (record, options) => record.details(options), body: { id: GEAR_ID, name: 'Bike' }, gives: (result) => result instanceof DetailedGear }),
  row({
    name: 'SummaryActivity#gear', method: 'getGear', calledWith: GEAR_ID, withoutId: 'gives null',
    record: (client, id) => SummaryActivity.parse(id === null ? { id: ID } : { id: ID, gear_id: id }, { client }),
    access: (record, options) => record.gear(options), body: { id: GEAR_ID, name: 'Bike' }, gives: (result) => result instanceof DetailedGear,
  }),
  row({ name: 'DetailedAthlete#routes', method: 'getAthleteRoutes', record: detailedAthlete, access: (record, options) => record.routes(options), body: [{ id: 1, name: 'Loop' }], gives: listOf(Route) }),
  row({
    name: 'DetailedAthlete#zones', method: 'getAthleteZones', calledWith: null, withoutId: 'calls', record: detailedAthlete,
    access: (record, options) => record.zones(options), body: { heart_rate: { zones: [{ min: 0, max: -1 }] } }, gives: (result) => result instanceof Zones,
  }),
];
