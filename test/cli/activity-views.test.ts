import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/run-cli.js';
import { escapeJsonForTerminal } from '../../src/cli/terminal-text.js';
import { DetailedActivity, DetailedAthlete, SummaryActivity, decodeJSON, encodeJSON } from '../../src/index.js';
import { runCommand } from '../helpers/cli-run.js';
import { describeShared, itShared, modelBodies, realBodies, realBody, sharedFileText } from '../helpers/shared-fixtures.js';

const ACTIVITY_PAGE = 'real/strava-ruby-client/all_athlete_activities__22__athlete_activities__411bcce62380340e.json';
const RIDES_2014 = 'real/go.strava/athlete_list_activies__ee51d0bb29905441.json';
const CLUB_ACTIVITIES = 'real/strava-ruby-client/all_club_activities__0__clubs_209437_activities__c1bedff30735ced8.json';
const MARATHON = 'real/strava-ruby-client/activity__0__activities_1946417534__f7f30f15bdafdbca.json';
const RIDE_2020 = 'real/strava-ruby-client/activity_ride__0__activities_3958491750__d3bc42dc058ca162.json';
const FAKE_ID_RUN = 'real/strava-ruby-client/activity_with_fake_id__0__activities_194641753419464175341946417534__70c3287d96d4a558.json';
const ATHLETE = 'real/strava-ruby-client/athlete__0__athlete__0f462d7188e0ce45.json';
const ATHLETE_2014 = 'real/go.strava/current_athlete_get__e1c7f946a7497a18.json';
const OTHER_ATHLETE = 'real/go.strava/athlete_get__636da6d378da62ee.json';

