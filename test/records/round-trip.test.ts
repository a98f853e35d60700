import { describe, expect, it } from 'vitest';
import { Lap, SummarySegmentEffort, decodeJSON, encodeJSON } from '../../src/index.js';
import {
  EFFORT_FIELDS,
  LAP_FIELDS,
  META_ACTIVITY_FIELDS,
  META_ATHLETE_FIELDS,
  fixtureEfforts,
  fixtureLaps,
  fixtureText,
  withoutNullSpecFields,
} from '../helpers/fixtures.js';

const lapNested = { activity: META_ACTIVITY_FIELDS, athlete: META_ATHLETE_FIELDS };

describe('round trip: toJSON() gives back the input less null spec fields', () => {
  it.each(fixtureLaps())('lap %s', (_source, input) => {
    const lap = Lap.parse(input);
    expect(lap.toJSON()).toStrictEqual(withoutNullSpecFields(input, LAP_FIELDS, lapNested));
    expect(Lap.parse(lap.toJSON())).toStrictEqual(lap);
  });

  it.each(fixtureEfforts())('effort %s', (_source, input) => {
    const effort = SummarySegmentEffort.parse(input);
    expect(effort.toJSON()).toStrictEqual(withoutNullSpecFields(input, EFFORT_FIELDS));
    expect(SummarySegmentEffort.parse(effort.toJSON())).toStrictEqual(effort);
  });

  it('drops null spec fields of nested references too', () => {
    const input = { activity: { id: null, resource_state: 1 }, athlete: { id: 5, resource_state: null }, name: null };
    expect(Lap.parse(input).toJSON()).toEqual({ activity: { resource_state: 1 }, athlete: { id: 5 } });
  });

  it('survives text: decodeJSON(encodeJSON(parseMany(decodeJSON(t)))) equals decodeJSON(t) less null spec fields', () => {
    const text = fixtureText('docs-activity-laps.json');
    const decoded = decodeJSON(text) as Record<string, unknown>[];
    const again = decodeJSON(encodeJSON(Lap.parseMany(decoded)));
    expect(again).toStrictEqual(decoded.map((lap) => withoutNullSpecFields(lap, LAP_FIELDS, lapNested)));
  });

  it('never writes bound_client', () => {
    const client = { getAthleteStats: () => ({}) } as never;
    const lap = Lap.parse({ distance: 1, activity: { id: 1 } }, { client });
    expect(JSON.stringify(lap)).toBe('{"activity":{"id":1},"distance":1}');
  });
});
