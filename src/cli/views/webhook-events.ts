import type { WebhookEvent } from '../../index.js';
import { countOf, epochUtcTime, MISSING, whole } from '../cells.js';
import { tableLines } from '../table.js';

const UPDATES_WIDTH = 40;

/**
 * Webhook events (the body the API posts to a push subscription's callback, one or many):
 * a row each with when it happened (UTC), what it is about and what happened to it, what
 * changed (`title=Morning Ride, private=true`; `authorized=false` for an athlete who
 * revoked access), the owner and the subscription.
 */
export function* webhookEventLines(events: readonly WebhookEvent[]): Generator<string, void, undefined> {
  yield `Webhook events (${countOf(events.length, 'event')})`;
  const columns = [
    { title: 'event time UTC', align: 'left' },
    { title: 'object', align: 'left' },
    { title: 'object id', align: 'right' },
    { title: 'aspect', align: 'left' },
    { title: 'updates', align: 'left', maxWidth: UPDATES_WIDTH },
    { title: 'owner id', align: 'right' },
    { title: 'subscription id', align: 'right' },
  ] as const;
  yield* tableLines(columns, events, (event) => [
    epochUtcTime(event.event_time),
    event.object_type ?? MISSING,
    whole(event.object_id),
    event.aspect_type ?? MISSING,
    updatesOf(event),
    whole(event.owner_id),
    whole(event.subscription_id),
  ]);
}

/** What changed, each key with its value as sent (`title=Morning Ride, private=true`); `-` for none. */
function updatesOf(event: WebhookEvent): string {
  const entries = Object.entries(event.updates ?? {});
  if (entries.length === 0) return MISSING;
  // Only the first few can show in the column: the rest are not joined.
  return entries.slice(0, UPDATES_WIDTH).map(([key, value]) => `${key}=${String(value)}`).join(', ');
}
