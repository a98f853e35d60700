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

/**
 * The offset of the first byte of `bytes` that begins no UTF-8 character (a Latin-1 `é`,
 * a stray continuation byte, an overlong form, a surrogate, a sequence cut short), or
 * `bytes.length` when all of it is UTF-8. The rules are those of the decoder (Unicode's
 * table 3-7 of well-formed sequences).
 */
export function firstNonUtf8Offset(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    if (lead < 0x80) {
      index++;
      continue;
    }
    let following: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) following = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      following = 2;
      if (lead === 0xe0) low = 0xa0;
      else if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      following = 3;
      if (lead === 0xf0) low = 0x90;
      else if (lead === 0xf4) high = 0x8f;
    } else return index;
    for (let next = 1; next <= following; next++) {
      const byte = bytes[index + next];
      if (byte === undefined || byte < low || byte > high) return index;
      low = 0x80;
      high = 0xbf;
    }
    index += following + 1;
  }
  return index;
}
