/**
 * Why a window could not be cut: `'downsampled'` (a stream's length differs from its
 * `original_size`, or its `resolution` is not `high`: a record's indexes count points of
 * the full-resolution streams), `'out-of-range'` (an index outside the samples, or a start
 * after the end), `'no-index'` (`start_index` or `end_index` is null or absent).
 */
export type StreamWindowReason = 'downsampled' | 'out-of-range' | 'no-index';

/**
 * Thrown by `window(record)` when the record's samples cannot be cut from the streams: the
 * window would hold the wrong samples, so none is given. `reason` says why; the message
 * names the stream or the indexes at fault.
 *
 * @example
 * ```ts
 * try {
 *   streams.window(lap);
 * } catch (error) {
 *   if (error instanceof StreamWindowError && error.reason === 'downsampled') console.log('ask for full resolution');
 * }
 * ```
 */
export class StreamWindowError extends Error {
  /**
   * Always `'StreamWindowError'`: tells the error apart where `instanceof` cannot (another
   * realm, another copy of the package).
   */
  override readonly name = 'StreamWindowError' as const;
  /** Why the window could not be cut. */
  readonly reason: StreamWindowReason;

  /**
   * An error with `reason` and a message saying what is at fault. `window` builds it; a
   * test double may too.
   *
   * @param reason why the window could not be cut
   * @param message what is at fault, for example `start_index is null`
   */
  constructor(reason: StreamWindowReason, message: string) {
    super(message);
    this.reason = reason;
  }
}
