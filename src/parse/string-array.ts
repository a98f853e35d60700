import type { IssueReporter } from './issue.js';

/** What a string-array field expects, as issues say it. */
export const STRING_ARRAY = 'array of strings';

/**
 * Reads an array of strings (`available_zones`, `activity_types`): a frozen copy, every
 * item checked. A bad item is reported at its own index (`['activity_types', 2]`) and the
 * field reads as null; the first hole ends the array, reported once, so that a sparse
 * array claiming a billion items costs no more than the items it holds.
 */
export function readStringArray(value: unknown, key: string, issues: IssueReporter): readonly string[] | null {
  if (!Array.isArray(value)) {
    issues.report([key], STRING_ARRAY, value);
    return null;
  }
  const count: number = value.length;
  const strings: string[] = [];
  let valid = true;
  for (let index = 0; index < count; index++) {
    const item: unknown = value[index];
    if (typeof item === 'string' && Object.hasOwn(value, index)) {
      strings.push(item);
      continue;
    }
    valid = false;
    if (!Object.hasOwn(value, index)) {
      issues.report([key, index], 'string', undefined, 'a hole in a sparse array');
      break;
    }
    issues.report([key, index], 'string', item);
  }
  return valid ? Object.freeze(strings) : null;
}
