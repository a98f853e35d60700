import { readEventId } from '../parse/event-id.js';
import type { Id } from '../parse/id.js';
import type { ExtraFields } from '../parse/record-types.js';
import type { FieldReader } from '../parse/field-reader.js';
import { readScalarMap } from '../parse/scalar-map.js';
import { SpecKeys } from '../parse/spec-keys.js';
import { DataRecord } from '../core/data-record.js';
import type { StandardSchemaV1Props } from '../parse/standard-schema.js';

const KEYS = /* @__PURE__ */ new SpecKeys(() => WebhookEvent);

/**
 * What an event is about (`WebhookEvent.object_type`): the known values, offered for
 * completion; any other string is accepted too.
 */
export type WebhookObjectType = 'activity' | 'athlete' | (string & {});

/**
 * What happened to it (`WebhookEvent.aspect_type`): the known values, offered for
 * completion; any other string is accepted too.
 */
export type WebhookAspectType = 'create' | 'update' | 'delete' | (string & {});

/**
 * An event the API pushes to a push subscription's callback URL (the body of its POST): an
 * activity created, updated or deleted, or an athlete who revoked the application's
 * access. It names the object by id only; fetch the rest if needed. Plain data: it has no
 * client.
 *
 * Read the body with `decodeJSON`, since activity ids go beyond 2^53 (`JSON.parse` would
 * round them). `object_type` and `aspect_type` take any string: their types list the
 * known values for completion only.
 *
 * @example
 * ```ts
 * const event = WebhookEvent.parse(decodeJSON(body));
 * if (event.object_type === 'activity' && event.aspect_type === 'create') console.log('new activity', event.object_id);
 * if (event.object_type === 'athlete' && event.updates?.authorized === 'false') console.log('access revoked by', event.owner_id);
 * ```
 */
export class WebhookEvent extends DataRecord {
  /** This class as a Standard Schema v1: `validate` gives `{ value: WebhookEvent }` or `{ issues }`. */
  declare static readonly '~standard': StandardSchemaV1Props<WebhookEvent>;
  /** What the event is about: `activity` or `athlete`. Any string. */
  readonly object_type: WebhookObjectType | null;
  /** The activity's id for an activity event, the athlete's for an athlete event (a bigint only beyond 2^53; from 1 to 2^63 - 1). */
  readonly object_id: Id | null;
  /** What happened: `create`, `update` or `delete`. Any string. */
  readonly aspect_type: WebhookAspectType | null;
  /**
   * What changed, as the API sent it: for an activity update, some of `title`, `type` and
   * `private`; for an athlete who revoked access, `authorized: "false"` (a string). Values
   * are strings, numbers or booleans, each kept as sent (`"true"` stays a string). Empty
   * for a create or delete. Read-only, null prototype.
   */
  readonly updates: Readonly<Record<string, string | number | boolean>> | null;
  /** The athlete who owns the object (an id from 1 to 2^63 - 1). */
  readonly owner_id: Id | null;
  /** The push subscription the event was sent for (an id from 1 to 2^63 - 1). */
  readonly subscription_id: Id | null;
  /** When the event happened, in seconds since the epoch. */
  readonly event_time: number | null;
  /** Fields the spec does not name, as received. */
  readonly extra: ExtraFields;

  /** Records are built by `parse`, `safeParse` and `parseMany`. */
  private constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.object_type = reader.string(input.object_type, 'object_type');
    this.object_id = reader.kind(input.object_id, 'object_id', readEventId, 'integer');
    this.aspect_type = reader.string(input.aspect_type, 'aspect_type');
    this.updates = reader.kind(input.updates, 'updates', readScalarMap, 'object');
    this.owner_id = reader.kind(input.owner_id, 'owner_id', readEventId, 'integer');
    this.subscription_id = reader.kind(input.subscription_id, 'subscription_id', readEventId, 'integer');
    this.event_time = reader.integer(input.event_time, 'event_time');
    this.extra = reader.extra(KEYS);
  }
}
