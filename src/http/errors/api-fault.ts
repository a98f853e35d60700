import { ownValue } from '../../parse/own-properties.js';
import { isPlainObject } from '../../parse/plain-object.js';
import { parseJsonObject } from './json-object.js';

/** One entry of the API's error body: which resource and field, and what was wrong. */
export interface ApiFaultEntry {
  /** The resource concerned, for example `Athlete` or `Application`; null when absent. */
  readonly resource: string | null;
  /** The field concerned, for example `access_token` or `activity:read_permission`; null when absent. */
  readonly field: string | null;
  /** What was wrong, for example `invalid`, `missing` or `exceeded`; null when absent. */
  readonly code: string | null;
}

/** The API's error body: `{ "message": "Authorization Error", "errors": [...] }`. */
export interface ApiFault {
  /** The fault's summary, for example `Rate Limit Exceeded`; null when absent. */
  readonly message: string | null;
  /** Its entries, in the body's order; entries that are not objects are left out. */
  readonly errors: readonly ApiFaultEntry[];
}

/**
 * The API's error body in `text`, or null when the text is not a JSON object with a
 * string `message` or an `errors` array. Values of the wrong type read as null.
 */
export function readFault(text: string): ApiFault | null {
  const body = parseJsonObject(text);
  if (body === null) return null;
  const message = ownString(body, 'message');
  const entries = ownValue(body, 'errors');
  if (message === null && !Array.isArray(entries)) return null;
  const errors: ApiFaultEntry[] = [];
  if (Array.isArray(entries)) {
    for (const entry of entries as unknown[]) {
      if (!isPlainObject(entry)) continue;
      errors.push(Object.freeze({ resource: ownString(entry, 'resource'), field: ownString(entry, 'field'), code: ownString(entry, 'code') }));
    }
  }
  return Object.freeze({ message, errors: Object.freeze(errors) });
}

/** `fault` with every text in it passed through `clean` (which takes secrets out), or null. */
export function cleanFault(fault: ApiFault | null, clean: (text: string) => string): ApiFault | null {
  if (fault === null) return null;
  const text = (value: string | null) => (value === null ? null : clean(value));
  const errors = fault.errors.map((entry) => Object.freeze({ resource: text(entry.resource), field: text(entry.field), code: text(entry.code) }));
  return Object.freeze({ message: text(fault.message), errors: Object.freeze(errors) });
}

function ownString(object: Readonly<Record<string, unknown>>, key: string): string | null {
  const value = ownValue(object, key);
  return typeof value === 'string' ? value : null;
}
