import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/run-cli.js';
import { ActivityStats, DetailedActivity, DetailedAthlete, SegmentEffort, SummaryActivity, decodeJSON } from '../../src/index.js';
import { runCommand, type CliRun } from '../helpers/cli-run.js';
import { TEST_RIDE, TEST_RUN, TEST_SWIM, testBody, testData, testText } from '../helpers/fixtures.js';

// Every view of `inspect` over the generated bodies of every kind, so that each runs in
// every clone (the real bodies of ../shared/fixtures/ show them too, where they are): an
// activity in detail (laps, splits, efforts, best efforts), a list, laps, comments, kudos,
// photos, zones, stats, the athlete, segment efforts, and streams beside their laps.

const data = testData();
const FILES = {
  'run.json': testText(testBody(data.activity(TEST_RUN), 'run')),
  'ride.json': testText(testBody(data.activity(TEST_RIDE), 'ride')),
  'swim.json': testText(testBody(data.activity(TEST_SWIM), 'swim')),
  'list.json': testText(data.athleteActivities({ per_page: 30 })),
  'laps.json': testText(testBody(data.laps(TEST_RIDE), 'laps')),
  'comments.json': testText(testBody(data.comments(TEST_RIDE), 'comments')),
  'kudos.json': testText(testBody(data.kudos(TEST_RUN), 'kudos')),
  'photos.json': testText(testBody(data.photos(TEST_RIDE), 'photos')),
  'run-zones.json': testText(testBody(data.activityZones(TEST_RUN), 'zones')),
  'ride-zones.json': testText(testBody(data.activityZones(TEST_RIDE), 'zones')),
  'stats.json': testText(data.athleteStats()),
  'athlete.json': testText(data.athleteBody()),
  'efforts.json': testText((decodeJSON(testText(data.activity(TEST_RIDE))) as { segment_efforts: unknown[] }).segment_efforts),
  'run-streams.json': testText(testBody(data.streams(TEST_RUN), 'streams')),
};

const inspect = (...args: string[]): Promise<CliRun> => runCommand(['inspect', ...args], { files: FILES });
const lines = (text: string) => text.trimEnd().split('\n');
/** The titles of a view's tables: a capital, words, a count in brackets. */
const titles = (text: string) => lines(text).filter((line) => /^[A-Z][a-z]+( [a-z]+)*( per [a-z]+)? \(\d+ [a-z ]+\)$/.test(line));

