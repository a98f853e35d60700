import type { ClientHandle } from '../client/client-handle.js';
import { DataRecord } from './data-record.js';
import type { FieldSource, RecordConstructor } from './field-source.js';
import { RecordCopy } from './record-copy.js';

/**
 * A record that may be bound to a `ClientHandle`. The client lives in an ES private
 * field: it never shows in `JSON.stringify`, `Object.keys`, `structuredClone` or
 * `util.inspect`, and never counts in equality.
 */
export abstract class BoundRecord extends DataRecord {
  readonly #client: ClientHandle | null;

  constructor(source: FieldSource) {
    super();
    this.#client = source.client;
  }

  /** The client this record reaches related data through, or null when unbound. Never read from data. */
  get bound_client(): ClientHandle | null {
    return this.#client;
  }

  /**
   * A new record with the same data bound to `client`, nested references too. This record
   * is left as it was.
   */
  bind(client: ClientHandle): this {
    const type = this.constructor as RecordConstructor<this>;
    return new type(new RecordCopy(this, client));
  }
}
