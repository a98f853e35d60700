// A local fake of the Strava API for `npm run demo` and the README's walk, answering with
// the bodies of the project's seeded generator (bench/dataset.mjs): one athlete and three
// years of their activities, with laps, full-resolution streams, comments, kudos and
// photos, their segments, routes (GPX and TCX too), clubs, gear and zones, as the API's
// text writes them. It behaves as the API does where a client must
// cope: it refuses an expired token, refreshes tokens, pages lists (numbered pages, and
// comments by cursor), and answers 429 once its 15-minute rate limit is used up. It takes
// writes as the API does (examples/fake-writes.mjs): uploads that are processed over a few
// polls into an activity, an error or a duplicate, new activities, changes. Node built-ins
// only, offline; it answers a browser page of another origin too (CORS). Run as a program
// (`node examples/fake-api.mjs`, after `npm run build`), it stays up for an app of one's
// own, pointed at it with `baseUrl` (and `tokenUrl`), until Ctrl-C.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { apiText, createDataset } from '../bench/dataset.mjs';
import { isRefusal, refusal, withWrites } from './fake-writes.mjs';

/** The API's answer to a token it does not accept. */
const INVALID_TOKEN = { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }] };
const RATE_LIMITED = { message: 'Rate Limit Exceeded', errors: [{ resource: 'Application', field: 'overall rate limit', code: 'exceeded' }] };
const notFound = (resource) => ({ message: 'Record Not Found', errors: [{ resource, field: 'id', code: 'invalid' }] });
/** The API's answer to a write (or an upload's status) with a token granted no write scope. */
const NO_WRITE_SCOPE = { message: 'Authorization Error', errors: [{ resource: 'AccessToken', field: 'write_permission', code: 'missing' }] };
/** What a gateway answers in place of the API, a 5xx that may come after the work is done. */
const SERVER_ERROR = { message: 'Server Error' };
/** What a page of another origin may send and read: the token's header, and the rate-limit figures. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-ratelimit-limit, x-ratelimit-usage, x-readratelimit-limit, x-readratelimit-usage, x-request-id, retry-after',
};

/** A whole number from the query, or `fallback` where it is absent. */
function integer(query, name, fallback) {
  return query.has(name) ? Number(query.get(name)) : fallback;
}

