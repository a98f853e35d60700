import type { Id } from '../../parse/id.js';
import type { JsonObject } from '../../parse/plain-object.js';
import { describeKind } from '../../parse/received-value.js';
import type { ApiTransport } from '../transport/api-transport.js';
import { OptionReader } from '../shared/option-reader.js';
import { pathId } from '../shared/path-id.js';
import { REQUEST_OPTIONS, requestCall, type HttpRequestOptions } from './request-call.js';
import { formOf, readWriteFields, type WriteField } from './write-fields.js';

/** What `updateAthlete` changes. Read from the object's own properties only; any other name is a `TypeError`. */
export interface AthleteChanges {
  /** The athlete's weight, in kilograms: a finite number, more than 0. Required. */
  readonly weight: number;
}

/** The form's fields of `PUT /athlete`. */
const ATHLETE_CHANGES: Readonly<Record<keyof AthleteChanges, WriteField>> = {
  weight: { wire: 'weight', kind: 'kilograms', required: true },
};

/** The scope that changing the athlete's profile and starring segments needs. */
const SCOPE = 'profile:write';

/** `PUT /athlete` with `weight` as a form, as the API takes it; checked before the request. Never sent twice. */
export async function updateAthlete(transport: ApiTransport, clientTimeout: number, changes: AthleteChanges, options: HttpRequestOptions | undefined): Promise<JsonObject> {
  const where = 'updateAthlete';
  const form = formOf(readWriteFields(changes, ATHLETE_CHANGES, where, 'changes'));
  const call = requestCall(transport, clientTimeout, new OptionReader(options, where, REQUEST_OPTIONS), SCOPE);
  return transport.write({ method: 'PUT', path: '/athlete', body: form, call: where }, call);
}

/** `PUT /segments/{id}/starred` with the form field `starred` (`true` or `false`). Never sent twice. */
export async function starSegment(transport: ApiTransport, clientTimeout: number, segmentId: Id, starred: boolean, options: HttpRequestOptions | undefined): Promise<JsonObject> {
  const where = 'starSegment';
  const path = `/segments/${pathId(segmentId, where)}/starred`;
  const given: unknown = starred;
  if (typeof given !== 'boolean') throw new TypeError(`${where}: starred must be a boolean, received ${describeKind(given)}`);
  const call = requestCall(transport, clientTimeout, new OptionReader(options, where, REQUEST_OPTIONS), SCOPE);
  return transport.write({ method: 'PUT', path, body: new URLSearchParams({ starred: String(starred) }), call: where }, call);
}
