import { toInstant } from '../units/date-times.js';
import type { StreamSet } from '../streams/stream-set.js';
import type { ExportActivity } from './export-records.js';
import { isWhole, trackSamples, type TrackSamples } from './track-samples.js';
import { dateTimeText, decimalText, xmlText } from './xml-text.js';

const GPX_ROOT =
  '<gpx version="1.1" creator="activity-records" xmlns="http://www.topografix.com/GPX/1/1"' +
  ' xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"' +
  ' xmlns:gpxpx="http://www.garmin.com/xmlschemas/PowerExtension/v1"' +
  ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
  ' xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd' +
  ' http://www.garmin.com/xmlschemas/TrackPointExtension/v1 http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd' +
  ' http://www.garmin.com/xmlschemas/PowerExtension/v1 http://www.garmin.com/xmlschemas/PowerExtensionv1.xsd">';

/**
 * The activity's track as GPX 1.1 text, from its streams: one `trk`, a `trkseg` for each
 * stretch of recording between recording pauses (a step of more than 10 seconds), a
 * `trkpt` for each sample with a position.
 *
 * - Each point's `time` is the activity's `start_date` plus its `time` sample; `ele` its
 *   `altitude`; heart rate (`hr`), cadence (`cad`) and temperature (`atemp`) go in
 *   Garmin's TrackPointExtension v1, power in Garmin's PowerExtension v1 (`PowerInWatts`),
 *   the extensions apps read.
 * - Nothing is made up: a null sample or an absent stream leaves its element out, and a
 *   sample without a position (GPX has no point without one) leaves its point out; so does
 *   a value the extension cannot hold (a heart rate or cadence outside 0 to 255, power
 *   outside 0 to 65,535). Without a `start_date` or a `time` stream, points have no time.
 * - Text (the name, the description, the sport) is escaped; a character XML cannot hold at
 *   all (a control character) is written as U+FFFD.
 * - The file validates against the official GPX 1.1 schema; the extensions' contents are
 *   `lax` there (not checked without their own schemas).
 *
 * A route's GPX is the API's own export (`GET /routes/{id}/export_gpx`), not this.
 *
 * @param activity the activity record (`SummaryActivity`, `DetailedActivity`) or an object with its fields
 * @param streams its `StreamSet`, full resolution or not: every sample is written
 * @returns the GPX document, UTF-8 text with an XML declaration
 * @throws RangeError when `start_date` is present but no RFC 3339 date-time
 * @example
 * ```ts
 * const gpx = toGpx(activity, await activity.streams());
 * ```
 */
export function toGpx(activity: ExportActivity, streams: StreamSet): string {
  const start = toInstant(activity.start_date ?? null);
  const samples = trackSamples(streams, start === null ? Number.NaN : start.getTime() / 1000);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', GPX_ROOT, ' <metadata>'];
  if (activity.name != null) lines.push(`  <name>${xmlText(activity.name)}</name>`);
  if (activity.description != null) lines.push(`  <desc>${xmlText(activity.description)}</desc>`);
  const startText = start === null ? undefined : dateTimeText(start.getTime() / 1000);
  if (startText !== undefined) lines.push(`  <time>${startText}</time>`);
  lines.push(' </metadata>', ' <trk>');
  if (activity.name != null) lines.push(`  <name>${xmlText(activity.name)}</name>`);
  const sport = activity.sport_type ?? activity.type;
  if (sport != null) lines.push(`  <type>${xmlText(sport)}</type>`);
  writeSegments(samples, lines);
  lines.push(' </trk>', '</gpx>', '');
  return lines.join('\n');
}

/** A `trkseg` for each stretch between pauses that has a point, each point on a line of its own. */
function writeSegments(samples: TrackSamples, lines: string[]): void {
  let open = false;
  for (let index = 0; index < samples.length; index++) {
    const latitude = samples.positions[2 * index] ?? Number.NaN;
    if (samples.breaks[index] === 1 && open) {
      lines.push('  </trkseg>');
      open = false;
    }
    if (latitude !== latitude) continue;
    if (!open) {
      lines.push('  <trkseg>');
      open = true;
    }
    lines.push(`   ${point(samples, index, latitude)}`);
  }
  if (open) lines.push('  </trkseg>');
}

function point(samples: TrackSamples, index: number, latitude: number): string {
  const longitude = samples.positions[2 * index + 1] ?? Number.NaN;
  let text = `<trkpt lat="${decimalText(latitude)}" lon="${decimalText(longitude)}">`;
  const altitude = samples.altitude[index] ?? Number.NaN;
  if (altitude === altitude) text += `<ele>${decimalText(altitude)}</ele>`;
  const time = dateTimeText(samples.instants[index] ?? Number.NaN);
  if (time !== undefined) text += `<time>${time}</time>`;
  const temp = samples.temp[index] ?? Number.NaN;
  const heartrate = samples.heartrate[index] ?? Number.NaN;
  const cadence = samples.cadence[index] ?? Number.NaN;
  const watts = samples.watts[index] ?? Number.NaN;
  // TrackPointExtension v1 holds its elements in this order: atemp, wtemp, depth, hr, cad.
  let extension = '';
  if (temp === temp) extension += `<gpxtpx:atemp>${decimalText(temp)}</gpxtpx:atemp>`;
  if (isWhole(heartrate, 0, 255)) extension += `<gpxtpx:hr>${String(heartrate)}</gpxtpx:hr>`;
  if (isWhole(cadence, 0, 255)) extension += `<gpxtpx:cad>${String(cadence)}</gpxtpx:cad>`;
  let extensions = extension === '' ? '' : `<gpxtpx:TrackPointExtension>${extension}</gpxtpx:TrackPointExtension>`;
  if (isWhole(watts, 0, 65_535)) extensions += `<gpxpx:PowerInWatts>${String(watts)}</gpxpx:PowerInWatts>`;
  if (extensions !== '') text += `<extensions>${extensions}</extensions>`;
  return `${text}</trkpt>`;
}
