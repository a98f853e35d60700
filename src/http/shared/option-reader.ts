import { ownValue } from '../../parse/own-properties.js';
import { describeKind } from '../../parse/received-value.js';
import { refuseUnknownNames, type OptionNames } from './known-names.js';

/** The longest delay a timer can take (2^31 - 1 ms, about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_DELAY = 2 ** 31 - 1;

/**
 * Reads an options object the way every function of the HTTP entry does:
 * - undefined reads as no options; anything else that is not an object is a `TypeError`;
 * - a name the function does not take is a `TypeError` naming it (`refuseUnknownNames`),
 *   as the writes refuse a field they do not take: a misspelt option is never dropped
 *   without a word;
 * - an option is read only from the object's own properties, so a polluted
 *   `Object.prototype` never supplies one; an own property set to undefined means the
 *   default;
 * - a value of the wrong type is a `TypeError`, one out of range a `RangeError`, each
 *   naming the function and the option.
 */
export class OptionReader<T extends object> {
  readonly #options: Partial<T>;
  readonly #where: string;

  /**
   * @param where The function whose options these are, for messages.
   * @param names Every option the function takes, in the order a message lists them (see
   *   `OptionNames`); null when the caller has refused the names it does not take itself
   *   (an upload's options, which hold its form's fields too, are checked once, by
   *   `readWriteFields`).
   * @throws TypeError when `options` is neither undefined nor an object, or has a name
   *   that is none of `names`.
   */
  constructor(options: T | undefined, where: string, names: OptionNames<NoInfer<T>> | null) {
    const given: unknown = options;
    if (given !== undefined && (typeof given !== 'object' || given === null)) {
      throw new TypeError(`${where}: options must be an object, received ${describeKind(given)}`);
    }
    if (options !== undefined && names !== null) refuseUnknownNames(options, names, where, 'options', 'option');
    this.#options = options ?? {};
    this.#where = where;
  }

  /** The option's own value, or undefined. */
  get<K extends keyof T & string>(key: K): T[K] | undefined {
    return ownValue(this.#options, key) as T[K] | undefined;
  }

  /** An integer option from `min` to `max`, or `fallback` when absent. */
  integer(key: keyof T & string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
    const value: unknown = this.get(key);
    if (value === undefined) return fallback;
    if (typeof value !== 'number') throw this.#typeError(key, 'an integer', value);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(`${this.#where}: ${key} must be an integer from ${min} to ${max}, received ${value}`);
    }
    return value;
  }

  /** A duration in milliseconds, from `min` (0 unless given) to `max`, or `fallback` when absent. */
  milliseconds(key: keyof T & string, fallback: number, max: number, min = 0): number {
    const value: unknown = this.get(key);
    if (value === undefined) return fallback;
    if (typeof value !== 'number') throw this.#typeError(key, 'a number of milliseconds', value);
    if (Number.isNaN(value) || value < min || value > max) {
      throw new RangeError(`${this.#where}: ${key} must be a number of milliseconds from ${min} to ${max}, received ${value}`);
    }
    return value;
  }

  /** A boolean option, or `fallback` when absent. */
  boolean(key: keyof T & string, fallback: boolean): boolean {
    const value: unknown = this.get(key);
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') throw this.#typeError(key, 'a boolean', value);
    return value;
  }

  /** A non-empty string option, or `fallback` when absent. */
  string(key: keyof T & string, fallback: string): string {
    const value: unknown = this.get(key);
    if (value === undefined) return fallback;
    if (typeof value !== 'string' || value === '') throw this.#typeError(key, 'a non-empty string', value);
    return value;
  }

  /** A non-empty string option, or undefined when absent. */
  optionalString(key: keyof T & string): string | undefined {
    const value: unknown = this.get(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value === '') throw this.#typeError(key, 'a non-empty string', value);
    return value;
  }

  /** A non-empty string option that must be given. */
  requiredString(key: keyof T & string): string {
    const value: unknown = this.get(key);
    if (typeof value !== 'string' || value === '') throw this.#typeError(key, 'a non-empty string', value);
    return value;
  }

  /**
   * An option that must be given as an absolute URL (`https://…`, or an app's own scheme):
   * kept as given.
   */
  absoluteUrl(key: keyof T & string): string {
    const value = this.requiredString(key);
    try {
      new URL(value);
    } catch {
      throw new TypeError(`${this.#where}: ${key} must be an absolute URL`);
    }
    return value;
  }

  /** A function option, or undefined when absent. */
  function<K extends keyof T & string>(key: K): T[K] | undefined {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'function') throw this.#typeError(key, 'a function', value);
    return value;
  }

  /** An `AbortSignal` option, or undefined when absent. */
  signal(key: keyof T & string): AbortSignal | undefined {
    const value: unknown = this.get(key);
    if (value === undefined) return undefined;
    if (!isAbortSignal(value)) throw this.#typeError(key, 'an AbortSignal', value);
    return value;
  }

  /**
   * A `TypeError` naming the option and the kind of value received, never the value itself
   * (it may be a secret).
   */
  #typeError(key: string, expected: string, value: unknown): TypeError {
    return new TypeError(`${this.#where}: ${key} must be ${expected}, received ${describeKind(value)}`);
  }
}

function isAbortSignal(value: unknown): value is AbortSignal {
  if (typeof value !== 'object' || value === null) return false;
  const signal = value as Partial<AbortSignal>;
  return typeof signal.aborted === 'boolean' && typeof signal.addEventListener === 'function'
    && typeof signal.removeEventListener === 'function';
}
