import { activityKey, startOf } from './activity-key.js';
import { MAX_CHECKPOINT_IDS } from './sync-checkpoint.js';

/** An item of a page of the activity list, as the sync reads it. */
export interface PageItem {
  /** The item as decoded. */
  readonly raw: unknown;
  /** Its key (`activityKey`). */
  readonly key: string;
  /** The second it started in (epoch seconds, a fraction taken down), or null when it has no start the sync can read. */
  readonly start: number | null;
}

/**
 * A page of the activity list, checked as a whole before any of it is given, so that an
 * answer the sync cannot follow ends it before it moves its checkpoint on:
 * - no more items than the `per_page` asked for;
 * - oldest first, as the API answers a request with `after` alone: no readable start
 *   in a second before the one before it (items whose start cannot be read stand
 *   anywhere; the activities of one second in any order);
 * - none that started at or before the `after` asked for: the API answers those that
 *   started strictly after it, so such a page is not the answer to this request (a server
 *   that ignores `after`, or an answer kept from an earlier request).
 *
 * @param sentAfter The `after` the request sent, epoch seconds.
 * @param refuse Makes the error to throw of what the server answered (`STOPS`).
 */
export function readPage(page: readonly unknown[], sentAfter: number, perPage: number, refuse: (answered: string) => Error): PageItem[] {
  if (page.length > perPage) throw refuse(STOPS.moreThanAsked(page.length, perPage));
  let previous = sentAfter;
  return page.map((raw) => {
    const instant = startOf(raw);
    const start = instant === null ? null : Math.floor(instant);
    if (instant !== null && start !== null) {
      if (instant <= sentAfter) throw refuse(STOPS.beforeAfter(sentAfter));
      if (start < previous) throw refuse(STOPS.outOfOrder(start, previous));
      previous = start;
    }
    return { raw, key: activityKey(raw), start };
  });
}

/**
 * What the server answered, for each way a list can make the sync stop with `ApiError`
 * (each follows `GET <url> answered `), and why it stops. Every one of them stops a sync
 * that would otherwise lose an activity, give one twice, ask without end or remember
 * without end.
 */
export const STOPS = /* @__PURE__ */ Object.freeze({
  moreThanAsked: (count: number, perPage: number) => `${count} activities, more than the ${perPage} it asked for (per_page): the sync cannot tell `
    + 'what its next request would skip, and stops',
  beforeAfter: (sentAfter: number) => `an activity that started at or before the after it asked for (${isoSecond(sentAfter)}): the server ignores after `
    + '(or answers as it did an earlier request); the sync stops rather than read the list out of place',
  outOfOrder: (start: number, previous: number) => `an activity that started at ${isoSecond(start)} after one that started at ${isoSecond(previous)}: `
    + 'not oldest first, as the API answers after; the sync stops rather than skip the activities between',
  repeatedPage: (page: number) => `on page ${page} an activity it answered on an earlier page of the same request: its pages overlap (the server `
    + 'repeats them, or the list changed between two requests); the sync stops rather than skip what a page left out (run it again)',
  moving: () => 'an activity the sync has given at a later start again than the one this sync read it at: the server moves activities '
    + 'on every request; the sync stops rather than ask again forever',
  fullSecond: (pageSize: number, second: number) => `a full page of activities the sync has given, none after ${isoSecond(second)}: `
    + `pageSize (${pageSize}) or more activities start in that second; the sync stops rather than ask again forever`,
  fullProbedSecond: (pages: number, perPage: number, pageSize: number, second: number) => `${pages} pages of ${perPage} activities (no page `
    + `longer), all of them started in ${isoSecond(second)}: pageSize (${pageSize}) or more activities start in that second; the sync stops rather than ask again forever`,
  manyInOneSecond: (pageSize: number, second: number) => `more than pageSize (${pageSize}) activities that start in one second `
    + `(${isoSecond(second)}), more than a page holds; the sync stops rather than read on without end`,
  manyUnplaced: (pageSize: number) => `more than pageSize (${pageSize}) items whose start the sync cannot read, none followed by one it can: `
    + 'it cannot tell where they belong, and stops rather than remember them without end',
  manyRemembered: () => `activities that would take the checkpoint past ${MAX_CHECKPOINT_IDS} ids, none of which it can forget yet (they start `
    + 'where it has not read past, or after now); the sync stops rather than remember them without end',
});

/** Epoch seconds as an RFC 3339 date-time, for messages. */
function isoSecond(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
