import { describeQuoted } from '../../parse/received-value.js';

/** Characters of a refused name a message quotes at most. */
const MAX_QUOTED_NAME = 60;

/**
 * Every option name of the options type `T`, as a record with one key for each: written
 * `{ signal: true, timeout: true } as const satisfies OptionNames<HttpRequestOptions>`, so
 * that the compiler refuses a list that misses a name of `T` (which would be refused at run
 * time as unknown) or holds one that `T` has not. A top-level object literal, so that a
 * bundler drops the list with the function that uses it.
 */
export type OptionNames<T> = Readonly<Record<keyof T & string, true>>;

/**
 * Refuses a name that `given` has and neither `known` (its own keys) nor `alsoKnown` has: a
 * `TypeError` naming it, and the camelCase name when it is an API's snake_case one
 * (`include_all_efforts`: `includeAllEfforts`), rather than an option or a field dropped
 * without a word. Only own enumerable string keys are names; one set to undefined is still
 * a name, and refused if unknown, since a misspelt name is as wrong unset as set.
 *
 * @param where The call, for messages: `getActivity`.
 * @param what What `given` is called in messages: `options`, `fields`, `changes`.
 * @param noun What one of its names is: `option` or `field`.
 * @throws TypeError `getActivity: options has no option "include_all_efforts" (the API's
 *   include_all_efforts is includeAllEfforts here); it takes signal, timeout, includeAllEfforts`.
 */
export function refuseUnknownNames(
  given: object,
  known: Readonly<Record<string, unknown>>,
  where: string,
  what: string,
  noun: 'option' | 'field',
  alsoKnown: readonly string[] = [],
): void {
  const isKnown = (key: string) => Object.hasOwn(known, key) || alsoKnown.includes(key);
  for (const key of Object.keys(given)) {
    if (isKnown(key)) continue;
    const camel = key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    const hint = camel !== key && isKnown(camel) ? ` (the API's ${key} is ${camel} here)` : '';
    throw new TypeError(`${where}: ${what} has no ${noun} ${describeQuoted(key, MAX_QUOTED_NAME)}${hint}; it takes ${[...Object.keys(known), ...alsoKnown].join(', ')}`);
  }
}

