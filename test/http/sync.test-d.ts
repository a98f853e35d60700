import { describe, expectTypeOf, it } from 'vitest';
import { syncActivities, type HttpClient, type RateLimitError, type SyncCheckpoint, type SyncItem, type SyncOptions } from '../../src/http/index.js';
import type { ParseError, SummaryActivity } from '../../src/index.js';

declare const client: HttpClient;

describe('syncActivities\' types', () => {
  it('gives items that narrow on ok to an activity, or to the error and the raw item', () => {
    expectTypeOf(syncActivities(client)).toEqualTypeOf<AsyncIterableIterator<SyncItem>>();
    const read = (item: SyncItem) => (item.ok ? item.activity : [item.error, item.raw] as const);
    expectTypeOf(read).returns.toEqualTypeOf<SummaryActivity | readonly [ParseError, unknown]>();
    expectTypeOf<SyncItem['checkpoint']>().toEqualTypeOf<SyncCheckpoint>();
  });

  it('takes a checkpoint as JSON.parse gives it, or null, and one RateLimitError carries', () => {
    expectTypeOf<{ checkpoint: ReturnType<typeof JSON.parse> }>().toExtend<SyncOptions>();
    expectTypeOf<{ checkpoint: null }>().toExtend<SyncOptions>();
    expectTypeOf<{ checkpoint: RateLimitError['checkpoint'] }>().toExtend<SyncOptions>();
    expectTypeOf<RateLimitError['checkpoint']>().toEqualTypeOf<SyncCheckpoint | null>();
    expectTypeOf<{ checkpoint: { version: 2; after: 0; seen: [] } }>().not.toExtend<SyncOptions>();
  });

  it('holds only JSON in a checkpoint: a version, whole seconds and ids as strings', () => {
    expectTypeOf<SyncCheckpoint['version']>().toEqualTypeOf<1>();
    expectTypeOf<SyncCheckpoint['seen'][number]>().toEqualTypeOf<readonly [start: number, id: string, ...ids: string[]]>();
  });
});
