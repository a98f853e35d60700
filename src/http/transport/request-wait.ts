/** Why the client waits before sending a request again. */
export type RequestWaitReason = 'rate-limit' | 'retry';

/** A wait the client is about to make before sending a request again. */
export interface RequestWait {
  /**
   * `'rate-limit'`: a 15-minute window to reset (within `maxRateLimitWait`); `'retry'`: the
   * backoff, or the answer's `Retry-After`, after a failure that is tried again.
   */
  readonly reason: RequestWaitReason;
  /** How long, in milliseconds. */
  readonly ms: number;
  /** When the wait ends. */
  readonly until: Date;
}

/** Told of each wait before it starts; what it throws ends the call with that error. */
export type RequestWaitListener = (wait: RequestWait) => void;
