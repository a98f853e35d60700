/** One pair of the API's rate-limit figures: the 15-minute window and the day. */
export interface RateLimitWindow {
  /** Requests in the current 15-minute window (or allowed in it, for a limit). */
  readonly fifteenMinutes: number;
  /** Requests in the current day, UTC (or allowed in it, for a limit). */
  readonly daily: number;
}

/**
 * The rate-limit figures of an answer: the overall limit and usage
 * (`X-RateLimit-Limit`, `X-RateLimit-Usage`) and those of read requests
 * (`X-ReadRateLimit-Limit`, `X-ReadRateLimit-Usage`). A figure the answer did not carry,
 * or carried malformed, is null.
 */
export interface RateLimit {
  /** Requests allowed overall, per 15 minutes and per day. */
  readonly limit: RateLimitWindow | null;
  /** Requests made overall in the current 15 minutes and day. */
  readonly usage: RateLimitWindow | null;
  /** Read requests allowed, per 15 minutes and per day. */
  readonly readLimit: RateLimitWindow | null;
  /** Read requests made in the current 15 minutes and day. */
  readonly readUsage: RateLimitWindow | null;
}

/** The rate-limit figures of `headers`, or null when it carries none. */
export function readRateLimit(headers: Headers): RateLimit | null {
  const rateLimit: RateLimit = {
    limit: readWindow(headers.get('x-ratelimit-limit')),
    usage: readWindow(headers.get('x-ratelimit-usage')),
    readLimit: readWindow(headers.get('x-readratelimit-limit')),
    readUsage: readWindow(headers.get('x-readratelimit-usage')),
  };
  const { limit, usage, readLimit, readUsage } = rateLimit;
  return limit ?? usage ?? readLimit ?? readUsage ? Object.freeze(rateLimit) : null;
}

/** `"600,30000"` as a window; null for an absent or malformed header. */
function readWindow(header: string | null): RateLimitWindow | null {
  const match = header === null ? null : /^\s*(\d{1,15})\s*,\s*(\d{1,15})\s*$/.exec(header);
  if (match === null) return null;
  return Object.freeze({ fifteenMinutes: Number(match[1]), daily: Number(match[2]) });
}
