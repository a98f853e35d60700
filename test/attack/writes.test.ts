import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient, HttpError, UnauthorizedError, UnknownOutcomeError, type AccessToken, type HttpClient } from '../../src/http/index.js';

// An attacker's cases against the writes: what a caller passes (fields, files, options)
// and what a server answers. Every case counts the requests sent: a write refused before
// sending sends none, and one that may have been done is never sent twice.

const TOKEN = 'attack-token-5f0c1e';
const FILE_TEXT = 'FILE-CONTENT-7d2a<gpx>';
const STARTED = '2025-10-18T19:04:26-04:00';

/** A stand-in `fetch` that answers with `answer` (or throws it) and records each request. */
function server(answer: (count: number, init: RequestInit) => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    requests.push({ url: url instanceof Request ? url.url : url.toString(), init });
    return answer(requests.length, init);
  };
  return { requests, fetch };
}

const json = (status: number, body: string, headers: Record<string, string> = {}) => new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });

function clientOf(fetch: typeof globalThis.fetch, options: { maxRetries?: number; timeout?: number; accessToken?: AccessToken } = {}): HttpClient {
  return createHttpClient({ accessToken: options.accessToken ?? TOKEN, fetch, maxRetries: options.maxRetries ?? 0, timeout: options.timeout ?? 30_000 });
}

const newActivity = (changes: Record<string, unknown> = {}) => ({ name: 'Run', sportType: 'Run', startDateLocal: STARTED, elapsedTime: 600, ...changes });

/** A call that must reject before any request: the error's class and a part of its message. */
interface RefusedCase {
  readonly name: string;
  readonly call: (client: HttpClient) => Promise<unknown>;
  readonly error: new (...args: never[]) => Error;
  readonly message: RegExp;
}

const throwingGetter = Object.defineProperty({ ...newActivity() }, 'name', { get: () => { throw new Error('getter threw'); }, enumerable: true });
const throwingKeys = new Proxy(newActivity(), { ownKeys: () => { throw new Error('ownKeys threw'); } });
const detached = new ArrayBuffer(8);
structuredClone(detached, { transfer: [detached] });

