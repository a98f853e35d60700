import type { AccessOptions } from '../core/client-handle.js';
import { accessRelated, type RelatedCall } from '../client/related-calls.js';
import type { Id } from '../parse/id.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { ActivityStats } from './activity-stats.js';
import { BoundRecord } from './bound-record.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => MetaAthlete, ['bound_client']);

const STATS: RelatedCall<ActivityStats> = {
  accessor: 'stats',
  method: 'getAthleteStats',
  read: (body, client) => ActivityStats.parse(body, { client }),
};

/**
 * A reference to an athlete (`Lap.athlete`, `SegmentEffort.athlete`), and what every
 * athlete record is (`SummaryAthlete`, `DetailedAthlete` extend it). Bound to a client,
 * it reaches the athlete's summary stats lazily.
 */
export class MetaAthlete extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: MetaAthlete }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<MetaAthlete>;
  /** The athlete's id (a bigint only beyond 2^53). */
  readonly id: Id | null;
  /** How much detail the API included: 1 meta, 2 summary, 3 detail. */
  readonly resource_state: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  // Protected, not private, for the subclass SummaryAthlete.
  protected constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    // The keys of the class built: a SummaryAthlete keeps its own fields out of `extra` too.
    this.extra = reader.extra(this.specKeys());
  }

  /**
   * The athlete's summary stats: recent, year-to-date and all-time totals
   * (`getAthleteStats`), through the client this athlete is bound to (a lap's, a
   * comment's, a kudos list's). Kudos lists often leave out the `id`: then it rejects with
   * `MissingIdError`.
   *
   * Needs a bound client and an `id`. Memoised per record: concurrent calls share one
   * client call, a success is kept and given again without calling the client, and
   * `refresh: true` calls it again (a success replaces the kept result, a failure leaves
   * it). Aborting `signal` rejects this caller alone, at once, with the signal's reason.
   *
   * Rejects, never throws: `UnboundEntityError` when the record has no client,
   * `MissingIdError` when its `id` is null (neither calls the client), `ParseError` when
   * the client's body does not validate (not kept), `SyntaxError` when it answers with
   * text that is not JSON, or whatever the client rejected with.
   */
  stats(options?: AccessOptions): Promise<ActivityStats> {
    return accessRelated(this, this.recordName(), STATS, options);
  }

  /** @internal The keys a record of this class reads (a subclass gives its own), for `extra`. */
  protected specKeys(): SpecKeys {
    return KEYS;
  }

  /** @internal The class's name, as the accessors' errors give it (a subclass gives its own). */
  protected recordName(): string {
    return 'MetaAthlete';
  }
}
