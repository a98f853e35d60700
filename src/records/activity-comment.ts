import type { Id } from '../parse/id.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { BoundRecord } from './bound-record.js';
import { SummaryAthlete } from './summary-athlete.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => ActivityComment, ['bound_client']);

/**
 * A comment on an activity: the items of `GET /activities/{id}/comments`, as
 * `MetaActivity#comments` gives them. Bound to a client: its `athlete` is bound to the
 * same client, so `comment.athlete?.stats()` reaches the author's stats. (Named
 * `ActivityComment`, so that it never means the DOM's global `Comment` type.)
 *
 * @example
 * ```ts
 * for (const comment of await activity.comments()) console.log(comment.athlete?.firstname, comment.text);
 * ```
 */
export class ActivityComment extends BoundRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: ActivityComment }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<ActivityComment>;
  /** The comment's identifier (a bigint only beyond 2^53). */
  readonly id: Id | null;
  /** The activity commented on. */
  readonly activity_id: Id | null;
  /** The post commented on, when the comment is not on an activity. */
  readonly post_id: Id | null;
  /** How much detail the API included: 1 meta, 2 summary, 3 detail. */
  readonly resource_state: number | null;
  /** The comment's text. */
  readonly text: string | null;
  /** When the comment was made: an RFC 3339 date-time string, as given (an instant). */
  readonly created_at: string | null;
  /** Who wrote the comment, bound to the comment's client. */
  readonly athlete: SummaryAthlete | null;
  /** Opaque paging cursor: the last comment's cursor is the `after_cursor` of the next page. */
  readonly cursor: string | null;
  /** Number of reactions to the comment. */
  readonly reaction_count: number | null;
  /** Whether the authenticated athlete reacted to the comment. */
  readonly has_reacted: boolean | null;
  /** Fields the spec does not name (such as `mentions_metadata`), as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse`, `parseMany` and `bind`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.id = reader.id(input.id, 'id');
    this.activity_id = reader.id(input.activity_id, 'activity_id');
    this.post_id = reader.id(input.post_id, 'post_id');
    this.resource_state = reader.integer(input.resource_state, 'resource_state');
    this.text = reader.string(input.text, 'text');
    this.created_at = reader.dateTime(input.created_at, 'created_at');
    this.athlete = reader.record(input.athlete, 'athlete', SummaryAthlete);
    this.cursor = reader.string(input.cursor, 'cursor');
    this.reaction_count = reader.integer(input.reaction_count, 'reaction_count');
    this.has_reacted = reader.boolean(input.has_reacted, 'has_reacted');
    this.extra = reader.extra(KEYS);
  }
}
