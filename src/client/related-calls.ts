import type { Id } from '../parse/id.js';
import type { AccessOptions, ClientHandle } from './client-handle.js';
import { MissingIdError } from './missing-id-error.js';
import { SharedCall } from './shared-call.js';
import { UnboundEntityError } from './unbound-entity-error.js';

/** A `ClientHandle` method that fetches related data. */
export type RelatedMethod = keyof ClientHandle;

/** What a client method gives, once awaited. */
export type Related<M extends RelatedMethod> = Awaited<ReturnType<ClientHandle[M]>>;

/**
 * The lazy accessors of one record: one memoised `SharedCall` per client method, made on
 * first use so that records nobody asks about carry no memo at all.
 */
export class RelatedCalls {
  readonly #calls: Partial<Record<RelatedMethod, SharedCall<unknown>>> = {};

  /**
   * Fetches related data through `client`, memoised. Rejects (never throws) with
   * `UnboundEntityError` without a client and `MissingIdError` without an id, before
   * touching the client.
   */
  access<M extends RelatedMethod>(
    record: string,
    accessor: string,
    method: M,
    client: ClientHandle | null,
    id: Id | null,
    options: AccessOptions | undefined,
  ): Promise<Related<M>> {
    if (client === null) return Promise.reject(new UnboundEntityError(record, accessor));
    if (id === null) return Promise.reject(new MissingIdError(record, accessor));
    const shared = (this.#calls[method] ??= new SharedCall<unknown>()) as SharedCall<Related<M>>;
    return shared.run(options ?? {}, (signal) => callClient(client, method, id, signal));
  }
}

function callClient<M extends RelatedMethod>(client: ClientHandle, method: M, id: Id, signal: AbortSignal): Related<M> {
  const fetchRelated: unknown = client[method];
  if (typeof fetchRelated !== 'function') {
    throw new TypeError(`The bound client has no ${method}() method; a ClientHandle must implement it`);
  }
  return (fetchRelated as (id: Id, options: { signal: AbortSignal }) => Related<M>).call(client, id, { signal });
}
