import type { ActivityRequestOptions } from '../../core/client-handle.js';
import type { Id } from '../../parse/id.js';
import { ApiTransport, type TransportCall } from '../transport/api-transport.js';
import type { Clock } from '../shared/clock.js';
import { cutAfter } from '../../parse/cut-text.js';
import { MAX_QUOTED_URL } from '../shared/quoted-url.js';
import { readEpochSeconds } from '../shared/epoch-seconds.js';
import type { AthleteActivitiesOptions, HttpClient, HttpRequestOptions, PhotoRequestOptions, StreamCallOptions } from './http-client.js';
import type { ClientSettings } from './http-client-options.js';
import type { JsonObject } from '../../parse/plain-object.js';
import { OptionReader } from '../shared/option-reader.js';
import { pathId } from '../shared/path-id.js';
import { collectItems, cursorPages, itemsOf, numberedPages } from './paging.js';
import type { RateLimit } from '../errors/rate-limit.js';
import { streamKeys } from './stream-keys.js';
import { requestCall } from './request-call.js';
import { getUpload, uploadActivity, type UploadActivityOptions, type UploadFile } from './uploads.js';
import { createActivity, updateActivity, type ActivityChanges, type NewActivity } from './activity-writes.js';
import { starSegment, updateAthlete, type AthleteChanges } from './profile-writes.js';

/**
 * The `HttpClient` of `createHttpClient`: each endpoint's path and query, and the paging
 * of its lists, over one `ApiTransport`. Method options are read from own properties.
 */
export class FetchClient implements HttpClient {
  readonly #transport: ApiTransport;
  readonly #settings: ClientSettings;

  constructor(settings: ClientSettings, clock: Clock) {
    this.#settings = settings;
    this.#transport = new ApiTransport(settings, clock);
  }

  get rateLimit(): RateLimit | null {
    return this.#transport.rateLimit;
  }

