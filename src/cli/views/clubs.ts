import type { ClubAthlete, DetailedClub, SummaryClub } from '../../index.js';
import { athleteName, countOf, flag, joined, MISSING, whole } from '../cells.js';
import { factLines, rowColumnLines, tableLines, type Fact, type RowColumn } from '../table.js';

const NAME_WIDTH = 30;

/** Where a club or an athlete is: `Boulder, CO, United States`, or `-`. */
function placeOf(record: { readonly city: string | null; readonly state: string | null; readonly country: string | null }): string {
  return joined([record.city, record.state, record.country], ', ');
}

/**
 * A list of clubs (`GET /athlete/clubs`, and the clubs of `GET /athlete`): name, sport,
 * place, members, private, club id.
 */
export function* clubListLines(clubs: readonly SummaryClub[]): Generator<string, void, undefined> {
  if (clubs.length === 0) {
    yield 'Clubs: none.';
    return;
  }
  yield `Clubs (${countOf(clubs.length, 'club')})`;
  const columns = [
    { title: 'name', align: 'left', maxWidth: NAME_WIDTH },
    { title: 'sport', align: 'left' },
    { title: 'place', align: 'left' },
    { title: 'members', align: 'right' },
    { title: 'private', align: 'left' },
    { title: 'club id', align: 'right' },
  ] as const;
  yield* tableLines(columns, clubs, (club) => [
    club.name ?? MISSING,
    club.sport_type ?? MISSING,
    placeOf(club),
    whole(club.member_count),
    flag(club.private),
    whole(club.id),
  ]);
}

/**
 * A club on its own page (`GET /clubs/{id}`): name, sport and the sports it is about,
 * place, members, then each other fact the body has (private, verified, kind of club, the
 * authenticated athlete's standing in it, the members they follow, website, vanity URL,
 * description).
 */
export function* clubDetailLines(club: DetailedClub): Generator<string, void, undefined> {
  const facts: Fact[] = [
    ['name', club.name ?? MISSING],
    ['sport', club.sport_type ?? MISSING],
    ['place', placeOf(club)],
    ['members', whole(club.member_count)],
  ];
  const optional = (label: string, value: string) => {
    if (value !== MISSING) facts.push([label, value]);
  };
  optional('activity types', joined(club.activity_types ?? [], ', '));
  optional('private', flag(club.private));
  optional('verified', flag(club.verified));
  optional('club type', club.club_type ?? MISSING);
  optional('membership', club.membership ?? MISSING);
  optional('admin', flag(club.admin));
  optional('owner', flag(club.owner));
  optional('members followed', whole(club.following_count));
  optional('posts', whole(club.post_count));
  optional('owner id', whole(club.owner_id));
  optional('website', club.website === '' ? MISSING : (club.website ?? MISSING));
  optional('url', club.url === '' ? MISSING : (club.url ?? MISSING));
  optional('description', club.description === '' ? MISSING : (club.description ?? MISSING));
  yield `Club ${whole(club.id)}`;
  yield* factLines(facts);
}

/**
 * A club's members (`GET /clubs/{id}/members`): name, membership, admin, owner; their
 * place and id only where the list gives them (bodies before 2018 did; since, a member is
 * a first name and an initial).
 */
export function* clubMemberLines(members: readonly ClubAthlete[]): Generator<string, void, undefined> {
  const columns: RowColumn<ClubAthlete>[] = [
    { title: 'athlete', align: 'left', maxWidth: NAME_WIDTH, cell: (member) => athleteName(member) },
    { title: 'membership', align: 'left', cell: (member) => member.membership ?? MISSING },
    { title: 'admin', align: 'left', cell: (member) => flag(member.admin) },
    { title: 'owner', align: 'left', cell: (member) => flag(member.owner) },
  ];
  if (members.some((member) => placeOf(member) !== MISSING)) columns.push({ title: 'place', align: 'left', cell: placeOf });
  if (members.some((member) => member.id !== null)) columns.push({ title: 'athlete id', align: 'right', cell: (member) => whole(member.id) });
  yield `Club members (${countOf(members.length, 'member')})`;
  yield* rowColumnLines(columns, members);
}
