import type { AccessOptions } from '../core/client-handle.js';
import { exportText } from '../client/export-text.js';
import { accessRelated, type RelatedCall } from '../client/related-calls.js';
import type { FieldReader } from '../parse/field-reader.js';
import type { Id } from '../parse/id.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';
import type { StreamSet } from '../streams/stream-set.js';
import { BoundRecord } from './bound-record.js';
import { PolylineMap } from './polyline-map.js';
import { SummaryAthlete } from './summary-athlete.js';
import { SummarySegment } from './summary-segment.js';
import { Waypoint } from './waypoint.js';
import { readStreamSet, readStreamSetText } from './stream-set-reading.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => Route, ['bound_client']);

const DETAILS: RelatedCall<Route> = {
  accessor: 'details',
  method: 'getRoute',
  read: (body, client) => Route.parse(body, { client }),
};
const STREAMS: RelatedCall<StreamSet> = {
  accessor: 'streams',
  method: 'getRouteStreams',
  request: { asText: true },
  read: readStreamSet,
  readText: readStreamSetText,
};
// An export is text, not JSON: text is given as it came, and anything else is refused.
const readGpx = (body: unknown): string => exportText(body, 'gpx', 'GPX');
const readTcx = (body: unknown): string => exportText(body, 'TrainingCenterDatabase', 'TCX');
const GPX: RelatedCall<string> = { accessor: 'gpx', method: 'exportRouteGpx', read: readGpx, readText: readGpx };
const TCX: RelatedCall<string> = { accessor: 'tcx', method: 'exportRouteTcx', read: readTcx, readText: readTcx };

/**
 * A route an athlete planned: the body of `GET /routes/{id}` and the items of
 * `GET /athletes/{id}/routes` (`DetailedAthlete#routes`), which leave out `segments` and
 * the full line. Recent routes have ids beyond 2^53 (`3108410381471783040`): decode the
 * body with `decodeJSON` and `id` is an exact `bigint`; `id_str` holds the same digits.
 *
 * Bound to a client: its `athlete` and `segments` are bound to the same client, and it
 * reaches its detail, its samples and its GPX and TCX exports lazily. Every accessor needs
 * a bound client and an `id`, is memoised per record, takes `{ signal, refresh }`, and
 * rejects, never throws.
 *
 * @example
 * ```ts
 * const routes = await athlete.routes();
 * for (const route of routes) console.log(route.name, route.distance, route.estimated_moving_time); // meters, seconds
 * const gpx = await routes[0]?.gpx(); // GPX 1.1 text
 * ```
 */
