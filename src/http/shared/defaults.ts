/**
 * The defaults of every option of `createHttpClient`, `createTokenRefresher`,
 * `syncActivities`, `waitForUpload`, the OAuth calls and the push subscriptions, in one
 * frozen object: the option readers fill each absent option from here, and a test holds
 * the docs' tables (`docs/http-client.md`, `docs/sync.md`, `docs/writing.md`) and every
 * `@default` of a doc comment to it.
 */
export const HTTP_DEFAULTS = Object.freeze({
  /** The API's root. */
  baseUrl: 'https://www.strava.com/api/v3',
  /** Items asked for per page of a list: the most the API serves. */
  pageSize: 200,
  /** Milliseconds each attempt may take, headers and body together (and getting its token). */
  timeout: 30_000,
  /** Tries one call may make again after a connection failure, a timeout or a 500/502/503/504. */
  maxRetries: 2,
  /** Milliseconds a request may wait for rate-limit windows to reset: never wait. */
  maxRateLimitWait: 0,
  /** Requests one list may make, its empty last page included. */
  maxPages: 100,
  /** Bytes of a 2xx body read at most: 32 MiB. */
  maxBodyBytes: 32 * 1024 * 1024,
  /** Items a collected list holds at most. */
  maxItems: 100_000,
  /** Whether a list ends at its first short page. */
  stopOnShortPage: false,
  /**
   * Milliseconds after its start within which an activity uploaded late is still given
   * by `syncActivities`: 7 days.
   */
  lateUploadWindow: 7 * 24 * 60 * 60 * 1000,
  /** The token endpoint the refresher posts to. */
  tokenUrl: 'https://www.strava.com/api/v3/oauth/token',
  /** Where `deauthorize` posts an access token to revoke the application's access. */
  deauthorizeUrl: 'https://www.strava.com/oauth/deauthorize',
  /** Milliseconds the refresher's request may take, and `onRefresh` after it. */
  refresherTimeout: 30_000,
  /** Milliseconds `waitForUpload` waits at most for an upload to become an activity: 10 minutes. */
  uploadTimeout: 10 * 60 * 1000,
  /** Milliseconds `waitForUpload` waits between two polls of an upload's status (the API asks for at most one a second). */
  pollInterval: 1_000,
});
