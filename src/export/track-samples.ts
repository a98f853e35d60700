import type { LatLng } from '../parse/lat-lng.js';
import { PAUSE_SECONDS } from '../streams/moving-rule.js';
import type { StreamSamples } from '../streams/samples.js';

/** The streams an export reads, of a `StreamSet` or of a `StreamWindow`. */
export interface TrackStreams {
  readonly time: StreamSamples<number> | null;
  readonly latlng: StreamSamples<LatLng> | null;
  readonly altitude: StreamSamples<number> | null;
  readonly distance: StreamSamples<number> | null;
  readonly velocity_smooth: StreamSamples<number> | null;
  readonly heartrate: StreamSamples<number> | null;
  readonly cadence: StreamSamples<number> | null;
  readonly watts: StreamSamples<number> | null;
  readonly temp: StreamSamples<number> | null;
}

/**
 * The samples of a track, each stream as one column (NaN where a sample is null or the
 * stream absent), with each sample's instant and where a recording pause breaks the track.
 */
export interface TrackSamples {
  readonly length: number;
  /** Seconds after the epoch: the activity's start plus the `time` sample; NaN without either. */
  readonly instants: Float64Array;
  /** 1 where a recording pause (a step of more than `PAUSE_SECONDS` from the timed sample before) comes before the sample. */
  readonly breaks: Uint8Array;
  /** Latitude, longitude pairs, in degrees. */
  readonly positions: Float64Array;
  readonly altitude: Float64Array;
  readonly distance: Float64Array;
  readonly speed: Float64Array;
  readonly heartrate: Float64Array;
  readonly cadence: Float64Array;
  readonly watts: Float64Array;
  readonly temp: Float64Array;
}

/** The samples of `streams`, read through their public reads (a copy each), starting `start` seconds after the epoch. */
export function trackSamples(streams: TrackStreams, start: number): TrackSamples {
  const length = [streams.time, streams.latlng, streams.altitude, streams.distance, streams.heartrate, streams.cadence, streams.watts, streams.temp, streams.velocity_smooth]
    .find((stream) => stream !== null)?.length ?? 0;
  const column = (stream: StreamSamples<number> | null): Float64Array =>
    stream === null ? new Float64Array(length).fill(Number.NaN) : stream.toTypedArray();
  const times = column(streams.time);
  const breaks = new Uint8Array(length);
  let last = Number.NaN;
  for (let index = 0; index < length; index++) {
    const now = times[index] ?? Number.NaN;
    if (now !== now) continue;
    if (now - last > PAUSE_SECONDS) breaks[index] = 1;
    last = now;
  }
  return {
    length,
    instants: times.map((seconds) => start + seconds),
    breaks,
    positions: streams.latlng === null ? new Float64Array(2 * length).fill(Number.NaN) : streams.latlng.toTypedArray(),
    altitude: column(streams.altitude),
    distance: column(streams.distance),
    speed: column(streams.velocity_smooth),
    heartrate: column(streams.heartrate),
    cadence: column(streams.cadence),
    watts: column(streams.watts),
    temp: column(streams.temp),
  };
}

/** Whether `value` is a whole number from `min` to `max`: what a format's integer field can hold. */
export function isWhole(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}
