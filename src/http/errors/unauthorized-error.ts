import type { ApiFault } from '../api-fault.js';
import { HttpError, type HttpAnswerDetails } from './http-error.js';

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
  override readonly name = 'UnauthorizedError';
  /**
   * `'invalid-token'` when the fault names `access_token` with code `invalid`;
   * `'missing-scope'` when it names a `*_permission` field with code `missing`; otherwise null.
   */
  readonly reason: UnauthorizedReason | null;
  /** The permission the token lacks, as the fault names it (`activity:read_permission`), or null. */
  readonly scope: string | null;

  /**
   * Made by the client from a 401 answer; `reason` and `scope` are read from its fault.
   *
   * @param answer The 401 answer.
   * @param refusal `reason` and `scope` as read from the fault before secrets were taken
   *   out of it (the client passes them, so that a token that happens to spell part of the
   *   fault never hides the reason); by default read from `answer.fault`.
   */
  constructor(answer: HttpAnswerDetails, refusal: Pick<UnauthorizedError, 'reason' | 'scope'> = readRefusal(answer.fault)) {
    const { reason, scope } = refusal;
    super(answer, ` Unauthorized${reason === null ? '' : ` (${reason}${scope === null ? '' : ` ${scope}`})`}`);
    this.reason = reason;
    this.scope = scope;
  }
}

/** Why the fault says the token was refused, and the scope it lacks. */
export function readRefusal(fault: ApiFault | null): Pick<UnauthorizedError, 'reason' | 'scope'> {
  for (const error of fault?.errors ?? []) {
    if (error.field === 'access_token' && error.code === 'invalid') return { reason: 'invalid-token', scope: null };
    if (error.code === 'missing' && error.field?.endsWith('_permission') === true) {
      return { reason: 'missing-scope', scope: error.field };
    }
  }
  return { reason: null, scope: null };
}
