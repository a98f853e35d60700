import { TextReader } from './json-members.js';

/**
 * Distinct values `tokensInAnswer` gives at most: a token answer holds two or three, and
 * each one more costs a search of every text an error shows. An answer that holds more
 * is shown as `[redacted]` whole.
 */
export const MAX_ANSWER_TOKENS = 32;

/** A member's name that says its value is a secret: `access_token`, `refreshToken`, `client_secret`, … */
const SECRET_NAME = /token|secret/i;
/** A member that names the kind of token (`Bearer`), not a token. */
const TOKEN_KIND = /^token_?type$/i;
/** A string shaped like a token: 20 characters or more of those a bearer token is made of (RFC 6750), at least one a letter and one a digit. */
const TOKEN_SHAPE = /^(?=[^\d]*\d)(?=[^A-Za-z]*[A-Za-z])[\w\-.~+/]{20,}=*$/;

/** What holds the string being read: an object, or an array whose member name (if any) its strings take. */
interface Container {
  readonly array: boolean;
  readonly name: string | null;
}

/**
 * The strings of a JSON text, at any depth, that may be tokens, so that an error keeps
 * them out wherever they sit (`data.access_token`, `accessToken`, a list of them):
 * - every string value of a member whose name says it is a secret (holds `token` or
 *   `secret`, in any case; `token_type` aside), and every string of an array that is such
 *   a member's value;
 * - every string, a name or a value, shaped like a token (`TOKEN_SHAPE`).
 * The text may be cut short (an answer read up to a limit): a string cut at its end counts
 * as far as it came. The text is read once, so the time is linear in its length; text that
 * is not JSON is read as far as strings can be told. Null when more than
 * `MAX_ANSWER_TOKENS` distinct strings may be tokens (reading stops there).
 */
export function tokensInAnswer(text: string): string[] | null {
  const found = new Set<string>();
  const containers: Container[] = [];
  const reader = new TextReader(text);
  /** The name of the member whose value comes next, once its `:` has been read. */
  let name: string | null = null;
  for (let character = reader.next(); character !== ''; character = reader.next()) {
    if (character === '"') {
      const value = reader.string()?.text ?? null;
      if (reader.peek() === ':') {
        reader.next();
        if (value !== null && TOKEN_SHAPE.test(value)) found.add(value);
        name = value ?? '';
      } else {
        const container = containers.at(-1);
        const owner = name ?? (container?.array === true ? container.name : null);
        const named = owner !== null && SECRET_NAME.test(owner) && !TOKEN_KIND.test(owner);
        if (value !== null && value !== '' && (named || TOKEN_SHAPE.test(value))) found.add(value);
        name = null;
      }
      if (found.size > MAX_ANSWER_TOKENS) return null;
    } else if (character === '{' || character === '[') {
      const container = containers.at(-1);
      containers.push({ array: character === '[', name: name ?? (container?.array === true ? container.name : null) });
      name = null;
    } else if (character === '}' || character === ']') {
      containers.pop();
      name = null;
    } else if (character === ',') {
      name = null;
    }
  }
  return [...found];
}
