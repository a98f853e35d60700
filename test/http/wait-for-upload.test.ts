import { getEventListeners } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataset } from '../../bench/dataset.mjs';
import { startFakeApi, type FakeApiOptions } from '../../examples/fake-api.mjs';
import {
  RateLimitError,
  UnknownOutcomeError,
  UploadError,
  createHttpClient,
  waitForUpload,
  type HttpClient,
  type HttpClientOptions,
  type UploadProgress,
} from '../../src/http/index.js';
import { judgeUpload } from '../../src/http/uploads/upload-verdict.js';
import { DetailedActivity, ParseError, Upload, type Id } from '../../src/index.js';
import { sendJson, startApiServerForFile, type Route } from '../helpers/api-server.js';
import { clientWithClock, rejectionOf } from './clients.js';
import { FakeClock } from './fake-clock.js';

const server = await startApiServerForFile();
const PROCESSING = 'Your activity is still being processed.';
const READY = 'Your activity is ready.';
const ERROR = 'There was an error processing your activity.';
const DELETED = 'The created activity has been deleted.';

/** A small GPX file, its track named `name` (so that two names make two files the API tells apart). */
const gpx = (name: string) => new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?>\n'
  + `<gpx version="1.1" creator="wait-for-upload" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>${name}</name><trkseg>`
  + '<trkpt lat="45.52" lon="-122.68"><time>2024-06-01T07:00:00Z</time></trkpt><trkpt lat="45.53" lon="-122.67"><time>2024-06-01T07:00:05Z</time></trkpt>'
  + '</trkseg></trk></gpx>\n');

/** The fake API's default data set, made once for the file: each fake lays the uploads it takes over it. */
const fakeData = createDataset();

/** The fake API of the examples, started once for the file with `options`. */
const fakes: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(fakes.map((fake) => fake.close())));
async function fakeApi(options: Partial<FakeApiOptions> = {}) {
  const api = await startFakeApi({ data: fakeData, expiredToken: 'expired', fifteenMinuteLimit: 100_000, processingPolls: 2, ...options });
  fakes.push(api);
  return api;
}

/** A client of `baseUrl` on a clock whose waits take no time. */
function clocked(baseUrl: string, clock = new FakeClock(), options: Partial<HttpClientOptions> = {}): HttpClient {
  return clientWithClock({ accessToken: 'upload-token', baseUrl, ...options }, clock);
}

/** The requests the fake answered, method, path (no query) and status. */
const answered = (api: { requests: { method: string; path: string; status: number }[] }) =>
  api.requests.map(({ method, path, status }) => `${method} ${path.replace(/\?.*$/, '').replace(/\d{6,}/g, '{id}')} ${status}`);

/** An upload's body as the scripted server answers it. */
const uploadBody = (fields: Partial<Record<'status' | 'error' | 'external_id', string | null>> & { activity_id?: string | null } = {}) =>
  `{"id":9900000007,"id_str":"9900000007","external_id":${JSON.stringify(fields.external_id ?? null)},"error":${JSON.stringify(fields.error ?? null)},`
  + `"status":${JSON.stringify(fields.status ?? PROCESSING)},"activity_id":${fields.activity_id ?? 'null'}}`;
const answering = (status: number, body: string, headers: Record<string, string> = {}): Route => (_request, response) => {
  sendJson(response, status, body, headers);
};

