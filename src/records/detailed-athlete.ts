import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { SummaryAthlete } from './summary-athlete.js';
import { SummaryClub } from './summary-club.js';
import { SummaryGear } from './summary-gear.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => DetailedAthlete, ['bound_client']);

/**
 * The unit system an athlete chose (`DetailedAthlete.measurement_preference`): the known
 * values, offered for completion; any other string is accepted too.
 */
export type MeasurementPreference = 'feet' | 'meters' | (string & {});

/**
 * The authenticated athlete: the body of `GET /athlete` (and of `GET /athletes/{id}`). It
 * is a `SummaryAthlete`, so a `MetaAthlete` with `stats()`, plus the athlete's profile,
 * clubs and gear. Bound to a client like every athlete record.
 *
 * @example
 * ```ts
 * const athlete = DetailedAthlete.parse(await client.getAuthenticatedAthlete(), { client });
 * console.log(athlete.firstname, athlete.measurement_preference, athlete.bikes?.map((bike) => bike.name));
 * const stats = await athlete.stats();
 * ```
 */
export class DetailedAthlete extends SummaryAthlete {
  /** This class as a Standard Schema v1: `validate` gives `{ value: DetailedAthlete }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<DetailedAthlete>;
  /** User name. */
  readonly username: string | null;
  /** Biography. */
  readonly bio: string | null;
  /** Weight, in kilograms. */
  readonly weight: number | null;
  /** Functional threshold power, in watts. */
  readonly ftp: number | null;
  /** The athlete's unit system: `feet` (miles, feet) or `meters` (kilometers, meters); any other string is kept as given. */
  readonly measurement_preference: MeasurementPreference | null;
  /** Number of followers. */
  readonly follower_count: number | null;
  /** Number of athletes followed. */
  readonly friend_count: number | null;
  /** The athlete's clubs. */
  readonly clubs: readonly SummaryClub[] | null;
  /** The athlete's bikes. */
  readonly bikes: readonly SummaryGear[] | null;
  /** The athlete's shoes. */
  readonly shoes: readonly SummaryGear[] | null;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.username = reader.string(input.username, 'username');
    this.bio = reader.string(input.bio, 'bio');
    this.weight = reader.number(input.weight, 'weight');
    this.ftp = reader.integer(input.ftp, 'ftp');
    this.measurement_preference = reader.string(input.measurement_preference, 'measurement_preference');
    this.follower_count = reader.integer(input.follower_count, 'follower_count');
    this.friend_count = reader.integer(input.friend_count, 'friend_count');
    this.clubs = reader.records(input.clubs, 'clubs', SummaryClub);
    this.bikes = reader.records(input.bikes, 'bikes', SummaryGear);
    this.shoes = reader.records(input.shoes, 'shoes', SummaryGear);
  }

  /** @internal The keys this class reads, for `extra`. */
  protected override specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it. */
  protected override recordName(): string {
    return 'DetailedAthlete';
  }
}
