/** The first backoff delay, in milliseconds; each later one doubles. */
const FIRST_BACKOFF = 500;
/** The longest backoff delay, in milliseconds. */
const MAX_BACKOFF = 8_000;
/** The longest `Retry-After` waited for, in milliseconds; an answer asking for more is not tried again. */
export const MAX_RETRY_AFTER = 60_000;

/**
 * The delay before retry number `retry` (0 for the first): 500 ms doubled for each
 * retry before it, at most 8 s, less up to a fifth at random so that clients that failed
 * together do not come back together. So about 0.5 s, 1 s, 2 s, 4 s, then 8 s.
 *
 * @param random A number in [0, 1), `Math.random()` by default.
 */
export function backoffDelay(retry: number, random: number = Math.random()): number {
  const ceiling = Math.min(MAX_BACKOFF, FIRST_BACKOFF * 2 ** retry);
  return Math.round(ceiling * (1 - 0.2 * random));
}

/**
 * What a `Retry-After` header asks, in milliseconds from `now`: a number of seconds, or an
 * HTTP date (a date already past is 0). Null when the header is absent or unreadable.
 */
export function retryAfterDelay(header: string | null, now: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  if (!/^[A-Za-z]{3},/.test(text)) return null;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
