import { describe, expectTypeOf, it } from 'vitest';
import type { AthleteActivitiesOptions, HttpClient } from '../src/http/index.js';
import {
  ActivityPhoto,
  DetailedActivity,
  DetailedAthlete,
  Lap,
  MetaActivity,
  MetaAthlete,
  PhotosSummary,
  PolylineMap,
  SegmentEffort,
  Split,
  SummaryActivity,
  SummaryAthlete,
  SummaryClub,
  SummaryGear,
  decodePolyline,
  timeZoneName,
  utcOffsetSeconds,
  zonedStartDate,
  type ActivityRequestOptions,
  type ActivityType,
  type ClientHandle,
  type DataRecord,
  type Id,
  type LatLng,
  type MaybePromise,
  type SportType,
  type StartDates,
  type ZoneType,
} from '../src/index.js';

declare const value: unknown;
declare const client: ClientHandle;

describe('the types of activities and the athlete', () => {
  it('types the new accessors as promises of records, on every activity record and on a lap\'s activity', () => {
    const meta = MetaActivity.parse(value);
    expectTypeOf(meta.details()).toEqualTypeOf<Promise<DetailedActivity>>();
    expectTypeOf(meta.laps({ signal: AbortSignal.timeout(1), refresh: true })).toEqualTypeOf<Promise<readonly Lap[]>>();
    const summary = SummaryActivity.parse(value, { client });
    expectTypeOf(summary.details()).toEqualTypeOf<Promise<DetailedActivity>>();
    expectTypeOf(summary.laps()).toEqualTypeOf<Promise<readonly Lap[]>>();
    expectTypeOf(summary.photos()).toEqualTypeOf<Promise<readonly ActivityPhoto[]>>();
    expectTypeOf(Lap.parse(value).activity?.details()).toEqualTypeOf<Promise<DetailedActivity> | undefined>();
    const detail = DetailedActivity.parse(value);
    expectTypeOf(detail.details()).toEqualTypeOf<Promise<DetailedActivity>>();
    expectTypeOf(detail.comments).toEqualTypeOf<MetaActivity['comments']>();
    expectTypeOf(DetailedAthlete.parse(value).stats).toEqualTypeOf<MetaAthlete['stats']>();
  });

  it('pins the hierarchy: summary extends meta, detail extends summary but for the three names its data takes', () => {
    expectTypeOf<SummaryActivity>().toExtend<MetaActivity>();
    expectTypeOf<DetailedActivity>().toExtend<Omit<SummaryActivity, 'laps' | 'photos' | 'gear' | 'bind'>>();
    expectTypeOf<DetailedActivity>().not.toExtend<SummaryActivity>();
    expectTypeOf<DetailedActivity>().toExtend<DataRecord>();
    expectTypeOf<DetailedAthlete>().toExtend<SummaryAthlete>();
    expectTypeOf<SummaryAthlete>().toExtend<MetaAthlete>();
    expectTypeOf(DetailedActivity.parse(value)).toEqualTypeOf<DetailedActivity>();
    expectTypeOf(SummaryActivity.parseMany(value)).toEqualTypeOf<SummaryActivity[]>();
    expectTypeOf(DetailedAthlete.parse(value, { client }).bind(client)).toEqualTypeOf<DetailedAthlete>();
    expectTypeOf(DetailedActivity.parse(value).bind(client)).toEqualTypeOf<DetailedActivity>();
    expectTypeOf(DetailedActivity.safeParse(value)).toEqualTypeOf<import('../src/index.js').SafeParseResult<DetailedActivity>>();
  });

  it('types the fields as T | null, a detailed activity\'s laps and photos as data', () => {
    const summary = SummaryActivity.parse(value);
    expectTypeOf(summary.id).toEqualTypeOf<Id | null>();
    expectTypeOf(summary.upload_id).toEqualTypeOf<Id | null>();
    expectTypeOf(summary.athlete).toEqualTypeOf<MetaAthlete | null>();
    expectTypeOf(summary.map).toEqualTypeOf<PolylineMap | null>();
    expectTypeOf(summary.start_latlng).toEqualTypeOf<LatLng | null>();
    expectTypeOf(summary.utc_offset).toEqualTypeOf<number | null>();
    const detail = DetailedActivity.parse(value);
    expectTypeOf(detail.laps).toEqualTypeOf<readonly Lap[] | null>();
    expectTypeOf(detail.photos).toEqualTypeOf<PhotosSummary | null>();
    expectTypeOf(detail.segment_efforts).toEqualTypeOf<readonly SegmentEffort[] | null>();
    expectTypeOf(detail.best_efforts).toEqualTypeOf<readonly SegmentEffort[] | null>();
    expectTypeOf(detail.splits_metric).toEqualTypeOf<readonly Split[] | null>();
    expectTypeOf(detail.gear).toEqualTypeOf<SummaryGear | null>();
    expectTypeOf(detail.available_zones).toEqualTypeOf<readonly ZoneType[] | null>();
    expectTypeOf(detail.name).toEqualTypeOf<string | null>();
    const athlete = DetailedAthlete.parse(value);
    expectTypeOf(athlete.clubs).toEqualTypeOf<readonly SummaryClub[] | null>();
    expectTypeOf(athlete.bikes).toEqualTypeOf<readonly SummaryGear[] | null>();
    expectTypeOf(SummaryClub.parse(value).activity_types).toEqualTypeOf<readonly SportType[] | null>();
    expectTypeOf(SummaryGear.parse(value).id).toEqualTypeOf<string | null>();
    expectTypeOf(PhotosSummary.parse(value).primary).toEqualTypeOf<ActivityPhoto | null>();
    expectTypeOf(Split.parse(value)).not.toHaveProperty('bound_client');
  });

  it('accepts any sport string, and offers the known ones', () => {
    const sport: SportType = 'Run';
    const future: SportType = 'UnderwaterHockey';
    const deprecated: ActivityType = 'Ride';
    expectTypeOf(SummaryActivity.parse(value).sport_type).toEqualTypeOf<SportType | null>();
    expectTypeOf(SummaryActivity.parse(value).type).toEqualTypeOf<ActivityType | null>();
    expectTypeOf(sport).toExtend<string>();
    expectTypeOf<'GravelRide'>().toExtend<SportType>();
    expectTypeOf(future).toExtend<string>();
    expectTypeOf(deprecated).toExtend<string>();
  });

  it('keeps a client written with the first five methods compiling, and types the optional ones', () => {
    const fiveMethods: ClientHandle = {
      getActivityComments: () => [],
      getActivityZones: () => [],
      getActivityKudos: () => [],
      getActivityPhotos: () => [],
      getAthleteStats: () => ({}),
    };
    expectTypeOf(fiveMethods.getActivity).toEqualTypeOf<((activityId: Id, options: ActivityRequestOptions) => MaybePromise<unknown>) | undefined>();
    expectTypeOf(fiveMethods.getActivityLaps).toEqualTypeOf<((activityId: Id, options: { readonly signal?: AbortSignal | undefined }) => MaybePromise<unknown>) | undefined>();
    const textAnswers: ClientHandle = { ...fiveMethods, getActivity: () => Promise.resolve('JSON text'), getActivityLaps: () => new Uint8Array() };
    expectTypeOf(textAnswers).toEqualTypeOf<ClientHandle>();
    expectTypeOf<HttpClient>().toExtend<ClientHandle>();
    expectTypeOf<HttpClient['getActivity']>().toExtend<NonNullable<ClientHandle['getActivity']>>();
    expectTypeOf<HttpClient['getAthleteActivities']>().parameter(0).toEqualTypeOf<AthleteActivitiesOptions | undefined>();
    expectTypeOf<AthleteActivitiesOptions['after']>().toEqualTypeOf<number | Date | undefined>();
  });

  it('types the helpers', () => {
    expectTypeOf(decodePolyline('')).toEqualTypeOf<readonly LatLng[]>();
    expectTypeOf(utcOffsetSeconds(Lap.parse(value))).toEqualTypeOf<number | null>();
    expectTypeOf(zonedStartDate(SegmentEffort.parse(value))).toEqualTypeOf<string | null>();
    expectTypeOf(timeZoneName(SummaryActivity.parse(value))).toEqualTypeOf<string | null>();
    expectTypeOf<Lap>().toExtend<StartDates>();
    // @ts-expect-error a record without a timezone has no time zone name
    timeZoneName(Lap.parse(value));
  });
});
