import type { ActivityRequestOptions } from '../../core/client-handle.js';
import type { Id } from '../../parse/id.js';
import type { JsonObject } from '../../parse/plain-object.js';
import type { StreamType } from '../../streams/stream-types.js';
import { ApiTransport } from '../transport/api-transport.js';
import type { Clock } from '../shared/clock.js';
import { readEpochSeconds } from '../shared/epoch-seconds.js';
import type { OptionNames } from '../shared/known-names.js';
import { OptionReader } from '../shared/option-reader.js';
import { gearPathId, pathId } from '../shared/path-id.js';
import type { RateLimit } from '../errors/rate-limit.js';
import { callOf, collectNumbered, iterateNumbered, listName, simpleCallOf, type ClientParts, type ListRequest, type ListRequestOf } from './client-parts.js';
import { athleteClubs, clubList, getClub } from './clubs.js';
import type {
  AthleteActivitiesOptions,
  ExploreSegmentsOptions,
  HttpClient,
  HttpRequestOptions,
  PhotoRequestOptions,
  RouteStreamCallOptions,
  SegmentEffortsOptions,
  StreamCallOptions,
} from './http-client.js';
import type { ClientSettings } from './http-client-options.js';
import { collectItems, cursorPages, itemsOf } from './paging.js';
import { athleteRoutes, exportRoute, getRoute } from './routes.js';
import { REQUEST_OPTIONS } from './request-call.js';
import { SEGMENT_EFFORTS_OPTIONS, exploreSegments, getSegment, getSegmentEffort, segmentEfforts, starredSegments } from './segments.js';
import { getRouteStreams, getStreams } from './streams.js';
import { fileBytes } from './upload-file.js';
import { getUpload } from './upload-status.js';
import type { UploadActivityOptions, UploadFile } from './uploads.js';
import type { ActivityChanges, NewActivity } from './activity-writes.js';
import type { AthleteChanges } from './profile-writes.js';

/** The stream types a segment has: `GET /segments/{id}/streams` answers these alone. */
const SEGMENT_STREAM_KEYS: readonly StreamType[] = ['distance', 'latlng', 'altitude'];

/**
 * The `HttpClient` of `createHttpClient`: each endpoint's path and query, and the paging
 * of its lists, over one `ApiTransport`. Method options are read from own properties. A
 * family of calls that grows past a few (segments, routes, clubs) is a module of its own,
 * which each method calls in one line. The writes are loaded with
 * `import()` when first called (`write-calls.ts`), so that a read-only app whose bundler
 * splits code never loads them.
 */
export class FetchClient implements HttpClient {
  readonly #parts: ClientParts;

  constructor(settings: ClientSettings, clock: Clock) {
    this.#parts = { transport: new ApiTransport(settings, clock), settings };
  }

  get rateLimit(): RateLimit | null {
    return this.#parts.transport.rateLimit;
  }

