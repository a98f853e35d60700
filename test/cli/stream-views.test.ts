import { describe, expect, it } from 'vitest';
import { USAGE } from '../../src/cli/arguments.js';
import { ACCEPTED_BODIES } from '../../src/cli/body-kinds.js';
import { EXIT } from '../../src/cli/run-cli.js';
import { SPARK_LEVELS } from '../../src/cli/sparkline.js';
import { escapeJsonForTerminal } from '../../src/cli/terminal-text.js';
import { Lap, StreamSet, decodeJSON, encodeJSON } from '../../src/index.js';
import { runCommand, type CliRun, type Input } from '../helpers/cli-run.js';
import { TEST_RUN, testBody, testData, testText } from '../helpers/fixtures.js';
import { itShared } from '../helpers/shared-fixtures.js';
import { MARATHON, MARATHON_ACTIVITY, RIDE_2014, realStreamBodies, realStreamBody, realStreamText } from '../helpers/stream-fixtures.js';

// The real bodies, paths of ../shared/fixtures/ (read there by runCommand), named once the folder is known to be there.
const marathonStreams = () => `real/${realStreamBody(MARATHON).file}`;
const rideStreams = () => `real/${realStreamBody(RIDE_2014).file}`;
const MARATHON_RUN = `real/${MARATHON_ACTIVITY}`;
const MARATHON_LAPS = 'real/strava-ruby-client/activity_laps__0__activities_1946417534_laps__765137367f4be7fa.json';

/** A generated run of the test data as files `inspect` reads: its streams, its detail and its laps. */
const RUN_FILES = {
  'run-streams.json': testText(testBody(testData().streams(TEST_RUN), 'streams')),
  'run.json': testText(testBody(testData().activity(TEST_RUN), 'run')),
  'run-laps.json': testText(testBody(testData().laps(TEST_RUN), 'laps')),
};

const inspect = (args: string[], files: Record<string, Input> = {}, stdin: Input = '', closeStdoutAfter = Infinity): Promise<CliRun> =>
  runCommand(['inspect', ...args], { files, stdin, closeStdoutAfter });
const lines = (text: string) => text.trimEnd().split('\n');

/**
 * A keyed stream body of every type at full resolution, `points` seconds of a ride: speed
 * rising then falling, power, heart rate and cadence following it, a climb, a stop of 30 s
 * (`moving` false) ten minutes into its second half.
 */
function rideBody(points: number): Record<string, unknown> {
  const series = (sample: (second: number) => unknown) => ({
    data: Array.from({ length: points }, (_, second) => sample(second)),
    series_type: 'time',
    original_size: points,
    resolution: 'high',
  });
  const speed = (second: number) => Math.round((4 + 6 * Math.sin((Math.PI * second) / points)) * 10) / 10;
  let meters = 0;
  const distances = Array.from({ length: points }, (_, second) => (meters = Math.round((meters + speed(second)) * 10) / 10));
  return {
    time: series((second) => second),
    distance: series((second) => distances[second]),
    latlng: series((second) => [45 + second / 1e5, 7 + second / 1e5]),
    altitude: series((second) => Math.round((100 + 20 * Math.sin((2 * Math.PI * second) / points)) * 10) / 10),
    velocity_smooth: series(speed),
    heartrate: series((second) => Math.round(120 + 4 * speed(second))),
    cadence: series((second) => Math.round(70 + speed(second))),
    watts: series((second) => Math.round(100 + 15 * speed(second))),
    temp: series(() => 21),
    moving: series((second) => second < points / 2 + 600 || second >= points / 2 + 630),
    grade_smooth: series((second) => Math.round(10 * Math.cos((2 * Math.PI * second) / points)) / 10),
  };
}

