import type { FieldReader } from '../parse/field-reader.js';
import type { Id } from '../parse/id.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { SummaryClub } from './summary-club.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => DetailedClub, ['bound_client']);

/**
 * The authenticated athlete's standing in a club (`DetailedClub.membership`,
 * `ClubAthlete.membership`): the known values, offered for completion; any other string
 * is accepted too.
 */
export type ClubMembership = 'member' | 'pending' | (string & {});

/**
 * The kinds of club (`DetailedClub.club_type`): the known values, offered for completion;
 * any other string is accepted too.
 */
export type ClubType = 'casual_club' | 'racing_team' | 'shop' | 'company' | 'other' | (string & {});

/**
 * A club on its own page: the body of `GET /clubs/{id}`, as `SummaryClub#details` gives
 * it. It is a `SummaryClub` (every field, and the accessors) with the authenticated
 * athlete's standing in it and the club's own text.
 *
 * @example
 * ```ts
 * const club = await athlete.clubs?.[0]?.details();
 * console.log(club?.name, club?.membership, club?.admin, club?.description);
 * ```
 */
export class DetailedClub extends SummaryClub {
  /** This class as a Standard Schema v1: `validate` gives `{ value: DetailedClub }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<DetailedClub>;
  /** The authenticated athlete's status in the club: `member` or `pending`; null when not a member. */
  readonly membership: ClubMembership | null;
  /** Whether the authenticated athlete administers the club. */
  readonly admin: boolean | null;
  /** Whether the authenticated athlete owns the club. */
  readonly owner: boolean | null;
  /** How many members the authenticated athlete follows. */
  readonly following_count: number | null;
  /** The club's description. */
  readonly description: string | null;
  /** The kind of club: `casual_club`, `racing_team`, `shop`, `company` or `other`; any other string is kept as given. */
  readonly club_type: ClubType | null;
  /** URL of the large club picture. */
  readonly profile: string | null;
  /** Posts in the club. */
  readonly post_count: number | null;
  /** The owner's athlete id (a bigint only beyond 2^53). */
  readonly owner_id: Id | null;
  /** The club's website. */
  readonly website: string | null;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.membership = reader.string(input.membership, 'membership');
    this.admin = reader.boolean(input.admin, 'admin');
    this.owner = reader.boolean(input.owner, 'owner');
    this.following_count = reader.integer(input.following_count, 'following_count');
    this.description = reader.string(input.description, 'description');
    this.club_type = reader.string(input.club_type, 'club_type');
    this.profile = reader.string(input.profile, 'profile');
    this.post_count = reader.integer(input.post_count, 'post_count');
    this.owner_id = reader.id(input.owner_id, 'owner_id');
    this.website = reader.string(input.website, 'website');
  }

  /** @internal The keys this class reads, for `extra`. */
  protected override specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it. */
  protected override recordName(): string {
    return 'DetailedClub';
  }
}
