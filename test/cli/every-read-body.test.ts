import { expect, it } from 'vitest';
import { EXIT } from '../../src/cli/run-cli.js';
import { decodeJSON } from '../../src/index.js';
import { runCommand } from '../helpers/cli-run.js';
import { describeShared, FIXTURE_SETS, sharedBodies, sharedBody, type SharedBody } from '../helpers/shared-fixtures.js';

/**
 * Every real body in `../shared/fixtures/` (`real/`, `more/set-a/`, `more/set-b/`) of the
 * reads past the activity (segments, explore, efforts on a segment, routes, clubs, members,
 * club activities, gear, webhook events, a segment's streams), and the model files other
 * projects keep of their records: `inspect` shows each with exit 0 under the heading of
 * its kind, and writes its records as JSON. The bodies an app edited into values the API
 * never sends (route ids as strings) exit 1 with their issues.
 */

type Json = Record<string, unknown>;

const SEGMENT = /^Segment \d+$/;
const SEGMENTS = /^(Starred segments|Segments) \(\d+ segments?\)$/;
const EXPLORED = /^Explored segments \(\d+ segments?\)$/;
const EFFORTS = /^Segment efforts \([\d,]+ efforts?\)$/;
const ROUTE = /^Route \d+$/;
const ROUTES = /^Routes \(\d+ routes?\)$/;
const CLUB = /^Club \d+$/;
const ACTIVITIES = /^Activities \(\d+ activit(y|ies)\)$/;
const STREAMS = /^Streams \(/;

/** The heading each body is shown under, by its endpoint as its manifest names it (a recorded path, or the manifest's words). */
const HEADINGS: Readonly<Record<string, RegExp>> = {
  '/segments/{id}': SEGMENT,
  'GET /segments/{id}': SEGMENT,
  '/segments/starred': SEGMENTS,
  '/athletes/{id}/segments/starred': SEGMENTS,
  '/segments/explore': EXPLORED,
  'GET /segments/explore': EXPLORED,
  '/segments/{id}/all_efforts': EFFORTS,
  'GET /segments/{id}/all_efforts': EFFORTS,
  '/athletes/{id}/koms': EFFORTS,
  '/segment_efforts/{id}': /^Segment efforts \(1 effort\)$/,
  '/segments/{id}/streams': STREAMS,
  '/segment_efforts/{id}/streams': STREAMS,
  '/routes/{id}': ROUTE,
  'GET /routes/{id}': ROUTE,
  '/athletes/{id}/routes': ROUTES,
  'GET /athletes/{id}/routes': ROUTES,
  '/clubs/{id}': CLUB,
  'GET /clubs/{id}': CLUB,
  'GET /athlete/clubs': /^Clubs \(\d+ clubs?\)$/,
  // One club alone, as an app kept it: shown as a club's page shows it.
  'one item of GET /athlete/clubs': CLUB,
  // Before 2018 the members were summary athletes, which say nothing of the club; since, each gives its standing.
  '/clubs/{id}/members': /^(Club members \(\d+ members?\)|Athletes \(\d+ athletes?\))$/,
  '/clubs/{id}/activities': ACTIVITIES,
  'GET /clubs/{id}/activities': ACTIVITIES,
  // One trimmed activity alone, as an app kept it: no id to head it.
  'one item of GET /clubs/{id}/activities': /^Activity -$/,
  'POST <callback> (webhook event)': /^Webhook events \(1 event\)$/,
  'spec/fixtures/strava/models/detailed_segment.json': SEGMENT,
  'spec/fixtures/strava/models/summary_segment.json': SEGMENT,
  'spec/fixtures/strava/models/explorer_segment.json': /^Explored segments \(1 segment\)$/,
  'spec/fixtures/strava/models/detailed_segment_effort.json': /^Segment efforts \(1 effort\)$/,
  'spec/fixtures/strava/models/route.json': ROUTE,
  'spec/fixtures/strava/models/detailed_club.json': CLUB,
  'spec/fixtures/strava/models/summary_club.json': CLUB,
  'spec/fixtures/strava/models/detailed_gear/bike.json': /^Bike b\d+$/,
  'spec/fixtures/strava/models/detailed_gear/shoe.json': /^Shoes g\d+$/,
  'spec/fixtures/strava/models/summary_gear.json': /^Shoes g\d+$/,
};

/**
 * The bodies an app edited into a value the API never sends, by file, with the issue
 * `inspect` names: the strava-club-events app wrote route ids as strings (tier B, its
 * manifest says so). They exit 1, listing it.
 */
const EDITED: Readonly<Record<string, string>> = {
  'strava-club-events/route_3465434395661532938_state_3_exampl__a075d859__0__31d44ffac4f0.json': '  id: expected integer, received "3465434395661532938"',
  'strava-club-events/route_3465434395661532938_state_1_exampl__a075d859__0__49b1a3edfa49.json': '  id: expected integer, received "3465434395661532938"',
};

const keyOf = (body: SharedBody) => body.endpoint ?? body.path;
/** Where `runCommand` reads a body: its path below `../shared/fixtures/`. */
const pathOf = (body: SharedBody) => `${body.set === 'real/streams' ? 'real' : body.set}/${body.file}`;
const bodies = FIXTURE_SETS.flatMap(sharedBodies).filter((body) => Object.hasOwn(HEADINGS, keyOf(body)) || Object.hasOwn(EDITED, body.file));
const lines = (text: string) => text.trimEnd().split('\n');

describeShared('every real body of the reads past the activity', () => {
  it('covers each endpoint in the numbers the corpus holds', () => {
    const counts: Json = {};
    for (const body of bodies) counts[keyOf(body)] = ((counts[keyOf(body)] as number | undefined) ?? 0) + 1;
    expect(counts).toEqual({
      '/segments/{id}': 9,
      'GET /segments/{id}': 4,
      '/segments/starred': 5,
      '/athletes/{id}/segments/starred': 1,
      '/segments/explore': 1,
      'GET /segments/explore': 2,
      '/segments/{id}/all_efforts': 11,
      'GET /segments/{id}/all_efforts': 1,
      '/athletes/{id}/koms': 2,
      '/segment_efforts/{id}': 9,
      '/segments/{id}/streams': 1,
      '/segment_efforts/{id}/streams': 1,
      '/routes/{id}': 1,
      'GET /routes/{id}': 4,
      'route reference (state 1) inside a group event': 1,
      '/athletes/{id}/routes': 1,
      'GET /athletes/{id}/routes': 1,
      '/clubs/{id}': 2,
      'GET /clubs/{id}': 3,
      'GET /athlete/clubs': 1,
      'one item of GET /athlete/clubs': 1,
      '/clubs/{id}/members': 4,
      '/clubs/{id}/activities': 12,
      'GET /clubs/{id}/activities': 2,
      'one item of GET /clubs/{id}/activities': 1,
      'POST <callback> (webhook event)': 13,
      ...Object.fromEntries(Object.keys(HEADINGS).filter((key) => key.startsWith('spec/')).map((path) => [path, path.endsWith('detailed_segment_effort.json') ? 2 : 1])),
    });
  });

  it.each(bodies.filter((body) => !Object.hasOwn(EDITED, body.file)).map((body) => [body.file, keyOf(body), body] as const))(
    'shows %s (%s) with exit 0 under its heading, and writes its records as JSON',
    async (_file, key, body) => {
      const shown = await runCommand(['inspect', pathOf(body)]);
      expect(shown.stderr).toBe('');
      expect(shown.code).toBe(EXIT.ok);
      expect(lines(shown.stdout)[0]).toMatch(HEADINGS[key] ?? /^$/);
      const json = await runCommand(['inspect', pathOf(body), '--json']);
      expect(json.code).toBe(EXIT.ok);
      expect(() => decodeJSON(json.stdout)).not.toThrow();
    },
  );

  it('shows the members of a club under their own title where the body gives their standing in it, as athletes where it does not', async () => {
    const members = bodies.filter((body) => keyOf(body) === '/clubs/{id}/members');
    for (const body of members) {
      const standing = (sharedBody(body) as Json[]).some((member) => Object.hasOwn(member, 'membership'));
      const first = lines((await runCommand(['inspect', pathOf(body)])).stdout)[0];
      expect(first, body.file).toMatch(standing ? /^Club members / : /^Athletes /);
    }
  });

  it.each(Object.entries(EDITED))('answers %s, which an app edited, with its issue and exit 1', async (file, issue) => {
    const body = bodies.find((candidate) => candidate.file === file);
    if (body === undefined) throw new Error(`${file} is not in the corpus`);
    const { code, stdout, stderr } = await runCommand(['inspect', pathOf(body)]);
    expect(code).toBe(EXIT.invalidBody);
    expect(stdout).toBe('');
    expect(lines(stderr)).toEqual([expect.stringMatching(/ has records that are not valid \(1 issue\):$/), issue]);
  });
});
