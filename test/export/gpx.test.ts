import { describe, expect, it } from 'vitest';
import { toGpx } from 'activity-records/export';
import { StreamSet, SummaryActivity } from '../../src/index.js';

const set = (streams: Record<string, unknown[]>): StreamSet =>
  StreamSet.parse(Object.fromEntries(Object.entries(streams).map(([type, data]) => [type, { data }])));
const points = (gpx: string) => gpx.split('\n').filter((line) => line.includes('<trkpt')).map((line) => line.trim());
const activity = { name: 'Morning Ride', sport_type: 'Ride', start_date: '2024-03-02T07:15:00Z' };

describe('toGpx', () => {
  it('writes each sample with a position as a point: its time from start_date and the time stream, elevation, and the extensions apps read', () => {
    const streams = set({
      time: [0, 1, 2],
      latlng: [[45.5, -122.6], [45.50001, -122.60002], [45.50002, -122.60004]],
      altitude: [12.5, 12.7, 13],
      heartrate: [120, 121, 122],
      cadence: [80, 81, 82],
      watts: [200, 210, 220],
      temp: [18, 18, 19],
    });
    const gpx = toGpx(activity, streams);
    expect(gpx.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="activity-records" xmlns="http://www.topografix.com/GPX/1/1"')).toBe(true);
    expect(gpx).toContain(' <metadata>\n  <name>Morning Ride</name>\n  <time>2024-03-02T07:15:00Z</time>\n </metadata>\n <trk>\n  <name>Morning Ride</name>\n  <type>Ride</type>\n  <trkseg>\n');
    expect(points(gpx)).toEqual([
      '<trkpt lat="45.5" lon="-122.6"><ele>12.5</ele><time>2024-03-02T07:15:00Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:atemp>18</gpxtpx:atemp><gpxtpx:hr>120</gpxtpx:hr><gpxtpx:cad>80</gpxtpx:cad></gpxtpx:TrackPointExtension><gpxpx:PowerInWatts>200</gpxpx:PowerInWatts></extensions></trkpt>',
      '<trkpt lat="45.50001" lon="-122.60002"><ele>12.7</ele><time>2024-03-02T07:15:01Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:atemp>18</gpxtpx:atemp><gpxtpx:hr>121</gpxtpx:hr><gpxtpx:cad>81</gpxtpx:cad></gpxtpx:TrackPointExtension><gpxpx:PowerInWatts>210</gpxpx:PowerInWatts></extensions></trkpt>',
      '<trkpt lat="45.50002" lon="-122.60004"><ele>13</ele><time>2024-03-02T07:15:02Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:atemp>19</gpxtpx:atemp><gpxtpx:hr>122</gpxtpx:hr><gpxtpx:cad>82</gpxtpx:cad></gpxtpx:TrackPointExtension><gpxpx:PowerInWatts>220</gpxpx:PowerInWatts></extensions></trkpt>',
    ]);
    expect(gpx.endsWith('  </trkseg>\n </trk>\n</gpx>\n')).toBe(true);
  });

  it('leaves out what the samples do not hold: a null element, a point without a position, what an extension cannot hold', () => {
    const streams = set({
      time: [0, 1, 2, 3],
      latlng: [[1, 2], null, [1.1, 2.1], [1.2, 2.2]],
      altitude: [null, 5, 6, 7],
      heartrate: [300, 100, null, 100],
      watts: [-5, 100, 70_000, null],
    });
    expect(points(toGpx(activity, streams))).toEqual([
      '<trkpt lat="1" lon="2"><time>2024-03-02T07:15:00Z</time></trkpt>',
      '<trkpt lat="1.1" lon="2.1"><ele>6</ele><time>2024-03-02T07:15:02Z</time></trkpt>',
      '<trkpt lat="1.2" lon="2.2"><ele>7</ele><time>2024-03-02T07:15:03Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>100</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>',
    ]);
    const untimed = toGpx({ name: null }, set({ latlng: [[1, 2]], time: [0] }));
    expect(points(untimed)).toEqual(['<trkpt lat="1" lon="2"></trkpt>']);
    expect(untimed).not.toContain('<name>');
    expect(toGpx(activity, set({ time: [0, 1], heartrate: [100, 101] }))).not.toContain('trkseg'); // an indoor ride: no position, no point
  });

  it('starts a new segment after each recording pause, a step of more than 10 s', () => {
    const streams = set({ time: [0, 1, 11, 23, 24], latlng: [[1, 1], [1, 1], [1, 1], [1, 1], [1, 1]] });
    const segments = toGpx(activity, streams).split('<trkseg>').slice(1).map((segment) => points(segment).length);
    expect(segments).toEqual([3, 2]);
  });

  it('escapes text, writes what XML cannot hold as U+FFFD, and numbers without an exponent', () => {
    const gpx = toGpx({ name: 'Tom & Jerry <3 "run"\u0007', description: 'a\uD800b', sport_type: 'Run' }, set({ latlng: [[1e-7, -2.5e-8]] }));
    expect(gpx).toContain('<name>Tom &amp; Jerry &lt;3 &quot;run&quot;\uFFFD</name>');
    expect(gpx).toContain('<desc>a\uFFFDb</desc>');
    expect(points(gpx)).toEqual(['<trkpt lat="0.0000001" lon="-0.000000025"></trkpt>']);
  });

  it('takes an activity record and refuses a start_date that is no date-time', () => {
    const record = SummaryActivity.parse({ name: 'Lunch Run', sport_type: 'Run', start_date: '2024-03-02T07:15:00Z' });
    expect(toGpx(record, set({ latlng: [[1, 2]], time: [5] }))).toContain('<time>2024-03-02T07:15:05Z</time>');
    expect(() => toGpx({ start_date: 'yesterday' }, set({}))).toThrow(RangeError);
  });
});
