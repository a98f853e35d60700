import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { DataRecord } from '../core/data-record.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => FaultError);

/**
 * One specific error of the API's error body (`Fault.errors`): which resource and field,
 * and what is wrong with it (`Application` / `""` / `invalid` for a refused token;
 * `AccessToken` / `activity:read_permission` / `missing` for a missing scope). A record,
 * not a thrown error: named `FaultError` rather than the API's `Error` so that it never
 * shadows the global `Error`. Plain data: it has no client.
 */
export class FaultError extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: FaultError }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<FaultError>;
  /** What is at fault: `Application`, `AccessToken`, `Athlete`, `Activity`, `RequestToken`, ... */
  readonly resource: string | null;
  /** Which part of it: `access_token`, `write_permission`, `activity:read_permission`, `code`, `id`, `rate limit`, ...; may be `""`. */
  readonly field: string | null;
  /** What is wrong: `invalid`, `missing`, `exceeded`, ... */
  readonly code: string | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.resource = reader.string(input.resource, 'resource');
    this.field = reader.string(input.field, 'field');
    this.code = reader.string(input.code, 'code');
    this.extra = reader.extra(KEYS);
  }
}
