import { describe, expectTypeOf, it } from 'vitest';
import type {
  ApiError,
  ConnectionError,
  HttpClientOptions,
  HttpError,
  NotFoundError,
  RateLimitError,
  RefreshedTokens,
  TimeoutError,
  TokenEndpointError,
  TokenExchangeError,
  TokenRefreshError,
  TokenRefresherOptions,
  UnauthorizedError,
  UnknownOutcomeError,
  UploadError,
} from '../../src/http/index.js';

describe('the HTTP errors\' names', () => {
  it('are the literal of a leaf class, and the union of its own and its subclasses\' on a class others extend', () => {
    expectTypeOf<NotFoundError['name']>().toEqualTypeOf<'NotFoundError'>();
    expectTypeOf<UnauthorizedError['name']>().toEqualTypeOf<'UnauthorizedError'>();
    expectTypeOf<RateLimitError['name']>().toEqualTypeOf<'RateLimitError'>();
    expectTypeOf<TimeoutError['name']>().toEqualTypeOf<'TimeoutError'>();
    expectTypeOf<TokenRefreshError['name']>().toEqualTypeOf<'TokenRefreshError'>();
    expectTypeOf<TokenExchangeError['name']>().toEqualTypeOf<'TokenExchangeError'>();
    expectTypeOf<UnknownOutcomeError['name']>().toEqualTypeOf<'UnknownOutcomeError'>();
    expectTypeOf<UploadError['name']>().toEqualTypeOf<'UploadError'>();
    expectTypeOf<HttpError['name']>().toEqualTypeOf<'HttpError' | 'UnauthorizedError' | 'NotFoundError' | 'RateLimitError'>();
    expectTypeOf<ConnectionError['name']>().toEqualTypeOf<'ConnectionError' | 'TimeoutError'>();
    expectTypeOf<TokenEndpointError['name']>().toEqualTypeOf<'TokenRefreshError' | 'TokenExchangeError'>();
    expectTypeOf<ApiError['name']>().toEqualTypeOf<HttpError['name'] | ConnectionError['name'] | 'ApiError' | 'TokenRefreshError' | 'TokenExchangeError' | 'UnknownOutcomeError'>();
  });

  it('narrow in a switch', () => {
    const describe = (error: ApiError) => {
      switch (error.name) {
        case 'RateLimitError':
          return 'rate';
        case 'TimeoutError':
          return 'timeout';
        default:
          return error.name;
      }
    };
    expectTypeOf(describe).returns.toEqualTypeOf<'rate' | 'timeout' | 'ApiError' | 'HttpError' | 'UnauthorizedError' | 'NotFoundError' | 'ConnectionError' | 'TokenRefreshError' | 'TokenExchangeError' | 'UnknownOutcomeError'>();
  });
});

describe('the options and tokens of this round', () => {
  it('take maxItems, and a saved expiry that may be null', () => {
    expectTypeOf<HttpClientOptions['maxItems']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<RefreshedTokens['expiresAt']>().toEqualTypeOf<number | null>();
    expectTypeOf<RefreshedTokens['expiresAt']>().toExtend<TokenRefresherOptions['expiresAt']>();
  });
});
