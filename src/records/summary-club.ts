import type { AccessOptions } from '../core/client-handle.js';
import { accessRelated, type RelatedCall } from '../client/related-calls.js';
import type { Id } from '../parse/id.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { BoundRecord } from './bound-record.js';
import { ClubActivity } from './club-activity.js';
import { ClubAthlete } from './club-athlete.js';
import type { DetailedClub } from './detailed-club.js';
import type { SportType } from './sport-type.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => SummaryClub, ['bound_client']);

// DetailedClub extends this class, so it is loaded once the client has answered (a static
// import back would make a module cycle: docs/edge-cases.md, "Module cycles").
const DETAILS: RelatedCall<DetailedClub> = {
  accessor: 'details',
  method: 'getClub',
  read: async (body, client) => (await import('./detailed-club.js')).DetailedClub.parse(body, { client }),
};
const MEMBERS: RelatedCall<readonly ClubAthlete[]> = {
  accessor: 'members',
  method: 'getClubMembers',
  read: (body, client) => ClubAthlete.parseMany(body, { client }),
};
const ACTIVITIES: RelatedCall<readonly ClubActivity[]> = {
  accessor: 'activities',
  method: 'getClubActivities',
  read: (body, client) => ClubActivity.parseMany(body, { client }),
};

/**
 * The sports a club names (`SummaryClub.sport_type`): the known values, offered for
 * completion; any other string is accepted too.
 */
export type ClubSportType = 'cycling' | 'running' | 'triathlon' | 'other' | (string & {});

/**
 * A club as lists show it: the items of `DetailedAthlete.clubs` and of `GET /athlete/clubs`,
 * and what a club on its own page is (`DetailedClub` extends it). What only that page gives
 * (`membership`, `admin`, `owner`, ...) is kept in `extra` here.
 *
 * Bound to a client (an athlete's clubs are bound to the athlete's), it reaches the club in
 * detail, its members and its recent activities lazily. Every accessor needs a bound client
 * and an `id`, is memoised per record, takes `{ signal, refresh }`, and rejects, never
 * throws.
 *
 * @example
 * ```ts
 * for (const club of athlete.clubs ?? []) console.log(club.name, club.member_count);
 * const members = await athlete.clubs?.[0]?.members(); // readonly ClubAthlete[]
 * ```
 */
export class SummaryClub extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: SummaryClub }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<SummaryClub>;
  /** The club's identifier (a bigint only beyond 2^53). */
  readonly id: Id | null;
  /** How much detail the API included: 1 meta, 2 summary, 3 detail. */
  readonly resource_state: number | null;
  /** Name. */
  readonly name: string | null;
  /** URL of a 60x60 pixel picture. */
  readonly profile_medium: string | null;
  /** URL of a cover photo. */
  readonly cover_photo: string | null;
  /** URL of a small cover photo. */
  readonly cover_photo_small: string | null;
  /** The club's sport: `cycling`, `running`, `triathlon` or `other`; any other string is kept as given. */
  readonly sport_type: ClubSportType | null;
  /** The sports the club is about (`Run`, `VirtualRun`, ...), as `SummaryActivity.sport_type` names them. */
  readonly activity_types: readonly SportType[] | null;
  /** City. */
  readonly city: string | null;
  /** State or region. */
  readonly state: string | null;
  /** Country. */
  readonly country: string | null;
  /** Whether the club is private. */
  readonly private: boolean | null;
  /** Number of members. */
  readonly member_count: number | null;
  /** Whether the club is featured. */
  readonly featured: boolean | null;
  /** Whether the club is verified. */
  readonly verified: boolean | null;
  /** The club's vanity URL (its last path segment). */
  readonly url: string | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  // Protected, not private, for the subclass DetailedClub.
  protected constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    this.name = reader.string(input.name, 'name');
    this.profile_medium = reader.string(input.profile_medium, 'profile_medium');
    this.cover_photo = reader.string(input.cover_photo, 'cover_photo');
    this.cover_photo_small = reader.string(input.cover_photo_small, 'cover_photo_small');
    this.sport_type = reader.string(input.sport_type, 'sport_type');
    this.activity_types = reader.strings(input.activity_types, 'activity_types');
    this.city = reader.string(input.city, 'city');
    this.state = reader.string(input.state, 'state');
    this.country = reader.string(input.country, 'country');
    this.private = reader.boolean(input.private, 'private');
    this.member_count = reader.integer(input.member_count, 'member_count');
    this.featured = reader.boolean(input.featured, 'featured');
    this.verified = reader.boolean(input.verified, 'verified');
    this.url = reader.string(input.url, 'url');
    // The keys of the class built: a DetailedClub keeps its own fields out of `extra` too.
    this.extra = reader.extra(this.specKeys());
  }

  /**
   * The club on its own page (`getClub`): the authenticated athlete's standing in it and
   * the club's own text, bound to this club's client.
   *
   * Needs a bound client that has `getClub` and an `id`. Memoised per record: concurrent
   * calls share one client call, a success is kept and given again without calling the
   * client, and `refresh: true` calls it again (a success replaces the kept result, a
   * failure leaves it). Aborting `signal` rejects this caller alone, at once, with the
   * signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getClub` method, `ParseError` when the client's body does not
   * validate (not kept), `SyntaxError` when it answers with text that is not JSON, or
   * whatever the client rejected with.
   */
  details(options?: AccessOptions): Promise<DetailedClub> {
    return accessRelated(this, this.recordName(), DETAILS, options);
  }

  /**
   * The club's members (`getClubMembers`), bound to this club's client. Since 2018 the API
   * gives each member's names and standing but no `id`, so a member's `stats()` rejects
   * with `MissingIdError`.
   *
   * Needs a bound client that has `getClubMembers` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getClubMembers` method, `ParseError` when the client's body does
   * not validate (paths start at the item's index; not kept), `SyntaxError` when it
   * answers with text that is not JSON, or whatever the client rejected with.
   */
  members(options?: AccessOptions): Promise<readonly ClubAthlete[]> {
    return accessRelated(this, this.recordName(), MEMBERS, options);
  }

  /**
   * The members' recent activities (`getClubActivities`), newest first, bound to this
   * club's client. The API trims them for privacy: no id, no dates, no map.
   *
   * Needs a bound client that has `getClubActivities` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getClubActivities` method, `ParseError` when the client's body does
   * not validate (paths start at the item's index; not kept), `SyntaxError` when it
   * answers with text that is not JSON, or whatever the client rejected with.
   */
  activities(options?: AccessOptions): Promise<readonly ClubActivity[]> {
    return accessRelated(this, this.recordName(), ACTIVITIES, options);
  }

  /** @internal The keys a record of this class reads (a subclass gives its own), for `extra`. */
  protected specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it (a subclass gives its own). */
  protected recordName(): string {
    return 'SummaryClub';
  }
}
