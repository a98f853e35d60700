/**
 * A ready `ClientHandle` for the real API over the platform's `fetch`: tokens and their
 * refresh, retries, paging, rate limits, and the errors an exchange can end with;
 * `syncActivities`, which keeps an app's copy of the athlete's activities in step; the
 * OAuth steps that get an athlete's tokens, and the push subscriptions and challenge of
 * webhook events.
 *
 * @module activity-records/http
 */
export { createHttpClient } from './endpoints/create-http-client.js';
export type { HttpClientOptions } from './endpoints/http-client-options.js';
export type { AthleteActivitiesOptions, HttpClient, PhotoRequestOptions } from './endpoints/http-client.js';
export type { ActivityRequestOptions, StreamRequestOptions } from '../core/client-handle.js';
export { syncActivities } from './sync/sync-activities.js';
export type { SyncActivityItem, SyncInvalidItem, SyncItem, SyncOptions, SyncPageProgress, SyncProgress, SyncWaitProgress } from './sync/sync-options.js';
export type { SyncCheckpoint, SyncCheckpointSecond } from './errors/sync-checkpoint-format.js';
export type { RequestWait, RequestWaitReason } from './transport/request-wait.js';
export { createTokenRefresher } from './oauth/token-refresher.js';
export type { TokenRefresher, TokenRefresherOptions } from './oauth/token-refresher.js';
export type { RefreshedTokens } from './oauth/token-answer.js';
export type { AccessToken, AccessTokenContext, AccessTokenFunction } from './transport/access-token.js';
export type { JsonObject } from '../parse/plain-object.js';
export type { RateLimit, RateLimitWindow } from './errors/rate-limit.js';
export type { RateLimitKind, RateLimitPeriod, RateLimitVerdict } from './errors/rate-limit-verdict.js';
export type { ApiFault, ApiFaultEntry } from './errors/api-fault.js';
export type { FetchFunction } from './transport/send-attempt.js';
export { ApiError } from './errors/api-error.js';
export { HttpError, type HttpAnswerDetails } from './errors/http-error.js';
export { UnauthorizedError, type UnauthorizedReason } from './errors/unauthorized-error.js';
export { NotFoundError } from './errors/not-found-error.js';
export { RateLimitError } from './errors/rate-limit-error.js';
export { ConnectionError } from './errors/connection-error.js';
export { TimeoutError } from './errors/timeout-error.js';
export { TokenEndpointError, type TokenEndpointFailure } from './errors/token-endpoint-error.js';
export { TokenRefreshError, type TokenRefreshFailure } from './errors/token-refresh-error.js';
export { authorizeUrl, type ApprovalPrompt, type AuthorizeUrlOptions, type OAuthScope } from './oauth/authorize-url.js';
export { exchangeCode, type ExchangeCodeOptions, type ExchangedTokens } from './oauth/exchange-code.js';
export { deauthorize, type DeauthorizeOptions } from './oauth/deauthorize.js';
export type { ClientCredentials } from './oauth/client-credentials.js';
export { TokenExchangeError, type TokenExchangeFailure } from './errors/token-exchange-error.js';
export {
  createPushSubscription,
  deletePushSubscription,
  viewPushSubscription,
  type CreatePushSubscriptionOptions,
  type DeletePushSubscriptionOptions,
  type PushSubscription,
  type PushSubscriptionOptions,
} from './webhooks/push-subscriptions.js';
export { answerWebhookChallenge, type WebhookChallengeAnswer, type WebhookChallengeQuery } from './webhooks/webhook-challenge.js';
