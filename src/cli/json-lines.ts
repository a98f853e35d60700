import { encodeJSON } from '../json/encode-json.js';
import { escapeJsonForTerminal } from './terminal-text.js';

/** `value` as JSON text indented two spaces a level, ids exact, safe for a terminal. */
function terminalJson(value: unknown): string {
  return escapeJsonForTerminal(encodeJSON(value, 2));
}

/** One record as a JSON object. */
export function* recordJsonLines(record: unknown): Generator<string, void, undefined> {
  yield terminalJson(record);
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
