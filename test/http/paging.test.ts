import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, type HttpClientOptions } from '../../src/http/index.js';
import { sendJson, startApiServerForFile } from '../helpers/api-server.js';
import { rejectionOf } from './clients.js';
import { UNTIL_HANG } from '../helpers/wait.js';

const server = await startApiServerForFile();

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ accessToken: 'paging-token', baseUrl: server.baseUrl, ...options });
}

/** `count` comments with ids from `first`, each with a cursor naming its id. */
function comments(first: number, count: number): { id: number; cursor: string }[] {
  return Array.from({ length: count }, (_, i) => ({ id: first + i, cursor: `c${first + i}` }));
}

/** Answers comment pages of the given sizes, in order, by the cursor sent; then empty pages. */
function answerCommentPages(sizes: number[]): void {
  const pages: { id: number; cursor: string }[][] = [];
  let next = 1;
  for (const size of sizes) {
    pages.push(comments(next, size));
    next += size;
  }
  server.answer((request, response) => {
    const after = request.query.get('after_cursor');
    const index = after === null ? 0 : pages.findIndex((page) => page.at(-1)?.cursor === after) + 1;
    sendJson(response, 200, pages[index] ?? []);
  });
}

describe('paging', () => {
  it('goes on past a short page until an empty page, as the API asks', async () => {
    answerCommentPages([3, 1, 2]);
    const items = await client({ pageSize: 3 }).getActivityComments(5);
    expect(items.map((item) => (item as { id: number }).id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(server.requests.map((request) => request.query.get('after_cursor'))).toEqual([null, 'c3', 'c4', 'c6']);
  });

  it('ends at the first short page with stopOnShortPage, saving the empty page\'s request', async () => {
    answerCommentPages([3, 1, 2]);
    const items = await client({ pageSize: 3, stopOnShortPage: true }).getActivityComments(5);
    expect(items).toHaveLength(4);
    expect(server.requests).toHaveLength(2);
  });

  it('ends the comments when the last comment has no cursor', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, [{ id: 1, cursor: 'c1' }, { id: 2 }]);
    });
    await expect(client({ pageSize: 2 }).getActivityComments(5)).resolves.toEqual([{ id: 1, cursor: 'c1' }, { id: 2 }]);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with ApiError when the server ignores the cursor, after two requests', async () => {
    server.answer((_request, response) => {
      sendJson(response, 200, comments(1, 2));
    });
    const error = await rejectionOf(client({ pageSize: 2 }).getActivityComments(5));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toContain('gave the cursor "c2" again');
    expect(server.requests).toHaveLength(2);
  });

  it('quotes at most 80 characters of a repeated cursor', async () => {
    const cursor = 'k'.repeat(500);
    server.answer((_request, response) => {
      sendJson(response, 200, [{ id: 1, cursor }]);
    });
    const error = await rejectionOf(client({ pageSize: 1 }).getActivityComments(5));
    expect((error as Error).message).toContain(`cursor "${'k'.repeat(80)}…" again`);
  });

  it('rejects a list of never-short pages with ApiError after maxPages requests (100 by default)', async () => {
    let id = 0;
    server.answer((_request, response) => {
      id += 2;
      sendJson(response, 200, [{ firstname: `A${id}` }, { firstname: `B${id}` }]);
    });
    const error = await rejectionOf(client({ pageSize: 2 }).getActivityKudos(5));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/did not end within maxPages \(100\) requests/);
    expect(server.requests).toHaveLength(100);

    server.answer((request, response) => {
      sendJson(response, 200, comments(Number(request.query.get('after_cursor')?.slice(1) ?? 0) + 1, 2));
    });
    await expect(client({ pageSize: 2, maxPages: 3 }).getActivityComments(5)).rejects.toThrow(/maxPages \(3\)/);
    expect(server.requests).toHaveLength(3);
  });

  it('counts the empty last page among maxPages', async () => {
    answerCommentPages([2, 2]);
    await expect(client({ pageSize: 2, maxPages: 3 }).getActivityComments(5)).resolves.toHaveLength(4);
    await expect(client({ pageSize: 2, maxPages: 2 }).getActivityComments(5)).rejects.toBeInstanceOf(ApiError);
  });

  it('takes a page of 200,000 items without spreading it into an argument list', async () => {
    const page = JSON.stringify(Array.from({ length: 200_000 }, (_, i) => ({ firstname: `A${i}` })));
    server.answer((request, response) => {
      sendJson(response, 200, request.query.get('page') === '1' ? page : '[]');
    });
    const kudos = await client({ pageSize: 200, maxItems: 200_000 }).getActivityKudos(5);
    expect(kudos).toHaveLength(200_000);
    expect(kudos[199_999]).toEqual({ firstname: 'A199999' });
  });

  it('sends page and per_page for kudos, and pageSize as page_size for comments', async () => {
    answerCommentPages([]);
    await client({ pageSize: 7 }).getActivityKudos(5);
    expect(server.requests[0]?.query.get('page')).toBe('1');
    expect(server.requests[0]?.query.get('per_page')).toBe('7');
    await client().getActivityComments(5);
    expect(server.requests.at(-1)?.query.get('page_size')).toBe('200');
  });
});

describe('iterating a list', () => {
  it('yields the items of a page before the next page is answered', async () => {
    let held: ServerResponse | undefined;
    server.answer((request, response) => {
      if (request.query.get('after_cursor') === null) sendJson(response, 200, comments(1, 2));
      else held = response;
    });
    const iterator = client({ pageSize: 2 }).iterateActivityComments(5);
    await expect(iterator.next()).resolves.toEqual({ done: false, value: { id: 1, cursor: 'c1' } });
    await expect(iterator.next()).resolves.toEqual({ done: false, value: { id: 2, cursor: 'c2' } });
    const third = iterator.next();
    await vi.waitFor(() => {
      expect(held).toBeDefined();
    }, UNTIL_HANG);
    if (held !== undefined) sendJson(held, 200, []);
    await expect(third).resolves.toEqual({ done: true, value: undefined });
  });

  it('stops paging when the loop breaks', async () => {
    answerCommentPages([2, 2, 2]);
    const seen: unknown[] = [];
    for await (const comment of client({ pageSize: 2 }).iterateActivityComments(5)) {
      seen.push(comment);
      if (seen.length === 3) break;
    }
    expect(seen).toHaveLength(3);
    expect(server.requests).toHaveLength(2);
  });

  it('yields kudos across pages, then rejects with ApiError beyond maxPages', async () => {
    server.answer((request, response) => {
      sendJson(response, 200, [{ firstname: `P${request.query.get('page') ?? ''}` }]);
    });
    const seen: unknown[] = [];
    const error = await rejectionOf((async () => {
      for await (const athlete of client({ pageSize: 1, maxPages: 3 }).iterateActivityKudos(5)) seen.push(athlete);
    })());
    expect(seen).toEqual([{ firstname: 'P1' }, { firstname: 'P2' }, { firstname: 'P3' }]);
    expect(error).toBeInstanceOf(ApiError);
  });

  it('stops between pages when the signal aborts, with its reason', async () => {
    answerCommentPages([2, 2, 2]);
    const controller = new AbortController();
    const seen: unknown[] = [];
    const error = await rejectionOf((async () => {
      for await (const comment of client({ pageSize: 2 }).iterateActivityComments(5, { signal: controller.signal })) {
        seen.push(comment);
        if (seen.length === 2) controller.abort('enough');
      }
    })());
    expect(error).toBe('enough');
    expect(server.requests).toHaveLength(1);
  });
});
