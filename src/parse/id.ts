/**
 * An id of the API: a 64-bit integer. A safe integer is always a `number`; only a value
 * beyond `Number.MAX_SAFE_INTEGER` (2^53 - 1) is a `bigint`, so `===` works for every id
 * that fits a number, and no id is ever rounded.
 */
export type Id = number | bigint;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = -MAX_SAFE;

/** Whether a bigint converts to a number without rounding. */
function isSafeBigInt(value: bigint): boolean {
  return value >= MIN_SAFE && value <= MAX_SAFE;
}

/**
 * What a numeric field takes from a bigint, or undefined when it takes nothing: a safe
 * integer as a number; beyond that, an id field keeps the bigint, and a number field the
 * double when no digit given is lost (`decodeJSON` reads a double of 2^53 or more, written as
 * integer digits, back as a bigint: it is taken when the double is exactly that integer or
 * is written as exactly those digits).
 */
export function numericFromBigInt(value: bigint, type: 'number' | 'integer' | 'id'): Id | undefined {
  if (isSafeBigInt(value)) return Number(value);
  if (type === 'id') return value;
  if (type === 'number') {
    const double = Number(value);
    // Beyond the largest double, Number() gives Infinity, which BigInt() cannot take.
    if (Number.isFinite(double) && (BigInt(double) === value || String(double) === String(value))) return double;
  }
  return undefined;
}
