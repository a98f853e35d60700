import {
  ActivityComment,
  ActivityPhoto,
  ActivityStats,
  ActivityZone,
  DetailedActivity,
  Lap,
  MetaActivity,
  MetaAthlete,
  SegmentEffort,
  StreamSet,
  StreamWindow,
  SummaryAthlete,
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
  /** The id the client is called with: the record's, or its activity's for a window. */
  readonly calledWith: Id;
  /** A record of the class, bound to `client` (unbound for null), with the id the accessor needs or, with `id` null, without it. */
  readonly record: (client: ClientHandle | null, id: Id | null) => object;
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
  readonly calledWith?: Id;
  readonly record: (client: ClientHandle | null, id: Id | null) => R;
  readonly access: (record: R, options?: AccessOptions) => Promise<unknown>;
  readonly body: unknown;
  readonly gives: (result: unknown) => boolean;
}): AccessorRow {
  // Each row's `access` takes its own record type; the table holds them as one type.
  return { calledWith: ID, ...accessor } as unknown as AccessorRow;
}

const activity = (client: ClientHandle | null, id: Id | null) => MetaActivity.parse(id === null ? {} : { id }, { client });
const athlete = (client: ClientHandle | null, id: Id | null) => MetaAthlete.parse(id === null ? {} : { id }, { client });
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
];
