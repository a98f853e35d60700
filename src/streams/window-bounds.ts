import { describeReceived } from '../parse/received-value.js';
import { StreamWindowError } from './stream-window-error.js';

/**
 * Anything with the indexes of a window into its activity's streams: a `Lap`, a
 * `SegmentEffort` (or a best effort), or a plain object. Both indexes count samples of the
 * full-resolution streams, from 0, and both are included.
 */
export interface IndexedRecord {
  /** Index of the first sample, from 0. */
  readonly start_index?: number | null | undefined;
  /** Index of the last sample (included). */
  readonly end_index?: number | null | undefined;
}

/** What of a stream decides whether its samples are the full-resolution ones. */
export interface Resolution {
  readonly type: string;
  readonly length: number;
  readonly original_size: number | null;
  readonly resolution: string | null;
}

/**
 * The first and last index of `record`'s window, as given.
 *
 * @throws StreamWindowError `'no-index'` when an index is null or absent; TypeError when
 *   `record` is no object (from JavaScript: `window(null)`)
 */
export function windowIndexes(record: IndexedRecord): readonly [start: number, end: number] {
  // The type says an object; JavaScript may give anything.
  const given: unknown = record;
  if (typeof given !== 'object' || given === null) {
    throw new TypeError(`window(record) expects a record with start_index and end_index, received ${describeReceived(given)}`);
  }
  const start = record.start_index;
  const end = record.end_index;
  if (start == null) throw new StreamWindowError('no-index', `start_index is ${String(start)}: the record has no window`);
  if (end == null) throw new StreamWindowError('no-index', `end_index is ${String(end)}: the record has no window`);
  return [start, end];
}

/**
 * Checks that `start` to `end` (both included) is a window of `length` samples.
 *
 * @throws StreamWindowError `'out-of-range'` when an index is not a whole number within
 *   the samples, or the start is after the end; the message names an index that is no
 *   number briefly, by its kind or a cut quote (a symbol, or an object whose `toString`
 *   throws, cannot be written as it is)
 */
export function checkInRange(start: number, end: number, length: number): void {
  if (Number.isSafeInteger(start) && Number.isSafeInteger(end) && start >= 0 && start <= end && end < length) return;
  throw new StreamWindowError(
    'out-of-range',
    `start_index ${describeReceived(start)} to end_index ${describeReceived(end)} is no window of ${length} samples (indexes 0 to ${length - 1}, the start not after the end)`,
  );
}

/**
 * Whether a stream holds its full-resolution samples: its length is its `original_size`
 * and its `resolution` is `high`, where they are given (a stream that gives neither is
 * taken as full: nothing says it is not).
 */
export function isFullResolution(stream: Resolution): boolean {
  const { length, original_size: originalSize, resolution } = stream;
  return (originalSize === null || originalSize === length) && (resolution === null || resolution === 'high');
}

/**
 * Checks that a stream holds its full-resolution samples (`isFullResolution`).
 *
 * @throws StreamWindowError `'downsampled'` otherwise; the message quotes the resolution as
 *   an issue quotes a value (40 characters and its length), since the body supplies it
 */
export function checkFullResolution(stream: Resolution): void {
  if (isFullResolution(stream)) return;
  const { type, length, original_size: originalSize, resolution } = stream;
  throw new StreamWindowError(
    'downsampled',
    `the ${type} stream is downsampled (${length} of ${originalSize ?? 'unknown'} points, resolution ${describeReceived(resolution)}): ` +
      "a record's indexes count points of the full-resolution streams, which these are not",
  );
}
