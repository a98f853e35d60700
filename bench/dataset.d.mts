// The types of dataset.mjs, for the tests written in TypeScript that draw on it.

/** A body as the generator makes it: plain JSON values, ids beyond 2^53 as bigints (write it with `apiText`). */
export type Body = Record<string, unknown>;

/** A small seeded PRNG (mulberry32): numbers in [0, 1), the same for one seed on every run. */
export function random(seed: number): () => number;

/** A new array of `items` in a random order: Fisher-Yates on `next`, a generator `random` made. */
export function shuffled<T>(items: readonly T[], next: () => number): T[];

/**
 * `count` laps as plain objects shaped like a `GET /activities/{id}/laps` body: ids near
 * 1e10 (or beyond 2^53 as bigint, with `bigIds`), about 20% of the optional fields null.
 * Bulk input for the benchmarks: their figures do not come from samples.
 */
export function generateLaps(count: number, options?: { bigIds?: boolean; seed?: number }): Record<string, unknown>[];

/**
 * A stream set of a ride of `points` samples (1 Hz, every stream type, stops and drop-outs
 * as recorded), keyed by type, or with `shape: 'array'` the array of streams with `type`.
 * For benchmarks that want a body of a given length.
 */
export function generateStreams(points: number, options?: { shape?: 'keyed' | 'array'; seed?: number }): Body | Body[];

/** `body` as the API's JSON text: compact, ids exact, a number field's whole values written `12.0`. */
export function apiText(body: unknown): string;

/** The longest step between two samples that is still recording (3 s); a longer one is an auto-pause. */
export const LONGEST_RECORDING_STEP: number;

/** The shortest and longest auto-pause of a generated recording, in seconds (20 and 1,500). */
export const PAUSE_SECONDS: { readonly shortest: number; readonly longest: number };

/** Every stream type, in the order a generated stream set has them. */
export const STREAM_TYPES: readonly string[];

/** Samples of one stream type: an array (null where a sensor dropped out) or a typed array (NaN). */
export type Samples = ArrayLike<number | boolean | null>;

/** What `apiFigures` says of a window of samples: the API's figures of a lap, an effort or an activity. */
export interface ApiFigures {
  /** Seconds. */
  readonly elapsed_time: number;
  /** Seconds. */
  readonly moving_time: number;
  /** Meters (a tenth). */
  readonly distance: number | null;
  /** m/s (a thousandth). */
  readonly average_speed: number | null;
  readonly max_speed: number | null;
  /** bpm (a tenth). */
  readonly average_heartrate: number | null;
  readonly max_heartrate: number | null;
  readonly average_cadence: number | null;
  /** Watts (a tenth). */
  readonly average_watts: number | null;
  readonly max_watts: number | null;
  readonly weighted_average_watts: number | null;
  readonly kilojoules: number | null;
  /** Meters (a tenth). */
  readonly total_elevation_gain: number | null;
  readonly elev_high: number | null;
  readonly elev_low: number | null;
}

/**
 * The API's figures of samples `start` to `end` (both included) by the rule the generator
 * follows (stated in dataset/api-figures.mjs): `samples` is a stream set keyed by type (as
 * `Dataset#streams` gives it) or its columns by type.
 */
export function apiFigures(samples: Readonly<Record<string, Samples | { readonly data: Samples } | undefined>>, start: number, end: number): ApiFigures;

/** An auto-pause: the first sample after the gap in `time`, and the gap's seconds (20 to 1,500). */
export interface Pause {
  readonly index: number;
  readonly seconds: number;
}

/** A stop standing still with recording on: the indexes of a run of `moving: false` samples, 1 s apart. */
export interface Standing {
  readonly from: number;
  readonly to: number;
}

/** An activity's samples as recorded, in typed columns (NaN where the API sends null; `moving` as 1 and 0). */
export interface Recording {
  readonly columns: {
    readonly time: Float64Array;
    readonly distance: Float64Array;
    readonly latitude: Float64Array;
    readonly longitude: Float64Array;
    readonly altitude: Float64Array;
    readonly velocity_smooth: Float64Array;
    readonly heartrate: Float64Array;
    readonly cadence: Float64Array;
    readonly watts: Float64Array;
    readonly temp: Float64Array;
    readonly moving: Uint8Array;
    readonly grade_smooth: Float64Array;
  };
  /** How many samples. */
  readonly length: number;
  /** The stream types the activity has. */
  readonly types: readonly string[];
  /** For a pool swim, the index at which each length ends (the laps' ends). */
  readonly lengths: readonly number[];
  /** The columns of the activity's types (no `latlng`), for `apiFigures`. */
  readonly samples: Readonly<Record<string, Float64Array | Uint8Array>>;
  /** The auto-pauses, in order. */
  readonly pauses: readonly Pause[];
  /** The stops standing still, in order. */
  readonly standing: readonly Standing[];
  /** The stream set the API answers (every type the activity has, keyed by type, full resolution). */
  streamSet(): Body;
}

/** An activity of the data set, without its bodies. */
export interface ActivityEntry {
  readonly id: number;
  /** `sport_type`: Run, Ride, VirtualRide, Swim, Walk, Hike, Yoga, WeightTraining. */
  readonly sport: string;
  /** Epoch seconds. */
  readonly start: number;
  /** Entered by hand: no streams, no laps. */
  readonly manual: boolean;
  readonly private: boolean;
}

/** What `createDataset` takes. */
export interface DatasetOptions {
  /** @default 1 */
  readonly seed?: number;
  /** The first local day, `YYYY-MM-DD`. @default '2022-01-01' */
  readonly from?: string;
  /** The last local day, `YYYY-MM-DD`, included. @default '2024-12-31' */
  readonly until?: string;
  /** How many activities' samples it keeps at hand, the last recorded (Infinity: every one, for a test that reads them all again and again). @default 4 */
  readonly keepRecordings?: number;
}

