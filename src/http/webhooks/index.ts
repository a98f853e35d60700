/**
 * The webhooks wing: what an app needs to receive the API's events. The push
 * subscription calls, which carry the app's credentials (`push-subscriptions.ts`), and the
 * answer to the subscription challenge (`webhook-challenge.ts`). The event itself is a
 * record of the main entry, `WebhookEvent`.
 *
 * May import: `shared/`, `errors/`, `transport/`, `oauth/` (the credentials); below
 * `http/`, `parse/`.
 */
export {
  createPushSubscription,
  deletePushSubscription,
  viewPushSubscription,
  type CreatePushSubscriptionOptions,
  type DeletePushSubscriptionOptions,
  type PushSubscription,
  type PushSubscriptionOptions,
} from './push-subscriptions.js';
export { answerWebhookChallenge, type WebhookChallengeAnswer, type WebhookChallengeQuery } from './webhook-challenge.js';
