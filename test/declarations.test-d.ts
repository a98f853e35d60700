import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expectTypeOf, it } from 'vitest';
import {
  ActivityComment,
  ActivityPhoto,
  ActivityStats,
  ActivityTotal,
  ActivityZone,
  Lap,
  MetaActivity,
  MetaAthlete,
  SegmentEffort,
  SummaryAthlete,
  SummarySegment,
  SummarySegmentEffort,
  TimedZoneRange,
  type Issue,
} from '../src/index.js';

/** What a class is when a user may call its constructor, with whatever arguments. */
type Constructible = abstract new (...args: never) => unknown;

/** What a tool that accepts any Standard Schema (a form library, an RPC router) writes. */
declare function validateWith<Schema extends StandardSchemaV1>(schema: Schema, value: unknown): StandardSchemaV1.InferOutput<Schema>;

describe('record constructors', () => {
  it('are offered to no one: records come from parse, safeParse, parseMany and bind', () => {
    expectTypeOf(ActivityComment).not.toExtend<Constructible>();
    expectTypeOf(ActivityPhoto).not.toExtend<Constructible>();
    expectTypeOf(ActivityStats).not.toExtend<Constructible>();
    expectTypeOf(ActivityTotal).not.toExtend<Constructible>();
    expectTypeOf(ActivityZone).not.toExtend<Constructible>();
    expectTypeOf(Lap).not.toExtend<Constructible>();
    expectTypeOf(MetaActivity).not.toExtend<Constructible>();
    expectTypeOf(MetaAthlete).not.toExtend<Constructible>();
    expectTypeOf(SegmentEffort).not.toExtend<Constructible>();
    expectTypeOf(SummaryAthlete).not.toExtend<Constructible>();
    expectTypeOf(SummarySegment).not.toExtend<Constructible>();
    expectTypeOf(SummarySegmentEffort).not.toExtend<Constructible>();
    expectTypeOf(TimedZoneRange).not.toExtend<Constructible>();
    // @ts-expect-error the constructor is private
    new Lap({ id: 1 });
    // @ts-expect-error not even without arguments
    new SummarySegmentEffort();
    // @ts-expect-error protected, for SummaryAthlete alone
    new MetaAthlete({ id: 1 });
  });

  it('cannot be reached by subclassing a record', () => {
    // @ts-expect-error a class with a private constructor cannot be extended
    class OwnLap extends Lap {}
    expectTypeOf<OwnLap>().toExtend<Lap>();
  });
});

describe('record classes as Standard Schemas, by the published Standard Schema types', () => {
  it('are each a StandardSchemaV1 of their own records', () => {
    expectTypeOf(ActivityComment).toExtend<StandardSchemaV1<unknown, ActivityComment>>();
    expectTypeOf(ActivityPhoto).toExtend<StandardSchemaV1<unknown, ActivityPhoto>>();
    expectTypeOf(ActivityStats).toExtend<StandardSchemaV1<unknown, ActivityStats>>();
    expectTypeOf(ActivityTotal).toExtend<StandardSchemaV1<unknown, ActivityTotal>>();
    expectTypeOf(ActivityZone).toExtend<StandardSchemaV1<unknown, ActivityZone>>();
    expectTypeOf(Lap).toExtend<StandardSchemaV1<unknown, Lap>>();
    expectTypeOf(MetaActivity).toExtend<StandardSchemaV1<unknown, MetaActivity>>();
    expectTypeOf(MetaAthlete).toExtend<StandardSchemaV1<unknown, MetaAthlete>>();
    expectTypeOf(SegmentEffort).toExtend<StandardSchemaV1<unknown, SegmentEffort>>();
    expectTypeOf(SummaryAthlete).toExtend<StandardSchemaV1<unknown, SummaryAthlete>>();
    expectTypeOf(SummarySegment).toExtend<StandardSchemaV1<unknown, SummarySegment>>();
    expectTypeOf(SummarySegmentEffort).toExtend<StandardSchemaV1<unknown, SummarySegmentEffort>>();
    expectTypeOf(TimedZoneRange).toExtend<StandardSchemaV1<unknown, TimedZoneRange>>();
  });

  it('infer their own record type, not a base class or a neighbour', () => {
    expectTypeOf<StandardSchemaV1.InferOutput<typeof Lap>>().toEqualTypeOf<Lap>();
    expectTypeOf<StandardSchemaV1.InferInput<typeof Lap>>().toEqualTypeOf<unknown>();
    expectTypeOf(validateWith(ActivityComment, {})).toEqualTypeOf<ActivityComment>();
    expectTypeOf(validateWith(SummaryAthlete, {})).toEqualTypeOf<SummaryAthlete>();
    expectTypeOf(validateWith(MetaAthlete, {})).toEqualTypeOf<MetaAthlete>();
    expectTypeOf(validateWith(SegmentEffort, {})).not.toEqualTypeOf<SummarySegmentEffort>();
  });

  it('validate synchronously, into a result of the specification', () => {
    expectTypeOf(Lap['~standard'].validate).returns.not.toExtend<Promise<unknown>>();
    expectTypeOf(Lap['~standard'].validate).returns.toExtend<StandardSchemaV1.Result<Lap>>();
    expectTypeOf(Lap['~standard'].vendor).toEqualTypeOf<'activity-records'>();
    expectTypeOf(Lap['~standard'].version).toEqualTypeOf<1>();
  });

  it('report issues that are Standard Schema issues', () => {
    expectTypeOf<Issue>().toExtend<StandardSchemaV1.Issue>();
  });
});
