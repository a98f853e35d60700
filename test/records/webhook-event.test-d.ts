import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expectTypeOf, it } from 'vitest';
import { WebhookEvent, type Id, type WebhookAspectType, type WebhookObjectType } from '../../src/index.js';

declare const value: unknown;

describe('WebhookEvent\'s types', () => {
  it('types every field as T | null, ids as Id, updates as a read-only map of scalars', () => {
    const event = WebhookEvent.parse(value);
    expectTypeOf(event.object_type).toEqualTypeOf<WebhookObjectType | null>();
    expectTypeOf(event.object_id).toEqualTypeOf<Id | null>();
    expectTypeOf(event.aspect_type).toEqualTypeOf<WebhookAspectType | null>();
    expectTypeOf(event.updates).toEqualTypeOf<Readonly<Record<string, string | number | boolean>> | null>();
    expectTypeOf(event.owner_id).toEqualTypeOf<Id | null>();
    expectTypeOf(event.subscription_id).toEqualTypeOf<Id | null>();
    expectTypeOf(event.event_time).toEqualTypeOf<number | null>();
    expectTypeOf(event).not.toHaveProperty('bound_client');
    // @ts-expect-error updates are read-only
    if (event.updates !== null) event.updates.title = '';
  });

  it('offers the known object and aspect types for completion and accepts any string', () => {
    expectTypeOf<'activity'>().toExtend<WebhookObjectType>();
    expectTypeOf<'athlete'>().toExtend<WebhookObjectType>();
    expectTypeOf<'route'>().toExtend<WebhookObjectType>();
    expectTypeOf<'create' | 'update' | 'delete'>().toExtend<WebhookAspectType>();
    expectTypeOf<string>().toExtend<WebhookAspectType>();
    expectTypeOf<WebhookAspectType>().toExtend<string>();
  });

  it('is a record class like the others: no constructor, a Standard Schema of its own records', () => {
    expectTypeOf(WebhookEvent).not.toExtend<abstract new (...args: never) => unknown>();
    expectTypeOf(WebhookEvent).toExtend<StandardSchemaV1<unknown, WebhookEvent>>();
    expectTypeOf(WebhookEvent.parseMany(value)).toEqualTypeOf<WebhookEvent[]>();
    // @ts-expect-error the constructor is private
    new WebhookEvent({});
  });
});
