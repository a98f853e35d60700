/**
 * A lazy accessor was called on a record whose `id` is null (or, for `Lap#streams()` and
 * `SegmentEffort#streams()`, whose `activity` or `activity.id` is null), so there is
 * nothing to ask the client about. The client is never called.
 */
export class MissingIdError extends Error {
  /**
   * Always `'MissingIdError'`: tells the error apart where `instanceof` cannot (another
   * realm, another copy of the package).
   */
  override readonly name = 'MissingIdError' as const;
  /** The record class, for example `MetaAthlete`. */
  readonly record: string;
  /** The accessor called, for example `stats`. */
  readonly accessor: string;
  /** The field found null, as a path from the record: `id`, or `activity` or `activity.id` for a lap's `streams()`. */
  readonly field: string;

  /**
   * An error whose message names the record class, the accessor called and the field found
   * null (`MetaAthlete#stats() needs the record's id, but id is null`). The accessors build
   * it; a test double may too.
   *
   * @param record the record class, for example `MetaAthlete`
   * @param accessor the accessor called, for example `stats`
   * @param field the field found null, as a path from the record; default `id`
   */
  constructor(record: string, accessor: string, field = 'id') {
    super(`${record}#${accessor}() needs the record's ${field}, but ${field} is null`);
    this.record = record;
    this.accessor = accessor;
    this.field = field;
  }
}
