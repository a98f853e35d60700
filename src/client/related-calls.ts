import type { Id } from '../parse/id.js';
import type { AccessOptions, ClientHandle, MaybePromise } from './client-handle.js';
import { MissingIdError } from './missing-id-error.js';
import { SharedCall } from './shared-call.js';
import { UnboundEntityError } from './unbound-entity-error.js';

/** A `ClientHandle` method that fetches related data. */
export type RelatedMethod = keyof ClientHandle;

/**
 * Turns a client's decoded body into what the accessor gives, bound to `client`, or throws
 * (a record's `parse` or `parseMany`, which throws `ParseError`).
 */
export type ValidateBody<T> = (body: unknown, client: ClientHandle) => T;

/** A record that reaches related data: what an accessor needs of it. */
export interface RelatedOwner {
  readonly bound_client: ClientHandle | null;
  readonly id: Id | null;
}

/**
 * The memoised calls of each record, one `SharedCall` per client method. Kept beside the
 * records rather than in them, so that the many records nobody asks about carry no memo
 * slot at all, and a record's memo goes when the record does.
 */
const callsByRecord = new WeakMap<RelatedOwner, Partial<Record<RelatedMethod, SharedCall<unknown>>>>();

/**
 * Fetches related data of `owner` through its client and validates it, memoised per
 * record and method:
 * - the body is validated inside the shared call, so concurrent callers share one client
 *   call and one validation, and only a valid result is kept (frozen, since every later
 *   caller gets the same value); a body that arrives after every caller has aborted is
 *   not validated;
 * - a body that does not validate rejects with what `validate` threw (a `ParseError`) and,
 *   like every failure, is not kept;
 * - rejects (never throws) with `UnboundEntityError` without a client and `MissingIdError`
 *   without an id, before touching the client, and with what reading `options` threw.
 */
export function accessRelated<T>(
  owner: RelatedOwner,
  record: string,
  accessor: string,
  method: RelatedMethod,
  validate: ValidateBody<T>,
  options: AccessOptions | undefined,
): Promise<T> {
  const client = owner.bound_client;
  const id = owner.id;
  if (client === null) return Promise.reject(new UnboundEntityError(record, accessor));
  if (id === null) return Promise.reject(new MissingIdError(record, accessor));
  let calls = callsByRecord.get(owner);
  if (calls === undefined) {
    calls = {};
    callsByRecord.set(owner, calls);
  }
  const shared = (calls[method] ??= new SharedCall<unknown>()) as SharedCall<T>;
  return shared.run(options ?? {}, (signal) =>
    Promise.resolve(callClient(client, method, id, signal)).then((body) => {
      // Every caller has left: the result would be dropped, so a large body is not read for nothing.
      signal.throwIfAborted();
      const result = validate(body, client);
      Object.freeze(result);
      return result;
    }),
  );
}

function callClient(client: ClientHandle, method: RelatedMethod, id: Id, signal: AbortSignal): MaybePromise<unknown> {
  // Object() lets a client that is no object (a number given as `client`) fail with the TypeError below.
  const fetchRelated: unknown = Reflect.get(Object(client), method);
  if (typeof fetchRelated !== 'function') {
    throw new TypeError(`The bound client has no ${method}() method; a ClientHandle must implement it`);
  }
  return (fetchRelated as (id: Id, options: { signal: AbortSignal }) => MaybePromise<unknown>).call(client, id, { signal });
}
