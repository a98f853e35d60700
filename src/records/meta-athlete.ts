import type { ActivityStats } from '../client/api-types.js';
import type { AccessOptions } from '../client/client-handle.js';
import { RelatedCalls } from '../client/related-calls.js';
import type { Id } from '../parse/id.js';
import { BoundRecord } from './bound-record.js';
import type { ExtraFields, FieldSource } from './field-source.js';
import { SpecKeys } from './spec-keys.js';

const KEYS = new SpecKeys(['id', 'resource_state'], ['bound_client']);

/**
 * A reference to an athlete (`Lap.athlete`). Bound to a client, it reaches the athlete's
 * summary stats lazily; the accessor is memoised.
 */
export class MetaAthlete extends BoundRecord {
  /** The athlete's id. */
  readonly id: Id | null;
  /** How much detail the API included: 1 meta, 2 summary, 3 detail. */
  readonly resource_state: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;
  #related: RelatedCalls | null = null;

  /** @internal Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  constructor(source: FieldSource) {
    super(source);
    this.id = source.id('id');
    this.resource_state = source.integer('resource_state');
    this.extra = source.extra(KEYS);
  }

  /** The athlete's summary stats: recent, year-to-date and all-time totals. */
  stats(options?: AccessOptions): Promise<ActivityStats> {
    this.#related ??= new RelatedCalls();
    return this.#related.access('MetaAthlete', 'stats', 'getAthleteStats', this.bound_client, this.id, options);
  }

  protected specKeys(): SpecKeys {
    return KEYS;
  }
}
