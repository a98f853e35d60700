// The types of dataset.mjs, for the tests written in TypeScript that draw on it.

/** A small seeded PRNG (mulberry32): numbers in [0, 1), the same for one seed on every run. */
export function random(seed: number): () => number;

/** A new array of `items` in a random order: Fisher-Yates on `next`, a generator `random` made. */
export function shuffled<T>(items: readonly T[], next: () => number): T[];

/**
 * `count` laps as plain objects shaped like a `GET /activities/{id}/laps` body: ids near
 * 1e10 (or beyond 2^53 as bigint, with `bigIds`), about 20% of the optional fields null.
 */
export function generateLaps(count: number, options?: { bigIds?: boolean; seed?: number }): Record<string, unknown>[];
