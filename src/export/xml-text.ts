/**
 * Characters XML 1.0 cannot hold, even written as references: the C0 controls but tab,
 * line feed and carriage return, a lone surrogate, U+FFFE and U+FFFF.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const MARKUP = /[&<>"]/g;
const REFERENCES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * `text` as XML character data or an attribute value in double quotes: `&`, `<`, `>` and
 * `"` written as references, each character XML cannot hold at all (above) as U+FFFD, the
 * replacement character, so that the file stays well-formed whatever a name holds.
 */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '\uFFFD').replace(MARKUP, (character) => REFERENCES[character] ?? character);
}

/**
 * `value` as an `xsd:decimal`: its shortest decimal digits (as `String` writes them), with
 * no exponent, which `xsd:decimal` does not read (`String(1e-7)` is `1e-7`).
 */
export function decimalText(value: number): string {
  const text = String(value);
  const exponent = text.indexOf('e');
  if (exponent < 0) return text;
  const sign = text.startsWith('-') ? '-' : '';
  const mantissa = text.slice(sign.length, exponent);
  const digits = mantissa.replace('.', '');
  const point = (mantissa.includes('.') ? mantissa.indexOf('.') : mantissa.length) + Number(text.slice(exponent + 1));
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return `${sign}${digits}${'0'.repeat(Math.max(0, point - digits.length))}`;
}

/** The first and last instants an `xsd:dateTime` with a four-digit year holds (0001-01-01 and 9999-12-31T23:59:59.999Z), in milliseconds. */
const FIRST_INSTANT = -62_135_596_800_000;
const LAST_INSTANT = 253_402_300_799_999;

/**
 * The instant `seconds` after the epoch as an `xsd:dateTime` in UTC, to the second or its
 * fraction (`2018-02-16T14:52:54Z`); undefined for an instant before the year 1 or after
 * the year 9999, which the formats' four-digit years cannot write.
 */
export function dateTimeText(seconds: number): string | undefined {
  const milliseconds = seconds * 1000;
  if (!(milliseconds >= FIRST_INSTANT && milliseconds <= LAST_INSTANT)) return undefined;
  return new Date(milliseconds).toISOString().replace('.000Z', 'Z');
}
