import { describe, expect, it } from 'vitest';
import { ActivityStats, DetailedAthlete, MetaAthlete, ParseError, SummaryAthlete, SummaryClub, SummaryGear } from '../../src/index.js';
import { syncClient } from '../helpers/fake-client.js';
import { itShared, realBody } from '../helpers/shared-fixtures.js';

const ATHLETE = 'strava-ruby-client/athlete__0__athlete__0f462d7188e0ce45.json';

describe('DetailedAthlete', () => {
  itShared('reads the real authenticated athlete: profile, clubs and gear, each as its record', () => {
    const athlete = DetailedAthlete.parse(realBody(ATHLETE));
    expect(athlete).toMatchObject({
      id: 26462176,
      username: 'dblockdotorg',
      firstname: 'Daniel',
      weight: 95.255,
      ftp: null,
      measurement_preference: 'feet',
      follower_count: 211,
      friend_count: 286,
    });
    expect(athlete.clubs?.[0]).toBeInstanceOf(SummaryClub);
    expect(athlete.clubs?.[0]).toMatchObject({
      id: 108605, name: 'New York Road Runners', sport_type: 'running', activity_types: ['Run', 'VirtualRun', 'Wheelchair'],
      verified: true, url: 'nyrr',
    });
    expect(athlete.clubs?.[0]?.extra).toMatchObject({ membership: 'member', admin: false, localized_sport_type: 'Running' });
    expect([...(athlete.bikes ?? []), ...(athlete.shoes ?? [])].every((gear) => gear instanceof SummaryGear)).toBe(true);
    expect(athlete.shoes?.[0]?.id).toMatch(/^g\d+$/);
    expect(athlete.extra).toMatchObject({ badge_type_id: 1, date_preference: '%m/%d/%Y', athlete_type: 1 });
  });

  it('is a SummaryAthlete, so a MetaAthlete with stats(), whose errors name it', async () => {
    const client = syncClient();
    const athlete = DetailedAthlete.parse({ id: 4100, username: 'camille_runs' }, { client });
    expect(athlete).toBeInstanceOf(SummaryAthlete);
    expect(athlete).toBeInstanceOf(MetaAthlete);
    await expect(athlete.stats()).resolves.toBeInstanceOf(ActivityStats);
    expect(client.getAthleteStats).toHaveBeenCalledWith(4100, expect.anything());
    await expect(DetailedAthlete.parse({ id: 1 }).stats()).rejects.toThrow('DetailedAthlete#stats() needs a client');
  });

  it('keeps its own fields out of extra, where a SummaryAthlete keeps them', () => {
    const input = { id: 1, firstname: 'Ann', ftp: 250, email: 'ann@example.com' };
    expect(DetailedAthlete.parse(input).extra).toEqual({ email: 'ann@example.com' });
    expect(SummaryAthlete.parse(input).extra).toEqual({ ftp: 250, email: 'ann@example.com' });
    expect(DetailedAthlete.parse(input).toJSON()).toEqual(input);
  });

  it('accepts any unit system and club sport, and reports bad fields through their paths', () => {
    expect(DetailedAthlete.parse({ measurement_preference: 'furlongs' }).measurement_preference).toBe('furlongs');
    const result = DetailedAthlete.safeParse({ ftp: 250.5, clubs: [{ id: 1 }, { activity_types: 'Run' }], bikes: [{ id: 12345 }] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error).toBeInstanceOf(ParseError);
      expect(result.error.issues.map((issue) => issue.path)).toEqual([['ftp'], ['clubs', 1, 'activity_types'], ['bikes', 0, 'id']]);
    }
  });
});
