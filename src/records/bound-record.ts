import type { ClientHandle } from '../client/client-handle.js';
import { FieldReader } from '../parse/field-reader.js';
import { DataRecord } from './data-record.js';
import type { RecordConstructor } from './record-types.js';

/**
 * A record that may be bound to a `ClientHandle`. The client lives in an ES private
 * field: it never shows in `JSON.stringify`, `Object.keys`, `structuredClone` or
 * `util.inspect`, and never counts in equality.
 */
export abstract class BoundRecord extends DataRecord {
  readonly #client: ClientHandle | null;

  constructor(reader: FieldReader) {
    super();
    this.#client = reader.client;
  }

  /** The client this record reaches related data through, or null when unbound. Never read from data. */
  get bound_client(): ClientHandle | null {
    return this.#client;
  }

  /**
   * A new record with the same data bound to `client`, nested references too. This record
   * is left as it was. The new record is read from this one's `toJSON()` by the same
   * reader as `parse`, which a valid record always passes.
   */
  bind(client: ClientHandle): this {
    const bound = new FieldReader(client).readTop(this.constructor as RecordConstructor<this>, this.toJSON());
    if (bound === null) throw new Error(`${this.constructor.name}#bind: the record did not read back from its own toJSON()`);
    return bound;
  }
}
