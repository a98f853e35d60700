import { ActivityZone, DetailedActivity, Lap, StreamSet } from '../../src/index.js';
import { FIXTURE_SETS, sharedBodies, sharedBody, sharedText, type SharedBody } from './shared-fixtures.js';

/** A real stream body of an activity (or of an effort, a segment), with the activity's own records where they are found beside it. */
export interface RealStreams {
  /** The activity's id and the body's file, to name it in a message. */
  readonly name: string;
  readonly streams: StreamSet;
  readonly activity: DetailedActivity | undefined;
  readonly laps: readonly Lap[];
  readonly zones: readonly ActivityZone[];
}

/** A real stream body whose activity was found. */
export type RealActivity = RealStreams & { readonly activity: DetailedActivity };

const STREAMS = /^(GET )?\/(activities|segments|segment_efforts)\/\{id\}\/streams/;
const ACTIVITY = /^(GET )?\/activities\/\{id\}$/;

/**
 * Every stream body of ../shared/fixtures (all four sets), each with its activity where one
 * is there: by the id in the request's URL, else the activity body recorded from the same
 * file of the same project, else the one activity body that project recorded; with the
 * activity's laps (its own, or a laps body of its id) and heart-rate zones where recorded.
 */
export function realStreamBodies(): RealStreams[] {
  const all = FIXTURE_SETS.flatMap((set) => sharedBodies(set));
  const activities = all.filter((body) => body.endpoint !== null && ACTIVITY.test(body.endpoint));
  const activityOf = (streams: SharedBody): DetailedActivity | undefined => {
    if (!(streams.endpoint ?? '').includes('activities')) return undefined;
    const id = /\/activities\/(\d+)\/streams/.exec(streams.uri ?? '')?.[1];
    const candidates = id !== undefined
      ? activities.filter((body) => /\/activities\/(\d+)$/.exec(body.uri ?? '')?.[1] === id)
      : activities.filter((body) => body.repo === streams.repo && body.path === streams.path);
    // A body recorded in another file of the same project, the one activity it holds.
    const beside = candidates.length > 0 ? candidates : activities.filter((body) => body.repo === streams.repo);
    const [first] = beside.length === 1 || candidates.length > 0 ? beside : [];
    return first === undefined ? undefined : DetailedActivity.parse(sharedBody(first));
  };
  return all.flatMap((body) => {
    if (body.endpoint === null || !STREAMS.test(body.endpoint)) return [];
    const activity = activityOf(body);
    const related = (endpoint: string) =>
      activity === undefined ? [] : all.filter((other) => other.uri !== null && other.endpoint === endpoint && other.uri.includes(`/activities/${String(activity.id)}/`));
    const [lapsBody] = related('/activities/{id}/laps');
    const [zonesBody] = related('/activities/{id}/zones').filter((zones) => sharedText(zones).includes('"heartrate"'));
    return [{
      name: `${String(activity?.id ?? 'no activity')} (${body.set}/${body.file})`,
      streams: StreamSet.parseJSON(sharedText(body)),
      activity,
      laps: activity?.laps ?? (lapsBody === undefined ? [] : Lap.parseMany(sharedBody(lapsBody))),
      zones: zonesBody === undefined ? [] : ActivityZone.parseMany(sharedBody(zonesBody)),
    }];
  });
}
