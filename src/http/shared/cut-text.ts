/** Longest part of a URL an error message quotes; the whole URL stays in the error's `url`. */
export const MAX_QUOTED_URL = 200;

/**
 * `text` as a message quotes it: whole up to `max` characters, otherwise its first `max`
 * followed by `…`, so that a message stays short whatever it names (a 1 MB cursor in a
 * URL). The whole value stays in the error's properties.
 */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
