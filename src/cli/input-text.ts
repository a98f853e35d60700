import { firstNonUtf8Offset } from '../json/utf8-offset.js';
import { InputTooLargeError } from './errors/input-too-large-error.js';
import { NotUtf8Error } from './errors/not-utf8-error.js';

/**
 * The most bytes the command reads of a body, from a file or from standard input alike:
 * twice a million small laps (115 MB), four times the HTTP client's largest answer. The
 * densest bodies of records this size take about 4 GB to show (8.4 million laps of
 * `{"lap_index":1}`: 3.9 GB, 28 s), near Node's default heap on a large machine.
 */
export const MAX_INPUT_BYTES = 128 * 1024 * 1024;

const LINE_FEED = 0x0a;
/** Decodes UTF-8 strictly, a leading byte order mark left out (as Windows editors write one). */
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a body that arrives as `chunks` of bytes: UTF-8, at most `maxBytes` long.
 * It stops taking chunks as soon as they pass `maxBytes`, so an endless source (`/dev/zero`)
 * costs no more than that.
 *
 * @throws InputTooLargeError past `maxBytes`.
 * @throws NotUtf8Error naming the first byte that begins no UTF-8 character: nothing is
 * replaced with U+FFFD.
 * @throws whatever iterating `chunks` throws (a file that cannot be read).
 */
export async function readInputText(chunks: AsyncIterable<Uint8Array>, maxBytes = MAX_INPUT_BYTES): Promise<string> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    length += chunk.length;
    if (length > maxBytes) throw new InputTooLargeError(maxBytes);
    parts.push(chunk);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  try {
    return decoder.decode(bytes);
  } catch {
    const offset = firstNonUtf8Offset(bytes);
    let line = 1;
    for (let index = 0; index < offset; index++) if (bytes[index] === LINE_FEED) line++;
    throw new NotUtf8Error(offset, line, bytes[offset] ?? 0);
  }
}
