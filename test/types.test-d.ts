import { describe, expectTypeOf, it } from 'vitest';
import {
  Lap,
  MetaActivity,
  MetaAthlete,
  ParseError,
  SummarySegmentEffort,
  type ActivityStats,
  type ClientHandle,
  type Comment,
  type Id,
  type Issue,
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
      expectTypeOf(result.error.issues).toEqualTypeOf<readonly Issue[]>();
    }
  });

  it('types the accessors', () => {
    expectTypeOf(activity.comments()).toEqualTypeOf<Promise<readonly Comment[]>>();
    expectTypeOf(athlete.stats({ refresh: true })).toEqualTypeOf<Promise<ActivityStats>>();
    expectTypeOf(SummarySegmentEffort.parse(value)).not.toHaveProperty('bind');
    expectTypeOf(SummarySegmentEffort.parse(value)).not.toHaveProperty('bound_client');
  });

  it('types an issue', () => {
    expectTypeOf<Issue['path']>().toEqualTypeOf<readonly (string | number)[]>();
    expectTypeOf<Issue['message']>().toEqualTypeOf<string>();
  });
});
