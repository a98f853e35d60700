/** What stands in a copy for a value that was not copied (too deep, over the budget, code, bytes). */
export const NOT_COPIED = '[not copied]';

/** Objects and properties one copy takes at most; past it, values are `NOT_COPIED`. */
const MAX_COPIED_VALUES = 10_000;
/** Nesting a copy keeps at most; deeper values are `NOT_COPIED`. */
const MAX_COPY_DEPTH = 64;
/** Characters of one string a copy keeps at most; the rest is cut off. */
const MAX_COPIED_TEXT = 64 * 1024;
/** Links of a prototype chain followed at most (a proxy can make one endless). */
const MAX_PROTOTYPE_LINKS = 100;

/** Takes the secrets out of one text; `cut` says the text was cut short, so an echo may end it. */
export type TextCleaner = (text: string, cut: boolean) => string;

/**
 * A copy of any value (what a user's `fetch` threw) made of plain data only, every text in
 * it passed through `clean`:
 * - strings and property names are cleaned; a symbol whose description holds a secret
 *   becomes its cleaned text (as a key too), and a number or a bigint whose digits are a
 *   secret becomes `[redacted]` through `clean` as well;
 * - objects become plain objects, arrays, `Map`s, `Set`s and `Date`s of copies; an error
 *   keeps its built-in error prototype (`TypeError`, `Error`...), its name, message and stack;
 * - what keeps text in internal slots is read through the built-in methods: a `Request`
 *   or `Response` becomes `{ method, url, headers }` or `{ status, url, headers }`,
 *   `Headers` a plain object, a `URL` its cleaned text, a boxed primitive its value;
 * - nothing of the original's code is kept or run: getters are left out (never called),
 *   functions, bytes and prototypes of the user's classes (a custom `inspect`, `toJSON`)
 *   are not copied, and a proxy is read through its traps;
 * - cycles and shared references are kept as such; the walk uses no recursion, and takes
 *   at most 10,000 objects and properties, 64 levels and 64 KiB of each string, so any
 *   graph costs time linear in what is read and a bounded copy;
 * - whatever throws while reading leaves that part out.
 */
export function secretFreeCopy(value: unknown, clean: TextCleaner): unknown {
  return new CopyWalk(clean).run(value);
}

/** An object copied into a shell whose properties are still to fill. */
interface Pending {
  readonly source: object;
  readonly target: object;
  readonly depth: number;
}

class CopyWalk {
  readonly #clean: TextCleaner;
  readonly #copies = new Map<object, unknown>();
  readonly #pending: Pending[] = [];
  #count = 0;

  constructor(clean: TextCleaner) {
    this.#clean = clean;
  }

  run(value: unknown): unknown {
    const copy = this.#value(value, 0);
    for (let next = this.#pending.pop(); next !== undefined; next = this.#pending.pop()) this.#fill(next);
    return copy;
  }

  #text(text: string): string {
    return text.length > MAX_COPIED_TEXT ? this.#clean(text.slice(0, MAX_COPIED_TEXT), true) : this.#clean(text, false);
  }

