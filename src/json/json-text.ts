const BACKSLASH = 0x5c;
const COLON = 0x3a;

/**
 * The index just past the string that opens at `text[start]` (a `"`), or -1 when it is
 * never closed. Finds quotes with `indexOf` and counts the backslashes before each, so
 * every character of the string is looked at a bounded number of times (a regular
 * expression that fails on an unclosed string is retried from every later quote).
 */
export function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote === -1) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Whether the token (a string, or a number in a key's place) that ends just before `text[end]` is followed by `:`, JSON whitespace aside. */
export function isKey(text: string, end: number): boolean {
  return text.charCodeAt(skipWhitespace(text, end)) === COLON;
}

/**
 * The index of the first character from `position` on that is none of JSON's four
 * whitespace characters (space, tab, line feed, carriage return; a byte order mark is
 * none: `JSON.parse` refuses it), or the text's length.
 */
export function skipWhitespace(text: string, position: number): number {
  let next = position;
  let code = text.charCodeAt(next);
  while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) code = text.charCodeAt(++next);
  return next;
}

