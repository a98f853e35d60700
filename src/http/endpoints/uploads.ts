import type { JsonObject } from '../../parse/plain-object.js';
import { describeKind, describeQuoted } from '../../parse/received-value.js';
import type { ApiTransport } from '../transport/api-transport.js';
import { OptionReader } from '../shared/option-reader.js';
import { requestCall, type HttpRequestOptions } from './request-call.js';
import { UPLOAD_SCOPE } from './upload-status.js';
import { formValue, readWriteFields, wellFormed, type WriteField } from './write-fields.js';

/** The file formats the API reads, as its `data_type` names them: FIT, TCX or GPX, each also gzipped. */
export type UploadDataType = 'fit' | 'fit.gz' | 'tcx' | 'tcx.gz' | 'gpx' | 'gpx.gz';

/** A file to upload: its bytes, as a `Blob` (a `File` too), a `Uint8Array` (a Node `Buffer` too) or an `ArrayBuffer`. */
export type UploadFile = Blob | Uint8Array | ArrayBuffer;

/** Options of `uploadActivity`. Each is read from the object's own properties only; any other name is a `TypeError`. */
export interface UploadActivityOptions extends HttpRequestOptions {
  /** The file's format: `fit`, `fit.gz`, `tcx`, `tcx.gz`, `gpx` or `gpx.gz`. Required. */
  readonly dataType: UploadDataType;
  /** The activity's name. Default: the API names it (`Morning Run`). */
  readonly name?: string | undefined;
  /** The activity's description. Default: none. */
  readonly description?: string | undefined;
  /** Whether it was recorded on a trainer (sent as `1` or `0`). Default: the API's reading of the file. */
  readonly trainer?: boolean | undefined;
  /** Whether it was a commute (sent as `1` or `0`). Default: the API's reading of the file. */
  readonly commute?: boolean | undefined;
  /**
   * The app's own identifier of the file, which the upload and its activity carry as
   * `external_id`: what to look for among the athlete's activities when an upload's
   * outcome is unknown (`UnknownOutcomeError`). Default: the API uses the file's name.
   */
  readonly externalId?: string | undefined;
}

/** The data types the API reads. */
const DATA_TYPES: readonly UploadDataType[] = ['fit', 'fit.gz', 'tcx', 'tcx.gz', 'gpx', 'gpx.gz'];

/** The media type of each data type, for the file's part of the form. */
const MEDIA_TYPES: Readonly<Record<UploadDataType, string>> = {
  fit: 'application/vnd.ant.fit',
  'fit.gz': 'application/gzip',
  tcx: 'application/vnd.garmin.tcx+xml',
  'tcx.gz': 'application/gzip',
  gpx: 'application/gpx+xml',
  'gpx.gz': 'application/gzip',
};

/** The options of `uploadActivity` that are no field of its form but `data_type`. */
const UPLOAD_CALL_OPTIONS = ['dataType', 'signal', 'timeout'] as const satisfies readonly (keyof UploadActivityOptions)[];

/**
 * The form's fields other than `file` and `data_type`, by option: with
 * `UPLOAD_CALL_OPTIONS`, every option of `UploadActivityOptions`, which the compiler holds
 * them to.
 */
const UPLOAD_FIELDS = {
  name: { wire: 'name', kind: 'name' },
  description: { wire: 'description', kind: 'text' },
  trainer: { wire: 'trainer', kind: 'boolean' },
  commute: { wire: 'commute', kind: 'boolean' },
  externalId: { wire: 'external_id', kind: 'name' },
} as const satisfies Readonly<Record<Exclude<keyof UploadActivityOptions, (typeof UPLOAD_CALL_OPTIONS)[number]>, WriteField>>;

/**
 * `POST /uploads`: the file as the API's `multipart/form-data` (the platform's `FormData`
 * and `Blob`, no Node built-in): `data_type`, the options given (`name`, `description`,
 * `trainer`, `commute`, `external_id`), then `file`, named as the `File` is, else
 * `activity.<dataType>`, with its format's media type. `bytes` is the file as `fileBytes`
 * took it when the call was made. Everything is checked before the request. Never sent
 * twice (see `ApiTransport#write`).
 */
export async function uploadActivity(transport: ApiTransport, clientTimeout: number, bytes: Blob, options: UploadActivityOptions): Promise<JsonObject> {
  const where = 'uploadActivity';
  // Every name is checked here, once: the form's fields and the call's options together.
  const fields = readWriteFields(options, UPLOAD_FIELDS, where, 'options', UPLOAD_CALL_OPTIONS);
  const reader = new OptionReader(options, where, null);
  const dataType = readDataType(reader.get('dataType'), where);
  const call = requestCall(transport, clientTimeout, reader, UPLOAD_SCOPE);
  const fileName = nameOf(bytes, where) ?? `activity.${dataType}`;
  const form = new FormData();
  form.append('data_type', dataType);
  for (const [name, value] of fields) form.append(name, formValue(value));
  form.append('file', new Blob([bytes], { type: MEDIA_TYPES[dataType] }), fileName);
  const externalId = fields.find(([name]) => name === 'external_id')?.[1];
  return transport.write({ method: 'POST', path: '/uploads', body: form, call: where, externalId: typeof externalId === 'string' ? externalId : fileName }, call);
}

/**
 * A `File`'s own name, or null for bytes or a `Blob` without one.
 *
 * @throws TypeError for a name holding a lone surrogate, which the form would send as U+FFFD.
 */
function nameOf(file: Blob, where: string): string | null {
  const name: unknown = file instanceof Blob ? (file as Partial<File>).name : undefined;
  return typeof name === 'string' && name !== '' ? wellFormed(name, `${where}: the file's name`) : null;
}

/**
 * The `dataType` option, one of the API's six.
 *
 * @throws TypeError when it is absent or not a string; RangeError for any other string.
 */
function readDataType(value: unknown, where: string): UploadDataType {
  if (typeof value !== 'string') throw new TypeError(`${where}: options.dataType must be one of ${DATA_TYPES.join(', ')}, received ${describeKind(value)}`);
  const known = DATA_TYPES.find((type) => type === value);
  if (known === undefined) throw new RangeError(`${where}: options.dataType must be one of ${DATA_TYPES.join(', ')}, received ${describeQuoted(value, 60)}`);
  return known;
}
