import { readCheckedMap, type CheckedMap, type MapValueKind } from './checked-map.js';
import { numericFromBigInt } from './id.js';
import type { IssueReporter } from './issue.js';

/** A value of a map of scalars: kept as the API sent it, a `"false"` as a string, `false` as a boolean. */
export type Scalar = string | number | boolean;

/**
 * Map values that are strings, finite numbers or booleans (`WebhookEvent.updates`). A
 * bigint (`decodeJSON` gives one for an integer beyond 2^53) is taken as a number field
 * takes it: as the double that writes exactly its digits, or not at all.
 */
const SCALAR_VALUES: MapValueKind<Scalar> = {
  expected: 'string, number or boolean',
  read: (value) => {
    if (typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value)) return value as Scalar;
    return typeof value === 'bigint' ? (numericFromBigInt(value, 'number') as number | undefined) : undefined;
  },
};

/** Reads a map of strings, numbers and booleans (`WebhookEvent.updates`). */
export function readScalarMap(value: unknown, key: string, issues: IssueReporter): CheckedMap<Scalar> | null {
  return readCheckedMap(value, key, issues, SCALAR_VALUES);
}
