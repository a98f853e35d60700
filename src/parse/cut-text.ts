/**
 * The two ways a message shortens a text it quotes, each with its own contract. They are
 * kept apart on purpose: one counts the ellipsis within the length, the other after it, so
 * a text cut at the boundary differs by one character between them, and every message that
 * one of them cuts has kept its length since it was written.
 */

/**
 * `text` cut to at most `maxLength` characters, the ellipsis included: its first
 * `maxLength - 1` characters and `…` when it is longer. For a part of an issue's sentence,
 * whose length is its bound (`issueSentence`, `issueMessage`).
 */
export function cutToLength(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/**
 * `text` whole up to `count` characters, otherwise its first `count` followed by `…`, so
 * that a message stays short whatever it names (a 1 MB cursor in a URL), while the whole
 * value stays in the error's properties. For a value an error message quotes (a URL, a
 * cursor, a stream key).
 */
export function cutAfter(text: string, count: number): string {
  return text.length > count ? `${text.slice(0, count)}…` : text;
}
