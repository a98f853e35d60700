/**
 * A lazy accessor was called on a record whose `id` is null, so there is nothing to ask
 * the client about. The client is never called.
 */
export class MissingIdError extends Error {
  override readonly name = 'MissingIdError' as const;
  /** The record class, for example `MetaAthlete`. */
  readonly record: string;
  /** The accessor called, for example `stats`. */
  readonly accessor: string;

  constructor(record: string, accessor: string) {
    super(`${record}#${accessor}() needs the record's id, but id is null`);
    this.record = record;
    this.accessor = accessor;
  }
}
