import { expect, it } from 'vitest';
import { toGpx, toTcx, type ExportLap } from 'activity-records/export';
import { StreamSet } from '../../src/index.js';
import { generateStreams, type GeneratedStream } from '../../bench/streams-dataset.mjs';
import { realStreamBodies } from '../helpers/real-activities.js';
import { describeValidated, validateXml as validate } from '../helpers/xml-schemas.js';

/** A set's laps whose windows can be cut, or none for a downsampled set (one lap of the whole activity). */
function windowLaps(streams: StreamSet, laps: readonly ExportLap[]): readonly ExportLap[] {
  try {
    for (const lap of laps) streams.window(lap);
    return laps;
  } catch {
    return [];
  }
}

describeValidated('exported files against the official schemas (xmllint --schema)', () => {
  it('validates the GPX and TCX of every real stream body of ../shared/fixtures', () => {
    const bodies = realStreamBodies();
    expect(bodies.length).toBeGreaterThanOrEqual(15);
    for (const { name, streams, activity, laps } of bodies) {
      // A body recorded without its activity (a segment's, an effort's) is written with a start of its own: TCX dates every point.
      const described = activity?.start_date != null ? activity : { name, start_date: '2020-01-01T00:00:00Z' };
      expect(validate(toGpx(described, streams), 'gpx.xsd'), `${name}: GPX`).toBe('- validates');
      expect(validate(toTcx(described, streams, windowLaps(streams, laps)), 'tcx-with-activityextension.xsd'), `${name}: TCX`).toBe('- validates');
    }
  });

  it('validates the GPX and TCX of generated rides: every stream, laps, pauses, drop-outs, values past what a format holds', () => {
    const ride = generateStreams(3_600) as Record<string, GeneratedStream>;
    // An auto-pause of 20 minutes half way, and sensor drop-outs, written into the generated samples.
    const time = ride.time?.data ?? [];
    for (let index = 1_800; index < time.length; index++) time[index] = Number(time[index]) + 1_200;
    for (const type of ['heartrate', 'cadence', 'watts', 'temp', 'latlng', 'altitude']) {
      const data = ride[type]?.data ?? [];
      for (let index = 5; index < data.length; index += 97) data[index] = null;
    }
    const streams = StreamSet.parse(ride);
    const laps = Array.from({ length: 6 }, (_, lap) => ({ start_index: lap * 600, end_index: lap * 600 + 599, average_heartrate: 300.4, average_watts: -1 }));
    for (const sport of ['Ride', 'Run', 'Swim']) {
      const activity = { name: `Generated ${sport} <&> \u0001`, sport_type: sport, start_date: '2024-06-01T05:30:00Z', description: 'line\nbreak "quoted"' };
      expect(validate(toGpx(activity, streams), 'gpx.xsd'), `${sport}: GPX`).toBe('- validates');
      expect(validate(toTcx(activity, streams, laps), 'tcx-with-activityextension.xsd'), `${sport}: TCX`).toBe('- validates');
    }
    const odd = StreamSet.parse({ time: { data: [0, 1, 2] }, heartrate: { data: [0, 256, 90] }, cadence: { data: [255, -1, 90] }, watts: { data: [70_000, 5, 6] }, latlng: { data: [null, [89.9999999, -179.9999999], [1e-9, 2e-12]] } });
    expect(validate(toGpx({ start_date: '0001-01-01T00:00:00Z' }, odd), 'gpx.xsd')).toBe('- validates');
    expect(validate(toTcx({ start_date: '9999-12-31T23:59:58Z' }, odd), 'tcx-with-activityextension.xsd')).toBe('- validates');
    expect(validate(toTcx({ start_date: '2024-06-01T05:30:00Z' }, StreamSet.parse({})), 'tcx-with-activityextension.xsd')).toBe('- validates');
  });
});
