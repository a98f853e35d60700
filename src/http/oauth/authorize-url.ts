import { readClientId } from './client-credentials.js';
import { describeKind, describeQuoted } from '../../parse/received-value.js';
import type { OptionNames } from '../shared/known-names.js';
import { OptionReader } from '../shared/option-reader.js';
import { loneSurrogateAt } from '../shared/lone-surrogate.js';

/** The page where an athlete authorizes an application (on the web; there is no other default). */
const AUTHORIZE_PAGE = 'https://www.strava.com/oauth/authorize';

/**
 * A scope an application may ask for: the known ones, offered for completion; any other
 * string is accepted too (the API may add scopes).
 * - `read`: public segments, routes, profiles, posts, events, club feeds and leaderboards;
 * - `read_all`: private routes, segments and events;
 * - `profile:read_all`: every profile detail, even those visible to followers only;
 * - `profile:write`: update the athlete's weight and FTP, star segments;
 * - `activity:read`: activities visible to everyone and to followers (not private ones);
 * - `activity:read_all`: the same and private activities, with privacy zones;
 * - `activity:write`: create and edit activities.
 */
export type OAuthScope =
  | 'read'
  | 'read_all'
  | 'profile:read_all'
  | 'profile:write'
  | 'activity:read'
  | 'activity:read_all'
  | 'activity:write'
  | (string & {});

/**
 * Whether the authorize page asks again: `auto` (the API's default) skips it for an
 * athlete who already authorized these scopes, `force` always shows it.
 */
export type ApprovalPrompt = 'auto' | 'force';

/** Options of `authorizeUrl`. Each is read from the object's own properties only. */
export interface AuthorizeUrlOptions {
  /** The application's client id. */
  readonly clientId: string | number;
  /**
   * Where the API sends the athlete back, with `code`, `scope` and `state` in the query
   * (or `error=access_denied`): an absolute URL whose host is the application's
   * "Authorization Callback Domain" (`localhost` and `127.0.0.1` are always allowed).
   */
  readonly redirectUri: string;
  /**
   * The scopes to ask for: an array of scope names, or one string of names separated by
   * commas (`'read,activity:read_all'`). At least one; a name holds no comma and no white
   * space. The athlete may grant fewer: the redirect's `scope` says which.
   */
  readonly scope: readonly OAuthScope[] | string;
  /**
   * A value the API gives back unchanged in the redirect's `state`: pass one that is
   * random for each visitor and check it in the callback, so that no other site can
   * start the flow for them. Omitted when not given.
   */
  readonly state?: string | undefined;
  /** `auto` or `force`; omitted when not given, which the API takes as `auto`. */
  readonly approvalPrompt?: ApprovalPrompt | undefined;
}

/** A character a scope name cannot hold: the separator, or white space. */
const NOT_IN_SCOPE_NAME = /[\s,]/;
/** Characters of a scope name or an approval prompt a message quotes at most. */
const MAX_QUOTED_NAME = 100;

/** The options of `authorizeUrl`. */
const AUTHORIZE_URL_OPTIONS = { clientId: true, redirectUri: true, scope: true, state: true, approvalPrompt: true } as const satisfies OptionNames<AuthorizeUrlOptions>;

/**
 * The URL of the authorize page (`https://www.strava.com/oauth/authorize`) to send an
 * athlete to, with `client_id`, `redirect_uri`, `response_type=code`, `approval_prompt`
 * (when given), `scope` (the names joined with commas) and `state` (when given), each
 * percent-encoded but for `:`, `/` and `,`, which a query may hold as they are.
 *
 * The athlete comes back to `redirectUri` with `code` (for `exchangeCode`), `scope` (the
 * scopes granted, comma-separated: the athlete may untick some) and `state`, or with
 * `error=access_denied`. The granted scopes are only there: the token answer does not
 * repeat them.
 *
 * @throws TypeError when an option is missing or of the wrong type: a `redirectUri` that
 *   is not an absolute URL; a `scope` that names no scope, has an empty name, or a name
 *   with a comma or white space (in an array, `['read,activity:read']` would ask for two
 *   scopes without saying so); an `approvalPrompt` other than `auto` or `force`; a string
 *   that holds a lone surrogate, which no URL can carry (named by its option: `state`,
 *   `scope[1]`).
 * @example
 * ```ts
 * const url = authorizeUrl({ clientId: 1234, redirectUri: 'http://localhost:8080/callback', scope: ['read', 'activity:read_all'], state });
 * ```
 * @example
 * An app that writes asks for the write scopes too: `activity:write` for uploads and
 * activities, `profile:write` for the weight and stars (a write without its scope rejects
 * with `UnauthorizedError`, `reason: 'missing-scope'`, `scope` naming it):
 * ```ts
 * const url = authorizeUrl({ clientId: 1234, redirectUri, scope: ['read', 'activity:write', 'profile:write'], state, approvalPrompt: 'force' });
 * ```
 */
