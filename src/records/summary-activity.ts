import type { AccessOptions } from '../core/client-handle.js';
import { accessRelated, type RelatedCall } from '../client/related-calls.js';
import type { Id } from '../parse/id.js';
import type { LatLng } from '../parse/lat-lng.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { DetailedGear } from './detailed-gear.js';
import { readDetailedGear } from './gear-details.js';
import { MetaActivity } from './meta-activity.js';
import { MetaAthlete } from './meta-athlete.js';
import { PolylineMap } from './polyline-map.js';
import type { ActivityType, SportType } from './sport-type.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => SummaryActivity, ['bound_client']);

const GEAR: RelatedCall<DetailedGear> = { accessor: 'gear', method: 'getGear', read: readDetailedGear };

/**
 * Who may see an activity (`SummaryActivity.visibility`): the known values, offered for
 * completion; any other string is accepted too.
 */
export type ActivityVisibility = 'everyone' | 'followers_only' | 'only_me' | (string & {});

/**
 * An activity as the athlete's list shows it: the items of `GET /athlete/activities`
 * (and of club activity lists, which leave out the id, the dates and most figures). It is
 * a `MetaActivity`, bound to a client like a lap: `details()`, `laps()`, `comments()` and
 * the other accessors reach the rest.
 *
 * `type` and `sport_type` take any string: the API adds sports every year, and their
 * types list the known ones for completion only. `start_date_local` is wall-clock time
 * despite its `Z`: `zonedStartDate(activity)` gives the start with its real offset.
 *
 * @example
 * ```ts
 * const activities = SummaryActivity.parseMany(await client.getAthleteActivities(), { client });
 * for (const activity of activities) console.log(activity.sport_type, activity.name, activity.distance); // meters
 * const detail = await activities[0]?.details();
 * ```
 */
