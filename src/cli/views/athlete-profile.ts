import type { DetailedAthlete, SummaryGear } from '../../index.js';
import { athleteName, countOf, figure, flag, joined, MISSING, utcTime, whole } from '../cells.js';
import { factLines, tableLines, type Fact } from '../table.js';
import type { ViewOptions } from '../view-options.js';
import { clubListLines } from './clubs.js';

const NAME_WIDTH = 30;

/**
 * An athlete (`GET /athlete`, `GET /athletes/{id}`): the profile, then the bikes, shoes
 * and clubs the body lists (a summary athlete lists none, and gets its profile alone).
 * The profile shows the name and place, then each other fact the body has.
 */
export function* athleteProfileLines(athlete: DetailedAthlete, options: ViewOptions): Generator<string, void, undefined> {
  yield `Athlete ${whole(athlete.id)}`;
  yield* factLines(profileFacts(athlete, options));
  for (const [title, gear] of [['Bikes', athlete.bikes], ['Shoes', athlete.shoes]] as const) {
    if (gear === null) continue;
    yield '';
    yield* gearLines(title, gear, options);
  }
  if (athlete.clubs !== null) {
    yield '';
    yield* clubListLines(athlete.clubs);
  }
}

function profileFacts(athlete: DetailedAthlete, { units }: ViewOptions): Fact[] {
  const facts: Fact[] = [
    ['name', athleteName(athlete)],
    ['place', joined([athlete.city, athlete.state, athlete.country], ', ')],
  ];
  const optional = (label: string, value: string) => {
    if (value !== MISSING) facts.push([label, value]);
  };
  optional('username', athlete.username ?? MISSING);
  optional('sex', athlete.sex ?? MISSING);
  optional('subscriber', flag(athlete.premium ?? athlete.summit));
  optional('member since', utcTime(athlete.created_at));
  optional('preferred units', athlete.measurement_preference ?? MISSING);
  optional(`weight ${units.weightUnit}`, figure(units.weight(athlete.weight), 1));
  optional('FTP W', whole(athlete.ftp));
  optional('followers', whole(athlete.follower_count));
  optional('following', whole(athlete.friend_count));
  optional('bio', athlete.bio === '' ? MISSING : (athlete.bio ?? MISSING));
  return facts;
}

/** The athlete's bikes or shoes: name, nickname, primary, retired, distance logged, gear id. */
function* gearLines(title: 'Bikes' | 'Shoes', gear: readonly SummaryGear[], { units }: ViewOptions): Generator<string, void, undefined> {
  if (gear.length === 0) {
    yield `${title}: none.`;
    return;
  }
  const noun = title === 'Bikes' ? 'bike' : 'pair';
  yield `${title} (${countOf(gear.length, noun)})`;
  const columns = [
    { title: 'name', align: 'left', maxWidth: NAME_WIDTH },
    { title: 'nickname', align: 'left', maxWidth: NAME_WIDTH },
    { title: 'primary', align: 'left' },
    { title: 'retired', align: 'left' },
    { title: `distance ${units.distanceUnit}`, align: 'right' },
    { title: 'gear id', align: 'left' },
  ] as const;
  yield* tableLines(columns, gear, (item) => [
    item.name ?? MISSING,
    item.nickname === null || item.nickname === '' ? MISSING : item.nickname,
    flag(item.primary),
    flag(item.retired),
    figure(units.distance(item.distance), 1),
    item.id ?? MISSING,
  ]);
}
