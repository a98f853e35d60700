import type { AccessOptions } from '../core/client-handle.js';
import { accessRelated, type RelatedCall } from '../client/related-calls.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { Route } from './route.js';
import { SummaryAthlete } from './summary-athlete.js';
import { SummaryClub } from './summary-club.js';
import { SummaryGear } from './summary-gear.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { Zones } from './zones.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => DetailedAthlete, ['bound_client']);

// Imported, not loaded with import(): no `Lap` reaches an athlete in detail, and neither imports it back.
const ZONES: RelatedCall<Zones> = {
  accessor: 'zones',
  method: 'getAthleteZones',
  withoutId: true,
  read: (body) => Zones.parse(body),
};
const ROUTES: RelatedCall<readonly Route[]> = {
  accessor: 'routes',
  method: 'getAthleteRoutes',
  read: (body, client) => Route.parseMany(body, { client }),
};

/**
 * The unit system an athlete chose (`DetailedAthlete.measurement_preference`): the known
 * values, offered for completion; any other string is accepted too.
 */
export type MeasurementPreference = 'feet' | 'meters' | (string & {});

/**
 * The authenticated athlete: the body of `GET /athlete` (and of `GET /athletes/{id}`). It
 * is a `SummaryAthlete`, so a `MetaAthlete` with `stats()`, plus the athlete's profile,
 * clubs and gear, and the accessors `zones()` and `routes()`. Bound to a client like every
 * athlete record: its clubs and gear are bound to the same client, each with its own
 * `details()`.
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

  /**
   * The authenticated athlete's heart-rate and power zones (`getAthleteZones`). The API
   * gives no other athlete's zones, so the client is asked without an id: call it on the
   * athlete of `GET /athlete`. Needs the `profile:read_all` scope.
   *
   * Needs a bound client that has `getAthleteZones` (not an `id`). Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client (the client
   * is not called), `TypeError` when the client has no `getAthleteZones` method,
   * `ParseError` when the client's body does not validate (not kept), `SyntaxError` when it
   * answers with text that is not JSON, or whatever the client rejected with.
   */
  zones(options?: AccessOptions): Promise<Zones> {
    return accessRelated(this, this.recordName(), ZONES, options);
  }

  /**
   * The athlete's routes (`getAthleteRoutes`), bound to this athlete's client, each with
   * its own `details()`, `streams()`, `gpx()` and `tcx()`. List items leave out a route's
   * segments and full line: `details()` gives them.
   *
   * Needs a bound client that has `getAthleteRoutes` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getAthleteRoutes` method, `ParseError` when the client's body does
   * not validate (paths start at the item's index; not kept), `SyntaxError` when it
   * answers with text that is not JSON, or whatever the client rejected with.
   */
  routes(options?: AccessOptions): Promise<readonly Route[]> {
    return accessRelated(this, this.recordName(), ROUTES, options);
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
