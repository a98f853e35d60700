import { encodeJSON } from '../json/encode-json.js';
import { escapeJsonForTerminal } from './terminal-text.js';

/** `value` as JSON text indented two spaces a level, ids exact, safe for a terminal. */
function terminalJson(value: unknown): string {
  return escapeJsonForTerminal(encodeJSON(value, 2));
}

/** What the command writes as JSON: a record, written as its `toJSON()` gives it. */
export interface JsonWritable {
  toJSON(): object;
}

/**
 * One record as a JSON object, a member at a time, and each array member an item at a
 * time (a detailed activity's laps, a lap at a time): the text is that of the whole record
 * indented two spaces a level, but no piece of it grows with the length of a list.
 */
export function* recordJsonLines(record: JsonWritable): Generator<string, void, undefined> {
  const members = Object.entries(record.toJSON());
  if (members.length === 0) {
    yield '{}';
    return;
  }
  yield '{';
  for (const [index, [key, value]] of members.entries()) {
    const opening = `  ${terminalJson(key)}: `;
    const closing = index < members.length - 1 ? ',' : '';
    if (Array.isArray(value)) yield* recordsJsonLines(value, opening, closing);
    else yield `${opening}${terminalJson(value).replaceAll('\n', '\n  ')}${closing}`;
  }
  yield '}';
}

/**
 * A JSON array of records, a record at a time: `opening` before the `[` (a key, as
 * `  "laps": `, which indents the array a level), `closing` after the `]` (a comma).
 */
export function* recordsJsonLines(records: readonly unknown[], opening = '', closing = ''): Generator<string, void, undefined> {
  const indent = opening.startsWith(' ') ? '  ' : '';
  if (records.length === 0) {
    yield `${opening}[]${closing}`;
    return;
  }
  yield `${opening}[`;
  for (let index = 0; index < records.length; index++) {
    const text = terminalJson(records[index]).replaceAll('\n', `\n  ${indent}`);
    yield `  ${indent}${text}${index < records.length - 1 ? ',' : ''}`;
  }
  yield `${indent}]${closing}`;
}
