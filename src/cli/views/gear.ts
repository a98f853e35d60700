import type { DetailedGear } from '../../index.js';
import { figure, flag, MISSING } from '../cells.js';
import { factLines, type Fact } from '../table.js';
import { fitToWidth } from '../terminal-text.js';
import type { ViewOptions } from '../view-options.js';

/** Widest the gear's id is shown in the heading, in terminal columns. */
const ID_WIDTH = 40;
/** A bike's `frame_type`, by its number. */
const FRAME_TYPES: Readonly<Record<number, string>> = { 1: 'mountain bike', 2: 'cross', 3: 'road', 4: 'time trial' };

/** What the gear is, by the first letter of its id (`b12345` a bike, `g12345` shoes). */
function kindOf(id: string | null): string {
  if (id?.startsWith('b') === true) return 'Bike';
  if (id?.startsWith('g') === true) return 'Shoes';
  return 'Gear';
}

/**
 * A bike or a pair of shoes on its own page (`GET /gear/{id}`): its name and nickname,
 * make and model, a bike's frame and weight, whether primary or retired, the distance
 * logged with it, the reminder distance a pair of shoes has (as given: the API states no
 * unit), and its description; each fact only where the body has it, but the name and the
 * distance. The heading names it a bike or shoes by its id.
 */
export function* gearLines(gear: DetailedGear, { units }: ViewOptions): Generator<string, void, undefined> {
  const facts: Fact[] = [['name', gear.name ?? MISSING]];
  const optional = (label: string, value: string) => {
    if (value !== MISSING) facts.push([label, value]);
  };
  optional('nickname', gear.nickname === '' ? MISSING : (gear.nickname ?? MISSING));
  optional('brand', gear.brand_name?.trim() === '' ? MISSING : (gear.brand_name ?? MISSING));
  optional('model', gear.model_name === '' ? MISSING : (gear.model_name ?? MISSING));
  optional('frame', gear.frame_type === null ? MISSING : (FRAME_TYPES[gear.frame_type] ?? String(gear.frame_type)));
  optional('primary', flag(gear.primary));
  optional('retired', flag(gear.retired));
  facts.push([`distance ${units.distanceUnit}`, figure(units.distance(gear.distance), 1)]);
  optional(`weight ${units.weightUnit}`, figure(units.weight(gear.weight), 1));
  if (gear.notification_distance !== null && gear.notification_distance !== 0) {
    facts.push(['reminder at (unit not stated)', figure(gear.notification_distance, Number.isInteger(gear.notification_distance) ? 0 : 1)]);
  }
  optional('description', gear.description === '' ? MISSING : (gear.description ?? MISSING));
  yield `${kindOf(gear.id)} ${fitToWidth(gear.id ?? MISSING, ID_WIDTH)}`;
  yield* factLines(facts);
}
