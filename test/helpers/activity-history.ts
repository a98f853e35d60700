import { random as seededRandom } from '../../bench/dataset.mjs';
import { encodeJSON } from '../../src/index.js';
import { sendJson, type Route, type SeenRequest } from './api-server.js';
import { TEST_SPAN, testData } from './fixtures.js';

/** One activity of the athlete's list: its key as a sync names it, its start (epoch seconds) and its body. */
export interface ListedActivity {
  readonly key: string;
  readonly start: number;
  readonly body: Readonly<Record<string, unknown>>;
}

/** A seeded generator of numbers in [0, 1): the bench's mulberry32, so that a history is the same on every run. */
export { seededRandom };

/** Items of `GET /athlete/activities` of the test data (rides and runs): every activity of a history is one of them with a new id and start. */
const TEMPLATES = testData().athleteActivities({ after: Date.parse(TEST_SPAN.from) / 1000, per_page: 6 });

/** `2018-02-04T21:56:56Z` for epoch seconds. */
export function isoSecond(start: number): string {
  return new Date(start * 1000).toISOString().replace('.000Z', 'Z');
}

/** A list item of the test data made into another activity: its id, start (epoch seconds) and name changed, everything else as generated. */
export function activityBody(id: number | bigint, start: number, template = 0): Record<string, unknown> {
  const item = TEMPLATES[template % TEMPLATES.length] ?? {};
  const offset = typeof item.utc_offset === 'number' ? item.utc_offset : 0;
  return {
    ...item,
    id,
    name: `Activity ${String(id)}`,
    start_date: isoSecond(start),
    start_date_local: isoSecond(start + offset),
    map: { ...(item.map as object), id: `a${String(id)}` },
  };
}

/**
 * The athlete's activity list as the API keeps it, and a route that answers
 * `GET /athlete/activities` by the API's rule: with `after`, the activities that started
 * strictly after it, oldest first (with `before` as well, or neither, newest first); then
 * `page` (from 1) and `per_page` (default 30). Activities that share a second keep the order
 * they were added in, unless `tieOrder` shuffles them per request.
 */
export class ActivityHistory {
  /** Sorted by start; ties in the order they were added. */
  readonly #items: ListedActivity[] = [];
  /** Called with each request's number (from 1) before it is answered: a test adds uploads there. */
  onRequest: ((request: number, seen: SeenRequest) => void) | null = null;
  /** Answers a request with this route instead, when it gives one (a 429, a 503...). */
  override: ((request: number) => Route | null) | null = null;
  /** When set, activities sharing a second come in a random order on each request. */
  tieOrder: (() => number) | null = null;
  #requests = 0;

  /** The activities, oldest first. */
  get items(): readonly ListedActivity[] {
    return this.#items;
  }

  /** Requests answered so far. */
  get requests(): number {
    return this.#requests;
  }

  /** The start of the newest activity, in epoch seconds. */
  get newestStart(): number {
    return this.#items.at(-1)?.start ?? 0;
  }

  /** Adds an activity (an upload: at its start's place in the list, after those of the same second). */
  add(body: Readonly<Record<string, unknown>>, start: number, key = String(body.id)): ListedActivity {
    const item: ListedActivity = { key, start, body };
    let at = this.#items.length;
    while (at > 0 && (this.#items[at - 1]?.start ?? start) > start) at--;
    this.#items.splice(at, 0, item);
    return item;
  }

  /**
   * Moves the activity `key` to another start (an athlete editing it), at its place in the
   * list there, after those of the same second; its body's dates follow.
   */
  move(key: string, start: number): ListedActivity {
    const at = this.#items.findIndex((item) => item.key === key);
    const [item] = this.#items.splice(at, 1);
    const body = item?.body ?? {};
    const offset = Date.parse(String(body.start_date_local)) / 1000 - Date.parse(String(body.start_date)) / 1000;
    return this.add({ ...body, start_date: isoSecond(start), start_date_local: isoSecond(start + (Number.isFinite(offset) ? offset : 0)) }, start, key);
  }

  /** The route answering the list by the API's rule. */
  route(): Route {
    return (request, response) => {
      this.#requests += 1;
      this.onRequest?.(this.#requests, request);
      const other = this.override?.(this.#requests) ?? null;
      if (other !== null) {
        other(request, response);
        return;
      }
      if (request.path !== '/athlete/activities') {
        sendJson(response, 404, { message: 'Record Not Found', errors: [] });
        return;
      }
      sendJson(response, 200, encodeJSON(this.page(request.query)));
    };
  }

  /** The bodies one request gets. */
  page(query: URLSearchParams): unknown[] {
    const after = query.has('after') ? Number(query.get('after')) : null;
    const before = query.has('before') ? Number(query.get('before')) : null;
    const page = Number(query.get('page') ?? '1');
    const perPage = Number(query.get('per_page') ?? '30');
    let window = this.#items.filter((item) => (after === null || item.start > after) && (before === null || item.start < before));
    if (this.tieOrder !== null) window = shuffleTies(window, this.tieOrder);
    if (after === null || before !== null) window.reverse();
    return window.slice((page - 1) * perPage, page * perPage).map((item) => item.body);
  }
}

/** The list with the activities of each second in a random order. */
function shuffleTies(items: ListedActivity[], random: () => number): ListedActivity[] {
  const keyed = items.map((item) => ({ item, tie: random() }));
  keyed.sort((a, b) => a.item.start - b.item.start || a.tie - b.tie);
  return keyed.map(({ item }) => item);
}

/** What `generateHistory` makes. */
export interface HistoryShape {
  /** How many activities. */
  readonly count: number;
  readonly seed: number;
  /** The first start, epoch seconds. @default 2015-01-01 */
  readonly from?: number;
  /** The share of activities that start in the same second as the one before. @default 0.08 */
  readonly sameSecond?: number;
  /** The longest gap between two starts, in seconds. @default 2 days */
  readonly maxGap?: number;
}

/**
 * An athlete's history: list items with new ids (unique, in no order, one beyond 2^53)
 * and starts (gaps up to `maxGap`, some activities sharing a second, a few in threes).
 */
export function generateHistory(shape: HistoryShape): ActivityHistory {
  const random = seededRandom(shape.seed);
  const history = new ActivityHistory();
  const ids = new Set<string>();
  let start = shape.from ?? Date.UTC(2015, 0, 1) / 1000;
  for (let index = 0; index < shape.count; index++) {
    if (random() >= (shape.sameSecond ?? 0.08)) start += 1 + Math.floor(random() * (shape.maxGap ?? 2 * 86_400));
    const id = uniqueId(random, ids, index === 7);
    history.add(activityBody(id, start, index), start);
  }
  return history;
}

/** A new activity id: a safe integer, or (when `big`) one beyond 2^53, as a bigint. */
export function uniqueId(random: () => number, taken: Set<string>, big = false): number | bigint {
  for (;;) {
    const id = big ? 2n ** 60n + BigInt(Math.floor(random() * 1e9)) : 1_000_000_000 + Math.floor(random() * 8e9);
    if (!taken.has(String(id))) {
      taken.add(String(id));
      return id;
    }
  }
}
