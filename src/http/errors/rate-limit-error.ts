import type { RateLimit } from './rate-limit.js';
import type { RateLimitKind, RateLimitPeriod, RateLimitVerdict } from './rate-limit-verdict.js';
import type { SyncCheckpoint } from './sync-checkpoint-format.js';
import { HttpError, type HttpAnswerDetails } from './http-error.js';

/**
 * 429: a rate limit was exceeded. Thrown unless the window resets within
 * `maxRateLimitWait` (15-minute windows only), in which case the client waits and tries
 * again instead. One that ends `syncActivities` carries the checkpoint that resumes it.
 */
export class RateLimitError extends HttpError {
  /** The error's class name, `RateLimitError`. */
  override readonly name = 'RateLimitError' as const;
  /** The figures this 429 answer carried, or null when it carried none (never an earlier answer's). */
  readonly rateLimit: RateLimit | null;
  /** `'overall'` or `'read'`: which limit was hit, or null when the answer does not say. */
  readonly limit: RateLimitKind | null;
  /** `'15-minute'` or `'daily'`: which window of that limit is used up, or null when unknown. */
  readonly window: RateLimitPeriod | null;
  /** When that window resets (15-minute windows at :00, :15, :30, :45 UTC; the day at 00:00 UTC), or null. */
  readonly retryAt: Date | null;
  /**
   * When the rate limit ended `syncActivities`: the checkpoint that goes on from where it
   * stopped (pass it back as `checkpoint`, at `retryAt` or later). Null for any other call.
   */
  readonly checkpoint: SyncCheckpoint | null;

  /**
   * Made by the client from a 429 answer, and again by `syncActivities` with its checkpoint.
   *
   * @param answer The 429 answer, with its own figures (`rateLimit`) and which limit and
   *   window it hit (`limit`, `window`, `retryAt`), read from the answer; and the
   *   checkpoint of the sync it ended (absent or null: none).
   * @param options `{ cause }`, when there is one.
   */
  constructor(answer: HttpAnswerDetails & RateLimitVerdict & { readonly rateLimit: RateLimit | null; readonly checkpoint?: SyncCheckpoint | null }, options?: ErrorOptions) {
    super({ ...answer, explanation: ` Too Many Requests${describeVerdict(answer)}${describeUsage(answer.rateLimit)}` }, options);
    this.rateLimit = answer.rateLimit;
    this.limit = answer.limit;
    this.window = answer.window;
    this.retryAt = answer.retryAt;
    this.checkpoint = answer.checkpoint ?? null;
  }
}

function describeVerdict({ limit, window, retryAt }: RateLimitVerdict): string {
  if (limit === null) return '';
  const what = window === null ? `the ${limit} limit` : `the ${window} ${limit} limit`;
  return ` (${what}${retryAt === null ? '' : `, resets at ${retryAt.toISOString()}`})`;
}

function describeUsage(rateLimit: RateLimit | null): string {
  const { limit, usage } = rateLimit ?? {};
  if (limit == null || usage == null) return '';
  return ` [15-minute usage ${usage.fifteenMinutes}/${limit.fifteenMinutes}, daily ${usage.daily}/${limit.daily}]`;
}
