import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BODY_KINDS, bodyKindOf } from '../../src/cli/body-kinds.js';
import { EXIT } from '../../src/cli/run-cli.js';
import { decodeJSON } from '../../src/index.js';
import type { Body } from '../../bench/dataset.mjs';
import { runCommand } from '../helpers/cli-run.js';
import { testBody, testData, testExploreAnswer, testText } from '../helpers/fixtures.js';

/**
 * docs/command.md shows every kind of body `inspect` shows, each example run on the
 * generated data set (the test data: seed 1, March 2024) or on a body the guide gives
 * beside it, and printed as the command prints it: each example here is run and held to
 * the guide's text.
 */

const guide = readFileSync(new URL('../../docs/command.md', import.meta.url), 'utf8');

const data = testData();
/** The examples' run: 6.1 km, 7 laps and splits, 2 segment efforts, 6 best efforts, every stream. */
const RUN = 8200111578;
/** The examples' ride: 5 laps with power, 6 comments, 6 kudos, a photo. */
const RIDE = 8200105195;
/** The segment the athlete ran most that month: seven efforts. */
const RAMP = 7245103;
const athlete = data.athleteBody() as { bikes: Body[] };
const [route] = data.routes();
const [club] = data.athleteClubs();

/** The generated bodies the guide's examples read, by the file name they give. */
const GENERATED: Readonly<Record<string, unknown>> = {
  'activity.json': data.activity(RUN),
  'activities.json': data.athleteActivities({ per_page: 30 }),
  'laps.json': data.laps(RIDE),
  'zones.json': data.activityZones(RUN),
  'photos.json': data.photos(RIDE),
  'comments.json': data.comments(RIDE),
  'kudos.json': data.kudos(RIDE),
  'efforts.json': data.segmentEfforts(RAMP),
  'streams.json': data.streams(RUN),
  'athlete.json': data.athleteBody(),
  'stats.json': data.athleteStats(),
  'athlete-zones.json': data.athleteZones(),
  'bike.json': data.gearDetail(String(athlete.bikes[0]?.id)),
  'segment.json': data.segment(RAMP),
  'starred.json': data.starredSegments(),
  'explore.json': testExploreAnswer(),
  'route.json': data.route(String(route?.id)),
  'routes.json': data.routes(),
  'route-streams.json': data.routeStreams(String(route?.id)),
  'clubs.json': data.athleteClubs(),
  'club.json': data.club(String(club?.id)),
  'members.json': data.clubMembers(String(club?.id)),
  'club-activities.json': data.clubActivities(String(club?.id)),
};

/** The bodies the guide gives beside their examples: `` `events.json` holds `[…]` `` (its line breaks read as spaces). */
const GIVEN = Object.fromEntries([...guide.replace(/\s+/g, ' ').matchAll(/`([\w-]+\.json)` holds `([^`]+)`/g)].map((match) => [match[1] ?? '', match[2] ?? '']));

const FILES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(GENERATED).map(([name, body]) => [name, testText(testBody(body, name))])),
  ...GIVEN,
};

/** One example of the guide: its command line (`activity-records inspect …`, maybe `| head -N`) and what it prints. */
interface Example {
  readonly command: string;
  readonly shown: string;
}

const EXAMPLES: readonly Example[] = [...guide.matchAll(/```text\n\$ (activity-records inspect [^\n]*)\n([\s\S]*?)```/g)].map((match) => ({
  command: match[1] ?? '',
  shown: match[2] ?? '',
}));

/** The arguments of an example's command, and how many lines it keeps (`| head -N`), or all. */
function argumentsOf(command: string): { args: string[]; head: number } {
  const [line = '', head] = command.split(' | head -');
  return { args: line.split(' ').slice(1), head: head === undefined ? Infinity : Number(head) };
}

describe('docs/command.md', () => {
  it('gives an example of every kind of body inspect shows, each of a body the guide names', () => {
    const shown = new Set(EXAMPLES.map(({ command }) => {
      const [, file = ''] = argumentsOf(command).args;
      expect(Object.hasOwn(FILES, file), file).toBe(true);
      return bodyKindOf(decodeJSON(FILES[file] ?? ''))?.description;
    }));
    expect(BODY_KINDS.map((kind) => kind.description).filter((description) => !shown.has(description))).toEqual([]);
    expect(Object.keys(GIVEN).sort()).toEqual(['events.json', 'fault.json', 'upload.json']);
  });

  it.each(EXAMPLES.map((example) => [example.command, example] as const))('shows `%s` as the command prints it', async (_, { command, shown }) => {
    const { args, head } = argumentsOf(command);
    const run = await runCommand(args, { files: FILES });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(args[1] === 'fault.json' ? EXIT.invalidBody : EXIT.ok);
    const printed = run.stdout.split('\n');
    const kept = head === Infinity ? run.stdout : `${printed.slice(0, head).join('\n')}\n`;
    expect(shown).toBe(kept);
  });
});