  /** The symbol itself when its description holds no secret; otherwise its cleaned text. */
  #symbol(symbol: symbol): symbol | string {
    const text = `Symbol(${symbol.description ?? ''})`;
    const cleaned = this.#text(text);
    return cleaned === text ? symbol : cleaned;
  }

  #value(value: unknown, depth: number): unknown {
    switch (typeof value) {
      case 'string':
        return this.#text(value);
      case 'number':
      case 'bigint': {
        const digits = String(value);
        return this.#text(digits) === digits ? value : this.#text(digits);
      }
      case 'symbol':
        return this.#symbol(value);
      case 'function':
        return NOT_COPIED;
      case 'object':
        return value === null ? null : this.#object(value, depth);
      default:
        return value;
    }
  }

  #object(source: object, depth: number): unknown {
    if (this.#copies.has(source)) return this.#copies.get(source);
    if (depth > MAX_COPY_DEPTH || this.#count >= MAX_COPIED_VALUES) return NOT_COPIED;
    this.#count += 1;
    let copy: unknown;
    try {
      copy = this.#slotsCopy(source, depth);
      if (copy === NEEDS_FILL) {
        const shell = this.#shell(source);
        this.#pending.push({ source, target: shell, depth });
        copy = shell;
      }
    } catch {
      copy = {};
    }
    this.#copies.set(source, copy);
    return copy;
  }

  /**
   * The whole copy of an object that keeps what it holds in internal slots (read through
   * the built-in methods), or `NEEDS_FILL` for one whose properties are to be copied.
   */
  #slotsCopy(source: object, depth: number): unknown {
    const boxed = unboxed(source);
    if (boxed !== NOT_BOXED) return this.#value(boxed, depth);
    const time = callBuiltin(Date.prototype, 'getTime', source);
    if (typeof time === 'number') return new Date(time);
    const href = callBuiltin(URL.prototype, 'href', source);
    if (typeof href === 'string') return this.#text(href);
    const search = callBuiltin(URLSearchParams.prototype, 'toString', source);
    if (typeof search === 'string') return this.#text(search);
    if (isBinary(source)) return NOT_COPIED;
    const headers = this.#headers(source);
    if (headers !== undefined) return headers;
    const exchange = this.#exchange(source, Request.prototype, ['method', 'url']) ?? this.#exchange(source, Response.prototype, ['status', 'url']);
    return exchange ?? NEEDS_FILL;
  }

  /** The empty copy of an object whose properties (or entries, or items) are to be copied. */
  #shell(source: object): object {
    if (isMap(source)) return new Map();
    if (isSet(source)) return new Set();
    if (Array.isArray(source)) return [];
    const domName = callBuiltin(DOMException.prototype, 'name', source);
    if (typeof domName === 'string') {
      const message = callBuiltin(DOMException.prototype, 'message', source);
      return Object.defineProperties(Object.create(Error.prototype) as object, {
        name: { value: this.#text(domName), writable: true, configurable: true },
        message: { value: typeof message === 'string' ? this.#text(message) : '', writable: true, configurable: true },
      });
    }
    const errorPrototype = builtinErrorPrototype(source);
    if (errorPrototype === null) return {};
    const error = Object.create(errorPrototype) as object;
    const name = dataValue(source, 'name');
    if (typeof name === 'string' && name !== dataValue(errorPrototype, 'name')) {
      Object.defineProperty(error, 'name', { value: this.#text(name), writable: true, configurable: true });
    }
    return error;
  }

  /** A plain object of the headers' names and values, cleaned, or undefined when `source` is no `Headers`. */
  #headers(source: object): Record<string, string> | undefined {
    const copy: Record<string, string> = {};
    const read = callBuiltin(Headers.prototype, 'forEach', source, (value: string, name: string) => {
      if (this.#count >= MAX_COPIED_VALUES) return;
      this.#count += 1;
      Object.defineProperty(copy, this.#text(name), { value: this.#text(value), writable: true, enumerable: true, configurable: true });
    });
    return read === NOT_OF_KIND ? undefined : copy;
  }

  /** `{ method, url, headers }` of a `Request` (or the like of a `Response`), or undefined. */
  #exchange(source: object, prototype: object, names: readonly string[]): Record<string, unknown> | undefined {
    const copy: Record<string, unknown> = {};
    for (const name of names) {
      const value = callBuiltin(prototype, name, source);
      if (value === NOT_OF_KIND) return undefined;
      copy[name] = this.#value(value, 0);
    }
    const headers = callBuiltin(prototype, 'headers', source);
    copy.headers = typeof headers === 'object' && headers !== null ? this.#headers(headers) ?? {} : {};
    return copy;
  }

  #fill({ source, target, depth }: Pending): void {
    try {
      if (target instanceof Map) this.#fillEntries(source, target, depth, true);
      else if (target instanceof Set) this.#fillEntries(source, target, depth, false);
      else if (Array.isArray(target)) this.#fillItems(source, target, depth);
      else this.#fillProperties(source, target, depth);
    } catch {
      // What cannot be read (a revoked proxy, a trap that throws) is left out.
    }
  }

  #fillEntries(source: object, target: Map<unknown, unknown> | Set<unknown>, depth: number, keyed: boolean): void {
    callBuiltin(keyed ? Map.prototype : Set.prototype, 'forEach', source, (value: unknown, key: unknown) => {
      // Past the budget the rest is passed over: a forEach cannot be left early but by throwing.
      if (this.#count >= MAX_COPIED_VALUES) return;
      this.#count += 1;
      if (target instanceof Map) target.set(this.#value(key, depth + 1), this.#value(value, depth + 1));
      else target.add(this.#value(value, depth + 1));
    });
  }

  #fillItems(source: object, target: unknown[], depth: number): void {
    const length = dataValue(source, 'length');
    const count = typeof length === 'number' ? Math.min(length, MAX_COPIED_VALUES) : 0;
    for (let index = 0; index < count && this.#count < MAX_COPIED_VALUES; index++) {
      this.#count += 1;
      const descriptor = Reflect.getOwnPropertyDescriptor(source, index);
      target[index] = descriptor !== undefined && 'value' in descriptor ? this.#value(descriptor.value, depth + 1) : undefined;
    }
  }

  #fillProperties(source: object, target: object, depth: number): void {
    for (const key of Reflect.ownKeys(source)) {
      if (this.#count >= MAX_COPIED_VALUES) return;
      this.#count += 1;
      let descriptor: PropertyDescriptor | undefined;
      try {
        descriptor = Reflect.getOwnPropertyDescriptor(source, key);
      } catch {
        continue;
      }
      // A getter is never called: it is the user's code, and may give a secret or never end.
      if (descriptor === undefined || !('value' in descriptor)) continue;
      Object.defineProperty(target, typeof key === 'symbol' ? this.#symbol(key) : this.#text(key), {
        value: this.#value(descriptor.value, depth + 1),
        writable: true,
        enumerable: descriptor.enumerable === true,
        configurable: true,
      });
    }
  }
}

/** What `unboxed` gives for an object that is no boxed primitive. */
const NOT_BOXED = Symbol('not boxed');
/** What `#slotsCopy` gives for an object whose properties are to be copied. */
const NEEDS_FILL = Symbol('needs fill');

/** What `callBuiltin` gives when `source` is not of the built-in's kind. */
const NOT_OF_KIND = Symbol('not of kind');

/**
 * Calls the built-in method or getter `name` of `prototype` on `source`, as read from its
 * descriptor now: the built-in checks that `source` is of its kind (by internal slots, which
 * nothing can fake) and runs none of the user's code. `NOT_OF_KIND` when it throws.
 */
function callBuiltin(prototype: object, name: string, source: object, ...args: unknown[]): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(prototype, name) as { readonly value?: unknown; readonly get?: unknown } | undefined;
  const builtin = descriptor?.value ?? descriptor?.get;
  if (typeof builtin !== 'function') return NOT_OF_KIND;
  try {
    return Reflect.apply(builtin, source, args);
  } catch {
    return NOT_OF_KIND;
  }
}

