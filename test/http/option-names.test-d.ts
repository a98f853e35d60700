import { describe, expectTypeOf, it } from 'vitest';
import type { OptionNames } from '../../src/http/shared/known-names.js';

interface Example {
  readonly signal?: AbortSignal | undefined;
  readonly size?: number | undefined;
}

describe('OptionNames', () => {
  it('holds every name of the options type, and only those', () => {
    expectTypeOf({ signal: true, size: true } as const).toExtend<OptionNames<Example>>();
    // @ts-expect-error -- a name of the type is missing: the call would refuse `size` as unknown
    expectTypeOf({ signal: true } as const satisfies OptionNames<Example>).toBeObject();
    // @ts-expect-error -- a name the type does not have
    expectTypeOf({ signal: true, size: true, sizes: true } as const satisfies OptionNames<Example>).toBeObject();
  });
});