describe('inspect of a stream set', () => {
  itShared('shows every real stream body with exit 0, each stream a row, and writes it back exactly with --json', async () => {
    const bodies = realStreamBodies();
    expect(bodies).toHaveLength(4);
    for (const body of bodies) {
      const shown = await inspect([`real/${body.file}`]);
      expect(shown.stderr, body.file).toBe('');
      expect(shown.code, body.file).toBe(EXIT.ok);
      const set = StreamSet.parseJSON(realStreamText(body));
      const [heading = '', titles = ''] = lines(shown.stdout);
      expect(heading).toMatch(/^Streams \(\d+ streams? of [\d,]+ samples; (full resolution|downsampled: .*)\)$/);
      expect(titles).toMatch(/^stream +nulls +range +shape \(_ low to \^ high\)$/);
      const types = lines(shown.stdout).slice(3).map((line) => line.split(' ')[0]);
      expect(types).toEqual(Object.keys(set).filter((key) => key !== 'extra' && (set as unknown as Record<string, unknown>)[key] !== null));
      const json = await inspect([`real/${body.file}`, '--json']);
      expect(json.code).toBe(EXIT.ok);
      expect(json.stdout).toBe(`${escapeJsonForTerminal(encodeJSON(set.toJSON(), 2))}\n`);
      expect(decodeJSON(json.stdout)).toEqual(decodeJSON(realStreamText(body)));
    }
  });

  itShared('shows the real marathon: its distance stream, and with --laps its lap\'s window beside the lap', async () => {
    const plain = await inspect([marathonStreams()]);
    expect(lines(plain.stdout)).toEqual([
      'Streams (1 stream of 13,129 samples; full resolution)',
      'stream    nulls  range             shape (_ low to ^ high)',
      '--------  -----  ----------------  ----------------------------------------',
      'distance      0  0.00 to 42.27 km  _____.........---------~~~~~~~~~~~^^^^^^',
    ]);
    for (const laps of [MARATHON_RUN, MARATHON_LAPS]) {
      const withLaps = await inspect([marathonStreams(), '--laps', laps]);
      expect(withLaps.code).toBe(EXIT.ok);
      expect(lines(withLaps.stdout).slice(4)).toEqual([
        '',
        'Laps and their windows (1 lap; beside each figure of the lap, the same figure recomputed from the streams)',
        '#  name    window  samples  distance km  streams km',
        '-  -----  -------  -------  -----------  ----------',
        '1  Lap 1  0-13128   13,129        42.88       42.27',
      ]);
    }
    const imperial = await inspect([marathonStreams(), '--laps', MARATHON_RUN, '--units', 'imperial']);
    expect(imperial.stdout).toContain('distance      0  0.00 to 26.26 mi  _');
    expect(imperial.stdout).toContain('1  Lap 1  0-13128   13,129        26.65       26.26');
  });

  itShared('shows the real 2014 ride: eleven downsampled streams with their nulls, and laps whose windows it cannot cut', async () => {
    const laps = JSON.stringify([{ lap_index: 1, name: 'out', start_index: 0, end_index: 1400 }, { lap_index: 2, name: 'back' }]);
    const { code, stdout } = await inspect([rideStreams(), '--laps', 'laps.json'], { 'laps.json': laps });
    expect(code).toBe(EXIT.ok);
    const shown = lines(stdout);
    expect(shown[0]).toBe('Streams (11 streams of 999 samples; downsampled: 999 of 2,829 points, resolution medium)');
    expect(shown).toContainEqual(expect.stringMatching(/^time +1 {2}0:00 to 1:05:35 h:mm:ss +[_.\-~^]{40}$/));
    expect(shown).toContainEqual(expect.stringMatching(/^latlng +1 {2}lat 38\.5467 to 38\.5907, lng -121\.8588 to -121\.7675 deg +-$/));
    expect(shown).toContainEqual(expect.stringMatching(/^heartrate +1 {2}68 to 147 bpm +[_.\-~^]{40}$/));
    expect(shown).toContainEqual(expect.stringMatching(/^temp +0 {2}25 to 37 °C +/));
    expect(shown).toContainEqual(expect.stringMatching(/^moving +0 {2}moving in 997 of 999 samples +\^{40}$/));
    expect(shown.slice(-4)).toEqual([
      '#  name  window  samples  note',
      '-  ----  ------  -------  -----------------------------------------------------------------------',
      '1  out   0-1400        -  no window: downsampled streams (999 of 2,829 points, resolution medium)',
      '2  back       -        -  no window: no start_index or end_index',
    ]);
  });

  it('sets each figure a window has beside the lap\'s own, and says why a lap outside the streams has none', async () => {
    const body = rideBody(3_600);
    const set = StreamSet.parse(body);
    const laps = [
      { lap_index: 1, name: 'first half', start_index: 0, end_index: 1_799, distance: 16_500, elapsed_time: 1_800, moving_time: 1_800, average_heartrate: 150, max_heartrate: 160, average_watts: 210, total_elevation_gain: 21 },
      { lap_index: 2, name: 'second half', start_index: 1_799, end_index: 3_599, distance: 16_400, elapsed_time: 1_800, moving_time: 1_770 },
      { lap_index: 3, name: 'beyond', start_index: 3_000, end_index: 4_000 },
    ];
    const { code, stdout } = await inspect(['ride.json', '--laps', 'laps.json'], { 'ride.json': JSON.stringify(body), 'laps.json': JSON.stringify(laps) });
    expect(code).toBe(EXIT.ok);
    const table = lines(stdout).slice(-6);
    expect(table[0]).toMatch(/^Laps and their windows \(3 laps;/);
    expect((table[1] ?? '').split(/ {2,}/)).toEqual([
      '#', 'name', 'window', 'samples', 'distance km', 'streams km', 'elapsed h:mm:ss', 'streams h:mm:ss', 'moving h:mm:ss', 'streams h:mm:ss',
      'speed km/h', 'streams km/h', 'max speed km/h', 'streams km/h', 'avg HR bpm', 'streams bpm', 'max HR bpm', 'streams bpm',
      'cadence rpm', 'streams rpm', 'avg power W', 'streams W', 'elev gain m', 'streams m', 'note',
    ]);
    const figures = set.window(Lap.parse(laps[0])).figures();
    // The window's distance and times, worked out from the body: last minus first, and 1 s a sample.
    const distance = (body.distance as { data: number[] }).data;
    expect(figures.distance).toBeCloseTo((distance[1_799] ?? 0) - (distance[0] ?? 0), 6);
    expect([figures.elapsed_time, figures.moving_time]).toEqual([1_799, 1_799]);
    const cells = (table[3] ?? '').trim().split(/ {2,}/);
    expect(table[2]).toMatch(/^- {2}-+ {2}/);
    expect(cells.slice(0, 4)).toEqual(['1', 'first half', '0-1799', '1,800']);
    expect(cells[5]).toBe(((figures.distance ?? 0) / 1000).toFixed(2));
    expect(cells.slice(6, 10)).toEqual(['30:00', '29:59', '30:00', '29:59']);
    expect(cells[15]).toBe(String(Math.round(figures.average_heartrate ?? 0)));
    // The second half holds the 30 s stop: its moving time is 30 s short of its elapsed time.
    const second = (table[4] ?? '').trim().split(/ {2,}/);
    expect(second.slice(6, 10)).toEqual(['30:00', '30:00', '29:30', '29:30']);
    expect(stdout).toContain('no window: 3000-4000 is outside the streams\' 3,600 samples');
  });

  it('reads the streams for figures a bounded number of times, however many laps overlap', async () => {
    // Each window's figures read its samples: 2,000 laps over the whole of a set made the
    // command's time grow with laps times samples (a million laps over an ultra: hours).
    // The windows together read at most 16 times the set's samples, and never less than 2^20.
    const samples = 1_000;
    const body = { time: { data: Array.from({ length: samples }, (_, second) => second) }, heartrate: { data: Array.from({ length: samples }, (_, second) => 100 + (second % 50)) } };
    const laps = Array.from({ length: 2_000 }, (_, index) => ({ lap_index: index + 1, start_index: 0, end_index: samples - 1 }));
    const { code, stdout } = await inspect(['streams.json', '--laps', 'laps.json'], { 'streams.json': JSON.stringify(body), 'laps.json': JSON.stringify(laps) });
    expect(code).toBe(EXIT.ok);
    const rows = lines(stdout).slice(-laps.length).map((line) => line.trim().split(/ {2,}/));
    const withFigures = Math.floor(2 ** 20 / samples);
    const note = `no figures: past the ${(2 ** 20).toLocaleString('en-US')} samples --laps reads for figures`;
    expect(rows.filter((cells) => cells.at(-1) === note)).toHaveLength(laps.length - withFigures);
    // Elapsed time, then the average and the highest heart rate: the lap's own (none), the window's.
    expect(rows[withFigures - 1]).toEqual([String(withFigures), '-', '0-999', '1,000', '-', '16:39', '-', '124', '-', '149']);
    expect(rows[withFigures]).toEqual([String(withFigures + 1), '-', '0-999', '1,000', '-', '-', '-', '-', '-', '-', note]);
  });

  it('takes no laps, one lap alone, and a set of streams it does not know, whose samples no window fits', async () => {
    const none = await inspect(['run-streams.json', '--laps', 'none.json'], { ...RUN_FILES, 'none.json': '[]' });
    expect(none.code).toBe(EXIT.ok);
    expect(lines(none.stdout).at(-1)).toBe('Laps: none.');
    const one = await inspect(['run-streams.json', '--laps', 'one.json'], { ...RUN_FILES, 'one.json': '{"lap_index": 3, "start_index": 100, "end_index": 199}' });
    expect(lines(one.stdout).at(-1)).toMatch(/^3 {2}- +100-199 +100 +/);
    const unknown = await inspect(['-', '--laps', 'one.json'], { 'one.json': '{"lap_index": 3, "start_index": 0, "end_index": 0}' }, '[{"type": "smo2", "data": [55]}]');
    expect(unknown.code).toBe(EXIT.ok);
    expect(lines(unknown.stdout)).toEqual([
      'Streams (0 streams of 0 samples; resolution not given)',
      'Not shown (kept by --json): smo2',
      '',
      'Laps and their windows (1 lap; beside each figure of the lap, the same figure recomputed from the streams)',
      '#  name  window  samples  note',
      '-  ----  ------  -------  ------------------------------------------------',
      '3  -        0-0        -  no window: 0-0 is outside the streams\' 0 samples',
    ]);
  });

  it('says a stream of nulls or of one value has no shape, and draws a gap where a stretch holds nulls', async () => {
    const data = (values: unknown[]) => ({ data: values });
    const body = {
      time: data([0, 1, 2, 3, 4, 5]),
      heartrate: data([null, null, null, null, null, null]),
      temp: data([20, 20, null, 20, 20, 20]),
      watts: data([100, 200, null, null, 300, 400]),
    };
    const { code, stdout } = await inspect(['-'], {}, JSON.stringify(body));
    expect(code).toBe(EXIT.ok);
    expect(lines(stdout)).toEqual([
      'Streams (4 streams of 6 samples; resolution not given)',
      'stream     nulls  range                 shape (_ low to ^ high)',
      '---------  -----  --------------------  -----------------------',
      'time           0  0:00 to 0:05 h:mm:ss  _.--~^',
      'heartrate      6  -                     (every sample null)',
      'watts          2  100 to 400 W          _.  ~^',
      'temp           1  20 to 20 °C           (one value throughout)',
    ]);
  });

  it('shows what it does not know escaped, and an array body of streams as the same set', async () => {
    const body = [
      { type: 'time', data: [0, 1, 2], original_size: 3, resolution: 'h\u001b[2Jigh' },
      { type: 'smo2\u202e', data: [55, 56, 57] },
    ];
    const { code, stdout } = await inspect(['-'], {}, JSON.stringify(body));
    expect(code).toBe(EXIT.ok);
    expect(stdout).not.toContain('\u001b');
    expect(stdout).not.toContain('\u202e');
    expect(lines(stdout)[0]).toBe('Streams (1 stream of 3 samples; downsampled: 3 of 3 points, resolution h\\u001b[2Jigh)');
    expect(lines(stdout).at(-1)).toBe('Not shown (kept by --json): smo2\\u202e');
  });

  it('reads --laps as bounded as the body, and ends with exit 1 or 2 and one clear line when they do not fit', async () => {
    const endless = {
      async *[Symbol.asyncIterator]() {
        for (;;) yield await Promise.resolve(new Uint8Array(1024 * 1024));
      },
    };
    const tooLarge = await inspect(['run-streams.json', '--laps', '-'], RUN_FILES, endless);
    expect(tooLarge).toMatchObject({ code: EXIT.failure, stdout: '', stderr: 'activity-records: cannot read standard input: larger than 128 MiB, the most inspect reads\n' });
    expect(await inspect(['run-streams.json', '--laps', 'none.json'], { ...RUN_FILES, 'none.json': Object.assign(new Error('ENOENT'), { code: 'ENOENT' }) as unknown as Input })).toMatchObject({
      code: EXIT.failure,
      stderr: 'activity-records: cannot read "none.json": no such file\n',
    });
    expect(await inspect(['run-streams.json', '--laps', 'broken.json'], { ...RUN_FILES, 'broken.json': '[{"lap_index": 1' })).toMatchObject({ code: EXIT.failure, stdout: '' });
    expect(await inspect(['run-streams.json', '--laps', 'run-streams.json'], RUN_FILES)).toMatchObject({
      code: EXIT.invalidBody,
      stdout: '',
      stderr: 'activity-records: "run-streams.json" (--laps) is neither a list of laps nor a detailed activity\n',
    });
    expect(await inspect(['run-streams.json', '--laps', 'bad.json'], { ...RUN_FILES, 'bad.json': '[{"lap_index": 1, "start_index": "0"}]' })).toMatchObject({
      code: EXIT.invalidBody,
      stderr: 'activity-records: "bad.json" (--laps) has records that are not valid (1 issue):\n  [0].start_index: expected integer, received "0"\n',
    });
    expect(await inspect(['run.json', '--laps', 'run-laps.json'], RUN_FILES)).toMatchObject({
      code: EXIT.failure,
      stdout: '',
      stderr: 'activity-records: "run.json": --laps goes with a stream set, and the body is a detailed activity\n',
    });
  });

  it('ends quietly when the reader goes, and writes a long stream a sample a line', async () => {
    const body = JSON.stringify(rideBody(20_000));
    const json = await inspect(['-', '--json'], {}, body, 1);
    expect(json).toMatchObject({ code: EXIT.ok, stderr: '', writes: 1 });
    const whole = await inspect(['-', '--json'], {}, body);
    expect(whole.writes).toBeGreaterThan(10);
    expect(lines(whole.stdout).reduce((longest, line) => Math.max(longest, line.length), 0)).toBeLessThan(40);
  });

  it('is named in the help and in the line answering a body of no kind', () => {
    expect(ACCEPTED_BODIES).toContain('a stream set (an activity\'s, an effort\'s or a segment\'s streams)');
    expect(USAGE).toContain('--laps FILE');
    expect(USAGE).toContain(`(${SPARK_LEVELS.charAt(0)}) through . - ~ to the highest (${SPARK_LEVELS.at(-1) ?? ''})`);
  });
});
