import type { Id } from '../../parse/id.js';
import { describeNumberOrKind, describeQuoted } from '../../parse/received-value.js';

/** A gear's id as the API writes one (`b12345` a bike, `g12345` shoes): letters, digits, `_` and `-`. */
const GEAR_ID = /^[\w-]{1,64}$/;
/** Characters of a refused gear id a message quotes at most. */
const MAX_QUOTED_GEAR_ID = 40;

/** Whether `value` is an id as the API gives one: a non-negative safe integer, or a non-negative bigint. */
export function isApiId(value: unknown): value is Id {
  return typeof value === 'bigint' ? value >= 0n : Number.isSafeInteger(value) && (value as number) >= 0;
}

/**
 * An id as a path segment, every digit exact.
 *
 * @param where The call whose id it is, which the message names with its one id: `getActivity`.
 * @throws TypeError for anything but a non-negative safe integer or bigint, showing a number
 *   as written, anything else by its kind (`describeNumberOrKind`): `getActivity: id must be
 *   a non-negative safe integer or bigint, received -1`.
 */
export function pathId(id: Id, where: string): string {
  if (isApiId(id)) return String(id);
  throw new TypeError(`${where}: id must be a non-negative safe integer or bigint, received ${describeNumberOrKind(id)}`);
}

/**
 * A gear's string id as a path segment, as given: one to 64 letters, digits, underscores
 * and hyphens. Anything else could leave the path (`..`, `/`, `?`), so it is refused rather
 * than encoded.
 *
 * @param where The call whose id it is, for messages: `getGear`.
 * @throws TypeError for anything else, naming the call and quoting up to 40 characters of a
 *   string: `getGear: id must be 1 to 64 letters, digits, underscores or hyphens (b12345),
 *   received "../athlete"`.
 */
export function gearPathId(id: string, where: string): string {
  if (typeof id === 'string' && GEAR_ID.test(id)) return id;
  throw new TypeError(`${where}: id must be 1 to 64 letters, digits, underscores or hyphens (b12345), received ${describeQuoted(id, MAX_QUOTED_GEAR_ID)}`);
}
