/**
 * The shared wing: the small pieces every other wing of `activity-records/http` uses, kept
 * once. How an options object is read and refused (`option-reader.ts`), the defaults of
 * every option (`defaults.ts`, `HTTP_DEFAULTS`, which the docs' tables and every
 * `@default` are checked against), the longest part of a URL a message quotes
 * (`quoted-url.ts`), time and waits that end on abort or after a bound (`clock.ts`,
 * `until-aborted.ts`, `within-time.ts`), epoch seconds (`epoch-seconds.ts`), an id as a path
 * segment (`path-id.ts`) and where text holds a lone surrogate (`lone-surrogate.ts`), which
 * no request can carry. How a message cuts a text or names a refused value is the
 * whole library's, in `parse/cut-text.ts` and `parse/received-value.ts`.
 *
 * May import: nothing of the other wings; below `http/`, `client/` and `parse/`.
 * Exports nothing to the entry.
 */
export {};