const REFUSED: readonly RefusedCase[] = [
  { name: 'a name with a lone high surrogate', call: (c) => c.createActivity(newActivity({ name: 'Run \uD83C' })), error: TypeError, message: /createActivity: fields\.name holds a lone surrogate at index 4/ },
  { name: 'a description with a lone low surrogate (JSON body)', call: (c) => c.updateActivity(1, { description: 'x\uDC00' }), error: TypeError, message: /updateActivity: changes\.description holds a lone surrogate at index 1/ },
  { name: 'a sport with a reversed pair', call: (c) => c.createActivity(newActivity({ sportType: '\uDE00\uD83D' })), error: TypeError, message: /fields\.sportType holds a lone surrogate at index 0/ },
  { name: 'an upload\'s externalId with a lone surrogate', call: (c) => c.uploadActivity(new Uint8Array([1]), { dataType: 'fit', externalId: 'ride\uD800' }), error: TypeError, message: /uploadActivity: options\.externalId holds a lone surrogate/ },
  { name: 'an upload\'s Blob named with a lone surrogate', call: (c) => c.uploadActivity(Object.assign(new Blob([FILE_TEXT]), { name: 'ride\uDBFF.gpx' }), { dataType: 'gpx' }), error: TypeError, message: /uploadActivity: the file's name holds a lone surrogate at index 4/ },
  { name: 'an own __proto__ key', call: (c) => c.createActivity(JSON.parse('{"__proto__":{"name":"x"},"name":"Run","sportType":"Run","startDateLocal":"2025-10-18T19:04:26Z","elapsedTime":1}') as never), error: TypeError, message: /has no field "__proto__"/ },
  { name: 'a constructor key', call: (c) => c.updateActivity(1, { constructor: 'x' } as never), error: TypeError, message: /has no field "constructor"/ },
  { name: 'the API\'s snake_case name', call: (c) => c.updateActivity(1, { gear_id: 'b1' } as never), error: TypeError, message: /the API's gear_id is gearId here/ },
  { name: 'an unknown key of 100,000 characters with control characters', call: (c) => c.updateActivity(1, { [`\u001b[2J${'k'.repeat(100_000)}`]: 1 }), error: TypeError, message: /^updateActivity: changes has no field "\\u001b\[2Jk{10,80}/ },
  { name: 'a getter that throws', call: (c) => c.createActivity(throwingGetter), error: Error, message: /getter threw/ },
  { name: 'a Proxy whose key listing throws', call: (c) => c.createActivity(throwingKeys), error: Error, message: /ownKeys threw/ },
  { name: 'fields given as an array', call: (c) => c.createActivity([] as never), error: TypeError, message: /fields must be an object, received an array/ },
  { name: 'a required field inherited from a polluted prototype', call: (c) => c.createActivity(Object.assign(Object.create({ name: 'Inherited' }) as object, { sportType: 'Run', startDateLocal: STARTED, elapsedTime: 1 }) as never), error: TypeError, message: /fields\.name is required/ },
  { name: 'elapsedTime NaN', call: (c) => c.createActivity(newActivity({ elapsedTime: Number.NaN })), error: RangeError, message: /elapsedTime must be a positive whole number of seconds, received NaN/ },
  { name: 'elapsedTime 2^53', call: (c) => c.createActivity(newActivity({ elapsedTime: 2 ** 53 })), error: RangeError, message: /elapsedTime/ },
  { name: 'elapsedTime 1.5', call: (c) => c.createActivity(newActivity({ elapsedTime: 1.5 })), error: RangeError, message: /elapsedTime/ },
  { name: 'elapsedTime as a bigint', call: (c) => c.createActivity(newActivity({ elapsedTime: 10n })), error: TypeError, message: /received a bigint/ },
  { name: 'distance -Infinity', call: (c) => c.createActivity(newActivity({ distance: -Infinity })), error: RangeError, message: /distance/ },
  { name: 'a start as a Date', call: (c) => c.createActivity(newActivity({ startDateLocal: new Date(0) })), error: TypeError, message: /a Date \(an instant/ },
  { name: 'a start on the 30th of February', call: (c) => c.createActivity(newActivity({ startDateLocal: '2025-02-30T10:00:00Z' })), error: TypeError, message: /startDateLocal must be an RFC 3339 date-time/ },
  { name: 'a start with a line feed after it', call: (c) => c.createActivity(newActivity({ startDateLocal: `${STARTED}\n` })), error: TypeError, message: /\\n/ },
  { name: 'a weight of 0', call: (c) => c.updateAthlete({ weight: 0 }), error: RangeError, message: /weight must be a number of kilograms, more than 0, received 0/ },
  { name: 'a weight as a numeric string', call: (c) => c.updateAthlete({ weight: '70' as never }), error: TypeError, message: /weight/ },
  { name: 'starred as the string true', call: (c) => c.starSegment(1, 'true' as never), error: TypeError, message: /starred must be a boolean, received a string/ },
  { name: 'an activity id of -1', call: (c) => c.updateActivity(-1, { name: 'x' }), error: TypeError, message: /^updateActivity: id must be a non-negative safe integer or bigint, received -1/ },
  { name: 'an activity id of 2^53 as a number', call: (c) => c.updateActivity(2 ** 53, { name: 'x' }), error: TypeError, message: /received 9007199254740992/ },
  { name: 'a segment id as a string', call: (c) => c.starSegment('1/../../athlete' as never, true), error: TypeError, message: /^starSegment: id must be a non-negative safe integer or bigint, received a string/ },
  { name: 'an upload of a string', call: (c) => c.uploadActivity(FILE_TEXT as never, { dataType: 'gpx' }), error: TypeError, message: /file must be a Blob, a Uint8Array or an ArrayBuffer, received a string/ },
  { name: 'an upload of an empty file', call: (c) => c.uploadActivity(new Uint8Array(0), { dataType: 'fit' }), error: RangeError, message: /file is empty/ },
  { name: 'an upload of a detached ArrayBuffer', call: (c) => c.uploadActivity(detached, { dataType: 'fit' }), error: RangeError, message: /^uploadActivity: file is empty$/ },
  { name: 'an upload with dataType __proto__', call: (c) => c.uploadActivity(new Uint8Array([1]), { dataType: '__proto__' as never }), error: RangeError, message: /dataType must be one of fit/ },
  { name: 'an upload with dataType FIT in capitals', call: (c) => c.uploadActivity(new Uint8Array([1]), { dataType: 'FIT' as never }), error: RangeError, message: /received "FIT"/ },
  { name: 'an upload with an option of a snake_case name', call: (c) => c.uploadActivity(new Uint8Array([1]), { dataType: 'fit', external_id: 'x' } as never), error: TypeError, message: /the API's external_id is externalId here/ },
  { name: 'an upload with a timeout of -1', call: (c) => c.uploadActivity(new Uint8Array([1]), { dataType: 'fit', timeout: -1 }), error: RangeError, message: /timeout/ },
];

describe('a write refused before it is sent', () => {
  it.each(REFUSED.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const api = server(() => json(201, '{"id":1}'));
    const rejection = row.call(clientOf(api.fetch));
    await expect(rejection).rejects.toThrow(row.error);
    await expect(rejection).rejects.toThrow(row.message);
    expect(api.requests).toHaveLength(0);
  });
});

describe('what a write sends, exactly as given', () => {
  it('sends a name with a surrogate pair, a NUL and a 1 MB description as they are', async () => {
    const api = server(() => json(200, '{"id":1}'));
    const description = 'd'.repeat(1_000_000);
    await clientOf(api.fetch).updateActivity(1, { name: 'Run \u{1F3C3}\u0000', description });
    expect(JSON.parse(api.requests[0]?.init.body as string)).toEqual({ name: 'Run \u{1F3C3}\u0000', description });
  });

  it('sends -0 meters as 0 and a weight of 5e-324 as JavaScript writes it, which reads back the same', async () => {
    const api = server(() => json(200, '{"id":1}'));
    await clientOf(api.fetch).createActivity(newActivity({ distance: -0 }));
    await clientOf(api.fetch).updateAthlete({ weight: 5e-324 });
    expect(new URLSearchParams(api.requests[0]?.init.body as URLSearchParams).get('distance')).toBe('0');
    expect(Number(new URLSearchParams(api.requests[1]?.init.body as URLSearchParams).get('weight'))).toBe(5e-324);
  });

  it('sends the bytes as they were when called, whatever the caller changes later', async () => {
    const api = server(() => json(201, '{"id":1}'));
    const bytes = new TextEncoder().encode(FILE_TEXT);
    const sent = clientOf(api.fetch).uploadActivity(bytes, { dataType: 'gpx' });
    bytes.fill(0);
    await sent;
    const file = (api.requests[0]?.init.body as FormData).get('file') as File;
    expect(await file.text()).toBe(FILE_TEXT);
  });
});

/** A server's answer to a write, and what the write must end in after how many requests. */
interface OutcomeCase {
  readonly name: string;
  readonly answer: (count: number) => Response | Promise<Response>;
  readonly maxRetries?: number;
  readonly error: new (...args: never[]) => Error;
  readonly requests: number;
}

const refused = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(`connect ${code}`), { code }) });
const cyclic = (() => {
  const error: Error & { cause?: unknown } = new TypeError('fetch failed');
  error.cause = error;
  return error;
})();

const OUTCOMES: readonly OutcomeCase[] = [
  { name: 'a 500, with retries to spare', answer: () => json(500, '{}'), maxRetries: 5, error: UnknownOutcomeError, requests: 1 },
  { name: 'a 599', answer: () => json(599, '{}'), maxRetries: 5, error: UnknownOutcomeError, requests: 1 },
  { name: 'a 400 with a fault', answer: () => json(400, '{"message":"Bad Request","errors":[{"resource":"Activity","field":"name","code":"invalid"}]}'), error: HttpError, requests: 1 },
  { name: 'a fetch that throws with no cause', answer: () => { throw new TypeError('fetch failed'); }, maxRetries: 5, error: UnknownOutcomeError, requests: 1 },
  { name: 'a reset connection (ECONNRESET)', answer: () => { throw refused('ECONNRESET'); }, maxRetries: 5, error: UnknownOutcomeError, requests: 1 },
  { name: 'a refused connection (ECONNREFUSED), tried within maxRetries', answer: () => { throw refused('ECONNREFUSED'); }, maxRetries: 2, error: Error, requests: 3 },
  { name: 'a cause chain that is a cycle', answer: () => { throw cyclic; }, maxRetries: 5, error: UnknownOutcomeError, requests: 1 },
  { name: 'a cause whose code is a getter saying ECONNREFUSED', answer: () => { throw Object.assign(new TypeError('fetch failed'), { cause: Object.defineProperty(new Error('x'), 'code', { get: () => 'ECONNREFUSED' }) }); }, maxRetries: 5, error: UnknownOutcomeError, requests: 1 },
  { name: 'a 2xx answer that is not JSON', answer: () => new Response('<html>done</html>', { status: 201, headers: { 'content-type': 'text/html' } }), maxRetries: 5, error: ApiError, requests: 1 },
  { name: 'a 2xx answer that is a list', answer: () => json(201, '[]'), maxRetries: 5, error: ApiError, requests: 1 },
  { name: 'a 2xx answer that is not UTF-8', answer: () => new Response(new Uint8Array([0x7b, 0xff, 0x7d]), { status: 201 }), maxRetries: 5, error: ApiError, requests: 1 },
  { name: 'a 429 whose window is a day away', answer: () => json(429, '{"message":"Rate Limit Exceeded"}', { 'x-ratelimit-limit': '100,1000', 'x-ratelimit-usage': '50,1000' }), maxRetries: 5, error: HttpError, requests: 1 },
  { name: 'a 401 for an invalid token with a string token', answer: () => json(401, '{"message":"Authorization Error","errors":[{"resource":"Athlete","field":"access_token","code":"invalid"}]}'), maxRetries: 5, error: UnauthorizedError, requests: 1 },
];

describe('what a write ends in, and how many times it was sent', () => {
  it.each(OUTCOMES.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const api = server(row.answer);
    const write = clientOf(api.fetch, { maxRetries: row.maxRetries ?? 0 }).uploadActivity(new TextEncoder().encode(FILE_TEXT), { dataType: 'gpx', externalId: 'ride-42' });
    const error = await write.then(() => null, (reason: unknown) => reason);
    expect(error).toBeInstanceOf(row.error);
    expect(api.requests).toHaveLength(row.requests);
    const shown = `${String(error)} ${JSON.stringify(error)} ${String((error as Error).cause)}`;
    expect(shown).not.toContain(TOKEN);
    expect(shown).not.toContain('FILE-CONTENT');
  });

  it('refreshes a refused token once and sends again once: two refusals are two requests', async () => {
    const api = server(() => json(401, '{"message":"Authorization Error","errors":[{"resource":"Athlete","field":"access_token","code":"invalid"}]}'));
    let given = 0;
    const client = clientOf(api.fetch, { accessToken: () => Promise.resolve(`${TOKEN}-${++given}`) });
    await expect(client.createActivity(newActivity())).rejects.toThrow(UnauthorizedError);
    expect(api.requests).toHaveLength(2);
  });

  it('ends a write whose fetch never answers in UnknownOutcomeError at its timeout, sent once', async () => {
    const api = server(() => new Promise<Response>(() => undefined));
    const error = await clientOf(api.fetch, { timeout: 50, maxRetries: 5 }).updateAthlete({ weight: 70 }).then(() => null, (reason: unknown) => reason);
    expect(error).toBeInstanceOf(UnknownOutcomeError);
    expect((error as UnknownOutcomeError).cause).toMatchObject({ name: 'TimeoutError' });
    expect(api.requests).toHaveLength(1);
  });

  it('honours an abort during a write at once, with the signal\'s reason, sent once', async () => {
    const api = server(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const write = clientOf(api.fetch).createActivity(newActivity(), { signal: controller.signal });
    const reason = new Error('stop');
    setTimeout(() => { controller.abort(reason); }, 5);
    const started = performance.now();
    await expect(write).rejects.toBe(reason);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(api.requests).toHaveLength(1);
  });
});

afterEach(() => {
  expect(({} as Record<string, unknown>).name).toBeUndefined();
});
