/**
 * A lazy accessor was called on a record whose `id` is null, so there is nothing to ask
 * the client about. The client is never called.
 */
export class MissingIdError extends Error {
  /**
   * Always `'MissingIdError'`: tells the error apart where `instanceof` cannot (another
   * realm, another copy of the package).
   */
  override readonly name = 'MissingIdError' as const;
  /** The record class, for example `MetaAthlete`. */
  readonly record: string;
  /** The accessor called, for example `stats`. */
  readonly accessor: string;

  /**
   * An error whose message names the record class and the accessor called
   * (`MetaAthlete#stats() needs the record's id, but id is null`). The accessors build it; a
   * test double may too.
   *
   * @param record the record class, for example `MetaAthlete`
   * @param accessor the accessor called, for example `stats`
   */
  constructor(record: string, accessor: string) {
    super(`${record}#${accessor}() needs the record's id, but id is null`);
    this.record = record;
    this.accessor = accessor;
  }
}
