import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { MetaAthlete } from './meta-athlete.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => SummaryAthlete, ['bound_client']);

/**
 * An athlete as lists show them: the items of `GET /activities/{id}/kudos` and a
 * comment's author. It is a `MetaAthlete` with the athlete's names, place and picture
 * (the API's model is defined so), so it goes wherever a `MetaAthlete` goes and has its
 * `stats()`, through the client it is bound to. Kudos lists often give only the names,
 * so `id` is often null there, and `stats()` then rejects with `MissingIdError`.
 *
 * @example
 * ```ts
 * const [comment] = await activity.comments();
 * const stats = await comment?.athlete?.stats(); // through the activity's client
 * ```
 */
export class SummaryAthlete extends MetaAthlete {
  /** This class as a Standard Schema v1: `validate` gives `{ value: SummaryAthlete }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<SummaryAthlete>;
  /** First name. */
  readonly firstname: string | null;
  /** Last name (often only an initial, as the API shows other athletes). */
  readonly lastname: string | null;
  /** URL of a 62x62 pixel profile picture. */
  readonly profile_medium: string | null;
  /** URL of a 124x124 pixel profile picture. */
  readonly profile: string | null;
  /** City. */
  readonly city: string | null;
  /** State or region. */
  readonly state: string | null;
  /** Country. */
  readonly country: string | null;
  /** `M`, `F`, or null. */
  readonly sex: string | null;
  /** Deprecated by the API: whether the athlete subscribes (use `summit`). */
  readonly premium: boolean | null;
  /** Whether the athlete subscribes. */
  readonly summit: boolean | null;
  /** When the athlete joined: an RFC 3339 date-time string, as given. */
  readonly created_at: string | null;
  /** When the athlete was last updated: an RFC 3339 date-time string, as given. */
  readonly updated_at: string | null;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  // Protected, not private, for the subclass DetailedAthlete.
  protected constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.firstname = reader.string(input.firstname, 'firstname');
    this.lastname = reader.string(input.lastname, 'lastname');
    this.profile_medium = reader.string(input.profile_medium, 'profile_medium');
    this.profile = reader.string(input.profile, 'profile');
    this.city = reader.string(input.city, 'city');
    this.state = reader.string(input.state, 'state');
    this.country = reader.string(input.country, 'country');
    this.sex = reader.string(input.sex, 'sex');
    this.premium = reader.boolean(input.premium, 'premium');
    this.summit = reader.boolean(input.summit, 'summit');
    this.created_at = reader.dateTime(input.created_at, 'created_at');
    this.updated_at = reader.dateTime(input.updated_at, 'updated_at');
  }

  /** @internal The keys this class reads, for `extra`. */
  protected override specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it. */
  protected override recordName(): string {
    return 'SummaryAthlete';
  }
}