/** The query of `GET /athlete/activities`. */
export interface ActivityQuery {
  /** Epoch seconds. */
  readonly before?: number | null;
  /** Epoch seconds. */
  readonly after?: number | null;
  /** From 1. @default 1 */
  readonly page?: number;
  /** @default 30 */
  readonly per_page?: number;
}

/** The query of `GET /segments/explore`. */
export interface ExploreQuery {
  /** `[south, west, north, east]`, degrees. */
  readonly bounds: readonly [number, number, number, number];
  /** `running` or `riding`; null or absent: both. */
  readonly activityType?: string | null;
  /** 0 to 5; null or absent: none. */
  readonly minCategory?: number | null;
  /** 0 to 5; null or absent: none. */
  readonly maxCategory?: number | null;
}

/** The local times that bound `GET /segment_efforts`, as its query writes them (`2024-03-01T00:00:00Z`). */
export interface EffortRange {
  readonly start_date_local?: string | null;
  readonly end_date_local?: string | null;
}

/**
 * One athlete and everything the API says of them, each body made when asked (null for an
 * id the data set does not have). Each call makes a new body.
 */
export interface Dataset {
  readonly seed: number;
  readonly from: string;
  readonly until: string;
  /** The ids of every activity, oldest first. */
  activityIds(): number[];
  /** Every activity's id, sport and start, oldest first. */
  activityIndex(): ActivityEntry[];
  /** `GET /athlete`. */
  athleteBody(): Body;
  /** `GET /athlete/zones`. */
  athleteZones(): Body;
  /** `GET /athletes/{id}/stats`, as of the last day. */
  athleteStats(): Body;
  /** Every activity as the list gives it, oldest first. */
  summaries(): Body[];
  /** `GET /athlete/activities`: with `after` alone oldest first, else newest first; then the page. */
  athleteActivities(query?: ActivityQuery): Body[];
  /** `GET /activities/{id}`. */
  activity(id: number | bigint | string): Body | null;
  /** `GET /uploads/{id}` of the upload an activity was made from: ready, with its activity's id; null for an id none was uploaded as. */
  upload(id: number | bigint | string): Body | null;
  /** `GET /activities/{id}/laps`. */
  laps(id: number | bigint | string): Body[] | null;
  /** `GET /activities/{id}/streams` (every key, keyed by type); null for a manual activity too. */
  streams(id: number | bigint | string): Body | null;
  /** The activity's samples with its known pauses and stops; null for a manual activity too. */
  recording(id: number | bigint | string): Recording | null;
  /** `GET /activities/{id}/zones`. */
  activityZones(id: number | bigint | string): Body[] | null;
  /** `GET /activities/{id}/comments`: every comment, oldest first, each with its `cursor`. */
  comments(id: number | bigint | string): Body[] | null;
  /** `GET /activities/{id}/kudos`: every athlete. */
  kudos(id: number | bigint | string): Body[] | null;
  /** `GET /activities/{id}/photos?size=…`. @param size the longer side, pixels (600) */
  photos(id: number | bigint | string, size?: number): Body[] | null;
  /** `GET /gear/{id}`. */
  gearDetail(id: string): Body | null;
  /** Every segment: id, name, activity type, starred. */
  segmentIndex(): { readonly id: number; readonly name: string; readonly activityType: string; readonly starred: boolean }[];
  /** `GET /segments/{id}`. */
  segment(id: number | bigint | string): Body | null;
  /** `GET /segments/{id}/streams`. */
  segmentStreams(id: number | bigint | string): Body | null;
  /** `GET /segments/starred`. */
  starredSegments(): Body[];
  /**
   * `GET /segments/explore`: `{ segments }`, at most 10 with both ends within `bounds`
   * (`[south, west, north, east]`), of `activityType` and within the climb categories when
   * asked, most efforts first.
   */
  exploreSegments(query: ExploreQuery): Body;
  /** `GET /segment_efforts?segment_id=…`: the athlete's efforts on it, oldest first, between the local times given (both included). */
  segmentEfforts(segmentId: number | bigint | string, range?: EffortRange): Body[] | null;
  /** `GET /segment_efforts/{id}`. */
  segmentEffort(id: number | bigint | string): Body | null;
  /** `GET /athletes/{id}/routes`: newest first. */
  routes(): Body[];
  /** `GET /routes/{id}`. */
  route(id: number | bigint | string): Body | null;
  /** `GET /routes/{id}/streams` (the array form: latlng, distance, altitude). */
  routeStreams(id: number | bigint | string): Body[] | null;
  /** `GET /routes/{id}/export_gpx`: GPX 1.1 text as the API writes it (a track, no times). */
  routeGpx(id: number | bigint | string): string | null;
  /** `GET /routes/{id}/export_tcx`: a TCX course (a lap and a track, times at the route's expected speed). */
  routeTcx(id: number | bigint | string): string | null;
  /** `GET /athlete/clubs`. */
  athleteClubs(): Body[];
  /** `GET /clubs/{id}`. */
  club(id: number | bigint | string): Body | null;
  /** `GET /clubs/{id}/members`. */
  clubMembers(id: number | bigint | string): Body[] | null;
  /** `GET /clubs/{id}/admins`. */
  clubAdmins(id: number | bigint | string): Body[] | null;
  /** `GET /clubs/{id}/activities`: newest first. */
  clubActivities(id: number | bigint | string): Body[] | null;
}

/** A data set from `seed` over the local days `from` to `until`: the same bytes for the same options. */
export function createDataset(options?: DatasetOptions): Dataset;
