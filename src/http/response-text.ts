import { untilAborted } from './until-aborted.js';

/** A body as read: its text, and whether it ended within the limit. */
export interface ResponseText {
  /** The text of the body, or of its first `maxBytes` bytes when it went on. */
  readonly text: string;
  /** False when the body went past `maxBytes` and reading stopped there. */
  readonly complete: boolean;
}

/**
 * Reads a response body as UTF-8 text, stopping at `maxBytes`: the rest is never read,
 * so an endless or huge body costs at most `maxBytes` of memory. Each read ends at once
 * when the signal aborts, with its reason, and the stream is cancelled on every way out.
 */
export async function readResponseText(response: Response, maxBytes: number, signal: AbortSignal): Promise<ResponseText> {
  const body = response.body as ReadableStream<Uint8Array> | null | undefined;
  if (body === null || body === undefined) return readWholeText(response, maxBytes, signal);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const chunk = await untilAborted(reader.read(), signal);
      if (chunk.done) {
        parts.push(decoder.decode());
        return { text: parts.join(''), complete: true };
      }
      const room = maxBytes - bytes;
      if (chunk.value.byteLength > room) {
        parts.push(decoder.decode(chunk.value.subarray(0, room), { stream: true }));
        return { text: parts.join(''), complete: false };
      }
      bytes += chunk.value.byteLength;
      parts.push(decoder.decode(chunk.value, { stream: true }));
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/**
 * The body of a response without a stream (a stand-in `fetch` may give one with only
 * `text()`): read whole, then held to the same limit.
 */
async function readWholeText(response: Response, maxBytes: number, signal: AbortSignal): Promise<ResponseText> {
  const read = (response as Partial<Response>).text;
  if (typeof read !== 'function') return { text: '', complete: true };
  const text = await untilAborted(read.call(response), signal);
  const bytes = new TextEncoder().encode(text);
  if (bytes.byteLength <= maxBytes) return { text, complete: true };
  return { text: new TextDecoder().decode(bytes.subarray(0, maxBytes), { stream: true }), complete: false };
}
