import type { Id } from '../parse/id.js';
import type { LatLng } from '../parse/lat-lng.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { DataRecord } from '../core/data-record.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => ActivityPhoto);

/**
 * A photo of an activity: the items of `GET /activities/{id}/photos`, as
 * `MetaActivity#photos` gives them. The API publishes no model for it; the fields are
 * those of real bodies. Plain data: it has no client.
 *
 * @example
 * ```ts
 * for (const photo of await activity.photos()) console.log(photo.urls?.['600'], photo.sizes?.['600']); // URL, [width, height]
 * ```
 */
export class ActivityPhoto extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: ActivityPhoto }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<ActivityPhoto>;
  /** Identifier of a photo stored by the service (a bigint only beyond 2^53); Instagram photos have none. */
  readonly id: Id | null;
  /** Unique identifier of the photo (UUID-like). */
  readonly unique_id: string | null;
  /** The activity the photo belongs to. */
  readonly activity_id: Id | null;
  /** The athlete who posted the photo. */
  readonly athlete_id: Id | null;
  /** How much detail the API included: 1 meta, 2 summary, 3 detail. */
  readonly resource_state: number | null;
  /** The photo's caption. */
  readonly caption: string | null;
  /** Where the photo is stored: 1 the service, 2 Instagram. */
  readonly source: number | null;
  /** Picture URLs keyed by size in pixels (`"600"`, `"5000"`, or `"0"` when no size was asked): read-only, null prototype. */
  readonly urls: Readonly<Record<string, string>> | null;
  /** `[width, height]` of each picture in pixels, keyed like `urls`: read-only, null prototype. */
  readonly sizes: Readonly<Record<string, readonly [number, number]>> | null;
  /** When the photo was taken: an RFC 3339 date-time string, as given (an instant). */
  readonly created_at: string | null;
  /**
   * When the photo was taken in local wall-clock time, as given. The API writes a `Z` on
   * it, but it is not UTC: do not read it as an instant.
   */
  readonly created_at_local: string | null;
  /** When the photo was uploaded: an RFC 3339 date-time string, as given (an instant). */
  readonly uploaded_at: string | null;
  /** Where the photo was taken, `[latitude, longitude]` in degrees; null when the API gives `[]` (no position). */
  readonly location: LatLng | null;
  /** Whether the photo is the activity's primary photo. */
  readonly default_photo: boolean | null;
  /** Fields the spec does not name (such as `activity_name`, `post_id`, `type`, `status`, `cursor`), as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.unique_id = reader.string(input.unique_id, 'unique_id');
    this.activity_id = reader.id(input.activity_id, 'activity_id');
    this.athlete_id = reader.id(input.athlete_id, 'athlete_id');
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    this.caption = reader.string(input.caption, 'caption');
    this.source = reader.integer(input.source, 'source');
    this.urls = reader.stringMap(input.urls, 'urls');
    this.sizes = reader.sizeMap(input.sizes, 'sizes');
    this.created_at = reader.dateTime(input.created_at, 'created_at');
    this.created_at_local = reader.dateTime(input.created_at_local, 'created_at_local');
    this.uploaded_at = reader.dateTime(input.uploaded_at, 'uploaded_at');
    this.location = reader.latLng(input.location, 'location');
    this.default_photo = reader.boolean(input.default_photo, 'default_photo');
    this.extra = reader.extra(KEYS);
  }
}
