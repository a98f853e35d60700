import { ownValue } from '../../parse/own-properties.js';
import { isPlainObject } from '../../parse/plain-object.js';
import { parseJsonObject } from './json-object.js';

/** One entry of the API's error body as the client judges it: which resource and field, and what was wrong. */
export interface FaultFactsEntry {
  /** The resource concerned, for example `Athlete` or `Application`; null when absent. */
  readonly resource: string | null;
  /** The field concerned, for example `access_token` or `activity:read_permission`; null when absent. */
  readonly field: string | null;
  /** What was wrong, for example `invalid`, `missing` or `exceeded`; null when absent. */
  readonly code: string | null;
}

/**
 * What the client reads of an error body to decide (why a token was refused, which rate
 * limit was hit) and to word its message: `{ message, errors: [{ resource, field, code }] }`.
 * A `Fault` record has this shape too, so the same readers take either.
 */
export interface FaultFacts {
  /** The fault's summary, for example `Rate Limit Exceeded`; null when absent. */
  readonly message: string | null;
  /** Its entries, in the body's order; null when absent. */
  readonly errors: readonly FaultFactsEntry[] | null;
}

/**
 * The API's error body in `text`, read leniently, or null when the text is not a JSON
 * object with a string `message` or an `errors` array. Values of the wrong type read as
 * null, entries that are not objects are left out: a decision (an invalid token, a read
 * limit) is taken from what is there, whatever else the body holds. What an error carries
 * as its `fault` is the `Fault` record, read strictly (`transport/answer-fault.ts`).
 */
export function readFault(text: string): FaultFacts | null {
  const body = parseJsonObject(text);
  if (body === null) return null;
  const message = ownString(body, 'message');
  const entries = ownValue(body, 'errors');
  if (message === null && !Array.isArray(entries)) return null;
  const errors: FaultFactsEntry[] = [];
  if (Array.isArray(entries)) {
    for (const entry of entries as unknown[]) {
      if (!isPlainObject(entry)) continue;
      errors.push(Object.freeze({ resource: ownString(entry, 'resource'), field: ownString(entry, 'field'), code: ownString(entry, 'code') }));
    }
  }
  return Object.freeze({ message, errors: Object.freeze(errors) });
}

function ownString(object: Readonly<Record<string, unknown>>, key: string): string | null {
  const value = ownValue(object, key);
  return typeof value === 'string' ? value : null;
}
