import { describe, expectTypeOf, it } from 'vitest';
import type { ClientHandle } from '../../src/index.js';
import type { HttpClient } from '../../src/http/index.js';
import type { OperationHandle } from './operations.js';

// The table of operations itself is checked by the compiler: `satisfies` fails while a
// method of HttpClient has no row, or a row names no method of it (operations.ts).
describe('the operations and the client contract', () => {
  it('give HttpClient every method of ClientHandle, the optional ones as required', () => {
    expectTypeOf<HttpClient>().toExtend<Required<ClientHandle>>();
  });

  it('reach every method of ClientHandle from a row of the table', () => {
    expectTypeOf<Exclude<keyof ClientHandle, OperationHandle>>().toEqualTypeOf<never>();
  });
});
