import { untilAborted } from './until-aborted.js';

/** A body as read: its text, and whether it ended within the limit. */
export interface BodyText {
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
export async function readBody(response: Response, maxBytes: number, signal: AbortSignal): Promise<BodyText> {
  const body = response.body;
  if (body === null) return { text: '', complete: true };
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
