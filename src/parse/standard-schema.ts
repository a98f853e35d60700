import type { Issue } from './issue.js';

/**
 * What a Standard Schema `validate` returns: the valid value, or the issues found (each
 * with `message` and `path`, as the Standard Schema issue has them): at most 100, the
 * first found, as `ParseError.issues` holds them.
 */
export type StandardResult<Output> =
  | {
      /** The valid value: the record `parse` would have returned. */
      readonly value: Output;
      /** Absent on success. */
      readonly issues?: undefined;
    }
  | {
      /** The issues found (the first 100), each with `message` and `path` (and `expected`, `received`); never empty. */
      readonly issues: readonly Issue[];
    };

/**
 * The Standard Schema v1 properties of a record class (`Lap['~standard']`), the interface
 * that validation libraries share, so that tools which accept any Standard Schema accept
 * the record classes too. Written here from the published interface, which this type
 * satisfies structurally (`StandardSchemaV1<unknown, Output>`), so the library keeps no
 * runtime dependency.
 */
export interface StandardSchemaV1Props<Output> {
  /** The version of the Standard Schema interface: 1. */
  readonly version: 1;
  /** Who implements it: `activity-records`. */
  readonly vendor: 'activity-records';
  /** Validates a decoded JSON value as `parse` does: synchronous, and never throwing. */
  readonly validate: (value: unknown) => StandardResult<Output>;
  /** For type inference only (absent at run time): what `validate` takes and gives. */
  readonly types?:
    | {
        /** What `validate` takes: any value. */
        readonly input: unknown;
        /** What a valid value gives: the record. */
        readonly output: Output;
      }
    | undefined;
}
