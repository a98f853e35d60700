import type { Id } from '../parse/id.js';
import { callSharedById } from './calls-by-id.js';
import type { AccessOptions, ClientHandle, MaybePromise } from '../core/client-handle.js';
import { MissingIdError } from './missing-id-error.js';
import { SharedCall } from './shared-call.js';
import { UnboundEntityError } from './unbound-entity-error.js';

/** A `ClientHandle` method that fetches related data. */
export type RelatedMethod = keyof ClientHandle;

/**
 * One accessor: which client method it calls, with what, and how it reads the answer into
 * records bound to the client. The readers throw (or reject) what a record's `parse` or
 * `parseMany` throws, `ParseError`.
 */
export interface RelatedCall<T> {
  /** The accessor's name, as errors give it: `details`. */
  readonly accessor: string;
  /** The client method called with the record's id: `getActivity`. */
  readonly method: RelatedMethod;
  /** What the client is asked besides the id and the signal (`{ includeAllEfforts: true }`); none by default. */
  readonly request?: Readonly<Record<string, unknown>>;
  /**
   * True for a method that takes no id (`getAthleteZones`, the authenticated athlete's):
   * it is called with the request alone, and a record without an id is no obstacle.
   */
  readonly withoutId?: boolean;
  /** Reads a decoded JSON body. */
  readonly read: (body: unknown, client: ClientHandle) => MaybePromise<T>;
  /**
   * Reads JSON text straight into the result, for a record that reads text faster than
   * `decodeJSON` and `read` together (`StreamSet.parseJSON`). Without it, text is decoded
   * with `decodeJSON` (ids beyond 2^53 exact) and given to `read`. UTF-8 bytes come to
   * either as their text, decoded once.
   */
  readonly readText?: (text: string, client: ClientHandle) => MaybePromise<T>;
  /**
   * Whether every record of the client with the same id shares the call (`callSharedById`),
   * rather than each record keeping its own: an activity and every reference to it share
   * its streams. Default false.
   */
  readonly sharedById?: boolean;
}

/** A record that reaches related data: what an accessor needs of it. */
export interface RelatedOwner {
  readonly bound_client: ClientHandle | null;
  /** The id the client is asked about: an `Id`, or a gear's string id (`b12345`). */
  readonly id: Id | string | null;
}

/**
 * The memoised calls of each record, one `SharedCall` per client method. Kept beside the
 * records rather than in them, so that the many records nobody asks about carry no memo
 * slot at all, and a record's memo goes when the record does.
 */
const callsByRecord = new WeakMap<RelatedOwner, Partial<Record<RelatedMethod, SharedCall<unknown>>>>();

/**
 * Fetches related data of `owner` through its client and reads it into records, memoised
 * per record and method (per client, method and id for a call `sharedById`):
 * - the client is called at once, in the accessor's own turn, with the record's id, the
 *   call's `request` and a signal;
 * - its answer may be the decoded body or the body's JSON text (a string, or UTF-8 bytes
 *   as `Uint8Array` or `ArrayBuffer`, decoded strictly: a `JsonSyntaxError` for bytes that
 *   are not UTF-8, naming where they stop being UTF-8): text goes to `readText` when the
 *   call has one, else through `decodeJSON` (ids exact; a `JsonSyntaxError`, which quotes
 *   none of the text, for text that is not JSON) to `read`;
 * - the answer is read inside the shared call, so concurrent callers share one client
 *   call and one validation, and only a valid result is kept (frozen, since every later
 *   caller gets the same value); an answer that arrives after every caller has aborted is
 *   not read;
 * - an answer that does not validate rejects with what the reader threw (a `ParseError`)
 *   and, like every failure, is not kept;
 * - rejects (never throws) with `UnboundEntityError` without a client and `MissingIdError`
 *   without an id (unless the call takes none), before touching the client; with a
 *   `TypeError` naming the method when the client lacks it; and with what reading
 *   `options` threw.
 *
 * @param record The owner's class, as errors name it: `SummaryActivity`.
 * @param id What the client is asked about; default the owner's `id` (`SummaryActivity#gear`
 *   gives its `gear_id`).
 */
export function accessRelated<T>(
  owner: RelatedOwner,
  record: string,
  call: RelatedCall<T>,
  options: AccessOptions | undefined,
  id: Id | string | null = owner.id,
): Promise<T> {
  const client = owner.bound_client;
  if (client === null) return Promise.reject(new UnboundEntityError(record, call.accessor));
  if (id === null && call.withoutId !== true) return Promise.reject(new MissingIdError(record, call.accessor));
  let calls = callsByRecord.get(owner);
  if (calls === undefined) {
    calls = {};
    callsByRecord.set(owner, calls);
  }
  const shared = (calls[call.method] ??= (call.sharedById === true && id !== null ? callSharedById(client, call.method, id) : undefined) ?? new SharedCall<unknown>()) as SharedCall<T>;
  return shared.run(options ?? {}, (signal) =>
    Promise.resolve(callClient(client, record, call, id, signal))
      .then((answer) => {
        // Every caller has left: the result would be dropped, so a large body is not read for nothing.
        signal.throwIfAborted();
        return readAnswer(call, answer, client);
      })
      .then((result) => {
        Object.freeze(result);
        return result;
      }),
  );
}

function callClient<T>(client: ClientHandle, record: string, call: RelatedCall<T>, id: Id | string | null, signal: AbortSignal): MaybePromise<unknown> {
  const { method } = call;
  // Object() lets a client that is no object (a number given as `client`) fail with the TypeError below.
  const fetchRelated: unknown = Reflect.get(Object(client), method);
  if (typeof fetchRelated !== 'function') {
    throw new TypeError(`The bound client has no ${method}() method, which ${record}#${call.accessor}() calls`);
  }
  const request = call.request === undefined ? { signal } : { ...call.request, signal };
  if (call.withoutId === true) return (fetchRelated as (options: object) => MaybePromise<unknown>).call(client, request);
  return (fetchRelated as (id: Id | string | null, options: object) => MaybePromise<unknown>).call(client, id, request);
}

/**
 * The client's answer read by `call`: text (or bytes, as their text) as text, anything
 * else as the decoded body. The reader of a body given as text (`bodyText`, `decodedBody`:
 * strict UTF-8, where bytes stop being UTF-8, `decodeJSON`) is loaded with `import()` when
 * a text answer first needs it: a client that answers with decoded bodies never does, and
 * what `import { Lap }` loads at once is 0.8 kB smaller.
 */
async function readAnswer<T>(call: RelatedCall<T>, answer: unknown, client: ClientHandle): Promise<T> {
  // The kinds bodyText reads as text.
  if (typeof answer !== 'string' && !(answer instanceof Uint8Array || answer instanceof ArrayBuffer)) return call.read(answer, client);
  const { bodyText, decodedBody } = await import('../json/body-text.js');
  return call.readText === undefined ? call.read(decodedBody(answer), client) : call.readText(bodyText(answer), client);
}
