import { describe, expect, it } from 'vitest';
import { NotFoundError, UploadError, createHttpClient, waitForUpload, type HttpClient, type UploadProgress } from '../../src/http/index.js';
import { ApiError } from '../../src/http/errors/api-error.js';
import { ParseError, Upload } from '../../src/index.js';
import { clientWithClock } from '../http/clients.js';
import { FakeClock } from '../http/fake-clock.js';

// An attacker's cases against waitForUpload: what a caller passes (the upload, the
// options, the client) and what a server answers to its polls. Polls wait on a fake
// clock, so no case sleeps through an interval.

const TOKEN = 'attack-token-c3e8a2';
const PROCESSING = 'Your activity is still being processed.';
const ERROR = 'There was an error processing your activity.';

/** A client on a fake clock whose every answer is `answer()`'s, with the requests counted. */
function clientAnswering(answer: (path: string) => Response | Promise<Response>, clock = new FakeClock()) {
  const paths: string[] = [];
  const fetch = (url: string | URL | Request): Promise<Response> => {
    const path = new URL(url instanceof Request ? url.url : url.toString()).pathname;
    paths.push(path);
    return Promise.resolve(answer(path));
  };
  return { paths, clock, client: clientWithClock({ accessToken: TOKEN, fetch, maxRetries: 0 }, clock) };
}

const json = (body: unknown, status = 200) => new Response(typeof body === 'string' ? body : JSON.stringify(body, (_key, value: unknown) => typeof value === 'bigint' ? value.toString() : value), { status, headers: { 'content-type': 'application/json' } });
const pending = Upload.parse({ id: 7, status: PROCESSING, error: null, activity_id: null });

async function settled(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => 'fulfilled', (error: unknown) => error);
}

describe('what waitForUpload refuses before any request', () => {
  const client = createHttpClient({ accessToken: TOKEN, fetch: () => Promise.reject(new Error('no request expected')) });
  it.each([
    ['an upload whose id getter throws', () => waitForUpload(client, Object.defineProperty({}, 'id', { get: () => { throw new Error('id getter'); } }) as never), Error, /id getter/],
    ['an upload of id -1', () => waitForUpload(client, { id: -1 }), TypeError, /upload must have an id \(Upload\.id\), received a number/],
    ['an upload id as a string', () => waitForUpload(client, { id: '7' }), TypeError, /received a string/],
    ['an upload with an inherited id', () => waitForUpload(client, Object.create({ id: 7 }) as never), TypeError, /received an undefined/],
    ['an upload that is null', () => waitForUpload(client, null as never), TypeError, /upload must be an Upload/],
    ['a client of another kind', () => waitForUpload({ getUpload: () => Promise.resolve({}) } as unknown as HttpClient, pending), TypeError, /client must be a client createHttpClient made/],
    ['a pollInterval of 499', () => waitForUpload(client, pending, { pollInterval: 499 }), RangeError, /pollInterval must be a number of milliseconds from 500/],
    ['a timeout of 0', () => waitForUpload(client, pending, { timeout: 0 }), RangeError, /timeout must be a number of milliseconds from 1/],
    ['a timeout of NaN', () => waitForUpload(client, pending, { timeout: Number.NaN }), RangeError, /received NaN/],
    ['an onProgress that is not a function', () => waitForUpload(client, pending, { onProgress: 'log' as never }), TypeError, /onProgress/],
    ['a signal aborted already', () => waitForUpload(client, pending, { signal: AbortSignal.abort(new RangeError('aborted before')) }), RangeError, /aborted before/],
  ] as const)('%s', async (_name, call, error, message) => {
    const rejection = call();
    await expect(rejection).rejects.toThrow(error);
    await expect(rejection).rejects.toThrow(message);
  });
});

