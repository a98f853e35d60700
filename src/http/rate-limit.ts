/** One pair of the API's rate-limit figures: the 15-minute window and the day. */
export interface RateLimitWindow {
  /** Requests in the current 15-minute window (or allowed in it, for a limit). */
  readonly fifteenMinutes: number;
  /** Requests in the current day (or allowed in it, for a limit). */
  readonly daily: number;
}

/**
 * The rate-limit figures of a response: the overall limit and usage
 * (`X-RateLimit-Limit`, `X-RateLimit-Usage`) and those of read requests
 * (`X-ReadRateLimit-Limit`, `X-ReadRateLimit-Usage`). A figure the response did not carry
 * is null.
 */
export interface RateLimit {
  readonly limit: RateLimitWindow | null;
  readonly usage: RateLimitWindow | null;
  readonly readLimit: RateLimitWindow | null;
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
  return Object.values(rateLimit).some((window) => window !== null) ? Object.freeze(rateLimit) : null;
}

/** `"600,30000"` as a window; null for an absent or malformed header. */
function readWindow(header: string | null): RateLimitWindow | null {
  const match = header === null ? null : /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(header);
  if (match === null) return null;
  return Object.freeze({ fifteenMinutes: Number(match[1]), daily: Number(match[2]) });
}
