import type { ActivityStats } from '../client/api-types.js';
import type { AccessOptions } from '../client/client-handle.js';
import { accessRelated } from '../client/related-calls.js';
import type { Id } from '../parse/id.js';
import { BoundRecord } from './bound-record.js';
import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = new SpecKeys(['id', 'resource_state'], ['bound_client']);

/**
 * A reference to an athlete (`Lap.athlete`). Bound to a client, it reaches the athlete's
 * summary stats lazily; the accessor is memoised.
 */
export class MetaAthlete extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: MetaAthlete }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<MetaAthlete>;
  /** The athlete's id. */
  readonly id: Id | null;
  /** How much detail the API included: 1 meta, 2 summary, 3 detail. */
  readonly resource_state: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** @internal Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    this.extra = reader.extra(KEYS);
  }

  /** The athlete's summary stats: recent, year-to-date and all-time totals. */
  stats(options?: AccessOptions): Promise<ActivityStats> {
    return accessRelated(this, 'MetaAthlete', 'stats', 'getAthleteStats', options);
  }

  /** @internal The keys this class reads, for `toJSON()`. */
  protected specKeys(): SpecKeys {
    return KEYS;
  }
}
