import type { Id } from '../../parse/id.js';
import type { JsonObject } from '../../parse/plain-object.js';
import { pathId } from '../shared/path-id.js';
import { simpleCallOf, type ClientParts, type ListRequest, type ListRequestOf } from './client-parts.js';
import type { HttpRequestOptions } from './http-client.js';

// The clubs' calls of `FetchClient`: a club, its members, administrators and recent
// activities, and the authenticated athlete's clubs.

/** `GET /clubs/{id}`. */
export async function getClub(parts: ClientParts, clubId: Id, options: HttpRequestOptions | undefined): Promise<JsonObject> {
  return parts.transport.getObject(`/clubs/${pathId(clubId, 'getClub')}`, {}, simpleCallOf(parts, options, 'getClub'));
}

/** `GET /clubs/{id}/members`, `/admins` or `/activities`, page by page. */
export function clubList(clubId: Id, list: 'members' | 'admins' | 'activities'): ListRequestOf<HttpRequestOptions> {
  return (_, method) => ({ path: `/clubs/${pathId(clubId, method)}/${list}`, query: {} });
}

/** `GET /athlete/clubs`, page by page. */
export function athleteClubs(): ListRequest {
  return { path: '/athlete/clubs', query: {} };
}
