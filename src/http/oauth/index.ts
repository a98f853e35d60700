/**
 * The OAuth wing: getting and keeping an athlete's tokens. The authorize URL
 * (`authorize-url.ts`), the code's exchange (`exchange-code.ts`), deauthorization
 * (`deauthorize.ts`), the refresher that keeps an access token valid
 * (`token-refresher.ts`), the token endpoint's answer as both read it (`token-answer.ts`),
 * and the app's credentials as every call that sends them reads them
 * (`client-credentials.ts`).
 *
 * May import: `shared/`, `errors/`, `transport/`; below `http/`, `parse/`, and a record
 * class as a type, loaded with `import()` (`exchangeCode`'s `SummaryAthlete`).
 */
export { createTokenRefresher, type TokenRefresher, type TokenRefresherOptions } from './token-refresher.js';
export type { RefreshedTokens } from './token-answer.js';
export { authorizeUrl, type ApprovalPrompt, type AuthorizeUrlOptions, type OAuthScope } from './authorize-url.js';
export { exchangeCode, type ExchangeCodeOptions, type ExchangedTokens } from './exchange-code.js';
export { deauthorize, type DeauthorizeOptions } from './deauthorize.js';
export type { ClientCredentials } from './client-credentials.js';
