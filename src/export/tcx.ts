import { toInstant } from '../units/date-times.js';
import type { StreamFigures } from '../streams/figures.js';
import type { StreamSet } from '../streams/stream-set.js';
import type { ExportActivity, ExportLap } from './export-records.js';
import { isWhole, trackSamples, type TrackSamples } from './track-samples.js';
import { dateTimeText, xmlText } from './xml-text.js';

const TCX_ROOT =
  '<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"' +
  ' xmlns:ax2="http://www.garmin.com/xmlschemas/ActivityExtension/v2"' +
  ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
  ' xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd' +
  ' http://www.garmin.com/xmlschemas/ActivityExtension/v2 http://www.garmin.com/xmlschemas/ActivityExtensionv2.xsd">';

/** The sports TCX knows, by the API's sport (`sport_type`, else `type`); any other is `Other`. */
const RUNNING = new Set(['Run', 'TrailRun', 'VirtualRun']);
const BIKING = new Set(['Ride', 'MountainBikeRide', 'GravelRide', 'EBikeRide', 'EMountainBikeRide', 'VirtualRide', 'Velomobile', 'Handcycle']);

/** What a TCX lap is written from: its start, its figures, and its samples. */
interface LapParts {
  readonly startTime: string;
  readonly figures: ExportLap & { readonly max_watts?: number | null | undefined };
  readonly calories: number;
  readonly samples: TrackSamples;
}

/**
 * The activity as TCX (Garmin Training Center Database v2) text: one `Activity`, one
 * `Lap` for each of `laps` with its figures and its window of the streams as `Track`s (a
 * new one after each recording pause, a step of more than 10 seconds), or one `Lap` of
 * the whole activity when `laps` is empty.
 *
 * - A lap's figures are its own (`elapsed_time` as `TotalTimeSeconds`, `distance`,
 *   `max_speed`, heart rate, cadence; `average_speed` and `average_watts` in Garmin's
 *   ActivityExtension v2 `LX`, with the window's highest power as `MaxWatts`); where one is
 *   null, its window's `figures()` give it. Heart rate, cadence and power are whole numbers
 *   in TCX: averages are rounded to the nearest.
 * - Each trackpoint: the `start_date` plus its `time` sample, its position, altitude,
 *   distance, heart rate, cadence (a ride's in `Cadence`, a run's in the extension's
 *   `RunCadence`), and speed and power in the extension's `TPX`. TCX has no place for
 *   temperature.
 * - Nothing is made up: a null sample or an absent stream leaves its element out, a sample
 *   without a time leaves its trackpoint out (TCX has none without), and so does a value
 *   the format cannot hold (a heart rate outside 1 to 255, a cadence outside 0 to 254,
 *   power outside 0 to 65,535). What the schema requires and the API does not give is
 *   written as the format's neutral value: `Calories` 0 (the activity's `calories` for a
 *   one-lap export), `Intensity` `Active`, `TriggerMethod` `Manual`.
 * - The activity's name is its `Notes`, escaped (a character XML cannot hold as U+FFFD).
 * - The file validates against the official TCX v2 schema with ActivityExtension v2.
 *
 * A route's TCX is the API's own export (`GET /routes/{id}/export_tcx`), not this.
 *
 * @param activity the activity record (`SummaryActivity`, `DetailedActivity`) or an object with its fields
 * @param streams its `StreamSet` (full resolution for laps: `window(lap)` must cut it)
 * @param laps its laps (`activity.laps()`, or a detailed activity's `laps`), in order; none for one lap of the whole activity
 * @returns the TCX document, UTF-8 text with an XML declaration
 * @throws RangeError when the activity has no `start_date` (TCX dates the activity, each
 *   lap and each point) or it is no RFC 3339 date-time
 * @throws StreamWindowError when a lap's window cannot be cut (no indexes, a downsampled
 *   set, indexes outside it), as `streams.window(lap)` throws
 * @example
 * ```ts
 * const tcx = toTcx(activity, await activity.streams(), await activity.laps());
 * ```
 */