describe('waitForUpload against the fake API', () => {
  it('polls at its pace until the upload has an activity, and gives that activity, bound to the client, telling each status and wait', async () => {
    const api = await fakeApi();
    const clock = new FakeClock();
    const client = clocked(api.baseUrl, clock);
    const upload = Upload.parse(await client.uploadActivity(gpx('morning'), { dataType: 'gpx', name: 'Morning ride', externalId: 'morning.gpx' }));
    const events: UploadProgress[] = [];
    const activity = await waitForUpload(client, upload, { onProgress: (event) => events.push(event) });

    expect(activity).toBeInstanceOf(DetailedActivity);
    expect(activity.bound_client).toBe(client);
    expect(activity).toMatchObject({ name: 'Morning ride', external_id: 'morning.gpx', upload_id: upload.id });
    expect(answered(api)).toEqual(['POST /uploads 201', 'GET /uploads/{id} 200', 'GET /uploads/{id} 200', 'GET /uploads/{id} 200', 'GET /activities/{id} 200']);
    expect(api.requests.at(-1)?.path).toBe(`/activities/${String(activity.id)}?include_all_efforts=true`);
    expect(clock.sleeps).toEqual([1000, 1000, 1000]);
    const statuses = events.filter((event) => event.type === 'status');
    expect(statuses.map((event) => [event.polls, event.status, event.activityId])).toEqual([
      [0, PROCESSING, null], [1, PROCESSING, null], [2, PROCESSING, null], [3, READY, activity.id],
    ]);
    expect(statuses.every((event) => event.uploadId === upload.id)).toBe(true);
    expect(events.filter((event) => event.type === 'wait').map((event) => [event.reason, event.ms])).toEqual([['poll', 1000], ['poll', 1000], ['poll', 1000]]);
    expect(events.map((event) => event.type)).toEqual(['status', 'wait', 'status', 'wait', 'status', 'wait', 'status']);
  });

  it('ends in UploadError with the API\'s error for a file it cannot read', async () => {
    const api = await fakeApi({ processingPolls: 1 });
    const client = clocked(api.baseUrl);
    const upload = await client.uploadActivity(new TextEncoder().encode('not a track'), { dataType: 'gpx' });
    const error = await rejectionOf(waitForUpload(client, upload));
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ name: 'UploadError', reason: 'processing', status: ERROR, error: 'The file is not a valid gpx file.', duplicateOf: null, uploadId: upload.id });
    expect((error as Error).message).toBe(`Upload ${String(upload.id)} did not become an activity ("${ERROR}": "The file is not a valid gpx file.")`);
  });

  it('ends in UploadError naming the activity a file uploaded twice duplicates, by its exact id', async () => {
    const api = await fakeApi({ processingPolls: 0 });
    const client = clocked(api.baseUrl);
    const first = await waitForUpload(client, await client.uploadActivity(gpx('twice'), { dataType: 'gpx' }));
    const error = await rejectionOf(waitForUpload(client, await client.uploadActivity(new Blob([gpx('twice')]), { dataType: 'gpx' })));
    expect(error).toMatchObject({ reason: 'duplicate', duplicateOf: first.id, status: ERROR, error: `activity.gpx duplicate of activity ${String(first.id)}` });
    expect((error as Error).message).toMatch(new RegExp(`^Upload \\d+ is a duplicate of activity ${String(first.id)} \\(`));
  });

  it('goes on through a 429 and a 5xx on each step, and never posts the file twice', async () => {
    const faults: Record<string, (number | undefined)[]> = { 'POST /uploads': [429], 'GET /uploads/{id}': [503, 429], 'GET /activities/{id}': [502] };
    const api = await fakeApi({
      inject: ({ method, path, attempt }) => faults[`${method} ${path.replace(/\d{6,}/g, '{id}')}`]?.[attempt - 1],
    });
    const clock = new FakeClock();
    const client = clocked(api.baseUrl, clock, { maxRateLimitWait: 15 * 60_000 });
    const events: UploadProgress[] = [];
    const upload = await client.uploadActivity(gpx('stormy'), { dataType: 'gpx' });
    // A window waited out counts in the wait's time: give it room for two.
    const activity = await waitForUpload(client, upload, { onProgress: (event) => events.push(event), timeout: 30 * 60_000 });
    expect(activity).toBeInstanceOf(DetailedActivity);
    expect(answered(api)).toEqual([
      'POST /uploads 429', 'POST /uploads 201',
      'GET /uploads/{id} 503', 'GET /uploads/{id} 429', 'GET /uploads/{id} 200', 'GET /uploads/{id} 200', 'GET /uploads/{id} 200',
      'GET /activities/{id} 502', 'GET /activities/{id} 200',
    ]);
    expect(answered(api).filter((line) => line.startsWith('POST')).filter((line) => line.endsWith('201'))).toHaveLength(1);
    expect(events.filter((event) => event.type === 'wait').map((event) => event.reason)).toEqual(['poll', 'retry', 'rate-limit', 'poll', 'poll', 'retry']);
  });

  it('does not post again after a 5xx or a dropped connection: the upload may be made, and the error says what to look for', async () => {
    for (const fault of [502, 'drop'] as const) {
      const api = await fakeApi({ inject: ({ method }) => (method === 'POST' ? fault : undefined) });
      const error = await rejectionOf(clocked(api.baseUrl).uploadActivity(gpx(`lost ${fault}`), { dataType: 'gpx', externalId: `lost-${fault}.gpx` }));
      expect(error).toBeInstanceOf(UnknownOutcomeError);
      expect(error).toMatchObject({ call: 'uploadActivity', externalId: `lost-${fault}.gpx`, status: fault === 'drop' ? null : 502 });
      expect(answered(api)).toEqual([`POST /uploads ${fault === 'drop' ? 0 : 502}`]);
    }
  });

  it('ends with RateLimitError on a 429 not waited out; a later wait on the same upload goes on to its activity', async () => {
    const api = await fakeApi({ inject: ({ method, attempt }) => (method === 'GET' && attempt === 2 ? 429 : undefined) });
    const client = clocked(api.baseUrl);
    const upload = Upload.parse(await client.uploadActivity(gpx('patient'), { dataType: 'gpx' }));
    await expect(waitForUpload(client, upload)).rejects.toBeInstanceOf(RateLimitError);
    await expect(waitForUpload(client, upload)).resolves.toBeInstanceOf(DetailedActivity);
  });

  it('stops at its timeout with UploadError, having polled at most timeout / pollInterval times', async () => {
    const api = await fakeApi({ processingPolls: Number.MAX_SAFE_INTEGER });
    const clock = new FakeClock();
    const client = clocked(api.baseUrl, clock);
    const upload = await client.uploadActivity(gpx('slow'), { dataType: 'gpx' });
    const error = await rejectionOf(waitForUpload(client, upload, { timeout: 60_000, pollInterval: 1_500 }));
    expect(error).toMatchObject({ name: 'UploadError', reason: 'timeout', status: PROCESSING, error: null, duplicateOf: null, timeout: 60_000 });
    expect((error as Error).message).toBe(`Upload ${String(upload.id)} was not processed within 60000 ms ("${PROCESSING}"); it may still become an activity`);
    const polls = api.requests.filter((request) => request.method === 'GET').length;
    expect(polls).toBeLessThanOrEqual(60_000 / 1_500);
    expect(polls).toBe(39);
    expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(60_000);
  });

  it('asks nothing more of an upload already ready, given as a record or as its decoded body', async () => {
    const api = await fakeApi();
    const client = clocked(api.baseUrl);
    const [recorded] = api.data.activityIndex().filter((entry) => !entry.manual).slice(-1);
    const ready = api.data.upload(api.data.activity(recorded?.id ?? 0)?.upload_id as Id);
    const activity = await waitForUpload(client, ready ?? {});
    expect(activity.id).toBe(recorded?.id);
    expect(answered(api)).toEqual(['GET /activities/{id} 200']);
  });
});

