import type { FaultFacts } from './api-fault.js';
import { cutAfter } from '../../parse/cut-text.js';
import { HttpError, type HttpAnswerDetails } from './http-error.js';

/** Longest part of a scope's name a message quotes; the whole name stays in `scope`. */
const MAX_QUOTED_SCOPE = 100;

/** Why the API refused the token, as its fault says. */
export type UnauthorizedReason = 'invalid-token' | 'missing-scope';

/**
 * 401: the access token is missing, expired or revoked (`reason: 'invalid-token'`), or
 * lacks a scope the request needs (`reason: 'missing-scope'`, the scope in `scope`). On an
 * invalid token the client asks a token function for a fresh token once and tries again
 * before throwing this.
 */
export class UnauthorizedError extends HttpError {
  /** The error's class name, `UnauthorizedError`. */
  override readonly name = 'UnauthorizedError' as const;
  /**
   * `'invalid-token'` when the fault names `access_token` with code `invalid`;
   * `'missing-scope'` when it names a `*_permission` field with code `missing`; otherwise null.
   */
  readonly reason: UnauthorizedReason | null;
  /**
   * The permission the token lacks, as the fault names it (`activity:read_permission`); for
   * a call that needs a write scope, that scope (`activity:write`, `profile:write`) where the
   * fault names the write permission (`write_permission`, or the scope's own
   * `activity:write_permission`). Null when the fault names none.
   */
  readonly scope: string | null;

  /**
   * Made by the client from a 401 answer.
   *
   * @param answer The 401 answer, with `reason` and `scope` as read from its fault before
   *   secrets were taken out of it (the client passes them, so that a token that happens to
   *   spell part of the fault never hides the reason); by default read from `answer.fault`.
   * @param options `{ cause }`, when there is one.
   */
  constructor(answer: HttpAnswerDetails & Partial<Pick<UnauthorizedError, 'reason' | 'scope'>>, options?: ErrorOptions) {
    const { reason, scope } = answer.reason === undefined ? readRefusal(answer.fault) : { reason: answer.reason, scope: answer.scope ?? null };
    super({ ...answer, explanation: ` Unauthorized${reason === null ? '' : ` (${reason}${scope === null ? '' : ` ${cutAfter(scope, MAX_QUOTED_SCOPE)}`})`}` }, options);
    this.reason = reason;
    this.scope = scope;
  }
}

/**
 * Why the fault says the token was refused, and the scope it lacks.
 *
 * @param neededScope The write scope the call needs (`activity:write`), named in place of
 *   the fault's field when that field is the write permission: the API writes
 *   `write_permission` whichever write scope is missing.
 */
export function readRefusal(fault: FaultFacts | null, neededScope?: string): Pick<UnauthorizedError, 'reason' | 'scope'> {
  for (const error of fault?.errors ?? []) {
    if (error.field === 'access_token' && error.code === 'invalid') return { reason: 'invalid-token', scope: null };
    if (error.code === 'missing' && error.field?.endsWith('_permission') === true) {
      const isWritePermission = error.field === 'write_permission' || error.field === `${neededScope}_permission`;
      return { reason: 'missing-scope', scope: neededScope !== undefined && isWritePermission ? neededScope : error.field };
    }
  }
  return { reason: null, scope: null };
}
