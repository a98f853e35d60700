import { testBody, testData, testText } from './fixtures.js';
import { sharedBodies, sharedText, type SharedBody } from './shared-fixtures.js';

/** A real stream body of `../shared/fixtures/real/streams/` and the request it answered. */
export type RealStreamBody = SharedBody & { readonly uri: string };

/** Every real stream body, as its manifest lists them; none where `../shared/fixtures/` is absent. */
export function realStreamBodies(): RealStreamBody[] {
  return sharedBodies('real/streams').filter((body): body is RealStreamBody => body.uri !== null);
}

/** The text of a real stream body. */
export function realStreamText(body: RealStreamBody): string {
  return sharedText(body);
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
/** The detailed activity of the marathon, with its lap and best efforts (a file of `../shared/fixtures/real/`). */
export const MARATHON_ACTIVITY = 'strava-ruby-client/activity__0__activities_1946417534__f7f30f15bdafdbca.json';

/**
 * A generated activity's streams as the API answers a request without `key_by_type`, and
 * downsampled as it answers `resolution=medium`: an array of streams with `type`, each
 * keeping one sample in `every` (nulls where the sensors dropped out), `original_size` the
 * full count and `resolution` `medium`, as the API's text.
 */
export function downsampledArrayText(id: number, every: number): string {
  const streams = testBody(testData().streams(id), 'streams') as Record<string, { data: unknown[]; original_size: number }>;
  return testText(Object.entries(streams).map(([type, stream]) => ({
    type,
    data: stream.data.filter((_, index) => index % every === 0),
    series_type: 'distance',
    original_size: stream.original_size,
    resolution: 'medium',
  })));
}

/**
 * What `GET /segment_efforts/{id}/streams` answers for an effort of a generated activity:
 * the samples `start` to `end` (both included) of its streams, keyed by type, as text.
 */
export function windowStreamsText(id: number, start: number, end: number): string {
  const streams = testBody(testData().streams(id), 'streams') as Record<string, { data: unknown[] }>;
  return testText(Object.fromEntries(Object.entries(streams).map(([type, stream]) => [type, {
    ...stream,
    data: stream.data.slice(start, end + 1),
    original_size: end - start + 1,
  }])));
}
