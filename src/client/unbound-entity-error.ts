/**
 * A lazy accessor was called on a record that has no client. Parse with `{ client }` or
 * call `bind(client)` first. The client is never called.
 */
export class UnboundEntityError extends Error {
  override readonly name = 'UnboundEntityError' as const;
  /** The record class, for example `MetaActivity`. */
  readonly record: string;
  /** The accessor called, for example `comments`. */
  readonly accessor: string;

  constructor(record: string, accessor: string) {
    super(`${record}#${accessor}() needs a client: parse with { client } or call bind(client) first`);
    this.record = record;
    this.accessor = accessor;
  }
}
