import { describe, expect, it } from 'vitest';
import { USAGE } from '../../src/cli/arguments.js';
import { ACCEPTED_BODIES } from '../../src/cli/body-kinds.js';
import { EXIT } from '../../src/cli/run-cli.js';
import { DetailedActivity, decodeJSON } from '../../src/index.js';
import { runCommand, type CliRun, type Input } from '../helpers/cli-run.js';
import { itShared, sharedFileText } from '../helpers/shared-fixtures.js';

const REAL_LAPS = 'real/statistics-for-strava/ImportActivityLapsCommandHandlerTest__6bc54c22__laps.json';
const REAL_RUN = 'real/strava-ruby-client/activity__0__activities_1946417534__f7f30f15bdafdbca.json';
const REAL_EFFORT = 'real/go.strava/segment_effort_get__3a9884c318109ff0.json';
const REAL_EFFORT_WITH_PR = 'real/strava-ruby-client/segment_effort__0__segment_efforts_41494197089__4250bb384aec73c7.json';

/** Like /dev/zero: 1 MiB chunks of zero bytes without end, counting how many were taken. */
function endlessZeros(): AsyncIterable<Uint8Array> & { taken: number } {
  const source = {
    taken: 0,
    async *[Symbol.asyncIterator]() {
      for (;;) {
        source.taken++;
        yield await Promise.resolve(new Uint8Array(1024 * 1024));
      }
    },
  };
  return source;
}

/** Files whose reading fails as a real file's would. */
const FAILING_FILES: Readonly<Record<string, Error>> = {
  'missing.json': Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }),
  'a-directory': Object.assign(new Error('EISDIR'), { code: 'EISDIR' }),
  'locked.json': Object.assign(new Error('EACCES'), { code: 'EACCES' }),
  'odd.json': new Error('device \u001b[2Jfailed'),
};

/** Runs the command in-process over fixture files, capturing what it writes. */
function run(args: string[], stdin: Input = '', closeStdoutAfter = Infinity, files: Record<string, Input> = {}): Promise<CliRun> {
  return runCommand(args, { stdin, closeStdoutAfter, files: { ...FAILING_FILES, ...files } });
}

