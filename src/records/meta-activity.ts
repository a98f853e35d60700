import type { AccessOptions } from '../core/client-handle.js';
import { accessRelated, type RelatedCall } from '../client/related-calls.js';
import type { Id } from '../parse/id.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StreamSet } from '../streams/stream-set.js';
import { STREAM_TYPES } from '../streams/stream-types.js';
import { ActivityComment } from './activity-comment.js';
import { ActivityPhoto } from './activity-photo.js';
import { ActivityZone } from './activity-zone.js';
import { BoundRecord } from './bound-record.js';
import type { DetailedActivity } from './detailed-activity.js';
import type { Lap } from './lap.js';
import { SummaryAthlete } from './summary-athlete.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => MetaActivity, ['bound_client']);

const COMMENTS: RelatedCall<readonly ActivityComment[]> = {
  accessor: 'comments',
  method: 'getActivityComments',
  read: (body, client) => ActivityComment.parseMany(body, { client }),
};
const ZONES: RelatedCall<readonly ActivityZone[]> = {
  accessor: 'zones',
  method: 'getActivityZones',
  read: (body, client) => ActivityZone.parseMany(body, { client }),
};
const KUDOS: RelatedCall<readonly SummaryAthlete[]> = {
  accessor: 'kudos',
  method: 'getActivityKudos',
  read: (body, client) => SummaryAthlete.parseMany(body, { client }),
};
const PHOTOS: RelatedCall<readonly ActivityPhoto[]> = {
  accessor: 'photos',
  method: 'getActivityPhotos',
  read: (body, client) => ActivityPhoto.parseMany(body, { client }),
};
// DetailedActivity extends this class and Lap refers to it, so neither is imported here: a
// static import back would make a module cycle in which, entered here, `class SummaryActivity
// extends MetaActivity` is evaluated before MetaActivity exists. They are loaded once the
// client has answered (docs/edge-cases.md, "Module cycles").
const DETAILS: RelatedCall<DetailedActivity> = {
  accessor: 'details',
  method: 'getActivity',
  request: { includeAllEfforts: true },
  read: async (body, client) => (await import('./detailed-activity.js')).DetailedActivity.parse(body, { client }),
};
const LAPS: RelatedCall<readonly Lap[]> = {
  accessor: 'laps',
  method: 'getActivityLaps',
  read: async (body, client) => (await import('./lap.js')).Lap.parseMany(body, { client }),
};
// The stream records import nothing back, but they are most of what a bundle of `import { Lap }`
// would carry: loaded on demand, a bundler that splits code loads them with the first streams().
// Shared by id: the activity and every reference to it (a lap's `activity` from laps(), an
// effort's from details(), other objects) share one request and one StreamSet.
const STREAMS: RelatedCall<StreamSet> = {
  accessor: 'streams',
  method: 'getActivityStreams',
  request: { keys: STREAM_TYPES, asText: true },
  read: async (body) => (await import('../streams/stream-set.js')).StreamSet.parse(body),
  readText: async (text) => (await import('../streams/stream-set.js')).StreamSet.parseJSON(text),
  sharedById: true,
};

/**
 * A reference to an activity (`Lap.activity`, `SegmentEffort.activity`), and what every
 * activity record is (`SummaryActivity`, `DetailedActivity` extend it). Bound to a client,
 * it reaches the activity in detail, its laps, streams, comments, zones, kudos and photos
 * lazily, each validated into records bound to the same client.
 *
 * Every accessor needs a bound client and an `id`, is memoised per record (concurrent
 * calls share one client call; a success is kept; `refresh: true` calls again), takes
 * `{ signal, refresh }`, and rejects, never throws: with `UnboundEntityError` when the
 * record has no client, `MissingIdError` when its `id` is null (neither calls the client),
 * `TypeError` when the client lacks the method the accessor calls, `ParseError` when the
 * client's body does not validate (its paths start at the item's index; the failure is not
 * kept), `SyntaxError` when the client answers with text that is not JSON, the signal's
 * reason when the caller aborts, or what the client rejected with.
 */
