import type { FaultFacts } from './api-fault.js';
import type { RateLimit, RateLimitWindow } from './rate-limit.js';

/** Which limit a 429 answer reports: all requests, or read requests only. */
export type RateLimitKind = 'overall' | 'read';

/** Which window of that limit is used up. */
export type RateLimitPeriod = '15-minute' | 'daily';

/** What a 429 answer says about the limit it hit. */
export interface RateLimitVerdict {
  /** Which limit was hit, or null when the answer does not say. */
  readonly limit: RateLimitKind | null;
  /** Which window of it is used up, or null when unknown. */
  readonly window: RateLimitPeriod | null;
  /** When the window resets, or null when the window is unknown. */
  readonly retryAt: Date | null;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Reads which limit and window a 429 answer hit, and when that window resets:
 * - the limit is the one the fault names (`overall rate limit`, `read rate limit`),
 *   otherwise the one whose usage reached its limit (overall first);
 * - the window is `daily` when that limit's daily usage reached its daily limit,
 *   otherwise `15-minute` when the 15-minute usage reached its limit, otherwise unknown;
 * - 15-minute windows reset at :00, :15, :30 and :45 UTC, the daily one at 00:00 UTC.
 *
 * @param now Milliseconds since the epoch.
 */
export function judgeRateLimit(fault: FaultFacts | null, rateLimit: RateLimit | null, now: number): RateLimitVerdict {
  const limit = limitNamedBy(fault) ?? limitReached(rateLimit);
  const figures = limit === 'read' ? [rateLimit?.readUsage, rateLimit?.readLimit] : [rateLimit?.usage, rateLimit?.limit];
  const window = windowReached(figures[0] ?? null, figures[1] ?? null);
  const period = window === 'daily' ? DAY : FIFTEEN_MINUTES;
  const retryAt = window === null ? null : new Date((Math.floor(now / period) + 1) * period);
  return { limit, window, retryAt };
}

function limitNamedBy(fault: FaultFacts | null): RateLimitKind | null {
  for (const { field } of fault?.errors ?? []) {
    const name = field?.toLowerCase();
    if (name === 'overall rate limit') return 'overall';
    if (name === 'read rate limit') return 'read';
  }
  return null;
}

function limitReached(rateLimit: RateLimit | null): RateLimitKind | null {
  if (rateLimit === null) return null;
  if (windowReached(rateLimit.usage, rateLimit.limit) !== null) return 'overall';
  if (windowReached(rateLimit.readUsage, rateLimit.readLimit) !== null) return 'read';
  return null;
}

function windowReached(usage: RateLimitWindow | null, limit: RateLimitWindow | null): RateLimitPeriod | null {
  if (usage === null || limit === null) return null;
  if (usage.daily >= limit.daily) return 'daily';
  if (usage.fifteenMinutes >= limit.fifteenMinutes) return '15-minute';
  return null;
}