export class SummaryActivity extends MetaActivity {
  /** This class as a Standard Schema v1: `validate` gives `{ value: SummaryActivity }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<SummaryActivity>;
  /** How much detail the API included: 2 summary, 3 detail. */
  readonly resource_state: number | null;
  /** The identifier the uploader gave the activity (often the uploaded file's name). */
  readonly external_id: string | null;
  /** The upload that made this activity (a bigint only beyond 2^53). */
  readonly upload_id: Id | null;
  /** The same upload's identifier, as text. */
  readonly upload_id_str: string | null;
  /** The athlete, bound to the activity's client (club lists give names only, kept in its `extra`). */
  readonly athlete: MetaAthlete | null;
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
  /** Highest elevation, in meters. */
  readonly elev_high: number | null;
  /** Lowest elevation, in meters. */
  readonly elev_low: number | null;
  /** Deprecated sport name (`Run`, `Ride`, ...; a gravel ride is a `Ride` here): prefer `sport_type`. Any string. */
  readonly type: ActivityType | null;
  /** The sport (`Run`, `TrailRun`, `Ride`, `GravelRide`, `Swim`, ...). Any string: unknown sports are kept as given. */
  readonly sport_type: SportType | null;
  /** Workout kind: for runs 0 default, 1 race, 2 long run, 3 workout; for rides 10 default, 11 race, 12 workout. */
  readonly workout_type: number | null;
  /** When the activity started: an RFC 3339 date-time string, as given (an instant, in UTC). */
  readonly start_date: string | null;
  /**
   * When the activity started in its local time zone, as given. The API writes a `Z` on
   * it, but it is wall-clock time, not UTC: `zonedStartDate(activity)` gives it with its offset.
   */
  readonly start_date_local: string | null;
  /**
   * The time zone, as `"(GMT-08:00) America/Los_Angeles"`: `timeZoneName(activity)` gives
   * the name. The bracket is the zone's standard offset, not the one in force at the start:
   * `utcOffsetSeconds(activity)` gives that.
   */
  readonly timezone: string | null;
  /** Seconds to add to UTC for the local time at the start (`-14400` for UTC-4). */
  readonly utc_offset: number | null;
  /** Where the activity started, `[latitude, longitude]` in degrees; null when the API gives `[]` (no position). */
  readonly start_latlng: LatLng | null;
  /** Where it ended, `[latitude, longitude]` in degrees; null when the API gives `[]` (no position). */
  readonly end_latlng: LatLng | null;
  /** Achievements earned. */
  readonly achievement_count: number | null;
  /** Personal records set. */
  readonly pr_count: number | null;
  /** Kudos received. */
  readonly kudos_count: number | null;
  /** Comments. */
  readonly comment_count: number | null;
  /** Athletes in the activity (more than 1 for a group activity). */
  readonly athlete_count: number | null;
  /** Instagram photos. */
  readonly photo_count: number | null;
  /** All photos. */
  readonly total_photo_count: number | null;
  /** The route as an encoded polyline (`decodePolyline` reads it). */
  readonly map: PolylineMap | null;
  /** Whether it was recorded on a trainer. */
  readonly trainer: boolean | null;
  /** Whether it is a commute. */
  readonly commute: boolean | null;
  /** Whether it was entered by hand. */
  readonly manual: boolean | null;
  /** Whether it is private. */
  readonly private: boolean | null;
  /** Who may see it: `everyone`, `followers_only` or `only_me`; any other string is kept as given. */
  readonly visibility: ActivityVisibility | null;
  /** Whether it is flagged. */
  readonly flagged: boolean | null;
  /** Whether it is muted (hidden from the home feed). */
  readonly hide_from_home: boolean | null;
  /** The gear used: `b12345` for a bike, `g12345` for shoes (`DetailedActivity.gear` has its name). */
  readonly gear_id: string | null;
  /** Average speed, in meters per second. */
  readonly average_speed: number | null;
  /** Maximum speed, in meters per second. */
  readonly max_speed: number | null;
  /** Average cadence: revolutions per minute (steps per minute for one foot when running). */
  readonly average_cadence: number | null;
  /** Average temperature, in degrees Celsius. */
  readonly average_temp: number | null;
  /** Whether heart rate was recorded. */
  readonly has_heartrate: boolean | null;
  /** Average heart rate, in beats per minute. */
  readonly average_heartrate: number | null;
  /** Maximum heart rate, in beats per minute. */
  readonly max_heartrate: number | null;
  /** Average power, in watts (rides). */
  readonly average_watts: number | null;
  /** Maximum power, in watts (rides with a power meter). */
  readonly max_watts: number | null;
  /** Weighted average power (similar to normalized power), in watts. */
  readonly weighted_average_watts: number | null;
  /** Whether the power figures come from a power meter (true) or are the service's estimate (false). */
  readonly device_watts: boolean | null;
  /** Work done, in kilojoules (rides). */
  readonly kilojoules: number | null;
  /** Relative effort, a score without unit. */
  readonly suffer_score: number | null;
  /** Whether the authenticated athlete gave the activity kudos. */
  readonly has_kudoed: boolean | null;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  // Protected, not private, for the subclass DetailedActivity.
  protected constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    this.external_id = reader.string(input.external_id, 'external_id');
    this.upload_id = reader.id(input.upload_id, 'upload_id');
    this.upload_id_str = reader.string(input.upload_id_str, 'upload_id_str');
    this.athlete = reader.record(input.athlete, 'athlete', MetaAthlete);
    this.name = reader.string(input.name, 'name');
    this.distance = reader.number(input.distance, 'distance');
    this.moving_time = reader.integer(input.moving_time, 'moving_time');
    this.elapsed_time = reader.integer(input.elapsed_time, 'elapsed_time');
    this.total_elevation_gain = reader.number(input.total_elevation_gain, 'total_elevation_gain');
    this.elev_high = reader.number(input.elev_high, 'elev_high');
    this.elev_low = reader.number(input.elev_low, 'elev_low');
    this.type = reader.string(input.type, 'type');
    this.sport_type = reader.string(input.sport_type, 'sport_type');
    this.workout_type = reader.integer(input.workout_type, 'workout_type');
    this.start_date = reader.dateTime(input.start_date, 'start_date');
    this.start_date_local = reader.dateTime(input.start_date_local, 'start_date_local');
    this.timezone = reader.string(input.timezone, 'timezone');
    this.utc_offset = reader.number(input.utc_offset, 'utc_offset');
    this.start_latlng = reader.latLng(input.start_latlng, 'start_latlng');
    this.end_latlng = reader.latLng(input.end_latlng, 'end_latlng');
    this.achievement_count = reader.integer(input.achievement_count, 'achievement_count');
    this.pr_count = reader.integer(input.pr_count, 'pr_count');
    this.kudos_count = reader.integer(input.kudos_count, 'kudos_count');
    this.comment_count = reader.integer(input.comment_count, 'comment_count');
    this.athlete_count = reader.integer(input.athlete_count, 'athlete_count');
    this.photo_count = reader.integer(input.photo_count, 'photo_count');
    this.total_photo_count = reader.integer(input.total_photo_count, 'total_photo_count');
    this.map = reader.record(input.map, 'map', PolylineMap);
    this.trainer = reader.boolean(input.trainer, 'trainer');
    this.commute = reader.boolean(input.commute, 'commute');
    this.manual = reader.boolean(input.manual, 'manual');
    this.private = reader.boolean(input.private, 'private');
    this.visibility = reader.string(input.visibility, 'visibility');
    this.flagged = reader.boolean(input.flagged, 'flagged');
    this.hide_from_home = reader.boolean(input.hide_from_home, 'hide_from_home');
    this.gear_id = reader.string(input.gear_id, 'gear_id');
    this.average_speed = reader.number(input.average_speed, 'average_speed');
    this.max_speed = reader.number(input.max_speed, 'max_speed');
    this.average_cadence = reader.number(input.average_cadence, 'average_cadence');
    this.average_temp = reader.number(input.average_temp, 'average_temp');
    this.has_heartrate = reader.boolean(input.has_heartrate, 'has_heartrate');
    this.average_heartrate = reader.number(input.average_heartrate, 'average_heartrate');
    this.max_heartrate = reader.number(input.max_heartrate, 'max_heartrate');
    this.average_watts = reader.number(input.average_watts, 'average_watts');
    this.max_watts = reader.integer(input.max_watts, 'max_watts');
    this.weighted_average_watts = reader.integer(input.weighted_average_watts, 'weighted_average_watts');
    this.device_watts = reader.boolean(input.device_watts, 'device_watts');
    this.kilojoules = reader.number(input.kilojoules, 'kilojoules');
    this.suffer_score = reader.number(input.suffer_score, 'suffer_score');
    this.has_kudoed = reader.boolean(input.has_kudoed, 'has_kudoed');
  }

  /**
   * The gear the activity was done with, on its own page (`getGear`, asked with
   * `gear_id`): brand, model, frame type and description, bound to this activity's client.
   * An activity without `gear_id` has none: the promise gives null and the client is not
   * called. The API gives only the authenticated athlete's own gear. (A `DetailedActivity`
   * has no such accessor: its `gear` is the body's data, a `SummaryGear` whose `details()`
   * leads on.)
   *
   * Needs a bound client that has `getGear`. Memoised per record: concurrent calls share
   * one client call, a success is kept and given again without calling the client, and
   * `refresh: true` calls it again (a success replaces the kept result, a failure leaves
   * it). Aborting `signal` rejects this caller alone, at once, with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client (also
   * without `gear_id`), `TypeError` when the client has no `getGear` method, `ParseError`
   * when the client's body does not validate (not kept), `SyntaxError` when it answers with
   * text that is not JSON, or whatever the client rejected with.
   */
  gear(options?: AccessOptions): Promise<DetailedGear | null> {
    if (this.gear_id === null && this.bound_client !== null) return Promise.resolve(null);
    return accessRelated(this, this.recordName(), GEAR, options, this.gear_id);
  }

  /** @internal The keys this class reads (a subclass gives its own), for `extra`. */
  protected override specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it (a subclass gives its own). */
  protected override recordName(): string {
    return 'SummaryActivity';
  }
}
