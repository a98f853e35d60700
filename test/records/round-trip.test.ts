import { describe, expect, it } from 'vitest';
import { Lap, SummarySegmentEffort, decodeJSON, encodeJSON } from '../../src/index.js';
import { BIG_ID_LAPS_TEXT, LAP_SHAPE, SUMMARY_SEGMENT_EFFORT_SHAPE, testEfforts, testLaps, wireForm } from '../helpers/fixtures.js';

describe('round trip: toJSON() gives back the input less null spec fields', () => {
  it.each(testLaps())('lap %s', (_source, input) => {
    const lap = Lap.parse(input);
    expect(lap.toJSON()).toStrictEqual(wireForm(input, LAP_SHAPE));
    expect(Lap.parse(lap.toJSON())).toStrictEqual(lap);
  });

  it.each(testEfforts())('effort %s', (_source, input) => {
    const effort = SummarySegmentEffort.parse(input);
    expect(effort.toJSON()).toStrictEqual(wireForm(input, SUMMARY_SEGMENT_EFFORT_SHAPE));
    expect(SummarySegmentEffort.parse(effort.toJSON())).toStrictEqual(effort);
  });

  it('drops null spec fields of nested references too', () => {
    const input = { activity: { id: null, resource_state: 1 }, athlete: { id: 5, resource_state: null }, name: null };
    expect(Lap.parse(input).toJSON()).toEqual({ activity: { resource_state: 1 }, athlete: { id: 5 } });
  });

  it('survives text: decodeJSON(encodeJSON(parseMany(decodeJSON(t)))) equals decodeJSON(t) less null spec fields', () => {
    const decoded = decodeJSON(BIG_ID_LAPS_TEXT) as Record<string, unknown>[];
    const again = decodeJSON(encodeJSON(Lap.parseMany(decoded)));
    expect(again).toStrictEqual(wireForm(decoded, LAP_SHAPE));
  });

  it('never writes bound_client', () => {
    const client = { getAthleteStats: () => ({}) } as never;
    const lap = Lap.parse({ distance: 1, activity: { id: 1 } }, { client });
    expect(JSON.stringify(lap)).toBe('{"activity":{"id":1},"distance":1}');
  });
});