export class MetaActivity extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: MetaActivity }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<MetaActivity>;
  /** The activity's id (a bigint only beyond 2^53). */
  readonly id: Id | null;
  /** Fields the spec does not name (such as `resource_state`), as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  // Protected, not private, for the subclass SummaryActivity.
  protected constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    // The keys of the class built: a SummaryActivity keeps its own fields out of `extra` too.
    this.extra = reader.extra(this.specKeys());
  }

  /**
   * The activity in detail (`getActivity`, asked with `includeAllEfforts: true`, so every
   * segment effort is there), with its laps, segment efforts and best efforts bound to this
   * activity's client.
   *
   * Needs a bound client that has `getActivity` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getActivity` method, `ParseError` when the client's body does not
   * validate (not kept), `SyntaxError` when it answers with text that is not JSON, or
   * whatever the client rejected with.
   */
  details(options?: AccessOptions): Promise<DetailedActivity> {
    return accessRelated(this, this.recordName(), DETAILS, options);
  }

  /**
   * The activity's laps (`getActivityLaps`), each with its `activity` and `athlete`
   * bound to this activity's client.
   *
   * Needs a bound client that has `getActivityLaps` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getActivityLaps` method, `ParseError` when the client's body does
   * not validate (paths start at the item's index; not kept), `SyntaxError` when it
   * answers with text that is not JSON, or whatever the client rejected with.
   */
  laps(options?: AccessOptions): Promise<readonly Lap[]> {
    return accessRelated(this, this.recordName(), LAPS, options);
  }

  /**
   * Every sample of the activity (`getActivityStreams`, asked for every stream type with
   * `asText: true`): a `StreamSet`, whose `window(lap)` cuts a lap's or an effort's
   * samples. A client that answers with JSON text (the HTTP client does) has it read in
   * one pass by `StreamSet.parseJSON`; a decoded body is read by `StreamSet.parse`; both
   * give the same record. Every record of the same client with this `id` shares the call:
   * the activity, and every `Lap` and `SegmentEffort` whose `activity` reference has the
   * id (`lap.streams()`, from `activity.laps()` or `activity.details()` alike), whichever
   * asks first; one request, one `StreamSet`.
   *
   * Needs a bound client that has `getActivityStreams` and an `id`. Memoised per client
   * and activity id, for as long as a record that asked is kept: concurrent calls share
   * one client call, a success is kept and given again without calling the client, and
   * `refresh: true` calls it again (a success replaces the kept result for every record
   * that shares it, a failure leaves it). Aborting `signal` rejects this caller alone, at
   * once, with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getActivityStreams` method, `ParseError` when the client's body is
   * no valid stream set (not kept), `SyntaxError` when it answers with text that is not
   * JSON or bytes that are not UTF-8, or whatever the client rejected with.
   */
  streams(options?: AccessOptions): Promise<StreamSet> {
    return accessRelated(this, this.recordName(), STREAMS, options);
  }

  /**
   * Every comment on the activity (`getActivityComments`), in the client's order, each
   * with its author bound to this activity's client.
   *
   * Needs a bound client and an `id`. Memoised per record: concurrent calls share one
   * client call, a success is kept and given again without calling the client, and
   * `refresh: true` calls it again (a success replaces the kept result, a failure leaves
   * it). Aborting `signal` rejects this caller alone, at once, with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `ParseError` when
   * the client's body does not validate (paths start at the item's index; not kept),
   * `SyntaxError` when it answers with text that is not JSON, or whatever the client
   * rejected with.
   */
  comments(options?: AccessOptions): Promise<readonly ActivityComment[]> {
    return accessRelated(this, this.recordName(), COMMENTS, options);
  }

  /**
   * The activity's heart rate, power and pace zone distributions (`getActivityZones`).
   *
   * Needs a bound client and an `id`. Memoised per record: concurrent calls share one
   * client call, a success is kept and given again without calling the client, and
   * `refresh: true` calls it again (a success replaces the kept result, a failure leaves
   * it). Aborting `signal` rejects this caller alone, at once, with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `ParseError` when
   * the client's body does not validate (paths start at the item's index; not kept),
   * `SyntaxError` when it answers with text that is not JSON, or whatever the client
   * rejected with.
   */
  zones(options?: AccessOptions): Promise<readonly ActivityZone[]> {
    return accessRelated(this, this.recordName(), ZONES, options);
  }

  /**
   * The athletes who gave the activity kudos (`getActivityKudos`), bound to this activity's
   * client (the API often leaves out their ids, so their own `stats()` may reject with
   * `MissingIdError`).
   *
   * Needs a bound client and an `id`. Memoised per record: concurrent calls share one
   * client call, a success is kept and given again without calling the client, and
   * `refresh: true` calls it again (a success replaces the kept result, a failure leaves
   * it). Aborting `signal` rejects this caller alone, at once, with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `ParseError` when
   * the client's body does not validate (paths start at the item's index; not kept),
   * `SyntaxError` when it answers with text that is not JSON, or whatever the client
   * rejected with.
   */
  kudos(options?: AccessOptions): Promise<readonly SummaryAthlete[]> {
    return accessRelated(this, this.recordName(), KUDOS, options);
  }

  /**
   * The activity's photos (`getActivityPhotos`).
   *
   * Needs a bound client and an `id`. Memoised per record: concurrent calls share one
   * client call, a success is kept and given again without calling the client, and
   * `refresh: true` calls it again (a success replaces the kept result, a failure leaves
   * it). Aborting `signal` rejects this caller alone, at once, with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `ParseError` when
   * the client's body does not validate (paths start at the item's index; not kept),
   * `SyntaxError` when it answers with text that is not JSON, or whatever the client
   * rejected with.
   */
  photos(options?: AccessOptions): Promise<readonly ActivityPhoto[]> {
    return accessRelated(this, this.recordName(), PHOTOS, options);
  }

  /** @internal The keys a record of this class reads (a subclass gives its own), for `extra`. */
  protected specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it (a subclass gives its own). */
  protected recordName(): string {
    return 'MetaActivity';
  }
}
