import type { AccessOptions, ClientHandle } from '../client/client-handle.js';
import { accessRelated } from '../client/related-calls.js';
import type { Id } from '../parse/id.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { ActivityComment } from './activity-comment.js';
import { ActivityPhoto } from './activity-photo.js';
import { ActivityZone } from './activity-zone.js';
import { BoundRecord } from './bound-record.js';
import { SummaryAthlete } from './summary-athlete.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => MetaActivity, ['bound_client']);

const readComments = (body: unknown, client: ClientHandle) => ActivityComment.parseMany(body, { client });
const readZones = (body: unknown, client: ClientHandle) => ActivityZone.parseMany(body, { client });
const readKudos = (body: unknown, client: ClientHandle) => SummaryAthlete.parseMany(body, { client });
const readPhotos = (body: unknown, client: ClientHandle) => ActivityPhoto.parseMany(body, { client });

/**
 * A reference to an activity (`Lap.activity`, `SegmentEffort.activity`). Bound to a
 * client, it reaches the activity's comments, zones, kudos and photos lazily, each
 * validated into records bound to the same client.
 *
 * Every accessor needs a bound client and an `id`, is memoised per record (concurrent
 * calls share one client call; a success is kept; `refresh: true` calls again), takes
 * `{ signal, refresh }`, and rejects, never throws: with `UnboundEntityError` when the
 * record has no client, `MissingIdError` when its `id` is null (neither calls the client),
 * `ParseError` when the client's body does not validate (its paths start at the item's
 * index; the failure is not kept), the signal's reason when the caller aborts, or what the
 * client rejected with.
 */
export class MetaActivity extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: MetaActivity }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<MetaActivity>;
  /** The activity's id (a bigint only beyond 2^53). */
  readonly id: Id | null;
  /** Fields the spec does not name (such as `resource_state`), as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.extra = reader.extra(KEYS);
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
   * the client's body does not validate (paths start at the item's index; not kept), or
   * whatever the client rejected with.
   */
  comments(options?: AccessOptions): Promise<readonly ActivityComment[]> {
    return accessRelated(this, 'MetaActivity', 'comments', 'getActivityComments', readComments, options);
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
   * the client's body does not validate (paths start at the item's index; not kept), or
   * whatever the client rejected with.
   */
  zones(options?: AccessOptions): Promise<readonly ActivityZone[]> {
    return accessRelated(this, 'MetaActivity', 'zones', 'getActivityZones', readZones, options);
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
   * the client's body does not validate (paths start at the item's index; not kept), or
   * whatever the client rejected with.
   */
  kudos(options?: AccessOptions): Promise<readonly SummaryAthlete[]> {
    return accessRelated(this, 'MetaActivity', 'kudos', 'getActivityKudos', readKudos, options);
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
   * the client's body does not validate (paths start at the item's index; not kept), or
   * whatever the client rejected with.
   */
  photos(options?: AccessOptions): Promise<readonly ActivityPhoto[]> {
    return accessRelated(this, 'MetaActivity', 'photos', 'getActivityPhotos', readPhotos, options);
  }
}
