/** A command line the command cannot run: the message says what is wrong with it. */
export class UsageError extends Error {
  /** Always `'UsageError'`. */
  override readonly name = 'UsageError' as const;
}
