import type { Id } from '../../parse/id.js';
import { describeNumberOrKind } from '../../parse/received-value.js';

/** Whether `value` is an id as the API gives one: a non-negative safe integer, or a non-negative bigint. */
export function isApiId(value: unknown): value is Id {
  return typeof value === 'bigint' ? value >= 0n : Number.isSafeInteger(value) && (value as number) >= 0;
}

/**
 * An id as a path segment, every digit exact.
 *
 * @throws TypeError for anything but a non-negative safe integer or bigint.
 */
export function pathId(id: Id): string {
  if (isApiId(id)) return String(id);
  throw new TypeError(`An id must be a non-negative safe integer or bigint, received ${describeNumberOrKind(id)}`);
}