describe('waitForUpload against the scripted server', () => {
  it('ends in UploadError for an activity made then deleted: a null error is not success', async () => {
    server.answer(answering(200, uploadBody({ status: DELETED })));
    const client = clocked(server.baseUrl);
    const error = await rejectionOf(waitForUpload(client, Upload.parse({ id: 9900000007, status: PROCESSING })));
    expect(error).toMatchObject({ reason: 'processing', status: DELETED, error: null, duplicateOf: null, uploadId: 9900000007 });
  });

  it('reads a duplicate\'s id beyond 2^53 exactly', async () => {
    server.answer(answering(200, uploadBody({ status: ERROR, error: 'ride.fit duplicate of activity 18446744073709551615' })));
    const error = await rejectionOf(waitForUpload(clocked(server.baseUrl), { id: 9900000007 }));
    expect(error).toMatchObject({ reason: 'duplicate', duplicateOf: 18446744073709551615n });
  });

  it('polls on while the API says ready without an activity id yet', async () => {
    server.answer(answering(200, uploadBody({ status: READY })), answering(200, uploadBody({ status: READY, activity_id: '42' })), answering(200, '{"id":42}'));
    const activity = await waitForUpload(clocked(server.baseUrl), { id: 9900000007, status: PROCESSING });
    expect(activity.id).toBe(42);
    expect(server.requests.map((request) => request.path)).toEqual(['/uploads/9900000007', '/uploads/9900000007', '/activities/42']);
  });

  it('rejects with ParseError for an answer that is not an upload', async () => {
    server.answer(answering(200, '{"id":"9900000007","status":7}'));
    const error = await rejectionOf(waitForUpload(clocked(server.baseUrl), { id: 9900000007 }));
    expect(error).toBeInstanceOf(ParseError);
  });

  it('ends with what onProgress throws', async () => {
    server.answer(answering(200, uploadBody()));
    const thrown = new Error('the screen went away');
    await expect(waitForUpload(clocked(server.baseUrl), { id: 1 }, { onProgress: () => { throw thrown; } })).rejects.toBe(thrown);
    expect(server.requests).toEqual([]);
  });

  it.each([
    ['a client it did not make', {}, { id: 1 }, undefined, new TypeError('waitForUpload: client must be a client createHttpClient made, received an object')],
    ['an upload that is no object', 'client', 42, undefined, new TypeError('waitForUpload: upload must be an Upload (Upload.parse of uploadActivity\'s answer), received a number')],
    ['an upload without an id', 'client', { status: PROCESSING }, undefined, new TypeError('waitForUpload: upload must have an id (Upload.id), received an undefined')],
    ['a poll interval under 500 ms', 'client', { id: 1 }, { pollInterval: 499 }, new RangeError(`waitForUpload: pollInterval must be a number of milliseconds from 500 to ${2 ** 31 - 1}, received 499`)],
    ['a timeout of 0', 'client', { id: 1 }, { timeout: 0 }, new RangeError(`waitForUpload: timeout must be a number of milliseconds from 1 to ${2 ** 31 - 1}, received 0`)],
    ['a timeout as text', 'client', { id: 1 }, { timeout: '10m' }, new TypeError('waitForUpload: timeout must be a number of milliseconds, received a string')],
    ['onProgress that is no function', 'client', { id: 1 }, { onProgress: true }, new TypeError('waitForUpload: onProgress must be a function, received a boolean')],
    ['a signal that is none', 'client', { id: 1 }, { signal: 'stop' }, new TypeError('waitForUpload: signal must be an AbortSignal, received a string')],
  ])('refuses %s before any request', async (_, client, upload, options, expected) => {
    server.answer(answering(200, uploadBody()));
    const given = client === 'client' ? clocked(server.baseUrl) : client;
    const rejection = waitForUpload(given as HttpClient, upload as never, options as never);
    await expect(rejection).rejects.toThrow(expected);
    await expect(rejection).rejects.toBeInstanceOf(expected.constructor);
    expect(server.requests).toEqual([]);
  });
});

