import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/index.js';
import { isolatedLibrary, type IsolatedLibrary } from '../helpers/isolated-run.js';
import { sendJson, startApiServerForFile } from '../helpers/api-server.js';
import { clientWithClock, rejectionOf } from './clients.js';
import { FakeClock } from './fake-clock.js';

const server = await startApiServerForFile();

let library: IsolatedLibrary;
beforeAll(async () => {
  library = await isolatedLibrary('src/http/index.ts');
});
afterAll(() => {
  library.dispose();
});

describe('maxItems', () => {
  it('stops a collected list at 100,000 items by default, in a process with a bounded heap', () => {
    // Every kudos page is 8 MiB of `{}` (about 2.8 million items), however many pages are asked
    // for: without a bound on the items collected, the list outgrows the 256 MiB heap by the
    // third page and V8 aborts the process.
    const result = library.run(`
      import { createServer } from 'node:http';
      const page = Buffer.from('[' + '{},'.repeat(8 * 1024 * 1024 / 3) + '{}]');
      let requests = 0;
      const server = createServer((request, response) => {
        requests += 1;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(page);
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      const client = lib.createHttpClient({ accessToken: 'bounded-token', baseUrl: 'http://127.0.0.1:' + server.address().port });
      try {
        const kudos = await client.getActivityKudos(1);
        console.log(JSON.stringify({ items: kudos.length, requests }));
      } catch (error) {
        console.log(JSON.stringify({ name: error.name, apiError: error instanceof lib.ApiError, message: error.message, requests }));
      }
      server.close();
    `, { timeLimit: 60_000, nodeOptions: ['--max-old-space-size=256'] });
    expect(result.timedOut).toBe(false);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const outcome = JSON.parse(result.stdout) as { name: string; apiError: boolean; message: string; requests: number };
    expect(outcome).toMatchObject({ name: 'ApiError', apiError: true, requests: 1 });
    expect(outcome.message).toMatch(/kudos holds more than maxItems \(100000\) items/);
  }, 70_000);

  it('takes a list of exactly maxItems items, and rejects one more with ApiError after reading no further page', async () => {
    const threePages = () => {
      server.answer((request, response) => {
        const page = Number(request.query.get('page'));
        sendJson(response, 200, page <= 3 ? [{ id: page * 10 + 1 }, { id: page * 10 + 2 }] : []);
      });
    };
    const http = (maxItems: number) => clientWithClock({ accessToken: 'items-token', baseUrl: server.baseUrl, maxItems }, new FakeClock());
    threePages();
    await expect(http(6).getActivityKudos(1)).resolves.toHaveLength(6);
    threePages();
    const error = await rejectionOf(http(5).getActivityKudos(1));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(`GET ${server.baseUrl}/activities/1/kudos holds more than maxItems (5) items; raise maxItems to collect a longer list, or iterate it`);
    expect(server.requests.map((request) => request.query.get('page'))).toEqual(['1', '2', '3']);
  });

  it('bounds the comments too, and leaves the iterators unbounded', async () => {
    server.answer((request, response) => {
      const after = Number(request.query.get('after_cursor') ?? '0');
      sendJson(response, 200, after < 6 ? [{ id: after + 1, cursor: String(after + 1) }] : []);
    });
    const http = clientWithClock({ accessToken: 'items-token', baseUrl: server.baseUrl, maxItems: 3 }, new FakeClock());
    await expect(http.getActivityComments(1)).rejects.toThrow(/comments holds more than maxItems \(3\) items/);
    const seen: unknown[] = [];
    for await (const comment of http.iterateActivityComments(1)) seen.push(comment);
    expect(seen).toHaveLength(6);
  });
});
