import type { Id } from '../../parse/id.js';
import type { JsonObject } from '../../parse/plain-object.js';
import type { DocumentKind } from '../transport/api-transport.js';
import { pathId } from '../shared/path-id.js';
import { simpleCallOf, type ClientParts, type ListRequestOf } from './client-parts.js';
import type { HttpRequestOptions } from './http-client.js';

// The routes' calls of `FetchClient`: a route, an athlete's routes, and a route's GPX and
// TCX (a route's streams are read as every stream set is, in streams.ts).

/** GPX as `GET /routes/{id}/export_gpx` answers it (the swagger's media types, the API's own first). */
const GPX: DocumentKind = { name: 'GPX', types: ['application/gpx+xml', 'application/xml', 'text/xml'] };
/** TCX as `GET /routes/{id}/export_tcx` answers it. */
const TCX: DocumentKind = { name: 'TCX', types: ['application/tcx+xml', 'application/vnd.garmin.tcx+xml', 'application/xml', 'text/xml'] };

/** `GET /routes/{id}`. */
export async function getRoute(parts: ClientParts, routeId: Id, options: HttpRequestOptions | undefined): Promise<JsonObject> {
  return parts.transport.getObject(`/routes/${pathId(routeId, 'getRoute')}`, {}, simpleCallOf(parts, options, 'getRoute'));
}

/** `GET /athletes/{id}/routes`, page by page. */
export function athleteRoutes(athleteId: Id): ListRequestOf<HttpRequestOptions> {
  return (_, method) => ({ path: `/athletes/${pathId(athleteId, method)}/routes`, query: {} });
}

/** `GET /routes/{id}/export_gpx` or `export_tcx`: the document's text, once its content type is the document's. */
export async function exportRoute(parts: ClientParts, routeId: Id, format: 'gpx' | 'tcx', options: HttpRequestOptions | undefined): Promise<string> {
  const method = format === 'gpx' ? 'exportRouteGpx' : 'exportRouteTcx';
  const call = simpleCallOf(parts, options, method);
  return parts.transport.getDocument(`/routes/${pathId(routeId, method)}/export_${format}`, call, format === 'gpx' ? GPX : TCX);
}
