import type { Id } from '../../parse/id.js';
import type { JsonObject } from '../../parse/plain-object.js';
import type { SportType } from '../../records/sport-type.js';
import type { ApiTransport } from '../transport/api-transport.js';
import { OptionReader } from '../shared/option-reader.js';
import { pathId } from '../shared/path-id.js';
import { REQUEST_OPTIONS, requestCall, type HttpRequestOptions } from './request-call.js';
import { formOf, readWriteFields, type WriteField } from './write-fields.js';

/**
 * A manual activity to create (`createActivity`), its fields named in camelCase; each is
 * read from the object's own properties only, and any other name is a `TypeError`.
 */
export interface NewActivity {
  /** The activity's name. Required. */
  readonly name: string;
  /** Its sport (`Run`, `Ride`, `Yoga`...). Required. */
  readonly sportType: SportType;
  /**
   * When it started, as the athlete's local time with its UTC offset, RFC 3339
   * (`2025-10-18T19:04:26-04:00`): the API keeps the local time and reads `start_date`
   * from the offset. A `Date` is refused: it is an instant, whose text would carry UTC's
   * time and offset, not the athlete's. Required.
   */
  readonly startDateLocal: string;
  /** How long it lasted, in seconds: a positive whole number. Required. */
  readonly elapsedTime: number;
  /** Its description. Default: none. */
  readonly description?: string | undefined;
  /** Its distance, in meters: a finite number, 0 or more. Default: none. */
  readonly distance?: number | undefined;
  /** Whether it was done on a trainer (sent as `1` or `0`). Default: not. */
  readonly trainer?: boolean | undefined;
  /** Whether it was a commute (sent as `1` or `0`). Default: not. */
  readonly commute?: boolean | undefined;
}

/**
 * What `updateActivity` changes, named in camelCase: only the fields given are sent. Each
 * is read from the object's own properties only (one set to undefined is not sent), and
 * any other name is a `TypeError`.
 */
export interface ActivityChanges {
  /** A new name: a non-empty string. */
  readonly name?: string | undefined;
  /** A new sport (`Run`, `GravelRide`...): a non-empty string. */
  readonly sportType?: SportType | undefined;
  /** A new description (`''` empties it). */
  readonly description?: string | undefined;
  /** Whether it was a commute. */
  readonly commute?: boolean | undefined;
  /** Whether it was done on a trainer. */
  readonly trainer?: boolean | undefined;
  /** Whether it is muted: kept out of the followers' feeds. */
  readonly hideFromHome?: boolean | undefined;
  /** The gear to attach (`b12345` for a bike, `g12345` for shoes), or `'none'` to take its gear off. */
  readonly gearId?: string | undefined;
}

/** The form's fields of `POST /activities`, by camelCase name. */
const NEW_ACTIVITY_FIELDS: Readonly<Record<keyof NewActivity, WriteField>> = {
  name: { wire: 'name', kind: 'name', required: true },
  sportType: { wire: 'sport_type', kind: 'name', required: true },
  startDateLocal: { wire: 'start_date_local', kind: 'date-time', required: true },
  elapsedTime: { wire: 'elapsed_time', kind: 'seconds', required: true },
  description: { wire: 'description', kind: 'text' },
  distance: { wire: 'distance', kind: 'meters' },
  trainer: { wire: 'trainer', kind: 'boolean' },
  commute: { wire: 'commute', kind: 'boolean' },
};

/** The fields of `PUT /activities/{id}`'s JSON body (the API's `UpdatableActivity`), by camelCase name. */
const ACTIVITY_CHANGES: Readonly<Record<keyof ActivityChanges, WriteField>> = {
  name: { wire: 'name', kind: 'name' },
  sportType: { wire: 'sport_type', kind: 'name' },
  description: { wire: 'description', kind: 'text' },
  commute: { wire: 'commute', kind: 'boolean' },
  trainer: { wire: 'trainer', kind: 'boolean' },
  hideFromHome: { wire: 'hide_from_home', kind: 'boolean' },
  gearId: { wire: 'gear_id', kind: 'name' },
};

/** The scope that creating and changing activities needs. */
const SCOPE = 'activity:write';

/** `POST /activities`: a manual activity, as a form; every field checked before the request. Never sent twice. */
export async function createActivity(transport: ApiTransport, clientTimeout: number, fields: NewActivity, options: HttpRequestOptions | undefined): Promise<JsonObject> {
  const where = 'createActivity';
  const form = formOf(readWriteFields(fields, NEW_ACTIVITY_FIELDS, where, 'fields'));
  const call = requestCall(transport, clientTimeout, new OptionReader(options, where, REQUEST_OPTIONS), SCOPE);
  return transport.write({ method: 'POST', path: '/activities', body: form, call: where }, call);
}

/**
 * `PUT /activities/{id}` with the changes as a JSON body, as the API's reference asks;
 * every change checked before the request, and at least one given. Never sent twice.
 */
export async function updateActivity(transport: ApiTransport, clientTimeout: number, activityId: Id, changes: ActivityChanges, options: HttpRequestOptions | undefined): Promise<JsonObject> {
  const where = 'updateActivity';
  const path = `/activities/${pathId(activityId, where)}`;
  const fields = readWriteFields(changes, ACTIVITY_CHANGES, where, 'changes');
  if (fields.length === 0) throw new RangeError(`${where}: changes must give at least one of ${Object.keys(ACTIVITY_CHANGES).join(', ')}`);
  const call = requestCall(transport, clientTimeout, new OptionReader(options, where, REQUEST_OPTIONS), SCOPE);
  return transport.write({ method: 'PUT', path, body: JSON.stringify(Object.fromEntries(fields)), call: where }, call);
}
