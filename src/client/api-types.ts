/*
 * Shapes of the related data a client returns, as the API documents them and as real
 * bodies show them. Types only: the library passes these values through unchecked, so
 * every field is optional and nullable, and bodies may carry fields not listed here.
 */
import type { Id } from '../parse/id.js';

/** An athlete as lists show them (kudos, a comment's author): often only the names. */
export interface SummaryAthlete {
  /** The athlete's id; absent in kudos lists, which give only the names. */
  readonly id?: Id | null;
  /** How much detail the API included: 1 meta, 2 summary, 3 detail. */
  readonly resource_state?: number | null;
  readonly firstname?: string | null;
  /** Often only an initial, as the API shows other athletes. */
  readonly lastname?: string | null;
  /** URL of a 62x62 pixel profile picture. */
  readonly profile_medium?: string | null;
  /** URL of a 124x124 pixel profile picture. */
  readonly profile?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly country?: string | null;
  /** `M`, `F`, or null. */
  readonly sex?: string | null;
  readonly premium?: boolean | null;
  readonly summit?: boolean | null;
  /** Date-time string. */
  readonly created_at?: string | null;
  /** Date-time string. */
  readonly updated_at?: string | null;
}

/** A comment on an activity (`GET /activities/{id}/comments`). */
export interface Comment {
  readonly id?: Id | null;
  readonly activity_id?: Id | null;
  readonly post_id?: Id | null;
  readonly resource_state?: number | null;
  /** The comment's text. */
  readonly text?: string | null;
  readonly mentions_metadata?: unknown;
  /** When the comment was made: a date-time string. */
  readonly created_at?: string | null;
  readonly athlete?: SummaryAthlete | null;
  /** Opaque paging cursor: pass the last comment's cursor as `after_cursor` for the next page. */
  readonly cursor?: string | null;
  readonly reaction_count?: number | null;
  readonly has_reacted?: boolean | null;
}

/** One bucket of a zone distribution: time spent between `min` and `max`. */
export interface TimedZoneRange {
  /** Lower bound, in the zone's unit (beats per minute, watts, or meters per second for pace). */
  readonly min?: number | null;
  /** Upper bound in the same unit; -1 for an open top bucket. */
  readonly max?: number | null;
  /** Seconds spent in this bucket. */
  readonly time?: number | null;
}

/** One zone distribution of an activity (`GET /activities/{id}/zones`). */
export interface ActivityZone {
  /** Relative effort score; real bodies carry floats such as `28.0`. */
  readonly score?: number | null;
  readonly distribution_buckets?: readonly TimedZoneRange[] | null;
  /** `heartrate`, `power` or `pace`. */
  readonly type?: string | null;
  readonly resource_state?: number | null;
  readonly sensor_based?: boolean | null;
  readonly points?: number | null;
  readonly custom_zones?: boolean | null;
  readonly max?: number | null;
}

/** A photo attached to an activity (`GET /activities/{id}/photos`). */
export interface ActivityPhoto {
  readonly id?: Id | null;
  readonly unique_id?: string | null;
  readonly activity_id?: Id | null;
  readonly athlete_id?: Id | null;
  readonly resource_state?: number | null;
  readonly caption?: string | null;
  /** 1 for photos stored by the service, 2 for Instagram. */
  readonly source?: number | null;
  /** Picture URLs keyed by size in pixels, as requested with `size`. */
  readonly urls?: Readonly<Record<string, string>> | null;
  /** Width and height in pixels, keyed like `urls`. */
  readonly sizes?: Readonly<Record<string, readonly [number, number]>> | null;
  /** Date-time string. */
  readonly created_at?: string | null;
  /** Local wall-clock date-time string (written with a `Z`, but not UTC). */
  readonly created_at_local?: string | null;
  /** Date-time string. */
  readonly uploaded_at?: string | null;
  /** `[latitude, longitude]` in degrees. */
  readonly location?: readonly [number, number] | null;
  readonly default_photo?: boolean | null;
}

/** Totals over a period for one sport. */
export interface ActivityTotal {
  /** Number of activities. */
  readonly count?: number | null;
  /** Meters. */
  readonly distance?: number | null;
  /** Seconds. */
  readonly moving_time?: number | null;
  /** Seconds. */
  readonly elapsed_time?: number | null;
  /** Meters. */
  readonly elevation_gain?: number | null;
  /** Achievements earned (recent totals only). */
  readonly achievement_count?: number | null;
}

/** An athlete's summary statistics (`GET /athletes/{id}/stats`). */
export interface ActivityStats {
  /** Longest ride, in meters. */
  readonly biggest_ride_distance?: number | null;
  /** Biggest climb, in meters. */
  readonly biggest_climb_elevation_gain?: number | null;
  /** The last four weeks. */
  readonly recent_ride_totals?: ActivityTotal | null;
  readonly recent_run_totals?: ActivityTotal | null;
  readonly recent_swim_totals?: ActivityTotal | null;
  /** The year to date. */
  readonly ytd_ride_totals?: ActivityTotal | null;
  readonly ytd_run_totals?: ActivityTotal | null;
  readonly ytd_swim_totals?: ActivityTotal | null;
  /** All time. */
  readonly all_ride_totals?: ActivityTotal | null;
  readonly all_run_totals?: ActivityTotal | null;
  readonly all_swim_totals?: ActivityTotal | null;
}
