import type { ClientHandle } from '../core/client-handle.js';
import type { FieldReader } from '../parse/field-reader.js';
import { DataRecord, parseRecord } from '../core/data-record.js';
import type { RecordConstructor } from '../parse/record-types.js';

/**
 * A record that may be bound to a `ClientHandle`. The client lives in an ES private
 * field: it never shows in `JSON.stringify`, `Object.keys`, `structuredClone` or
 * `util.inspect`, and never counts in equality.
 */
export abstract class BoundRecord extends DataRecord {
  readonly #client: ClientHandle | null;

  /** @internal Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  constructor(reader: FieldReader) {
    super(reader);
    // The reader carries `ParseOptions.client` unread, which is typed a ClientHandle there.
    this.#client = reader.client as ClientHandle | null;
  }

  /** The client this record reaches related data through, or null when unbound. Never read from data. */
  get bound_client(): ClientHandle | null {
    return this.#client;
  }

  /**
   * A new record with the same data bound to `client`, nested references too. This record
   * is left as it was. The new record is parsed from this one's `toJSON()`, as `parse`
   * would, which a valid record always passes.
   */
  bind(client: ClientHandle): this {
    return parseRecord(this.constructor as RecordConstructor<this>, this.toJSON(), { client });
  }
}