describe('activity-records inspect, in process', () => {
  itShared('shows a real detailed run: header with the local start time, laps with pace, efforts', async () => {
    const { code, stdout, stderr } = await run(['inspect', REAL_RUN]);
    expect(stderr).toBe('');
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain('Activity 1946417534\n');
    expect(stdout).toMatch(/ {2}name +TCS NYC Marathon 2018\n/);
    expect(stdout).toMatch(/ {2}start \(local time\) +2018-11-04 09:53:46\n/);
    expect(stdout).not.toMatch(/\d\dZ/);
    expect(stdout).toMatch(/distance km +42\.27\n/);
    expect(stdout).toMatch(/#\s+name\s+distance km\s+moving h:mm:ss\s+pace \/km\s+relative speed\s+avg HR bpm\s+relative HR\s+elev gain m/);
    expect(stdout).toMatch(/Segment efforts \(53 efforts\)\nname +distance km +time h:mm:ss +KOM rank +PR rank +athlete PR h:mm:ss\n/);
    expect(stdout).toMatch(/\nNYC Marathon Mile 11 +1\.\d\d +\d+:\d\d +- +2 +-\n/);
    expect(stdout).toMatch(/Best efforts \(13 efforts\)\nname +distance km +time h:mm:ss +PR rank\n/);
    expect(stdout).toMatch(/\nMarathon +42\.20 +3:42:02 +1\n/);
  });

  itShared('shows real laps with speed, or pace on request, and bars relative to the other laps', async () => {
    const speed = await run(['inspect', REAL_LAPS]);
    expect(speed.code).toBe(EXIT.ok);
    expect(speed.stdout).toContain('Laps (2 laps)');
    expect(speed.stdout).toMatch(/1 {2}Lap 1 +5\.01 +10:44 +28\.0 {2}#{12} +162 {2}# +176 +68\n/);
    expect(speed.stdout).toMatch(/2 {2}Lap 2 +45\.13 +1:41:17 +26\.7 {2}# +165 {2}#{12} +180 +829\n/);
    const pace = await run(['inspect', REAL_LAPS, '--pace', '--units', 'imperial']);
    expect(pace.stdout).toMatch(/distance mi +moving h:mm:ss +pace \/mi/);
    expect(pace.stdout).toMatch(/1 {2}Lap 1 +3\.11 +10:44 +3:27/);
  });

  itShared('shows one real segment effort: when and in which activity, and the athlete\'s PR the detail puts beside it', async () => {
    const { code, stdout } = await run(['inspect', REAL_EFFORT]);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/Segment efforts \(1 effort\)\nstart \(local time\) +name +distance km +time h:mm:ss +avg HR bpm +avg power W +KOM rank +PR rank +athlete PR h:mm:ss +activity id\n/);
    expect(stdout).toMatch(/\n2013-03-29 06:49:35 {2}Hawk Hill +2\.66 +6:00 +191 +461 +1 +1 +- +46320211\n/);
    const withPr = await run(['inspect', REAL_EFFORT_WITH_PR]);
    expect(withPr.stdout).toMatch(/\n2018-06-22 08:42:43 {2}E 14th St Climb +0\.42 +1:56 +152 +- +1 +1:56 +1655832792\n/);
  });

  itShared('shows real comments, kudos, photos and stats', async () => {
    const comments = await run(['inspect', 'real/go.strava/activity_list_comments__4a36276d74d94edd.json']);
    expect(comments.stdout).toBe([
      'Comments (1 comment)',
      'posted UTC               athlete    text        reactions',
      '-----------------------  ---------  ----------  ---------',
      '2014-01-02 01:11:52 UTC  Paul Mach  Testing!!!          -',
      '',
    ].join('\n'));
    const kudos = await run(['inspect', 'real/go.strava/activity_list_kudoers__02cee33c2c9b4a8b.json']);
    expect(kudos.stdout).toMatch(/^Athletes \(1 athlete\)\n[\s\S]*Paul Mach {2}Oakland, California, United States +3776\n$/);
    const photos = await run(['inspect', 'real/go.strava/activity_list_photos__2cb1aea49cfdf1f8.json']);
    expect(photos.stdout).toMatch(/2016-07-09 10:01:46 {2}Gold hill {2}service +48x64 {2}40\.06712, -105\.37769 {2}-\n/);
    expect(photos.stdout).toMatch(/2013-09-08 15:54:46 {2}- +Instagram +150x150 {2}- +-\n/);
    const stats = await run(['inspect', 'real/go.strava/athlete_stats__930a974d7ef3ffab.json', '--units', 'imperial']);
    expect(stats.stdout).toMatch(/^Athlete stats\n {2}biggest ride mi +127\.68\n {2}biggest climb ft +4016\n/);
    expect(stats.stdout).toMatch(/\nrecent rides \(4 weeks\) +29 +606\.3 +43:17:48 +47:34:46 +40882 +336\n/);
  });

  it('draws no relative bars for laps that all have the same figure: zero speed, one heart rate', async () => {
    const body = JSON.stringify([1, 2, 3].map((index) => ({ lap_index: index, distance: 0, average_speed: 0, average_heartrate: 150 })));
    const { code, stdout } = await run(['inspect', '-'], body);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/relative speed +avg HR bpm +relative HR/);
    expect(stdout).toMatch(/\n1 {2}- +0\.00 +- +0\.0 +150 +-\n/);
    expect(stdout.split('\n').slice(3).join('\n')).not.toContain('#');
  });

  it('shows huge finite figures in exponential notation, never Infinity, and draws every relative bar', async () => {
    const body = JSON.stringify([
      { lap_index: 1, distance: 1e308, average_speed: 1e308, total_elevation_gain: 1e308 },
      { lap_index: 2, distance: 1000, average_speed: -1e308 },
      { lap_index: 3, distance: 1000, average_speed: 3 },
    ]);
    const metric = await run(['inspect', '-'], body);
    expect(metric.code).toBe(EXIT.ok);
    expect(metric.stdout).not.toMatch(/Infinity|NaN/);
    expect(metric.stdout).toMatch(/\n1 {2}- +1\.00e\+305 +- +>1\.8e\+308 {2}#{12} +1\.00e\+308\n/);
    expect(metric.stdout).toMatch(/\n2 {2}- +1\.00 +- +<-1\.8e\+308 {2}# +-\n/);
    expect(metric.stdout).toMatch(/\n3 {2}- +1\.00 +- +10\.8 {2}#{7} +-\n/);
    const imperial = await run(['inspect', '-', '--units', 'imperial', '--pace'], body);
    expect(imperial.stdout).not.toMatch(/Infinity|NaN/);
    expect(imperial.stdout).toMatch(/\n1 {2}- +6\.21e\+304 +- +0:00 {2}#{12} +>1\.8e\+308\n/);
  });

  it('shows followers, friends and club admins under a title of their own, never as kudos, and club members as members', async () => {
    // GET /clubs/{id}/members: names, membership and roles, no id.
    const members = JSON.stringify([
      { resource_state: 2, firstname: 'Peter', lastname: 'Q.', membership: 'member', admin: false, owner: false },
      { resource_state: 2, firstname: 'Ana', lastname: 'S.', membership: 'member', admin: true, owner: true },
    ]);
    const clubMembers = await run(['inspect', '-'], members);
    expect(clubMembers.code).toBe(EXIT.ok);
    expect(clubMembers.stdout).toMatch(/^Club members \(2 members\)\nathlete +membership +admin +owner\n[-\s]+\nPeter Q\. +member +no +no\nAna S\. +member +yes +yes\n$/);
    // GET /clubs/{id}/admins: names only, as a club's members were before 2018, and as followers are.
    const admins = await run(['inspect', '-'], JSON.stringify([{ resource_state: 2, firstname: 'Ana', lastname: 'S.' }]));
    expect(admins.stdout).toMatch(/^Athletes \(1 athlete\)\nathlete +place +athlete id\n[-\s]+\nAna S\. +- +-\n$/);
    // GET /athletes/{id}/followers and /friends answer summary athletes, as kudos lists did before 2019.
    const follower = { id: 227615, resource_state: 2, firstname: 'Paul', lastname: 'M.', profile_medium: 'avatar/athlete/medium.png', city: 'Oakland', state: 'CA', country: 'United States', sex: 'M', friend: null, follower: 'accepted', premium: false };
    const followers = await run(['inspect', '-'], JSON.stringify([follower]));
    expect(followers.stdout).toMatch(/^Athletes \(1 athlete\)\n/);
    expect(followers.stdout).not.toContain('Kudos');
  });

  it('shows a swim in meters and pace per 100 m (yards and per 100 yd in imperial): a 25-yard pool\'s 22.86 m laps', async () => {
    // A real swim of the corpus, detailed with the laps of a 25-yard pool.
    const swim = {
      resource_state: 3, name: 'Evening Swim', distance: 1874.5, moving_time: 2220, elapsed_time: 2220, type: 'Swim', sport_type: 'Swim',
      id: 1493471377, start_date_local: '2018-04-06T20:10:00Z', average_speed: 0.844,
      laps: [0.9144, 0.762, 0.8].map((speed, index) => ({ lap_index: index + 1, name: `Length ${index + 1}`, distance: 22.86, moving_time: Math.round(22.86 / speed), average_speed: speed })),
    };
    const metric = await run(['inspect', '-'], JSON.stringify(swim));
    expect(metric.code).toBe(EXIT.ok);
    expect(metric.stdout).toMatch(/\n {2}distance m +1874\.5\n/);
    expect(metric.stdout).toMatch(/\n# +name +distance m +moving h:mm:ss +pace \/100m +relative speed +elev gain m\n/);
    expect(metric.stdout).toMatch(/\n1 {2}Length 1 +22\.9 +0:25 +1:49 {2}#{12} +-\n/);
    expect(metric.stdout).toMatch(/\n2 {2}Length 2 +22\.9 +0:30 +2:11 {2}# +-\n/);
    expect(metric.stdout).not.toMatch(/km|0\.02/);
    const imperial = await run(['inspect', '-', '--units', 'imperial'], JSON.stringify(swim));
    expect(imperial.stdout).toMatch(/\n {2}distance yd +2050\.0\n/);
    expect(imperial.stdout).toMatch(/\n1 {2}Length 1 +25\.0 +0:25 +1:40 {2}#{12} +-\n/);
    expect(imperial.stdout).toMatch(/pace \/100yd/);
    expect((await run(['inspect', '-', '--sport', 'Swim'], JSON.stringify(swim))).stdout).toBe(metric.stdout);
    expect((await run(['inspect', '-', '--sport', 'Ride'], JSON.stringify(swim))).stdout).toBe(metric.stdout);
    const speed = await run(['inspect', '-', '--speed'], JSON.stringify(swim));
    expect(speed.stdout).toMatch(/\n1 {2}Length 1 +22\.9 +0:25 +3\.3 {2}#{12} +-\n/);
  });

  it('shows a list of laps as a swim\'s with --sport Swim, since the list does not say its sport', async () => {
    const laps = JSON.stringify([{ lap_index: 1, distance: 22.86, moving_time: 25, average_speed: 0.9144 }]);
    expect((await run(['inspect', '-'], laps)).stdout).toMatch(/\n1 {2}- +0\.02 +0:25 +3\.3 +-\n/);
    expect((await run(['inspect', '-', '--sport', 'Swim'], laps)).stdout).toMatch(/pace \/100m[\s\S]*\n1 {2}- +22\.9 +0:25 +1:49 +-\n/);
    expect((await run(['inspect', '-', '--sport', 'run'], laps)).stdout).toMatch(/pace \/km[\s\S]*\n1 {2}- +0\.02 +0:25 +18:14 +-\n/);
  });

  itShared('draws each zone distribution as bars of the time in each zone, pace buckets as pace', async () => {
    const { code, stdout } = await run(['inspect', 'real/strava-ruby-client/activity_zones__0__activities_1946417534_zones__255a7945f2ec003a.json']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain([
      'Heart rate zones (score 656, sensor based: yes, custom zones: no)',
      'zone  range bpm  time h:mm:ss  share %  time in zone',
      '----  ---------  ------------  -------  ------------------------------',
      '   1      0-123          0:20        0  #',
      '   2    123-153         10:16        5  ##',
      '   3    153-169         57:05       26  ###########',
      `   4    169-184       2:30:03       69  ${'#'.repeat(30)}`,
      '   5       184+          0:21        0  #',
    ].join('\n'));
    expect(stdout).toMatch(/Pace zones \(score 8, sensor based: yes\)\nzone +range pace \/km/);
    expect(stdout).toMatch(/ {3}1 +> 5:34 +1:00:49 +28 {2}#{18}\n/);
    expect(stdout).toMatch(/ {3}5 +< 3:42 +5:23 +2 {2}##\n/);
    const power = await run(['inspect', '-'], '[{"type": "power", "distribution_buckets": []}, {"type": "swolf", "distribution_buckets": [{"min": 1, "max": 2, "time": null}]}]');
    expect(power.stdout).toBe('Power zones\nNo distribution.\n\nZones of type swolf\nzone  range  time h:mm:ss  share %  time in zone\n----  -----  ------------  -------  ------------\n   1    1-2             -        -\n');
  });

  it('says so for an empty list, and for an activity without laps', async () => {
    expect(await run(['inspect', '-'], '[]')).toMatchObject({ code: EXIT.ok, stdout: 'An empty list: no records.\n' });
    const bare = await run(['inspect', '-'], '{"id": 1, "laps": [], "segment_efforts": []}');
    expect(bare.stdout).toContain('Laps: none.\n\nSegment efforts: none.\n');
  });

  it('prints normalised records as JSON with --json, ids exact, a line at a time', async () => {
    const laps = await run(['inspect', '-', '--json'], '[{"lap_index": 1, "id": 12345678987654321, "name": "a\u009bb"}, {"lap_index": 2}]');
    expect(laps.code).toBe(EXIT.ok);
    expect(laps.stdout).toContain('"id": 12345678987654321');
    expect(laps.stdout).toContain('"name": "a\\u009bb"');
    expect(JSON.parse(laps.stdout)).toHaveLength(2);
    expect((await run(['inspect', '-', '--json'], '[]')).stdout).toBe('[]\n');
    expect(JSON.parse((await run(['inspect', '-', '--json'], '{"laps": []}')).stdout)).toEqual({ laps: [] });
  });

  itShared('prints real bodies as their records\' JSON with --json, ids exact', async () => {
    const activity = decodeJSON((await run(['inspect', REAL_RUN, '--json'])).stdout);
    expect(activity).toStrictEqual(DetailedActivity.parse(decodeJSON(sharedFileText(REAL_RUN))).toJSON());
    expect(activity).toMatchObject({ id: 1946417534, name: 'TCS NYC Marathon 2018', segment_efforts: expect.any(Array) as unknown });
    expect(JSON.parse((await run(['inspect', REAL_EFFORT, '--json'])).stdout)).toMatchObject({ id: 801006623 });
    for (const [file, length] of [['real/go.strava/activity_list_comments__8090469b4f5a059e.json', 1], ['real/go.strava/activity_list_kudoers__f2aa459e65c3e309.json', 1], ['real/go.strava/activity_list_zones__0ffc56933115220e.json', 2], ['real/go.strava/activity_list_photos__2cb1aea49cfdf1f8.json', 2]] as const) {
      expect(JSON.parse((await run(['inspect', file, '--json'])).stdout)).toHaveLength(length);
    }
    expect(JSON.parse((await run(['inspect', 'real/go.strava/athlete_stats__930a974d7ef3ffab.json', '--json'])).stdout)).toMatchObject({ biggest_ride_distance: 205481 });
  });

  it('lists every issue with its path, "1 issue" for one, and exits 1', async () => {
    const body = '{"distance": "far", "laps": [{"distance": "far"}, {"start_date": "2018-02-30T00:00:00Z"}], "segment_efforts": [{"id": "x"}]}';
    const { code, stdout, stderr } = await run(['inspect', '-'], body);
    expect(code).toBe(EXIT.invalidBody);
    expect(stdout).toBe('');
    expect(stderr).toContain('(4 issues)');
    expect(stderr).toContain('  distance: expected number, received "far"\n');
    expect(stderr).toContain('  laps[0].distance: expected number, received "far"\n');
    expect(stderr).toContain('  laps[1].start_date: expected date-time string');
    expect(stderr).toContain('  segment_efforts[0].id: expected integer, received "x"\n');
    const one = await run(['inspect', '-'], '[{"lap_index": 1, "distance": true}]');
    expect(one.stderr).toBe('activity-records: standard input has records that are not valid (1 issue):\n  [0].distance: expected number, received true\n');
    expect((await run(['inspect', '-'], '{"lap_index": "1"}')).stderr).toContain('\n  lap_index: expected integer, received "1"\n');
    expect((await run(['inspect', '-'], '{"biggest_ride_distance": "far"}')).stderr).toBe(
      'activity-records: standard input has records that are not valid (1 issue):\n  biggest_ride_distance: expected number, received "far"\n',
    );
  });

  it.each([
    ['{}'],
    ['[{"foo": 1}]'],
    ['"a string"'],
    ['[1, 2]'],
    ['[{"lap_index": 1}, {"kom_rank": 1}]'],
    ['{"text": "a single comment"}'],
    ['{"id": 1, "resource_state": 2, "application_id": 5, "callback_url": "https://example.com/hook"}'],
    ['{"hub.challenge": "15f7d1a91c1f40f8a748fd134752feb3"}'],
    ['{"id": 2, "resource_state": 2, "title": "Saturday ride", "activity_type": "Ride", "upcoming_occurrences": []}'],
  ])('exits 1 with one line naming what it shows for %s', async (body) => {
    const { code, stdout, stderr } = await run(['inspect', '-'], body);
    expect(code).toBe(EXIT.invalidBody);
    expect(stdout).toBe('');
    expect(stderr).toBe(`activity-records: standard input is not a body inspect shows; it shows ${ACCEPTED_BODIES}\n`);
    expect(ACCEPTED_BODIES).toMatch(/^a detailed activity, a list of activities .*, an athlete, an athlete's stats, one or many segment efforts, a list of laps, .*, a route or a list of routes, .*, or /);
  });

  it('exits 2 with one clear line for a missing file, a directory, no permission, or broken JSON', async () => {
    expect(await run(['inspect', 'missing.json'])).toMatchObject({ code: EXIT.failure, stdout: '', stderr: 'activity-records: cannot read "missing.json": no such file\n' });
    expect((await run(['inspect', 'a-directory'])).stderr).toBe('activity-records: cannot read "a-directory": it is a directory\n');
    expect((await run(['inspect', 'locked.json'])).stderr).toBe('activity-records: cannot read "locked.json": permission denied\n');
    expect((await run(['inspect', 'odd.json'])).stderr).toBe('activity-records: cannot read "odd.json": device \\u001b[2Jfailed\n');
    const broken = await run(['inspect', '-'], '{"laps": [\u001b');
    expect(broken.code).toBe(EXIT.failure);
    expect(broken.stderr.trim().split('\n')).toHaveLength(1);
    expect(broken.stderr).toBe("activity-records: standard input is not valid JSON: expected a value or ']' at offset 10 (line 1)\n");
  });

  it('stops reading standard input, or a file, past 128 MiB, with one line and exit 2, as /dev/zero would make it', async () => {
    const stdin = endlessZeros();
    expect(await run(['inspect', '-'], stdin)).toMatchObject({
      code: EXIT.failure,
      stdout: '',
      stderr: 'activity-records: cannot read standard input: larger than 128 MiB, the most inspect reads\n',
    });
    expect(stdin.taken).toBe(129);
    const file = endlessZeros();
    expect((await run(['inspect', 'zero.json'], '', Infinity, { 'zero.json': file })).stderr).toBe(
      'activity-records: cannot read "zero.json": larger than 128 MiB, the most inspect reads\n',
    );
    expect(file.taken).toBe(129);
  });

  it('reads a body of 128 MiB exactly', async () => {
    const lap = '{"lap_index":1}';
    const padding = ' '.repeat(128 * 1024 * 1024 - lap.length - 2);
    const { code, stdout } = await run(['inspect', '-'], `[${lap}${padding}]`);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/^Laps \(1 lap\)\n/);
  });

  it('says where a body is not UTF-8 (Latin-1 bytes), rather than reading U+FFFD', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('[{"lap_index": 1,\n  "name": "Caf'), 0xe9, ...new TextEncoder().encode('"}]')]);
    expect(await run(['inspect', '-'], latin1)).toMatchObject({
      code: EXIT.failure,
      stdout: '',
      stderr: 'activity-records: standard input is not UTF-8 text: byte 0xE9 at byte offset 32 (line 2) begins no UTF-8 character\n',
    });
    const file = await run(['inspect', 'latin1.json'], '', Infinity, { 'latin1.json': latin1 });
    expect(file.stderr).toBe('activity-records: "latin1.json" is not UTF-8 text: byte 0xE9 at byte offset 32 (line 2) begins no UTF-8 character\n');
  });

  it('reads UTF-8 split anywhere across chunks, and a leading byte order mark', async () => {
    const bytes = new TextEncoder().encode('\ufeff[{"lap_index": 1, "name": "日本 🏃"}]');
    const oneByteAtATime = (async function* () {
      for (const byte of bytes) yield await Promise.resolve(new Uint8Array([byte]));
    })();
    const { code, stdout } = await run(['inspect', '-'], oneByteAtATime);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/\n1 {2}日本 🏃 /);
  });

  it('prints help and the version, and rejects a bad command line with exit 2', async () => {
    expect(await run(['--help'])).toMatchObject({ code: EXIT.ok, stdout: USAGE, stderr: '' });
    expect(await run(['--version'])).toMatchObject({ code: EXIT.ok, stdout: '9.8.7\n' });
    const bad = await run(['inspect', 'a.json', '--units', 'parsecs']);
    expect(bad.code).toBe(EXIT.failure);
    expect(bad.stderr).toContain('--units takes metric or imperial, not "parsecs"');
    expect(bad.stderr).toContain('Usage: activity-records inspect');
  });

  it('stops making output once the reader has gone', async () => {
    const laps = JSON.stringify(Array.from({ length: 20_000 }, (_, index) => ({ lap_index: index + 1, name: `Lap ${index + 1}` })));
    const all = await run(['inspect', '-'], laps);
    expect(all.writes).toBeGreaterThan(3);
    const closed = await run(['inspect', '-'], laps, 2);
    expect(closed.code).toBe(EXIT.ok);
    expect(closed.writes).toBe(2);
  });
});
