import type { SampleStore } from './sample-store.js';

/**
 * The longest step between two timed samples that is still recording, in seconds; a
 * longer step is a recording pause. An auto-paused device records nothing until the
 * athlete moves again, so a pause is one long step between two samples, and the sample
 * after it may be flagged moving (the device moved off again before it recorded). Steps of
 * a recording are 1 second, a few seconds on a device that records "smartly"; the real
 * pauses of the API's bodies run from 4 seconds to 20 minutes, the shortest ones flagged
 * not moving at their end as well.
 */
export const PAUSE_SECONDS = 10;

/**
 * The moving rule, which every figure weighed by time follows (`moving_time`, the
 * averages, time in zones): the seconds a step of `step` seconds (from one timed sample to
 * the next, never negative) counts as moving. It counts whole when it is no recording
 * pause (at most `PAUSE_SECONDS`) and its end sample is flagged moving (`flag` 1; 0 not
 * moving, 2 null), or the set has no `moving` stream (`hasFlags` false: only pauses are
 * left out); otherwise it counts nothing.
 */
export function movingSeconds(step: number, flag: number | undefined, hasFlags: boolean): number {
  return step <= PAUSE_SECONDS && (flag === 1 || !hasFlags) ? step : 0;
}

/** Samples of a number or integer stream as the analyses read them: NaN where null (an `Int32Array` holds none). */
export type Numbers = Float64Array | Int32Array;

/** The samples of an absent stream: every read is beyond them, so undefined, which the analyses read as null. */
const NO_SAMPLES: Float64Array = new Float64Array(0);
/** The flags of an absent `moving` stream (see `NO_SAMPLES`). */
const NO_FLAGS: Uint8Array = new Uint8Array(0);

/**
 * The samples of a number or integer stream, indexed as the set's (the analyses read them
 * in place rather than cut a view: a view per stream cost more than the whole pass over a
 * 30-point window), or none for an absent stream. The one place that knows how a store
 * keeps numbers.
 */
export function numbersOf(store: SampleStore | null): Numbers {
  return store === null ? NO_SAMPLES : (store.values as Numbers);
}

/** The flags of a `moving` stream (1 moving, 0 not, 2 null), indexed as the set's, or none for an absent stream. */
export function flagsOf(store: SampleStore | null): Uint8Array {
  return store === null ? NO_FLAGS : (store.values as Uint8Array);
}