  /**
   * The transport and the settings of a client this class made, or null for any other
   * value: what `syncActivities` sends its requests through.
   */
  static partsOf(client: unknown): { readonly transport: ApiTransport; readonly settings: ClientSettings } | null {
    if (typeof client !== 'object' || client === null || !(#transport in client)) return null;
    return { transport: client.#transport, settings: client.#settings };
  }

  async getActivity(activityId: Id, options?: ActivityRequestOptions & HttpRequestOptions): Promise<JsonObject> {
    const reader = new OptionReader(options, 'getActivity');
    const query: Record<string, string> = reader.boolean('includeAllEfforts', false) ? { include_all_efforts: 'true' } : {};
    return this.#transport.getObject(`/activities/${pathId(activityId)}`, query, this.#call(reader));
  }

  async getActivityLaps(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return this.#transport.getList(`/activities/${pathId(activityId)}/laps`, {}, this.#call(new OptionReader(options, 'getActivityLaps')));
  }

  getActivityStreams(activityId: Id, options?: StreamCallOptions & { readonly asText?: false | undefined }): Promise<JsonObject>;
  getActivityStreams(activityId: Id, options: StreamCallOptions & { readonly asText: true }): Promise<string>;
  getActivityStreams(activityId: Id, options?: StreamCallOptions): Promise<JsonObject | string>;
  async getActivityStreams(activityId: Id, options?: StreamCallOptions): Promise<JsonObject | string> {
    return this.#streams(`/activities/${pathId(activityId)}/streams`, options, 'getActivityStreams');
  }

  getSegmentEffortStreams(effortId: Id, options?: StreamCallOptions & { readonly asText?: false | undefined }): Promise<JsonObject>;
  getSegmentEffortStreams(effortId: Id, options: StreamCallOptions & { readonly asText: true }): Promise<string>;
  getSegmentEffortStreams(effortId: Id, options?: StreamCallOptions): Promise<JsonObject | string>;
  async getSegmentEffortStreams(effortId: Id, options?: StreamCallOptions): Promise<JsonObject | string> {
    return this.#streams(`/segment_efforts/${pathId(effortId)}/streams`, options, 'getSegmentEffortStreams');
  }

  iterateActivityComments(activityId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown> {
    return itemsOf(this.#commentPages(activityId, options, 'iterateActivityComments'));
  }

  iterateActivityKudos(activityId: Id, options?: HttpRequestOptions): AsyncIterableIterator<unknown> {
    return itemsOf(this.#kudosPages(activityId, options, 'iterateActivityKudos'));
  }

  async getActivityComments(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return collectItems(this.#commentPages(activityId, options, 'getActivityComments'), this.#settings.maxItems, this.#listName(`/activities/${pathId(activityId)}/comments`));
  }

  async getActivityKudos(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return collectItems(this.#kudosPages(activityId, options, 'getActivityKudos'), this.#settings.maxItems, this.#listName(`/activities/${pathId(activityId)}/kudos`));
  }

  async getActivityZones(activityId: Id, options?: HttpRequestOptions): Promise<unknown[]> {
    return this.#transport.getList(`/activities/${pathId(activityId)}/zones`, {}, this.#call(new OptionReader(options, 'getActivityZones')));
  }

  async getActivityPhotos(activityId: Id, options?: PhotoRequestOptions): Promise<unknown[]> {
    const reader = new OptionReader(options, 'getActivityPhotos');
    const size = reader.integer('size', 0, 1);
    const query: Record<string, string> = size === 0 ? { photo_sources: 'true' } : { photo_sources: 'true', size: String(size) };
    return this.#transport.getList(`/activities/${pathId(activityId)}/photos`, query, this.#call(reader));
  }

  async getAthleteStats(athleteId: Id, options?: HttpRequestOptions): Promise<JsonObject> {
    return this.#transport.getObject(`/athletes/${pathId(athleteId)}/stats`, {}, this.#call(new OptionReader(options, 'getAthleteStats')));
  }

  async getAuthenticatedAthlete(options?: HttpRequestOptions): Promise<JsonObject> {
    return this.#transport.getObject('/athlete', {}, this.#call(new OptionReader(options, 'getAuthenticatedAthlete')));
  }

  iterateAthleteActivities(options?: AthleteActivitiesOptions): AsyncIterableIterator<unknown> {
    return itemsOf(this.#activityPages(options, 'iterateAthleteActivities'));
  }

  async getAthleteActivities(options?: AthleteActivitiesOptions): Promise<unknown[]> {
    return collectItems(this.#activityPages(options, 'getAthleteActivities'), this.#settings.maxItems, this.#listName('/athlete/activities'));
  }

  async uploadActivity(file: UploadFile, options: UploadActivityOptions): Promise<JsonObject> {
    return uploadActivity(this.#transport, this.#settings.timeout, file, options);
  }

  async getUpload(uploadId: Id, options?: HttpRequestOptions): Promise<JsonObject> {
    return getUpload(this.#transport, this.#settings.timeout, uploadId, options);
  }

  async createActivity(fields: NewActivity, options?: HttpRequestOptions): Promise<JsonObject> {
    return createActivity(this.#transport, this.#settings.timeout, fields, options);
  }

  async updateActivity(activityId: Id, changes: ActivityChanges, options?: HttpRequestOptions): Promise<JsonObject> {
    return updateActivity(this.#transport, this.#settings.timeout, activityId, changes, options);
  }

  async updateAthlete(changes: AthleteChanges, options?: HttpRequestOptions): Promise<JsonObject> {
    return updateAthlete(this.#transport, this.#settings.timeout, changes, options);
  }

  async starSegment(segmentId: Id, starred: boolean, options?: HttpRequestOptions): Promise<JsonObject> {
    return starSegment(this.#transport, this.#settings.timeout, segmentId, starred, options);
  }

  /** A stream body (`keys`, `key_by_type=true`): decoded, or its text as it came with `asText`. */
  async #streams(path: string, options: StreamCallOptions | undefined, method: string): Promise<JsonObject | string> {
    const reader = new OptionReader(options, method);
    const query = { keys: streamKeys(reader.get('keys'), method), key_by_type: 'true' };
    const call = this.#call(reader);
    return reader.boolean('asText', false) ? this.#transport.getText(path, query, call) : this.#transport.getObject(path, query, call);
  }

  async *#activityPages(options: AthleteActivitiesOptions | undefined, method: string): AsyncGenerator<readonly unknown[], void, undefined> {
    const reader = new OptionReader(options, method);
    const call = this.#call(reader);
    const window: Record<string, string> = {};
    const after = readEpochSeconds(reader.get('after'), method, 'after', 'down');
    const before = readEpochSeconds(reader.get('before'), method, 'before', 'up');
    if (after !== undefined) window.after = String(after);
    if (before !== undefined) window.before = String(before);
    const path = '/athlete/activities';
    const perPage = String(this.#settings.pageSize);
    yield* numberedPages(
      (page) => this.#transport.getList(path, { ...window, page: String(page), per_page: perPage }, call),
      this.#settings,
      this.#listName(path),
    );
  }

  async *#commentPages(activityId: Id, options: HttpRequestOptions | undefined, method: string): AsyncGenerator<readonly unknown[], void, undefined> {
    const call = this.#call(new OptionReader(options, method));
    const path = `/activities/${pathId(activityId)}/comments`;
    const pageSize = String(this.#settings.pageSize);
    yield* cursorPages(
      (cursor) => this.#transport.getList(path, cursor === null ? { page_size: pageSize } : { page_size: pageSize, after_cursor: cursor }, call),
      this.#settings,
      this.#listName(path),
    );
  }

  async *#kudosPages(activityId: Id, options: HttpRequestOptions | undefined, method: string): AsyncGenerator<readonly unknown[], void, undefined> {
    const call = this.#call(new OptionReader(options, method));
    const path = `/activities/${pathId(activityId)}/kudos`;
    const perPage = String(this.#settings.pageSize);
    yield* numberedPages(
      (page) => this.#transport.getList(path, { page: String(page), per_page: perPage }, call),
      this.#settings,
      this.#listName(path),
    );
  }

  /**
   * The call the options describe: their `signal`, and their `timeout` for each attempt
   * (the client's by default), read from own properties and checked as the client's is.
   */
  #call(reader: OptionReader<HttpRequestOptions>): TransportCall {
    return requestCall(this.#transport, this.#settings.timeout, reader);
  }

  /** A list's request for messages: `GET https://…/kudos`. */
  #listName(path: string): string {
    return `GET ${cutAfter(this.#transport.url(path), MAX_QUOTED_URL)}`;
  }
}
