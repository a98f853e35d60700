import type { ClientHandle } from '../client/client-handle.js';
import type { Id } from '../parse/id.js';
import type { SpecKeys } from './spec-keys.js';

/** Unknown fields of a record, as received: read-only, with a null prototype. */
export type ExtraFields = Readonly<Record<string, unknown>>;

/**
 * Where a record's constructor takes its fields from: a validating reader over decoded
 * JSON (`FieldReader`), or a copy of another record (`RecordCopy`, for `bind`).
 *
 * The constructor reads each field from `input` itself (`input.distance`): a named load
 * at its own site stays monomorphic across the records of a body, where a load by a
 * varying key inside a shared reader would not. It hands the value and its key to the
 * method of the field's type, which returns the value or null, never throws, and reports
 * bad input itself, under that key.
 */
export interface FieldSource {
  /** The object the record is built from. */
  readonly input: Readonly<Record<string, unknown>>;
  /** The client the record being built is bound to. */
  readonly client: ClientHandle | null;
  /** A finite number. */
  number(value: unknown, key: string): number | null;
  /** A safe integer. */
  integer(value: unknown, key: string): number | null;
  /** A 64-bit id: a safe integer as a number, a larger one as a bigint. */
  id(value: unknown, key: string): Id | null;
  boolean(value: unknown, key: string): boolean | null;
  string(value: unknown, key: string): string | null;
  /** An RFC 3339 date-time string, kept as given. */
  dateTime(value: unknown, key: string): string | null;
  /** A nested record, bound to the same client. */
  record<R>(value: unknown, key: string, type: RecordConstructor<R>): R | null;
  /** Every field that `keys` does not know, deep-copied and frozen. */
  extra(keys: SpecKeys): ExtraFields;
}

/** A record class as the parsing machinery sees it. */
export type RecordConstructor<R> = new (source: FieldSource) => R;
