/**
 * A marker for integers carried through `JSON.parse` / `JSON.stringify` as strings: `value`
 * is what the marked strings start with once decoded, `escaped` how the marker is written
 * inside a JSON string.
 */
export interface Marker {
  readonly value: string;
  readonly escaped: string;
}

/**
 * Control characters that JSON text can write only as a `\u00XX` escape with digits alone
 * (no `\n`-style short form, no hex letters whose case could vary).
 */
const CODES = [0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19];

/**
 * A marker that no string of `text` can contain: a run of one control character whose
 * escape does not occur in the text. Such a character cannot stand raw in JSON text, so
 * no decoded string of the text holds it.
 */
export function markerFor(text: string): Marker {
  for (const marker of markers()) {
    if (!text.includes(marker.escaped)) return marker;
  }
  throw new Error('unreachable: markers never run out');
}

/** Every candidate marker, shortest first, without end. */
export function* markers(): Generator<Marker, never> {
  for (let length = 1; ; length++) {
    for (const code of CODES) {
      yield {
        value: String.fromCharCode(code).repeat(length),
        escaped: `\\u00${code.toString(16).padStart(2, '0')}`.repeat(length),
      };
    }
  }
}
