import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixtureText } from './fixtures.js';

/** A request the test server received. */
export interface SeenRequest {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
}

type Handler = (request: SeenRequest, response: ServerResponse) => void;

/**
 * A real HTTP server on 127.0.0.1 that answers like the API under `/api/v3`, from the
 * fixture bodies, and records every request. Paged lists have `commentCount` comments and
 * `kudosCount` kudos; ids 401, 404, 429 and 500 answer with those statuses; `/hang` never
 * answers.
 */
export async function startApiServer(options: { commentCount?: number; kudosCount?: number; secret?: string } = {}) {
  const { commentCount = 5, kudosCount = 5, secret = '' } = options;
  const requests: SeenRequest[] = [];
  const open = new Set<ServerResponse>();
  const comments = Array.from({ length: commentCount }, (_, i) => ({ id: i + 1, text: `comment ${i + 1}`, cursor: `c${i + 1}` }));
  const kudos = Array.from({ length: kudosCount }, (_, i) => ({ firstname: `A${i + 1}`, lastname: 'S' }));

  const json = (response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body);
  };

  const routes: [RegExp, Handler][] = [
    [/^\/activities\/(401|404|500)\/.*$/, (request, response) => {
      const status = Number(/\d+/.exec(request.path)?.[0]);
      json(response, status, JSON.stringify({ message: 'failed', echoed: request.headers.authorization ?? '', secret }));
    }],
    [/^\/activities\/429\/.*$/, (_request, response) => {
      json(response, 429, '{"message":"Rate Limit Exceeded"}', {
        'x-ratelimit-limit': '600,30000', 'x-ratelimit-usage': '601,1200',
        'x-readratelimit-limit': '300,15000', 'x-readratelimit-usage': '301,600',
      });
    }],
    [/^\/activities\/\d+\/laps$/, (_request, response) => {
      json(response, 200, fixtureText('docs-activity-laps.json'), { 'x-ratelimit-limit': '600,30000', 'x-ratelimit-usage': '1,7' });
    }],
    [/^\/activities\/\d+\/comments$/, (request, response) => {
      const size = Number(request.query.get('page_size'));
      const after = request.query.get('after_cursor');
      const start = after === null ? 0 : comments.findIndex((comment) => comment.cursor === after) + 1;
      json(response, 200, JSON.stringify(comments.slice(start, start + size)));
    }],
    [/^\/activities\/\d+\/kudos$/, (request, response) => {
      const page = Number(request.query.get('page'));
      const perPage = Number(request.query.get('per_page'));
      json(response, 200, JSON.stringify(kudos.slice((page - 1) * perPage, page * perPage)));
    }],
    [/^\/activities\/\d+\/zones$/, (_request, response) => {
      json(response, 200, fixtureText('real-activity-zones.json'));
    }],
    [/^\/activities\/\d+\/photos$/, (request, response) => {
      json(response, 200, JSON.stringify([{ unique_id: 'p1', urls: { [request.query.get('size') ?? '100']: 'https://example.invalid/p1.jpg' } }]));
    }],
    [/^\/athletes\/\d+\/stats$/, (_request, response) => {
      json(response, 200, fixtureText('real-athlete-stats.json'));
    }],
    [/^\/not-json$/, (_request, response) => {
      json(response, 200, '<html>');
    }],
    [/^\/hang$/, () => undefined],
  ];

  const server: Server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api\/v3/, '');
    const request = { path, query: url.searchParams, headers: incoming.headers };
    requests.push(request);
    open.add(response);
    response.on('close', () => open.delete(response));
    const route = routes.find(([pattern]) => pattern.test(path));
    if (route === undefined) json(response, 404, '{"message":"Record Not Found"}');
    else route[1](request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api/v3`,
    requests,
    /** Responses still open (a hung request whose client has not gone away). */
    open,
    async close(): Promise<void> {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => { resolve(); }));
    },
  };
}
