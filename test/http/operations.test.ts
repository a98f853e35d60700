import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
import { createHttpClient, NotFoundError, TimeoutError, UnknownOutcomeError } from '../../src/http/index.js';
import { FetchClient } from '../../src/http/endpoints/fetch-client.js';
import { startFakeApi } from '../../examples/fake-api.mjs';
import { createDataset, type Dataset } from '../../bench/dataset.mjs';
import type { Id } from '../../src/index.js';
import { sendJson, startApiServerForFile, type Route } from '../helpers/api-server.js';
import { ACCESSORS } from '../client/accessor-table.js';
import { EXAMPLE_GEAR_ID, EXAMPLE_ID, OPERATIONS, type HttpMethod, type Operation } from './operations.js';

const server = await startApiServerForFile();
const rows = Object.entries(OPERATIONS) as [HttpMethod, Operation][];

/**
 * The calls the fake API of the examples does not serve yet, each rejected with its 404:
 * an operation is served there once its bodies are (the fake serves recorded bodies).
 */
const NOT_SERVED_BY_THE_FAKE = new Set<HttpMethod>(['getSegmentEffortStreams']);

/**
 * The fake's default data set, made once for the file: each call's fake lays its writes over
 * it, and what the generator makes of it on the way (every activity's figures, for a list,
 * the stats or the starred segments) is made once rather than once a call.
 */
const fakeData = createDataset();

/** The rows of the docs' table of every call (docs/http-client.md, "Every call"), cells without their backticks. */
function documentedCalls(): string[][] {
  const text = readFileSync(new URL('../../docs/http-client.md', import.meta.url), 'utf8');
  const section = text.slice(text.indexOf('\n## Every call\n'));
  const table = section.slice(section.indexOf('\n| call |'), section.indexOf('\n\n', section.indexOf('\n| call |')));
  return table.trim().split('\n').slice(2)
    .map((line) => line.slice(1, -1).split('|').map((cell) => cell.trim().replaceAll('`', '')));
}

/** A server answering every request as `operation` is answered: an empty list (the end of a paged one), an object, or a document. */
const answering = (operation: Operation): Route => (_request, response) => {
  if (operation.answer === 'gpx' || operation.answer === 'tcx') {
    response.writeHead(200, { 'content-type': `application/${operation.answer}+xml` });
    response.end(operation.answer === 'gpx' ? '<gpx version="1.1"></gpx>' : '<TrainingCenterDatabase></TrainingCenterDatabase>');
    return;
  }
  sendJson(response, 200, operation.answer === 'list' ? [] : {});
};
const silent: Route = () => undefined;

/**
 * An id of `kind` that the fake API's data set holds: its latest recorded activity, its
 * athlete, an effort of that activity, the upload it was made from, its first segment, route, club and bike.
 */
function fakeId(data: Dataset, kind: Operation['id']): Id | string | undefined {
  if (kind === null) return undefined;
  if (kind === 'athlete') return data.athleteBody().id as Id;
  if (kind === 'segment') return data.segmentIndex()[0]?.id;
  if (kind === 'route') return data.routes()[0]?.id as Id | undefined;
  if (kind === 'club') return data.athleteClubs()[0]?.id as Id | undefined;
  if (kind === 'gear') return (data.athleteBody().bikes as { id: string }[])[0]?.id;
  const recorded = data.activityIndex().filter((entry) => !entry.manual).at(-1);
  if (recorded === undefined) throw new Error('the fake API\'s data set has no recorded activity');
  if (kind === 'activity') return recorded.id;
  if (kind === 'upload') return data.activity(recorded.id)?.upload_id as Id;
  const [effort] = (data.activity(recorded.id)?.segment_efforts ?? []) as { id: Id }[];
  if (effort === undefined) throw new Error(`activity ${recorded.id} of the fake API's data set has no segment effort`);
  return effort.id;
}

describe('the table of operations', () => {
  it('lists every method of the client FetchClient implements, and no other', () => {
    const methods = Object.getOwnPropertyNames(FetchClient.prototype)
      .filter((name) => name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(FetchClient.prototype, name)?.value === 'function');
    expect(rows.map(([method]) => method).sort()).toEqual(methods.sort());
  });

  it('is the docs\' table of every call, row for row', () => {
    expect(documentedCalls()).toEqual(rows.map(([method, operation]) => [method, operation.request, operation.record ?? `${operation.answer.toUpperCase()} text`, operation.accessor ?? '']));
  });

  it('names records the main entry exports, and accessors of theirs that the accessor table checks, calling the handle', () => {
    for (const [method, operation] of rows) {
      if (operation.record !== null) expect(library, method).toHaveProperty(operation.record);
      if (operation.accessor === null) {
        expect(operation.handle, method).toBeNull();
        continue;
      }
      const [record = '', accessor = ''] = operation.accessor.split('#');
      const type = (library as Record<string, unknown>)[record] as { prototype: Record<string, unknown> } | undefined;
      expect(typeof type?.prototype[accessor], operation.accessor).toBe('function');
      expect(ACCESSORS.find((row) => row.name === operation.accessor)?.method, operation.accessor).toBe(operation.handle);
    }
  });

  it('leads from every accessor that calls a client method to its operation', () => {
    const handles = new Set(rows.map(([, operation]) => operation.handle));
    expect(ACCESSORS.filter((row) => !handles.has(row.method)).map((row) => row.name)).toEqual([]);
  });
});

