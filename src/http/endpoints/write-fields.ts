import { isDateTime } from '../../parse/date-time.js';
import { ownValue } from '../../parse/own-properties.js';
import { describeKind, describeNumberOrKind, describeQuoted } from '../../parse/received-value.js';
import { refuseUnknownNames } from '../shared/known-names.js';
import { loneSurrogateAt } from '../shared/lone-surrogate.js';

/**
 * What a field of a write takes:
 * - `text`: any well-formed string (a description, which may be emptied);
 * - `name`: a non-empty well-formed string (a name, a sport, a gear id);
 * - `boolean`: true or false;
 * - `date-time`: an RFC 3339 date-time with its UTC offset, as the API takes a local time;
 * - `seconds`: a positive whole number of seconds;
 * - `meters`: a finite number of meters, 0 or more;
 * - `kilograms`: a finite number of kilograms, more than 0.
 */
export type WriteFieldKind = 'text' | 'name' | 'boolean' | 'date-time' | 'seconds' | 'meters' | 'kilograms';

/** A field of a write: the API's name for it, what it takes, whether it must be given. */
export interface WriteField {
  /** The API's name, in the form or the JSON body: `sport_type`. */
  readonly wire: string;
  readonly kind: WriteFieldKind;
  /** The write is refused without it. */
  readonly required?: true;
}

/** A field's value, checked. */
export type WriteValue = string | number | boolean;

/** Characters of a refused text a message quotes at most. */
const MAX_QUOTED = 60;

/**
 * The fields of a write, checked before anything is sent, so that a write the API would
 * refuse, or would take otherwise than meant, is never made:
 * - `given` must be an object; its fields are read from its own properties only, and one
 *   set to undefined is not given;
 * - a name it has that is none of `fields` (nor of `alsoAllowed`, the call's options) is a
 *   `TypeError` naming it, with the camelCase name when it is an API's snake_case one
 *   (`sport_type`: `sportType`), rather than a field dropped without a word;
 * - a value of the wrong type is a `TypeError`, one out of range a `RangeError`, each
 *   naming the call and the field; a required field not given is a `TypeError`;
 * - a string holding a lone surrogate is a `TypeError` naming where: a form would send it
 *   as U+FFFD, and a JSON body as an escape no UTF-8 text can hold.
 *
 * @param where The call, for messages: `createActivity`.
 * @param what What `given` is called in messages: `fields`, `changes`, `options`.
 * @returns The fields given, in the order of `fields`, each by its API name.
 */
export function readWriteFields(
  given: unknown,
  fields: Readonly<Record<string, WriteField>>,
  where: string,
  what: string,
  alsoAllowed: readonly string[] = [],
): [wire: string, value: WriteValue][] {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new TypeError(`${where}: ${what} must be an object, received ${describeKind(given)}`);
  }
  refuseUnknownNames(given, fields, where, what, 'field', alsoAllowed);
  const read: [string, WriteValue][] = [];
  for (const [name, field] of Object.entries(fields)) {
    const value = ownValue(given, name);
    if (value === undefined) {
      if (field.required) throw new TypeError(`${where}: ${what}.${name} is required (${EXPECTED[field.kind]})`);
      continue;
    }
    read.push([field.wire, checked(value, field.kind, `${where}: ${what}.${name}`)]);
  }
  return read;
}

/** What each kind takes, as a message says it. */
const EXPECTED: Readonly<Record<WriteFieldKind, string>> = {
  text: 'a string',
  name: 'a non-empty string',
  boolean: 'a boolean',
  'date-time': 'an RFC 3339 date-time with its UTC offset, such as 2025-10-18T19:04:26-04:00',
  seconds: 'a positive whole number of seconds',
  meters: 'a number of meters, 0 or more',
  kilograms: 'a number of kilograms, more than 0',
};

/** `value` as a field of `kind` takes it: a `TypeError` for the wrong type, a `RangeError` out of range. */
function checked(value: unknown, kind: WriteFieldKind, at: string): WriteValue {
  const refused = (error: new (message: string) => Error, received: string) => new error(`${at} must be ${EXPECTED[kind]}, received ${received}`);
  switch (kind) {
    case 'text':
      if (typeof value !== 'string') throw refused(TypeError, describeKind(value));
      return wellFormed(value, at);
    case 'name':
      if (typeof value !== 'string' || value === '') throw refused(TypeError, describeKind(value));
      return wellFormed(value, at);
    case 'boolean':
      if (typeof value !== 'boolean') throw refused(TypeError, describeKind(value));
      return value;
    case 'date-time':
      if (typeof value === 'string' && isDateTime(value)) return value;
      // A Date is an instant: written as text, its local time and offset would be UTC's, not the athlete's.
      throw refused(TypeError, typeof value === 'string' ? describeQuoted(value, MAX_QUOTED) : value instanceof Date ? 'a Date (an instant; give the local time with its offset)' : describeKind(value));
    case 'seconds':
      if (typeof value !== 'number') throw refused(TypeError, describeKind(value));
      if (!Number.isSafeInteger(value) || value <= 0) throw refused(RangeError, describeNumberOrKind(value));
      return value;
    case 'meters':
      if (typeof value !== 'number') throw refused(TypeError, describeKind(value));
      if (!Number.isFinite(value) || value < 0) throw refused(RangeError, describeNumberOrKind(value));
      return value;
    case 'kilograms':
      if (typeof value !== 'number') throw refused(TypeError, describeKind(value));
      if (!Number.isFinite(value) || value <= 0) throw refused(RangeError, describeNumberOrKind(value));
      return value;
  }
}

/**
 * `text`, when it holds no lone surrogate.
 *
 * @param at The call and the field, for the message: `createActivity: fields.name`.
 * @throws TypeError naming the field and the lone surrogate's index.
 */
export function wellFormed(text: string, at: string): string {
  const index = loneSurrogateAt(text);
  if (index !== -1) throw new TypeError(`${at} holds a lone surrogate at index ${index} (half of a UTF-16 pair), which no request can carry; pass well-formed text`);
  return text;
}

/**
 * A form of `fields` (`application/x-www-form-urlencoded`), booleans written as the API's
 * forms take them: `1` and `0` (`trainer`, `commute`).
 */
export function formOf(fields: readonly [string, WriteValue][]): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of fields) form.append(name, formValue(value));
  return form;
}

/** A value as a form writes it: a boolean as `1` or `0`, a number as JavaScript writes it. */
export function formValue(value: WriteValue): string {
  return typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
}
