import { describe, expectTypeOf, it } from 'vitest';
import { toGpx, toTcx, type ExportActivity, type ExportLap } from 'activity-records/export';
import type { DetailedActivity, Lap, SegmentEffort, StreamSet, SummaryActivity } from '../../src/index.js';

declare const summary: SummaryActivity;
declare const detail: DetailedActivity;
declare const laps: readonly Lap[];
declare const streams: StreamSet;

describe('export types', () => {
  it('takes the activity records, their laps and a stream set, and gives text', () => {
    expectTypeOf(toGpx(summary, streams)).toEqualTypeOf<string>();
    expectTypeOf(toGpx(detail, streams)).toEqualTypeOf<string>();
    expectTypeOf(toTcx(detail, streams, laps)).toEqualTypeOf<string>();
    expectTypeOf(toTcx(summary, streams)).toEqualTypeOf<string>();
    expectTypeOf(detail.laps ?? []).toExtend<readonly ExportLap[]>();
    expectTypeOf<SegmentEffort>().toExtend<ExportLap>();
    expectTypeOf({ name: 'Run', start_date: '2024-01-01T00:00:00Z' }).toExtend<ExportActivity>();
    // @ts-expect-error a stream set, not its JSON
    toGpx(summary, streams.toJSON());
    // @ts-expect-error a name is text
    toGpx({ name: 5 }, streams);
  });
});