/** The items of a numbered page (`page` from 1, `per_page` 30 unless asked). */
function numberedPage(items, query) {
  const perPage = integer(query, 'per_page', 30);
  const page = integer(query, 'page', 1);
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The items after `after_cursor` (the `cursor` of the last item of the page before), `page_size` of them (30). */
function cursorPage(items, query) {
  const after = query.get('after_cursor');
  const from = after === null ? 0 : items.findIndex((item) => item.cursor === after) + 1;
  return items.slice(from, from + integer(query, 'page_size', 30));
}

/**
 * A stream set as the query asks it: the types of `keys` the activity has (distance alone
 * without `keys`, as the API answers), keyed by type with `key_by_type=true`, else an array
 * of streams with `type`.
 */
function streamsAsAsked(set, query) {
  const keys = query.get('keys')?.split(',') ?? ['distance'];
  const types = Object.keys(set).filter((type) => keys.includes(type));
  if (query.get('key_by_type') === 'true') return Object.fromEntries(types.map((type) => [type, set[type]]));
  return types.map((type) => ({ type, ...set[type] }));
}

/** The query of `GET /segments/explore` as the data set takes it: `bounds` as four numbers, the others when given. */
function exploreQuery(query) {
  return {
    bounds: (query.get('bounds') ?? '').split(',').map(Number),
    activityType: query.get('activity_type'),
    minCategory: query.has('min_cat') ? Number(query.get('min_cat')) : null,
    maxCategory: query.has('max_cat') ? Number(query.get('max_cat')) : null,
  };
}

/** The items of a numbered page of a list the data set gives, or null where it gives none. */
const pageOf = (items, query) => (items === null ? null : numberedPage(items, query));

/**
 * What the fake answers: one row per route, `[method, path, answer, resource, status,
 * type]`, the path's `{id}` matching one segment; `answer(data, id, query, fields)` gives
 * the body (answered with `status`, 200 unless given), null for the API's 404 of
 * `resource`, or a refusal (a 400 and its fault). A body is written as the API's JSON
 * text, or, for a row with a content `type`, sent as the text it is. `fields` are the
 * request's form or JSON body (a multipart file as `{ name, type, bytes }`); `data` is the
 * data set with the writes received laid over it. A new endpoint is one more row.
 */
export const ROUTES = [
  ['GET', '/athlete', (data) => data.athleteBody()],
  ['GET', '/athlete/zones', (data) => data.athleteZones()],
  ['GET', '/athlete/activities', (data, _, query) => data.athleteActivities({
    before: query.has('before') ? Number(query.get('before')) : null,
    after: query.has('after') ? Number(query.get('after')) : null,
    page: integer(query, 'page', 1),
    per_page: integer(query, 'per_page', 30),
  })],
  ['GET', '/athletes/{id}/stats', (data, id) => (String(id) === String(data.athleteBody().id) ? data.athleteStats() : null), 'Athlete'],
  ['GET', '/activities/{id}', (data, id) => data.activity(id), 'Activity'],
  ['GET', '/activities/{id}/laps', (data, id) => data.laps(id), 'Activity'],
  ['GET', '/activities/{id}/streams', (data, id, query) => {
    const set = data.streams(id);
    return set === null ? null : streamsAsAsked(set, query);
  }, 'Activity'],
  ['GET', '/activities/{id}/zones', (data, id) => data.activityZones(id), 'Activity'],
  ['GET', '/activities/{id}/comments', (data, id, query) => {
    const comments = data.comments(id);
    return comments === null ? null : cursorPage(comments, query);
  }, 'Activity'],
  ['GET', '/activities/{id}/kudos', (data, id, query) => {
    const kudos = data.kudos(id);
    return kudos === null ? null : numberedPage(kudos, query);
  }, 'Activity'],
  ['GET', '/activities/{id}/photos', (data, id, query) => data.photos(id, integer(query, 'size', 600)), 'Activity'],
  ['GET', '/segments/starred', (data, _, query) => numberedPage(data.starredSegments(), query)],
  ['GET', '/segments/explore', (data, _, query) => data.exploreSegments(exploreQuery(query))],
  ['GET', '/segments/{id}', (data, id) => data.segment(id), 'Segment'],
  ['GET', '/segments/{id}/streams', (data, id, query) => {
    const set = data.segmentStreams(id);
    return set === null ? null : streamsAsAsked(set, query);
  }, 'Segment'],
  ['GET', '/segment_efforts', (data, _, query) => pageOf(data.segmentEfforts(query.get('segment_id') ?? '', {
    start_date_local: query.get('start_date_local'),
    end_date_local: query.get('end_date_local'),
  }), query), 'Segment'],
  ['GET', '/segment_efforts/{id}', (data, id) => data.segmentEffort(id), 'SegmentEffort'],
  ['GET', '/routes/{id}', (data, id) => data.route(id), 'Route'],
  ['GET', '/athletes/{id}/routes', (data, id, query) => (String(id) === String(data.athleteBody().id) ? numberedPage(data.routes(), query) : null), 'Athlete'],
  ['GET', '/routes/{id}/streams', (data, id) => data.routeStreams(id), 'Route'],
  ['GET', '/routes/{id}/export_gpx', (data, id) => data.routeGpx(id), 'Route', 200, 'application/gpx+xml'],
  ['GET', '/routes/{id}/export_tcx', (data, id) => data.routeTcx(id), 'Route', 200, 'application/tcx+xml'],
  ['GET', '/athlete/clubs', (data, _, query) => numberedPage(data.athleteClubs(), query)],
  ['GET', '/clubs/{id}', (data, id) => data.club(id), 'Club'],
  ['GET', '/clubs/{id}/members', (data, id, query) => pageOf(data.clubMembers(id), query), 'Club'],
  ['GET', '/clubs/{id}/admins', (data, id, query) => pageOf(data.clubAdmins(id), query), 'Club'],
  ['GET', '/clubs/{id}/activities', (data, id, query) => pageOf(data.clubActivities(id), query), 'Club'],
  ['GET', '/gear/{id}', (data, id) => data.gearDetail(id), 'Gear'],
  // Writes
  ['POST', '/uploads', (data, _, __, fields) => data.receiveUpload(fields), 'Upload', 201],
  ['GET', '/uploads/{id}', (data, id) => data.upload(id), 'Upload'],
  ['POST', '/activities', (data, _, __, fields) => data.createActivity(fields), 'Activity', 201],
  ['PUT', '/activities/{id}', (data, id, __, fields) => data.updateActivity(id, fields), 'Activity'],
  ['PUT', '/athlete', (data, _, query, fields) => data.updateAthlete({ ...Object.fromEntries(query), ...fields }), 'Athlete'],
  ['PUT', '/segments/{id}/starred', (data, id, __, fields) => data.starSegment(id, fields), 'Segment'],
];

/** The routes that need a write scope: every write, and an upload's status. */
const needsWriteScope = (method, path) => method !== 'GET' || path.startsWith('/uploads/');

/**
 * A request's body as a route reads it: a form's or a multipart form's fields (a file as
 * `{ name, type, bytes }`, read with the platform's own multipart reader), a JSON object's
 * members, or a refusal for a body that is none of them.
 */
async function fieldsOf(type, raw) {
  if (raw.length === 0) return {};
  try {
    if (type.startsWith('multipart/form-data')) {
      const form = await new Request('http://fake.invalid/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
      const fields = {};
      for (const [name, value] of form) {
        fields[name] = typeof value === 'string' ? value : { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
      }
      return fields;
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
    return type.startsWith('application/json') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
  } catch {
    return refusal(400, { message: 'Bad Request', errors: [{ resource: 'Request', field: 'body', code: 'invalid' }] });
  }
}

/** The route matching a request, and the id in its path. */
function routeOf(method, path) {
  for (const [routeMethod, template, answer, resource = 'Resource', status = 200, type = null] of ROUTES) {
    if (routeMethod !== method) continue;
    const pattern = new RegExp(`^${template.replace('{id}', '([^/]+)')}$`);
    const match = pattern.exec(path);
    if (match !== null) return { answer, resource, status, type, id: match[1] === undefined ? null : decodeURIComponent(match[1]) };
  }
  return null;
}

/**
 * Starts the fake on 127.0.0.1 (a free port) and resolves once it listens.
 * - every route of `ROUTES`, from the data set of `dataset` (`createDataset`'s options:
 *   seed 1, 2022 to 2024 unless given), or `data`, a data set already made (fakes may share
 *   one: each lays the writes it receives over it, never in it, and the generator makes each
 *   body the same whenever it is asked); anything else is the API's 404;
 * - a request carrying `expiredToken` gets the API's 401 for an invalid token, and
 *   `POST /oauth/token` with `grant_type=refresh_token` issues a new access token;
 * - every API answer carries `X-RateLimit-Limit` and `X-RateLimit-Usage`; past
 *   `fifteenMinuteLimit` requests the answer is the API's 429;
 * - an upload answers "still being processed" to its POST and to `processingPolls` polls
 *   (2 unless given), then its outcome (examples/fake-writes.mjs);
 * - a request carrying `readOnlyToken` (a token granted no write scope) to a write or an
 *   upload's status gets the API's 401 for a missing write permission;
 * - `inject({ method, path, attempt })`, asked of every API request (`attempt`: 1 for the
 *   first request of that method and path), may answer in its place: a status, or `'drop'`
 *   to end the connection without an answer. A 429 is answered before the request does
 *   anything, as the API's is; a 5xx or a drop of a write comes after the write is done,
 *   as from a gateway that lost the API's answer, and of a read in place of it;
 * - a page of another origin may call it: every answer allows any origin and shows it the
 *   rate-limit headers, and a preflight `OPTIONS` is answered without counting.
 *
 * @param {{ dataset?: import('../bench/dataset.mjs').DatasetOptions, data?: import('../bench/dataset.mjs').Dataset, expiredToken: string, fifteenMinuteLimit: number, processingPolls?: number, readOnlyToken?: string, inject?: (request: { method: string, path: string, attempt: number }) => number | 'drop' | undefined }} options
 * @returns {Promise<{ baseUrl: string, tokenUrl: string, data: import('../bench/dataset.mjs').Dataset, served: object, requests: { method: string, path: string, status: number, items: number | null }[], close(): Promise<void> }>}
 *   `data` is the data set it serves, `served` the same with the writes received laid
 *   over it (`served.deleteActivity(id)` deletes an activity the fake made); `requests`
 *   lists every request answered, in order, with the answer's status (0 for a dropped
 *   connection) and, for a list, its number of items.
 */
export async function startFakeApi({ dataset = {}, data = createDataset(dataset), expiredToken, fifteenMinuteLimit, processingPolls = 2, readOnlyToken, inject }) {
  const served = withWrites(data, { processingPolls });
  const requests = [];
  const attempts = new Map();
  let used = 0;
  let issued = 0;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api\/v3/, '');
    const method = request.method ?? 'GET';
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const log = (status, body) => requests.push({ method, path: `${path}${url.search}`, status, items: Array.isArray(body) ? body.length : null });
    const answer = (status, body, headers = {}, type = null) => {
      log(status, body);
      response.writeHead(status, { 'content-type': type ?? 'application/json; charset=utf-8', ...CORS, ...headers });
      response.end(type === null ? apiText(body) : body);
    };
    if (method === 'OPTIONS') {
      response.writeHead(204, { ...CORS, 'access-control-allow-methods': 'GET, POST, PUT, DELETE', 'access-control-allow-headers': 'authorization, accept, content-type', 'access-control-max-age': '600' });
      response.end();
      return;
    }
    if (method === 'POST' && path === '/oauth/token') {
      if (new URLSearchParams(raw.toString('utf8')).get('grant_type') !== 'refresh_token') return answer(400, { message: 'Bad Request', errors: [] });
      issued += 1;
      const expiresAt = Math.floor(Date.now() / 1000) + 6 * 60 * 60;
      return answer(200, { token_type: 'Bearer', access_token: `fresh-token-${issued}`, refresh_token: `refresh-token-${issued}`, expires_at: expiresAt, expires_in: 21600 });
    }
    used += 1;
    const limits = { 'x-ratelimit-limit': `${fifteenMinuteLimit},1000`, 'x-ratelimit-usage': `${used},${used}` };
    if (request.headers.authorization === `Bearer ${expiredToken}`) return answer(401, INVALID_TOKEN, limits);
    if (used > fifteenMinuteLimit) return answer(429, RATE_LIMITED, limits);
    if (readOnlyToken !== undefined && request.headers.authorization === `Bearer ${readOnlyToken}` && needsWriteScope(method, path)) return answer(401, NO_WRITE_SCOPE, limits);
    const attempt = (attempts.get(`${method} ${path}`) ?? 0) + 1;
    attempts.set(`${method} ${path}`, attempt);
    const injected = inject?.({ method, path, attempt });
    // An injected 429 says the 15-minute window is used up, so that a client may wait for it.
    if (injected === 429) return answer(429, RATE_LIMITED, { ...limits, 'x-ratelimit-usage': `${fifteenMinuteLimit},${used}` });
    if (injected !== undefined && method === 'GET') {
      if (injected !== 'drop') return answer(injected, SERVER_ERROR, limits);
      log(0, null);
      return void response.destroy();
    }
    const route = routeOf(method, path);
    if (route === null) return answer(404, notFound('Resource'), limits);
    const fields = await fieldsOf(request.headers['content-type'] ?? '', raw);
    const body = isRefusal(fields) ? fields : route.answer(served, route.id, url.searchParams, fields);
    if (injected === 'drop') {
      log(0, null);
      return void response.destroy();
    }
    if (injected !== undefined) return answer(injected, SERVER_ERROR, limits);
    if (body === null) return answer(404, notFound(route.resource), limits);
    if (isRefusal(body)) return answer(body.status, body.body, limits);
    return answer(route.status, body, limits, route.type);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v3`,
    tokenUrl: `http://127.0.0.1:${port}/oauth/token`,
    data,
    served,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The token the fake refuses when run as a program: any other is accepted. */
const PROGRAM_EXPIRED_TOKEN = 'expired-token';
/** Requests the fake answers when run as a program before its 429: enough for the README's walk and sync many times over. */
const PROGRAM_FIFTEEN_MINUTE_LIMIT = 1000;

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const api = await startFakeApi({ expiredToken: PROGRAM_EXPIRED_TOKEN, fifteenMinuteLimit: PROGRAM_FIFTEEN_MINUTE_LIMIT });
  console.log(`baseUrl  ${api.baseUrl}`);
  console.log(`tokenUrl ${api.tokenUrl}`);
  console.log(`Any access token but "${PROGRAM_EXPIRED_TOKEN}" is accepted; ${PROGRAM_FIFTEEN_MINUTE_LIMIT} requests, then 429. Ctrl-C stops it.`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void api.close());
}
