import type { FieldReader } from './field-reader.js';

/** Unknown fields of a record, as received: read-only, with a null prototype. */
export type ExtraFields = Readonly<Record<string, unknown>>;

/**
 * A record class as the parsing machinery sees it. Its constructor reads each field from
 * `reader.input` itself (`input.distance`): a named load at its own site stays monomorphic
 * across the records of a body, where a load by a varying key inside the shared reader
 * would not. It hands the value and its key to the reader method of the field's type,
 * which returns the value or null and reports bad input under that key.
 */
export type RecordConstructor<R> = new (reader: FieldReader) => R;
