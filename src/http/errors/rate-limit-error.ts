import type { RateLimit } from '../rate-limit.js';
import { HttpError } from './http-error.js';

/** 429: a rate limit was exceeded. `rateLimit` says which figures the service reported. */
export class RateLimitError extends HttpError {
  override readonly name = 'RateLimitError';
  /** The limits and usage the 429 response carried, or null if it carried none. */
  readonly rateLimit: RateLimit | null;

  constructor(url: string, body: string, rateLimit: RateLimit | null) {
    super(429, url, body, `GET ${url} answered 429 Too Many Requests${describeUsage(rateLimit)}`);
    this.rateLimit = rateLimit;
  }
}

function describeUsage(rateLimit: RateLimit | null): string {
  const { limit, usage } = rateLimit ?? {};
  if (limit == null || usage == null) return '';
  return ` (15-minute usage ${usage.fifteenMinutes}/${limit.fifteenMinutes}, daily ${usage.daily}/${limit.daily})`;
}
