import type { IssueReporter } from './issue.js';
import { ownValue } from './own-properties.js';
import { isPlainObject } from './plain-object.js';

/** What the values of one kind of map field must be. */
export interface MapValueKind<V> {
  /** What each value must be, as issues say it. */
  readonly expected: string;
  /** The value to keep (a frozen copy when it is an array), or undefined when it is not one. */
  read(value: unknown): V | undefined;
}

/** A map field's value: its keys as given, each value checked, read-only and with a null prototype. */
export type CheckedMap<V> = Readonly<Record<string, V>>;

/**
 * Reads a map field: a plain object whose every own enumerable value is of `kind`. The
 * result is a frozen copy with a null prototype, so a key such as `__proto__` or
 * `constructor` is plain data and a missing key reads as undefined, never as an inherited
 * member. Every bad value is reported at its own key.
 */
export function readCheckedMap<V>(value: unknown, key: string, issues: IssueReporter, kind: MapValueKind<V>): CheckedMap<V> | null {
  if (!isPlainObject(value)) {
    issues.report([key], `object of ${kind.expected} values`, value);
    return null;
  }
  const map = Object.create(null) as Record<string, V>;
  let valid = true;
  for (const name of Object.keys(value)) {
    const item: unknown = value[name];
    const read = kind.read(item);
    if (read === undefined) {
      issues.report([key, name], kind.expected, item);
      valid = false;
    } else {
      map[name] = read;
    }
  }
  return valid ? Object.freeze(map) : null;
}

/** Map values that are strings (`ActivityPhoto.urls`). */
const STRING_VALUES: MapValueKind<string> = {
  expected: 'string',
  read: (value) => (typeof value === 'string' ? value : undefined),
};

/** A picture's size in pixels. */
export type Size = readonly [width: number, height: number];

/** Map values that are `[width, height]` pairs of non-negative safe integers (`ActivityPhoto.sizes`). */
const SIZE_VALUES: MapValueKind<Size> = {
  expected: '[width, height] of non-negative integers',
  read: (value) => {
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const width = ownValue(value, 0);
    const height = ownValue(value, 1);
    return isPixelCount(width) && isPixelCount(height) ? Object.freeze([width, height] as const) : undefined;
  },
};

function isPixelCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** Reads a map of strings (`ActivityPhoto.urls`). */
export function readStringMap(value: unknown, key: string, issues: IssueReporter): CheckedMap<string> | null {
  return readCheckedMap(value, key, issues, STRING_VALUES);
}

/** Reads a map of sizes (`ActivityPhoto.sizes`). */
export function readSizeMap(value: unknown, key: string, issues: IssueReporter): CheckedMap<Size> | null {
  return readCheckedMap(value, key, issues, SIZE_VALUES);
}
