import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { BoundRecord } from './bound-record.js';
import type { ActivityType, SportType } from './sport-type.js';
import { SummaryAthlete } from './summary-athlete.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => ClubActivity, ['bound_client']);

/**
 * A recent activity of a club's member, as `GET /clubs/{id}/activities` lists them
 * (`SummaryClub#activities`), newest first. The API trims these for privacy: no `id`, no
 * dates, no map, no position, and an athlete with names only. Nothing identifies an item,
 * so it leads nowhere: it is no `MetaActivity`. (Bodies up to 2017 held whole activities:
 * what this record does not read of them, their `id` and dates among it, is kept in
 * `extra`.) Bound to a client only through its `athlete`, whose `stats()` rejects with
 * `MissingIdError` as the API gives no id.
 *
 * @example
 * ```ts
 * for (const activity of await club.activities()) {
 *   console.log(activity.athlete?.firstname, activity.sport_type, activity.name, activity.distance); // meters
 * }
 * ```
 */
export class ClubActivity extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: ClubActivity }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<ClubActivity>;
  /** How much detail the API included (2). */
  readonly resource_state: number | null;
  /** The member: a first name and a last initial, no `id`; bound to the activity's client. */
  readonly athlete: SummaryAthlete | null;
  /** Name of the activity. */
  readonly name: string | null;
  /** Distance, in meters. */
  readonly distance: number | null;
  /** Moving time, in whole seconds. */
  readonly moving_time: number | null;
  /** Elapsed time, in whole seconds. */
  readonly elapsed_time: number | null;
  /** Elevation gain, in meters. */
  readonly total_elevation_gain: number | null;
  /** Deprecated sport name (`Run`, `Ride`, ...): prefer `sport_type`. Any string. */
  readonly type: ActivityType | null;
  /** The sport (`Run`, `TrailRun`, `Ride`, ...; bodies since 2025). Any string: unknown sports are kept as given. */
  readonly sport_type: SportType | null;
  /** Workout kind: for runs 0 default, 1 race, 2 long run, 3 workout; for rides 10 default, 11 race, 12 workout. */
  readonly workout_type: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    this.athlete = reader.record(input.athlete, 'athlete', SummaryAthlete);
    this.name = reader.string(input.name, 'name');
    this.distance = reader.number(input.distance, 'distance');
    this.moving_time = reader.integer(input.moving_time, 'moving_time');
    this.elapsed_time = reader.integer(input.elapsed_time, 'elapsed_time');
    this.total_elevation_gain = reader.number(input.total_elevation_gain, 'total_elevation_gain');
    this.type = reader.string(input.type, 'type');
    this.sport_type = reader.string(input.sport_type, 'sport_type');
    this.workout_type = reader.integer(input.workout_type, 'workout_type');
    this.extra = reader.extra(KEYS);
  }
}
