import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import type { ClubMembership } from './detailed-club.js';
import { SummaryAthlete } from './summary-athlete.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => ClubAthlete, ['bound_client']);

/**
 * A member of a club as `GET /clubs/{id}/members` lists them (`SummaryClub#members`): a
 * `SummaryAthlete` (bound, with `stats()`) and the member's standing in the club. Since
 * 2018 the API gives the names (the last one as an initial) and the standing only, with no
 * `id`, so `stats()` rejects with `MissingIdError`; older bodies held every field of an
 * athlete. (The API's published model calls `membership` `member`; every real body writes
 * `membership`, which is what this record reads. A `member` key is kept in `extra`.)
 *
 * @example
 * ```ts
 * const admins = (await club.members()).filter((member) => member.admin === true);
 * console.log(admins.map((member) => `${member.firstname} ${member.lastname}`));
 * ```
 */
export class ClubAthlete extends SummaryAthlete {
  /** This class as a Standard Schema v1: `validate` gives `{ value: ClubAthlete }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<ClubAthlete>;
  /** The member's status in the club: `member` or `pending`; any other string is kept as given. */
  readonly membership: ClubMembership | null;
  /** Whether this member administers the club. */
  readonly admin: boolean | null;
  /** Whether this member owns the club. */
  readonly owner: boolean | null;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.membership = reader.string(input.membership, 'membership');
    this.admin = reader.boolean(input.admin, 'admin');
    this.owner = reader.boolean(input.owner, 'owner');
  }

  /** @internal The keys this class reads, for `extra`. */
  protected override specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it. */
  protected override recordName(): string {
    return 'ClubAthlete';
  }
}
