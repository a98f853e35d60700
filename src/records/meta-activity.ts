import type { ActivityPhoto, ActivityZone, Comment, SummaryAthlete } from '../client/api-types.js';
import type { AccessOptions } from '../client/client-handle.js';
import { accessRelated } from '../client/related-calls.js';
import type { Id } from '../parse/id.js';
import { BoundRecord } from './bound-record.js';
import type { FieldReader } from '../parse/field-reader.js';
import type { ExtraFields } from '../parse/record-types.js';
import { SpecKeys } from '../parse/spec-keys.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = new SpecKeys(['id'], ['bound_client']);

/**
 * A reference to an activity (`Lap.activity`). Bound to a client, it reaches the
 * activity's comments, zones, kudos and photos lazily; each accessor is memoised.
 */
export class MetaActivity extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: MetaActivity }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<MetaActivity>;
  /** The activity's id. */
  readonly id: Id | null;
  /** Fields the spec does not name (such as `resource_state`), as received. */
  readonly extra: ExtraFields;

  /** @internal Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.extra = reader.extra(KEYS);
  }

  /** Every comment on the activity. */
  comments(options?: AccessOptions): Promise<readonly Comment[]> {
    return accessRelated(this, 'MetaActivity', 'comments', 'getActivityComments', options);
  }

  /** The activity's heart rate, power and pace zone distributions. */
  zones(options?: AccessOptions): Promise<readonly ActivityZone[]> {
    return accessRelated(this, 'MetaActivity', 'zones', 'getActivityZones', options);
  }

  /** The athletes who gave the activity kudos. */
  kudos(options?: AccessOptions): Promise<readonly SummaryAthlete[]> {
    return accessRelated(this, 'MetaActivity', 'kudos', 'getActivityKudos', options);
  }

  /** The activity's photos. */
  photos(options?: AccessOptions): Promise<readonly ActivityPhoto[]> {
    return accessRelated(this, 'MetaActivity', 'photos', 'getActivityPhotos', options);
  }

  /** @internal The keys this class reads, for `toJSON()`. */
  protected specKeys(): SpecKeys {
    return KEYS;
  }

}
