/**
 * An id of the API: a 64-bit integer. A safe integer is always a `number`; only a value
 * beyond `Number.MAX_SAFE_INTEGER` (2^53 - 1) is a `bigint`, so `===` works for every id
 * that fits a number, and no id is ever rounded.
 */
export type Id = number | bigint;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = -MAX_SAFE;

/** Whether a bigint converts to a number without rounding. */
export function isSafeBigInt(value: bigint): boolean {
  return value >= MIN_SAFE && value <= MAX_SAFE;
}
