/** A top-level member of a JSON object's text whose value is a string, a number, a boolean or null. */
export interface JsonMember {
  readonly key: string;
  /** The value; for a string cut short by the end of the text, the part that arrived. */
  readonly value: string | number | boolean | null;
  /** False for a string the text ended within. */
  readonly whole: boolean;
}

/**
 * The top-level members of the JSON object that `text` holds, or begins when it was cut
 * short (an answer read up to a cap): every member whose value is a string, a number, a
 * boolean or null, in order, duplicates included; nested objects and arrays are passed
 * over. Reading stops at the end of the object, at the end of the text (a string cut
 * there is given as far as it goes, a number cut there not at all), or where the text
 * stops being JSON. It reads the text once, so it takes time linear in its length.
 */
export function readJsonMembers(text: string): JsonMember[] {
  const members: JsonMember[] = [];
  const reader = new TextReader(text);
  if (reader.next() !== '{') return members;
  for (;;) {
    const open = reader.next();
    if (open !== '"') return members;
    const key = reader.string();
    if (key === null || !key.whole || reader.next() !== ':') return members;
    const start = reader.peek();
    if (start === '"') {
      reader.next();
      const value = reader.string();
      if (value === null) return members;
      members.push({ key: key.text, value: value.text, whole: value.whole });
      if (!value.whole) return members;
    } else if (start === '{' || start === '[') {
      if (!reader.skipNested()) return members;
    } else {
      const value = reader.scalar();
      if (value === undefined) return members;
      members.push({ key: key.text, value, whole: true });
    }
    if (reader.next() !== ',') return members;
  }
}

/** The last whole value of `key` among `members`, or undefined. */
export function memberValue(members: readonly JsonMember[], key: string): JsonMember['value'] | undefined {
  let found: JsonMember['value'] | undefined;
  for (const member of members) if (member.key === key && member.whole) found = member.value;
  return found;
}

const SCALAR = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** Reads JSON text from left to right, never going back: each character once, but a string's (decoded once, or up to six times when cut short). */
export class TextReader {
  readonly #text: string;
  #at = 0;

  constructor(text: string) {
    this.#text = text;
  }

  /** The next character that is not white space, without taking it; '' at the end. */
  peek(): string {
    while (this.#at < this.#text.length && ' \t\r\n'.includes(this.#text.charAt(this.#at))) this.#at += 1;
    return this.#text.charAt(this.#at);
  }

  /** Takes the next character that is not white space; '' at the end. */
  next(): string {
    const character = this.peek();
    this.#at += 1;
    return character;
  }

  /**
   * The string whose opening quote was just taken, decoded; cut short at the end of the
   * text (less an escape that did not arrive whole), or null when it is not JSON.
   */
  string(): { readonly text: string; readonly whole: boolean } | null {
    const text = this.#text;
    const start = this.#at;
    let index = start;
    while (index < text.length && text.charAt(index) !== '"') index += text.charAt(index) === '\\' ? 2 : 1;
    const whole = index < text.length;
    this.#at = whole ? index + 1 : text.length;
    const raw = text.slice(start, Math.min(index, text.length));
    // A string cut short may end within an escape (`\u00`): at most five characters of one.
    for (let drop = 0; drop <= (whole ? 0 : 5) && drop <= raw.length; drop++) {
      try {
        return { text: JSON.parse(`"${raw.slice(0, raw.length - drop)}"`) as string, whole };
      } catch {
        // Not JSON as it stands.
      }
    }
    return null;
  }

  /** A number, true, false or null; undefined when there is none, or the text ends with it. */
  scalar(): number | boolean | null | undefined {
    SCALAR.lastIndex = this.#at;
    const match = SCALAR.exec(this.#text);
    if (match === null || SCALAR.lastIndex >= this.#text.length) return undefined;
    this.#at = SCALAR.lastIndex;
    return JSON.parse(match[0]) as number | boolean | null;
  }

  /** Passes over the object or array that starts here; false when the text ends first. */
  skipNested(): boolean {
    const text = this.#text;
    let depth = 0;
    for (let index = this.#at; index < text.length; index++) {
      const character = text.charAt(index);
      if (character === '"') {
        index += 1;
        while (index < text.length && text.charAt(index) !== '"') index += text.charAt(index) === '\\' ? 2 : 1;
      } else if (character === '{' || character === '[') {
        depth += 1;
      } else if (character === '}' || character === ']') {
        depth -= 1;
        if (depth === 0) {
          this.#at = index + 1;
          return true;
        }
      }
    }
    return false;
  }
}
