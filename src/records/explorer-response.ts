import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { BoundRecord } from './bound-record.js';
import { ExplorerSegment } from './explorer-segment.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => ExplorerResponse, ['bound_client']);

/**
 * The body of `GET /segments/explore`: at most 10 segments in the bounds asked about.
 * Bound to a client: its segments are bound to the same client, each reaching its detail,
 * efforts and samples.
 *
 * @example
 * ```ts
 * const explored = ExplorerResponse.parse(decodeJSON(body), { client });
 * const detail = await explored.segments?.[0]?.details(); // DetailedSegment
 * ```
 */
export class ExplorerResponse extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: ExplorerResponse }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<ExplorerResponse>;
  /** The segments found (every real answer holds 10), bound to this record's client. */
  readonly segments: readonly ExplorerSegment[] | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    this.segments = reader.records(reader.input.segments, 'segments', ExplorerSegment);
    this.extra = reader.extra(KEYS);
  }
}
