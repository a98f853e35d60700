import { untilAborted } from '../shared/until-aborted.js';

/** A body as read: its text, and whether it ended within the limit. */
export interface ResponseText {
  /** The text of the body, or of its first `maxBytes` bytes when it went on; empty when not `utf8`. */
  readonly text: string;
  /** False when the body went past `maxBytes` and reading stopped there. */
  readonly complete: boolean;
  /** False when the body, read strictly, held bytes that are not UTF-8 (reading stopped there). */
  readonly utf8: boolean;
}

/**
 * Chunks read at most before the reading lets the event loop turn, and joined into one
 * part of the text: a stream that answers each read at once (a stand-in `fetch`'s) runs on
 * promise callbacks alone, which no timer interrupts.
 */
const CHUNKS_PER_TURN = 1024;

/**
 * Reads a response body as UTF-8 text, stopping at `maxBytes`: the rest is never read,
 * so an endless or huge body costs at most `maxBytes` of memory. Each read ends at once
 * when the signal aborts, with its reason, and the stream is cancelled on every way out.
 * Every `CHUNKS_PER_TURN` chunks the event loop turns, so that a timeout or an abort from
 * a timer ends a body that comes a byte a read without end, and the chunks read so far are
 * joined, so that a body of one-byte chunks costs no more memory than one of large chunks.
 *
 * @param strict read a body that is not UTF-8 as no text (`utf8` false), rather than with
 *   U+FFFD for each malformed sequence.
 */
export async function readResponseText(response: Response, maxBytes: number, signal: AbortSignal, strict: boolean): Promise<ResponseText> {
  const body = response.body as ReadableStream<Uint8Array> | null | undefined;
  if (body === null || body === undefined) return readWholeText(response, maxBytes, signal);
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: strict });
  const parts: string[] = [];
  /** The text of the chunks read since `parts` last grew. */
  let recent: string[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const chunk = await untilAborted(reader.read(), signal);
      const room = maxBytes - bytes;
      const last = chunk.done || chunk.value.byteLength > room;
      const part = chunk.done ? undefined : last ? chunk.value.subarray(0, room) : chunk.value;
      const text = decodedOrNull(decoder, part, !chunk.done);
      if (text === null) return { text: '', complete: true, utf8: false };
      recent.push(text);
      if (last) return { text: parts.join('') + recent.join(''), complete: chunk.done, utf8: true };
      bytes += chunk.value.byteLength;
      if (recent.length === CHUNKS_PER_TURN) {
        parts.push(recent.join(''));
        recent = [];
        await untilAborted(nextTurn(), signal);
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** Resolves once the event loop has turned: timers due by then have run. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * `bytes` decoded, or null when a fatal decoder meets bytes that are not UTF-8. A chunk
 * that is not bytes (a stand-in's stream of strings) throws, leniently read or not: the
 * answer could not be read, which is no answer that is not UTF-8, nor an empty one.
 */
function decodedOrNull(decoder: TextDecoder, bytes: Uint8Array | undefined, stream: boolean): string | null {
  try {
    return decoder.decode(bytes, { stream });
  } catch (error) {
    // The decoder's TypeError both for bytes that are not UTF-8 and for a chunk that is not bytes.
    if (error instanceof TypeError && decoder.fatal && (bytes === undefined || ArrayBuffer.isView(bytes))) return null;
    throw error;
  }
}

/**
 * The body of a response without a stream (a stand-in `fetch` may give one with only
 * `text()`): read whole, then held to the same limit. Its `text()` has decoded it already.
 */
async function readWholeText(response: Response, maxBytes: number, signal: AbortSignal): Promise<ResponseText> {
  const read = (response as Partial<Response>).text;
  if (typeof read !== 'function') return { text: '', complete: true, utf8: true };
  const text = await untilAborted(read.call(response), signal);
  const bytes = new TextEncoder().encode(text);
  if (bytes.byteLength <= maxBytes) return { text, complete: true, utf8: true };
  return { text: new TextDecoder().decode(bytes.subarray(0, maxBytes), { stream: true }), complete: false, utf8: true };
}
