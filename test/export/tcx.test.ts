import { describe, expect, it } from 'vitest';
import { toTcx } from 'activity-records/export';
import { Lap, StreamSet, StreamWindowError } from '../../src/index.js';

const set = (streams: Record<string, unknown[]>): StreamSet =>
  StreamSet.parse(Object.fromEntries(Object.entries(streams).map(([type, data]) => [type, { data }])));
const lines = (tcx: string, tag: string) => tcx.split('\n').map((line) => line.trim()).filter((line) => line.startsWith(`<${tag}`));
const ride = { name: 'Hill repeats', sport_type: 'Ride', start_date: '2024-03-02T07:15:00Z' };
const streams = set({
  time: [0, 1, 2, 3, 4, 5],
  latlng: [[1, 2], [1, 2.001], null, [1, 2.003], [1, 2.004], [1, 2.005]],
  altitude: [10, 11, 12, 13, 14, 15],
  distance: [0, 5, 10, 15, 20, 25],
  velocity_smooth: [5, 5, 5, 5, 5, 5],
  heartrate: [100, 110, 120, 130, 140, 150],
  cadence: [80, 90, 255, 70, 0, 60],
  watts: [100, 200, 300, 400, null, 600],
  moving: [true, true, true, true, true, true],
});

describe('toTcx', () => {
  it("writes one Lap per lap: its own figures, its window's trackpoints, power in the extension", () => {
    const laps = Lap.parseMany([
      { lap_index: 1, start_index: 0, end_index: 2, start_date: '2024-03-02T07:15:00Z', elapsed_time: 3, distance: 10.5, max_speed: 5.5, average_heartrate: 110.4, max_heartrate: 120, average_cadence: 85.5, average_watts: 199.6 },
      { lap_index: 2, start_index: 3, end_index: 5, start_date: '2024-03-02T07:15:03Z' },
    ]);
    const tcx = toTcx(ride, streams, laps);
    expect(lines(tcx, 'Activity ')).toEqual(['<Activity Sport="Biking">']);
    expect(lines(tcx, 'Id')).toEqual(['<Id>2024-03-02T07:15:00Z</Id>']);
    expect(lines(tcx, 'Lap ')).toEqual(['<Lap StartTime="2024-03-02T07:15:00Z">', '<Lap StartTime="2024-03-02T07:15:03Z">']);
    const [first, second] = tcx.split('<Lap ').slice(1);
    expect(lines(first ?? '', '')).toEqual(expect.arrayContaining([
      '<TotalTimeSeconds>3</TotalTimeSeconds>',
      '<DistanceMeters>10.5</DistanceMeters>',
      '<MaximumSpeed>5.5</MaximumSpeed>',
      '<Calories>0</Calories>',
      '<AverageHeartRateBpm><Value>110</Value></AverageHeartRateBpm>',
      '<MaximumHeartRateBpm><Value>120</Value></MaximumHeartRateBpm>',
      '<Cadence>86</Cadence>',
      '<Extensions><ax2:LX><ax2:AvgSpeed>5</ax2:AvgSpeed><ax2:AvgWatts>200</ax2:AvgWatts><ax2:MaxWatts>300</ax2:MaxWatts></ax2:LX></Extensions>',
    ]));
    expect(lines(first ?? '', 'Trackpoint')).toEqual([
      '<Trackpoint><Time>2024-03-02T07:15:00Z</Time><Position><LatitudeDegrees>1</LatitudeDegrees><LongitudeDegrees>2</LongitudeDegrees></Position><AltitudeMeters>10</AltitudeMeters><DistanceMeters>0</DistanceMeters><HeartRateBpm><Value>100</Value></HeartRateBpm><Cadence>80</Cadence><Extensions><ax2:TPX><ax2:Speed>5</ax2:Speed><ax2:Watts>100</ax2:Watts></ax2:TPX></Extensions></Trackpoint>',
      '<Trackpoint><Time>2024-03-02T07:15:01Z</Time><Position><LatitudeDegrees>1</LatitudeDegrees><LongitudeDegrees>2.001</LongitudeDegrees></Position><AltitudeMeters>11</AltitudeMeters><DistanceMeters>5</DistanceMeters><HeartRateBpm><Value>110</Value></HeartRateBpm><Cadence>90</Cadence><Extensions><ax2:TPX><ax2:Speed>5</ax2:Speed><ax2:Watts>200</ax2:Watts></ax2:TPX></Extensions></Trackpoint>',
      // No position (null), no cadence (255: TCX holds 0 to 254).
      '<Trackpoint><Time>2024-03-02T07:15:02Z</Time><AltitudeMeters>12</AltitudeMeters><DistanceMeters>10</DistanceMeters><HeartRateBpm><Value>120</Value></HeartRateBpm><Extensions><ax2:TPX><ax2:Speed>5</ax2:Speed><ax2:Watts>300</ax2:Watts></ax2:TPX></Extensions></Trackpoint>',
    ]);
    // The second lap has no figures of its own: its window's give them.
    expect(lines(second ?? '', '')).toEqual(expect.arrayContaining([
      '<TotalTimeSeconds>2</TotalTimeSeconds>',
      '<DistanceMeters>10</DistanceMeters>',
      '<AverageHeartRateBpm><Value>135</Value></AverageHeartRateBpm>',
      '<Extensions><ax2:LX><ax2:AvgSpeed>5</ax2:AvgSpeed><ax2:AvgWatts>400</ax2:AvgWatts><ax2:MaxWatts>600</ax2:MaxWatts></ax2:LX></Extensions>',
    ]));
    expect(lines(tcx, 'Notes')).toEqual(['<Notes>Hill repeats</Notes>']);
  });

  it("writes a run's cadence as RunCadence, and one lap of the whole activity without laps, with its calories", () => {
    const tcx = toTcx({ sport_type: 'TrailRun', start_date: '2024-03-02T07:15:00Z', calories: 512.7, average_cadence: 85 }, streams);
    expect(lines(tcx, 'Activity ')).toEqual(['<Activity Sport="Running">']);
    expect(lines(tcx, 'Lap ')).toHaveLength(1);
    expect(lines(tcx, 'Calories')).toEqual(['<Calories>513</Calories>']);
    expect(tcx).not.toContain('<Cadence>');
    expect(tcx).toContain('<ax2:AvgRunCadence>85</ax2:AvgRunCadence>');
    expect(lines(tcx, 'Trackpoint')[0]).toContain('<ax2:TPX><ax2:Speed>5</ax2:Speed><ax2:RunCadence>80</ax2:RunCadence><ax2:Watts>100</ax2:Watts></ax2:TPX>');
    expect(lines(toTcx({ type: 'Kitesurf', start_date: '2024-03-02T07:15:00Z' }, set({})), 'Activity ')).toEqual(['<Activity Sport="Other">']);
  });

  it('starts a new Track after each recording pause, and leaves out a sample without a time', () => {
    const paused = set({ time: [0, 1, null, 1201, 1202], heartrate: [90, 91, 92, 93, 94] });
    const tcx = toTcx(ride, paused);
    expect(tcx.split('<Track>').slice(1).map((track) => lines(track, 'Trackpoint').length)).toEqual([2, 2]);
    expect(lines(tcx, 'Trackpoint').some((point) => point.includes('<Value>92</Value>'))).toBe(false);
  });

  it('refuses an activity without a start_date, and a lap whose window cannot be cut', () => {
    expect(() => toTcx({ name: 'x' }, streams)).toThrow(/no start_date/);
    expect(() => toTcx(ride, streams, [{ start_index: 0, end_index: null }])).toThrow(StreamWindowError);
  });
});