export class Route extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: Route }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<Route>;
  /** The route's identifier: beyond 2^53 (a bigint) for routes made since mid-2023. */
  readonly id: Id | null;
  /** The same identifier as text (absent from bodies of 2016-2017). */
  readonly id_str: string | null;
  /** How much detail the API included: 2 in lists, 3 in the detail. */
  readonly resource_state: number | null;
  /** Name. */
  readonly name: string | null;
  /** The creator's description (`""` or null when none). */
  readonly description: string | null;
  /** The creator, bound to the route's client. */
  readonly athlete: SummaryAthlete | null;
  /** Length, in meters. */
  readonly distance: number | null;
  /** Climbing along the route, in meters. */
  readonly elevation_gain: number | null;
  /** Seconds the service expects the authenticated athlete to need (absent from bodies of 2016-2017). */
  readonly estimated_moving_time: number | null;
  /** The sport, as a number: 1 ride, 2 run (other values may come). */
  readonly type: number | null;
  /** The surface, as a number: 1 road, 2 mountain bike, 3 cross, 4 trail, 5 mixed (other values may come). */
  readonly sub_type: number | null;
  /** Whether the route is private. */
  readonly private: boolean | null;
  /** Whether the authenticated athlete starred it. */
  readonly starred: boolean | null;
  /** When the route was made, in epoch seconds. */
  readonly timestamp: number | null;
  /** When the route was made: an RFC 3339 date-time string, as given (absent from bodies of 2016-2017). */
  readonly created_at: string | null;
  /** When the route last changed: an RFC 3339 date-time string, as given. */
  readonly updated_at: string | null;
  /** The route's line: `id` is `r` and the route's id; lists give `summary_polyline` only, the detail adds `polyline`. */
  readonly map: PolylineMap | null;
  /** The segments along the route, bound to its client (the detail only). */
  readonly segments: readonly SummarySegment[] | null;
  /** Points the creator added (absent from bodies of 2016-2017). */
  readonly waypoints: readonly Waypoint[] | null;
  /** Fields the spec does not name (such as `map_urls`), as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.id_str = reader.string(input.id_str, 'id_str');
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    this.name = reader.string(input.name, 'name');
    this.description = reader.string(input.description, 'description');
    this.athlete = reader.record(input.athlete, 'athlete', SummaryAthlete);
    this.distance = reader.number(input.distance, 'distance');
    this.elevation_gain = reader.number(input.elevation_gain, 'elevation_gain');
    this.estimated_moving_time = reader.integer(input.estimated_moving_time, 'estimated_moving_time');
    this.type = reader.integer(input.type, 'type');
    this.sub_type = reader.integer(input.sub_type, 'sub_type');
    this.private = reader.boolean(input.private, 'private');
    this.starred = reader.boolean(input.starred, 'starred');
    this.timestamp = reader.integer(input.timestamp, 'timestamp');
    this.created_at = reader.dateTime(input.created_at, 'created_at');
    this.updated_at = reader.dateTime(input.updated_at, 'updated_at');
    this.map = reader.record(input.map, 'map', PolylineMap);
    this.segments = reader.records(input.segments, 'segments', SummarySegment);
    this.waypoints = reader.records(input.waypoints, 'waypoints', Waypoint);
    this.extra = reader.extra(KEYS);
  }

  /**
   * The route in detail (`getRoute`): with its segments and its full line, bound to this
   * route's client.
   *
   * Needs a bound client that has `getRoute` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getRoute` method, `ParseError` when the client's body does not
   * validate (not kept), `SyntaxError` when it answers with text that is not JSON, or
   * whatever the client rejected with.
   */
  details(options?: AccessOptions): Promise<Route> {
    return accessRelated(this, 'Route', DETAILS, options);
  }

  /**
   * The route's samples (`getRouteStreams`, asked with `asText: true`): a `StreamSet` of
   * `latlng`, `distance` and `altitude`, read in one pass by `StreamSet.parseJSON` when the
   * client answers with JSON text. A route has no times: `figures()` of it gives distances
   * and elevation only.
   *
   * Needs a bound client that has `getRouteStreams` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `getRouteStreams` method, `ParseError` when the client's body is no
   * valid stream set (not kept), `SyntaxError` when it answers with text that is not JSON
   * or bytes that are not UTF-8, or whatever the client rejected with.
   */
  streams(options?: AccessOptions): Promise<StreamSet> {
    return accessRelated(this, 'Route', STREAMS, options);
  }

  /**
   * The route as GPX 1.1 text (`exportRouteGpx`): one track of points with latitude,
   * longitude and elevation, no times. The client answers with the text (a string, or its
   * UTF-8 bytes); it is given as it came, once it is known to hold a `<gpx` element.
   *
   * Needs a bound client that has `exportRouteGpx` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `exportRouteGpx` method, `ParseError` when the answer is no text or
   * holds no `<gpx` (the API's JSON error body, passed on as text; not kept), `SyntaxError`
   * for bytes that are not UTF-8, or whatever the client rejected with.
   */
  gpx(options?: AccessOptions): Promise<string> {
    return accessRelated(this, 'Route', GPX, options);
  }

  /**
   * The route as TCX text (`exportRouteTcx`): a `TrainingCenterDatabase` with one course.
   * The client answers with the text (a string, or its UTF-8 bytes); it is given as it
   * came, once it is known to hold a `<TrainingCenterDatabase` element.
   *
   * Needs a bound client that has `exportRouteTcx` and an `id`. Memoised per record:
   * concurrent calls share one client call, a success is kept and given again without
   * calling the client, and `refresh: true` calls it again (a success replaces the kept
   * result, a failure leaves it). Aborting `signal` rejects this caller alone, at once,
   * with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `TypeError` when
   * the client has no `exportRouteTcx` method, `ParseError` when the answer is no text or
   * holds no `<TrainingCenterDatabase` (not kept), `SyntaxError` for bytes that are not
   * UTF-8, or whatever the client rejected with.
   */
  tcx(options?: AccessOptions): Promise<string> {
    return accessRelated(this, 'Route', TCX, options);
  }
}
