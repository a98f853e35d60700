import type { JsonObject } from './plain-object.js';

/** Unknown fields of a record, as received: read-only, with a null prototype. */
export type ExtraFields = Readonly<Record<string, unknown>>;

/**
 * A record class as the parsing machinery sees it. Its constructor reads each field from
 * `reader.input` itself (`input.distance`): a named load at its own site stays monomorphic
 * across the records of a body, where a load by a varying key inside the shared reader
 * would not. It hands the value and its key to the reader method of the field's type,
 * which returns the value or null and reports bad input under that key.
 *
 * The constructor is private (records are built by `parse`, never by users), and to the
 * type checker a class with a private constructor has no construct signature: so a class
 * is known here by its prototype, and the reader reaches the constructor through a cast
 * (as does a key set, for the one record it builds to learn a class's fields).
 */
export interface RecordConstructor<R> {
  readonly prototype: R;
  /**
   * True for a record class whose constructor reads and checks any input itself, an array
   * too, through `reader.input`, reports every issue at its path and throws nothing (a
   * stream set, whose body is an object keyed by type or an array of streams). The reader
   * then hands it the input as given: no plain-object check, no copy of own properties.
   */
  readonly readsAnyInput?: boolean;
}

/**
 * The keys a record class reads, as the reader asks about them when it reads a record's
 * `extra` (`reader.extra(KEYS)`): which keys of an input are unknown, and extras it may
 * reuse. `SpecKeys` is the one implementation; the reader knows it by this interface only,
 * since a `SpecKeys` builds a reader to learn its class's fields, and the two modules
 * would otherwise import each other.
 */
export interface KeySet {
  /**
   * The own enumerable keys of `input` that the record does not read, in input order.
   * `ownKeysOnly` says that `for … in` lists own keys alone (no enumerable key is inherited).
   */
  unknownKeysOf(input: JsonObject, ownKeysOnly: boolean): readonly string[];
  /** Extras kept from an earlier record, if they have exactly these keys with the same values in `input`; else null. */
  reusableExtra(keys: readonly string[], input: JsonObject): ExtraFields | null;
  /** Offers frozen extras, read without an issue, for `reusableExtra` to give again. */
  rememberExtra(keys: readonly string[], extra: ExtraFields): void;
}
