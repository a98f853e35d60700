export { createHttpClient } from './create-http-client.js';
export type { HttpClient, HttpClientOptions, PhotoRequestOptions } from './create-http-client.js';
export type { RateLimit, RateLimitWindow } from './rate-limit.js';
export { ApiError } from './errors/api-error.js';
export { HttpError } from './errors/http-error.js';
export { UnauthorizedError } from './errors/unauthorized-error.js';
export { NotFoundError } from './errors/not-found-error.js';
export { RateLimitError } from './errors/rate-limit-error.js';
export { ConnectionError } from './errors/connection-error.js';
