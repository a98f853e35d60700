import { describe, expect, it } from 'vitest';
import type { Body } from '../../bench/dataset.mjs';
import { runCommand } from '../helpers/cli-run.js';
import { testBody, testData, testExploreAnswer, testText } from '../helpers/fixtures.js';

// An attacker's cases against inspect's new kinds of body: the data set's bodies with a
// hostile text in every name, description and message, the API's error body and an
// upload written by hand. Nothing a terminal would act on, nor a lone surrogate, may
// reach the terminal, whatever the kind, the view or --json.

/** Escape sequences, a title change, a bell, a bidi override, NUL, CR, NEL, a lone surrogate, a zero-width joiner. */
const HOSTILE = '\u001b[2J\u001b]0;owned\u0007\u202eevil\u0000\r\u0085\uD800\u200d';
const SHOWN_TEXT_KEYS = new Set(['name', 'description', 'message', 'city', 'state', 'country', 'firstname', 'lastname', 'status', 'error', 'resource', 'field', 'code', 'brand_name', 'model_name', 'nickname', 'sport_type', 'type', 'external_id', 'club_type']);

/** `body` with HOSTILE before every string that a view shows. */
function poisoned(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(poisoned);
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' && SHOWN_TEXT_KEYS.has(key) ? `${HOSTILE}${value}` : poisoned(value)]));
}

const data = testData();
const athlete = data.athleteBody() as { bikes: Body[] };
const [club] = data.athleteClubs();
const [route] = data.routes();
const [segment] = data.starredSegments();

const BODIES: readonly [name: string, body: unknown, code: number][] = [
  ['a segment', testBody(data.segment(Number(segment?.id)), 'segment'), 0],
  ['starred segments', data.starredSegments(), 0],
  ['an explore answer', testExploreAnswer(), 0],
  ['a route', testBody(data.route(String(route?.id)), 'route'), 0],
  ['routes', data.routes(), 0],
  ['clubs', data.athleteClubs(), 0],
  ['a club', testBody(data.club(String(club?.id)), 'club'), 0],
  ['club members', testBody(data.clubMembers(String(club?.id)), 'members'), 0],
  ['club activities', testBody(data.clubActivities(String(club?.id)), 'club activities'), 0],
  ['a bike', testBody(data.gearDetail(String(athlete.bikes[0]?.id)), 'bike'), 0],
  ['the API\'s error body', { message: 'Bad Request', errors: [{ resource: 'Activity', field: 'name', code: 'invalid' }], extra: 'x' }, 1],
  ['an upload', { id: 7, id_str: '7', external_id: 'a.fit', error: 'bad', status: 'There was an error processing your activity.', activity_id: null }, 0],
];

/** Characters no output of the command may hold: controls but the line feed, format characters, lone surrogates. */
const UNSAFE_OUTPUT = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;

describe('inspect on hostile texts in the bodies of the reads', () => {
  it.each(BODIES.flatMap(([name, body, code]) => [[name, body, code, []], [`${name} as --json`, body, code, ['--json']]] as const))('%s', async (_name, body, code, args) => {
    const run = await runCommand(['inspect', '-', ...args], { stdin: testText(poisoned(body)) });
    expect(run.code).toBe(code);
    expect(run.stdout).toContain('owned');
    expect(run.stdout.replaceAll('\n', '')).not.toMatch(UNSAFE_OUTPUT);
    expect(run.stderr.replaceAll('\n', '')).not.toMatch(UNSAFE_OUTPUT);
  });

  it('shows a fault whose extra is nested 100,000 deep as a body it refuses, in one line of reasons', async () => {
    const run = await runCommand(['inspect', '-'], { stdin: `{"message":"m","errors":[],"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}` });
    expect(run.code).not.toBe(0);
    expect(run.stderr.length + run.stdout.length).toBeLessThan(10_000);
  });

  it('shows a route named with 1,000,000 characters within its terminal\'s width', async () => {
    const body = testBody(data.route(String(route?.id)), 'route') as Record<string, unknown>;
    const run = await runCommand(['inspect', '-'], { stdin: testText({ ...body, name: 'R'.repeat(1_000_000) }) });
    expect(run.code).toBe(0);
    expect(run.stdout.length).toBeLessThan(100_000);
  });
});
