import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/run-cli.js';
import { DetailedClub, ExplorerResponse, Route, Zones, decodeJSON } from '../../src/index.js';
import type { Body } from '../../bench/dataset.mjs';
import { runCommand, type CliRun } from '../helpers/cli-run.js';
import { testBody, testData, testExploreAnswer, testText } from '../helpers/fixtures.js';

// The views of the reads past the activity (segments, explore, efforts on a segment,
// routes, clubs, members, gear, the athlete's zones) over the generated data set, so that
// each runs in every clone; the bodies the data set does not make (an explore answer,
// webhook events, the API's error body, uploads) are written here. The real bodies of
// ../shared/fixtures/ show them too (every-read-body.test.ts).

const data = testData();
const athlete = data.athleteBody() as { bikes: Body[]; shoes: Body[] };
const [club] = data.athleteClubs();
const [route] = data.routes();
/** The segment of the test data the athlete ran most: seven efforts in March 2024. */
const RAMP = 7245103;

const FILES = {
  'segment.json': testText(testBody(data.segment(RAMP), 'segment')),
  'starred.json': testText(data.starredSegments()),
  'efforts.json': testText(testBody(data.segmentEfforts(RAMP), 'efforts')),
  'explore.json': testText(testExploreAnswer()),
  'route.json': testText(testBody(data.route(String(route?.id)), 'route')),
  'routes.json': testText(data.routes()),
  'route-streams.json': testText(testBody(data.routeStreams(String(route?.id)), 'route streams')),
  'clubs.json': testText(data.athleteClubs()),
  'club.json': testText(testBody(data.club(String(club?.id)), 'club')),
  'members.json': testText(testBody(data.clubMembers(String(club?.id)), 'members')),
  'admins.json': testText(testBody(data.clubAdmins(String(club?.id)), 'admins')),
  'club-activities.json': testText(testBody(data.clubActivities(String(club?.id)), 'club activities')),
  'bike.json': testText(testBody(data.gearDetail(String(athlete.bikes[0]?.id)), 'bike')),
  'shoes.json': testText(testBody(data.gearDetail(String(athlete.shoes[0]?.id)), 'shoes')),
  'zones.json': testText(data.athleteZones()),
};

const inspect = (...args: string[]): Promise<CliRun> => runCommand(['inspect', ...args], { files: FILES });
const inspectText = (text: string, ...args: string[]): Promise<CliRun> => runCommand(['inspect', '-', ...args], { stdin: text });
const lines = (text: string) => text.trimEnd().split('\n');

