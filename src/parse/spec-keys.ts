import type { ExtraFields } from './record-types.js';

/**
 * The keys a record class reads from its input, so that every other key is kept in
 * `extra`. It also remembers what the last record had: its keys in order and which were
 * unknown, so that the next record with the same keys is not looked up key by key, and its
 * extras if their values were all primitives. API bodies repeat the same few unknown
 * fields (`resource_state: 2` on every lap), and sharing one frozen object between
 * records saves an allocation and memory per record.
 */
export class SpecKeys {
  /** The record's data fields, in spec order: what `toJSON()` writes. */
  readonly names: readonly string[];
  readonly #known: Readonly<Record<string, true>>;
  #lastExtra: ExtraFields | null = null;
  #lastExtraKeys: readonly string[] = [];
  /** The enumerable keys of the last record's input whose unknown keys were looked up, in order. */
  lastKeyOrder: readonly string[] = [];
  /** The unknown keys among `lastKeyOrder`, in input order. */
  lastUnknownKeys: readonly string[] = [];

  /**
   * @param names the data fields, in spec order
   * @param ignored keys that are neither data nor extra (`bound_client`: data never supplies a client)
   */
  constructor(names: readonly string[], ignored: readonly string[] = []) {
    this.names = Object.freeze(names.slice());
    const known: Record<string, true> = Object.create(null) as Record<string, true>;
    for (const key of names) known[key] = true;
    for (const key of ignored) known[key] = true;
    this.#known = known;
  }

  /** Whether `key` is read by the record (and so never kept in `extra`). */
  isKnown(key: string): boolean {
    return this.#known[key] === true;
  }

  /** The remembered extras, if they have exactly these keys with these same primitive values. */
  reusableExtra(keys: readonly string[], input: Readonly<Record<string, unknown>>): ExtraFields | null {
    const last = this.#lastExtra;
    const lastKeys = this.#lastExtraKeys;
    if (last === null || lastKeys.length !== keys.length) return null;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === undefined || lastKeys[i] !== key || !Object.is(last[key], input[key])) return null;
    }
    return last;
  }

  /** Remembers frozen extras whose values are all primitives, for `reusableExtra`. */
  rememberExtra(keys: readonly string[], extra: ExtraFields): void {
    this.#lastExtraKeys = keys.slice();
    this.#lastExtra = extra;
  }
}