/** Generous: far above the 100 ms the wait must end within, so that a loaded machine does not fail it; a hang does. */
const SETTLED_WITHIN = 1_000;

/** How long after `abort` the wait settled, in milliseconds, and with what. */
async function abortedAfter(start: (signal: AbortSignal) => Promise<unknown>, when: (abort: () => void) => void): Promise<{ ms: number; reason: unknown }> {
  const controller = new AbortController();
  const reason = new Error('the athlete closed the app');
  let abortedAt = 0;
  const settled = start(controller.signal).then(() => 'fulfilled', (error: unknown) => error);
  when(() => {
    abortedAt = performance.now();
    controller.abort(reason);
  });
  const outcome = await settled;
  expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  return { ms: performance.now() - abortedAt, reason: outcome === reason ? 'the signal\'s reason' : outcome };
}

describe('cancelling waitForUpload', () => {
  const client = () => createHttpClient({ accessToken: 'upload-token', baseUrl: server.baseUrl, timeout: 0 });

  it('ends a wait for the next poll at once, with the signal\'s reason', async () => {
    server.answer(answering(200, uploadBody()));
    const result = await abortedAfter(
      (signal) => waitForUpload(client(), { id: 1 }, { signal, pollInterval: 60_000, onProgress: (event) => { if (event.type === 'wait') stop(); } }),
      (abort) => { stop = abort; },
    );
    expect(result.reason).toBe('the signal\'s reason');
    expect(result.ms).toBeLessThan(SETTLED_WITHIN);
    expect(server.requests).toEqual([]);
  });

  it('ends a poll the API does not answer at once', async () => {
    server.answer(() => undefined);
    const result = await abortedAfter(
      (signal) => waitForUpload(client(), { id: 1 }, { signal, pollInterval: 500 }),
      (abort) => { void until(() => server.requests.length === 1).then(abort); },
    );
    expect(result).toMatchObject({ reason: 'the signal\'s reason' });
    expect(result.ms).toBeLessThan(SETTLED_WITHIN);
  });

  it('ends a rate-limit wait and a backoff at once', async () => {
    const limited = answering(429, '{"message":"Rate Limit Exceeded","errors":[]}', { 'x-ratelimit-limit': '600,30000', 'x-ratelimit-usage': '600,900' });
    for (const route of [limited, answering(503, '{}', { 'retry-after': '30' })]) {
      server.answer(route);
      const waiting = createHttpClient({ accessToken: 'upload-token', baseUrl: server.baseUrl, maxRateLimitWait: 15 * 60_000 });
      const result = await abortedAfter(
        (signal) => waitForUpload(waiting, { id: 1 }, { signal, pollInterval: 500, onProgress: (event) => { if (event.type === 'wait' && event.reason !== 'poll') stop(); } }),
        (abort) => { stop = abort; },
      );
      expect(result).toMatchObject({ reason: 'the signal\'s reason' });
      expect(result.ms).toBeLessThan(SETTLED_WITHIN);
    }
  });

  it('ends the request for the activity at once', async () => {
    server.answer(answering(200, uploadBody({ status: READY, activity_id: '42' })), () => undefined);
    const result = await abortedAfter(
      (signal) => waitForUpload(client(), { id: 1 }, { signal, pollInterval: 500 }),
      (abort) => { void until(() => server.requests.length === 2).then(abort); },
    );
    expect(result).toMatchObject({ reason: 'the signal\'s reason' });
    expect(result.ms).toBeLessThan(SETTLED_WITHIN);
  });

  it('rejects with the reason of a signal aborted before it starts, asking nothing', async () => {
    server.answer(answering(200, uploadBody()));
    await expect(waitForUpload(client(), { id: 1 }, { signal: AbortSignal.abort('not now') })).rejects.toBe('not now');
    expect(server.requests).toEqual([]);
  });

  it('ends at its timeout whatever is under way, a poll the API does not answer included', async () => {
    server.answer(answering(200, uploadBody()), () => undefined);
    const started = performance.now();
    const error = await rejectionOf(waitForUpload(client(), { id: 1, status: PROCESSING }, { timeout: 700, pollInterval: 500 }));
    expect(error).toMatchObject({ reason: 'timeout', timeout: 700 });
    expect(performance.now() - started).toBeLessThan(700 + SETTLED_WITHIN);
  });
});