describe.each(rows)('the call %s', (method, operation) => {
  it('sends the request the table names', async () => {
    server.answer(answering(operation));
    await operation.call(createHttpClient({ accessToken: 'operations-token', baseUrl: server.baseUrl }), {});
    const [verb = '', target = ''] = operation.request.replaceAll('{id}', operation.id === 'gear' ? EXAMPLE_GEAR_ID : String(EXAMPLE_ID)).split(' ');
    const [path = '', query = ''] = target.split('?');
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContain(`${verb} ${path}`);
    for (const [name, value] of new URLSearchParams(query)) {
      expect(server.requests.every((request) => request.query.get(name) === value), `${name}=${value}`).toBe(true);
    }
  });

  it('takes a timeout of its own, in place of the client\'s, for each attempt', async () => {
    server.answer(silent);
    const client = createHttpClient({ accessToken: 'operations-token', baseUrl: server.baseUrl, timeout: 0, maxRetries: 0 });
    const error = await operation.call(client, { timeout: 40 }).catch((caught: unknown) => caught);
    // A write that timed out may have been done: it is not sent again, and says so.
    const isWrite = !operation.request.startsWith('GET ');
    if (isWrite) expect(error).toBeInstanceOf(UnknownOutcomeError);
    const timedOut = isWrite ? (error as Error).cause : error;
    expect(timedOut).toBeInstanceOf(TimeoutError);
    expect(timedOut).toMatchObject({ timeout: 40 });
  });

  it('checks its timeout as the client\'s, before any request', async () => {
    server.answer(answering(operation));
    const client = createHttpClient({ accessToken: 'operations-token', baseUrl: server.baseUrl });
    await expect(operation.call(client, { timeout: -1 })).rejects.toThrow(new RangeError(`${method}: timeout must be a number of milliseconds from 0 to ${2 ** 31 - 1}, received -1`));
    await expect(operation.call(client, { timeout: '5s' as never })).rejects.toThrow(new TypeError(`${method}: timeout must be a number of milliseconds, received a string`));
    expect(server.requests).toEqual([]);
  });

  it.runIf(operation.id !== null)('refuses an id that is none with a TypeError naming the call, before any request', async () => {
    server.answer(answering(operation));
    const client = createHttpClient({ accessToken: 'operations-token', baseUrl: server.baseUrl });
    if (operation.id === 'gear') {
      await expect(operation.call(client, {}, '../athlete')).rejects.toThrow(new TypeError(`${method}: id must be 1 to 64 letters, digits, underscores or hyphens (b12345), received "../athlete"`));
    } else {
      await expect(operation.call(client, {}, -1)).rejects.toThrow(new TypeError(`${method}: id must be a non-negative safe integer or bigint, received -1`));
      await expect(operation.call(client, {}, 2 ** 53)).rejects.toThrow(new TypeError(`${method}: id must be a non-negative safe integer or bigint, received ${2 ** 53}`));
      await expect(operation.call(client, {}, '1/../athlete')).rejects.toThrow(new TypeError(`${method}: id must be a non-negative safe integer or bigint, received a string`));
    }
    expect(server.requests).toEqual([]);
  });

  it(NOT_SERVED_BY_THE_FAKE.has(method) ? 'is not served by the fake API yet: 404' : 'is served by the fake API of the examples', async () => {
    const api = await startFakeApi({ data: fakeData, expiredToken: 'expired', fifteenMinuteLimit: 1000 });
    try {
      const call = operation.call(createHttpClient({ accessToken: 'any', baseUrl: api.baseUrl }), {}, fakeId(api.data, operation.id));
      if (NOT_SERVED_BY_THE_FAKE.has(method)) await expect(call).rejects.toBeInstanceOf(NotFoundError);
      else await expect(call).resolves.toBeDefined();
    } finally {
      await api.close();
    }
  });
});

describe('a timeout of a call', () => {
  it('of 0 waits without limit where the client\'s would have ended the attempt', async () => {
    server.answer((_request, response) => {
      setTimeout(() => { sendJson(response, 200, { ok: true }); }, 120);
    });
    const client = createHttpClient({ accessToken: 'operations-token', baseUrl: server.baseUrl, timeout: 30, maxRetries: 0 });
    await expect(client.getAthleteStats(EXAMPLE_ID)).rejects.toBeInstanceOf(TimeoutError);
    await expect(client.getAthleteStats(EXAMPLE_ID, { timeout: 0 })).resolves.toEqual({ ok: true });
  });

  it('bounds getting the call\'s token too', async () => {
    const client = createHttpClient({ accessToken: () => new Promise<string>(() => undefined), baseUrl: server.baseUrl, timeout: 0 });
    const error = await client.getActivityLaps(EXAMPLE_ID, { timeout: 30 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toContain('got no access token within 30 ms');
  });

  it('is the call\'s alone: the calls after it have the client\'s again', async () => {
    server.answer(silent);
    const client = createHttpClient({ accessToken: 'operations-token', baseUrl: server.baseUrl, timeout: 60, maxRetries: 0 });
    await expect(client.getActivity(EXAMPLE_ID, { timeout: 20 })).rejects.toMatchObject({ timeout: 20 });
    await expect(client.getActivity(EXAMPLE_ID)).rejects.toMatchObject({ timeout: 60 });
  });
});
