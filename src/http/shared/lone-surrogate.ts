/** A surrogate that is not half of a pair: in a `u` expression, a pair is one character outside this range. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * The index of the first lone surrogate of `text` (half of a UTF-16 pair, which has no
 * UTF-8 form: a URL cannot carry it, a form writes it as U+FFFD), or -1 when the text is
 * well-formed. What a request sends is refused rather than changed without a word.
 */
export function loneSurrogateAt(text: string): number {
  return text.search(LONE_SURROGATE);
}
