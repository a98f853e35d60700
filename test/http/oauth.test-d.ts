import { describe, expectTypeOf, it } from 'vitest';
import type { Id, SummaryAthlete } from '../../src/index.js';
import {
  authorizeUrl,
  createPushSubscription,
  createTokenRefresher,
  exchangeCode,
  viewPushSubscription,
  answerWebhookChallenge,
  type ExchangedTokens,
  type OAuthScope,
  type PushSubscription,
  type RefreshedTokens,
  type TokenRefresherOptions,
  type WebhookChallengeAnswer,
} from '../../src/http/index.js';

declare const code: string;

describe('the OAuth calls\' types', () => {
  it('give tokens named and typed as the refresher keeps them, ready to spread into its options', async () => {
    const { athlete, ...tokens } = await exchangeCode({ clientId: 1, clientSecret: 's', code });
    expectTypeOf(athlete).toEqualTypeOf<SummaryAthlete>();
    expectTypeOf(tokens.accessToken).toEqualTypeOf<string>();
    expectTypeOf(tokens.refreshToken).toEqualTypeOf<string>();
    expectTypeOf(tokens.expiresAt).toEqualTypeOf<number | null>();
    expectTypeOf<ExchangedTokens>().toExtend<RefreshedTokens>();
    expectTypeOf(tokens).toExtend<Pick<TokenRefresherOptions, 'accessToken' | 'refreshToken' | 'expiresAt'>>();
    expectTypeOf(createTokenRefresher({ clientId: 1, clientSecret: 's', ...tokens })).returns.toEqualTypeOf<Promise<string>>();
  });

  it('offer the known scopes for completion and take any name, in a list or one string', () => {
    expectTypeOf<'activity:read_all'>().toExtend<OAuthScope>();
    expectTypeOf<'some:future_scope'>().toExtend<OAuthScope>();
    expectTypeOf(authorizeUrl({ clientId: 1, redirectUri: 'http://localhost/cb', scope: ['read', 'activity:read_all'] })).toEqualTypeOf<string>();
    expectTypeOf(authorizeUrl({ clientId: '1', redirectUri: 'http://localhost/cb', scope: 'read,activity:read_all', approvalPrompt: 'force' })).toEqualTypeOf<string>();
    // @ts-expect-error the approval prompt is auto or force
    authorizeUrl({ clientId: 1, redirectUri: 'http://localhost/cb', scope: 'read', approvalPrompt: 'always' });
  });
});

describe('the webhook calls\' types', () => {
  it('type a subscription\'s id and the challenge\'s answer', async () => {
    const created = await createPushSubscription({ clientId: 1, clientSecret: 's', callbackUrl: 'https://example.invalid/webhook', verifyToken: 'v' });
    expectTypeOf(created.id).toEqualTypeOf<Id>();
    expectTypeOf(created.callback_url).toEqualTypeOf<unknown>();
    expectTypeOf(await viewPushSubscription({ clientId: 1, clientSecret: 's' })).toEqualTypeOf<PushSubscription[]>();
    expectTypeOf(answerWebhookChallenge(new URLSearchParams(), 'v')).toEqualTypeOf<WebhookChallengeAnswer>();
    expectTypeOf(answerWebhookChallenge({ 'hub.mode': 'subscribe' }, 'v')['hub.challenge']).toEqualTypeOf<string>();
  });
});
