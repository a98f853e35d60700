import { ownValue } from '../../parse/own-properties.js';
import { isPlainObject } from '../../parse/plain-object.js';
import { cutAfter } from '../../parse/cut-text.js';
import { ApiError } from '../errors/api-error.js';

/** What bounds the paging of one list. */
export interface PagingLimits {
  /** Items asked for per page. */
  readonly pageSize: number;
  /** Requests one list may make, the empty last page included. */
  readonly maxPages: number;
  /** End at the first page shorter than `pageSize`, saving the request for the empty page. */
  readonly stopOnShortPage: boolean;
  /** Items a collected list holds at most. */
  readonly maxItems: number;
}

/** Longest part of a cursor an error message quotes. */
const MAX_QUOTED_CURSOR = 80;

/**
 * The pages of a cursor-paged list (comments): the first page, then the page after the
 * last item's `cursor`, and so on. The list ends at an empty page, at a short page when
 * `stopOnShortPage` is set, or at a page whose last item has no cursor. A cursor already
 * sent, or a page beyond `maxPages`, rejects with `ApiError` (the page that repeats a
 * cursor is not given: the server is answering the same page again).
 *
 * @param fetchPage Fetches the page after a cursor, or the first page for null.
 * @param list The list's request, `GET https://…/comments`, for messages.
 */
export async function* cursorPages(
  fetchPage: (cursor: string | null) => Promise<readonly unknown[]>,
  limits: PagingLimits,
  list: string,
): AsyncGenerator<readonly unknown[], void, undefined> {
  const sent = new Set<string>();
  let cursor: string | null = null;
  for (let count = 1; ; count++) {
    if (count > limits.maxPages) throw tooManyPages(list, limits.maxPages);
    const page = await fetchPage(cursor);
    if (page.length === 0) return;
    const next = cursorOf(page[page.length - 1]);
    if (next === null || (limits.stopOnShortPage && page.length < limits.pageSize)) {
      yield page;
      return;
    }
    if (sent.has(next)) {
      throw new ApiError(`${list} gave the cursor "${cutAfter(next, MAX_QUOTED_CURSOR)}" again after it was sent: the list would never end`);
    }
    sent.add(next);
    yield page;
    cursor = next;
  }
}

/**
 * The pages of a page-numbered list (kudos): page 1, 2, and so on. The list ends at an
 * empty page, or at a short page when `stopOnShortPage` is set; a page beyond `maxPages`
 * rejects with `ApiError`. With `firstPageOnce`, so does a later page whose first item has
 * the `id` of the first page's first item (that page is not given): the server is
 * answering the first page again, whatever `page` asks.
 *
 * @param fetchPage Fetches a page by its number, from 1.
 * @param list The list's request, `GET https://…/kudos`, for messages.
 */
export async function* numberedPages(
  fetchPage: (page: number) => Promise<readonly unknown[]>,
  limits: PagingLimits,
  list: string,
  firstPageOnce = false,
): AsyncGenerator<readonly unknown[], void, undefined> {
  let firstId: unknown;
  for (let count = 1; ; count++) {
    if (count > limits.maxPages) throw tooManyPages(list, limits.maxPages);
    const page = await fetchPage(count);
    if (page.length === 0) return;
    if (firstPageOnce) {
      const id = idOf(page[0]);
      if (count === 1) firstId = id;
      else if (id !== undefined && id === firstId) {
        throw new ApiError(`${list} answered page ${count} with the first page's first item again (the server takes no page parameter?): the list would never end`);
      }
    }
    yield page;
    if (limits.stopOnShortPage && page.length < limits.pageSize) return;
  }
}

/** The items of each page, one by one, as the pages arrive. */
export async function* itemsOf(pages: AsyncIterable<readonly unknown[]>): AsyncGenerator<unknown, void, undefined> {
  for await (const page of pages) {
    for (const item of page) yield item;
  }
}

/**
 * Every item of every page, in order; a page is never spread into an argument list. A
 * page that takes the list past `maxItems` rejects with `ApiError`, and no page after it
 * is asked for.
 *
 * @param list The list's request, `GET https://…/kudos`, for messages.
 */
export async function collectItems(pages: AsyncIterable<readonly unknown[]>, maxItems: number, list: string): Promise<unknown[]> {
  const items: unknown[] = [];
  for await (const page of pages) {
    if (page.length > maxItems - items.length) {
      throw new ApiError(`${list} holds more than maxItems (${maxItems}) items; raise maxItems to collect a longer list, or iterate it`);
    }
    for (const item of page) items.push(item);
  }
  return items;
}

/** The item's `cursor`, when it is an object with a non-empty string there. */
function cursorOf(item: unknown): string | null {
  const cursor = isPlainObject(item) ? ownValue(item, 'cursor') : undefined;
  return typeof cursor === 'string' && cursor !== '' ? cursor : null;
}

/** The item's `id`, when it is an object with a number, bigint or string there. */
function idOf(item: unknown): unknown {
  const id = isPlainObject(item) ? ownValue(item, 'id') : undefined;
  return typeof id === 'number' || typeof id === 'bigint' || typeof id === 'string' ? id : undefined;
}

function tooManyPages(list: string, maxPages: number): ApiError {
  return new ApiError(`${list} did not end within maxPages (${maxPages}) requests; raise maxPages to read a longer list`);
}
