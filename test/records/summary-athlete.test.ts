import { describe, expect, it } from 'vitest';
import { ActivityStats, MetaAthlete, ParseError, SummaryAthlete } from '../../src/index.js';
import { bodies, syncClient } from '../helpers/fake-client.js';
import { SUMMARY_ATHLETE_SHAPE, wireForm } from '../helpers/fixtures.js';
import { itShared, realBody } from '../helpers/shared-fixtures.js';

const KUDOERS = 'go.strava/activity_list_kudoers__f2aa459e65c3e309.json';
const NAMES_ONLY = 'strava-ruby-client/activity_kudos__0__activities_3958491750_kudos__03e282d88d6e9b05.json';

describe('SummaryAthlete', () => {
  itShared('reads a real kudos list with every field', () => {
    const [athlete] = SummaryAthlete.parseMany(realBody(KUDOERS));
    expect(athlete).toMatchObject({
      id: 3776,
      resource_state: 2,
      firstname: 'Paul',
      lastname: 'Mach',
      profile_medium: 'http://dgalywyr863hv.cloudfront.net/pictures/athletes/3776/1264/3/medium.jpg',
      profile: 'http://dgalywyr863hv.cloudfront.net/pictures/athletes/3776/1264/3/large.jpg',
      city: 'Oakland',
      state: 'California',
      country: null,
      sex: 'M',
      premium: true,
      summit: null,
      created_at: '2010-02-21T22:36:40Z',
      updated_at: '2014-01-02T03:58:14Z',
    });
    expect(athlete?.extra).toEqual({ friend: 'accepted', follower: null });
  });

  itShared('reads kudos without ids, as the API gives other athletes', () => {
    const athletes = SummaryAthlete.parseMany(realBody(NAMES_ONLY));
    expect(athletes.length).toBeGreaterThan(10);
    for (const athlete of athletes) {
      expect(athlete.id).toBeNull();
      expect(athlete.extra).toEqual({});
    }
    expect(athletes[0]).toMatchObject({ firstname: 'Simon', lastname: 'B.', resource_state: 2 });
  });

  it('is a MetaAthlete with more fields: it goes where a MetaAthlete goes and has its stats()', async () => {
    const client = syncClient();
    const athlete = SummaryAthlete.parse({ id: 4100, firstname: 'Camille' }, { client });
    expect(athlete).toBeInstanceOf(MetaAthlete);
    const stats = await athlete.stats();
    expect(stats).toBeInstanceOf(ActivityStats);
    expect(stats.toJSON()).toEqual(ActivityStats.parse(bodies.stats).toJSON());
    expect(client.getAthleteStats).toHaveBeenCalledWith(4100, expect.anything());
  });

  it('keeps its own fields out of extra, where a MetaAthlete keeps them', () => {
    const input = { id: 1, resource_state: 2, firstname: 'Ann', badge_type_id: 1 };
    expect(SummaryAthlete.parse(input).extra).toEqual({ badge_type_id: 1 });
    expect(MetaAthlete.parse(input).extra).toEqual({ firstname: 'Ann', badge_type_id: 1 });
    expect(SummaryAthlete.parse(input).toJSON()).toEqual(input);
  });

  it('reports bad fields with their paths', () => {
    const error = (() => {
      try {
        SummaryAthlete.parseMany([{ firstname: 'A' }, { id: '1', sex: 1, summit: 'yes', updated_at: '2014-01-02' }]);
      } catch (caught) {
        return caught as ParseError;
      }
      throw new Error('expected a ParseError');
    })();
    expect(error.issues.map((issue) => issue.path)).toEqual([[1, 'id'], [1, 'sex'], [1, 'summit'], [1, 'updated_at']]);
  });

  itShared('writes the list back as it came, less null spec fields', () => {
    const input = realBody(KUDOERS);
    expect(SummaryAthlete.parseMany(input).map((athlete) => athlete.toJSON())).toStrictEqual(wireForm(input, SUMMARY_ATHLETE_SHAPE));
  });

  it('binds to another client with bind, keeping its class', () => {
    const athlete = SummaryAthlete.parse({ id: 1, firstname: 'Ann' });
    const client = syncClient();
    const bound = athlete.bind(client);
    expect(bound).toBeInstanceOf(SummaryAthlete);
    expect(bound.bound_client).toBe(client);
    expect(bound.firstname).toBe('Ann');
  });
});
