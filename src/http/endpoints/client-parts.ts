import { cutAfter } from '../../parse/cut-text.js';
import type { ApiTransport, TransportCall } from '../transport/api-transport.js';
import { MAX_QUOTED_URL } from '../shared/quoted-url.js';
import type { OptionNames } from '../shared/known-names.js';
import { OptionReader } from '../shared/option-reader.js';
import { REQUEST_OPTIONS, requestCall, type HttpRequestOptions } from './request-call.js';
import type { ClientSettings } from './http-client-options.js';
import { collectItems, itemsOf, numberedPages } from './paging.js';

/**
 * What the calls of a family (segments, routes, clubs) need of the client that makes them:
 * its transport and its checked options. `FetchClient` holds one and hands it to each call.
 */
export interface ClientParts {
  readonly transport: ApiTransport;
  readonly settings: ClientSettings;
}

/** A page-numbered list as one call asks for it: its path and the query besides `page` and `per_page`. */
export interface ListRequest {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /**
   * Reject a page whose first item has the `id` of the first page's first item: a list
   * whose `page` parameter the API does not document may answer the first page again, and
   * would otherwise be asked for page after page up to `maxPages`. Default false.
   */
  readonly firstPageOnce?: boolean;
}

/**
 * How a list call makes its request from its options (read with `reader`, for the
 * `method` messages name), once they are read: a bad option or id throws there.
 */
export type ListRequestOf<T extends HttpRequestOptions> = (reader: OptionReader<T>, method: string) => ListRequest;

/**
 * The call the options describe: their `signal`, and their `timeout` for each attempt
 * (the client's by default), read from own properties and checked as the client's is.
 */
export function callOf({ transport, settings }: ClientParts, reader: OptionReader<HttpRequestOptions>): TransportCall {
  return requestCall(transport, settings.timeout, reader);
}

/**
 * The call of a method that takes `signal` and `timeout` and no other option: its options
 * read as `callOf` reads them, a name besides those two refused.
 */
export function simpleCallOf(parts: ClientParts, options: HttpRequestOptions | undefined, method: string): TransportCall {
  return callOf(parts, new OptionReader(options, method, REQUEST_OPTIONS));
}

/** A list's request for messages: `GET https://…/kudos`. */
export function listName({ transport }: ClientParts, path: string): string {
  return `GET ${cutAfter(transport.url(path), MAX_QUOTED_URL)}`;
}

/**
 * A page-numbered list item by item, as the pages arrive: `request` reads the options of
 * `method` (and checks the id) when the first item is asked for, so that a bad one rejects that
 * `next()`; breaking out of the loop stops paging. `names` are the options the method
 * takes (`REQUEST_OPTIONS` for `signal` and `timeout` alone); any other is refused.
 */
export async function* iterateNumbered<T extends HttpRequestOptions>(
  parts: ClientParts,
  options: T | undefined,
  method: string,
  request: ListRequestOf<T>,
  names: OptionNames<T>,
): AsyncGenerator<unknown, void, undefined> {
  yield* itemsOf(openNumbered(parts, options, method, request, names).pages);
}

/**
 * Every item of a page-numbered list, collected: at most `maxItems`, past which it stops
 * reading and rejects with `ApiError`. Options are read, and the id checked, before any
 * request.
 */
export async function collectNumbered<T extends HttpRequestOptions>(
  parts: ClientParts,
  options: T | undefined,
  method: string,
  request: ListRequestOf<T>,
  names: OptionNames<T>,
): Promise<unknown[]> {
  const { pages, name } = openNumbered(parts, options, method, request, names);
  return collectItems(pages, parts.settings.maxItems, name);
}

/** A numbered list's pages (`page` from 1, `per_page` the client's `pageSize`), and its name for messages. */
function openNumbered<T extends HttpRequestOptions>(
  parts: ClientParts,
  options: T | undefined,
  method: string,
  request: ListRequestOf<T>,
  names: OptionNames<T>,
): { readonly pages: AsyncGenerator<readonly unknown[], void, undefined>; readonly name: string } {
  const reader = new OptionReader(options, method, names);
  const { path, query, firstPageOnce = false } = request(reader, method);
  const call = callOf(parts, reader);
  const name = listName(parts, path);
  const perPage = String(parts.settings.pageSize);
  const pages = numberedPages((page) => parts.transport.getList(path, { ...query, page: String(page), per_page: perPage }, call), parts.settings, name, firstPageOnce);
  return { pages, name };
}