describe('inspect over the generated bodies', () => {
  it('shows a run in detail: its header, 22 laps as pace, 22 splits, its segment efforts and 11 best efforts', async () => {
    const { code, stdout, stderr } = await inspect('run.json');
    expect([code, stderr]).toEqual([EXIT.ok, '']);
    expect(lines(stdout).slice(0, 4)).toEqual([`Activity ${TEST_RUN}`, '  name                  Sortie longue', '  sport                 Run', '  start (local time)    2024-03-24 09:04:33']);
    expect(stdout).toMatch(/\n {2}time zone +America\/Denver, UTC-06:00 at the start\n/);
    expect(titles(stdout)).toEqual(['Laps (22 laps)', 'Splits per km (22 splits)', 'Segment efforts (4 efforts)', 'Best efforts (11 efforts)']);
    expect(stdout).toMatch(/\nHalf-Marathon +21\.10 +\d:\d\d:\d\d +-\n/);
    const imperial = await inspect('run.json', '--units', 'imperial');
    expect(titles(imperial.stdout)).toContain('Splits per mile (14 splits)');
  });

  it('shows a ride as speed with its power, and a pool swim in meters with pace per 100 m, a lap a length', async () => {
    const ride = await inspect('ride.json');
    expect(ride.stdout).toMatch(/\n {2}average speed km\/h +\d+\.\d\n/);
    expect(ride.stdout).toMatch(/\n {2}avg power W +\d+\n/);
    expect(titles(ride.stdout)).toEqual(['Laps (5 laps)', 'Segment efforts (3 efforts)']);
    const swim = await inspect('swim.json');
    expect(swim.stdout).toMatch(/\n {2}distance m +2675\.7\n/);
    expect(titles(swim.stdout)).toEqual(['Laps (107 laps)']);
    expect(swim.stdout).toMatch(/pace \/100m/);
  });

  it('shows a list page a row an activity, each in its sport\'s units, and laps and efforts as their tables', async () => {
    const list = await inspect('list.json');
    expect(lines(list.stdout)[0]).toBe('Activities (21 activities)');
    expect(list.stdout).toMatch(/ Run +.+ km +\d+:\d\d:\d\d +\d+:\d\d \/km /);
    expect(list.stdout).toMatch(/ Swim +.+ m +\d+:\d\d +\d+:\d\d \/100m /);
    expect(list.stdout).toMatch(/ Ride +.+ km +\d+:\d\d:\d\d +\d+\.\d km\/h /);
    expect(lines((await inspect('laps.json')).stdout)[0]).toBe('Laps (5 laps)');
    expect(lines((await inspect('efforts.json')).stdout)[0]).toBe('Segment efforts (3 efforts)');
    const json = await inspect('list.json', '--json');
    expect(decodeJSON(json.stdout)).toStrictEqual(SummaryActivity.parseMany(decodeJSON(FILES['list.json'])).map((activity) => activity.toJSON()));
  });

  it('shows comments, kudos and photos as their tables', async () => {
    expect(lines((await inspect('comments.json')).stdout)[0]).toBe('Comments (6 comments)');
    expect(lines((await inspect('kudos.json')).stdout)[0]).toBe('Athletes (4 athletes)');
    const photos = await inspect('photos.json');
    expect(lines(photos.stdout)[0]).toBe('Photos (1 photo)');
    expect(photos.stdout).toMatch(/ 450x600 | 600x450 /);
  });

  it('draws heart-rate, pace and power zones as bars of their time', async () => {
    const run = await inspect('run-zones.json');
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toMatch(/^Heart rate zones \(score \d+, sensor based: yes, custom zones: no\)\n/);
    expect(run.stdout).toMatch(/\nPace zones \(score \d+, sensor based: yes\)\nzone +range pace \/km/);
    expect(run.stdout).toMatch(/\n {3}5 +172\+ /);
    const ride = await inspect('ride-zones.json');
    expect(ride.stdout).toMatch(/\nPower zones \(score \d+, sensor based: yes\)\n/);
    expect(ride.stdout).toMatch(/#/);
  });

  it('shows the athlete with gear and clubs, and their stats, in both unit systems', async () => {
    const athlete = await inspect('athlete.json');
    expect(lines(athlete.stdout).slice(0, 2)).toEqual([`Athlete ${String(data.athleteBody().id)}`, '  name             Hannah Müller']);
    expect(titles(athlete.stdout)).toEqual(['Bikes (2 bikes)', 'Shoes (4 pairs)', 'Clubs (3 clubs)']);
    const json = await inspect('athlete.json', '--json');
    expect(decodeJSON(json.stdout)).toStrictEqual(DetailedAthlete.parse(decodeJSON(FILES['athlete.json'])).toJSON());
    const stats = await inspect('stats.json');
    expect(lines(stats.stdout)[0]).toBe('Athlete stats');
    expect(stats.stdout).toMatch(/\nall runs +\d+ /);
    const imperial = await inspect('stats.json', '--units', 'imperial');
    expect(imperial.stdout).toMatch(/ mi /);
    expect(decodeJSON((await inspect('stats.json', '--json')).stdout)).toStrictEqual(ActivityStats.parse(decodeJSON(FILES['stats.json'])).toJSON());
  });

  it('shows a run\'s streams, every type, and its laps beside what their windows add up to', async () => {
    const { code, stdout } = await inspect('run-streams.json', '--laps', 'run.json');
    expect(code).toBe(EXIT.ok);
    expect(lines(stdout)[0]).toMatch(/^Streams \(10 streams of [\d,]+ samples; full resolution\)$/);
    expect(stdout).toMatch(/\nheartrate +\d+ +\d+ to \d+ bpm /);
    expect(stdout).toContain('Laps and their windows (22 laps;');
    const run = DetailedActivity.parse(decodeJSON(FILES['run.json']));
    const [lap] = run.laps ?? [];
    expect(stdout).toMatch(new RegExp(`\\n 1 {2}Lap 1 +0-${String(lap?.end_index)} +[\\d,]+ +1\\.00 +1\\.00 `));
    expect(SegmentEffort.parseMany(decodeJSON(FILES['efforts.json']))).toHaveLength(3);
  });
});
