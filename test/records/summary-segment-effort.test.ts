import { describe, expect, it } from 'vitest';
import { ParseError, SummarySegmentEffort } from '../../src/index.js';
import { itShared, sharedFile } from '../helpers/shared-fixtures.js';

describe('SummarySegmentEffort', () => {
  itShared('reads the published segment effort, taking elapsed_time for pr_elapsed_time', () => {
    const effort = SummarySegmentEffort.parse(sharedFile('docs-segment-effort.json'));
    expect(effort).toMatchObject({
      id: 1234556789,
      distance: 83,
      is_kom: null,
      pr_activity_id: null,
      pr_elapsed_time: 381,
      start_date: '2018-02-12T16:12:41Z',
      start_date_local: '2018-02-12T08:12:41Z',
    });
    expect(effort.extra).toMatchObject({ name: "Alpe d'Huez", moving_time: 340, kom_rank: null });
    expect(effort.extra).not.toHaveProperty('elapsed_time');
  });

  itShared('keeps an effort id beyond 2^53 exact', () => {
    const detailed = sharedFile('docs-activity-detailed.json') as { segment_efforts: unknown[] };
    const [effort] = SummarySegmentEffort.parseMany(detailed.segment_efforts);
    expect(effort?.id).toBe(12345678987654321n);
  });

  it('reads activity_id and elapsed_time only when the spec name is absent or null', () => {
    expect(SummarySegmentEffort.parse({ activity_id: 7, elapsed_time: 60 })).toMatchObject({ pr_activity_id: 7, pr_elapsed_time: 60 });
    expect(SummarySegmentEffort.parse({ pr_activity_id: null, activity_id: 7 }).pr_activity_id).toBe(7);
    const both = SummarySegmentEffort.parse({ pr_activity_id: 1, activity_id: 7, pr_elapsed_time: 2, elapsed_time: 60 });
    expect(both).toMatchObject({ pr_activity_id: 1, pr_elapsed_time: 2 });
    expect(both.extra).toEqual({ activity_id: 7, elapsed_time: 60 });
  });

  it('writes a value back under the key it was read from', () => {
    expect(SummarySegmentEffort.parse({ activity_id: 7, elapsed_time: 60 }).toJSON()).toEqual({ activity_id: 7, elapsed_time: 60 });
    expect(SummarySegmentEffort.parse({ pr_activity_id: 1, activity_id: 7 }).toJSON()).toEqual({ pr_activity_id: 1, activity_id: 7 });
    expect(SummarySegmentEffort.parse({ activity_id: 12345678987654321n }).toJSON()).toEqual({ activity_id: 12345678987654321n });
  });

  it('keeps a null alias in extra, losing nothing', () => {
    const effort = SummarySegmentEffort.parse({ activity_id: null });
    expect(effort.pr_activity_id).toBeNull();
    expect(effort.extra).toEqual({ activity_id: null });
    expect(effort.toJSON()).toEqual({ activity_id: null });
  });

  it('reads each name once, so a getter that answers only the first time loses nothing', () => {
    const reads = { pr_activity_id: 0, activity_id: 0, pr_elapsed_time: 0, elapsed_time: 0 };
    const input = {};
    for (const [key, value] of [['activity_id', 7], ['pr_elapsed_time', 30]] as const) {
      Object.defineProperty(input, key, { enumerable: true, get: () => (reads[key]++ === 0 ? value : undefined) });
    }
    const effort = SummarySegmentEffort.parse(input);
    expect([effort.pr_activity_id, effort.pr_elapsed_time]).toEqual([7, 30]);
    expect([reads.activity_id, reads.pr_elapsed_time]).toEqual([1, 1]);
  });

  it('reports a bad alias value under the alias key', () => {
    const result = SummarySegmentEffort.safeParse({ activity_id: 'x', elapsed_time: 1.5 });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.map((issue) => issue.path)).toEqual([['activity_id'], ['elapsed_time']]);
  });

  it('validates is_kom and the date-times', () => {
    expect(() => SummarySegmentEffort.parse({ is_kom: 'yes', start_date_local: '2018-02-12 08:12:41' })).toThrow(ParseError);
    expect(SummarySegmentEffort.parse({ is_kom: true }).is_kom).toBe(true);
  });

  it('has no client: a bound_client key is an unknown field like any other', () => {
    const effort = SummarySegmentEffort.parse({ bound_client: 'x' });
    expect(effort.extra).toEqual({ bound_client: 'x' });
    expect('bound_client' in effort).toBe(false);
    expect('bind' in effort).toBe(false);
  });
});