describe('inspect over the generated bodies of the reads', () => {
  it('shows a segment on its own page: what and where it is, its counts, the athlete\'s PR and its calendar date', async () => {
    const { code, stdout, stderr } = await inspect('segment.json');
    expect([code, stderr]).toEqual([EXIT.ok, '']);
    expect(lines(stdout)).toEqual([
      'Segment 7245103',
      '  name                Rampe de la gare',
      '  sport               Run',
      '  place               Boulder, CO, United States',
      '  distance km         0.79',
      '  average grade %     0.7',
      '  maximum grade %     0.8',
      '  elevation m         1659.1 to 1664.4',
      '  elev gain m         5',
      '  climb category      NC',
      '  start lat, lng      40.01939, -105.29665',
      '  end lat, lng        40.01664, -105.30489',
      '  private             no',
      '  hazardous           no',
      '  starred             yes',
      '  efforts (everyone)  30353',
      '  athletes            2280',
      '  stars               79',
      '  created             2019-01-07 00:00:00 UTC',
      '  athlete PR h:mm:ss  4:29',
      '  athlete PR date     2024-03-07',
      '  athlete efforts     7',
    ]);
    expect((await inspect('segment.json', '--units', 'imperial')).stdout).toMatch(/\n {2}distance mi +0\.49\n {2}average grade % +0\.7\n {2}maximum grade % +0\.8\n {2}elevation ft +5443\.2 to 5460\.6\n {2}elev gain ft +17\n/);
  });

  it('shows the starred segments a row each, with the athlete\'s PR where the list gives it and the climb category as riders say it', async () => {
    const { code, stdout } = await inspect('starred.json');
    expect(code).toBe(EXIT.ok);
    const shown = lines(stdout);
    expect(shown.slice(0, 2)).toEqual([
      'Starred segments (15 segments)',
      'name                   sport  distance km  avg grade %  category  place                       athlete PR h:mm:ss  segment id',
    ]);
    expect(shown).toContain('Rampe de la gare       Run           0.79          0.7  NC        Boulder, CO, United States                4:29     7245103');
    expect(shown).toContain('Tour du lac            Ride          3.99          2.7  Cat 4     Boulder, CO, United States               11:05    12802774');
    expect(shown).toContain('Pont neuf              Ride          1.65          1.5  NC        Boulder, CO, United States                   -    24453265');
    // Not every segment of a list says it is starred: the title does not claim it.
    const mixed = await inspectText(JSON.stringify([{ name: 'A', average_grade: 1, starred: true }, { name: 'B', average_grade: 2, starred: false }]));
    expect(lines(mixed.stdout)[0]).toBe('Segments (2 segments)');
  });

  it('shows the athlete\'s efforts on one segment a row each: when (local time), how long, heart rate and in which activity', async () => {
    const { code, stdout } = await inspect('efforts.json');
    expect(code).toBe(EXIT.ok);
    expect(lines(stdout).slice(0, 4)).toEqual([
      'Segment efforts (7 efforts)',
      'start (local time)   name              distance km  time h:mm:ss  avg HR bpm  KOM rank  PR rank  athlete PR h:mm:ss  activity id',
      '-------------------  ----------------  -----------  ------------  ----------  --------  -------  ------------------  -----------',
      '2024-03-03 09:37:57  Rampe de la gare         0.79          5:18         147         -        -                   -   8200011425',
    ]);
    expect(lines(stdout)).toHaveLength(3 + 7);
    expect(stdout).not.toMatch(/\d\dZ/);
  });

  it('shows the segments explore finds: category, distance, grade, elevation difference, start, starred, id', async () => {
    const { code, stdout } = await inspect('explore.json');
    expect(code).toBe(EXIT.ok);
    expect(lines(stdout).slice(0, 4)).toEqual([
      'Explored segments (10 segments)',
      'name                   category  distance km  avg grade %  elev diff m  start lat, lng        starred  segment id',
      '---------------------  --------  -----------  -----------  -----------  --------------------  -------  ----------',
      'Côte du Château        NC               0.74          0.9            7  40.01380, -105.26679  yes         2252372',
    ]);
    const json = decodeJSON((await inspect('explore.json', '--json')).stdout);
    expect(json).toStrictEqual(ExplorerResponse.parse(decodeJSON(FILES['explore.json'])).toJSON());
    expect((await inspectText('{"segments": []}')).stdout).toBe('Explored segments: none.\n');
  });

  it('shows a route: its header, what its line covers, and each segment placed along it by its line', async () => {
    const { code, stdout } = await inspect('route.json');
    expect(code).toBe(EXIT.ok);
    expect(lines(stdout)).toEqual([
      'Route 3108410411101768021',
      '  name                    Sortie longue du dimanche',
      '  sport                   run',
      '  surface                 road',
      '  distance km             14.18',
      '  elev gain m             29',
      '  estimated time h:mm:ss  1:23:57',
      '  created                 2023-11-29 05:27:35 UTC',
      '  athlete                 Hannah Müller',
      '  private                 no',
      '  starred                 yes',
      '  line points             1,421',
      '  line lat deg            39.9939 to 40.0351',
      '  line lng deg            -105.2706 to -105.2208',
      '  description             Au départ de la maison, sans feu rouge ou presque.',
      '',
      'Segments along the route (2 segments)',
      'name                  distance km  avg grade %  category  along the route (0 to 14.18 km)',
      '--------------------  -----------  -----------  --------  -------------------------------',
      'Faux plat des vignes         0.90          0.8  NC        ........##....................',
      'Descente du moulin           0.90         -0.4  NC        .....................###......',
    ]);
    const imperial = await inspect('route.json', '--units', 'imperial');
    expect(imperial.stdout).toMatch(/\n {2}distance mi +8\.81\n {2}elev gain ft +96\n/);
    expect(imperial.stdout).toContain('along the route (0 to 8.81 mi)');
    expect(decodeJSON((await inspect('route.json', '--json')).stdout)).toStrictEqual(Route.parse(decodeJSON(FILES['route.json'])).toJSON());
  });

  it('shows the athlete\'s routes a row each, ids past 2^53 exact, and a route\'s streams with its elevation\'s shape', async () => {
    const { code, stdout } = await inspect('routes.json');
    expect(code).toBe(EXIT.ok);
    const shown = lines(stdout);
    expect(shown[0]).toBe('Routes (8 routes)');
    expect(shown[1]).toMatch(/^name +sport +surface +distance km +elev gain m +est\. time h:mm:ss +created +private +starred +route id$/);
    expect(shown[3]).toMatch(/^Sortie longue du dimanche +run +road +14\.18 +29 +1:23:57 +2023-11-29 05:27:35 UTC +no +yes +3108410411101768021$/);
    expect(shown).toHaveLength(3 + 8);
    const streams = await inspect('route-streams.json');
    expect(lines(streams.stdout)[0]).toBe('Streams (3 streams of 1,421 samples; resolution not given)');
    expect(streams.stdout).toMatch(/\naltitude +0 +1652\.2 to 1670\.4 m +[_.\-~^]{40}\n/);
  });

  it('shows the athlete\'s clubs as clubs, never as athletes, and a club on its own page', async () => {
    const clubs = await inspect('clubs.json');
    expect(clubs.code).toBe(EXIT.ok);
    expect(lines(clubs.stdout)).toEqual([
      'Clubs (3 clubs)',
      'name                    sport      place                       members  private  club id',
      '----------------------  ---------  --------------------------  -------  -------  -------',
      'Running Club des Quais  running    Boulder, CO, United States      352  no         93251',
      'Vélo Club Rhône         cycling    Boulder, CO, United States       58  no        317668',
      'Tri Team Confluence     triathlon  Boulder, CO, United States       62  yes       452264',
    ]);
    const detail = await inspect('club.json');
    expect(lines(detail.stdout).slice(0, 14)).toEqual([
      'Club 93251',
      '  name              Running Club des Quais',
      '  sport             running',
      '  place             Boulder, CO, United States',
      '  members           352',
      '  activity types    Run, TrailRun, VirtualRun',
      '  private           no',
      '  verified          no',
      '  club type         casual_club',
      '  membership        member',
      '  admin             no',
      '  owner             no',
      '  members followed  4',
      '  website           https://running-club-des-quais.example.org',
    ]);
    // The description holds a line break: escaped, on the one line of its fact.
    expect(detail.stdout).toMatch(/\n {2}description +Running Club des Quais : sorties chaque semaine, tous nivea…\n$/);
    expect(decodeJSON((await inspect('club.json', '--json')).stdout)).toStrictEqual(DetailedClub.parse(decodeJSON(FILES['club.json'])).toJSON());
  });

  it('shows a club\'s members with their standing, its admins as athletes, and its activities with each member\'s name', async () => {
    const members = await inspect('members.json');
    expect(members.code).toBe(EXIT.ok);
    expect(lines(members.stdout).slice(0, 5)).toEqual([
      'Club members (24 members)',
      'athlete      membership  admin  owner',
      '-----------  ----------  -----  -----',
      'Nils B.      member      yes    yes',
      'Mehmet M.    member      no     no',
    ]);
    expect(lines((await inspect('admins.json')).stdout)).toEqual(['Athletes (1 athlete)', 'athlete  place  athlete id', '-------  -----  ----------', 'Nils B.  -               -']);
    const activities = await inspect('club-activities.json');
    expect(lines(activities.stdout).slice(0, 4)).toEqual([
      'Activities (60 activities)',
      'sport       name           athlete      distance  moving h:mm:ss  pace or speed  elev gain m',
      '----------  -------------  -----------  --------  --------------  -------------  -----------',
      'Run         Evening Run    Mehmet R.    10.85 km           58:16       5:22 /km          121',
    ]);
  });

  it('shows a bike and a pair of shoes on their own page, a bike\'s weight in the unit system', async () => {
    const bike = await inspect('bike.json');
    expect(bike.code).toBe(EXIT.ok);
    expect(lines(bike.stdout)).toEqual([
      'Bike b15816771',
      '  name         Canyon Ultimate CF SL',
      '  nickname     La fusée',
      '  brand        Canyon',
      '  model        Ultimate CF SL',
      '  frame        road',
      '  primary      yes',
      '  retired      no',
      '  distance km  3060.8',
      '  weight kg    7.9',
      '  description  Le vélo de route.',
    ]);
    expect((await inspect('bike.json', '--units', 'imperial')).stdout).toMatch(/\n {2}distance mi +1901\.9\n {2}weight lb +17\.4\n/);
    const shoes = await inspect('shoes.json');
    expect(lines(shoes.stdout)[0]).toBe('Shoes g26491488');
    // A reminder distance of 0 is unset: not shown.
    expect(shoes.stdout).not.toContain('reminder');
    const reminder = await inspectText('{"id": "g1", "name": "Trail", "notification_distance": 800, "brand_name": "X"}');
    expect(reminder.stdout).toContain('\n  reminder at (unit not stated)  800\n');
  });

  it('shows the athlete\'s zones, heart rate and power, each range placed on the scale of them all, the top zone open', async () => {
    const { code, stdout } = await inspect('zones.json');
    expect(code).toBe(EXIT.ok);
    expect(lines(stdout)).toEqual([
      'Heart rate zones of the athlete (5 zones, custom zones: no)',
      'zone  range bpm  on the scale 0 to 172+ bpm',
      '----  ---------  ------------------------------',
      '   1      0-112  ####################..........',
      '   2    112-140  ...................######.....',
      '   3    140-159  ........................####..',
      '   4    159-172  ...........................###',
      '   5       172+  .............................#',
      '',
      'Power zones of the athlete (7 zones)',
      'zone  range W  on the scale 0 to 423+ W',
      '----  -------  ------------------------------',
      '   1    0-155  ###########...................',
      '   2  156-211  ...........####...............',
      '   3  212-253  ...............###............',
      '   4  254-295  ..................###.........',
      '   5  296-337  ....................####......',
      '   6  338-422  .......................#######',
      '   7     423+  .............................#',
    ]);
    const noPower = await inspectText('{"heart_rate": {"custom_zones": true, "zones": [{"min": 0, "max": 120}, {"min": 120, "max": -1}]}}');
    expect(lines(noPower.stdout)[0]).toBe('Heart rate zones of the athlete (2 zones, custom zones: yes)');
    expect(noPower.stdout).not.toContain('Power');
    expect(decodeJSON((await inspect('zones.json', '--json')).stdout)).toStrictEqual(Zones.parse(decodeJSON(FILES['zones.json'])).toJSON());
  });
});

