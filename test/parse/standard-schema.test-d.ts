import { describe, expectTypeOf, it } from 'vitest';
import { Lap, MetaActivity, MetaAthlete, SummarySegmentEffort } from '../../src/index.js';

/** The Standard Schema v1 interface as its specification publishes it (types only). */
interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardSchemaResult<Output> | Promise<StandardSchemaResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}
type StandardSchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string; readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined }[] };
type InferOutput<Schema extends StandardSchemaV1> = NonNullable<Schema['~standard']['types']>['output'];

/** What a tool accepting any Standard Schema would write. */
declare function validateWith<Schema extends StandardSchemaV1>(schema: Schema, value: unknown): InferOutput<Schema>;

describe('record classes as Standard Schemas', () => {
  it('satisfy StandardSchemaV1<unknown, R> for their own instance type R', () => {
    expectTypeOf(Lap).toExtend<StandardSchemaV1<unknown, Lap>>();
    expectTypeOf(MetaActivity).toExtend<StandardSchemaV1<unknown, MetaActivity>>();
    expectTypeOf(MetaAthlete).toExtend<StandardSchemaV1<unknown, MetaAthlete>>();
    expectTypeOf(SummarySegmentEffort).toExtend<StandardSchemaV1<unknown, SummarySegmentEffort>>();
  });

  it('give their own instance type to a tool that infers the output', () => {
    expectTypeOf(validateWith(Lap, {})).toEqualTypeOf<Lap>();
    expectTypeOf(validateWith(SummarySegmentEffort, {})).toEqualTypeOf<SummarySegmentEffort>();
  });

  it('validate synchronously', () => {
    expectTypeOf(Lap['~standard'].validate).returns.not.toExtend<Promise<unknown>>();
  });
});
