import type { ClientHandle } from '../client/client-handle.js';
import type { Id } from '../parse/id.js';
import type { SpecKeys } from './spec-keys.js';

/** Unknown fields of a record, as received: read-only, with a null prototype. */
export type ExtraFields = Readonly<Record<string, unknown>>;

/**
 * Where a record's constructor takes its fields from: a validating reader over decoded
 * JSON (`FieldReader`), or a copy of another record (`RecordCopy`, for `bind`). Each
 * method returns the field's value or null, never throws, and reports bad input itself.
 */
export interface FieldSource {
  /** The client the record being built is bound to. */
  readonly client: ClientHandle | null;
  /** A finite number. */
  number(key: string): number | null;
  /** A safe integer. */
  integer(key: string): number | null;
  /** A 64-bit id: a safe integer as a number, a larger one as a bigint. */
  id(key: string): Id | null;
  boolean(key: string): boolean | null;
  string(key: string): string | null;
  /** An RFC 3339 date-time string, kept as given. */
  dateTime(key: string): string | null;
  /** A nested record, bound to the same client. */
  record<R>(key: string, type: RecordConstructor<R>): R | null;
  /** Whether the field holds a value other than null. */
  isPresent(key: string): boolean;
  /** Every field that `keys` does not know, deep-copied and frozen. */
  extra(keys: SpecKeys): ExtraFields;
}

/** A record class as the parsing machinery sees it. */
export type RecordConstructor<R> = new (source: FieldSource) => R;