/** The first line `inspect` prints for a body of each endpoint whose bodies it shows (an empty page says so instead). */
const TITLES: Readonly<Record<string, RegExp>> = {
  '/athlete': /^Athlete \d+$/,
  '/athletes/{id}': /^Athlete \d+$/,
  '/athlete/activities': /^Activities \([\d,]+ activit(y|ies)\)$/,
  '/athletes/{id}/activities': /^Activities \(/,
  '/clubs/{id}/activities': /^Activities \(/,
  '/activities/{id}': /^Activity \d+$/,
  '/activities/{id}/laps': /^Laps \(/,
  '/activities/{id}/comments': /^Comments \(/,
  '/activities/{id}/kudos': /^Athletes \(/,
  '/activities/{id}/zones': /zones/,
  '/activities/{id}/photos': /^Photos \(/,
  '/athletes/{id}/stats': /^Athlete stats$/,
  '/segment_efforts/{id}': /^Segment efforts \(1 effort\)$/,
  '/segments/{id}/all_efforts': /^Segment efforts \(/,
  '/athletes/{id}/koms': /^Segment efforts \(/,
  '/segments/{id}': /^Segment \d+$/,
  '/segments/starred': /^(Starred segments|Segments) \(\d+ segments?\)$/,
  '/athletes/{id}/segments/starred': /^(Starred segments|Segments) \(\d+ segments?\)$/,
};

const inspect = (...args: string[]) => runCommand(['inspect', ...args]);
const lines = (text: string) => text.trimEnd().split('\n');

describeShared('every real body of an endpoint inspect shows', () => {
  const bodies = realBodies();

  it('covers every endpoint of the corpus', () => {
    for (const { endpoint } of bodies) expect(Object.hasOwn(TITLES, endpoint), endpoint).toBe(true);
    expect(bodies).toHaveLength(167);
  });

  it.each(bodies.filter(({ endpoint }) => Object.hasOwn(TITLES, endpoint)).map((body) => [body.file, body.endpoint]))(
    'shows %s (%s) with exit 0, and writes its records as JSON',
    async (file, endpoint) => {
      const shown = await inspect(`real/${file}`);
      expect(shown.stderr).toBe('');
      expect(shown.code).toBe(EXIT.ok);
      const first = lines(shown.stdout)[0] ?? '';
      if (first !== 'An empty list: no records.') expect(first).toMatch(TITLES[endpoint] ?? /^$/);
      const json = await inspect(`real/${file}`, '--json');
      expect(json.code).toBe(EXIT.ok);
      expect(() => decodeJSON(json.stdout)).not.toThrow();
    },
  );

  it('shows the activities and athletes that other projects keep as fixture files', async () => {
    const kept = modelBodies().filter(({ path }) => /activities\/|activity(_get)?\.|athlete\.json|summary_activity/.test(path) && !path.includes('test/data/activities/'));
    expect(kept).toHaveLength(19);
    for (const { file } of kept) {
      const { code, stdout } = await inspect(`real/${file}`);
      expect(code, file).toBe(EXIT.ok);
      expect(stdout, file).toMatch(/^(Activity \d+|Activities \(|Athlete \d+)\n/);
    }
  });
});

describe('a list of activities', () => {
  itShared('shows a row per activity: runs with pace per km, swims in meters with pace per 100 m, every cell with its unit', async () => {
    const { code, stdout } = await inspect(ACTIVITY_PAGE);
    expect(code).toBe(EXIT.ok);
    const shown = lines(stdout);
    expect(shown[0]).toBe('Activities (30 activities)');
    expect(shown[1]).toMatch(/^start \(local time\) +sport +name +distance +moving h:mm:ss +pace or speed +elev gain m +avg HR bpm +activity id$/);
    expect(shown).toContain('2022-06-30 09:12:58  Run    Rio 2: Leblon -> Copacabana  22.60 km         2:04:32       5:31 /km            8         169   7393097938');
    expect(shown).toContain('2022-06-17 15:30:49  Swim   TGIF                         1097.3 m           30:48     2:48 /100m            0         108   7325317110');
    expect(shown).toHaveLength(3 + 30);
    expect(stdout).not.toMatch(/\d\dZ/);
  });

  it('knows an activity written with few fields by its sport and its start, alone or in a list', async () => {
    const swim = { name: 'Pool', sport_type: 'Swim', start_date: '2024-01-06T07:00:00Z', start_date_local: '2024-01-06T08:00:00Z', distance: 1500, moving_time: 1800 };
    const list = await runCommand(['inspect', '-'], { stdin: JSON.stringify([swim, { ...swim, sport_type: 'Run', distance: 5000 }]) });
    expect(list.code).toBe(EXIT.ok);
    const shown = lines(list.stdout);
    expect(shown[0]).toBe('Activities (2 activities)');
    expect(shown[3]).toMatch(/^2024-01-06 08:00:00 +Swim +Pool +1500\.0 m +30:00 +2:00 \/100m/);
    expect(shown[4]).toMatch(/^2024-01-06 08:00:00 +Run +Pool +5\.00 km +30:00 +6:00 \/km/);
    const one = await runCommand(['inspect', '-'], { stdin: JSON.stringify({ ...swim, type: 'Swim', sport_type: undefined, start_date: undefined }) });
    expect(one.code).toBe(EXIT.ok);
    expect(one.stdout).toMatch(/^Activity -\n {2}name +Pool\n {2}sport +Swim\n/);
    // A club has a sport and no start; a lap a start and no sport: neither is an activity.
    const club = await runCommand(['inspect', '-'], { stdin: JSON.stringify([{ name: 'Club', sport_type: 'running', member_count: 3 }]) });
    expect(club.code).toBe(EXIT.ok);
    expect(lines(club.stdout)[0]).toBe('Clubs (1 club)');
  });

  itShared('shows rides as speed, and every row in imperial units with --units imperial', async () => {
    const rides = lines((await inspect(RIDES_2014)).stdout);
    expect(rides[3]).toBe('2014-01-29 18:55:56  Ride   Evening Ride     16.18 km           36:23      26.6 km/h          209    109799216');
    const imperial = lines((await inspect(ACTIVITY_PAGE, '--units', 'imperial')).stdout);
    expect(imperial[1]).toContain('elev gain ft');
    expect(imperial).toContain('2022-06-30 09:12:58  Run    Rio 2: Leblon -> Copacabana   14.05 mi         2:04:32       8:52 /mi            26         169   7393097938');
    expect(imperial).toContain('2022-06-17 15:30:49  Swim   TGIF                         1200.0 yd           30:48    2:34 /100yd             0         108   7325317110');
    const asSpeed = lines((await inspect(ACTIVITY_PAGE, '--speed')).stdout);
    expect(asSpeed).toContain('2022-06-30 09:12:58  Run    Rio 2: Leblon -> Copacabana  22.60 km         2:04:32      10.9 km/h            8         169   7393097938');
  });

  itShared('shows a club\'s list with its athletes, and pace from distance and moving time where the list gives no speed', async () => {
    const shown = lines((await inspect(CLUB_ACTIVITIES)).stdout);
    expect(shown[1]).toMatch(/^sport +name +athlete +distance +moving h:mm:ss +pace or speed +elev gain m$/);
    // 10,399.9 m in 6,021 s: 9:39 per km.
    expect(shown[3]).toBe('Run       Run for The Nature Conservancy            ethan L.           10.40 km         1:40:21       9:39 /km            0');
  });

  itShared('writes the records with --json, ids exact', async () => {
    const { code, stdout } = await inspect(RIDES_2014, '--json');
    expect(code).toBe(EXIT.ok);
    const expected = SummaryActivity.parseMany(decodeJSON(sharedFileText(RIDES_2014))).map((activity) => activity.toJSON());
    expect(decodeJSON(stdout)).toStrictEqual(expected);
  });

  it('lists every issue of a list with its index and exits 1', async () => {
    const body = JSON.stringify([{ id: 1, workout_type: 0, distance: 'far' }, { id: 2, workout_type: 0, start_date_local: '2018-02-30T00:00:00Z' }]);
    const { code, stdout, stderr } = await runCommand(['inspect', '-'], { stdin: body });
    expect(code).toBe(EXIT.invalidBody);
    expect(stdout).toBe('');
    expect(stderr).toContain('(2 issues)');
    expect(stderr).toContain('\n  [0].distance: expected number, received "far"\n');
    expect(stderr).toContain('\n  [1].start_date_local: expected date-time string');
  });

  it('shows a sport it does not know, and a row without a sport as --sport says', async () => {
    const body = JSON.stringify([
      { id: 1, workout_type: null, sport_type: 'Pickleball', name: 'New', distance: 1000, moving_time: 600, average_speed: 1.667 },
      { id: 2, workout_type: null, name: 'Untold', distance: 100, moving_time: 100, average_speed: 1 },
    ]);
    const shown = lines((await runCommand(['inspect', '-', '--sport', 'Swim'], { stdin: body })).stdout);
    expect(shown[3]).toMatch(/^Pickleball +New +1\.00 km +10:00 +6\.0 km\/h +- +1$/);
    expect(shown[4]).toMatch(/^- +Untold +100\.0 m +1:40 +1:40 \/100m +- +2$/);
  });
});

describe('a detailed activity', () => {
  itShared('shows a header with the local start and the offset in force, not the bracket of timezone', async () => {
    const { code, stdout } = await inspect(MARATHON);
    expect(code).toBe(EXIT.ok);
    expect(lines(stdout).slice(0, 9)).toEqual([
      'Activity 1946417534',
      '  name                  TCS NYC Marathon 2018',
      '  sport                 Run',
      '  start (local time)    2018-11-04 09:53:46',
      '  time zone             America/New_York, UTC-05:00 at the start',
      '  distance km           42.27',
      '  moving time h:mm:ss   3:38:05',
      '  elapsed time h:mm:ss  3:42:13',
      '  average pace /km      5:15',
    ]);
    expect(stdout).toMatch(/\n {2}device +Fitbit Ionic\n {2}gear +Adidas Supernova ST\n/);
  });

  itShared('shows splits per km with bars relative to the other splits, per mile with imperial units', async () => {
    const metric = lines((await inspect(MARATHON)).stdout);
    const at = metric.indexOf('Splits per km (43 splits)');
    expect(at).toBeGreaterThan(0);
    expect(metric[at + 1]).toMatch(/^ # {2}distance km {2}moving h:mm:ss {2}pace \/km {2}relative speed {2}grade-adjusted pace \/km {2}avg HR bpm {2}relative HR +elev diff m$/);
    // The slowest split (the last 0.27 km) gets one #, the fastest twelve.
    expect(metric[at + 3]).toMatch(/^ 1 +1\.00 +5:14 +5:13 {2}#{10} +4:54 +158 {2}### +15\.6$/);
    expect(metric[at + 3 + 42]).toMatch(/^43 +0\.27 +1:41 +19:09 {2}# +18:56 +173 +#{10} +0\.1$/);
    expect(metric.filter((line) => / {2}#{12} /.test(line.slice(40))).length).toBeGreaterThan(0);
    const imperial = lines((await inspect(MARATHON, '--units', 'imperial')).stdout);
    expect(imperial).toContain('Splits per mile (27 splits)');
    expect(imperial.join('\n')).toMatch(/\n 1 +1\.00 +8:09 +8:09 {2}#+ +7:55 +161 +#+ +19\.4\n/);
  });

  itShared('shows a ride as speed, with its power, and its laps before its splits and efforts', async () => {
    const { stdout } = await inspect(RIDE_2020);
    expect(stdout).toMatch(/\n {2}average speed km\/h +28\.9\n/);
    expect(stdout).toMatch(/\n {2}avg power W +149\n/);
    expect(stdout).toMatch(/\n {2}time zone +Europe\/Berlin, UTC\+02:00 at the start\n/);
    const titles = lines(stdout).filter((line) => /^[A-Z][a-z]+ [a-z ]*\(/.test(line));
    expect(titles).toEqual(['Laps (1 lap)', 'Splits per km (102 splits)', `Segment efforts (${String(DetailedActivity.parse(realBody(RIDE_2020.slice(5))).segment_efforts?.length)} efforts)`]);
  });

  itShared('keeps an id beyond 2^53 exact, in its heading and in --json', async () => {
    expect(lines((await inspect(FAKE_ID_RUN)).stdout)[0]).toBe('Activity 194641753419464175341946417534');
    const { stdout } = await inspect(RIDE_2020, '--json');
    expect(stdout).toContain('"id": 2732944259699241346');
    const ride = DetailedActivity.parse(decodeJSON(sharedFileText(RIDE_2020)));
    expect(decodeJSON(stdout)).toStrictEqual(ride.toJSON());
    // Written a member and a list item at a time, the text is that of the whole record at once.
    expect(stdout).toBe(`${escapeJsonForTerminal(encodeJSON(ride, 2))}\n`);
  });

  it('shows a swim in meters and pace per 100 m even when --sport says otherwise, and a ride in km whatever --sport says', async () => {
    const swim = { id: 1, sport_type: 'Swim', name: 'Pool', distance: 1874.5, moving_time: 2220, average_speed: 0.844, splits_metric: [] };
    const shown = (await runCommand(['inspect', '-', '--sport', 'Run'], { stdin: JSON.stringify(swim) })).stdout;
    expect(shown).toMatch(/\n {2}distance m +1874\.5\n {2}moving time h:mm:ss +37:00\n[^\n]*\n {2}average pace \/100m +1:58\n/);
    expect(shown).toContain('\nSplits per km: none.\n');
    const ride = { ...swim, sport_type: 'Ride', average_speed: 8 };
    const asRide = (await runCommand(['inspect', '-', '--sport', 'Swim'], { stdin: JSON.stringify(ride) })).stdout;
    expect(asRide).toMatch(/\n {2}distance km +1\.87\n[\s\S]*\n {2}average speed km\/h +28\.8\n/);
  });

  it('lists every issue with its path in the activity, and exits 1', async () => {
    const body = JSON.stringify({ id: 1, name: 7, laps: [{ distance: 'far' }], splits_metric: [{ split: 1.5 }] });
    const { code, stderr } = await runCommand(['inspect', '-'], { stdin: body });
    expect(code).toBe(EXIT.invalidBody);
    expect(stderr).toContain('(3 issues)');
    expect(stderr).toContain('\n  name: expected string, received 7\n');
    expect(stderr).toContain('\n  laps[0].distance: expected number, received "far"\n');
    expect(stderr).toContain('\n  splits_metric[0].split: expected integer, received 1.5\n');
  });
});

describe('an athlete', () => {
  itShared('shows the profile, shoes and clubs of GET /athlete', async () => {
    const { code, stdout } = await inspect(ATHLETE);
    expect(code).toBe(EXIT.ok);
    const shown = lines(stdout);
    expect(shown.slice(0, 4)).toEqual(['Athlete 26462176', '  name             Daniel Doubrovkine', '  place            New York, NY', '  username         dblockdotorg']);
    expect(shown).toContain('  member since     2017-11-28 19:05:35 UTC');
    expect(shown).toContain('  weight kg        95.3');
    expect(shown).toContain('Bikes: none.');
    expect(shown).toContain('Shoes (5 pairs)');
    expect(shown).toContain('Adidas Ultraboost 5X  -         no       no             452.8  g20051782');
    expect(shown).toContain('Clubs (9 clubs)');
    expect(shown).toContain('TCS New York City Marathon      running  New York, New York, United States        0  no        209437');
    expect(stdout).toMatch(/\n {2}bio +@dblockdotorg everywhere\. .{20,}…\n/);
  });

  itShared('shows weight in pounds and gear distance in miles with --units imperial', async () => {
    const { stdout } = await inspect(ATHLETE_2014, '--units', 'imperial');
    expect(stdout).toMatch(/\n {2}weight lb +154\.5\n {2}FTP W +200\n/);
    expect(stdout).toMatch(/\nburrito burner +- +no +- +333\.2 +b77076\n/);
  });

  itShared('shows a summary athlete (GET /athletes/{id}) as its profile alone', async () => {
    const { stdout } = await inspect(OTHER_ATHLETE);
    expect(stdout).toBe([
      'Athlete 3545423',
      '  name          Strava Testing',
      '  place         Palo Alto, CA, United States',
      '  sex           M',
      '  subscriber    no',
      '  member since  2013-12-26 19:19:36 UTC',
      '',
    ].join('\n'));
  });

  it('shows an athlete with a name alone as its profile, a dash where it has no id or place', async () => {
    expect(lines((await runCommand(['inspect', '-'], { stdin: '{"firstname": "Ann"}' })).stdout)).toEqual(['Athlete -', '  name   Ann', '  place  -']);
  });

  it('says so for lists that are empty, and shows nicknames, in imperial units too', async () => {
    const body = JSON.stringify({ firstname: 'Ann', bikes: [{ id: 'b1', name: 'Road', nickname: 'Swift', distance: 1609.344 }], shoes: [], clubs: [] });
    const { stdout } = await runCommand(['inspect', '-', '--units', 'imperial'], { stdin: body });
    expect(lines(stdout)).toEqual([
      'Athlete -',
      '  name   Ann',
      '  place  -',
      '',
      'Bikes (1 bike)',
      'name  nickname  primary  retired  distance mi  gear id',
      '----  --------  -------  -------  -----------  -------',
      'Road  Swift     -        -                1.0  b1',
      '',
      'Shoes: none.',
      '',
      'Clubs: none.',
    ]);
  });

  itShared('writes the record with --json', async () => {
    const { stdout } = await inspect(ATHLETE, '--json');
    expect(decodeJSON(stdout)).toStrictEqual(DetailedAthlete.parse(decodeJSON(sharedFileText(ATHLETE))).toJSON());
  });

  it('writes a record with no field as {}', async () => {
    expect((await runCommand(['inspect', '-', '--json'], { stdin: '{"firstname": null}' })).stdout).toBe('{}\n');
  });
});

describe('the new views, safe for a terminal', () => {
  const hostile = `a\u001b[31mred\nX\u202eevil\u200b${'y'.repeat(100_000)}`;

  it('escape and cut names in activity lists, headers, gear and clubs, a line per row', async () => {
    const list = JSON.stringify([{ id: 1, workout_type: null, name: hostile, sport_type: hostile }, { id: 2, workout_type: null, name: 'plain' }]);
    const shownList = (await runCommand(['inspect', '-'], { stdin: list })).stdout;
    expect(lines(shownList)).toHaveLength(3 + 2);
    const detail = JSON.stringify({ id: 1, name: hostile, description: hostile, device_name: hostile, gear: { name: hostile }, laps: [] });
    const shownDetail = (await runCommand(['inspect', '-'], { stdin: detail })).stdout;
    const athlete = JSON.stringify({ id: 1, firstname: hostile, bio: hostile, shoes: [{ id: hostile, name: hostile }], clubs: [{ name: hostile, city: hostile }] });
    const shownAthlete = (await runCommand(['inspect', '-'], { stdin: athlete })).stdout;
    for (const shown of [shownList, shownDetail, shownAthlete]) {
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      expect(shown).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\u202e]/);
      expect(shown).toContain('a\\u001b[31mred\\nX\\u202eevil\\u200by');
      expect(shown.length).toBeLessThan(3000);
      for (const line of lines(shown)) expect(line.length).toBeLessThan(400);
    }
  });
});