export function toTcx(activity: ExportActivity, streams: StreamSet, laps: readonly ExportLap[] = []): string {
  const start = toInstant(activity.start_date ?? null);
  const startSeconds = start === null ? Number.NaN : start.getTime() / 1000;
  const startText = dateTimeText(startSeconds);
  if (startText === undefined) {
    throw new RangeError('toTcx: the activity has no start_date (or one beyond the year 9999): TCX dates the activity, each lap and each point');
  }
  const sport = activity.sport_type ?? activity.type ?? '';
  const kind = RUNNING.has(sport) ? 'Running' : BIKING.has(sport) ? 'Biking' : 'Other';
  const parts: LapParts[] = laps.length === 0
    ? [{ startTime: startText, figures: withFallbacks(activity, streams.figures()), calories: activity.calories ?? 0, samples: trackSamples(streams, startSeconds) }]
    : laps.map((lap) => {
      const window = streams.window(lap);
      const samples = trackSamples(window, startSeconds);
      const lapStart = toInstant(lap.start_date ?? null);
      const firstInstant = samples.instants.find((instant) => instant === instant);
      const startTime = (lapStart === null ? undefined : dateTimeText(lapStart.getTime() / 1000)) ??
        (firstInstant === undefined ? undefined : dateTimeText(firstInstant)) ?? startText;
      return { startTime, figures: withFallbacks(lap, window.figures()), calories: 0, samples };
    });
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', TCX_ROOT, ' <Activities>', `  <Activity Sport="${kind}">`, `   <Id>${startText}</Id>`];
  for (const part of parts) writeLap(part, kind, lines);
  if (activity.name != null) lines.push(`   <Notes>${xmlText(activity.name)}</Notes>`);
  lines.push('  </Activity>', ' </Activities>', '</TrainingCenterDatabase>', '');
  return lines.join('\n');
}

/** A lap's own figures, each null one taken from its samples. */
function withFallbacks(own: ExportLap | ExportActivity, samples: StreamFigures): LapParts['figures'] {
  return {
    elapsed_time: own.elapsed_time ?? samples.elapsed_time,
    distance: own.distance ?? samples.distance,
    average_speed: own.average_speed ?? samples.average_speed,
    max_speed: own.max_speed ?? samples.max_speed,
    average_heartrate: own.average_heartrate ?? samples.average_heartrate,
    max_heartrate: own.max_heartrate ?? samples.max_heartrate,
    average_cadence: own.average_cadence ?? samples.average_cadence,
    average_watts: own.average_watts ?? samples.average_watts,
    max_watts: ('max_watts' in own ? own.max_watts : undefined) ?? samples.max_watts,
  };
}

/** A whole number the format can hold, the nearest to `value`; undefined otherwise. */
function rounded(value: number | null | undefined, min: number, max: number): number | undefined {
  const whole = Math.round(value ?? Number.NaN);
  return isWhole(whole, min, max) ? whole : undefined;
}

