/**
 * A lazy accessor was called on a record that has no client. Parse with `{ client }` or
 * call `bind(client)` first. The client is never called.
 */
export class UnboundEntityError extends Error {
  /**
   * Always `'UnboundEntityError'`: tells the error apart where `instanceof` cannot (another
   * realm, another copy of the package).
   */
  override readonly name = 'UnboundEntityError' as const;
  /** The record class, for example `MetaActivity`. */
  readonly record: string;
  /** The accessor called, for example `comments`. */
  readonly accessor: string;

  /**
   * An error whose message names the record class and the accessor called
   * (`MetaActivity#comments() needs a client: …`). The accessors build it; a test double
   * may too.
   *
   * @param record the record class, for example `MetaActivity`
   * @param accessor the accessor called, for example `comments`
   */
  constructor(record: string, accessor: string) {
    super(`${record}#${accessor}() needs a client: parse with { client } or call bind(client) first`);
    this.record = record;
    this.accessor = accessor;
  }
}
