/**
 * The secrets wing: keeping the token, the client secret and the refresh token out of
 * every error. A `Redactor` learns the secrets of one exchange and replaces each echo of
 * them (as sent, URL-encoded, JSON-escaped) in texts, headers and thrown values
 * (`redactor.ts`), finding the echoes in linear time (`echo-finder.ts`), and copies what a
 * user's `fetch` threw without its secrets (`secret-free-copy.ts`).
 *
 * May import: `shared/`; nothing else of the entry, nothing below `http/`. Sends nothing:
 * the requests that carry secrets are the transport's (`transport/secret-form-post.ts`).
 * Exports nothing to the entry.
 */
export {};
