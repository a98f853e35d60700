// The athlete the data set is about: who they are, where they live (their time zone, the
// ground their courses lie on), their body (heart rate, power, weight), their zones, their
// gear and their clubs.

import { PEOPLE, person, pictureUrl, summaryAthlete } from './people.mjs';
import { Draw, random, seedOf } from './random.mjs';

/** Homes: where the athlete's courses start, and the time zone their activities are in. */
const HOMES = [
  { city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'France', latitude: 45.7578, longitude: 4.832, altitude: 172, timeZone: 'Europe/Paris' },
  { city: 'Boulder', state: 'CO', country: 'United States', latitude: 40.015, longitude: -105.2705, altitude: 1655, timeZone: 'America/Denver' },
  { city: 'Wellington', state: 'Wellington', country: 'New Zealand', latitude: -41.2865, longitude: 174.7762, altitude: 20, timeZone: 'Pacific/Auckland' },
  { city: 'Adelaide', state: 'SA', country: 'Australia', latitude: -34.9285, longitude: 138.6007, altitude: 50, timeZone: 'Australia/Adelaide' },
];

/** The fictional island of the virtual rides, as virtual cycling worlds put theirs in the ocean. */
export const VIRTUAL_WORLD = { latitude: -11.6402, longitude: 166.9468, altitude: 10 };

const SHOES = [['Saucony', 'Endorphin Speed'], ['Hoka', 'Clifton 9'], ['Asics', 'Novablast 4'], ['Brooks', 'Ghost 15'], ['On', 'Cloudmonster']];
const BIKES = [['Canyon', 'Ultimate CF SL', 3, 'Le vélo de route.', 7.9], ['Specialized', 'Diverge Comp', 2, 'Gravel et chemins.', 9.6]];

/** Club kinds: name, sport type, activity types, club type. */
const CLUBS = [
  ['Running Club des Quais', 'running', ['Run', 'TrailRun', 'VirtualRun'], 'casual_club'],
  ['Vélo Club Rhône', 'cycling', ['Ride', 'GravelRide', 'VirtualRide', 'EBikeRide'], 'racing_team'],
  ['Tri Team Confluence', 'triathlon', ['Run', 'Ride', 'Swim', 'VirtualRide'], 'casual_club'],
];

/** The athlete of the data set of `seed`: identity, home, body, preferences. */
export function makeAthlete(seed) {
  const draw = new Draw(random(seedOf(seed, 'athlete')));
  const home = HOMES[seed % HOMES.length];
  const who = person(seed, PEOPLE + 1);
  const maxHeartrate = draw.integer(182, 196);
  return {
    ...who,
    id: 48_000_000 + draw.integer(0, 9_999_999),
    username: `${who.firstname}${who.lastname}`.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase(),
    city: home.city,
    state: home.state,
    country: home.country,
    home,
    timeZone: home.timeZone,
    createdAt: Date.UTC(2016, 4, 3, 18, 22, 41) / 1000 + draw.integer(0, 400) * 86_400,
    updatedAt: Date.UTC(2024, 11, 20, 7, 3, 12) / 1000,
    weight: Math.round(draw.between(58, 82) * 10) / 10,
    ftp: draw.integer(215, 290),
    restingHeartrate: draw.integer(46, 56),
    thresholdHeartrate: maxHeartrate - draw.integer(14, 20),
    maxHeartrate,
    runSpeed: draw.between(2.9, 3.4),
    measurement: seed % 2 === 0 ? 'feet' : 'meters',
    premium: true,
    bio: 'Course le dimanche, vélo le samedi. Données générées.',
  };
}

/** Heart-rate zones: five, sharing their edges, the top one open (`max: -1`), as `GET /athlete/zones` writes them. */
export function heartRateZones(athlete) {
  const edges = [0.6, 0.75, 0.85, 0.92].map((share) => Math.round(athlete.maxHeartrate * share));
  return [0, ...edges].map((min, i) => ({ min, max: edges[i] ?? -1 }));
}