describe('inspect over the bodies the data set does not make', () => {
  it('shows webhook events, one or many: when (UTC), what, what changed, ids exact', async () => {
    const update = { aspect_type: 'update', event_time: 1711180800, object_id: 8200137494, object_type: 'activity', owner_id: 50777909, subscription_id: 120475, updates: { title: 'Sortie longue', private: true } };
    const one = await inspectText(JSON.stringify(update));
    expect(one.code).toBe(EXIT.ok);
    expect(lines(one.stdout)).toEqual([
      'Webhook events (1 event)',
      'event time UTC           object     object id  aspect  updates                            owner id  subscription id',
      '-----------------------  --------  ----------  ------  ---------------------------------  --------  ---------------',
      '2024-03-23 08:00:00 UTC  activity  8200137494  update  title=Sortie longue, private=true  50777909           120475',
    ]);
    const many = await inspectText('[{"aspect_type": "update", "event_time": 1711180801, "object_id": 50777909, "object_type": "athlete", "owner_id": 50777909, "subscription_id": 120475, "updates": {"authorized": "false"}}, {"aspect_type": "delete", "event_time": 1711180802, "object_id": 9007199254740993, "object_type": "activity", "owner_id": 50777909, "subscription_id": 120475, "updates": {}}]');
    expect(many.stdout).toMatch(/\n2024-03-23 08:00:01 UTC {2}athlete +50777909 {2}update {2}authorized=false +50777909 +120475\n/);
    expect(many.stdout).toMatch(/\n2024-03-23 08:00:02 UTC {2}activity +9007199254740993 {2}delete {2}- +50777909 +120475\n$/);
  });

  it('shows the API\'s error body as the error it reports, and exits 1 whether as text or JSON', async () => {
    const fault = await inspectText('{"message": "Authorization Error", "errors": [{"resource": "AccessToken", "field": "activity:read_permission", "code": "missing"}, {"resource": "Application", "field": "", "code": "invalid"}]}');
    expect(fault).toMatchObject({ code: EXIT.invalidBody, stderr: '' });
    expect(lines(fault.stdout)).toEqual([
      'API error: Authorization Error (2 errors)',
      'resource     field                     code',
      '-----------  ------------------------  -------',
      'AccessToken  activity:read_permission  missing',
      'Application  ""                        invalid',
    ]);
    const forbidden = await inspectText('{"message": "Forbidden", "errors": []}');
    expect(forbidden).toMatchObject({ code: EXIT.invalidBody, stdout: 'API error: Forbidden (0 errors)\n' });
    const json = await inspectText('{"message": "Record Not Found", "errors": [{"resource": "Activity", "field": "id", "code": "invalid"}]}', '--json');
    expect(json.code).toBe(EXIT.invalidBody);
    expect(JSON.parse(json.stdout)).toEqual({ message: 'Record Not Found', errors: [{ resource: 'Activity', field: 'id', code: 'invalid' }] });
  });

  it('shows an upload: its status, the activity it made, and why it failed where it did', async () => {
    const ready = await inspectText('{"id": 16486788, "id_str": "16486788", "external_id": "2024-03-24-run.fit", "error": null, "status": "Your activity is ready.", "activity_id": 8200137494}');
    expect(ready.code).toBe(EXIT.ok);
    expect(lines(ready.stdout)).toEqual(['Upload 16486788', '  status       Your activity is ready.', '  external id  2024-03-24-run.fit', '  activity id  8200137494']);
    const duplicate = await inspectText('{"id": 16486789, "external_id": "2024-03-24-run.fit", "error": "2024-03-24-run.fit duplicate of activity 8200137494", "status": "There was an error processing your activity.", "activity_id": null}');
    expect(duplicate.code).toBe(EXIT.ok);
    expect(duplicate.stdout).toMatch(/\n {2}activity id +-\n {2}error +2024-03-24-run\.fit duplicate of activity 8200137494\n$/);
  });

  it('shows what the new bodies hold escaped and cut: in headings, facts and cells alike, never raw', async () => {
    const hostile = `x\u001b[2J\u202e\u200b\n${'y'.repeat(100_000)}`;
    const bodies = [
      { id: `b1${hostile}`, name: hostile, brand_name: hostile },
      { message: hostile, errors: [{ resource: hostile, field: hostile, code: hostile }] },
      { object_type: hostile, aspect_type: 'update', event_time: 1, updates: { [hostile]: hostile } },
      { id: 1, name: hostile, member_count: 2, description: hostile, website: hostile },
      { id: 1, name: hostile, sub_type: 1, description: hostile, segments: [{ name: hostile }] },
      { id: 1, status: hostile, error: hostile, external_id: hostile },
      { id: 1, name: hostile, average_grade: 1, city: hostile, athlete_segment_stats: { pr_date: hostile } },
      { segments: [{ name: hostile, avg_grade: 1, climb_category_desc: hostile }] },
    ];
    for (const body of bodies) {
      const { stdout } = await inspectText(JSON.stringify(body));
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]|\p{Cf}/u);
      expect(stdout).toContain('x\\u001b[2J\\u202e\\u200b\\ny');
      expect(stdout.length).toBeLessThan(2000);
      for (const line of lines(stdout)) expect(line.length, line).toBeLessThan(300);
    }
  });

  it('shows what a body leaves out as -, names numbers it has no name for, and says so of what is empty', async () => {
    const shown = async (body: unknown) => (await inspectText(JSON.stringify(body))).stdout;
    expect(await shown({ heart_rate: null })).toBe('Zones of the athlete: none.\n');
    expect(await shown({ heart_rate: { zones: [] } })).toBe('Heart rate zones of the athlete (0 zones)\n');
    expect(lines(await shown({ power: { zones: [{ min: 100, max: null }, { min: null, max: 90 }] } })).slice(3)).toEqual([
      '   1     100+  .............................#',
      '   2     --90',
    ]);
    expect(lines(await shown({ id: 'x1', name: 'Wheels', frame_type: 9 }))).toEqual(['Gear x1', '  name         Wheels', '  frame        9', '  distance km  -']);
    expect(await shown({ message: 'Bad Request' })).toBe('API error: Bad Request (no errors listed)\n');
    expect(await shown({ errors: [{}] })).toBe('API error: - (1 error)\nresource  field  code\n--------  -----  ----\n-         -      -\n');
    expect(await shown({ status: 'Your activity is still being processed.', id_str: '1' })).toBe(
      'Upload -\n  status       Your activity is still being processed.\n  external id  -\n  activity id  -\n',
    );
    expect(lines(await shown([{ object_type: 'activity' }]))[3]).toMatch(/^- +activity +- +- +- +- +-$/);
    const segments = lines(await shown([{ name: 'A', climb_category: 7 }, { name: 'B', average_grade: 1 }]));
    expect(segments[3]).toMatch(/^A +- +- +- +7 +- +-$/);
    expect(segments[4]).toMatch(/^B +- +- +1\.0 +- +- +-$/);
    const explored = lines(await shown({ segments: [{ name: 'C', climb_category_desc: 'HC' }, { name: 'D' }] }));
    expect(explored[3]).toMatch(/^C +HC +- +- +- +- +- +-$/);
    expect(explored[4]).toMatch(/^D +- +- +- +- +- +- +-$/);
    expect(await shown({ segments: null })).toBe('Explored segments: none.\n');
    // A route without a line, with no segments, with a line that is no polyline or too long to decode.
    expect(await shown({ id: 1, sub_type: 9, type: 3, segments: [] })).toMatch(/\n {2}sport +3\n {2}surface +9\n[\s\S]*\n\nSegments along the route: none\.\n$/);
    const broken = await shown({ id: 1, sub_type: 1, map: { polyline: 'not a line!' }, segments: [{ name: 'E', start_latlng: [45, 7] }] });
    expect(broken).toMatch(/\n {2}line +not an encoded polyline\n/);
    expect(lines(broken).at(-1)).toMatch(/^E +- +- +-$/);
    const long = await shown({ id: 1, sub_type: 1, map: { summary_polyline: '?'.repeat(1024 * 1024 + 2) } });
    expect(long).toMatch(/\n {2}line +longer than the 1,048,576 characters inspect decodes\n$/);
    expect(lines(await shown({ id: 2, name: 'Club', member_count: 0, website: '', description: '' }))).toEqual(['Club 2', '  name     Club', '  sport    -', '  place    -', '  members  0']);
    expect(await shown({ firstname: 'A', clubs: [] })).toMatch(/\n\nClubs: none\.\n$/);
  });
});
