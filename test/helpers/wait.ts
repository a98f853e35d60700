/**
 * `vi.waitFor`'s options for a condition that is met in milliseconds on a quiet machine: a
 * bound on a hang, not on speed (its default of 1 s failed on a loaded one). It polls every
 * 50 ms, so a condition met at once is met as fast as before.
 */
export const UNTIL_HANG = { timeout: 30_000, interval: 50 } as const;
