import type { FieldReader } from '../parse/field-reader.js';
import type { LatLng } from '../parse/lat-lng.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import { DataRecord } from '../core/data-record.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => Waypoint);

/**
 * A point the creator of a route added to it (`Route.waypoints`). Plain data: it has no
 * client. The fields are the API's published model: no real body has held one yet.
 */
export class Waypoint extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: Waypoint }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<Waypoint>;
  /** Where the waypoint sits on the route, `[latitude, longitude]` in degrees; null when the API gives `[]`. */
  readonly latlng: LatLng | null;
  /** The place it points at, possibly off the route, `[latitude, longitude]` in degrees; null when the API gives `[]`. */
  readonly target_latlng: LatLng | null;
  /** Title. */
  readonly title: string | null;
  /** Description. */
  readonly description: string | null;
  /** The categories it belongs to. */
  readonly categories: readonly string[] | null;
  /** Distance from the route's start, in meters. */
  readonly distance_into_route: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.latlng = reader.latLng(input.latlng, 'latlng');
    this.target_latlng = reader.latLng(input.target_latlng, 'target_latlng');
    this.title = reader.string(input.title, 'title');
    this.description = reader.string(input.description, 'description');
    this.categories = reader.strings(input.categories, 'categories');
    this.distance_into_route = reader.number(input.distance_into_route, 'distance_into_route');
    this.extra = reader.extra(KEYS);
  }
}
