import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, vi } from 'vitest';
import type { FetchFunction } from '../../src/http/transport/send-attempt.js';
import { UNTIL_HANG } from './wait.js';

/** A request the test server received, body read. */
export interface SeenRequest {
  readonly method: string;
  /** The path under the API's root (`/api/v3` removed). */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  /** The body as UTF-8 text. */
  readonly body: string;
  /** The body's bytes, as sent (a multipart upload's file is not UTF-8). */
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/** How the server answers a request: set per test with `answer`. */
export type Route = (request: SeenRequest, response: ServerResponse) => void;

/** What `startApiServer` gives. */
export interface ApiServer {
  /** `http://127.0.0.1:<port>/api/v3`. */
  readonly baseUrl: string;
  /** `http://127.0.0.1:<port>/oauth/token`. */
  readonly tokenUrl: string;
  /** Every request since the last `answer`. */
  readonly requests: SeenRequest[];
  /** How many requests the server has taken since it started (`answer` does not reset it). */
  readonly taken: number;
  /** Responses not yet finished (a silent or trickling answer whose client has not gone away). */
  readonly open: Set<ServerResponse>;
  /**
   * Answers the requests from now on with `routes` in turn, the last one for every request
   * after, and forgets the requests seen.
   */
  answer(...routes: [Route, ...Route[]]): void;
  /** Ends every connection and stops the server. */
  close(): Promise<void>;
}

/** Sends `body` (a value is written as JSON) with `status` and `headers`. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * A real HTTP server on 127.0.0.1 whose answers each test scripts (`answer(route)`): it
 * can answer like the API, stay silent, trickle a body, reset the connection, or send
 * more than a client should read. It records every request with its body.
 */
export async function startApiServer(): Promise<ApiServer> {
  let routes: Route[] = [(_request, response) => {
    sendJson(response, 404, { message: 'Record Not Found', errors: [] });
  }];
  let answered = 0;
  let taken = 0;
  const requests: SeenRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const request: SeenRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v3/, ''),
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        bytes: new Uint8Array(Buffer.concat(chunks)),
      };
      requests.push(request);
      taken += 1;
      open.add(response);
      response.on('close', () => open.delete(response));
      const route = routes[Math.min(answered, routes.length - 1)];
      answered += 1;
      route?.(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v3`,
    tokenUrl: `http://127.0.0.1:${port}/oauth/token`,
    requests,
    get taken() {
      return taken;
    },
    open,
    answer(...next) {
      routes = next;
      answered = 0;
      requests.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => { resolve(); }));
    },
  };
}

/** A client's `fetch` whose every request reaches the server, and how to wait for them: see `arrivingFetch`. */
export interface ArrivingFetch {
  readonly fetch: FetchFunction;
  /** Resolves, with their number, once the server has taken every request sent through `fetch`. */
  settled(): Promise<number>;
}

/**
 * A `fetch` option for a client of `server` whose every request reaches the server before
 * an abort of the client's (its timeout) reaches the request; the client itself meets its
 * abort at once, as with the global fetch. On a busy machine a short timeout may fire before
 * the request is written: the test would count one request fewer, and the request that
 * arrived late would take the next test's route. With this fetch a count of requests is the
 * same on a busy machine as on a quiet one.
 */
export function arrivingFetch(server: ApiServer): ArrivingFetch {
  const base = server.taken;
  let sent = 0;
  const fetch: FetchFunction = (input, init) => {
    sent += 1;
    const arrival = base + sent;
    const gate = new AbortController();
    const passOn = (): void => {
      void vi.waitFor(() => {
        if (server.taken < arrival) throw new Error(`request ${arrival} not taken yet`);
      }, UNTIL_HANG).finally(() => { gate.abort(init?.signal?.reason); });
    };
    if (init?.signal?.aborted === true) passOn();
    else init?.signal?.addEventListener('abort', passOn, { once: true });
    return globalThis.fetch(input, { ...init, signal: gate.signal });
  };
  return {
    fetch,
    async settled() {
      await vi.waitFor(() => {
        if (server.taken < base + sent) throw new Error(`${base + sent - server.taken} of ${sent} requests not taken yet`);
      }, UNTIL_HANG);
      return sent;
    },
  };
}

/** An `ApiServer` for the calling test file: started now, closed after the file's tests. */
export async function startApiServerForFile(): Promise<ApiServer> {
  const server = await startApiServer();
  afterAll(() => server.close());
  return server;
}
