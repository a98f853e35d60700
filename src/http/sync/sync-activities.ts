import type { SummaryActivity } from '../../records/summary-activity.js';
import { activityKey, startSecondOf } from './activity-key.js';
import { cutAfter } from '../../parse/cut-text.js';
import { MAX_QUOTED_URL } from '../shared/quoted-url.js';
import { HTTP_DEFAULTS } from '../shared/defaults.js';
import { readEpochSeconds } from '../shared/epoch-seconds.js';
import { ApiError } from '../errors/api-error.js';
import { RateLimitError } from '../errors/rate-limit-error.js';
import { FetchClient } from '../endpoints/fetch-client.js';
import type { HttpClient } from '../endpoints/http-client.js';
import { describeKind } from '../../parse/received-value.js';
import { OptionReader } from '../shared/option-reader.js';
import type { RequestWait } from '../transport/request-wait.js';
import type { SyncCheckpoint } from '../errors/sync-checkpoint-format.js';
import { freshCheckpoint, readCheckpoint } from './sync-checkpoint.js';
import type { SyncItem, SyncOptions } from './sync-options.js';
import { SyncState } from './sync-state.js';

const ACTIVITIES = '/athlete/activities';

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
 *   `pageSize`: the API answers oldest first when `after` alone is given. No later page
 *   number is asked for: items shift between pages as activities are uploaded;
 * - the first request asks for what started after the checkpoint's `after`, which lies
 *   `lateUploadWindow` before the newest start given, so late uploads are read again;
 *   each later one asks from the second of the newest start read (`after` = that second
 *   less one), so activities sharing a second across a page boundary are all read;
 * - an item is given only when it started after the checkpoint's `after` and its id is
 *   not among those the checkpoint has seen; so a page read again gives nothing twice;
 * - the list ends at an empty page, or (when a page brings nothing new) at a page asked
 *   for strictly after the newest second read, or at a short page with `stopOnShortPage`.
 *   A page that brings nothing new and no later second ends it with `ApiError`, rather
 *   than asking for it forever, when it is full (`pageSize` or more activities in one
 *   second) or holds an activity that started before the `after` asked for (a server
 *   that ignores `after`). So does an activity due past `pageSize` given in its second,
 *   and an item whose start cannot be read when `pageSize` such items already wait for an
 *   item after them to place them: past a page of either, a server that made them up
 *   without end would have them remembered without end. `maxPages` does not bound a sync.
 *
 * Requests go through the client: its token, `timeout`, retries (one `maxRetries` budget
 * and one token refresh for the whole sync, as for a list), `maxRateLimitWait` (per
 * request) and secrets rules. A 15-minute window is waited out when `maxRateLimitWait`
 * allows; a rate limit that is not (the daily one always) ends the sync with a
 * `RateLimitError` whose `checkpoint` goes on from there. Any other failure ends it with its
 * own error: the last item's checkpoint goes on from there. Memory holds one page and the
 * checkpoint, whatever the history's length. Options are read when the first item is asked
 * for; breaking out of the loop stops the sync.
 *
 * @param client A client `createHttpClient` made; anything else rejects with `TypeError`.
 * @throws TypeError for a client `createHttpClient` did not make, an option of the wrong
 *   type, or a checkpoint that is not one; RangeError for an option out of range; both
 *   before any request.
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
  const reader = new OptionReader(options, where);
  const signal = reader.signal('signal');
  const onProgress = reader.function('onProgress');
  const windowSeconds = Math.floor(reader.milliseconds('lateUploadWindow', HTTP_DEFAULTS.lateUploadWindow, Number.MAX_SAFE_INTEGER) / 1000);
  const after = readEpochSeconds(reader.get('after'), where, 'after', 'down') ?? 0;
  const stored: unknown = reader.get('checkpoint');
  const state = new SyncState(stored === undefined || stored === null ? freshCheckpoint(after) : readCheckpoint(stored, where));

  // Loaded, as exchangeCode loads its class: a static import made every bundle of the HTTP
  // entry carry the records (createHttpClient alone 14.5 kB gzipped, not 10.3 kB; bench/README.md).
  const { SummaryActivity: activityClass } = await import('../../records/summary-activity.js');
  const call = transport.call(signal);
  const perPage = String(settings.pageSize);
  const onWait = onProgress === undefined ? undefined : (wait: RequestWait) => {
    onProgress({ type: 'wait', ...wait });
  };
  /** The newest start second read: every activity that started before it has been read. */
  let position = state.after + 1;
  /** The next request asks for what started strictly after `position`, to see whether the list ends there. */
  let lookingPast = false;
  /** How many activities this sync has given that started in the second `position`. */
  let givenAtPosition = 0;
  for (let pages = 1; ; pages++) {
    const sentAfter = lookingPast ? position : position - 1;
    const query = { after: String(sentAfter), page: '1', per_page: perPage };
    let page: unknown[];
    try {
      page = await transport.getList(ACTIVITIES, query, call, onWait);
    } catch (error) {
      throw error instanceof RateLimitError ? withCheckpoint(error, state.checkpoint()) : error;
    }
    onProgress?.({ type: 'page', number: pages, after: sentAfter, received: page.length });
    if (page.length === 0) return;
    const positionBefore = position;
    let given = false;
    /** Whether an item started before the `after` asked for: the server does not honour it. */
    let behind = false;
    let previousStart = sentAfter + 1;
    /** The keys of the items of this page read since the last readable start, whose own start could not be read. */
    const unplaced: string[] = [];
    for (const raw of page) {
      const key = activityKey(raw);
      const start = startSecondOf(raw);
      if (start === null) {
        // Placed where the list put it: after the start before it, filed under the one after it once read.
        unplaced.push(key);
        if (!state.isDue(key, previousStart)) continue;
        if (state.unplacedCount >= settings.pageSize) {
          throw new ApiError(`GET ${cutAfter(transport.url(ACTIVITIES, query), MAX_QUOTED_URL)} answered more than pageSize (${settings.pageSize}) items whose start `
            + 'the sync cannot read, none followed by one it can: it cannot tell where they belong, and stops rather than remember them without end');
        }
        state.giveUnplaced(key);
      } else {
        state.place(unplaced.splice(0), start);
        behind ||= start < sentAfter;
        previousStart = start;
        if (start > position) {
          position = start;
          givenAtPosition = 0;
        }
        if (!state.isDue(key, start)) continue;
        if (start === position) {
          // Past a page of them the sync could not be sure to have them all (see below), and a
          // server that made them up without end would have them remembered without end.
          if (givenAtPosition === settings.pageSize) {
            throw new ApiError(`GET ${cutAfter(transport.url(ACTIVITIES, query), MAX_QUOTED_URL)} answered more than pageSize (${settings.pageSize}) activities `
              + `that start in one second (${isoSecond(start)}), more than a page holds; the sync stops rather than read on without end`);
          }
          givenAtPosition += 1;
        }
        state.give(key, start, windowSeconds, position);
      }
      given = true;
      signal?.throwIfAborted();
      yield itemOf(activityClass, raw, client, state.checkpoint());
    }
    if (settings.stopOnShortPage && page.length < settings.pageSize) return;
    if (given || position > positionBefore) {
      lookingPast = false;
    } else if (behind) {
      throw new ApiError(`GET ${cutAfter(transport.url(ACTIVITIES, query), MAX_QUOTED_URL)} answered only activities the sync has given, some of them `
        + `started before the after it asked for (${isoSecond(sentAfter)}): the server ignores after; the sync stops rather than ask again forever`);
    } else if (page.length >= settings.pageSize) {
      throw new ApiError(`GET ${cutAfter(transport.url(ACTIVITIES, query), MAX_QUOTED_URL)} answered a full page of activities the sync has given, none after `
        + `${isoSecond(position)}: pageSize (${settings.pageSize}) or more activities start in that second; the sync stops rather than ask again forever`);
    } else if (lookingPast) {
      return;
    } else {
      lookingPast = true;
    }
  }
}

/** Epoch seconds as an RFC 3339 date-time, for messages; past what a `Date` holds (an `after` of 1e15), as the number. */
function isoSecond(seconds: number): string {
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? `${seconds} epoch seconds` : date.toISOString();
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
