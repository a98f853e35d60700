import { describe, expectTypeOf, it } from 'vitest';
import { Lap, MetaActivity, MetaAthlete, SummarySegmentEffort } from '../src/index.js';

/** What a class is when a user may call its constructor, with whatever arguments. */
type Constructible = abstract new (...args: never) => unknown;

describe('record constructors', () => {
  it('are offered to no one: records come from parse, safeParse, parseMany and bind', () => {
    expectTypeOf(Lap).not.toExtend<Constructible>();
    expectTypeOf(MetaActivity).not.toExtend<Constructible>();
    expectTypeOf(MetaAthlete).not.toExtend<Constructible>();
    expectTypeOf(SummarySegmentEffort).not.toExtend<Constructible>();
    // @ts-expect-error the constructor is private
    new Lap({ id: 1 });
    // @ts-expect-error not even without arguments
    new SummarySegmentEffort();
  });

  it('cannot be reached by subclassing a record', () => {
    // @ts-expect-error a class with a private constructor cannot be extended
    class OwnLap extends Lap {}
    expectTypeOf<OwnLap>().toExtend<Lap>();
  });
});
