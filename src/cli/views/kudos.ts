import type { SummaryAthlete } from '../../records/summary-athlete.js';
import { athleteName, countOf, joined, whole } from '../cells.js';
import { tableLines } from '../table.js';

const NAME_WIDTH = 30;

/** The athletes who gave kudos: name, place, and id where the list has one. */
export function* kudosLines(athletes: readonly SummaryAthlete[]): Generator<string, void, undefined> {
  yield `Kudos (${countOf(athletes.length, 'athlete')})`;
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
