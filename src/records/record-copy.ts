import type { ClientHandle } from '../client/client-handle.js';
import type { Id } from '../parse/id.js';
import type { DataRecord } from './data-record.js';
import type { ExtraFields, FieldSource, RecordConstructor } from './field-source.js';

/**
 * A `FieldSource` over a record that is already valid: it hands back the record's own
 * values (nested records copied and bound to the new client), so `bind` builds a new
 * record through the same constructor without validating anything again.
 */
export class RecordCopy implements FieldSource {
  readonly client: ClientHandle | null;
  readonly #from: DataRecord;

  constructor(from: DataRecord, client: ClientHandle | null) {
    this.#from = from;
    this.client = client;
  }

  number(key: string): number | null {
    return this.#field(key) as number | null;
  }

  integer(key: string): number | null {
    return this.#field(key) as number | null;
  }

  id(key: string): Id | null {
    return this.#field(key) as Id | null;
  }

  boolean(key: string): boolean | null {
    return this.#field(key) as boolean | null;
  }

  string(key: string): string | null {
    return this.#field(key) as string | null;
  }

  dateTime(key: string): string | null {
    return this.#field(key) as string | null;
  }

  record<R>(key: string, type: RecordConstructor<R>): R | null {
    const nested = this.#field(key) as DataRecord | null;
    return nested === null ? null : new type(new RecordCopy(nested, this.client));
  }

  isPresent(key: string): boolean {
    return this.#field(key) !== null;
  }

  extra(): ExtraFields {
    return this.#from.extra;
  }

  #field(key: string): unknown {
    return Reflect.get(this.#from, key);
  }
}
