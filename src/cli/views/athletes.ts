import type { SummaryAthlete } from '../../index.js';
import { athleteName, countOf, joined, whole } from '../cells.js';
import { tableLines } from '../table.js';

const NAME_WIDTH = 30;

/**
 * A list of athletes: name, place, and id where the list has one. The body does not say
 * which list it is (an activity's kudos, an athlete's followers or friends, a club's
 * members all come as summary athletes), so the title names none of them.
 */
export function* athleteLines(athletes: readonly SummaryAthlete[]): Generator<string, void, undefined> {
  yield `Athletes (${countOf(athletes.length, 'athlete')})`;
  const columns = [
    { title: 'athlete', align: 'left', maxWidth: NAME_WIDTH },
    { title: 'place', align: 'left' },
    { title: 'athlete id', align: 'right' },
  ] as const;
  yield* tableLines(columns, athletes, (athlete) => [
    athleteName(athlete),
    joined([athlete.city, athlete.state, athlete.country], ', '),
    whole(athlete.id),
  ]);
}
