import type { Id } from '../parse/id.js';
import type { AccessOptions, ClientHandle, MaybePromise } from './client-handle.js';
import { MissingIdError } from './missing-id-error.js';
import { SharedCall } from './shared-call.js';
import { UnboundEntityError } from './unbound-entity-error.js';

/** A `ClientHandle` method that fetches related data. */
export type RelatedMethod = keyof ClientHandle;

/** What a client method gives, once awaited. */
export type Related<M extends RelatedMethod> = Awaited<ReturnType<ClientHandle[M]>>;

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
 * Fetches related data of `owner` through its client, memoised per record and method.
 * Rejects (never throws) with `UnboundEntityError` without a client and `MissingIdError`
 * without an id, before touching the client.
 */
export function accessRelated<M extends RelatedMethod>(
  owner: RelatedOwner,
  record: string,
  accessor: string,
  method: M,
  options: AccessOptions | undefined,
): Promise<Related<M>> {
  const client = owner.bound_client;
  const id = owner.id;
  if (client === null) return Promise.reject(new UnboundEntityError(record, accessor));
  if (id === null) return Promise.reject(new MissingIdError(record, accessor));
  let calls = callsByRecord.get(owner);
  if (calls === undefined) {
    calls = {};
    callsByRecord.set(owner, calls);
  }
  const shared = (calls[method] ??= new SharedCall<unknown>()) as SharedCall<Related<M>>;
  return shared.run(options ?? {}, (signal) => callClient(client, method, id, signal));
}

function callClient<M extends RelatedMethod>(
  client: ClientHandle,
  method: M,
  id: Id,
  signal: AbortSignal,
): MaybePromise<Related<M>> {
  const fetchRelated: unknown = client[method];
  if (typeof fetchRelated !== 'function') {
    throw new TypeError(`The bound client has no ${method}() method; a ClientHandle must implement it`);
  }
  return (fetchRelated as (id: Id, options: { signal: AbortSignal }) => MaybePromise<Related<M>>).call(client, id, { signal });
}