/** The primitive inside a boxed `String`, `Number`, `Boolean`, `BigInt` or `Symbol`, or `NOT_BOXED`. */
function unboxed(source: object): unknown {
  for (const prototype of [String.prototype, Number.prototype, Boolean.prototype, BigInt.prototype, Symbol.prototype]) {
    const value = callBuiltin(prototype, 'valueOf', source);
    if (value !== NOT_OF_KIND) return value;
  }
  return NOT_BOXED;
}

/** A typed array, a `DataView` or an `ArrayBuffer` (a `SharedArrayBuffer`, absent from most pages, copies as `{}`). */
function isBinary(source: object): boolean {
  return ArrayBuffer.isView(source) || callBuiltin(ArrayBuffer.prototype, 'byteLength', source) !== NOT_OF_KIND;
}

function isMap(source: object): boolean {
  return callBuiltin(Map.prototype, 'size', source) !== NOT_OF_KIND;
}

function isSet(source: object): boolean {
  return callBuiltin(Set.prototype, 'size', source) !== NOT_OF_KIND;
}

const ERROR_PROTOTYPES: ReadonlySet<object> = new Set([
  Error.prototype, TypeError.prototype, RangeError.prototype, SyntaxError.prototype, ReferenceError.prototype,
  EvalError.prototype, URIError.prototype, AggregateError.prototype,
]);

/** The nearest built-in error prototype on the chain of `source`, or null when it is no error. */
function builtinErrorPrototype(source: object): object | null {
  let current = Object.getPrototypeOf(source) as object | null;
  for (let link = 0; current !== null && link < MAX_PROTOTYPE_LINKS; link++) {
    if (ERROR_PROTOTYPES.has(current)) return current;
    current = Object.getPrototypeOf(current) as object | null;
  }
  return null;
}

/** The value of a data property on the chain of `source` (never a getter's), or undefined. */
function dataValue(source: object, key: string): unknown {
  let current: object | null = source;
  for (let link = 0; current !== null && link < MAX_PROTOTYPE_LINKS; link++) {
    const descriptor = Reflect.getOwnPropertyDescriptor(current, key);
    if (descriptor !== undefined) return 'value' in descriptor ? descriptor.value : undefined;
    current = Object.getPrototypeOf(current) as object | null;
  }
  return undefined;
}
