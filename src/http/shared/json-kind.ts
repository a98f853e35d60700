/**
 * What kind of JSON value an answer's body decoded to, as a message says it where another
 * was expected: `null`, `a list`, `an object`, `a number`, `a string`, `a boolean`, `a
 * bigint`. Never the value itself: a body may echo a secret.
 */
export function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
