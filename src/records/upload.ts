import type { FieldReader } from '../parse/field-reader.js';
import type { Id } from '../parse/id.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { DataRecord } from '../core/data-record.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => Upload);

/**
 * The statuses of an upload (`Upload.status`), sentences as the API writes them: the known
 * ones, offered for completion; any other string is accepted too.
 */
export type UploadStatus =
  | 'Your activity is still being processed.'
  | 'Your activity is ready.'
  | 'There was an error processing your activity.'
  | 'The created activity has been deleted.'
  | (string & {});

/**
 * A file on its way to becoming an activity: the body of `POST /uploads` (answered before
 * processing) and of `GET /uploads/{uploadId}`, which a client polls until `status`
 * changes. A non-null `activity_id` means the activity is made; a null `error` alone does
 * not mean success (a deleted activity's upload has both null). A duplicate ends with the
 * error status and `error` naming the activity it duplicates
 * (`"17611540601.tcx duplicate of activity 8319193780"`). Plain data: it has no client.
 *
 * @example
 * ```ts
 * const upload = Upload.parse(decodeJSON(body));
 * if (upload.activity_id !== null) console.log('ready:', upload.activity_id);
 * else if (upload.error !== null) console.error(upload.status, upload.error);
 * ```
 */
export class Upload extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: Upload }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<Upload>;
  /** The upload's identifier, not the activity's (a bigint only beyond 2^53). */
  readonly id: Id | null;
  /** The same identifier as text (absent from bodies of 2018). */
  readonly id_str: string | null;
  /** The uploader's identifier, by default the file's name: null in the first answer, `"17611540601.tcx"` once ready. */
  readonly external_id: string | null;
  /** Why processing failed, as text; null otherwise. */
  readonly error: string | null;
  /** Where processing stands, as a sentence: `Your activity is still being processed.`, `Your activity is ready.`, ... */
  readonly status: UploadStatus | null;
  /** The activity made from the file once ready; null before, and on failure. */
  readonly activity_id: Id | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.id_str = reader.string(input.id_str, 'id_str');
    this.external_id = reader.string(input.external_id, 'external_id');
    this.error = reader.string(input.error, 'error');
    this.status = reader.string(input.status, 'status');
    this.activity_id = reader.id(input.activity_id, 'activity_id');
    this.extra = reader.extra(KEYS);
  }
}
