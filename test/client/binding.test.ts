import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Lap, MetaActivity, MetaAthlete, decodeJSON } from '../../src/index.js';
import { syncClient } from '../helpers/fake-client.js';
import { BIG_ID_LAPS_TEXT } from '../helpers/fixtures.js';

const SECRET = 'client-secret-token-7f3a';
const laps = () => decodeJSON(BIG_ID_LAPS_TEXT);

function secretClient() {
  return Object.assign(syncClient(), { token: SECRET });
}

describe('binding a client', () => {
  it('parse(value, { client }) binds the record and its nested references to the same client', () => {
    const client = syncClient();
    const [lap] = Lap.parseMany(laps(), { client });
    expect(lap?.bound_client).toBe(client);
    expect(lap?.activity?.bound_client).toBe(client);
    expect(lap?.athlete?.bound_client).toBe(client);
  });

  it('leaves records unbound without a client', () => {
    const [lap] = Lap.parseMany(laps());
    expect(lap?.bound_client).toBeNull();
    expect(lap?.activity?.bound_client).toBeNull();
    expect(Lap.parse({}, { client: null }).bound_client).toBeNull();
  });

  it('bind(client) returns a new bound record with the same data, nested references too, and leaves the original alone', () => {
    const [lap] = Lap.parseMany(laps());
    if (lap === undefined) throw new Error('no lap');
    const client = syncClient();
    const bound = lap.bind(client);
    expect(bound).not.toBe(lap);
    expect(bound).toBeInstanceOf(Lap);
    expect(bound.bound_client).toBe(client);
    expect(bound.activity).toBeInstanceOf(MetaActivity);
    expect(bound.activity).not.toBe(lap.activity);
    expect(bound.activity?.bound_client).toBe(client);
    expect(bound.athlete?.bound_client).toBe(client);
    expect(bound.toJSON()).toEqual(lap.toJSON());
    expect(bound.extra).toEqual(lap.extra);
    expect(lap.bound_client).toBeNull();
    expect(lap.activity?.bound_client).toBeNull();
  });

  it('rebinds a bound record to another client', () => {
    const first = syncClient();
    const second = syncClient();
    const athlete = MetaAthlete.parse({ id: 1, resource_state: 2 }, { client: first });
    const rebound = athlete.bind(second);
    expect(rebound.bound_client).toBe(second);
    expect(rebound).toMatchObject({ id: 1, resource_state: 2 });
    expect(athlete.bound_client).toBe(first);
  });

  it('never shows the client in JSON.stringify, Object.keys, structuredClone or util.inspect', () => {
    const client = secretClient();
    const [lap] = Lap.parseMany(laps(), { client });
    for (const record of [lap, lap?.activity, lap?.athlete]) {
      if (record == null) throw new Error('missing record');
      expect(Object.keys(record)).not.toContain('bound_client');
      expect(Object.getOwnPropertyNames(record)).not.toContain('bound_client');
      expect(JSON.stringify(record.toJSON(), (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))).not.toContain(SECRET);
      expect(JSON.stringify(structuredClone(record), (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))).not.toContain(SECRET);
      expect(inspect(record, { showHidden: true, depth: Infinity, getters: true })).not.toContain(SECRET);
      expect(inspect(record, { showHidden: true, depth: Infinity })).not.toContain('getActivityComments');
    }
  });

  it('never counts the client in equality', () => {
    const unbound = Lap.parseMany(laps());
    const bound = Lap.parseMany(laps(), { client: secretClient() });
    expect(bound).toStrictEqual(unbound);
  });

  it('does not take bound_client from data', () => {
    const lap = Lap.parse({ bound_client: secretClient(), activity: { id: 1, bound_client: secretClient() } });
    expect(lap.bound_client).toBeNull();
    expect(lap.activity?.bound_client).toBeNull();
    expect(lap.activity?.extra).toEqual({});
  });
});
