import type { Id } from '../parse/id.js';

/**
 * An id as a path segment, every digit exact.
 *
 * @throws TypeError for anything but a safe integer or a bigint.
 */
export function pathId(id: Id): string {
  if ((typeof id === 'bigint' || Number.isSafeInteger(id)) && id >= 0) return String(id);
  throw new TypeError(`An id must be a non-negative safe integer or bigint, received ${typeof id === 'number' ? String(id) : typeof id}`);
}
