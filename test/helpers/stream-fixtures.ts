import { fixtureText } from './fixtures.js';

/** One line of `test/fixtures/real/streams/MANIFEST.jsonl`: a real stream body and the request it answered. */
export interface RealStreamBody {
  /** The body's file under `test/fixtures/real/`, for example `streams/go.strava__activity_stream__….json`. */
  readonly file: string;
  /** The request it answered. */
  readonly uri: string;
}

/** Every real stream body, as its manifest lists them. */
export function realStreamBodies(): RealStreamBody[] {
  return fixtureText('real/streams/MANIFEST.jsonl')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as RealStreamBody);
}

/** The text of a real stream body. */
export function realStreamText(body: RealStreamBody): string {
  return fixtureText(`real/${body.file}`);
}

/** The real body whose request names `part` (`activities/1946417534`, `activities/103221154`, ...). */
export function realStreamBody(part: string): RealStreamBody {
  const body = realStreamBodies().find((candidate) => candidate.uri.includes(part));
  if (body === undefined) throw new Error(`no real stream body for ${part}`);
  return body;
}

/** The marathon of 2018 (activity 1946417534): a keyed body with `distance` only, 13,129 points. */
export const MARATHON = 'activities/1946417534/streams';
/** The ride of 2014 (activity 103221154): an array body of all eleven types, downsampled to 999 of 2,829 points, with nulls. */
export const RIDE_2014 = 'activities/103221154/streams';
/** The detailed activity of the marathon, with its lap and best efforts. */
export const MARATHON_ACTIVITY = 'strava-ruby-client/activity__0__activities_1946417534__f7f30f15bdafdbca.json';
