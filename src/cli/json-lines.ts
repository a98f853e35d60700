import { encodeJSON } from '../index.js';
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
 * `value` as JSON text, a line or a piece at a time: the text of `encodeJSON(value, 2)`
 * (records through their `toJSON()`), made safe for a terminal, but an object a member at
 * a time and an array an item at a time down to `depth` levels, each deeper value in one
 * piece; so that with the depth of a body's lists, no piece grows with their length.
 *
 * @param opening what comes before the value on its first line (a key, as `"laps": `)
 * @param closing what comes after it on its last line (a comma)
 * @param indent the indentation of the value's level
 */
export function* jsonLines(value: unknown, depth: number, opening = '', closing = '', indent = ''): Generator<string, void, undefined> {
  const json = hasToJSON(value) ? value.toJSON() : value;
  const isArray = Array.isArray(json);
  const entries = depth > 0 && typeof json === 'object' && json !== null ? (isArray ? json.map((item): [null, unknown] => [null, item]) : Object.entries(json)) : [];
  if (entries.length === 0) {
    yield `${indent}${opening}${terminalJson(json).replaceAll('\n', `\n${indent}`)}${closing}`;
    return;
  }
  yield `${indent}${opening}${isArray ? '[' : '{'}`;
  for (const [index, [key, member]] of entries.entries()) {
    yield* jsonLines(member, depth - 1, key === null ? '' : `${terminalJson(key)}: `, index < entries.length - 1 ? ',' : '', `${indent}  `);
  }
  yield `${indent}${isArray ? ']' : '}'}${closing}`;
}

function hasToJSON(value: unknown): value is JsonWritable {
  return typeof value === 'object' && value !== null && typeof (value as Partial<JsonWritable>).toJSON === 'function';
}

/**
 * One record as a JSON object, a member at a time, and each array member an item at a
 * time (a detailed activity's laps, a lap at a time): the text is that of the whole record
 * indented two spaces a level, but no piece of it grows with the length of a list.
 */
export function recordJsonLines(record: JsonWritable): Generator<string, void, undefined> {
  return jsonLines(record, 2);
}

/** A JSON array of records, a record at a time. */
export function recordsJsonLines(records: readonly unknown[]): Generator<string, void, undefined> {
  return jsonLines(records, 1);
}