/** Power zones: seven, each starting a watt above the one before ends, the top one open. */
export function powerZones(athlete) {
  const tops = [0.55, 0.75, 0.9, 1.05, 1.2, 1.5].map((share) => Math.round(athlete.ftp * share));
  return [0, ...tops].map((top, i) => ({ min: i === 0 ? 0 : top + 1, max: tops[i] ?? -1 }));
}

/** The body of `GET /athlete/zones`. */
export function athleteZones(athlete) {
  return {
    heart_rate: { custom_zones: false, zones: heartRateZones(athlete) },
    power: { zones: powerZones(athlete) },
  };
}

/**
 * The athlete's gear: shoes (`g…`, one retired) and bikes (`b…`; the road bike carries the
 * power meter), each with its make and the meters logged before the data set begins.
 */
export function makeGear(seed) {
  const draw = new Draw(random(seedOf(seed, 'gear')));
  const shoes = SHOES.slice(0, 4).map(([brand, model], i) => ({
    id: `g${draw.integer(10_000_000, 29_999_999)}`, kind: 'shoe', brand, model, name: `${brand} ${model}`,
    nickname: i === 0 ? 'Les rapides' : '', retired: i === 3, primary: i === 1, before: draw.integer(0, 400_000),
    description: i === 0 ? 'Pour les courses et le fractionné.' : '', notification: i === 0 ? 0 : 800_000,
  }));
  const bikes = BIKES.map(([brand, model, frame, description, weight], i) => ({
    id: `b${draw.integer(10_000_000, 19_999_999)}`, kind: 'bike', brand, model, name: `${brand} ${model}`,
    nickname: i === 0 ? 'La fusée' : '', retired: false, primary: i === 0, before: draw.integer(1_000_000, 8_000_000),
    frame, description, weight, powerMeter: i === 0,
  }));
  return { shoes, bikes };
}

/** A piece of gear as a `SummaryGear` body, `meters` logged with it. */
export function summaryGear(gear, meters, measurement, resourceState = 2) {
  return {
    id: gear.id,
    primary: gear.primary,
    name: gear.name,
    nickname: gear.nickname,
    resource_state: resourceState,
    retired: gear.retired,
    distance: Math.round(meters),
    converted_distance: Math.round((measurement === 'feet' ? meters / 1609.344 : meters / 1000) * 10) / 10,
  };
}

/** A piece of gear as a `DetailedGear` body (`GET /gear/{id}`). */
export function detailedGear(gear, meters, measurement) {
  const body = { ...summaryGear(gear, meters, measurement, 3), brand_name: gear.brand, model_name: gear.model };
  if (gear.kind === 'bike') Object.assign(body, { frame_type: gear.frame, description: gear.description, weight: gear.weight });
  else Object.assign(body, { description: gear.description, notification_distance: gear.notification });
  return body;
}

/** The athlete's clubs, each with its members (indexes of the data set's people) and standing. */
export function makeClubs(seed) {
  return CLUBS.map(([name, sportType, activityTypes, clubType], i) => {
    const draw = new Draw(random(seedOf(seed, 'club', i)));
    const members = [];
    for (let index = 0; index < PEOPLE; index++) if (draw.chance(0.45)) members.push(index);
    return {
      id: 90_000 + i * 173_201 + draw.integer(0, 99_999),
      name, sportType, activityTypes, clubType,
      members,
      admins: members.slice(0, 1 + i),
      memberCount: members.length + 1 + draw.integer(0, 400),
      followingCount: draw.integer(3, members.length),
      createdPhoto: draw.integer(1_000_000, 9_999_999),
      private: i === 2,
      verified: i === 1,
      url: name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().replaceAll(' ', '-'),
      admin: i === 2,
      owner: false,
    };
  });
}

