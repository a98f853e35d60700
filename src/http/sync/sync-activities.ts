import type { SummaryActivity } from '../../records/summary-activity.js';
import { cutAfter } from '../../parse/cut-text.js';
import { MAX_QUOTED_URL } from '../shared/quoted-url.js';
import { HTTP_DEFAULTS } from '../shared/defaults.js';
import { readEpochSeconds } from '../shared/epoch-seconds.js';
import { ApiError } from '../errors/api-error.js';
import { RateLimitError } from '../errors/rate-limit-error.js';
import { FetchClient } from '../endpoints/fetch-client.js';
import type { HttpClient } from '../endpoints/http-client.js';
import { describeKind } from '../../parse/received-value.js';
import type { OptionNames } from '../shared/known-names.js';
import { OptionReader } from '../shared/option-reader.js';
import type { RequestWait } from '../transport/request-wait.js';
import type { SyncCheckpoint } from '../errors/sync-checkpoint-format.js';
import { freshCheckpoint, MAX_CHECKPOINT_IDS, readCheckpoint, refuseFutureAfter } from './sync-checkpoint.js';
import type { SyncItem, SyncOptions } from './sync-options.js';
import { readPage, STOPS } from './sync-page.js';
import { SyncFilings } from './sync-filings.js';
import { SyncState, UNPLACED } from './sync-state.js';

const ACTIVITIES = '/athlete/activities';

/** How the next request asks for the list (`docs/sync.md`, "How it works"). */
type Ask =
  /** From the newest second read: `after` that second less one, page 1. */
  | { readonly kind: 'from' }
  /** Strictly past the newest second read, page 1: whether the list ends there. */
  | { readonly kind: 'past' }
  /**
   * Page `page` of the request `after`, `perPage` a page: a page that brought nothing new
   * held no more than any page before it, so the server may cap its pages there, and the
   * second it stopped in (`second`) is read through page by page, from page 1 (so that
   * the pages are one list whatever the page before them was).
   */
  | { readonly kind: 'probe'; readonly after: number; readonly page: number; readonly perPage: number; readonly second: number };

const FROM_POSITION: Ask = /* @__PURE__ */ Object.freeze({ kind: 'from' });
const PAST_POSITION: Ask = /* @__PURE__ */ Object.freeze({ kind: 'past' });

/** The options of `syncActivities`. */
const SYNC_OPTIONS = { checkpoint: true, after: true, lateUploadWindow: true, signal: true, onProgress: true } as const satisfies OptionNames<SyncOptions>;

/**
 * The athlete's activities, oldest first, one item per activity, each with the checkpoint
 * to store to go on after it: `{ ok: true, activity, checkpoint }`, or
 * `{ ok: false, error, raw, checkpoint }` for an item that is not a valid `SummaryActivity`
 * (the rest of its page is given all the same). Resumed from any checkpoint it gave, it
 * gives every activity exactly once: none twice, none lost, also when activities share a
 * start second, and also when one shows up in the list up to `lateUploadWindow` (7 days)
 * after it started.
 *
 * How (`docs/sync.md` has the proof):
 * - every request is `GET /athlete/activities` with `after`, `page=1` and `per_page` =
 *   `pageSize`: the API answers oldest first when `after` alone is given. Page numbers are
 *   no cursor over a list that changes as activities are uploaded;
 * - the first request asks for what started after the checkpoint's `after`, which lies
 *   `lateUploadWindow` before the newest start given (or before now, when that start is
 *   later), so late uploads are read again; each later one asks from the second of the
 *   newest start read (`after` = that second less one), so activities sharing a second
 *   across a page boundary are all read;
 * - each page is checked whole before any of it is given (`readPage`): an answer with more
 *   than `per_page` items, not oldest first, or with an activity that started at or before
 *   the `after` asked ends the sync with `ApiError`, before the checkpoint moves past an
 *   activity it has not read;
 * - an item is given only when it started after the checkpoint's `after` and its id is
 *   not among those the checkpoint has seen; so a page read again gives nothing twice. An
 *   activity given before, read at a later start, is filed there (its start was edited),
 *   once: moved again within the sync, `ApiError`;
 * - the list ends at an empty page, at a page asked for strictly after the newest second
 *   read when a page brought nothing and was shorter than one before it, or at a short page
 *   with `stopOnShortPage`. A page that brought nothing and was as long as any before it
 *   may have been cut by a server that caps its pages: the second it stopped in is read
 *   page by page (`page=1, 2, ...` of that request, that many a page) until a page ends
 *   short or reaches a later second; a page that repeats an activity of one before it
 *   ends the sync with `ApiError`. A full page that brings nothing ends it with
 *   `ApiError`, rather than asking for it forever (`pageSize` or more activities in one
 *   second). So does a `pageSize + 1`-th activity this sync files under one second, and a
 *   `pageSize + 1`-th item whose start cannot be read waiting for an item after it to
 *   place it, and a checkpoint past `MAX_CHECKPOINT_IDS`: a server that made them up
 *   without end would have them remembered without end. Requests are bounded by the items
 *   given and the checkpoint's ids (`docs/sync.md`); `maxPages` does not bound a sync.
 *
 * Requests go through the client: its token, `timeout`, retries (one budget of
 * `maxRetries` and one token refresh for the whole sync, as for a list),
 * `maxRateLimitWait` (per request) and secrets rules. A 15-minute window is waited
 * out when `maxRateLimitWait` allows; a rate limit that is not (the daily one always) ends
 * the sync with a `RateLimitError` whose `checkpoint` goes on from there. Any other failure
 * ends it with its own error: the last item's checkpoint goes on from there. Memory holds
 * one page and the checkpoint, whatever the history's length. Options are read when the
 * first item is asked for; breaking out of the loop stops the sync.
 *
 * @param client A client `createHttpClient` made; anything else rejects with `TypeError`.
 * @throws TypeError for a client `createHttpClient` did not make, an option of the wrong
 *   type, or a checkpoint that is not one; RangeError for an option out of range, an
 *   `after` or a checkpoint dated more than a day after now, or a checkpoint of more than
 *   `MAX_CHECKPOINT_IDS` (10,400) ids; all before any request. ApiError for an answer the
 *   sync cannot follow (`docs/sync.md`, "How a sync ends").
 * @example
 * ```ts
 * let checkpoint = JSON.parse(stored ?? 'null');
 * for await (const item of syncActivities(client, { checkpoint })) {
 *   if (item.ok) save(item.activity); else report(item.error, item.raw);
 *   checkpoint = item.checkpoint; // store JSON.stringify(checkpoint)
 * }
 * ```
 */
