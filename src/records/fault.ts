import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { DataRecord } from '../core/data-record.js';
import { FaultError } from './fault-error.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => Fault);

/**
 * The API's error body: what a failed call (a 4xx) answers instead of its record,
 * `{"message":"Authorization Error","errors":[{"resource":"Application","field":"","code":"invalid"}]}`.
 * A 404 often has an empty body and no fault. Plain data: it has no client.
 *
 * @example
 * ```ts
 * const fault = Fault.safeParse(decodeJSON(errorText));
 * if (fault.success) console.log(fault.data.message, fault.data.errors?.map((error) => error.code));
 * ```
 */
export class Fault extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: Fault }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<Fault>;
  /** The summary: `Authorization Error`, `Bad Request`, `Forbidden`, `Record Not Found`, `Rate Limit Exceeded`, ... */
  readonly message: string | null;
  /** The specific errors, in the body's order; may be empty. */
  readonly errors: readonly FaultError[] | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.message = reader.string(input.message, 'message');
    this.errors = reader.records(input.errors, 'errors', FaultError);
    this.extra = reader.extra(KEYS);
  }
}
