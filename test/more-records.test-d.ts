import { describe, expectTypeOf, it } from 'vitest';
import {
  ClubActivity,
  ClubAthlete,
  DetailedActivity,
  DetailedAthlete,
  DetailedClub,
  DetailedGear,
  DetailedSegment,
  ExplorerResponse,
  ExplorerSegment,
  Fault,
  FaultError,
  HeartRateZoneRanges,
  MetaAthlete,
  PolylineMap,
  PowerZoneRanges,
  Route,
  SegmentEffort,
  StreamSet,
  SummaryActivity,
  SummaryAthlete,
  SummaryClub,
  SummaryGear,
  SummarySegment,
  SummarySegmentEffort,
  Upload,
  Waypoint,
  ZoneRange,
  Zones,
  type AccessOptions,
  type ClientHandle,
  type ClubMembership,
  type ClubType,
  type DataRecord,
  type Id,
  type LatLng,
  type MaybePromise,
  type RequestOptions,
  type RouteStreamRequestOptions,
  type StreamRequestOptions,
  type UploadStatus,
} from '../src/index.js';

declare const value: unknown;
declare const client: ClientHandle;

describe('the types of every read', () => {
  it('pins the hierarchy: each detail is its summary, a member an athlete, as the API\'s models extend each other', () => {
    expectTypeOf<DetailedSegment>().toExtend<SummarySegment>();
    expectTypeOf<DetailedClub>().toExtend<SummaryClub>();
    expectTypeOf<DetailedGear>().toExtend<SummaryGear>();
    expectTypeOf<ClubAthlete>().toExtend<SummaryAthlete>();
    expectTypeOf<ClubAthlete>().toExtend<MetaAthlete>();
    expectTypeOf<ExplorerSegment>().not.toExtend<SummarySegment>();
    expectTypeOf<ClubActivity>().not.toHaveProperty('id');
    expectTypeOf<ClubActivity>().not.toHaveProperty('details');
    expectTypeOf(DetailedSegment.parse(value)).toEqualTypeOf<DetailedSegment>();
    expectTypeOf(DetailedClub.parseMany(value)).toEqualTypeOf<DetailedClub[]>();
    expectTypeOf(DetailedGear.parse(value, { client }).bind(client)).toEqualTypeOf<DetailedGear>();
    expectTypeOf(ClubAthlete.parse(value).bind(client)).toEqualTypeOf<ClubAthlete>();
    expectTypeOf(Route.safeParse(value)).toEqualTypeOf<import('../src/index.js').SafeParseResult<Route>>();
    for (const record of [Waypoint.parse(value), Zones.parse(value), ZoneRange.parse(value), Fault.parse(value), FaultError.parse(value), Upload.parse(value)]) {
      expectTypeOf(record).toExtend<DataRecord>();
      expectTypeOf(record).not.toHaveProperty('bind');
      expectTypeOf(record).not.toHaveProperty('bound_client');
    }
  });

  it('types the accessors as promises of records, on every record that leads somewhere', () => {
    const segment = SummarySegment.parse(value, { client });
    expectTypeOf(segment.bound_client).toEqualTypeOf<ClientHandle | null>();
    expectTypeOf(segment.details({ signal: AbortSignal.timeout(1), refresh: true })).toEqualTypeOf<Promise<DetailedSegment>>();
    expectTypeOf(segment.efforts()).toEqualTypeOf<Promise<readonly SegmentEffort[]>>();
    expectTypeOf(segment.streams()).toEqualTypeOf<Promise<StreamSet>>();
    expectTypeOf(DetailedSegment.parse(value).efforts).toEqualTypeOf<SummarySegment['efforts']>();
    const explored = ExplorerSegment.parse(value);
    expectTypeOf(explored.details()).toEqualTypeOf<Promise<DetailedSegment>>();
    expectTypeOf(explored.efforts()).toEqualTypeOf<Promise<readonly SegmentEffort[]>>();
    expectTypeOf(explored.streams()).toEqualTypeOf<Promise<StreamSet>>();
    const route = Route.parse(value);
    expectTypeOf(route.details()).toEqualTypeOf<Promise<Route>>();
    expectTypeOf(route.streams()).toEqualTypeOf<Promise<StreamSet>>();
    expectTypeOf(route.gpx()).toEqualTypeOf<Promise<string>>();
    expectTypeOf(route.tcx()).toEqualTypeOf<Promise<string>>();
    const club = SummaryClub.parse(value);
    expectTypeOf(club.details()).toEqualTypeOf<Promise<DetailedClub>>();
    expectTypeOf(club.members()).toEqualTypeOf<Promise<readonly ClubAthlete[]>>();
    expectTypeOf(club.activities()).toEqualTypeOf<Promise<readonly ClubActivity[]>>();
    expectTypeOf(SummaryGear.parse(value).details()).toEqualTypeOf<Promise<DetailedGear>>();
    expectTypeOf(SummaryActivity.parse(value).gear()).toEqualTypeOf<Promise<DetailedGear | null>>();
    const athlete = DetailedAthlete.parse(value);
    expectTypeOf(athlete.zones()).toEqualTypeOf<Promise<Zones>>();
    expectTypeOf(athlete.routes()).toEqualTypeOf<Promise<readonly Route[]>>();
    expectTypeOf(athlete.clubs?.[0]?.members).toEqualTypeOf<((options?: AccessOptions) => Promise<readonly ClubAthlete[]>) | undefined>();
  });

  it('gives a detailed activity its gear as data, leading on with details(), not the summary\'s gear()', () => {
    const detail = DetailedActivity.parse(value);
    expectTypeOf(detail.gear).toEqualTypeOf<SummaryGear | null>();
    expectTypeOf(detail.gear?.details()).toEqualTypeOf<Promise<DetailedGear> | undefined>();
    expectTypeOf<DetailedActivity>().not.toExtend<SummaryActivity>();
  });

  it('types the fields as T | null, ids as Id and a gear\'s id as a string', () => {
    const segment = DetailedSegment.parse(value);
    expectTypeOf(segment.map).toEqualTypeOf<PolylineMap | null>();
    expectTypeOf(segment.elevation_profiles).toEqualTypeOf<Readonly<Record<string, string>> | null>();
    expectTypeOf(segment.athlete_segment_stats).toEqualTypeOf<SummarySegmentEffort | null>();
    expectTypeOf(SegmentEffort.parse(value).athlete_segment_stats).toEqualTypeOf<SummarySegmentEffort | null>();
    expectTypeOf(ExplorerResponse.parse(value).segments).toEqualTypeOf<readonly ExplorerSegment[] | null>();
    expectTypeOf(ExplorerSegment.parse(value).start_latlng).toEqualTypeOf<LatLng | null>();
    const route = Route.parse(value);
    expectTypeOf(route.id).toEqualTypeOf<Id | null>();
    expectTypeOf(route.athlete).toEqualTypeOf<SummaryAthlete | null>();
    expectTypeOf(route.segments).toEqualTypeOf<readonly SummarySegment[] | null>();
    expectTypeOf(route.waypoints).toEqualTypeOf<readonly Waypoint[] | null>();
    expectTypeOf(Waypoint.parse(value).categories).toEqualTypeOf<readonly string[] | null>();
    expectTypeOf(DetailedClub.parse(value).owner_id).toEqualTypeOf<Id | null>();
    expectTypeOf(DetailedClub.parse(value).membership).toEqualTypeOf<ClubMembership | null>();
    expectTypeOf(DetailedClub.parse(value).club_type).toEqualTypeOf<ClubType | null>();
    expectTypeOf(ClubAthlete.parse(value).membership).toEqualTypeOf<ClubMembership | null>();
    expectTypeOf(ClubActivity.parse(value).athlete).toEqualTypeOf<SummaryAthlete | null>();
    expectTypeOf(DetailedGear.parse(value).id).toEqualTypeOf<string | null>();
    const zones = Zones.parse(value);
    expectTypeOf(zones.heart_rate).toEqualTypeOf<HeartRateZoneRanges | null>();
    expectTypeOf(zones.power).toEqualTypeOf<PowerZoneRanges | null>();
    expectTypeOf(zones.heart_rate?.zones).toEqualTypeOf<readonly ZoneRange[] | null | undefined>();
    expectTypeOf<HeartRateZoneRanges>().not.toEqualTypeOf<PowerZoneRanges>();
    expectTypeOf<PowerZoneRanges>().not.toHaveProperty('custom_zones');
    expectTypeOf(Fault.parse(value).errors).toEqualTypeOf<readonly FaultError[] | null>();
    expectTypeOf(Upload.parse(value).activity_id).toEqualTypeOf<Id | null>();
    expectTypeOf(Upload.parse(value).status).toEqualTypeOf<UploadStatus | null>();
  });

  it('accepts any membership, club type or upload status, and offers the known ones', () => {
    const pending: ClubMembership = 'pending';
    const future: ClubType = 'book_club';
    const ready: UploadStatus = 'Your activity is ready.';
    expectTypeOf(pending).toExtend<string>();
    expectTypeOf(future).toExtend<string>();
    expectTypeOf(ready).toExtend<string>();
    expectTypeOf<'racing_team'>().toExtend<ClubType>();
  });

  it('keeps a client written with the first five methods compiling, and types the new optional ones', () => {
    const fiveMethods: ClientHandle = {
      getActivityComments: () => [],
      getActivityZones: () => [],
      getActivityKudos: () => [],
      getActivityPhotos: () => [],
      getAthleteStats: () => ({}),
    };
    expectTypeOf(fiveMethods.getSegment).toEqualTypeOf<((segmentId: Id, options: RequestOptions) => MaybePromise<unknown>) | undefined>();
    expectTypeOf(fiveMethods.getSegmentStreams).toEqualTypeOf<((segmentId: Id, options: StreamRequestOptions) => MaybePromise<unknown>) | undefined>();
    expectTypeOf(fiveMethods.getRouteStreams).toEqualTypeOf<((routeId: Id, options: RouteStreamRequestOptions) => MaybePromise<unknown>) | undefined>();
    expectTypeOf(fiveMethods.getGear).toEqualTypeOf<((gearId: string, options: RequestOptions) => MaybePromise<unknown>) | undefined>();
    expectTypeOf(fiveMethods.getAthleteZones).toEqualTypeOf<((options: RequestOptions) => MaybePromise<unknown>) | undefined>();
    const reads: ClientHandle = {
      ...fiveMethods,
      exportRouteGpx: () => '<gpx/>',
      exportRouteTcx: () => new Uint8Array(),
      getClubMembers: async () => Promise.resolve('[]'),
      getAthleteZones: ({ signal }) => (signal?.aborted === true ? null : {}),
    };
    expectTypeOf(reads).toEqualTypeOf<ClientHandle>();
  });
});
