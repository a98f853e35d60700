import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { ActivityPhoto } from './activity-photo.js';
import { DataRecord } from '../core/data-record.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => PhotosSummary);

/**
 * How many photos a detailed activity has, and its primary one (`DetailedActivity.photos`);
 * `MetaActivity#photos` gives them all. Plain data: it has no client.
 */
export class PhotosSummary extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: PhotosSummary }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<PhotosSummary>;
  /** Number of photos. */
  readonly count: number | null;
  /** The primary photo: its `id`, `unique_id`, `urls` and `source` (`media_type` in its `extra`). */
  readonly primary: ActivityPhoto | null;
  /** Whether the primary photo is shown. */
  readonly use_primary_photo: boolean | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.count = reader.integer(input.count, 'count');
    this.primary = reader.record(input.primary, 'primary', ActivityPhoto);
    this.use_primary_photo = reader.boolean(input.use_primary_photo, 'use_primary_photo');
    this.extra = reader.extra(KEYS);
  }
}
