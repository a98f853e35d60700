import type { IndexedRecord } from '../streams/window-bounds.js';

/**
 * What the exports read of an activity: a `SummaryActivity` or a `DetailedActivity` fits,
 * as does a plain object with these fields (each optional, null where unknown).
 */
export interface ExportActivity {
  /** The activity's name: GPX `metadata` and `trk` name, TCX `Notes`. */
  readonly name?: string | null | undefined;
  /** The activity's description: GPX `desc`. */
  readonly description?: string | null | undefined;
  /** The sport (`Ride`, `TrailRun`, ...): GPX `type`, and the TCX `Sport` (`Running`, `Biking` or `Other`). */
  readonly sport_type?: string | null | undefined;
  /** The older activity type, used where `sport_type` is absent. */
  readonly type?: string | null | undefined;
  /** The start, an RFC 3339 date-time: every point's time is this plus its `time` sample. */
  readonly start_date?: string | null | undefined;
  /** Kilocalories: the TCX `Calories` of a one-lap export. */
  readonly calories?: number | null | undefined;
  /** Seconds: the figures of a one-lap TCX export, as `ExportLap` has them. */
  readonly elapsed_time?: number | null | undefined;
  /** Meters. */
  readonly distance?: number | null | undefined;
  /** Meters per second. */
  readonly average_speed?: number | null | undefined;
  /** Meters per second. */
  readonly max_speed?: number | null | undefined;
  /** Beats per minute. */
  readonly average_heartrate?: number | null | undefined;
  /** Beats per minute. */
  readonly max_heartrate?: number | null | undefined;
  /** Revolutions (steps of one foot) per minute. */
  readonly average_cadence?: number | null | undefined;
  /** Watts. */
  readonly average_watts?: number | null | undefined;
  /** Watts. */
  readonly max_watts?: number | null | undefined;
}

/**
 * What `toTcx` reads of a lap: a `Lap` fits (from `activity.laps()` or a detailed
 * activity's `laps`), as does a plain object. Its indexes cut its samples; its own
 * figures are written, and where one is null, the figure of its samples.
 */
export interface ExportLap extends IndexedRecord {
  /** When the lap started, an RFC 3339 date-time: the TCX lap's `StartTime`. */
  readonly start_date?: string | null | undefined;
  /** Seconds: `TotalTimeSeconds`. */
  readonly elapsed_time?: number | null | undefined;
  /** Meters: `DistanceMeters`. */
  readonly distance?: number | null | undefined;
  /** Meters per second: `AvgSpeed` of the lap extension. */
  readonly average_speed?: number | null | undefined;
  /** Meters per second: `MaximumSpeed`. */
  readonly max_speed?: number | null | undefined;
  /** Beats per minute: `AverageHeartRateBpm`, to the nearest beat. */
  readonly average_heartrate?: number | null | undefined;
  /** Beats per minute: `MaximumHeartRateBpm`. */
  readonly max_heartrate?: number | null | undefined;
  /** Revolutions (steps of one foot) per minute: `Cadence` (riding) or `AvgRunCadence` (running). */
  readonly average_cadence?: number | null | undefined;
  /** Watts: `AvgWatts` of the lap extension. */
  readonly average_watts?: number | null | undefined;
}
