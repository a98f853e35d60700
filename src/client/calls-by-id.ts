import type { Id } from '../parse/id.js';
import { SharedCall } from './shared-call.js';

/**
 * Calls shared by every record of one client that has the same id, for an accessor whose
 * answer is the same whichever record asks (an activity's streams: the activity itself, a
 * lap's `activity` reference from `activity.laps()`, an effort's from `details()`, each
 * another object):
 * - one `SharedCall` per client, method and id, found by whichever record asks first and
 *   then by every other, so that they share one client call, one kept result, `refresh`
 *   and the aborts of `SharedCall`;
 * - held weakly here: each record that used it holds it (in the accessors' memo, beside
 *   the record), so it lasts as long as one of them does, and its kept answer (a stream
 *   set of megabytes) goes with the last of them rather than with the client;
 * - a client that is no object (from JavaScript) has no calls shared by id: the accessor
 *   then rejects for the missing method, as for any record.
 */
const callsByClient = new WeakMap<object, Map<string, WeakRef<SharedCall<unknown>>>>();

/** Forgets an entry whose call was collected, unless another has taken its key since. */
const forgetCollected = new FinalizationRegistry<{ readonly calls: Map<string, WeakRef<SharedCall<unknown>>>; readonly key: string }>(({ calls, key }) => {
  if (calls.get(key)?.deref() === undefined) calls.delete(key);
});

/** The call of `method` for `id` that every record of `client` shares, or undefined for a client that is no object. */
export function callSharedById(client: unknown, method: string, id: Id | string): SharedCall<unknown> | undefined {
  if ((typeof client !== 'object' && typeof client !== 'function') || client === null) return undefined;
  let calls = callsByClient.get(client);
  if (calls === undefined) {
    calls = new Map();
    callsByClient.set(client, calls);
  }
  // Ids are numbers below 2^53 and bigints beyond, so their decimal text tells them apart.
  const key = `${method} ${String(id)}`;
  const found = calls.get(key)?.deref();
  if (found !== undefined) return found;
  const call = new SharedCall<unknown>();
  calls.set(key, new WeakRef(call));
  forgetCollected.register(call, { calls, key });
  return call;
}
