/**
 * The shared wing: the small pieces every other wing of `activity-records/http` uses, kept
 * once. How an options object is read and refused (`option-reader.ts`), the defaults of
 * every option (`defaults.ts`, `HTTP_DEFAULTS`, which the docs' tables are checked against),
 * how a message quotes a long text (`cut-text.ts`) and names a decoded body's kind
 * (`json-kind.ts`), time and waits that end on abort or after a bound (`clock.ts`,
 * `until-aborted.ts`, `within-time.ts`), epoch seconds (`epoch-seconds.ts`) and an id as a
 * path segment (`path-id.ts`).
 *
 * May import: nothing of the other wings; below `http/`, `client/` and `parse/`.
 * Exports nothing to the entry.
 */
export {};