/** The abort of the test under way, set when the wait starts. */
let stop: () => void = () => undefined;

/** Resolves once `condition` holds, looking every 5 ms. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('what waitForUpload tells and throws', () => {
  it('holds neither the token nor the file', async () => {
    const token = 'secret-token-4f9a';
    const marker = 'FILE-CONTENT-c0ffee';
    const api = await fakeApi({ processingPolls: 1 });
    const client = clientWithClock({ accessToken: token, baseUrl: api.baseUrl }, new FakeClock());
    const shown: unknown[] = [];
    const track = gpx(marker);
    shown.push(await waitForUpload(client, await client.uploadActivity(track, { dataType: 'gpx' }), { onProgress: (event) => shown.push(event) }));
    shown.push(await rejectionOf(waitForUpload(client, await client.uploadActivity(track, { dataType: 'gpx' }), { onProgress: (event) => shown.push(event) })));
    const text = JSON.stringify(shown, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))
      + shown.filter((item) => item instanceof Error).map((error) => `${String(error)} ${error.stack ?? ''}`).join('');
    expect(shown.at(-1)).toBeInstanceOf(UploadError);
    expect(text).not.toContain(token);
    expect(text).not.toContain(marker);
  });
});

describe('UploadError', () => {
  it('says why, quoting the API\'s texts terminal-safe and cut at 300 characters, whatever it was made with', () => {
    const made = (fields: Partial<ConstructorParameters<typeof UploadError>[0]>) => new UploadError({
      reason: 'processing', uploadId: 7, status: null, error: null, duplicateOf: null, timeout: null, ...fields,
    }).message;
    expect(made({})).toBe('Upload 7 did not become an activity');
    expect(made({ reason: 'duplicate' })).toBe('Upload 7 is a duplicate of activity unknown');
    expect(made({ reason: 'timeout', status: PROCESSING })).toBe(`Upload 7 was not processed within 0 ms ("${PROCESSING}"); it may still become an activity`);
    expect(made({ error: `\u001b[2J${'x'.repeat(400)}` })).toBe(`Upload 7 did not become an activity ("\\u001b[2J${'x'.repeat(296)}…")`);
  });
});

describe('judgeUpload', () => {
  const upload = (fields: Record<string, unknown>) => Upload.parse({ id: 1, ...fields });

  it.each([
    [{ status: PROCESSING }, { kind: 'pending' }],
    [{ status: READY }, { kind: 'pending' }],
    [{ status: 'A sentence the API did not write before.' }, { kind: 'pending' }],
    [{}, { kind: 'pending' }],
    [{ status: READY, activity_id: 42 }, { kind: 'ready', activityId: 42 }],
    [{ status: ERROR, error: 'x', activity_id: 42 }, { kind: 'ready', activityId: 42 }],
    [{ status: ERROR, error: 'Improperly formatted data.' }, { kind: 'failed', reason: 'processing', duplicateOf: null }],
    [{ status: ERROR }, { kind: 'failed', reason: 'processing', duplicateOf: null }],
    [{ status: DELETED }, { kind: 'failed', reason: 'processing', duplicateOf: null }],
    [{ status: ERROR, error: '17611540601.tcx duplicate of activity 8319193780' }, { kind: 'failed', reason: 'duplicate', duplicateOf: 8319193780 }],
    [{ status: ERROR, error: 'a.fit duplicate of activity 8319193780.' }, { kind: 'failed', reason: 'duplicate', duplicateOf: 8319193780 }],
    [{ status: ERROR, error: 'duplicate of activity 5.fit is not a file we read' }, { kind: 'failed', reason: 'processing', duplicateOf: null }],
    [{ status: ERROR, error: 'a.fit duplicate of activity 123456789012345678901' }, { kind: 'failed', reason: 'processing', duplicateOf: null }],
  ])('reads an upload of %j', (fields, verdict) => {
    expect(judgeUpload(upload(fields))).toEqual(verdict);
  });

  it('reads a duplicate\'s id beyond 2^53 exactly, a space after it', () => {
    expect(judgeUpload(upload({ status: ERROR, error: 'a.fit duplicate of activity 9007199254740993 ' }))).toEqual({ kind: 'failed', reason: 'duplicate', duplicateOf: 9007199254740993n });
  });

  // A bound on a hang (a regular expression that backtracked would take hours), not a speed test.
  it('reads a hostile error of a megabyte in bounded time', () => {
    const started = performance.now();
    const verdict = judgeUpload(upload({ error: `${'duplicate of activity 1'.repeat(40_000)}x` }));
    expect(verdict).toEqual({ kind: 'failed', reason: 'processing', duplicateOf: null });
    expect(performance.now() - started).toBeLessThan(SETTLED_WITHIN);
  });
});
