import { eastAsianWidth } from 'get-east-asian-width';
import stringWidth from 'string-width';

/**
 * A zero-width joiner inside an emoji sequence (🏃‍♀️, 👨‍👩‍👧): between two pictographs
 * (the first perhaps with its skin tone or emoji presentation), where it is part of the
 * one picture shown, never text hidden between letters.
 */
const EMOJI_JOINER = String.raw`(?<=\p{Extended_Pictographic}[\u{FE0F}\p{Emoji_Modifier}]?)\u200d(?=\p{Extended_Pictographic})`;
/**
 * Characters a terminal would act on instead of showing, or that show nothing: C0
 * controls (line breaks, ESC, BEL...), DEL, C1 controls (CSI, NEL...), format characters
 * (the bidirectional controls that reorder what follows, zero-width spaces and joiners
 * but an emoji's, the soft hyphen, the word joiner, the BOM, tags U+E0000-U+E007F...), the
 * line and paragraph separators, lone surrogates; and the backslash, so that an escape in
 * the output is never mistaken for text that was written that way.
 */
// The joiner apart from the other format characters: a lookahead at every character
// made the scan of non-ASCII text 4.7 times slower than before format characters were
// escaped; on the joiner alone, 1.9 times (200,000 names of 30 characters).
const NEEDS_ESCAPE = new RegExp(String.raw`[\\\p{Cc}\p{Zl}\p{Zp}\p{Cs}]|(?!\u200d)\p{Cf}|(?!${EMOJI_JOINER})\u200d`, 'gu');
const SHOWN_AS_IS = /^[\u0020-\u005b\u005d-\u007e]*$/;
/** Text one column per character: printable ASCII, perhaps ended by the ellipsis of a cut value. */
const ONE_COLUMN_EACH = /^[\u0020-\u007e]*\u2026?$/;
/**
 * Characters whose width depends on their neighbours (marks, joiners, variation selectors,
 * emoji and their modifiers, flags, Hangul jamo, halfwidth sound marks) or that show
 * nothing (controls, format characters): text without any is one grapheme per character.
 */
const NEEDS_CLUSTERS = /[\p{M}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff\uff00-\uffef\ud800-\udfff]/u;
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const graphemes = new Intl.Segmenter();

/** The ellipsis that ends a cut value. */
export const ELLIPSIS = '…';

/**
 * `text` with every character a terminal would act on written as a JSON-style escape
 * (`\n`, `\r`, `\t`, `\\`, and `\u001b` for the rest), so that printing it can neither
 * move the cursor, change colours, reorder the line nor forge a new one.
 */
export function escapeForTerminal(text: string): string {
  if (SHOWN_AS_IS.test(text)) return text;
  return text.replace(NEEDS_ESCAPE, escapeCharacter);
}

/** `\\n` and the like, or `\\u` escapes of each UTF-16 unit (two for a tag beyond the BMP, as JSON writes it). */
function escapeCharacter(character: string): string {
  const short = SHORT_ESCAPES[character];
  if (short !== undefined) return short;
  let escaped = '';
  for (let index = 0; index < character.length; index++) escaped += `\\u${character.charCodeAt(index).toString(16).padStart(4, '0')}`;
  return escaped;
}

/** Columns `text` takes on a terminal: wide East Asian characters and emoji count two, combining marks none. */
export function displayWidth(text: string): number {
  if (ONE_COLUMN_EACH.test(text)) return text.length;
  // string-width segments text into graphemes first, about 1 µs a character, ten times
  // a table's other work per cell; text of lone characters needs only each one's width.
  if (NEEDS_CLUSTERS.test(text)) return stringWidth(text);
  let width = 0;
  for (const character of text) width += eastAsianWidth(character.codePointAt(0) ?? 0);
  return width;
}

/** A value as a table cell shows it: the text, and the columns it takes. */
export interface FittedText {
  readonly text: string;
  readonly width: number;
}

/**
 * `value` made safe for a terminal (see `escapeForTerminal`) and cut to at most
 * `maxWidth` columns, ending with an ellipsis when cut, with the columns it takes. Work
 * and result are bounded by `maxWidth`, however long the value: only a prefix is read.
 */
export function fitText(value: string, maxWidth: number): FittedText {
  const head = value.length > maxWidth ? value.slice(0, maxWidth) : value;
  if (SHOWN_AS_IS.test(head)) {
    if (value.length <= maxWidth) return { text: value, width: value.length };
    // One printable ASCII character past the width is enough to know the value is cut.
    if (SHOWN_AS_IS.test(value.charAt(maxWidth))) return { text: `${value.slice(0, maxWidth - 1)}${ELLIPSIS}`, width: maxWidth };
  }
  // Every character shows in at least one column or escape, except zero-width ones
  // (combining marks, the joiners inside an emoji); a value longer than this prefix is cut in any case.
  const readLimit = maxWidth * 8 + 16;
  let text = value;
  let cut = false;
  if (value.length > readLimit) {
    const end = isHighSurrogate(value.charCodeAt(readLimit - 1)) ? readLimit - 1 : readLimit;
    text = value.slice(0, end);
    cut = true;
  }
  if (!cut) {
    const shown = escapeForTerminal(text);
    const width = displayWidth(shown);
    if (width <= maxWidth) return { text: shown, width };
  }
  const pieces: string[] = [];
  let width = 0;
  let kept = 0;
  let keptWidth = 0;
  for (const { segment } of graphemes.segment(text)) {
    const shown = escapeForTerminal(segment);
    width += shown.length === 1 && SHOWN_AS_IS.test(shown) ? 1 : displayWidth(shown);
    if (width > maxWidth - 1) break;
    pieces.push(shown);
    kept = pieces.length;
    keptWidth = width;
  }
  // The ellipsis takes the last column: the graphemes kept fit in one column less.
  pieces.length = kept;
  return { text: `${pieces.join('')}${ELLIPSIS}`, width: keptWidth + 1 };
}

/** The text of `fitText(value, maxWidth)`. */
export function fitToWidth(value: string, maxWidth: number): string {
  return fitText(value, maxWidth).text;
}

/** What a thrown value says: an `Error`'s message, or the value as a string. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** `value` in double quotes, made safe and cut to `maxWidth` columns: for naming user input in a message. */
export function quoted(value: string, maxWidth = 60): string {
  return `"${fitToWidth(value, maxWidth)}"`;
}

/** Raw characters JSON text may hold inside its strings that a terminal would act on or not show (see `NEEDS_ESCAPE`). */
const JSON_NEEDS_ESCAPE = new RegExp(String.raw`[\u007f-\u009f\p{Zl}\p{Zp}]|(?!\u200d)\p{Cf}|(?!${EMOJI_JOINER})\u200d`, 'gu');

/**
 * JSON text made safe for a terminal without changing what it decodes to: DEL, C1, format
 * characters and line separators inside strings become `\u` escapes (`JSON.stringify`
 * already escapes C0 controls and lone surrogates).
 */
export function escapeJsonForTerminal(json: string): string {
  return json.replace(JSON_NEEDS_ESCAPE, escapeCharacter);
}