function writeLap({ startTime, figures, calories, samples }: LapParts, kind: string, lines: string[]): void {
  const running = kind === 'Running';
  lines.push(`   <Lap StartTime="${startTime}">`);
  lines.push(`    <TotalTimeSeconds>${String(figures.elapsed_time ?? 0)}</TotalTimeSeconds>`);
  lines.push(`    <DistanceMeters>${String(figures.distance ?? 0)}</DistanceMeters>`);
  if (figures.max_speed != null) lines.push(`    <MaximumSpeed>${String(figures.max_speed)}</MaximumSpeed>`);
  lines.push(`    <Calories>${String(rounded(calories, 0, 65_535) ?? 0)}</Calories>`);
  const averageBeats = rounded(figures.average_heartrate, 1, 255);
  if (averageBeats !== undefined) lines.push(`    <AverageHeartRateBpm><Value>${String(averageBeats)}</Value></AverageHeartRateBpm>`);
  const maxBeats = rounded(figures.max_heartrate, 1, 255);
  if (maxBeats !== undefined) lines.push(`    <MaximumHeartRateBpm><Value>${String(maxBeats)}</Value></MaximumHeartRateBpm>`);
  lines.push('    <Intensity>Active</Intensity>');
  const cadence = rounded(figures.average_cadence, 0, 254);
  if (!running && cadence !== undefined) lines.push(`    <Cadence>${String(cadence)}</Cadence>`);
  lines.push('    <TriggerMethod>Manual</TriggerMethod>');
  writeTracks(samples, running, lines);
  // ActivityExtension v2's LX holds its elements in this order: AvgSpeed, MaxBikeCadence, AvgRunCadence, MaxRunCadence, Steps, AvgWatts, MaxWatts.
  let extension = '';
  if (figures.average_speed != null) extension += `<ax2:AvgSpeed>${String(figures.average_speed)}</ax2:AvgSpeed>`;
  if (running && cadence !== undefined) extension += `<ax2:AvgRunCadence>${String(cadence)}</ax2:AvgRunCadence>`;
  const averageWatts = rounded(figures.average_watts, 0, 65_535);
  if (averageWatts !== undefined) extension += `<ax2:AvgWatts>${String(averageWatts)}</ax2:AvgWatts>`;
  const maxWatts = rounded(figures.max_watts, 0, 65_535);
  if (maxWatts !== undefined) extension += `<ax2:MaxWatts>${String(maxWatts)}</ax2:MaxWatts>`;
  if (extension !== '') lines.push(`    <Extensions><ax2:LX>${extension}</ax2:LX></Extensions>`);
  lines.push('   </Lap>');
}

/** A `Track` for each stretch between pauses that has a timed sample, a trackpoint a line. */
function writeTracks(samples: TrackSamples, running: boolean, lines: string[]): void {
  let open = false;
  for (let index = 0; index < samples.length; index++) {
    if (samples.breaks[index] === 1 && open) {
      lines.push('    </Track>');
      open = false;
    }
    const time = dateTimeText(samples.instants[index] ?? Number.NaN);
    if (time === undefined) continue;
    if (!open) {
      lines.push('    <Track>');
      open = true;
    }
    lines.push(`     ${trackpoint(samples, index, time, running)}`);
  }
  if (open) lines.push('    </Track>');
}

function trackpoint(samples: TrackSamples, index: number, time: string, running: boolean): string {
  let text = `<Trackpoint><Time>${time}</Time>`;
  const latitude = samples.positions[2 * index] ?? Number.NaN;
  if (latitude === latitude) {
    text += `<Position><LatitudeDegrees>${String(latitude)}</LatitudeDegrees><LongitudeDegrees>${String(samples.positions[2 * index + 1])}</LongitudeDegrees></Position>`;
  }
  const altitude = samples.altitude[index] ?? Number.NaN;
  if (altitude === altitude) text += `<AltitudeMeters>${String(altitude)}</AltitudeMeters>`;
  const distance = samples.distance[index] ?? Number.NaN;
  if (distance === distance) text += `<DistanceMeters>${String(distance)}</DistanceMeters>`;
  const heartrate = samples.heartrate[index] ?? Number.NaN;
  if (isWhole(heartrate, 1, 255)) text += `<HeartRateBpm><Value>${String(heartrate)}</Value></HeartRateBpm>`;
  const cadence = samples.cadence[index] ?? Number.NaN;
  const cadenceHeld = isWhole(cadence, 0, 254);
  if (!running && cadenceHeld) text += `<Cadence>${String(cadence)}</Cadence>`;
  // ActivityExtension v2's TPX holds its elements in this order: Speed, RunCadence, Watts.
  let extension = '';
  const speed = samples.speed[index] ?? Number.NaN;
  if (speed === speed) extension += `<ax2:Speed>${String(speed)}</ax2:Speed>`;
  if (running && cadenceHeld) extension += `<ax2:RunCadence>${String(cadence)}</ax2:RunCadence>`;
  const watts = samples.watts[index] ?? Number.NaN;
  if (isWhole(watts, 0, 65_535)) extension += `<ax2:Watts>${String(watts)}</ax2:Watts>`;
  if (extension !== '') text += `<Extensions><ax2:TPX>${extension}</ax2:TPX></Extensions>`;
  return `${text}</Trackpoint>`;
}
