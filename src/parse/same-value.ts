/**
 * Whether `a` and `b` are the same value, as `Object.is` says (`NaN` is `NaN`, `0` is not
 * `-0`), written out: V8 calls a builtin for `Object.is` on values of unknown type, and the
 * reader compares a record's nested references and extras with the last ones on every
 * record.
 */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return a !== 0 || 1 / (a as number) === 1 / (b as number);
  return a !== a && b !== b;
}
