import { vi } from 'vitest';
import type { ClientHandle, Id, RequestOptions } from '../../src/index.js';
import { realBody } from './fixtures.js';
import * as reads from './read-bodies.js';

/** Real bodies a fake client answers with, one per method. */
export const bodies = {
  /** Two comments with cursors; their authors have no id, as in the API's lists. */
  comments: realBody('strava-ruby-client/activity_comments_page_size_3_by_2__0__activities_15605032352_comments__30aae7abb9e1b980.json'),
  /** A heart-rate zone with an integer score and a pace zone with float bounds. */
  zones: realBody('strava-ruby-client/activity_zones__0__activities_1946417534_zones__255a7945f2ec003a.json'),
  /** Two athletes, names only: kudos lists give no ids. */
  kudos: realBody('strava-ruby-client/activity_kudos__0__activities_15605032352_kudos__7da726566f91cbdf.json'),
  /** Four photos with `urls`, `sizes` and `location`. */
  photos: realBody('strava-ruby-client/activity_photos__0__activities_16181809559_photos__bec055d0d5b1e69a.json'),
  /** Recent, year-to-date and all-time totals, distances as floats. */
  stats: realBody('strava-ruby-client/athlete_stats__0__athletes_26462176_stats__1a7be40259d5fcd5.json'),
  /** A run in detail: one lap, 54 segment efforts, best efforts, splits, gear and photos. */
  activity: realBody('strava-ruby-client/activity__0__activities_1946417534__c0f97f202310149f.json'),
  /** The laps of that run: one lap, 0..13,128 of its streams. */
  laps: realBody('strava-ruby-client/activity_laps__0__activities_1946417534_laps__765137367f4be7fa.json'),
  /** That run's streams, keyed by type, asked without `keys`: its 13,129 distance samples alone. */
  streams: realBody('streams/strava-ruby-client__activity_streams__0__b8f85bee8df63218.json'),
};

type Method = keyof ClientHandle;
/** What a method answers: called with the id it was given (a gear's is a string; `getAthleteZones` takes none). */
type Answer = (id: Id | string | undefined, options: RequestOptions) => unknown;
/** A fake client: every method, the optional ones too, a spy. */
export type FakeClient = ClientHandle & Record<Method, ReturnType<typeof vi.fn>>;

/** A client whose every method is a spy answering with the real bodies, synchronously. */
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
