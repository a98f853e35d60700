import { decodeJSON } from '../../json/decode-json.js';
import { isPlainObject, setOwn } from '../../parse/plain-object.js';
import type { Fault } from '../../records/fault.js';
import type { FaultFacts } from '../errors/api-fault.js';

/**
 * The API's error body in `text` as the main entry's `Fault` record, every string in it
 * (values and keys, unknown ones too) passed through `clean`, which takes secrets out; null
 * when the body is not one:
 * - `facts`, the body as the client read it leniently, says whether it is an error body at
 *   all: only then is the record's class loaded (with `import()`: a bundle that splits
 *   code loads the records' reader only when an error answer comes) and the text decoded
 *   (with `decodeJSON`, ids in it exact);
 * - the decoded body is copied with each string cleaned before the record reads it, so
 *   that no escape in the text can bring a secret back, in time linear in the body (an
 *   error body is at most 64 KiB) and without recursion, however deep;
 * - a body the record refuses (an `errors` that is not a list, a message that is not text,
 *   a body cut short) gives null: `HttpError.body` keeps its text.
 */
export async function readFaultRecord(text: string, facts: FaultFacts | null, clean: (text: string) => string): Promise<Fault | null> {
  if (facts === null) return null;
  // The text is JSON: `facts` were read from it. decodeJSON reads it again for its ids, exact.
  const body = decodeJSON(text);
  const { Fault: faultClass } = await import('../../records/fault.js');
  const read = faultClass.safeParse(cleanedCopy(body, clean));
  return read.success ? read.data : null;
}

/** A copy of a decoded JSON value with every string, key or value, passed through `clean`. */
function cleanedCopy(value: unknown, clean: (text: string) => string): unknown {
  const copyOf = (item: unknown): unknown => {
    if (typeof item === 'string') return clean(item);
    if (Array.isArray(item)) return new Array<unknown>((item as unknown[]).length);
    return isPlainObject(item) ? {} : item;
  };
  const root = copyOf(value);
  const pending: [source: unknown, copy: unknown][] = [[value, root]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [source, copy] = next;
    if (Array.isArray(source)) {
      const items = source as unknown[];
      const copies = copy as unknown[];
      for (let index = 0; index < items.length; index++) {
        copies[index] = copyOf(items[index]);
        pending.push([items[index], copies[index]]);
      }
    } else if (isPlainObject(source)) {
      for (const [key, item] of Object.entries(source)) {
        const itemCopy = copyOf(item);
        setOwn(copy as Record<string, unknown>, clean(key), itemCopy);
        pending.push([item, itemCopy]);
      }
    }
  }
  return root;
}
