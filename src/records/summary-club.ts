import type { Id } from '../parse/id.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { DataRecord } from '../core/data-record.js';
import type { SportType } from './sport-type.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => SummaryClub);

/**
 * The sports a club names (`SummaryClub.sport_type`): the known values, offered for
 * completion; any other string is accepted too.
 */
export type ClubSportType = 'cycling' | 'running' | 'triathlon' | 'other' | (string & {});

/**
 * A club (the items of `DetailedAthlete.clubs`). The details the API gives of a club on its
 * own page (`membership`, `admin`, `owner`, ...) are kept in `extra`. Plain data: it has no
 * client.
 */
export class SummaryClub extends DataRecord {
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

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
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
    this.extra = reader.extra(KEYS);
  }
}
