import { vi } from 'vitest';
import type { ClientHandle, Id, RequestOptions } from '../../src/index.js';
import { TEST_RIDE, TEST_RUN, testBody, testData } from './fixtures.js';
import { reads } from './read-bodies.js';

/** Each body made the first time a test asks for it: a file that never does pays nothing at import. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

const COMMENTS = once(() => testBody(testData().comments(TEST_RUN), 'comments'));
const ZONES = once(() => testBody(testData().activityZones(TEST_RUN), 'zones'));
const KUDOS = once(() => testBody(testData().kudos(TEST_RUN), 'kudos'));
const PHOTOS = once(() => testBody(testData().photos(TEST_RIDE), 'photos'));
const STATS = once(() => testData().athleteStats());
const ACTIVITY = once(() => testBody(testData().activity(TEST_RUN), 'run'));
const LAPS = once(() => testBody(testData().laps(TEST_RUN), 'laps'));
const STREAMS = once(() => testBody(testData().streams(TEST_RUN), 'streams'));

/** Bodies of the generated test data a fake client answers with, one per method. */
export const bodies = {
  /** The long run's two comments, with cursors; their authors have no id, as in the API's lists. */
  get comments() { return COMMENTS(); },
  /** The long run's heart-rate zones (an integer score) and pace zones (float bounds in m/s, the top one -1). */
  get zones() { return ZONES(); },
  /** The long run's four kudos: names only, no ids, as kudos lists give them. */
  get kudos() { return KUDOS(); },
  /** The ride's photo, with `urls`, `sizes` and `location`. */
  get photos() { return PHOTOS(); },
  /** Recent, year-to-date and all-time totals of the athlete. */
  get stats() { return STATS(); },
  /** The long run in detail: 22 laps, segment efforts (ids past 2^53), best efforts, splits, gear. */
  get activity() { return ACTIVITY(); },
  /** The laps of that run, 0 to its last sample. */
  get laps() { return LAPS(); },
  /** That run's streams, keyed by type, every type it has, full resolution. */
  get streams() { return STREAMS(); },
};

type Method = keyof ClientHandle;
/** What a method answers: called with the id it was given (a gear's is a string; `getAthleteZones` takes none). */
type Answer = (id: Id | string | undefined, options: RequestOptions) => unknown;
/** A fake client: every method, the optional ones too, a spy. */
export type FakeClient = ClientHandle & Record<Method, ReturnType<typeof vi.fn>>;

/** A client whose every method is a spy answering with the test data's bodies, synchronously. */
export function syncClient(): FakeClient {
  return {
    getActivityComments: vi.fn(() => bodies.comments),
    getActivityZones: vi.fn(() => bodies.zones),
    getActivityKudos: vi.fn(() => bodies.kudos),
    getActivityPhotos: vi.fn(() => bodies.photos),
    getAthleteStats: vi.fn(() => bodies.stats),
    getActivity: vi.fn(() => bodies.activity),
    getActivityLaps: vi.fn(() => bodies.laps),
    getActivityStreams: vi.fn(() => bodies.streams),
    getSegment: vi.fn(() => reads.segment),
    getSegmentEfforts: vi.fn(() => reads.segmentEffortsText),
    getSegmentStreams: vi.fn(() => reads.segmentStreams),
    getRoute: vi.fn(() => reads.routeText),
    getAthleteRoutes: vi.fn(() => reads.routesText),
    getRouteStreams: vi.fn(() => reads.routeStreams),
    exportRouteGpx: vi.fn(() => reads.gpx),
    exportRouteTcx: vi.fn(() => reads.tcx),
    getClub: vi.fn(() => reads.club),
    getClubMembers: vi.fn(() => reads.clubMembers),
    getClubActivities: vi.fn(() => reads.clubActivities),
    getGear: vi.fn(() => reads.gear),
    getAthleteZones: vi.fn(() => reads.zones),
  };
}

/** A client whose every method answers through `answer`. */
export function clientAnswering(answer: Answer): FakeClient {
  return {
    getActivityComments: vi.fn(answer),
    getActivityZones: vi.fn(answer),
    getActivityKudos: vi.fn(answer),
    getActivityPhotos: vi.fn(answer),
    getAthleteStats: vi.fn(answer),
    getActivity: vi.fn(answer),
    getActivityLaps: vi.fn(answer),
    getActivityStreams: vi.fn(answer),
    getSegment: vi.fn(answer),
    getSegmentEfforts: vi.fn(answer),
    getSegmentStreams: vi.fn(answer),
    getRoute: vi.fn(answer),
    getAthleteRoutes: vi.fn(answer),
    getRouteStreams: vi.fn(answer),
    exportRouteGpx: vi.fn(answer),
    exportRouteTcx: vi.fn(answer),
    getClub: vi.fn(answer),
    getClubMembers: vi.fn(answer),
    getClubActivities: vi.fn(answer),
    getGear: vi.fn(answer),
    getAthleteZones: vi.fn((options: RequestOptions) => answer(undefined, options)),
  };
}

/** A promise with its resolve and reject handed out, for clients that answer when told. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A promise that settles only when `signal` aborts, rejecting with its reason, like a well-behaved request. */
export function untilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => {
      reject(signal.reason as Error);
    }, { once: true });
  });
}