  /**
   * The transport and the settings of a client this class made, or null for any other
   * value: what `syncActivities` sends its requests through.
   */
  static partsOf(client: unknown): ClientParts | null {
    if (typeof client !== 'object' || client === null || !(#parts in client)) return null;
    return client.#parts;
  }

  async getActivity(activityId: Id, options?: ActivityRequestOptions & HttpRequestOptions): Promise<JsonObject> {
    const reader = new OptionReader(options, 'getActivity', ACTIVITY_OPTIONS);
    const query: Record<string, string> = reader.boolean('includeAllEfforts', false) ? { include_all_efforts: 'true' } : {};
    return this.#parts.transport.getObject(`/activities/${pathId(activityId, 'getActivity')}`, query, callOf(this.#parts, reader));
  }

  async getActivityLaps(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return this.#parts.transport.getList(`/activities/${pathId(activityId, 'getActivityLaps')}/laps`, {}, simpleCallOf(this.#parts, options, 'getActivityLaps'));
  }

  getActivityStreams(activityId: Id, options?: StreamCallOptions & { readonly asText?: false | undefined }): Promise<JsonObject>;
  getActivityStreams(activityId: Id, options: StreamCallOptions & { readonly asText: true }): Promise<string>;
  getActivityStreams(activityId: Id, options?: StreamCallOptions): Promise<JsonObject | string>;
  async getActivityStreams(activityId: Id, options?: StreamCallOptions): Promise<JsonObject | string> {
    return getStreams(this.#parts, `/activities/${pathId(activityId, 'getActivityStreams')}/streams`, options, 'getActivityStreams');
  }

  getSegmentEffortStreams(effortId: Id, options?: StreamCallOptions & { readonly asText?: false | undefined }): Promise<JsonObject>;
  getSegmentEffortStreams(effortId: Id, options: StreamCallOptions & { readonly asText: true }): Promise<string>;
  getSegmentEffortStreams(effortId: Id, options?: StreamCallOptions): Promise<JsonObject | string>;
  async getSegmentEffortStreams(effortId: Id, options?: StreamCallOptions): Promise<JsonObject | string> {
    return getStreams(this.#parts, `/segment_efforts/${pathId(effortId, 'getSegmentEffortStreams')}/streams`, options, 'getSegmentEffortStreams');
  }

  iterateActivityComments(activityId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown> {
    return itemsOf(this.#commentPages(activityId, options, 'iterateActivityComments'));
  }

  iterateActivityKudos(activityId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown> {
    return iterateNumbered(this.#parts, options, 'iterateActivityKudos', activityKudos(activityId), REQUEST_OPTIONS);
  }

  async getActivityComments(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return collectItems(this.#commentPages(activityId, options, 'getActivityComments'), this.#parts.settings.maxItems, listName(this.#parts, `/activities/${pathId(activityId, 'getActivityComments')}/comments`));
  }

  async getActivityKudos(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return collectNumbered(this.#parts, options, 'getActivityKudos', activityKudos(activityId), REQUEST_OPTIONS);
  }

  async getActivityZones(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return this.#parts.transport.getList(`/activities/${pathId(activityId, 'getActivityZones')}/zones`, {}, simpleCallOf(this.#parts, options, 'getActivityZones'));
  }

  async getActivityPhotos(activityId: Id, options?: PhotoRequestOptions): Promise<unknown[]> {
    const reader = new OptionReader(options, 'getActivityPhotos', PHOTO_OPTIONS);
    const size = reader.integer('size', 0, 1);
    const query: Record<string, string> = size === 0 ? { photo_sources: 'true' } : { photo_sources: 'true', size: String(size) };
    return this.#parts.transport.getList(`/activities/${pathId(activityId, 'getActivityPhotos')}/photos`, query, callOf(this.#parts, reader));
  }

  async getAthleteStats(athleteId: Id, options?: HttpRequestOptions): Promise<JsonObject> {
    return this.#parts.transport.getObject(`/athletes/${pathId(athleteId, 'getAthleteStats')}/stats`, {}, simpleCallOf(this.#parts, options, 'getAthleteStats'));
  }

  async getAuthenticatedAthlete(options?: HttpRequestOptions): Promise<JsonObject> {
    return this.#parts.transport.getObject('/athlete', {}, simpleCallOf(this.#parts, options, 'getAuthenticatedAthlete'));
  }

  async getAthleteZones(options?: HttpRequestOptions): Promise<JsonObject> {
    return this.#parts.transport.getObject('/athlete/zones', {}, simpleCallOf(this.#parts, options, 'getAthleteZones'));
  }

  async uploadActivity(file: UploadFile, options: UploadActivityOptions): Promise<JsonObject> {
    // The bytes are taken now: a change to the caller's array while the writes load changes nothing sent.
    const bytes = fileBytes(file, 'uploadActivity');
    const { uploadActivity } = await import('./write-calls.js');
    return uploadActivity(this.#parts.transport, this.#parts.settings.timeout, bytes, options);
  }

  async getUpload(uploadId: Id, options?: HttpRequestOptions): Promise<JsonObject> {
    return getUpload(this.#parts.transport, this.#parts.settings.timeout, uploadId, options);
  }

  async createActivity(fields: NewActivity, options?: HttpRequestOptions): Promise<JsonObject> {
    const { createActivity } = await import('./write-calls.js');
    return createActivity(this.#parts.transport, this.#parts.settings.timeout, fields, options);
  }

  async updateActivity(activityId: Id, changes: ActivityChanges, options?: HttpRequestOptions): Promise<JsonObject> {
    const { updateActivity } = await import('./write-calls.js');
    return updateActivity(this.#parts.transport, this.#parts.settings.timeout, activityId, changes, options);
  }

  async updateAthlete(changes: AthleteChanges, options?: HttpRequestOptions): Promise<JsonObject> {
    const { updateAthlete } = await import('./write-calls.js');
    return updateAthlete(this.#parts.transport, this.#parts.settings.timeout, changes, options);
  }

  async starSegment(segmentId: Id, starred: boolean, options?: HttpRequestOptions): Promise<JsonObject> {
    const { starSegment } = await import('./write-calls.js');
    return starSegment(this.#parts.transport, this.#parts.settings.timeout, segmentId, starred, options);
  }

  iterateAthleteActivities(options?: AthleteActivitiesOptions): AsyncIterableIterator<unknown> {
    return iterateNumbered(this.#parts, options, 'iterateAthleteActivities', athleteActivities, ATHLETE_ACTIVITIES_OPTIONS);
  }

  async getAthleteActivities(options?: AthleteActivitiesOptions): Promise<unknown[]> {
    return collectNumbered(this.#parts, options, 'getAthleteActivities', athleteActivities, ATHLETE_ACTIVITIES_OPTIONS);
  }

  async getGear(gearId: string, options?: HttpRequestOptions): Promise<JsonObject> {
    return this.#parts.transport.getObject(`/gear/${gearPathId(gearId, 'getGear')}`, {}, simpleCallOf(this.#parts, options, 'getGear'));
  }

  async getSegment(segmentId: Id, options?: HttpRequestOptions): Promise<JsonObject> {
    return getSegment(this.#parts, segmentId, options);
  }

  iterateStarredSegments(options?: HttpRequestOptions): AsyncIterableIterator<unknown> {
    return iterateNumbered(this.#parts, options, 'iterateStarredSegments', starredSegments, REQUEST_OPTIONS);
  }

  async getStarredSegments(options?: HttpRequestOptions): Promise<unknown[]> {
    return collectNumbered(this.#parts, options, 'getStarredSegments', starredSegments, REQUEST_OPTIONS);
  }

  async exploreSegments(options: ExploreSegmentsOptions): Promise<JsonObject> {
    return exploreSegments(this.#parts, options);
  }

  getSegmentStreams(segmentId: Id, options?: StreamCallOptions & { readonly asText?: false | undefined }): Promise<JsonObject>;
  getSegmentStreams(segmentId: Id, options: StreamCallOptions & { readonly asText: true }): Promise<string>;
  getSegmentStreams(segmentId: Id, options?: StreamCallOptions): Promise<JsonObject | string>;
  async getSegmentStreams(segmentId: Id, options?: StreamCallOptions): Promise<JsonObject | string> {
    return getStreams(this.#parts, `/segments/${pathId(segmentId, 'getSegmentStreams')}/streams`, options, 'getSegmentStreams', SEGMENT_STREAM_KEYS);
  }

  iterateSegmentEfforts(segmentId: Id, options?: SegmentEffortsOptions): AsyncIterableIterator<unknown> {
    return iterateNumbered(this.#parts, options, 'iterateSegmentEfforts', segmentEfforts(segmentId), SEGMENT_EFFORTS_OPTIONS);
  }

  async getSegmentEfforts(segmentId: Id, options?: SegmentEffortsOptions): Promise<unknown[]> {
    return collectNumbered(this.#parts, options, 'getSegmentEfforts', segmentEfforts(segmentId), SEGMENT_EFFORTS_OPTIONS);
  }

  async getSegmentEffort(effortId: Id, options?: HttpRequestOptions): Promise<JsonObject> {
    return getSegmentEffort(this.#parts, effortId, options);
  }

  async getRoute(routeId: Id, options?: HttpRequestOptions): Promise<JsonObject> {
    return getRoute(this.#parts, routeId, options);
  }

  iterateAthleteRoutes(athleteId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown> {
    return iterateNumbered(this.#parts, options, 'iterateAthleteRoutes', athleteRoutes(athleteId), REQUEST_OPTIONS);
  }

  async getAthleteRoutes(athleteId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return collectNumbered(this.#parts, options, 'getAthleteRoutes', athleteRoutes(athleteId), REQUEST_OPTIONS);
  }

  getRouteStreams(routeId: Id, options?: RouteStreamCallOptions & { readonly asText?: false | undefined }): Promise<JsonObject | unknown[]>;
  getRouteStreams(routeId: Id, options: RouteStreamCallOptions & { readonly asText: true }): Promise<string>;
  getRouteStreams(routeId: Id, options?: RouteStreamCallOptions): Promise<JsonObject | unknown[] | string>;
  async getRouteStreams(routeId: Id, options?: RouteStreamCallOptions): Promise<JsonObject | unknown[] | string> {
    return getRouteStreams(this.#parts, `/routes/${pathId(routeId, 'getRouteStreams')}/streams`, options);
  }

  async exportRouteGpx(routeId: Id, options?: HttpRequestOptions): Promise<string> {
    return exportRoute(this.#parts, routeId, 'gpx', options);
  }

  async exportRouteTcx(routeId: Id, options?: HttpRequestOptions): Promise<string> {
    return exportRoute(this.#parts, routeId, 'tcx', options);
  }

  async getClub(clubId: Id, options?: HttpRequestOptions): Promise<JsonObject> {
    return getClub(this.#parts, clubId, options);
  }

  iterateClubMembers(clubId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown> {
    return iterateNumbered(this.#parts, options, 'iterateClubMembers', clubList(clubId, 'members'), REQUEST_OPTIONS);
  }

  async getClubMembers(clubId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return collectNumbered(this.#parts, options, 'getClubMembers', clubList(clubId, 'members'), REQUEST_OPTIONS);
  }

  iterateClubAdmins(clubId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown> {
    return iterateNumbered(this.#parts, options, 'iterateClubAdmins', clubList(clubId, 'admins'), REQUEST_OPTIONS);
  }

  async getClubAdmins(clubId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return collectNumbered(this.#parts, options, 'getClubAdmins', clubList(clubId, 'admins'), REQUEST_OPTIONS);
  }

  iterateClubActivities(clubId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown> {
    return iterateNumbered(this.#parts, options, 'iterateClubActivities', clubList(clubId, 'activities'), REQUEST_OPTIONS);
  }

  async getClubActivities(clubId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return collectNumbered(this.#parts, options, 'getClubActivities', clubList(clubId, 'activities'), REQUEST_OPTIONS);
  }

  iterateAthleteClubs(options?: HttpRequestOptions): AsyncIterableIterator<unknown> {
    return iterateNumbered(this.#parts, options, 'iterateAthleteClubs', athleteClubs, REQUEST_OPTIONS);
  }

  async getAthleteClubs(options?: HttpRequestOptions): Promise<unknown[]> {
    return collectNumbered(this.#parts, options, 'getAthleteClubs', athleteClubs, REQUEST_OPTIONS);
  }

  async *#commentPages(activityId: Id, options: HttpRequestOptions | undefined, method: string): AsyncGenerator<readonly unknown[], void, undefined> {
    const { transport, settings } = this.#parts;
    const call = simpleCallOf(this.#parts, options, method);
    const path = `/activities/${pathId(activityId, method)}/comments`;
    const pageSize = String(settings.pageSize);
    yield* cursorPages(
      (cursor) => transport.getList(path, cursor === null ? { page_size: pageSize } : { page_size: pageSize, after_cursor: cursor }, call),
      settings,
      listName(this.#parts, path),
    );
  }
}

/** `GET /activities/{id}/kudos`, page by page. */
function activityKudos(activityId: Id): ListRequestOf<HttpRequestOptions> {
  return (_, method) => ({ path: `/activities/${pathId(activityId, method)}/kudos`, query: {} });
}

/** The options of `iterateAthleteActivities` and `getAthleteActivities`. */
const ATHLETE_ACTIVITIES_OPTIONS = { signal: true, timeout: true, after: true, before: true } as const satisfies OptionNames<AthleteActivitiesOptions>;

/** The options of `getActivity`. */
const ACTIVITY_OPTIONS = { signal: true, timeout: true, includeAllEfforts: true } as const satisfies OptionNames<ActivityRequestOptions & HttpRequestOptions>;

/** The options of `getActivityPhotos`. */
const PHOTO_OPTIONS = { signal: true, timeout: true, size: true } as const satisfies OptionNames<PhotoRequestOptions>;

/** `GET /athlete/activities`, page by page, with `after` and `before` as whole epoch seconds when given. */
function athleteActivities(reader: OptionReader<AthleteActivitiesOptions>, method: string): ListRequest {
  const query: Record<string, string> = {};
  const after = readEpochSeconds(reader.get('after'), method, 'after', 'down');
  const before = readEpochSeconds(reader.get('before'), method, 'before', 'up');
  if (after !== undefined) query.after = String(after);
  if (before !== undefined) query.before = String(before);
  return { path: '/athlete/activities', query };
}