export async function* syncActivities(client: HttpClient, options?: SyncOptions): AsyncIterableIterator<SyncItem> {
  const where = 'syncActivities';
  const parts = FetchClient.partsOf(client);
  if (parts === null) throw new TypeError(`${where}: client must be a client createHttpClient made, received ${describeKind(client)}`);
  const { transport, settings } = parts;
  const nowSeconds = () => Math.floor(transport.clock.now() / 1000);
  const reader = new OptionReader(options, where, SYNC_OPTIONS);
  const signal = reader.signal('signal');
  const onProgress = reader.function('onProgress');
  const windowSeconds = Math.floor(reader.milliseconds('lateUploadWindow', HTTP_DEFAULTS.lateUploadWindow, Number.MAX_SAFE_INTEGER) / 1000);
  const after = readEpochSeconds(reader.get('after'), where, 'after', 'down') ?? 0;
  refuseFutureAfter(after, nowSeconds(), `${where}: after`);
  const stored: unknown = reader.get('checkpoint');
  const state = new SyncState(stored === undefined || stored === null ? freshCheckpoint(after) : readCheckpoint(stored, where, nowSeconds()));

  // Loaded, as exchangeCode loads its class: a static import made every bundle of the HTTP
  // entry carry the records (createHttpClient alone 14.5 kB gzipped, not 10.3 kB; bench/README.md).
  const { SummaryActivity: activityClass } = await import('../../records/summary-activity.js');
  const call = transport.call(signal);
  const pageSize = settings.pageSize;
  const onWait = onProgress === undefined ? undefined : (wait: RequestWait) => {
    onProgress({ type: 'wait', ...wait });
  };
  /** The newest start second read: every activity that started before it has been read. */
  let position = state.after + 1;
  let ask: Ask = FROM_POSITION;
  /** The longest page this sync has read: a server that caps its pages answers none longer. */
  let longest = 0;
  /** The keys of the pages of the last probe. */
  let probed = new Set<string>();
  /** The keys of the activities this sync has read at a later start than they were filed under. */
  const moved = new Set<string>();
  const filings = new SyncFilings();
  for (let pages = 1; ; pages++) {
    const sentAfter = ask.kind === 'probe' ? ask.after : ask.kind === 'past' ? position : position - 1;
    const perPage = ask.kind === 'probe' ? ask.perPage : pageSize;
    const query = { after: String(sentAfter), page: String(ask.kind === 'probe' ? ask.page : 1), per_page: String(perPage) };
    filings.forgetBefore(sentAfter);
    let page: unknown[];
    try {
      page = await transport.getList(ACTIVITIES, query, call, onWait);
    } catch (error) {
      throw error instanceof RateLimitError ? withCheckpoint(error, state.checkpoint()) : error;
    }
    onProgress?.({ type: 'page', number: pages, after: sentAfter, received: page.length });
    const refuse = (problem: string) => new ApiError(`GET ${cutAfter(transport.url(ACTIVITIES, query), MAX_QUOTED_URL)} answered ${problem}`);
    const items = readPage(page, sentAfter, perPage, refuse);
    if (ask.kind === 'probe') {
      if (items.some(({ key }) => probed.has(key))) throw refuse(STOPS.repeatedPage(ask.page));
      for (const { key } of items) probed.add(key);
    }
    // An empty page ends the list; so does one of a probe: nothing follows the pages before it.
    if (items.length === 0) return;

    const positionBefore = position;
    /**
     * Whether the page brought something: an item to give, an activity given before at a
     * second past `positionBefore` (the one it was given at), one whose place was not known
     * until now, or one read at a later start than it was given at (its start was edited).
     * Every later second a page reaches is one of these, or the sync stops.
     */
    let progressed = false;
    /** The first second past the one probed that a page of a probe reached: the one probed is read through, and nothing lies between. */
    let probedThrough: number | null = null;
    let previousStart = sentAfter + 1;
    /** The keys of the items of this page read since the last readable start, whose own start could not be read. */
    const unplaced: string[] = [];
    for (const { raw, key, start } of items) {
      if (ask.kind === 'probe' && start !== null && start > ask.second) {
        // What follows is read by a request from after the second, as every page is: page
        // numbers are no cursor past it.
        probedThrough = start;
        break;
      }
      if (start === null) {
        // Placed where the list put it: after the start before it, filed under the one after it once read.
        unplaced.push(key);
        if (!state.isDue(key, previousStart)) continue;
        state.giveUnplaced(key);
        if (filings.wait(key) > pageSize) throw refuse(STOPS.manyUnplaced(pageSize));
      } else {
        previousStart = start;
        position = Math.max(position, start);
        const placed = state.place(unplaced.splice(0), start);
        filings.placed(placed);
        let filed = placed.length;
        const due = state.isDue(key, start);
        if (due) {
          state.give(key, start, windowSeconds, position, nowSeconds());
          filed += 1;
        } else {
          const filedAt = state.filedAt(key);
          if (filedAt === start) {
            progressed ||= start > positionBefore;
          } else if (filedAt === UNPLACED) {
            const known = state.place([key], start);
            filings.placed(known);
            filed += known.length;
            progressed = true;
          } else if (filedAt !== undefined && filedAt < start) {
            // Edited after it was given, once: filed where it now is. Moved again within one
            // sync, by a server that moves it on every request, it would be read without end.
            if (moved.has(key)) throw refuse(STOPS.moving());
            moved.add(key);
            state.refile(key, start);
            filed += 1;
            progressed = true;
          }
        }
        if (filed > 0 && filings.file(start, filed) > pageSize) throw refuse(STOPS.manyInOneSecond(pageSize, start));
        if (!due) continue;
      }
      if (state.remembered > MAX_CHECKPOINT_IDS) throw refuse(STOPS.manyRemembered());
      progressed = true;
      signal?.throwIfAborted();
      yield itemOf(activityClass, raw, client, state.checkpoint());
    }
    if (settings.stopOnShortPage && items.length < perPage) return;
    const longestBefore = longest;
    longest = Math.max(longest, items.length);
    if (ask.kind === 'probe') {
      if (probedThrough !== null) {
        position = probedThrough;
        ask = FROM_POSITION;
      } else if (items.length < perPage) {
        return;
      } else if (ask.page * perPage >= pageSize) {
        throw refuse(STOPS.fullProbedSecond(ask.page, perPage, pageSize, ask.second));
      } else {
        ask = { ...ask, page: ask.page + 1 };
      }
    } else if (progressed) {
      ask = FROM_POSITION;
    } else if (ask.kind === 'past') {
      return;
    } else if (items.length >= pageSize) {
      throw refuse(STOPS.fullSecond(pageSize, position));
    } else if (items.length >= longestBefore) {
      // As long as any page before it: a server that caps its pages at this length would
      // hold more of the second on its next page, which the next request would go past.
      ask = { kind: 'probe', after: sentAfter, page: 1, perPage: items.length, second: position };
      probed = new Set();
    } else {
      ask = PAST_POSITION;
    }
  }
}

/** The same 429 answer as a `RateLimitError` that carries the checkpoint going on from where the sync stopped. */
function withCheckpoint(error: RateLimitError, checkpoint: SyncCheckpoint): RateLimitError {
  const { url, status, body, headers, fault, rateLimit, limit, window, retryAt } = error;
  return new RateLimitError({ method: 'GET', url, status, body, headers, fault, rateLimit, limit, window, retryAt, checkpoint });
}

function itemOf(activityClass: typeof SummaryActivity, raw: unknown, client: HttpClient, checkpoint: SyncCheckpoint): SyncItem {
  const result = activityClass.safeParse(raw, { client });
  return Object.freeze(result.success ? { ok: true, activity: result.data, checkpoint } : { ok: false, error: result.error, raw, checkpoint });
}
