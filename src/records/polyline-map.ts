import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { DataRecord } from '../core/data-record.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => PolylineMap);

/**
 * An activity's route (`SummaryActivity.map`), in the encoded polyline format (precision
 * 5): `decodePolyline` turns it into positions. Plain data: it has no client.
 *
 * @example
 * ```ts
 * const route = decodePolyline(detail.map?.polyline ?? ''); // readonly [latitude, longitude][]
 * ```
 */
export class PolylineMap extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: PolylineMap }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<PolylineMap>;
  /** The map's identifier, such as `a1946417534`: a string, not an id. */
  readonly id: string | null;
  /** The full route, encoded polyline format (a detailed activity only). */
  readonly polyline: string | null;
  /** A simplified route, encoded polyline format (lists carry only this one). */
  readonly summary_polyline: string | null;
  /** How much detail the API included: 2 summary, 3 detail. */
  readonly resource_state: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.string(input.id, 'id');
    this.polyline = reader.string(input.polyline, 'polyline');
    this.summary_polyline = reader.string(input.summary_polyline, 'summary_polyline');
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    this.extra = reader.extra(KEYS);
  }
}