/** A club as a `SummaryClub` body; `standing` adds the athlete's `membership`, `admin` and `owner` (the clubs of `GET /athlete`). */
export function summaryClub(club, home, standing) {
  const body = {
    id: club.id,
    resource_state: 2,
    name: club.name,
    profile_medium: pictureUrl('clubs', club.id, 'medium'),
    profile: pictureUrl('clubs', club.id, 'large'),
    cover_photo: pictureUrl('clubs', club.id, `cover-${club.createdPhoto}`),
    cover_photo_small: pictureUrl('clubs', club.id, `cover-${club.createdPhoto}-small`),
    activity_types: club.activityTypes,
    activity_types_icon: `sports_${club.sportType === 'cycling' ? 'bike' : club.sportType === 'running' ? 'run' : 'multi'}_normal`,
    dimensions: ['distance', 'num_activities', 'best_activities_distance', 'elev_gain', 'moving_time', 'velocity'],
    sport_type: club.sportType,
    localized_sport_type: club.sportType === 'cycling' ? 'Cyclisme' : club.sportType === 'running' ? 'Course à pied' : 'Triathlon',
    city: home.city,
    state: home.state,
    country: home.country,
    private: club.private,
    member_count: club.memberCount,
    featured: false,
    verified: club.verified,
    url: club.url,
  };
  if (standing) Object.assign(body, { membership: 'member', admin: club.admin, owner: club.owner });
  return body;
}

/** A club as a `DetailedClub` body (`GET /clubs/{id}`). */
export function detailedClub(club, home) {
  return {
    ...summaryClub(club, home, true),
    resource_state: 3,
    description: `${club.name} : sorties chaque semaine, tous niveaux.\r\nRendez-vous devant la fontaine.`,
    club_type: club.clubType,
    following_count: club.followingCount,
    website: `https://${club.url}.example.org`,
  };
}

/** The items of `GET /clubs/{id}/members`: trimmed as the API trims them since 2018 (no id). */
export function clubMembers(seed, club) {
  return club.members.map((index) => {
    const who = person(seed, index);
    return { ...summaryAthlete(who, 'trimmed'), membership: 'member', admin: club.admins.includes(index), owner: index === club.admins[0] };
  });
}

/** The items of `GET /clubs/{id}/admins`: `{ resource_state, firstname, lastname }`. */
export function clubAdmins(seed, club) {
  return club.admins.map((index) => summaryAthlete(person(seed, index), 'trimmed'));
}

/**
 * The items of `GET /clubs/{id}/activities`, newest first: the members' recent activities,
 * trimmed for privacy (no id, no dates), `count` of them, as of `now` (epoch seconds).
 */
export function clubActivities(seed, club, count) {
  const draw = new Draw(random(seedOf(seed, 'club-activities', club.id)));
  const items = [];
  for (let i = 0; i < count; i++) {
    const who = person(seed, draw.pick(club.members));
    const sport = draw.pick(club.activityTypes.filter((type) => type !== 'EBikeRide'));
    const ride = sport.endsWith('Ride');
    const swim = sport === 'Swim';
    const movingTime = draw.integer(swim ? 1500 : 1800, ride ? 14_400 : 6000);
    const speed = ride ? draw.between(6, 9.5) : swim ? draw.between(0.8, 1.2) : draw.between(2.6, 3.9);
    items.push({
      resource_state: 2,
      athlete: summaryAthlete(who, 'trimmed'),
      name: `${draw.pick(['Morning', 'Lunch', 'Afternoon', 'Evening'])} ${ride ? 'Ride' : swim ? 'Swim' : 'Run'}`,
      distance: Math.round(speed * movingTime * 10) / 10,
      moving_time: movingTime,
      elapsed_time: movingTime + (sport === 'VirtualRide' ? 0 : draw.integer(0, 900)),
      total_elevation_gain: swim || sport === 'VirtualRide' ? 0 : Math.round(draw.between(5, ride ? 1200 : 300) * 10) / 10,
      type: sport,
      sport_type: sport,
      workout_type: ride ? (draw.chance(0.8) ? 10 : null) : swim ? null : draw.pick([0, 0, 0, 2, 3, null]),
    });
  }
  return items;
}

