import type { ClientHandle } from '../client/client-handle.js';
import type { Id } from '../parse/id.js';
import type { DataRecord } from './data-record.js';
import type { ExtraFields, FieldSource, RecordConstructor } from './field-source.js';

/**
 * A `FieldSource` over a record that is already valid: the record is its own input, so
 * every field comes back as it is (nested records copied and bound to the new client),
 * and `bind` builds a new record through the same constructor without validating again.
 */
export class RecordCopy implements FieldSource {
  readonly input: Readonly<Record<string, unknown>>;
  readonly client: ClientHandle | null;
  readonly #from: DataRecord;

  constructor(from: DataRecord, client: ClientHandle | null) {
    this.#from = from;
    this.input = from as unknown as Readonly<Record<string, unknown>>;
    this.client = client;
  }

  number(value: unknown): number | null {
    return value as number | null;
  }

  integer(value: unknown): number | null {
    return value as number | null;
  }

  id(value: unknown): Id | null {
    return value as Id | null;
  }

  boolean(value: unknown): boolean | null {
    return value as boolean | null;
  }

  string(value: unknown): string | null {
    return value as string | null;
  }

  dateTime(value: unknown): string | null {
    return value as string | null;
  }

  record<R>(value: unknown, _key: string, type: RecordConstructor<R>): R | null {
    return value === null ? null : new type(new RecordCopy(value as DataRecord, this.client));
  }

  extra(): ExtraFields {
    return this.#from.extra;
  }
}
