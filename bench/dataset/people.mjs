// The people of a data set: the athlete's friends and club mates, who comment, give kudos
// and share clubs. Names come from short lists (some with accents, one with emoji, as real
// names are), ids are the API's athlete ids (safe integers).

import { Draw, random, seedOf } from './random.mjs';

const FIRST_NAMES = [
  'Camille', 'Léa', 'Hugo', 'Inès', 'Jonas', 'Maëlle', 'Noah', 'Zoé', 'Aurélien', 'Chloé', 'Mateo', 'Sofía', 'Lars', 'Ingrid',
  'Kenji', 'Aiko', 'Ravi', 'Priya', 'Tomás', 'Lucía', 'Oliver', 'Amelia', 'Jakub', 'Zuzana', 'Émile', 'Océane', 'Felix',
  'Hannah', 'Mehmet', 'Elif', 'Sasha', 'Yuki', 'Björn', 'Saoirse', 'Dmitri', 'Anya', 'Kwame', 'Ama', 'Nils', 'Frida',
];
const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Müller', 'Schmidt', 'García', 'Fernández', 'Rossi', 'Bianchi',
  'Nakamura', 'Sato', 'Kowalski', 'Novák', 'Andersson', 'Nielsen', "O'Brien", 'Murphy', 'Silva', 'Santos', 'Yılmaz', 'Kaya',
  'Petrov', 'Ivanova', 'Mensah', 'Boateng', 'Jansen', 'de Vries',
];
/** Names as some people write theirs: with emoji, which the API passes on as they are. */
const DECORATED = ['Sasha 🏃‍♀️', 'Jonas 🚴', 'Léa ☀️'];

/** Where people live: city, state and country as the API writes them. */
export const PLACES = [
  { city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'France' },
  { city: 'Annecy', state: 'Auvergne-Rhône-Alpes', country: 'France' },
  { city: 'Grenoble', state: 'Auvergne-Rhône-Alpes', country: 'France' },
  { city: 'Genève', state: 'Genève', country: 'Switzerland' },
  { city: 'Torino', state: 'Piemonte', country: 'Italy' },
  { city: 'Boulder', state: 'CO', country: 'United States' },
  { city: 'Wellington', state: 'Wellington', country: 'New Zealand' },
];

/** How many people a data set has besides the athlete. */
export const PEOPLE = 60;

/** Epoch seconds as the API writes an instant: `2024-03-09T07:14:02Z`. */
export function isoSeconds(epochSeconds) {
  return new Date(epochSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Person `index` (0 to PEOPLE - 1) of the data set of `seed`: who they are, as the generator keeps it. */
export function person(seed, index) {
  const draw = new Draw(random(seedOf(seed, 'person', index)));
  const firstname = index % 20 === 7 ? DECORATED[index % DECORATED.length] : draw.pick(FIRST_NAMES);
  const lastname = draw.pick(LAST_NAMES);
  const id = 1_200_000 + index * 2_345_677 + draw.integer(0, 2_000_000);
  const place = draw.pick(PLACES);
  const joined = Date.UTC(2011, 0, 1) / 1000 + draw.integer(0, 11 * 365) * 86_400 + draw.integer(0, 86_399);
  return {
    id,
    username: draw.chance(0.7) ? `${firstname.split(' ')[0]}${lastname}`.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase() + draw.integer(1, 99) : null,
    firstname,
    lastname,
    sex: draw.chance(0.5) ? 'F' : 'M',
    ...place,
    premium: draw.chance(0.4),
    createdAt: joined,
    updatedAt: joined + draw.integer(30, 900) * 86_400,
    badgeTypeId: draw.integer(0, 1),
  };
}

/** A picture's URL: `https://pictures.example.com/athletes/{id}/medium.jpg`, never a real service's. */
export function pictureUrl(kind, id, size) {
  return `https://pictures.example.com/${kind}/${id}/${size}.jpg`;
}

/**
 * A person as a `SummaryAthlete` body. `shape`: `'full'` (every field, as comments of
 * 2018 carry), `'trimmed'` (`resource_state`, `firstname`, a last initial: kudos and
 * comments since 2020, club members and admins).
 */
export function summaryAthlete(who, shape) {
  if (shape === 'trimmed') return { resource_state: 2, firstname: who.firstname, lastname: `${[...who.lastname][0]}.` };
  return {
    id: who.id,
    username: who.username,
    resource_state: 2,
    firstname: who.firstname,
    lastname: who.lastname,
    bio: null,
    city: who.city,
    state: who.state,
    country: who.country,
    sex: who.sex,
    premium: who.premium,
    summit: who.premium,
    created_at: isoSeconds(who.createdAt),
    updated_at: isoSeconds(who.updatedAt),
    badge_type_id: who.badgeTypeId,
    weight: null,
    profile_medium: pictureUrl('athletes', who.id, 'medium'),
    profile: pictureUrl('athletes', who.id, 'large'),
    friend: 'accepted',
    follower: 'accepted',
  };
}