describe('what a server answers to the polls', () => {
  it('keeps a token the server echoes in the upload\'s error and status out of UploadError and every event', async () => {
    const { client } = clientAnswering(() => json({ id: 7, status: `${ERROR} ${TOKEN}`, error: `bad file; token=${TOKEN}`, activity_id: null }));
    const events: UploadProgress[] = [];
    const error = await settled(waitForUpload(client, pending, { onProgress: (event) => events.push(event) }));
    expect(error).toBeInstanceOf(UploadError);
    expect(`${String(error)} ${JSON.stringify(error)} ${JSON.stringify(events)}`).not.toContain(TOKEN);
    expect((error as UploadError).error).toBe('bad file; token=[redacted]');
  });

  it('keeps a token echoed in the status out of the UploadError of a timeout', async () => {
    const { client } = clientAnswering(() => json({ id: 7, status: `${PROCESSING} ${TOKEN}`, error: null, activity_id: null }));
    const error = await settled(waitForUpload(client, pending, { timeout: 5_000 }));
    expect(error).toMatchObject({ name: 'UploadError', reason: 'timeout' });
    expect(`${String(error)} ${JSON.stringify(error)}`).not.toContain(TOKEN);
  });

  it.each([
    ['a list', '[]', ApiError],
    ['an id that is text', '{"id":"seven","status":"x"}', ParseError],
    ['an activity id that is negative', '{"id":7,"activity_id":-5}', ApiError],
    ['JSON cut short', '{"id":7,', ApiError],
  ] as const)('ends the wait when a poll answers %s', async (_name, body, error) => {
    const { client, paths } = clientAnswering(() => json(body));
    await expect(waitForUpload(client, pending)).rejects.toThrow(error);
    expect(paths).toEqual(['/api/v3/uploads/7']);
  });

  it.each([
    ['an id of 20 digits past 2^64, exact', 'a.fit duplicate of activity 99999999999999999999', 'duplicate', 99999999999999999999n],
    ['an id of 21 digits', 'a.fit duplicate of activity 123456789012345678901', 'processing', null],
    ['an id past 2^53, exact', 'a.fit duplicate of activity 9007199254740993.', 'duplicate', 9007199254740993n],
    ['a file named as a duplicate, with another error after it', 'duplicate of activity 5.fit: bad header', 'processing', null],
  ] as const)('reads a duplicate\'s error with %s', async (_name, text, reason, duplicateOf) => {
    const { client } = clientAnswering(() => json({ id: 7, status: ERROR, error: text, activity_id: null }));
    const error = await settled(waitForUpload(client, pending));
    expect(error).toMatchObject({ name: 'UploadError', reason, duplicateOf });
  });

  it('reads an error text of 2 MB of duplicate phrases in one pass, its message cut', async () => {
    const text = `${'x.fit duplicate of activity 12345678901234567890 '.repeat(40_000)}end`;
    const { client } = clientAnswering(() => json({ id: 7, status: ERROR, error: text, activity_id: null }));
    const error = await settled(waitForUpload(client, pending));
    expect(error).toMatchObject({ name: 'UploadError', reason: 'processing' });
    expect((error as Error).message.length).toBeLessThan(800);
  });

  it('ends the wait with what onProgress throws, after no request', async () => {
    const { client, paths } = clientAnswering(() => json({ id: 7, status: PROCESSING }));
    const thrown = new Error('listener threw');
    await expect(waitForUpload(client, pending, { onProgress: () => { throw thrown; } })).rejects.toBe(thrown);
    expect(paths).toEqual([]);
  });

  it('polls at most timeout / pollInterval times an upload that says ready without an activity id', async () => {
    const { client, paths } = clientAnswering(() => json({ id: 7, status: 'Your activity is ready.', error: null, activity_id: null }));
    const error = await settled(waitForUpload(client, pending, { timeout: 10_000, pollInterval: 1_000 }));
    expect(error).toMatchObject({ name: 'UploadError', reason: 'timeout' });
    expect(paths.length).toBeLessThanOrEqual(10);
  });

  it('ends in NotFoundError when the activity the upload names is not found', async () => {
    const { client, paths } = clientAnswering((path) => path.startsWith('/api/v3/uploads/') ? json({ id: 7, activity_id: 42 }) : json('{"message":"Record Not Found","errors":[]}', 404));
    await expect(waitForUpload(client, pending)).rejects.toThrow(NotFoundError);
    expect(paths).toEqual(['/api/v3/uploads/7', '/api/v3/activities/42']);
  });

  it('ends a wait whose poll never answers at its own timeout, with UploadError', async () => {
    const client = createHttpClient({ accessToken: TOKEN, fetch: () => new Promise<Response>(() => undefined), maxRetries: 0 });
    const error = await settled(waitForUpload(client, pending, { timeout: 50, pollInterval: 500 }));
    expect(error).toMatchObject({ name: 'UploadError', reason: 'timeout', status: PROCESSING });
  });

  it('ends a wait at once when its signal aborts during a poll\'s interval', async () => {
    const clock = new FakeClock();
    clock.hold = true;
    const { client } = clientAnswering(() => json({ id: 7, status: PROCESSING }), clock);
    const controller = new AbortController();
    const wait = waitForUpload(client, pending, { signal: controller.signal });
    const reason = new Error('stop waiting');
    setTimeout(() => { controller.abort(reason); }, 10);
    await expect(wait).rejects.toBe(reason);
  });
});
