import { describe, expectTypeOf, it } from 'vitest';
import {
  ActivityComment,
  ActivityPhoto,
  ActivityStats,
  ActivityTotal,
  ActivityZone,
  JsonSyntaxError,
  Lap,
  MetaActivity,
  MetaAthlete,
  MissingIdError,
  ParseError,
  SegmentEffort,
  SummaryAthlete,
  SummarySegment,
  SummarySegmentEffort,
  TimedZoneRange,
  UnboundEntityError,
  type ClientHandle,
  type Id,
  type Issue,
  type LatLng,
  type MaybePromise,
} from '../src/index.js';

declare const value: unknown;
declare const client: ClientHandle;
declare const activity: MetaActivity;
declare const athlete: MetaAthlete;

describe('public types', () => {
  it('types every field as T | null', () => {
    const lap = Lap.parse(value);
    expectTypeOf(lap.distance).toEqualTypeOf<number | null>();
    expectTypeOf(lap.elapsed_time).toEqualTypeOf<number | null>();
    expectTypeOf(lap.device_watts).toEqualTypeOf<boolean | null>();
    expectTypeOf(lap.name).toEqualTypeOf<string | null>();
    expectTypeOf(lap.start_date).toEqualTypeOf<string | null>();
    expectTypeOf(lap.id).toEqualTypeOf<Id | null>();
    expectTypeOf(lap.activity).toEqualTypeOf<MetaActivity | null>();
    expectTypeOf(lap.athlete).toEqualTypeOf<MetaAthlete | null>();
    expectTypeOf(lap.bound_client).toEqualTypeOf<ClientHandle | null>();
    expectTypeOf(lap.extra).toEqualTypeOf<Readonly<Record<string, unknown>>>();
    expectTypeOf<Id>().toEqualTypeOf<number | bigint>();
    const effort = SummarySegmentEffort.parse(value);
    expectTypeOf(effort.pr_activity_id).toEqualTypeOf<Id | null>();
    expectTypeOf(effort.is_kom).toEqualTypeOf<boolean | null>();
  });

  it('makes fields read-only', () => {
    const lap = Lap.parse(value);
    // @ts-expect-error fields are readonly
    lap.distance = 5;
    // @ts-expect-error the client is a getter without a setter
    lap.bound_client = client;
    const effort = SummarySegmentEffort.parse(value);
    // @ts-expect-error fields are readonly
    effort.id = 1;
  });

  it('returns the class the static was called on', () => {
    expectTypeOf(Lap.parse(value)).toEqualTypeOf<Lap>();
    expectTypeOf(Lap.parseMany(value)).toEqualTypeOf<Lap[]>();
    expectTypeOf(MetaAthlete.parse(value, { client })).toEqualTypeOf<MetaAthlete>();
    expectTypeOf(SummarySegmentEffort.parseMany(value)).toEqualTypeOf<SummarySegmentEffort[]>();
    expectTypeOf(Lap.parse(value).bind(client)).toEqualTypeOf<Lap>();
  });

  it('narrows safeParse results', () => {
    const result = Lap.safeParse(value);
    if (result.success) {
      expectTypeOf(result.data).toEqualTypeOf<Lap>();
    } else {
      expectTypeOf(result.error).toEqualTypeOf<ParseError>();
      expectTypeOf(result.error.issues).toEqualTypeOf<readonly [Issue, ...Issue[]]>();
      // Never empty, so its first issue is no `undefined` under noUncheckedIndexedAccess.
      expectTypeOf(result.error.issues[0]).toEqualTypeOf<Issue>();
    }
  });

  it('makes a ParseError of at least one issue', () => {
    const issue: Issue = { path: [], expected: 'object', received: 'null', message: 'expected object, received null' };
    expectTypeOf(new ParseError([issue]).issues).toEqualTypeOf<readonly [Issue, ...Issue[]]>();
    // @ts-expect-error a ParseError without an issue says nothing
    const withoutIssues = () => new ParseError([]);
    expectTypeOf(withoutIssues).toBeFunction();
  });

  it('types the accessors as promises of records', () => {
    expectTypeOf(activity.comments()).toEqualTypeOf<Promise<readonly ActivityComment[]>>();
    expectTypeOf(activity.zones({ signal: AbortSignal.timeout(1) })).toEqualTypeOf<Promise<readonly ActivityZone[]>>();
    expectTypeOf(activity.kudos()).toEqualTypeOf<Promise<readonly SummaryAthlete[]>>();
    expectTypeOf(activity.photos()).toEqualTypeOf<Promise<readonly ActivityPhoto[]>>();
    expectTypeOf(athlete.stats({ refresh: true })).toEqualTypeOf<Promise<ActivityStats>>();
    expectTypeOf(SummaryAthlete.parse(value).stats()).toEqualTypeOf<Promise<ActivityStats>>();
    expectTypeOf(SummarySegmentEffort.parse(value)).not.toHaveProperty('bind');
    expectTypeOf(SummarySegmentEffort.parse(value)).not.toHaveProperty('bound_client');
  });

  it('lets a client return any decoded body: the accessors validate it', () => {
    expectTypeOf<ReturnType<ClientHandle['getActivityComments']>>().toEqualTypeOf<MaybePromise<unknown>>();
    expectTypeOf<ReturnType<ClientHandle['getAthleteStats']>>().toEqualTypeOf<MaybePromise<unknown>>();
    const answering: ClientHandle = {
      getActivityComments: async () => Promise.resolve([{ text: 'hi' }]),
      getActivityZones: () => [],
      getActivityKudos: () => 'anything',
      getActivityPhotos: () => null,
      getAthleteStats: () => ({}),
    };
    expectTypeOf(answering).toEqualTypeOf<ClientHandle>();
  });

  it('types the fields of the records of the graph', () => {
    const effort = SegmentEffort.parse(value);
    expectTypeOf(effort.id).toEqualTypeOf<Id | null>();
    expectTypeOf(effort.activity_id).toEqualTypeOf<Id | null>();
    expectTypeOf(effort.activity).toEqualTypeOf<MetaActivity | null>();
    expectTypeOf(effort.athlete).toEqualTypeOf<MetaAthlete | null>();
    expectTypeOf(effort.segment).toEqualTypeOf<SummarySegment | null>();
    expectTypeOf(effort.elapsed_time).toEqualTypeOf<number | null>();
    expectTypeOf(effort.bound_client).toEqualTypeOf<ClientHandle | null>();
    const segment = SummarySegment.parse(value);
    expectTypeOf(segment.start_latlng).toEqualTypeOf<LatLng | null>();
    expectTypeOf(segment.athlete_pr_effort).toEqualTypeOf<SummarySegmentEffort | null>();
    expectTypeOf(segment.athlete_segment_stats).toEqualTypeOf<SummarySegmentEffort | null>();
    expectTypeOf(segment.bound_client).toEqualTypeOf<ClientHandle | null>();
    expectTypeOf<LatLng>().toEqualTypeOf<readonly [latitude: number, longitude: number]>();
    const comment = ActivityComment.parse(value);
    expectTypeOf(comment.athlete).toEqualTypeOf<SummaryAthlete | null>();
    expectTypeOf(comment.cursor).toEqualTypeOf<string | null>();
    expectTypeOf(comment.bind(client)).toEqualTypeOf<ActivityComment>();
    const kudoer = SummaryAthlete.parse(value);
    expectTypeOf(kudoer).toExtend<MetaAthlete>();
    expectTypeOf(kudoer.created_at).toEqualTypeOf<string | null>();
    const zone = ActivityZone.parse(value);
    expectTypeOf(zone.distribution_buckets).toEqualTypeOf<readonly TimedZoneRange[] | null>();
    expectTypeOf(zone.score).toEqualTypeOf<number | null>();
    const photo = ActivityPhoto.parse(value);
    expectTypeOf(photo.urls).toEqualTypeOf<Readonly<Record<string, string>> | null>();
    expectTypeOf(photo.sizes).toEqualTypeOf<Readonly<Record<string, readonly [number, number]>> | null>();
    expectTypeOf(photo.location).toEqualTypeOf<LatLng | null>();
    expectTypeOf(photo).not.toHaveProperty('bind');
    const stats = ActivityStats.parse(value);
    expectTypeOf(stats.ytd_run_totals).toEqualTypeOf<ActivityTotal | null>();
    expectTypeOf(ActivityTotal.parse(value).moving_time).toEqualTypeOf<number | null>();
    expectTypeOf(TimedZoneRange.parseMany(value)).toEqualTypeOf<TimedZoneRange[]>();
  });

  it('keeps nested arrays and positions read-only', () => {
    const zone = ActivityZone.parse(value);
    // @ts-expect-error arrays of records are readonly
    if (zone.distribution_buckets !== null) zone.distribution_buckets[0] = TimedZoneRange.parse(value);
    const photo = ActivityPhoto.parse(value);
    // @ts-expect-error positions are readonly
    if (photo.location !== null) photo.location[0] = 0;
    // @ts-expect-error maps are readonly
    if (photo.urls !== null) photo.urls['600'] = '';
  });

  it('types an issue', () => {
    expectTypeOf<Issue['path']>().toEqualTypeOf<readonly (string | number)[]>();
    expectTypeOf<Issue['message']>().toEqualTypeOf<string>();
  });

  it('names each error class by a literal, so that checking `name` narrows where instanceof cannot', () => {
    expectTypeOf<ParseError['name']>().toEqualTypeOf<'ParseError'>();
    expectTypeOf<UnboundEntityError['name']>().toEqualTypeOf<'UnboundEntityError'>();
    expectTypeOf<MissingIdError['name']>().toEqualTypeOf<'MissingIdError'>();
    expectTypeOf<JsonSyntaxError['name']>().toEqualTypeOf<'JsonSyntaxError'>();
    expectTypeOf<ParseError['omitted']>().toEqualTypeOf<number>();
    const error = value as ParseError | UnboundEntityError | MissingIdError;
    if (error.name === 'UnboundEntityError') expectTypeOf(error).toEqualTypeOf<UnboundEntityError>();
    if (error.name === 'ParseError') expectTypeOf(error.issues).toEqualTypeOf<readonly [Issue, ...Issue[]]>();
  });
});