export function authorizeUrl(options: AuthorizeUrlOptions): string {
  const where = 'authorizeUrl';
  const reader = new OptionReader(options, where, AUTHORIZE_URL_OPTIONS);
  const parameters: [string, string][] = [
    ['client_id', wellFormed(readClientId(reader, where), where, 'clientId')],
    ['redirect_uri', wellFormed(reader.absoluteUrl('redirectUri'), where, 'redirectUri')],
    ['response_type', 'code'],
  ];
  const approvalPrompt: unknown = reader.get('approvalPrompt');
  if (approvalPrompt !== undefined) {
    if (approvalPrompt !== 'auto' && approvalPrompt !== 'force') {
      throw new TypeError(`${where}: approvalPrompt must be 'auto' or 'force', received ${describeQuoted(approvalPrompt, MAX_QUOTED_NAME)}`);
    }
    parameters.push(['approval_prompt', approvalPrompt]);
  }
  parameters.push(['scope', scopeNames(reader.get('scope'), where).join(',')]);
  const state = reader.optionalString('state');
  if (state !== undefined) parameters.push(['state', wellFormed(state, where, 'state')]);
  return `${AUTHORIZE_PAGE}?${parameters.map(([name, value]) => `${name}=${queryValue(value)}`).join('&')}`;
}

/**
 * `value`, when it is well-formed UTF-16: a lone surrogate (half of a pair) has no UTF-8
 * form, so no URL can carry it, and `encodeURIComponent` throws the engine's `URIError`.
 *
 * @param option The option it came from, for the message (`state`, `scope[1]`).
 * @throws TypeError naming the option and where in it the lone surrogate is.
 */
function wellFormed(value: string, where: string, option: string): string {
  const at = loneSurrogateAt(value);
  if (at !== -1) throw new TypeError(`${where}: ${option} holds a lone surrogate at index ${at} (half of a UTF-16 pair), which no URL can carry; pass well-formed text`);
  return value;
}

/**
 * `value` encoded for a query, `:`, `/` and `,` left as they are (a query may hold them):
 * the link reads as the API's docs write it, `scope=read,activity:read_all`.
 */
function queryValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A|%2F|%2C/g, (escape) => decodeURIComponent(escape));
}

/**
 * The scope names of the `scope` option, each checked.
 *
 * @throws TypeError when it names none, or a name is empty or holds a comma or white space.
 */
function scopeNames(scope: unknown, where: string): string[] {
  let names: unknown[];
  if (typeof scope === 'string') names = scope.split(',');
  else if (Array.isArray(scope)) names = Array.from(scope as unknown[]);
  else throw new TypeError(`${where}: scope must be an array of scope names or a comma-separated string, received ${describeKind(scope)}`);
  if (names.length === 0 || scope === '') throw new TypeError(`${where}: scope must name at least one scope (the API asks for one; 'read' is the least)`);
  names.forEach((name, index) => {
    const at = Array.isArray(scope) ? `scope[${index}]` : `scope name ${index + 1}`;
    if (typeof name !== 'string' || name === '') throw new TypeError(`${where}: ${at} must be a non-empty string, received ${describeQuoted(name, MAX_QUOTED_NAME)}`);
    if (NOT_IN_SCOPE_NAME.test(name)) {
      throw new TypeError(`${where}: ${at} ${describeQuoted(name, MAX_QUOTED_NAME)} holds a comma or white space; give each scope as a name of its own`);
    }
    wellFormed(name, where, at);
  });
  return names as string[];
}
